import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { noteQueries, readingMinutes } from '../api';
import { noteMessages } from './note-messages';

const learnMessages = messages('learnTheIdea', {
  title: 'Learn the idea',
  about: '({topic}, {reading})',
});

/** On a problem's page: the published notes that embed it ("Learn the idea"). */
export function LearnTheIdea({ problemId }: { problemId: string }) {
  const notes = useQuery(noteQueries.embedding(problemId));
  const t = useT(learnMessages);
  const n = useT(noteMessages);
  if (!notes.data?.length) return null;
  return (
    <section
      aria-labelledby="learn-the-idea"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="learn-the-idea" className="font-serif text-xl font-semibold text-slate-900">
        {t.title}
      </h2>
      <ul className="grid gap-1">
        {notes.data.map((note) => (
          <li key={note.id}>
            <Link to={paths.note(note.id)} className="text-blue-800 underline underline-offset-2">
              {note.title}
            </Link>{' '}
            <span className="text-sm text-slate-600">
              {fill(t.about, {
                topic: n[note.topic] ?? note.topic,
                reading: n.minRead(readingMinutes(note.word_count)),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

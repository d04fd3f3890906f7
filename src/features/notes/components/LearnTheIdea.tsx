import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { noteQueries, readingMinutes } from '../api';

/** On a problem's page: the published notes that embed it ("Learn the idea"). */
export function LearnTheIdea({ problemId }: { problemId: string }) {
  const notes = useQuery(noteQueries.embedding(problemId));
  if (!notes.data?.length) return null;
  return (
    <section
      aria-labelledby="learn-the-idea"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="learn-the-idea" className="font-serif text-xl font-semibold text-slate-900">
        Learn the idea
      </h2>
      <ul className="grid gap-1">
        {notes.data.map((note) => (
          <li key={note.id}>
            <Link to={paths.note(note.id)} className="text-blue-800 underline underline-offset-2">
              {note.title}
            </Link>{' '}
            <span className="text-sm text-slate-600">
              ({note.topic}, {readingMinutes(note.word_count)} min read)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

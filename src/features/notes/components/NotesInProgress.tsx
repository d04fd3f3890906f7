import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { noteQueries } from '../api';
import { noteMessages } from './note-messages';

const progressMessages = messages('notesInProgress', {
  title: 'Notes in progress',
  started: 'Started',
  solved: '{solved} of {total} solved',
});

/** The dashboard's notes in progress: opened and not complete (read, every problem solved). */
export function NotesInProgress() {
  const progress = useQuery(noteQueries.progress(null));
  const t = useT(progressMessages);
  const n = useT(noteMessages);
  const open = (progress.data ?? []).filter((note) => !note.complete).slice(0, 5);
  if (open.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-serif text-xl font-semibold text-slate-900">{t.title}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label={t.title}>
          {open.map((note) => (
            <li key={note.note_id} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={paths.note(note.note_id)} className="text-blue-800 underline">
                {note.title}
              </Link>
              <span className="text-sm text-slate-600">
                {note.read_at ? n.read : t.started}
                {note.problems > 0 &&
                  ` · ${fill(t.solved, { solved: note.solved, total: note.problems })}`}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

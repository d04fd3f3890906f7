import { lazy, Suspense } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import { LoadingMessage } from '@/components/ui/loading';
import { NoteList } from '@/features/notes/components/NoteList';
import { noteMessages } from '@/features/notes/components/note-messages';
import { useT } from '@/lib/i18n';

// One route module for /notes, /notes/new and /notes/{id}/edit (the last two are guarded for
// approved staff in the route table): the editor, with the Markdown library, loads only when
// opened. A note to read (/notes/{id}) is NoteReadingPage, a route of its own.
const NoteEditor = lazy(() =>
  import('@/features/notes/components/NoteEditor').then((module) => ({
    default: module.NoteEditor,
  })),
);

export default function NotesPage() {
  const { id } = useParams();
  const editing = useMatch('/notes/:id/edit');
  const creating = useMatch('/notes/new');
  const t = useT(noteMessages);
  if (!editing && !creating) return <NoteList />;
  return (
    <Suspense fallback={<LoadingMessage label={t.loadingNote} />}>
      <NoteEditor key={id ?? 'new'} id={creating ? null : (id ?? null)} />
    </Suspense>
  );
}

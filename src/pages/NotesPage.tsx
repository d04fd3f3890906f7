import { lazy, Suspense } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import { LoadingMessage } from '@/components/ui/loading';
import { NoteList } from '@/features/notes/components/NoteList';
import { noteMessages } from '@/features/notes/components/note-messages';
import { useT } from '@/lib/i18n';

// One route module for /notes, /notes/{id}, /notes/new and /notes/{id}/edit (the last two are
// guarded for approved staff in the route table): the reading page and the editor, with the
// Markdown library, load only when a note is opened.
const NotePage = lazy(() => import('./NotePage'));
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
  if (!editing && !creating && id === undefined) return <NoteList />;
  return (
    <Suspense fallback={<LoadingMessage label={t.loadingNote} />}>
      {editing || creating ? (
        <NoteEditor key={id ?? 'new'} id={creating ? null : (id ?? null)} />
      ) : (
        <NotePage id={id ?? ''} />
      )}
    </Suspense>
  );
}

import { lazy } from 'react';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { NoteView } from '@/features/notes/components/NoteView';
import { useT } from '@/lib/i18n';
import { notePageMessages } from './note-page-messages';

// The problems inside a note come through supabase-js, after the note's first paint anyway; their
// code (statement, answer card) comes then too, not before the note's text (issue 27).
const EmbeddedProblem = lazy(() =>
  import('./EmbeddedProblem').then((module) => ({ default: module.EmbeddedProblem })),
);

/** What a problem block shows until its problem has loaded (the block's own loading line). */
function ProblemLoading() {
  const t = useT(notePageMessages);
  return <p className="text-sm text-slate-600">{t.loadingProblem}</p>;
}

function ProblemBlock({ id }: { id: string }) {
  return (
    <AfterFirstPaint placeholder={<ProblemLoading />}>
      <EmbeddedProblem id={id} />
    </AfterFirstPaint>
  );
}

/** /notes/{id}, loaded by NotesPage: the note with its problems answered in place. */
export default function NotePage({ id }: { id: string }) {
  return (
    <NoteView key={id} id={id} renderProblem={(problemId) => <ProblemBlock id={problemId} />} />
  );
}

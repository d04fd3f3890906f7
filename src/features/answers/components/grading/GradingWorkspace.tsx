import { lazy, Suspense, useState } from 'react';
import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { RevealedHint } from '@/features/practice/api';
import { StatementBody } from '@/features/problems/statement';
import type { GradingQueueItem } from '../../api';
import type { NoteDraft } from '../../pages-api';
import { AnswerStatusBadge } from '../AnswerStatusBadge';
import { AnswerSideNotes } from './AnswerSideNotes';
import { GradeForm } from './GradeForm';
import { GradeHistory } from './GradeHistory';

// Pages and notes (issue 20) load only for answers that have pages.
const GraderPages = lazy(() => import('../pages/GraderPages'));

interface GradingWorkspaceProps {
  item: GradingQueueItem;
  /** The hints the student revealed on this problem (fetched once for the board's page). */
  revealedHints?: readonly RevealedHint[];
  saving: boolean;
  /** Set when the save was refused because someone else graded the answer meanwhile. */
  conflict: string | null;
  onSave: (marks: number | null, feedback: string | null, notes?: NoteDraft[]) => void;
  onReload: () => void;
  onGradeProblem: (problemId: string) => void;
}

/** The statement and the answer side by side, the marks and feedback under them. */
export function GradingWorkspace({
  item,
  revealedHints,
  saving,
  conflict,
  onSave,
  onReload,
  onGradeProblem,
}: GradingWorkspaceProps) {
  const fullMarks = item.problem?.marks ?? 0;
  const waiting = item.status === 'submitted';
  const studentName = item.student?.full_name?.trim() || 'Unknown student';
  const [notes, setNotes] = useState<NoteDraft[] | null>(null);
  const notesSum = notes?.some((n) => n.marks !== null)
    ? notes.reduce((total, n) => total + (n.marks ?? 0), 0)
    : null;
  return (
    <section
      aria-labelledby="workspace-heading"
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="workspace-heading" className="font-serif text-xl font-semibold text-slate-900">
            {item.problem ? (
              <Link to={paths.problem(item.problem.id)} className="text-blue-800 hover:underline">
                {item.problem.title}
              </Link>
            ) : (
              'Deleted problem'
            )}
          </h2>
          <p className="text-sm text-slate-600">
            {studentName} · submitted {format(new Date(item.submitted_at), 'PPP p')}
            {item.graded_at
              ? ` · graded ${format(new Date(item.graded_at), 'PPP p')}${item.grader?.full_name ? ` by ${item.grader.full_name}` : ' by the answer key'}`
              : ''}
          </p>
        </div>
        <div className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
          <AnswerStatusBadge
            status={item.status}
            marks={item.marks_awarded}
            fullMarks={fullMarks}
          />
          {item.problem && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto min-h-9 max-w-full whitespace-normal text-left"
              onClick={() => onGradeProblem(item.problem!.id)}
            >
              Grade this problem&apos;s answers
            </Button>
          )}
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            Statement
          </h3>
          <div className="max-h-96 overflow-y-auto rounded-md border border-slate-200 px-4 py-3 font-serif text-slate-900">
            <StatementBody body={item.problem?.content.body ?? ''} />
          </div>
        </div>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Answer</h3>
          <div className="max-h-96 overflow-y-auto rounded-md bg-slate-50 px-4 py-3 font-serif text-slate-900">
            <MathText text={item.content} />
          </div>
          <AnswerSideNotes hints={revealedHints} />
        </div>
      </div>

      {item.page_count > 0 && (
        <Suspense fallback={<p className="text-sm text-slate-600">Loading pages...</p>}>
          <GraderPages
            key={`${item.id}-${item.grade_version}`}
            answerId={item.id}
            onNotesChange={setNotes}
          />
        </Suspense>
      )}

      {conflict && (
        <Alert variant="destructive">
          <AlertTitle>Graded by someone else</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>{conflict}</p>
            <Button type="button" size="sm" variant="outline" onClick={onReload}>
              Reload this answer
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <GradeForm
        key={`${item.id}-${item.grade_version}`}
        fullMarks={fullMarks}
        initialMarks={item.marks_awarded}
        initialFeedback={item.feedback}
        saving={saving}
        waiting={waiting}
        notesSum={notesSum}
        onSave={(marks, feedback) => onSave(marks, feedback, notes ?? undefined)}
        onBackToQueue={waiting ? undefined : () => onSave(null, null)}
      />

      {!waiting && (
        <details className="rounded-md border border-slate-200 px-4 py-3">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            Grade history
          </summary>
          <div className="mt-2">
            <GradeHistory answerId={item.id} fullMarks={fullMarks} />
          </div>
        </details>
      )}
    </section>
  );
}

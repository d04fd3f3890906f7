import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
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

const gradingWorkspaceMessages = messages('gradingWorkspace', {
  unknownStudent: 'Unknown student',
  deletedProblem: 'Deleted problem',
  submitted: '{student} · submitted {date}',
  gradedBy: '{student} · submitted {date} · graded {graded} by {grader}',
  gradedByKey: '{student} · submitted {date} · graded {graded} by the answer key',
  gradeProblem: "Grade this problem's answers",
  statement: 'Statement',
  answer: 'Answer',
  loadingPages: 'Loading pages...',
  conflict: 'Graded by someone else',
  reload: 'Reload this answer',
  history: 'Grade history',
});

/** Who sent the answer and when; who graded it and when, once graded. */
function answerLine(t: ReturnType<typeof gradingWorkspaceMessages.get>, item: GradingQueueItem) {
  const values = {
    student: item.student?.full_name?.trim() || t.unknownStudent,
    date: formatDate(item.submitted_at, 'PPP p'),
    graded: item.graded_at ? formatDate(item.graded_at, 'PPP p') : '',
    grader: item.grader?.full_name ?? '',
  };
  if (!item.graded_at) return fill(t.submitted, values);
  return fill(item.grader?.full_name ? t.gradedBy : t.gradedByKey, values);
}

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
  const t = useT(gradingWorkspaceMessages);
  const fullMarks = item.problem?.marks ?? 0;
  const waiting = item.status === 'submitted';
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
              t.deletedProblem
            )}
          </h2>
          <p className="text-sm text-slate-600">{answerLine(t, item)}</p>
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
              className="h-auto min-h-9 max-w-full whitespace-normal text-start"
              onClick={() => onGradeProblem(item.problem!.id)}
            >
              {t.gradeProblem}
            </Button>
          )}
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t.statement}
          </h3>
          <div className="max-h-96 overflow-y-auto rounded-md border border-slate-200 px-4 py-3 font-serif text-slate-900">
            <StatementBody body={item.problem?.content.body ?? ''} />
          </div>
        </div>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t.answer}
          </h3>
          <div
            dir="auto"
            className="max-h-96 overflow-y-auto rounded-md bg-slate-50 px-4 py-3 font-serif text-slate-900"
          >
            <MathText text={item.content} />
          </div>
          <AnswerSideNotes hints={revealedHints} />
        </div>
      </div>

      {item.page_count > 0 && (
        <Suspense fallback={<p className="text-sm text-slate-600">{t.loadingPages}</p>}>
          <GraderPages
            key={`${item.id}-${item.grade_version}`}
            answerId={item.id}
            onNotesChange={setNotes}
          />
        </Suspense>
      )}

      {conflict && (
        <Alert variant="destructive">
          <AlertTitle>{t.conflict}</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>{conflict}</p>
            <Button type="button" size="sm" variant="outline" onClick={onReload}>
              {t.reload}
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
            {t.history}
          </summary>
          <div className="mt-2">
            <GradeHistory answerId={item.id} fullMarks={fullMarks} />
          </div>
        </details>
      )}
    </section>
  );
}

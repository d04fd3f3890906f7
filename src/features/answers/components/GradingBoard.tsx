import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  answerKeys,
  answerQueries,
  GRADED_MEANWHILE_CODE,
  useGradeAnswer,
  type GradingQueueItem,
} from '../api';
import type { NoteDraft } from '../pages-api';
import { useRevealedHintsByAnswer } from '@/features/practice/grading';
import { toast } from '@/lib/toast';
import { DataError } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n/format';
import { fill, withParts } from '@/lib/i18n/text';
import { serverMessage } from './answer-verdict';
import { AnswerQueueList } from './grading/AnswerQueueList';
import { GradingFiltersBar } from './grading/GradingFiltersBar';
import { GradingWorkspace } from './grading/GradingWorkspace';
import { useGradingParams } from './grading/grading-params';

const gradingBoardMessages = messages('gradingBoard', {
  sentBack: 'Answer sent back to the queue',
  saved: 'Grade saved',
  savedText: '{marks}/{full} for {student}.',
  theStudent: 'the student',
  failed: 'Grading Failed',
  title: 'Grading Queue',
  intro:
    "Answers to problems without an answer key wait here. Award 0 to the problem's marks with a comment; a student's score counts their best marks on each problem.",
  oneAssignment: 'Showing one class assignment. {link}',
  oneAssignmentStudent: 'Showing one class assignment, one student. {link}',
  showEvery: 'Show every answer',
  waiting: 'Waiting for a grade',
  waitingCount: 'Waiting for a grade ({count})',
  loadingWaiting: 'Loading answers...',
  waitingFailed: 'Failed to load the grading queue',
  waitingEmpty: 'No answers are waiting for a grade. Well done!',
  waitingPages: 'Waiting answer pages',
  graded: 'Recently graded',
  loadingGraded: 'Loading graded answers...',
  gradedFailed: 'Failed to load graded answers',
  gradedEmpty: 'No graded answers yet.',
  gradedPages: 'Graded answer pages',
  choose: 'Choose an answer to grade.',
});

function gradedMeanwhile(error: unknown): boolean {
  return error instanceof DataError && error.code === GRADED_MEANWHILE_CODE;
}

/**
 * Issue 13 item 2: the queue filtered by problem, contest and topic (in the URL), one answer at a
 * time with its statement, marks and feedback; saving a waiting answer opens the next one.
 */
export function GradingBoard() {
  const t = useT(gradingBoardMessages);
  const { filters, pages, setPage, setFilter } = useGradingParams();
  const queryClient = useQueryClient();
  const queue = useQuery(answerQueries.gradingQueue(pages.waiting, filters));
  const graded = useQuery(answerQueries.recentlyGraded(pages.graded, filters));
  const grade = useGradeAnswer();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ answerId: string; message: string } | null>(null);

  const waitingRows = queue.data?.rows ?? [];
  const gradedRows = graded.data?.rows ?? [];
  // One request for the revealed hints of every answer on both pages.
  const hintsByAnswer = useRevealedHintsByAnswer(
    [...waitingRows, ...gradedRows].map((item) => item.id),
  );
  const find = (id: string | null) =>
    id ? [...waitingRows, ...gradedRows].find((item) => item.id === id) : undefined;
  // The chosen answer, else the oldest waiting one.
  const selected: GradingQueueItem | undefined = find(chosenId) ?? waitingRows[0];

  const select = (id: string) => {
    setChosenId(id);
    setConflict(null);
  };

  const save = (
    item: GradingQueueItem,
    marks: number | null,
    feedback: string | null,
    notes?: NoteDraft[],
  ) => {
    const wasWaiting = item.status === 'submitted';
    const index = waitingRows.findIndex((row) => row.id === item.id);
    const next = wasWaiting ? (waitingRows[index + 1] ?? waitingRows[index - 1]) : undefined;
    grade.mutate(
      { answerId: item.id, marks, feedback, expectedVersion: item.grade_version, notes },
      {
        onSuccess: () => {
          setConflict(null);
          toast({
            title: marks === null ? t.sentBack : t.saved,
            description:
              marks === null
                ? undefined
                : fill(t.savedText, {
                    marks,
                    full: item.problem?.marks ?? marks,
                    student: item.student?.full_name ?? t.theStudent,
                  }),
          });
          if (wasWaiting) setChosenId(next?.id ?? null);
        },
        onError: (error) => {
          if (gradedMeanwhile(error)) {
            // Stay on this answer: the refetch shows the grade the other grader saved.
            setChosenId(item.id);
            setConflict({ answerId: item.id, message: serverMessage(error) });
          } else
            toast({
              title: t.failed,
              description: serverMessage(error),
              variant: 'destructive',
            });
        },
      },
    );
  };

  const waitingTotal = queue.data?.total;
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {t.title}
        </h1>
        <p className="text-slate-600">{t.intro}</p>
      </header>
      <GradingFiltersBar filters={filters} onChange={setFilter} />
      {filters.assignmentId && (
        <p className="text-sm text-slate-700">
          {withParts(filters.studentId ? t.oneAssignmentStudent : t.oneAssignment, {
            link: (
              <Link to={paths.grading} className="text-blue-800 underline">
                {t.showEvery}
              </Link>
            ),
          })}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="order-2 min-w-0 space-y-6 lg:order-1">
          <section aria-labelledby="waiting-heading" className="space-y-3">
            <h2 id="waiting-heading" className="text-lg font-semibold text-slate-900">
              {waitingTotal
                ? fill(t.waitingCount, { count: formatNumber(waitingTotal) })
                : t.waiting}
            </h2>
            <AnswerQueueList
              query={queue}
              selectedId={selected?.id ?? null}
              onSelect={select}
              loadingLabel={t.loadingWaiting}
              failureTitle={t.waitingFailed}
              empty={t.waitingEmpty}
              pagesLabel={t.waitingPages}
              onPageChange={(page) => setPage('page', page)}
            />
          </section>
          <section aria-labelledby="graded-heading" className="space-y-3">
            <h2 id="graded-heading" className="text-lg font-semibold text-slate-900">
              {t.graded}
            </h2>
            <AnswerQueueList
              query={graded}
              selectedId={selected?.id ?? null}
              onSelect={select}
              loadingLabel={t.loadingGraded}
              failureTitle={t.gradedFailed}
              empty={t.gradedEmpty}
              pagesLabel={t.gradedPages}
              onPageChange={(page) => setPage('graded', page)}
            />
          </section>
        </div>
        <div className="order-1 min-w-0 lg:order-2">
          {selected ? (
            <GradingWorkspace
              item={selected}
              revealedHints={hintsByAnswer.get(selected.id)}
              saving={grade.isPending}
              conflict={conflict?.answerId === selected.id ? conflict.message : null}
              onSave={(marks, feedback, notes) => save(selected, marks, feedback, notes)}
              onReload={() => {
                setConflict(null);
                setChosenId(selected.id);
                void queryClient.invalidateQueries({ queryKey: answerKeys.all });
              }}
              onGradeProblem={(problemId) => setFilter('problem', problemId)}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
              {t.choose}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

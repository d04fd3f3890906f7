import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Link, useSearchParams } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { AnswerStatus } from '@/lib/domain';
import { toast } from '@/lib/toast';
import { answerQueries, useGradeAnswer, type GradingPage, type GradingQueueItem } from '../api';
import { AnswerStatusBadge } from './AnswerStatusBadge';
import { serverMessage } from './answer-verdict';

const GRADE_LABELS: Record<AnswerStatus, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  submitted: 'Back to queue',
};

function GradingCard({ item }: { item: GradingQueueItem }) {
  const grade = useGradeAnswer();
  const pendingStatus = grade.isPending ? grade.variables.status : null;
  const choices: AnswerStatus[] =
    item.status === 'submitted' ? ['correct', 'incorrect'] : ['correct', 'incorrect', 'submitted'];

  const onGrade = (status: AnswerStatus) =>
    grade.mutate(
      { answerId: item.id, status },
      {
        onSuccess: () => toast({ title: 'Answer graded', description: `Marked ${status}.` }),
        onError: (error) =>
          toast({
            title: 'Grading Failed',
            description: serverMessage(error),
            variant: 'destructive',
          }),
      },
    );

  const studentName = item.student?.full_name?.trim() || 'Unknown student';
  return (
    <Card>
      <CardHeader className="gap-1 pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {item.problem ? (
            <Link
              to={paths.problem(item.problem.id)}
              className="font-semibold text-blue-800 hover:underline"
            >
              {item.problem.title}
            </Link>
          ) : (
            <span className="font-semibold text-slate-500">Deleted problem</span>
          )}
          <AnswerStatusBadge status={item.status} />
        </div>
        <p className="text-sm text-slate-600">
          {studentName} · submitted {format(new Date(item.submitted_at), 'PPP p')}
          {item.graded_at ? ` · graded ${format(new Date(item.graded_at), 'PPP p')}` : ''}
        </p>
      </CardHeader>
      <CardContent>
        <div className="rounded-md bg-slate-50 px-4 py-3 font-serif text-slate-900">
          <MathText text={item.content} />
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {choices
          .filter((status) => status !== item.status)
          .map((status) => (
            <Button
              key={status}
              size="sm"
              variant={
                status === 'correct'
                  ? 'default'
                  : status === 'incorrect'
                    ? 'destructive'
                    : 'outline'
              }
              disabled={grade.isPending}
              aria-label={`${GRADE_LABELS[status]}: ${studentName}'s answer to ${item.problem?.title ?? 'a deleted problem'}`}
              onClick={() => onGrade(status)}
            >
              {pendingStatus === status ? 'Saving...' : GRADE_LABELS[status]}
            </Button>
          ))}
      </CardFooter>
    </Card>
  );
}

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** Both lists' pages live in the URL: `page` for the waiting answers, `graded` for the graded ones. */
function useGradingPages() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pages = {
    waiting: readPage(searchParams.get('page')),
    graded: readPage(searchParams.get('graded')),
  };
  const setPage = (key: 'page' | 'graded', page: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set(key, String(page));
      else next.delete(key);
      return next;
    });
  return { pages, setPage };
}

function AnswerList({
  query,
  loadingLabel,
  failureTitle,
  empty,
  pagesLabel,
  onPageChange,
}: {
  query: UseQueryResult<GradingPage>;
  loadingLabel: string;
  failureTitle: string;
  empty: string;
  pagesLabel: string;
  onPageChange: (page: number) => void;
}) {
  if (query.isPending) return <LoadingMessage label={loadingLabel} />;
  if (query.isError)
    return (
      <LoadFailure title={failureTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  const { rows: items, total, page, pageSize } = query.data;
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {empty}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul
        aria-busy={query.isFetching}
        className={cn('space-y-4', query.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        {items.map((item) => (
          <li key={item.id}>
            <GradingCard item={item} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(total / pageSize))}
        onPageChange={onPageChange}
        label={pagesLabel}
      />
    </div>
  );
}

/** Issue 5 item 4: answers waiting for a grader, and the latest grades, which can be changed; both paged. */
export function GradingBoard() {
  const { pages, setPage } = useGradingPages();
  const queue = useQuery(answerQueries.gradingQueue(pages.waiting));
  const graded = useQuery(answerQueries.recentlyGraded(pages.graded));
  const waiting = queue.data?.total;
  return (
    <section className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          Grading Queue
        </h1>
        <p className="text-slate-600">
          Answers to problems without an answer key wait here. Marking one correct adds the
          problem&apos;s marks to the student&apos;s score once.
        </p>
      </header>
      <section aria-labelledby="waiting-heading" className="space-y-4">
        <h2 id="waiting-heading" className="text-xl font-semibold text-slate-900">
          Waiting for a grade{waiting ? ` (${waiting.toLocaleString('en-US')})` : ''}
        </h2>
        <AnswerList
          query={queue}
          loadingLabel="Loading answers..."
          failureTitle="Failed to load the grading queue"
          empty="No answers are waiting for a grade. Well done!"
          pagesLabel="Waiting answer pages"
          onPageChange={(page) => setPage('page', page)}
        />
      </section>
      <section aria-labelledby="graded-heading" className="space-y-4">
        <h2 id="graded-heading" className="text-xl font-semibold text-slate-900">
          Recently graded
        </h2>
        <p className="text-sm text-slate-600">Change a grade here if it was given by mistake.</p>
        <AnswerList
          query={graded}
          loadingLabel="Loading graded answers..."
          failureTitle="Failed to load graded answers"
          empty="No graded answers yet."
          pagesLabel="Graded answer pages"
          onPageChange={(page) => setPage('graded', page)}
        />
      </section>
    </section>
  );
}

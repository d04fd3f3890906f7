import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { InvalidInputError, NotFoundError } from '@/lib/errors';
import { problemQueries, type Problem } from '../api';
import { ProblemHeader } from './ProblemHeader';
import { ProblemStatement } from './ProblemStatement';

/** PostgREST rejects a malformed uuid with 22P02: for the reader that is a missing problem too. */
function isMissing(error: unknown): boolean {
  return error instanceof NotFoundError || error instanceof InvalidInputError;
}

interface ProblemDetailProps {
  problemId: string;
  /** Reactions, answer card and discussion: composed by the page from their own features. */
  renderExtras: (problem: Problem) => ReactNode;
  /** Above the title: the contest bar of a contest problem. */
  contestBar?: ReactNode;
  /** Opened from a contest: the bar's breadcrumb leads back, not "All problems". */
  fromContest?: boolean;
}

export function ProblemDetail({
  problemId,
  renderExtras,
  contestBar,
  fromContest = false,
}: ProblemDetailProps) {
  const query = useQuery(problemQueries.detail(problemId));

  if (query.isPending) return <LoadingMessage label="Loading problem..." />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {isMissing(query.error) ? 'Problem not found.' : 'The problem could not be loaded.'}
        </h1>
        {!isMissing(query.error) && <p className="text-slate-600">Please try again later.</p>}
        <Link to={paths.problems} className={buttonVariants({ variant: 'outline' })}>
          Back to Problems
        </Link>
      </div>
    );
  }

  const problem = query.data;
  return (
    // One column that never grows past the page (minmax(0, 1fr)): wide content scrolls or wraps.
    <article className="grid grid-cols-1 gap-8">
      {!fromContest && (
        <Link
          to={paths.problems}
          className="text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> All problems
        </Link>
      )}
      {contestBar}
      <ProblemHeader problem={problem} />
      <ProblemStatement problem={problem} />
      {renderExtras(problem)}
    </article>
  );
}

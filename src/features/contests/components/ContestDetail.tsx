import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { InvalidInputError, NotFoundError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { contestQueries } from '../api';
import { ContestProblemList } from './ContestProblemList';
import { ContestStatusChip } from './ContestStatusChip';
import { ContestTimes } from './ContestTimes';

function isMissing(error: unknown): boolean {
  return error instanceof NotFoundError || error instanceof InvalidInputError;
}

function BackToContests() {
  return (
    <Link to={paths.contests} className={buttonVariants({ variant: 'outline' })}>
      Back to Contests
    </Link>
  );
}

export function ContestDetail({ contestId }: { contestId: string }) {
  const query = useQuery(contestQueries.detail(contestId));
  const failed = query.isError && !isMissing(query.error);

  useEffect(() => {
    if (failed) {
      toast({
        title: 'Failed to load contest details.',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    }
  }, [failed]);

  if (query.isPending) return <LoadingMessage label="Loading contest..." />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {failed ? 'Failed to load contest details.' : 'Contest Not Found'}
        </h1>
        {failed && <p className="text-slate-600">Please try again later.</p>}
        <BackToContests />
      </div>
    );
  }

  const contest = query.data;
  return (
    <article className="grid gap-8">
      <Link
        to={paths.contests}
        className="text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> All contests
      </Link>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            {contest.title}
          </h1>
          <ContestStatusChip start={contest.start_time} end={contest.end_time} />
        </div>
        {contest.description && <p className="text-slate-700">{contest.description}</p>}
        <ContestTimes start={contest.start_time} end={contest.end_time} />
      </header>
      <section aria-labelledby="contest-problems-heading" className="grid gap-4">
        <h2
          id="contest-problems-heading"
          className="font-serif text-2xl font-semibold text-slate-900"
        >
          Problems in this Contest
        </h2>
        <ContestProblemList problems={contest.problems} />
      </section>
    </article>
  );
}

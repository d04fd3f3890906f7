import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { STAFF_ROLES } from '@/lib/domain';
import { InvalidInputError, NotFoundError } from '@/lib/errors';
import { countOf } from '@/lib/format-count';
import { toast } from '@/lib/toast';
import { contestKeys, contestQueries, SCOREBOARD_REFRESH_MS } from '../api';
import { ContestProblemList } from './ContestProblemList';
import { ContestStatusChip } from './ContestStatusChip';
import { ContestTimes } from './ContestTimes';
import { contestStatus, formatContestTime } from './contest-status';
import { Countdown } from './Countdown';
import { MyProgress } from './MyProgress';
import { RegisterPanel } from './RegisterPanel';
import { ScoreboardTable } from './ScoreboardTable';
import { virtualBoardRow } from './virtual-board';
import { useNow } from './use-now';
import { VirtualPanel } from './VirtualPanel';

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
  const { profile, user } = useAuth();
  const queryClient = useQueryClient();
  const now = useNow();
  const [page, setPage] = useState(1);
  const contest = query.data;
  const status = contest ? contestStatus(contest.start_time, contest.end_time, now) : 'Upcoming';
  const ended = status === 'Ended';
  // From the end of an "after the end" contest its held answers are graded: whoever opens the
  // page first releases them (decision 0063), then the board is read.
  const release = useQuery({
    ...contestQueries.release(contestId),
    enabled: ended && contest?.results_mode === 'after_end',
  });
  const releasing = ended && contest?.results_mode === 'after_end' && release.isPending;
  const board = useQuery({
    ...contestQueries.scoreboard(contestId, page, status === 'Running'),
    enabled: contest !== undefined && !releasing,
  });
  const signedInStudent = profile?.role === 'contestant' && profile.status === 'approved';
  const upsolving = useQuery({
    ...contestQueries.upsolving(contestId),
    enabled: ended && signedInStudent && !releasing,
  });
  const sitting = useQuery({
    ...contestQueries.virtual(contestId),
    enabled: ended && signedInStudent,
  });
  const failed = query.isError && !isMissing(query.error);
  const isStaff =
    profile !== null && profile.status === 'approved' && STAFF_ROLES.includes(profile.role);

  // At the start and the end what the database shows changes: read the contest and board again.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current !== status) {
      previousStatus.current = status;
      void queryClient.invalidateQueries({ queryKey: contestKeys.detail(contestId) });
      void queryClient.invalidateQueries({ queryKey: contestKeys.scoreboards(contestId) });
    }
  }, [status, contestId, queryClient]);

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
  if (query.isError || !contest) {
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

  const hiddenUntilStart = status === 'Upcoming' && contest.problems.length === 0 && !isStaff;
  const canEdit = isStaff && (profile?.role !== 'instructor' || contest.created_by === profile?.id);
  return (
    <article className="grid grid-cols-1 gap-8">
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
          <ContestStatusChip start={contest.start_time} end={contest.end_time} now={now} />
          {canEdit && (
            <Link
              to={paths.editContest(contest.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Edit contest
            </Link>
          )}
        </div>
        {contest.description && <MathText text={contest.description} className="text-slate-700" />}
        <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <ContestTimes start={contest.start_time} end={contest.end_time} showZone />
          <Countdown
            start={contest.start_time}
            end={contest.end_time}
            now={now}
            className="font-serif text-2xl font-semibold tabular-nums text-slate-900"
          />
        </div>
        <p className="text-sm text-slate-700" data-testid="results-mode">
          {contest.results_mode === 'after_end' ? (
            <>
              <strong>Results after the end.</strong> During the contest answers are received, not
              checked; you may change an answer until the end and the last one counts. Marks and the
              board appear when it ends.
            </>
          ) : (
            <>
              <strong>Results instantly.</strong> Each answer is checked as it is sent and the board
              moves while the contest runs.
            </>
          )}
        </p>
        <RegisterPanel contestId={contest.id} status={status} board={board.data} />
        {ended && <VirtualPanel contest={contest} board={board.data} now={now} />}
      </header>
      <section aria-labelledby="contest-problems-heading" className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="contest-problems-heading"
            className="font-serif text-2xl font-semibold text-slate-900"
          >
            Problems in this Contest
          </h2>
          {contest.problems.length > 0 && (
            <Link
              to={paths.contestPrint(contest.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Print
            </Link>
          )}
        </div>
        {hiddenUntilStart ? (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-700">
            The problems are revealed when the contest starts (
            {formatContestTime(contest.start_time)}).
          </p>
        ) : status === 'Running' && contest.problems.length === 0 && user === null ? (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-700">
            <Link
              to={paths.login}
              className="font-medium text-blue-800 underline-offset-4 hover:underline"
            >
              Log in
            </Link>{' '}
            to see the problems while the contest runs; everyone sees them after it ends (
            {formatContestTime(contest.end_time)}).
          </p>
        ) : (
          <ContestProblemList
            problems={contest.problems}
            contestId={contest.id}
            upsolving={
              upsolving.data
                ? new Map(upsolving.data.map((entry) => [entry.problem_id, entry.state]))
                : undefined
            }
          />
        )}
      </section>
      {board.data && <MyProgress board={board.data} problems={contest.problems} />}
      <section aria-labelledby="scoreboard-heading" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="scoreboard-heading" className="font-serif text-2xl font-semibold text-slate-900">
            Scoreboard
          </h2>
          {board.data && (
            <p className="text-xs text-slate-500">
              {countOf(board.data.participants, 'participant')}
              {status === 'Running' && ` · refreshes every ${SCOREBOARD_REFRESH_MS / 1000} s`}
            </p>
          )}
        </div>
        {board.isPending ? (
          <p role="status" className="text-sm text-slate-500">
            Loading scoreboard...
          </p>
        ) : board.isError ? (
          <p className="text-sm text-slate-600">
            The scoreboard could not be loaded. Please try again later.
          </p>
        ) : (
          <ScoreboardTable
            board={board.data}
            problems={contest.problems}
            page={page}
            onPageChange={setPage}
            myUserId={user?.id}
            virtualRow={virtualBoardRow(
              sitting.data,
              user?.id,
              profile?.full_name ?? null,
              profile?.avatar_url ?? null,
            )}
          />
        )}
        <p className="text-xs text-slate-500">
          Ranked by total marks (best answer per problem), then by who reached their total first.
        </p>
      </section>
    </article>
  );
}

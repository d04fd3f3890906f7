import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { STAFF_ROLES } from '@/lib/domain';
import { afterFirstPage } from '@/lib/first-page';
import { useDataSaver } from '@/lib/data-saver';
import { DATA_SAVER_PAGE_SIZE } from '@/lib/data-saver-setting';
import { InvalidInputError, NotFoundError } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { fill, plural, withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { contestKeys, contestQueries, SCOREBOARD_PAGE_SIZE, SCOREBOARD_REFRESH_MS } from '../api';
import { ContestProblemList } from './ContestProblemList';
import { ContestStatusChip } from './ContestStatusChip';
import { ContestTimes } from './ContestTimes';
import { contestStatus, formatContestTime } from './contest-status';
import { Countdown } from './Countdown';
import { MyProgress } from './MyProgress';
import { RegisterPanel } from './RegisterPanel';
import { virtualBoardRow } from './virtual-board';
import { LogInLink } from './LogInLink';
import { useNow } from './use-now';
import { VirtualPanel } from './VirtualPanel';

function isMissing(error: unknown): boolean {
  return error instanceof NotFoundError || error instanceof InvalidInputError;
}

// The board's rows come through supabase-js, after the contest has painted: so does the table's
// code (avatars, pagination), asked for as soon as the page is on screen (issue 27).
const loadScoreboard = () => import('./ScoreboardTable');
const ScoreboardTable = lazy(() =>
  loadScoreboard().then((module) => ({ default: module.ScoreboardTable })),
);

const contestDetailMessages = messages('contestDetail', {
  back: 'Back to Contests',
  failed: 'Failed to load contest details.',
  tryLater: 'Please try again later.',
  loading: 'Loading contest...',
  notFound: 'Contest Not Found',
  allContests: 'All contests',
  edit: 'Edit contest',
  afterEndTitle: 'Results after the end.',
  afterEndText:
    'During the contest answers are received, not checked; you may change an answer until the end and the last one counts. Marks and the board appear when it ends.',
  instantTitle: 'Results instantly.',
  instantText: 'Each answer is checked as it is sent and the board moves while the contest runs.',
  problems: 'Problems in this Contest',
  print: 'Print',
  revealedAtStart: 'The problems are revealed when the contest starts ({time}).',
  logIn: 'Log in',
  logInToSee:
    '{login} to see the problems while the contest runs; everyone sees them after it ends ({time}).',
  scoreboard: 'Scoreboard',
  participants: plural({ one: '{count} participant', other: '{count} participants' }),
  refreshes: ' · refreshes every {seconds} s',
  loadingBoard: 'Loading scoreboard...',
  boardFailed: 'The scoreboard could not be loaded. Please try again later.',
  rankedBy:
    'Ranked by total marks (best answer per problem), then by who reached their total first.',
});

function BackToContests() {
  const t = useT(contestDetailMessages);
  return (
    <Link to={paths.contests} className={buttonVariants({ variant: 'outline' })}>
      {t.back}
    </Link>
  );
}

export function ContestDetail({ contestId }: { contestId: string }) {
  const t = useT(contestDetailMessages);
  const query = useQuery(contestQueries.detail(contestId));
  const { profile, user } = useAuth();
  const queryClient = useQueryClient();
  const now = useNow();
  const [page, setPage] = useState(1);
  useEffect(() => afterFirstPage(() => void loadScoreboard().catch(() => undefined)), []);
  // The data saver reads the board 10 rows at a time (issue 27).
  const boardPageSize = useDataSaver() ? DATA_SAVER_PAGE_SIZE : SCOREBOARD_PAGE_SIZE;
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
    ...contestQueries.scoreboard(contestId, page, status === 'Running', boardPageSize),
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
      // Once per failure, in the language shown then.
      const text = contestDetailMessages.get();
      toast({
        title: text.failed,
        description: text.tryLater,
        variant: 'destructive',
      });
    }
  }, [failed]);

  if (query.isPending) return <LoadingMessage label={t.loading} />;
  if (query.isError || !contest) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {failed ? t.failed : t.notFound}
        </h1>
        {failed && <p className="text-slate-600">{t.tryLater}</p>}
        <BackToContests />
      </div>
    );
  }

  const hiddenUntilStart = status === 'Upcoming' && contest.problems.length === 0 && !isStaff;
  const canEdit = isStaff && (profile?.role !== 'instructor' || contest.created_by === profile?.id);
  const boardLoading = (
    <p role="status" className="text-sm text-slate-500">
      {t.loadingBoard}
    </p>
  );
  return (
    <article className="grid grid-cols-1 gap-8">
      <Link
        to={paths.contests}
        className="text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ←
        </span>{' '}
        {t.allContests}
      </Link>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            <bdi>{contest.title}</bdi>
          </h1>
          <ContestStatusChip start={contest.start_time} end={contest.end_time} now={now} />
          {canEdit && (
            <Link
              to={paths.editContest(contest.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t.edit}
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
              <strong>{t.afterEndTitle}</strong> {t.afterEndText}
            </>
          ) : (
            <>
              <strong>{t.instantTitle}</strong> {t.instantText}
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
            {t.problems}
          </h2>
          {contest.problems.length > 0 && (
            <Link
              to={paths.contestPrint(contest.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t.print}
            </Link>
          )}
        </div>
        {hiddenUntilStart ? (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-700">
            {fill(t.revealedAtStart, { time: formatContestTime(contest.start_time) })}
          </p>
        ) : status === 'Running' && contest.problems.length === 0 && user === null ? (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-700">
            {withParts(fill(t.logInToSee, { time: formatContestTime(contest.end_time) }), {
              login: <LogInLink>{t.logIn}</LogInLink>,
            })}
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
            {t.scoreboard}
          </h2>
          {board.data && (
            <p className="text-xs text-slate-500">
              {t.participants(board.data.participants)}
              {status === 'Running' && fill(t.refreshes, { seconds: SCOREBOARD_REFRESH_MS / 1000 })}
            </p>
          )}
        </div>
        {board.isPending ? (
          boardLoading
        ) : board.isError ? (
          <p className="text-sm text-slate-600">{t.boardFailed}</p>
        ) : (
          <Suspense fallback={boardLoading}>
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
          </Suspense>
        )}
        <p className="text-xs text-slate-500">{t.rankedBy}</p>
      </section>
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { fill, withParts } from '@/lib/i18n/text';
import { useAuth } from '@/features/auth';
import { contestQueries } from '../api';
import { contestStatus, contestStatusMessages, pickContest } from './contest-status';
import { Countdown } from './Countdown';
import { useNow } from './use-now';
import { virtualBoardMessages, virtualClockLabel } from './virtual-board';

const contestBarMessages = messages('contestBar', {
  label: 'Contest',
  contests: 'Contests',
  problem: 'Problem {position}',
  problems: 'Problems in this contest',
  problemLink: 'Problem {position}: {title}',
  next: 'Next in this contest: {title}',
  last: 'Last problem: back to the contest',
});

/**
 * A contest problem knows its contest (issue 29 point 8): the breadcrumb back to it, its clock,
 * a tab per problem and the next one. Nothing while the problem is in no such contest.
 */
export function ContestBar({
  problemId,
  preferredContestId,
}: {
  problemId: string;
  preferredContestId: string | null;
}) {
  const t = useT(contestBarMessages);
  const virtual = useT(virtualBoardMessages);
  const clock = useT(contestStatusMessages);
  const now = useNow();
  // The same query the spoiler lock runs: no extra request.
  const contests = useQuery(contestQueries.ofProblem(problemId));
  const contest = pickContest(contests.data ?? [], preferredContestId, now);
  const detail = useQuery({
    ...contestQueries.detail(contest?.id ?? ''),
    enabled: contest !== null,
  });
  const { user } = useAuth();
  const ended =
    contest !== null && contestStatus(contest.start_time, contest.end_time, now) === 'Ended';
  // After the end, the reader's own virtual clock of the contest, if it runs (decision 0064).
  const sitting = useQuery({
    ...contestQueries.virtual(contest?.id ?? ''),
    enabled: ended && Boolean(user),
  });
  const virtualEnds =
    sitting.data && now < new Date(sitting.data.ends_at) ? sitting.data.ends_at : null;
  if (!contest) return null;
  const problems = detail.data?.problems ?? [];
  const index = problems.findIndex((problem) => problem.id === problemId);
  const next = index >= 0 ? problems[index + 1] : undefined;
  const running =
    contestStatus(contest.start_time, contest.end_time, now) === 'Running' || virtualEnds !== null;

  return (
    <nav
      aria-label={t.label}
      className={cn(
        'grid gap-3 rounded-lg border p-3 sm:p-4',
        running ? 'border-blue-200 bg-blue-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to={paths.contests} className="font-medium text-blue-800 hover:underline">
              {t.contests}
            </Link>
          </li>
          <li aria-hidden="true" className="rtl:rotate-180">
            ›
          </li>
          <li className="min-w-0">
            <Link
              to={paths.contest(contest.id)}
              className="break-words font-semibold text-slate-900 hover:underline"
            >
              <bdi>{contest.title}</bdi>
            </Link>
          </li>
          {index >= 0 && (
            <>
              <li aria-hidden="true" className="rtl:rotate-180">
                ›
              </li>
              <li aria-current="page">{fill(t.problem, { position: index + 1 })}</li>
            </>
          )}
        </ol>
        {virtualEnds ? (
          <p
            role="timer"
            aria-live="off"
            className="text-sm font-semibold tabular-nums text-slate-800"
            data-testid="virtual-bar-clock"
          >
            {virtualClockLabel(virtualEnds, now, virtual, clock)}
          </p>
        ) : (
          <Countdown start={contest.start_time} end={contest.end_time} now={now} />
        )}
      </div>
      {problems.length > 1 && (
        <ol aria-label={t.problems} className="flex flex-wrap gap-1">
          {problems.map((problem, position) => {
            const current = problem.id === problemId;
            return (
              <li key={problem.id}>
                <Link
                  to={paths.contestProblem(problem.id, contest.id)}
                  aria-current={current ? 'page' : undefined}
                  aria-label={fill(t.problemLink, { position: position + 1, title: problem.title })}
                  title={problem.title}
                  className={cn(
                    'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-semibold tabular-nums',
                    current
                      ? 'border-blue-700 bg-blue-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                  )}
                >
                  {position + 1}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
      {next ? (
        <Link
          to={paths.contestProblem(next.id, contest.id)}
          className="text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          {withParts(t.next, { title: <bdi className="break-words">{next.title}</bdi> })}{' '}
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            →
          </span>
        </Link>
      ) : index >= 0 ? (
        <Link
          to={paths.contest(contest.id)}
          className="text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          {t.last}{' '}
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            →
          </span>
        </Link>
      ) : null}
    </nav>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { contestQueries } from '../api';
import { formatContestTime } from './contest-status';
import { UpsolvingBadge } from './UpsolvingBadge';

const myContestsUpsolvingMessages = messages('myContestsUpsolving', {
  title: 'Contest problems',
  ended: 'ended {time}',
  satEnded: 'Sat virtually · ended {time}',
  problem: 'Problem {position}',
});

/**
 * The student's profile (issue 25, upsolving): their latest ended contests, taken part in or sat
 * virtually, and for each problem whether it was solved in the contest, afterwards, or not yet.
 */
export function MyContestsUpsolving() {
  const t = useT(myContestsUpsolvingMessages);
  const { profile } = useAuth();
  const student = profile?.role === 'contestant' && profile.status === 'approved';
  const contests = useQuery({ ...contestQueries.myUpsolving(), enabled: student });
  if (!student || !contests.data || contests.data.length === 0) return null;
  return (
    <section
      aria-labelledby="upsolving-heading"
      className="mx-auto grid max-w-2xl gap-4 px-4 pb-10 sm:px-6"
    >
      <h2 id="upsolving-heading" className="font-serif text-2xl font-semibold text-slate-900">
        {t.title}
      </h2>
      <ul className="grid gap-4">
        {contests.data.map((contest) => (
          <li
            key={contest.contest_id}
            className="grid gap-2 rounded-lg border border-slate-200 p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={paths.contest(contest.contest_id)}
                className="break-words font-semibold text-blue-800 underline-offset-4 hover:underline"
              >
                <bdi>{contest.title}</bdi>
              </Link>
              <span className="text-xs text-slate-600">
                {fill(contest.virtual ? t.satEnded : t.ended, {
                  time: formatContestTime(contest.end_time),
                })}
              </span>
            </div>
            <ol className="grid gap-1">
              {contest.problems.map((problem) => (
                <li
                  key={problem.problem_id}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <Link
                    to={paths.contestProblem(problem.problem_id, contest.contest_id)}
                    className="text-slate-800 underline-offset-4 hover:underline"
                  >
                    {fill(t.problem, { position: problem.position })}
                  </Link>
                  <UpsolvingBadge state={problem.state} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

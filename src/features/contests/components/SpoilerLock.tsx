import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { STAFF_ROLES } from '@/lib/domain';
import { useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { contestQueries } from '../api';
import { contestStatus, formatContestTime } from './contest-status';
import { spoilerLockMessages } from './spoiler-lock-messages';
import { SpoilerLockLoading } from './SpoilerLockLoading';
import { useNow } from './use-now';

/**
 * While a contest with this problem runs, students see why the discussion and reactions are
 * closed and when they open, instead of them (the database refuses them anyway). Staff see them.
 */
export function SpoilerLock({
  problemId,
  children,
  notice = true,
  reserve,
}: {
  problemId: string;
  children: ReactNode;
  /** False: hide the children without the explanation (it is shown once, by the discussion). */
  notice?: boolean;
  /**
   * With `notice` false, what holds the children's place while it is not yet known whether they
   * show (an empty box of their height), so the page below does not move when they arrive.
   */
  reserve?: ReactNode;
}) {
  const t = useT(spoilerLockMessages);
  const { profile, status, profileLoading } = useAuth();
  const now = useNow(5_000);
  const contests = useQuery(contestQueries.ofProblem(problemId));
  const isStaff =
    profile !== null && profile.status === 'approved' && STAFF_ROLES.includes(profile.role);
  const running = (contests.data ?? [])
    .filter((contest) => contestStatus(contest.start_time, contest.end_time, now) === 'Running')
    .sort((a, b) => b.end_time.localeCompare(a.end_time));
  const lastToEnd = running[0];
  // Nothing until it is known whether a contest closes them (a slow network must not flash an
  // open composer), nor while a running contest waits for the reader's role.
  if (contests.isPending || (lastToEnd && (status === 'loading' || profileLoading))) {
    return notice ? <SpoilerLockLoading /> : (reserve ?? null);
  }
  if (!lastToEnd || isStaff) return <>{children}</>;
  if (!notice) return null;
  return (
    <section
      aria-labelledby="spoiler-lock-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="spoiler-lock-heading" className="font-serif text-xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm">
        {withParts(t.text, {
          contest: (
            <Link
              to={paths.contest(lastToEnd.id)}
              className="font-medium underline underline-offset-4"
            >
              <bdi>{lastToEnd.title}</bdi>
            </Link>
          ),
          time: <time dateTime={lastToEnd.end_time}>{formatContestTime(lastToEnd.end_time)}</time>,
        })}
      </p>
    </section>
  );
}

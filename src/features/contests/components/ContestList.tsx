import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingPlaceholder } from '@/components/ui/loading';
import { SkeletonCards } from '@/components/ui/skeleton';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { formatCount } from '@/lib/format-count';
import { toast } from '@/lib/toast';
import { contestQueries, type Contest } from '../api';
import { ContestCard } from './ContestCard';
import {
  contestStatus,
  contestStatusMessages,
  viewerTimeZone,
  type ContestStatus,
} from './contest-status';
import { useNow } from './use-now';

const CONTEST_GRID = 'md:grid-cols-2';
const GROUPS: ContestStatus[] = ['Running', 'Upcoming', 'Ended'];

const contestListMessages = messages('contestList', {
  failedTitle: 'Failed to load contests',
  tryLater: 'Please try again later.',
  loading: 'Loading contests...',
  failed: 'Failed to load contests. Please try again later.',
  none: 'No contests found. Please check back later!',
  Running: 'Running',
  Upcoming: 'Upcoming',
  Ended: 'Ended',
});

/** Running first (ending soonest first), then upcoming (starting soonest first), then ended (latest first). */
function grouped(contests: Contest[], now: Date): Record<ContestStatus, Contest[]> {
  const groups: Record<ContestStatus, Contest[]> = { Running: [], Upcoming: [], Ended: [] };
  for (const contest of contests)
    groups[contestStatus(contest.start_time, contest.end_time, now)].push(contest);
  groups.Running.sort((a, b) => a.end_time.localeCompare(b.end_time));
  groups.Upcoming.sort((a, b) => a.start_time.localeCompare(b.start_time));
  groups.Ended.sort((a, b) => b.end_time.localeCompare(a.end_time));
  return groups;
}

export function ContestList() {
  const query = useQuery(contestQueries.list());
  const now = useNow();
  const t = useT(contestListMessages);
  const zone = useT(contestStatusMessages);

  useEffect(() => {
    if (query.isError) {
      // Once per failure, in the language shown then.
      const text = contestListMessages.get();
      toast({
        title: text.failedTitle,
        description: text.tryLater,
        variant: 'destructive',
      });
    }
  }, [query.isError]);

  if (query.isPending) {
    return (
      <LoadingPlaceholder label={t.loading}>
        <SkeletonCards count={4} className={CONTEST_GRID} cardClassName="h-72" />
      </LoadingPlaceholder>
    );
  }
  if (query.isError) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-900"
      >
        {t.failed}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {t.none}
      </p>
    );
  }
  const groups = grouped(query.data, now);
  return (
    <div className="grid gap-10">
      <p className="text-xs text-slate-500">{fill(zone.timeZone, { zone: viewerTimeZone() })}</p>
      {GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <section key={group} aria-labelledby={`contests-${group}`} className="grid gap-4">
          <h2 id={`contests-${group}`} className="font-serif text-2xl font-semibold text-slate-900">
            {t[group]}{' '}
            <span className="text-base font-normal text-slate-500">
              ({formatCount(groups[group].length)})
            </span>
          </h2>
          <ul className={`grid gap-6 ${CONTEST_GRID}`}>
            {groups[group].map((contest) => (
              <li key={contest.id}>
                <ContestCard contest={contest} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingPlaceholder } from '@/components/ui/loading';
import { SkeletonCards } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { contestQueries, type Contest } from '../api';
import { ContestCard } from './ContestCard';
import { contestStatus, viewerTimeZone, type ContestStatus } from './contest-status';
import { useNow } from './use-now';

const CONTEST_GRID = 'md:grid-cols-2';
const GROUPS: { status: ContestStatus; heading: string }[] = [
  { status: 'Running', heading: 'Running' },
  { status: 'Upcoming', heading: 'Upcoming' },
  { status: 'Ended', heading: 'Ended' },
];

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

  useEffect(() => {
    if (query.isError) {
      toast({
        title: 'Failed to load contests',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    }
  }, [query.isError]);

  if (query.isPending) {
    return (
      <LoadingPlaceholder label="Loading contests...">
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
        Failed to load contests. Please try again later.
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        No contests found. Please check back later!
      </p>
    );
  }
  const groups = grouped(query.data, now);
  return (
    <div className="grid gap-10">
      <p className="text-xs text-slate-500">Times in your time zone: {viewerTimeZone()}</p>
      {GROUPS.filter(({ status }) => groups[status].length > 0).map(({ status, heading }) => (
        <section key={status} aria-labelledby={`contests-${status}`} className="grid gap-4">
          <h2
            id={`contests-${status}`}
            className="font-serif text-2xl font-semibold text-slate-900"
          >
            {heading}{' '}
            <span className="text-base font-normal text-slate-500">({groups[status].length})</span>
          </h2>
          <ul className={`grid gap-6 ${CONTEST_GRID}`}>
            {groups[status].map((contest) => (
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

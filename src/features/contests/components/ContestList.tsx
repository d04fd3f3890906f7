import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingPlaceholder } from '@/components/ui/loading';
import { SkeletonCards } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { contestQueries } from '../api';
import { ContestCard } from './ContestCard';

const CONTEST_GRID = 'md:grid-cols-2';

export function ContestList() {
  const query = useQuery(contestQueries.list());

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
  return (
    <ul className={`grid gap-6 ${CONTEST_GRID}`}>
      {query.data.map((contest) => (
        <li key={contest.id}>
          <ContestCard contest={contest} />
        </li>
      ))}
    </ul>
  );
}

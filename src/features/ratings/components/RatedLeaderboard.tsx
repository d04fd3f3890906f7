import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { ratingQueries } from '../api';
import { ratingRanks } from '../rank';
import { RatingValue } from './RatingValue';

const CELL = 'px-2 sm:px-4';

/** The top 20 students by rating (decision 0065); each name opens the student's public profile. */
export function RatedLeaderboard() {
  const query = useQuery(ratingQueries.board());
  const { user } = useAuth();
  if (query.isPending) return <LoadingMessage label="Loading ratings..." />;
  if (query.isError) {
    return (
      <LoadFailure
        title="Failed to load the rated leaderboard."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = query.data;
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 p-6 text-center text-slate-600">
        No ratings yet: they appear when the first contest is finalised.
      </p>
    );
  }
  const ranks = ratingRanks(rows);
  return (
    <Table label="Rated leaderboard">
      <TableHeader>
        <TableRow>
          <TableHead className={cn(CELL, 'w-14 sm:w-20')}>Rank</TableHead>
          <TableHead className={CELL}>Student</TableHead>
          <TableHead className={cn(CELL, 'text-right')}>Contests</TableHead>
          <TableHead className={cn(CELL, 'text-right')}>Rating</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const name = row.profile?.full_name?.trim() || 'Anonymous User';
          const mine = row.user_id === user?.id;
          return (
            <TableRow
              key={row.user_id}
              aria-current={mine ? 'true' : undefined}
              className={cn(mine && 'bg-blue-50 ring-2 ring-inset ring-blue-300 hover:bg-blue-50')}
            >
              <TableCell className={cn(CELL, 'font-semibold tabular-nums')}>
                {formatCount(ranks[index]!)}
              </TableCell>
              <TableCell className={CELL}>
                <span className="flex items-center gap-2 sm:gap-3">
                  <Avatar
                    name={name}
                    seed={row.user_id}
                    src={row.profile?.avatar_url ?? null}
                    className="h-7 w-7 shrink-0 sm:h-8 sm:w-8"
                  />
                  <Link
                    to={paths.publicProfile(row.user_id)}
                    className="min-w-0 break-words font-medium text-slate-900 underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                  {mine && (
                    <span className="shrink-0 text-xs font-semibold text-blue-900">(you)</span>
                  )}
                </span>
              </TableCell>
              <TableCell className={cn(CELL, 'text-right tabular-nums')}>
                {formatCount(row.contests)}
              </TableCell>
              <TableCell className={cn(CELL, 'text-right')}>
                <RatingValue rating={row.rating} provisional={row.provisional} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

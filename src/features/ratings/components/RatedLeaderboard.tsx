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
import { messages, useT } from '@/lib/i18n';
import { ratingQueries } from '../api';
import { ratingRanks } from '../rank';
import { RatingValue } from './RatingValue';

const CELL = 'px-2 sm:px-4';

const ratedLeaderboardMessages = messages('ratedLeaderboard', {
  loading: 'Loading ratings...',
  failed: 'Failed to load the rated leaderboard.',
  none: 'No ratings yet: they appear when the first contest is finalised.',
  label: 'Rated leaderboard',
  rank: 'Rank',
  student: 'Student',
  contests: 'Contests',
  rating: 'Rating',
  anonymous: 'Anonymous User',
  you: '(you)',
});

/** The top 20 students by rating (decision 0065); each name opens the student's public profile. */
export function RatedLeaderboard() {
  const t = useT(ratedLeaderboardMessages);
  const query = useQuery(ratingQueries.board());
  const { user } = useAuth();
  if (query.isPending) return <LoadingMessage label={t.loading} />;
  if (query.isError) {
    return (
      <LoadFailure title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const rows = query.data;
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 p-6 text-center text-slate-600">{t.none}</p>
    );
  }
  const ranks = ratingRanks(rows);
  return (
    <Table label={t.label}>
      <TableHeader>
        <TableRow>
          <TableHead className={cn(CELL, 'w-14 sm:w-20')}>{t.rank}</TableHead>
          <TableHead className={CELL}>{t.student}</TableHead>
          <TableHead className={cn(CELL, 'text-end')}>{t.contests}</TableHead>
          <TableHead className={cn(CELL, 'text-end')}>{t.rating}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const name = row.profile?.full_name?.trim() || t.anonymous;
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
                    <span className="shrink-0 text-xs font-semibold text-blue-900">{t.you}</span>
                  )}
                </span>
              </TableCell>
              <TableCell className={cn(CELL, 'text-end tabular-nums')}>
                {formatCount(row.contests)}
              </TableCell>
              <TableCell className={cn(CELL, 'text-end')}>
                <RatingValue rating={row.rating} provisional={row.provisional} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@/components/ui/avatar';
import { LoadingPlaceholder } from '@/components/ui/loading';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { messages, useT } from '@/lib/i18n';
import { LEADERBOARD_SIZE, leaderboardQueries, type LeaderboardEntry } from '../api';
import { competitionRanks } from '../rank';
import { isPodium } from './podium';
import { TrophyIcon } from './TrophyIcon';

// Narrow cells on phones so all four columns, the score included, fit in 375 px.
const CELL = 'px-2 sm:px-4';

const leaderboardTableMessages = messages('leaderboardTable', {
  rank: 'Rank',
  student: 'Student',
  solved: 'Problems Solved',
  score: 'Score',
  loading: 'Loading leaderboard...',
  anonymous: 'Anonymous User',
  you: '(you)',
  label: 'Leaderboard',
});

function LeaderboardHeader() {
  const t = useT(leaderboardTableMessages);
  return (
    <TableHeader>
      <TableRow>
        <TableHead className={cn(CELL, 'w-14 sm:w-20')}>{t.rank}</TableHead>
        <TableHead className={CELL}>{t.student}</TableHead>
        <TableHead className={cn(CELL, 'whitespace-normal text-end')}>{t.solved}</TableHead>
        <TableHead className={cn(CELL, 'text-end')}>{t.score}</TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** A full table of grey rows, the height of a full leaderboard, under the loading line. */
function LeaderboardSkeleton() {
  const t = useT(leaderboardTableMessages);
  return (
    <LoadingPlaceholder label={t.loading}>
      {/* Table's frame without its focusable region: this copy is hidden from assistive tech. */}
      <div className="w-full overflow-hidden rounded-lg border border-slate-200">
        <table className="w-full caption-bottom text-sm">
          <LeaderboardHeader />
          <TableBody>
            {Array.from({ length: LEADERBOARD_SIZE }, (_, index) => (
              <TableRow key={index}>
                <TableCell className={CELL}>
                  <Skeleton className="h-5 w-10" />
                </TableCell>
                <TableCell className={CELL}>
                  <span className="flex items-center gap-2 sm:gap-3">
                    <Skeleton className="h-8 w-8 shrink-0 rounded-full" />
                    <Skeleton className="h-4 w-32" />
                  </span>
                </TableCell>
                <TableCell className={CELL}>
                  <Skeleton className="ms-auto h-4 w-8" />
                </TableCell>
                <TableCell className={CELL}>
                  <Skeleton className="ms-auto h-4 w-8" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
    </LoadingPlaceholder>
  );
}

interface RowProps {
  entry: LeaderboardEntry;
  rank: number;
  mine: boolean;
}

function LeaderboardRow({ entry, rank, mine }: RowProps) {
  const t = useT(leaderboardTableMessages);
  const name = entry.full_name?.trim() || t.anonymous;
  return (
    <TableRow
      aria-current={mine ? 'true' : undefined}
      className={cn(
        isPodium(rank) && 'bg-amber-50/40',
        mine && 'bg-blue-50 ring-2 ring-inset ring-blue-300 hover:bg-blue-50',
      )}
    >
      <TableCell className={cn(CELL, 'font-semibold tabular-nums')}>
        <span className="flex items-center gap-2">
          {isPodium(rank) ? (
            <TrophyIcon rank={rank} />
          ) : (
            <span aria-hidden="true" className="inline-block w-5 sm:w-6" />
          )}
          {formatCount(rank)}
        </span>
      </TableCell>
      <TableCell className={CELL}>
        <span className="flex items-center gap-2 sm:gap-3">
          <Avatar
            name={name}
            seed={entry.id}
            src={entry.avatar_url}
            className="h-7 w-7 shrink-0 sm:h-8 sm:w-8"
          />
          <span className="min-w-0 break-words font-medium text-slate-900">{name}</span>
          {mine && <span className="shrink-0 text-xs font-semibold text-blue-900">{t.you}</span>}
        </span>
      </TableCell>
      <TableCell className={cn(CELL, 'text-end tabular-nums')}>
        {formatCount(entry.problems_solved)}
      </TableCell>
      <TableCell className={cn(CELL, 'text-end font-semibold tabular-nums')}>
        {formatCount(entry.score)}
      </TableCell>
    </TableRow>
  );
}

/** The signed-in student's own place, asked of the database (null for everyone else). */
function useMyRank() {
  const { user, profile } = useAuth();
  const ranked = profile?.role === 'contestant' && profile.status === 'approved';
  return useQuery({
    ...leaderboardQueries.myRank(user?.id ?? ''),
    enabled: ranked && user !== null,
  }).data;
}

/**
 * Top 20 students by score, then problems solved; ties share a rank. A signed-in student beyond
 * the top 20 sees their own row under it, with their rank. A failed load leaves the table empty.
 */
export function LeaderboardTable() {
  const t = useT(leaderboardTableMessages);
  const query = useQuery(leaderboardQueries.top());
  const me = useMyRank();
  if (query.isPending) return <LeaderboardSkeleton />;
  const entries = query.data ?? [];
  const ranks = competitionRanks(entries);
  const listed = me ? entries.some((entry) => entry.id === me.id) : false;

  return (
    <Table label={t.label}>
      <LeaderboardHeader />
      <TableBody>
        {entries.map((entry, index) => (
          <LeaderboardRow
            key={entry.id}
            entry={entry}
            rank={ranks[index]!}
            mine={entry.id === me?.id}
          />
        ))}
        {me && !listed && (
          <>
            <TableRow aria-hidden="true" className="hover:bg-transparent">
              <TableCell colSpan={4} className={cn(CELL, 'py-1 text-center text-slate-400')}>
                ⋯
              </TableCell>
            </TableRow>
            <LeaderboardRow entry={me} rank={me.rank} mine />
          </>
        )}
      </TableBody>
    </Table>
  );
}

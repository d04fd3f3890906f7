// The reader's virtual sitting on the board and in the contest bar (decision 0064).
import type { ScoreboardRow, VirtualSitting } from '../api';
import { messages } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { formatCountdown, type ContestStatusText } from './contest-status';

export const virtualBoardMessages = messages('virtualBoard', {
  endsIn: 'Virtual: ends in {time}',
  ended: 'Your virtual contest has ended',
});

type VirtualBoardText = ReturnType<typeof virtualBoardMessages.get>;

export type DisplayRow = ScoreboardRow & { virtual?: boolean };

/** Whether `a` ranks strictly above `b` on the board: more marks, or as many reached earlier. */
function ranksAbove(a: ScoreboardRow, b: ScoreboardRow): boolean {
  if (a.total !== b.total) return a.total > b.total;
  if (a.last_improved_at === null) return false;
  return (
    b.last_improved_at === null || Date.parse(a.last_improved_at) < Date.parse(b.last_improved_at)
  );
}

/**
 * The page's rows with the reader's virtual result placed where it would rank (above the first
 * real row it beats, after those it ties), when that place is on this page (decision 0064).
 */
export function withVirtualRow(
  rows: readonly ScoreboardRow[],
  virtualRow: DisplayRow | null,
  firstPage: boolean,
  lastPage: boolean,
): DisplayRow[] {
  if (!virtualRow || rows.length === 0) return [...rows];
  const at = rows.findIndex((row) => ranksAbove(virtualRow, row));
  if ((at === 0 && !firstPage) || (at === -1 && !lastPage)) return [...rows];
  const list: DisplayRow[] = [...rows];
  list.splice(at === -1 ? list.length : at, 0, virtualRow);
  return list;
}

/** The reader's finished virtual sitting as a board row, or null. */
export function virtualBoardRow(
  sitting: VirtualSitting | null | undefined,
  userId: string | undefined,
  name: string | null,
  avatarUrl: string | null,
): DisplayRow | null {
  if (!sitting || !userId || sitting.rank === null || sitting.total === null) return null;
  return {
    rank: sitting.rank,
    user_id: userId,
    full_name: name,
    avatar_url: avatarUrl,
    total: sitting.total,
    solved: sitting.solved ?? 0,
    last_improved_at: sitting.last_improved_at,
    results: sitting.results ?? {},
    virtual: true,
  };
}

/** While the reader's virtual clock runs the clock shows how long is left (the bar's countdown). */
export function virtualClockLabel(
  endsAt: string,
  now: Date,
  t: VirtualBoardText = virtualBoardMessages.get(),
  clock?: ContestStatusText,
): string {
  const left = Date.parse(endsAt) - now.getTime();
  return left > 0 ? fill(t.endsIn, { time: formatCountdown(left, clock) }) : t.ended;
}

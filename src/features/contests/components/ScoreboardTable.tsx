import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatCount } from '@/lib/format-count';
import { toast } from '@/lib/toast';
import { formatContestTime } from './contest-status';
import { withVirtualRow, type DisplayRow } from './virtual-board';
import {
  boardPageOf,
  fetchBoardPosition,
  SCOREBOARD_PAGE_SIZE,
  type ContestProblem,
  type ProblemResult,
  type Scoreboard,
} from '../api';

const CELL = 'px-2 sm:px-3';

function ResultCell({
  result,
  fullMarks,
}: {
  result: ProblemResult | undefined;
  fullMarks: number;
}) {
  if (!result || result.attempts === 0) {
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">–</span>
        <span className="sr-only">not attempted</span>
      </span>
    );
  }
  const tries = `${result.attempts} ${result.attempts === 1 ? 'try' : 'tries'}`;
  if (result.marks === null) {
    return (
      <span className="text-blue-900">
        <span aria-hidden="true">?</span>
        <span className="sr-only">waiting for a grader,</span>
        <span className="block text-xs text-slate-600">{tries}</span>
      </span>
    );
  }
  const tone =
    result.marks >= fullMarks
      ? 'text-emerald-800'
      : result.marks > 0
        ? 'text-amber-800'
        : 'text-red-800';
  return (
    <span className={cn('font-semibold tabular-nums', tone)}>
      {result.marks}
      <span className="sr-only"> of {fullMarks} marks,</span>
      <span className="block text-xs font-normal text-slate-600">{tries}</span>
    </span>
  );
}

/** The ranked board, one page of participants at a time. */
export function ScoreboardTable({
  board,
  problems,
  page,
  onPageChange,
  myUserId,
  virtualRow = null,
}: {
  board: Scoreboard;
  /** The reader's virtual result, shown inside the board where it would rank, labelled virtual. */
  virtualRow?: DisplayRow | null;
  /** The signed-in user's row is highlighted (and marked in words). */
  myUserId?: string;
  problems: readonly ContestProblem[];
  page: number;
  onPageChange: (page: number) => void;
}) {
  const titles = new Map(problems.map((problem) => [problem.id, problem.title]));
  const totalPages = Math.max(1, Math.ceil(board.participants / SCOREBOARD_PAGE_SIZE));
  const rows = withVirtualRow(board.rows, virtualRow, page <= 1, page >= totalPages);
  const myRow = useRef<HTMLTableRowElement>(null);
  // Set by "Jump to me": once the page holding the reader's row is on screen, it is scrolled to.
  const [jumping, setJumping] = useState(false);
  const [finding, setFinding] = useState(false);
  const onThisPage = board.rows.some((row) => row.user_id === myUserId);
  useEffect(() => {
    if (!jumping || !onThisPage || !myRow.current) return;
    myRow.current.scrollIntoView({ block: 'center' });
    myRow.current.focus({ preventScroll: true });
    setJumping(false);
  }, [jumping, onThisPage, board.rows]);

  if (board.sealed) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-700">
        Results come at the end
        {board.results_at ? ` (${formatContestTime(board.results_at)})` : ''}: until then nobody
        sees marks or ranks.
      </p>
    );
  }
  if (board.participants === 0) {
    return <p className="text-slate-600">No one has registered yet.</p>;
  }
  const ranked = Boolean(myUserId && board.me?.counts && board.me.rank);

  async function jumpToMe() {
    if (onThisPage) {
      setJumping(true);
      return;
    }
    setFinding(true);
    try {
      const position = await fetchBoardPosition(board.contest_id);
      if (position === null) return;
      onPageChange(boardPageOf(position));
      setJumping(true);
    } catch (failure) {
      toast({
        title: 'Failed to find your row',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    } finally {
      setFinding(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {ranked && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            You are ranked <strong>{formatCount(board.me!.rank!)}</strong> of{' '}
            {formatCount(board.participants)}.
          </p>
          <Button size="sm" variant="outline" onClick={() => void jumpToMe()} disabled={finding}>
            {finding ? 'Finding...' : 'Jump to me'}
          </Button>
        </div>
      )}
      <Table label="Contest scoreboard">
        <TableHeader>
          <TableRow>
            <TableHead className={cn(CELL, 'w-14')}>Rank</TableHead>
            <TableHead className={CELL}>Participant</TableHead>
            <TableHead className={cn(CELL, 'text-right')}>Total</TableHead>
            {board.problems.map((problem) => (
              <TableHead key={problem.problem_id} className={cn(CELL, 'text-center')}>
                <abbr
                  title={titles.get(problem.problem_id) ?? `Problem ${problem.position}`}
                  className="no-underline"
                >
                  P{problem.position}
                </abbr>
                <span className="block text-xs font-normal text-slate-600">/{problem.marks}</span>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.virtual ? `virtual-${row.user_id}` : row.user_id}
              ref={row.user_id === myUserId && !row.virtual ? myRow : undefined}
              tabIndex={row.user_id === myUserId && !row.virtual ? -1 : undefined}
              aria-current={row.user_id === myUserId ? 'true' : undefined}
              data-testid={row.virtual ? 'virtual-row' : undefined}
              className={cn(
                row.user_id === myUserId &&
                  'bg-blue-50 outline-none ring-2 ring-inset ring-blue-300 hover:bg-blue-50',
                row.virtual && 'bg-amber-50 ring-amber-300 hover:bg-amber-50',
              )}
            >
              <TableCell className={cn(CELL, 'font-semibold tabular-nums')}>
                {formatCount(row.rank)}
              </TableCell>
              <TableCell className={CELL}>
                <span className="flex items-center gap-2">
                  <Avatar
                    name={row.full_name}
                    src={row.avatar_url}
                    seed={row.user_id}
                    className="h-7 w-7"
                  />
                  <span className="max-w-[7rem] truncate sm:max-w-none">
                    {row.full_name?.trim() || 'Anonymous'}
                  </span>
                  {row.virtual ? (
                    <span className="rounded border border-amber-400 px-1 text-xs font-semibold text-amber-900">
                      Virtual (you)
                    </span>
                  ) : (
                    row.user_id === myUserId && (
                      <span className="text-xs font-semibold text-blue-900">(you)</span>
                    )
                  )}
                </span>
              </TableCell>
              <TableCell className={cn(CELL, 'text-right font-semibold tabular-nums')}>
                {formatCount(row.total)}
                <span className="block text-xs font-normal text-slate-600">
                  {formatCount(row.solved)} solved
                </span>
              </TableCell>
              {board.problems.map((problem) => (
                <TableCell key={problem.problem_id} className={cn(CELL, 'text-center')}>
                  <ResultCell result={row.results[problem.problem_id]} fullMarks={problem.marks} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        label="Scoreboard pages"
      />
    </div>
  );
}

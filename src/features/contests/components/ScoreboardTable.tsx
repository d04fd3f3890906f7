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
import { messages, useT } from '@/lib/i18n';
import { fill, plural, withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { pageCount } from '@/lib/paging';
import { formatContestTime } from './contest-status';
import { withVirtualRow, type DisplayRow } from './virtual-board';
import {
  boardPageOf,
  fetchBoardPosition,
  type ContestProblem,
  type ProblemResult,
  type Scoreboard,
} from '../api';

const CELL = 'px-2 sm:px-3';

const scoreboardTableMessages = messages('scoreboardTable', {
  notAttempted: 'not attempted',
  tries: plural({ one: '{count} try', other: '{count} tries' }),
  waiting: 'waiting for a grader,',
  ofMarks: plural({ one: ' of {count} marks,', other: ' of {count} marks,' }),
  sealed: 'Results come at the end: until then nobody sees marks or ranks.',
  sealedAt: 'Results come at the end ({time}): until then nobody sees marks or ranks.',
  nobody: 'No one has registered yet.',
  findFailed: 'Failed to find your row',
  youAreRanked: 'You are ranked {rank} of {participants}.',
  finding: 'Finding...',
  jump: 'Jump to me',
  label: 'Contest scoreboard',
  rank: 'Rank',
  participant: 'Participant',
  total: 'Total',
  problem: 'Problem {position}',
  problemShort: 'P{position}',
  anonymous: 'Anonymous',
  virtualYou: 'Virtual (you)',
  you: '(you)',
  solved: plural({ one: '{count} solved', other: '{count} solved' }),
  pages: 'Scoreboard pages',
});

function ResultCell({
  result,
  fullMarks,
}: {
  result: ProblemResult | undefined;
  fullMarks: number;
}) {
  const t = useT(scoreboardTableMessages);
  if (!result || result.attempts === 0) {
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t.notAttempted}</span>
      </span>
    );
  }
  const tries = t.tries(result.attempts);
  if (result.marks === null) {
    return (
      <span className="text-blue-900">
        <span aria-hidden="true">?</span>
        <span className="sr-only">{t.waiting}</span>
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
      <span className="sr-only">{t.ofMarks(fullMarks)}</span>
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
  const t = useT(scoreboardTableMessages);
  const titles = new Map(problems.map((problem) => [problem.id, problem.title]));
  const totalPages = pageCount(board.participants, board.page_size);
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
        {board.results_at
          ? fill(t.sealedAt, { time: formatContestTime(board.results_at) })
          : t.sealed}
      </p>
    );
  }
  if (board.participants === 0) {
    return <p className="text-slate-600">{t.nobody}</p>;
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
      onPageChange(boardPageOf(position, board.page_size));
      setJumping(true);
    } catch (failure) {
      toast({
        title: scoreboardTableMessages.get().findFailed,
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
            {withParts(t.youAreRanked, {
              rank: <strong>{formatCount(board.me!.rank!)}</strong>,
              participants: formatCount(board.participants),
            })}
          </p>
          <Button size="sm" variant="outline" onClick={() => void jumpToMe()} disabled={finding}>
            {finding ? t.finding : t.jump}
          </Button>
        </div>
      )}
      <Table label={t.label}>
        <TableHeader>
          <TableRow>
            <TableHead className={cn(CELL, 'w-14')}>{t.rank}</TableHead>
            <TableHead className={CELL}>{t.participant}</TableHead>
            <TableHead className={cn(CELL, 'text-end')}>{t.total}</TableHead>
            {board.problems.map((problem) => (
              <TableHead key={problem.problem_id} className={cn(CELL, 'text-center')}>
                <abbr
                  title={
                    titles.get(problem.problem_id) ??
                    fill(t.problem, { position: problem.position })
                  }
                  className="no-underline"
                >
                  {fill(t.problemShort, { position: problem.position })}
                </abbr>
                <span dir="ltr" className="block text-xs font-normal text-slate-600">
                  /{problem.marks}
                </span>
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
                    {row.full_name?.trim() || t.anonymous}
                  </span>
                  {row.virtual ? (
                    <span className="rounded border border-amber-400 px-1 text-xs font-semibold text-amber-900">
                      {t.virtualYou}
                    </span>
                  ) : (
                    row.user_id === myUserId && (
                      <span className="text-xs font-semibold text-blue-900">{t.you}</span>
                    )
                  )}
                </span>
              </TableCell>
              <TableCell className={cn(CELL, 'text-end font-semibold tabular-nums')}>
                {formatCount(row.total)}
                <span className="block text-xs font-normal text-slate-600">
                  {t.solved(row.solved)}
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
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={t.pages} />
    </div>
  );
}

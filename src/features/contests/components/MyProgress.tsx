import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { messages, useT } from '@/lib/i18n';
import { fill, plural } from '@/lib/i18n/text';
import type { ContestProblem, Scoreboard } from '../api';
import { contestStatusMessages, describeResult, formatContestTime } from './contest-status';

const TONE = {
  full: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  partial: 'border-amber-300 bg-amber-50 text-amber-950',
  zero: 'border-red-200 bg-red-50 text-red-950',
  pending: 'border-blue-200 bg-blue-50 text-blue-950',
  none: 'border-slate-200 bg-white text-slate-700',
} as const;

const myProgressMessages = messages('myProgress', {
  title: 'Your progress',
  sealed:
    'Your answers are received, not checked, until the end: you may change them until then, and the last one you send to each problem counts. Marks and ranks appear when the contest ends.',
  sealedAt:
    'Your answers are received, not checked, until the end ({time}): you may change them until then, and the last one you send to each problem counts. Marks and ranks appear when the contest ends.',
  summary: plural({
    one: '{count} mark, {solved} solved.',
    other: '{count} marks, {solved} solved.',
  }),
  summaryRanked: plural({
    one: '{count} mark, {solved} solved, rank {rank} of {participants}.',
    other: '{count} marks, {solved} solved, rank {rank} of {participants}.',
  }),
  problem: 'Problem {position}',
});

/** The registered student's own result per problem, in words. */
export function MyProgress({
  board,
  problems,
}: {
  board: Scoreboard;
  problems: readonly ContestProblem[];
}) {
  const t = useT(myProgressMessages);
  const results = useT(contestStatusMessages);
  const me = board.me;
  if (!me || board.problems.length === 0) return null;
  if (board.sealed) {
    return (
      <section aria-labelledby="my-progress-heading" className="grid gap-2">
        <h2 id="my-progress-heading" className="font-serif text-2xl font-semibold text-slate-900">
          {t.title}
        </h2>
        <p className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950">
          {board.results_at
            ? fill(t.sealedAt, { time: formatContestTime(board.results_at) })
            : t.sealed}
        </p>
      </section>
    );
  }
  const titles = new Map(problems.map((problem) => [problem.id, problem.title]));
  return (
    <section aria-labelledby="my-progress-heading" className="grid gap-3">
      <h2 id="my-progress-heading" className="font-serif text-2xl font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="text-sm text-slate-700">
        {me.rank
          ? fill(t.summaryRanked(me.total), {
              solved: formatCount(me.solved),
              rank: formatCount(me.rank),
              participants: formatCount(board.participants),
            })
          : fill(t.summary(me.total), { solved: formatCount(me.solved) })}
      </p>
      <ol className="grid gap-2">
        {board.problems.map((problem) => {
          const result = describeResult(me.results[problem.problem_id], problem.marks, results);
          return (
            <li
              key={problem.problem_id}
              className={cn(
                'flex flex-col gap-1 rounded-md border px-3 py-2 text-sm sm:flex-row sm:justify-between',
                TONE[result.tone],
              )}
            >
              <Link
                to={paths.problem(problem.problem_id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {problem.position}.{' '}
                <bdi>
                  {titles.get(problem.problem_id) ??
                    fill(t.problem, { position: problem.position })}
                </bdi>
              </Link>
              <span>{result.label}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

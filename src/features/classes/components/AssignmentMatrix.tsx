import type { StoreValue } from 'nanostores';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { fill, plural } from '@/lib/i18n/text';
import { classQueries, type Matrix, type MatrixCell } from '../api';
import {
  dueLabel,
  gradingUrl,
  matrixCsv,
  matrixRows,
  needsAttention,
  sortRows,
  type SortKey,
} from '../matrix-rules';
import { classMessages } from './class-messages';
import { formatWhen } from './format';
import { PageWait } from './PageWait';
import { useDbNow } from './use-db-now';

const matrixMessages = messages('assignmentMatrix', {
  noAnswer: 'No answer',
  gaveUpNoAnswer: 'Gave up, no answer',
  waiting: 'waiting for grading',
  best: plural({ one: '{best} of {count} marks', other: '{best} of {count} marks' }),
  attempts: plural({ one: '{count} attempt', other: '{count} attempts' }),
  hints: plural({ one: '{count} hints', other: '{count} hints' }),
  gaveUp: 'gave up',
  late: 'late',
  times: 'first {first}, last {last}',
  separator: ', ',
  hintMark: 'h{count}',
  gaveUpMark: 'GU',
  lateMark: 'L',
  sortBy: 'Sort by {label}',
  exportCsv: 'Export CSV',
  grade: 'Grade this assignment',
  region: 'Student by problem matrix',
  student: 'Student',
  total: 'Total',
  seen: 'Seen',
  legend:
    'Best marks per problem; ×n attempts, h hints revealed, GU gave up, L late, ? waiting for grading. A cell opens that student’s answers with their feedback.',
  marks: plural({ one: '({count} marks)', other: '({count} marks)' }),
  loading: 'Loading matrix...',
  failed: 'Failed to load the matrix.',
  students: plural({ one: '{count} students', other: '{count} students' }),
  attention: 'Needs attention ({count})',
  nobody: 'Nobody right now.',
});

type MatrixText = StoreValue<typeof matrixMessages>;

function cellLabel(t: MatrixText, cell: MatrixCell | undefined, marks: number): string {
  if (!cell || cell.attempts === 0) return cell?.gave_up ? t.gaveUpNoAnswer : t.noAnswer;
  const parts = [
    cell.best === null ? t.waiting : fill(t.best(marks), { best: cell.best }),
    t.attempts(cell.attempts),
  ];
  if (cell.hints > 0) parts.push(t.hints(cell.hints));
  if (cell.gave_up) parts.push(t.gaveUp);
  if (cell.late) parts.push(t.late);
  parts.push(fill(t.times, { first: formatWhen(cell.first_at), last: formatWhen(cell.last_at) }));
  return parts.join(t.separator);
}

function Cell({
  matrix,
  cell,
  problem,
  studentId,
}: {
  matrix: Matrix;
  cell: MatrixCell | undefined;
  problem: Matrix['problems'][number];
  studentId: string;
}) {
  const t = useT(matrixMessages);
  const label = cellLabel(t, cell, problem.marks);
  const solved = cell?.best !== null && cell?.best !== undefined && cell.best >= problem.marks;
  const tone =
    !cell || cell.attempts === 0
      ? 'bg-white text-slate-400'
      : solved
        ? 'bg-emerald-50 text-emerald-900'
        : cell.best === null
          ? 'bg-sky-50 text-sky-900'
          : cell.best > 0
            ? 'bg-amber-50 text-amber-900'
            : 'bg-red-50 text-red-900';
  const content = (
    <>
      <span className="block font-semibold tabular-nums">
        {!cell || cell.attempts === 0 ? '—' : cell.best === null ? '?' : cell.best}
      </span>
      <span className="block h-4 text-[0.65rem] leading-4 tabular-nums">
        {cell && cell.attempts > 0 ? `×${cell.attempts}` : ''}
        {cell && cell.hints > 0 ? ` ${fill(t.hintMark, { count: cell.hints })}` : ''}
        {cell?.gave_up ? ` ${t.gaveUpMark}` : ''}
        {cell?.late ? ` ${t.lateMark}` : ''}
      </span>
      {/* The name screen readers hear starts with what is seen, then says it in words. */}
      <span className="sr-only">: {label}</span>
    </>
  );
  return (
    <td className={cn('h-12 w-16 border-b border-s border-slate-200 p-0 text-center', tone)}>
      {cell && cell.attempts > 0 ? (
        <Link
          to={gradingUrl(matrix, { problem: problem.id, student: studentId })}
          title={label}
          className="block h-full w-full py-1 hover:ring-2 hover:ring-inset hover:ring-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-700"
        >
          {content}
        </Link>
      ) : (
        <span title={label} className="block py-1">
          {content}
        </span>
      )}
    </td>
  );
}

function SortButton({
  label,
  keyName,
  sort,
  onSort,
}: {
  label: string;
  keyName: SortKey;
  sort: { key: SortKey; descending: boolean };
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === keyName;
  const t = useT(matrixMessages);
  return (
    <button
      type="button"
      onClick={() => onSort(keyName)}
      className="w-full truncate px-1 py-2 font-semibold hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      aria-label={fill(t.sortBy, { label })}
    >
      {label}
      <span aria-hidden="true" className="inline-block w-3">
        {active ? (sort.descending ? '↓' : '↑') : ''}
      </span>
    </button>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function MatrixTable({ matrix }: { matrix: Matrix }) {
  const t = useT(matrixMessages);
  const c = useT(classMessages);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'name',
    descending: false,
  });
  const rows = useMemo(
    () => sortRows(matrixRows(matrix), sort.key, sort.descending),
    [matrix, sort],
  );
  const onSort = (key: SortKey) =>
    setSort((current) => ({
      key,
      descending: current.key === key ? !current.descending : key !== 'name',
    }));
  const fileName = `${matrix.assignment.class_name} - ${matrix.assignment.title}.csv`.replace(
    /[\\/:*?"<>|]/g,
    '_',
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => download(fileName, matrixCsv(matrix, rows))}
        >
          {t.exportCsv}
        </Button>
        <Link to={gradingUrl(matrix)} className={buttonVariants({ size: 'sm' })}>
          {t.grade}
        </Link>
      </div>
      <div
        role="region"
        aria-label={t.region}
        tabIndex={0}
        className="relative w-full overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      >
        <table
          className="table-fixed border-separate border-spacing-0 text-sm"
          style={{ width: `${9 + 4 * 2 + matrix.problems.length * 4}rem` }}
        >
          <colgroup>
            <col className="w-36" />
            <col className="w-16" />
            <col className="w-16" />
            {matrix.problems.map((problem) => (
              <col key={problem.id} className="w-16" />
            ))}
          </colgroup>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th
                scope="col"
                className="sticky start-0 z-10 border-b border-slate-200 bg-slate-50 text-start"
              >
                <SortButton label={t.student} keyName="name" sort={sort} onSort={onSort} />
              </th>
              <th scope="col" className="border-b border-s border-slate-200">
                <SortButton label={t.total} keyName="total" sort={sort} onSort={onSort} />
              </th>
              <th scope="col" className="border-b border-s border-slate-200">
                <SortButton label={t.seen} keyName="activity" sort={sort} onSort={onSort} />
              </th>
              {matrix.problems.map((problem) => (
                <th
                  key={problem.id}
                  scope="col"
                  title={problem.title}
                  className="border-b border-s border-slate-200"
                >
                  <SortButton
                    label={`P${problem.position}`}
                    keyName={`problem:${problem.id}`}
                    sort={sort}
                    onSort={onSort}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 h-12 truncate border-b border-slate-200 bg-white px-2 text-start font-medium text-slate-900"
                >
                  {row.name}
                </th>
                <td className="border-b border-s border-slate-200 text-center font-semibold tabular-nums">
                  {row.total}
                </td>
                <td className="border-b border-s border-slate-200 text-center text-xs text-slate-600">
                  {row.lastActivity ? formatWhen(row.lastActivity).split(',')[0] : '—'}
                </td>
                {matrix.problems.map((problem) => (
                  <Cell
                    key={problem.id}
                    matrix={matrix}
                    cell={row.cells[problem.id]}
                    problem={problem}
                    studentId={row.id}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">{t.legend}</p>
      <ol className="grid gap-1 text-xs text-slate-600 sm:grid-cols-2" aria-label={c.problems}>
        {matrix.problems.map((problem) => (
          <li key={problem.id}>
            P{problem.position}:{' '}
            <Link to={paths.problem(problem.id)} className="text-blue-800 hover:underline">
              {problem.title}
            </Link>{' '}
            {t.marks(problem.marks)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** /assignments/:id/matrix: the teacher's student x problem view, re-read every 20 s. */
export function AssignmentMatrix({ id }: { id: string }) {
  const query = useQuery(classQueries.matrix(id));
  const now = useDbNow(query.data?.now, query.dataUpdatedAt, 30_000);
  const t = useT(matrixMessages);
  const c = useT(classMessages);
  if (query.isPending || query.isError)
    return <PageWait query={query} loading={t.loading} failure={t.failed} width="max-w-6xl" />;
  const matrix = query.data;
  const attention = needsAttention(matrix);
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-1">
        <Link
          to={paths.class(matrix.assignment.class_id)}
          className="text-sm text-blue-800 hover:underline"
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{' '}
          {matrix.assignment.class_name}
        </Link>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {matrix.assignment.title}
        </h1>
        <p className="text-sm text-slate-600">
          {fill(c.opens, { when: formatWhen(matrix.assignment.opens_at) })} ·{' '}
          {fill(c.due, { when: formatWhen(matrix.assignment.due_at) })} ·{' '}
          {dueLabel(matrix.assignment.due_at, now)} · {t.students(matrix.students.length)}
        </p>
      </header>
      <MatrixTable matrix={matrix} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{fill(t.attention, { count: attention.length })}</CardTitle>
        </CardHeader>
        <CardContent>
          {attention.length === 0 ? (
            <p className="text-sm text-slate-600">{t.nobody}</p>
          ) : (
            <ul className="divide-y divide-slate-200 text-sm">
              {attention.map((item) => (
                <li key={item.id} className="py-2">
                  <span className="font-medium text-slate-900">{item.name}</span>:{' '}
                  {item.reasons.join('; ')}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';

const matrixMessages = messages('matrixRules', {
  noActivity: 'No activity for 7 days',
  stuck: '3 or more wrong answers on {problems}',
  gaveUp: 'Gave up on {problems}',
  pastDue: 'Past due',
  dueDays: 'Due in {d} d {h} h',
  dueHours: 'Due in {h} h {m} min',
  dueMinutes: 'Due in {m} min',
  dueSeconds: 'Due in {s} s',
});
import type { Matrix, MatrixCell, MyAnswer } from './api';

export const WEEK_MS = 7 * 24 * 60 * 60_000;

/** Names in a person's order: 'Camper 2' before 'Camper 10', case and accents aside. */
const NAMES = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export type SortKey = 'name' | 'total' | 'activity' | `problem:${string}`;

export interface MatrixRow {
  id: string;
  name: string;
  total: number;
  lastActivity: string | null;
  cells: Record<string, MatrixCell | undefined>;
}

/** One row per student, with their cells by problem id and their total of best marks. */
export function matrixRows(matrix: Matrix): MatrixRow[] {
  const byStudent = new Map<string, Record<string, MatrixCell>>();
  for (const cell of matrix.cells) {
    const cells = byStudent.get(cell.user_id) ?? {};
    cells[cell.problem_id] = cell;
    byStudent.set(cell.user_id, cells);
  }
  return matrix.students.map((student) => {
    const cells = byStudent.get(student.id) ?? {};
    return {
      id: student.id,
      name: student.full_name?.trim() || 'Unnamed student',
      total: Object.values(cells).reduce((sum, cell) => sum + (cell.best ?? 0), 0),
      lastActivity: student.last_activity,
      cells,
    };
  });
}

/** Sorted copy: names A-Z; totals, activity and a problem's marks highest first. */
export function sortRows(rows: MatrixRow[], key: SortKey, descending: boolean): MatrixRow[] {
  const value = (row: MatrixRow): number => {
    if (key === 'total') return row.total;
    if (key === 'activity') return row.lastActivity ? Date.parse(row.lastActivity) : -1;
    return row.cells[key.slice('problem:'.length)]?.best ?? -1;
  };
  const sorted = [...rows].sort((a, b) => {
    const byName = NAMES.compare(a.name, b.name);
    if (key === 'name') return byName;
    return value(a) - value(b) || byName;
  });
  return descending ? sorted.reverse() : sorted;
}

export interface Attention {
  id: string;
  name: string;
  reasons: string[];
}

/**
 * Students who need a look: no answer anywhere for 7 days (by the database's clock), three or
 * more wrong answers on one problem of the assignment, or gave up on one.
 */
export function needsAttention(matrix: Matrix): Attention[] {
  const now = Date.parse(matrix.now);
  const titles = new Map(matrix.problems.map((p) => [p.id, `P${p.position}`]));
  const t = matrixMessages.get();
  return matrixRows(matrix).flatMap((row) => {
    const reasons: string[] = [];
    if (!row.lastActivity || now - Date.parse(row.lastActivity) >= WEEK_MS)
      reasons.push(t.noActivity);
    const cells = Object.values(row.cells).filter((c): c is MatrixCell => Boolean(c));
    const stuck = cells.filter((c) => c.wrong >= 3).map((c) => titles.get(c.problem_id));
    if (stuck.length > 0) reasons.push(fill(t.stuck, { problems: stuck.join(', ') }));
    const gaveUp = cells.filter((c) => c.gave_up).map((c) => titles.get(c.problem_id));
    if (gaveUp.length > 0) reasons.push(fill(t.gaveUp, { problems: gaveUp.join(', ') }));
    return reasons.length > 0 ? [{ id: row.id, name: row.name, reasons }] : [];
  });
}

function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The matrix as CSV: one line per student and problem, in the rows' order. */
export function matrixCsv(matrix: Matrix, rows: MatrixRow[] = matrixRows(matrix)): string {
  const header = [
    'student',
    'problem',
    'position',
    'best_marks',
    'max_marks',
    'attempts',
    'wrong',
    'waiting',
    'hints_revealed',
    'gave_up',
    'first_answer_at',
    'last_answer_at',
    'late',
  ];
  const lines = [header.join(',')];
  for (const row of rows) {
    for (const problem of matrix.problems) {
      const cell = row.cells[problem.id];
      lines.push(
        [
          row.name,
          problem.title,
          problem.position,
          cell?.best ?? null,
          problem.marks,
          cell?.attempts ?? 0,
          cell?.wrong ?? 0,
          cell?.waiting ?? 0,
          cell?.hints ?? 0,
          cell?.gave_up ?? false,
          cell?.first_at ?? null,
          cell?.last_at ?? null,
          cell?.late ?? false,
        ]
          .map(csvField)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** 'Due in 2 d 4 h', 'Due in 3 h 5 min', 'Due in 42 s' or 'Past due', at `now` (the database's clock). */
export function dueLabel(dueAt: string, now: number): string {
  const left = Date.parse(dueAt) - now;
  const t = matrixMessages.get();
  if (left <= 0) return t.pastDue;
  const minutes = Math.floor(left / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return fill(t.dueDays, { d: days, h: hours });
  if (hours > 0) return fill(t.dueHours, { h: hours, m: minutes % 60 });
  if (minutes > 0) return fill(t.dueMinutes, { m: minutes });
  return fill(t.dueSeconds, { s: Math.ceil(left / 1000) });
}

/** The grading queue narrowed to one assignment (its problems and the class's members). */
export function gradingUrl(matrix: Matrix, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    assignment: matrix.assignment.id,
    class: matrix.assignment.class_id,
    ...extra,
  });
  return `${paths.grading}?${params.toString()}`;
}

interface Progress {
  best: number | null;
  attempts: number;
  late: boolean;
}

/** The student's best marks on one problem, and whether that best came after the due time. */
export function progressOf(answers: MyAnswer[], problemId: string, dueAt: string): Progress {
  const mine = answers.filter((a) => a.problem_id === problemId);
  const due = Date.parse(dueAt);
  const bestOf = (list: MyAnswer[]) =>
    list.reduce<number | null>(
      (best, a) =>
        a.marks_awarded === null ? best : (Math.max(best ?? -1, a.marks_awarded) as number),
      null,
    );
  const best = bestOf(mine);
  const onTime = mine.filter((a) => Date.parse(a.submitted_at) < due);
  const late = mine.length > 0 && (onTime.length === 0 || (bestOf(onTime) ?? -1) < (best ?? -1));
  return { best, attempts: mine.length, late };
}

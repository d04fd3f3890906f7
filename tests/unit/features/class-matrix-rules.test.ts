import { describe, expect, it } from 'vitest';
import type { Matrix, MatrixCell } from '@/features/classes/api';
import {
  dueLabel,
  matrixCsv,
  matrixRows,
  needsAttention,
  progressOf,
  sortRows,
} from '@/features/classes/matrix-rules';

const NOW = '2026-11-25T12:00:00Z';
const DAY = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();

function cell(user: string, problem: string, values: Partial<MatrixCell>): MatrixCell {
  return {
    user_id: user,
    problem_id: problem,
    best: null,
    attempts: 0,
    wrong: 0,
    waiting: 0,
    hints: 0,
    gave_up: false,
    first_at: null,
    last_at: null,
    late: false,
    answer_id: null,
    ...values,
  };
}

const matrix: Matrix = {
  now: NOW,
  assignment: {
    id: 'a',
    class_id: 'c',
    class_name: 'Club',
    title: 'Week 1',
    kind: 'problems',
    contest_id: null,
    opens_at: ago(3 * DAY),
    due_at: ago(DAY),
  },
  problems: [
    { id: 'p1', position: 1, title: 'Stamps, "three"', marks: 7 },
    { id: 'p2', position: 2, title: '=SUM(A1)', marks: 5 },
  ],
  students: [
    { id: 'u1', full_name: 'Bea', joined_at: ago(9 * DAY), last_activity: ago(DAY) },
    { id: 'u2', full_name: 'Ada', joined_at: ago(9 * DAY), last_activity: null },
    { id: 'u3', full_name: 'Cy', joined_at: ago(9 * DAY), last_activity: ago(2 * DAY) },
  ],
  cells: [
    cell('u1', 'p1', { best: 7, attempts: 1, late: true, first_at: ago(DAY), last_at: ago(DAY) }),
    cell('u1', 'p2', { best: 2, attempts: 4, wrong: 3 }),
    cell('u2', 'p1', {}),
    cell('u2', 'p2', {}),
    cell('u3', 'p1', { best: 0, attempts: 1, gave_up: true }),
    cell('u3', 'p2', { best: 5, attempts: 1 }),
  ],
};

describe('the matrix rules', () => {
  it('totals the best marks per student and sorts by any column', () => {
    const rows = matrixRows(matrix);
    expect(rows.map((r) => [r.name, r.total])).toEqual([
      ['Bea', 9],
      ['Ada', 0],
      ['Cy', 5],
    ]);
    expect(sortRows(rows, 'name', false).map((r) => r.name)).toEqual(['Ada', 'Bea', 'Cy']);
    expect(sortRows(rows, 'total', true).map((r) => r.name)).toEqual(['Bea', 'Cy', 'Ada']);
    expect(sortRows(rows, 'problem:p2', true).map((r) => r.name)).toEqual(['Cy', 'Bea', 'Ada']);
    expect(sortRows(rows, 'activity', true).map((r) => r.name)).toEqual(['Bea', 'Cy', 'Ada']);
    const numbered = ['Camper 10', 'camper 2', 'Camper 1'].map((name) => ({ ...rows[0]!, name }));
    expect(sortRows(numbered, 'name', false).map((r) => r.name)).toEqual([
      'Camper 1',
      'camper 2',
      'Camper 10',
    ]);
  });

  it('needs attention: idle 7 days, 3 wrong answers on a problem, gave up', () => {
    expect(needsAttention(matrix)).toEqual([
      { id: 'u1', name: 'Bea', reasons: ['3 or more wrong answers on P2'] },
      { id: 'u2', name: 'Ada', reasons: ['No activity for 7 days'] },
      { id: 'u3', name: 'Cy', reasons: ['Gave up on P1'] },
    ]);
  });

  it('exports CSV with quoting and no spreadsheet formulas', () => {
    const lines = matrixCsv(matrix).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 3 * 2);
    expect(lines[1]).toBe(
      `Bea,"Stamps, ""three""",1,7,7,1,0,0,0,false,${ago(DAY)},${ago(DAY)},true`,
    );
    expect(lines[2]).toMatch(/^Bea,'=SUM\(A1\),2,2,5,4,3,/);
    expect(lines[3]).toBe('Ada,"Stamps, ""three""",1,,7,0,0,0,0,false,,,false');
  });

  it('counts down to the due time on the clock it is given', () => {
    const due = '2026-11-27T16:30:00Z';
    expect(dueLabel(due, Date.parse(NOW))).toBe('Due in 2 d 4 h');
    expect(dueLabel(due, Date.parse(due) - 90 * 60_000)).toBe('Due in 1 h 30 min');
    expect(dueLabel(due, Date.parse(due) - 42_000)).toBe('Due in 42 s');
    expect(dueLabel(due, Date.parse(due))).toBe('Past due');
  });

  it("a student's progress is late when the best work came after the due time", () => {
    const due = NOW;
    const answer = (marks: number | null, at: string) => ({
      problem_id: 'p1',
      marks_awarded: marks,
      status: 'x',
      submitted_at: at,
    });
    expect(progressOf([answer(7, ago(1000))], 'p1', due)).toEqual({
      best: 7,
      attempts: 1,
      late: false,
    });
    expect(progressOf([answer(7, ago(-1000)), answer(2, ago(1000))], 'p1', due)).toMatchObject({
      best: 7,
      late: true,
    });
    expect(progressOf([answer(7, ago(-1000)), answer(7, ago(1000))], 'p1', due).late).toBe(false);
    expect(progressOf([], 'p1', due)).toEqual({ best: null, attempts: 0, late: false });
  });
});

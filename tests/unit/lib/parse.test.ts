import { describe, expect, it } from 'vitest';
import { parseDueSoon, parseJoinResult, parseMatrix } from '@/features/classes/api';
import { parseScoreboard, parseVirtualSitting } from '@/features/contests/api';
import { parseMyProgress, parseProblemPractice } from '@/features/practice/api';
import { toProfile } from '@/features/profiles/api';
import type { Tables } from '@/lib/database.types';
import { DataError, errorMessage, isPermanentError, ShapeError } from '@/lib/errors';
import { fields, listOf, nullable, num, oneOf, optional, recordOf, text } from '@/lib/parse';

function shapeError(run: () => unknown): ShapeError {
  try {
    run();
  } catch (error) {
    if (error instanceof ShapeError) return error;
    throw error;
  }
  throw new Error('expected a ShapeError');
}

describe('parsers at the data boundary (decision 0029)', () => {
  it('pass a right shape through, building the narrow type', () => {
    const get = fields({ id: 'a', marks: 3, note: null, role: 'admin' }, 'row');
    expect(get('id', text)).toBe('a');
    expect(get('marks', num)).toBe(3);
    expect(get('note', nullable(text))).toBeNull();
    expect(get('missing', optional(text))).toBeUndefined();
    expect(get('role', oneOf(['admin', 'instructor'] as const))).toBe('admin');
    expect(listOf(num)([1, 2], 'xs')).toEqual([1, 2]);
    expect(recordOf(num)({ p1: 1, p2: 2 }, 'results')).toEqual({ p1: 1, p2: 2 });
  });

  it('refuse a wrong shape with the path and what was expected', () => {
    const error = shapeError(() => listOf(text)(['a', 2], 'titles'));
    expect(error.message).toBe(
      'Error reading the answer occurred. Unexpected data at titles[1]: expected text, got number',
    );
    expect(shapeError(() => fields([], 'row')).message).toContain(
      'at row: expected an object, got a list',
    );
    expect(shapeError(() => fields({ x: null }, 'row')('x', num)).message).toContain(
      'at row.x: expected a number, got null',
    );
    expect(
      shapeError(() => oneOf(['draft', 'published'] as const)('archived', 'notes.status')).message,
    ).toContain('at notes.status: expected one of draft, published, got string');
    expect(shapeError(() => recordOf(num)({ p1: '1' }, 'results')).message).toContain(
      'at results.p1: expected a number',
    );
  });

  it('say a ShapeError to a person as a sentence, and do not retry it', () => {
    const error = shapeError(() => text(1, 'x'));
    expect(error).toBeInstanceOf(DataError);
    expect(errorMessage(error)).toBe(
      'The server sent an answer this page cannot read. Reload the page; if it happens again, tell us.',
    );
    expect(isPermanentError(error)).toBe(true);
  });
});

describe('parseScoreboard', () => {
  it('reads a sealed board, whose own row is the registration only (results at the end)', () => {
    const board = parseScoreboard(
      {
        contest_id: 'c1',
        now: '2026-11-25T18:00:00Z',
        participants: 3,
        page: 1,
        page_size: 50,
        problems: [],
        rows: [],
        me: { registered_at: '2026-11-25T17:00:00Z', counts: true },
        sealed: true,
        results_at: '2026-11-25T20:00:00Z',
      },
      'contest_scoreboard',
    );
    expect(board.sealed).toBe(true);
    expect(board.me).toEqual({
      registered_at: '2026-11-25T17:00:00Z',
      counts: true,
      rank: null,
      total: 0,
      solved: 0,
      last_improved_at: null,
      results: {},
    });
  });
});

describe('toProfile', () => {
  const row: Tables<'profiles'> = {
    id: 'u1',
    email: 'ada@example.test',
    full_name: 'Ada',
    role: 'instructor',
    status: 'approved',
    score: 0,
    problems_solved: 0,
    avatar_url: null,
    created_at: '2026-11-01T00:00:00Z',
    language: null,
  };

  it('narrows role and status and reads a missing email as empty text', () => {
    const profile = toProfile({ ...row, email: null });
    expect(profile.role).toBe('instructor');
    expect(profile.status).toBe('approved');
    expect(profile.email).toBe('');
  });

  it('refuses a role or status off the lists', () => {
    expect(shapeError(() => toProfile({ ...row, role: 'owner' })).message).toContain(
      'at profiles.role: expected one of superadmin, admin, instructor, contestant',
    );
    expect(shapeError(() => toProfile({ ...row, status: 'banned' })).message).toContain(
      'at profiles.status',
    );
  });
});

describe("database functions' JSON", () => {
  const board = {
    contest_id: 'c1',
    now: '2026-11-10T10:00:00Z',
    participants: 1,
    page: 1,
    page_size: 50,
    problems: [{ problem_id: 'p1', position: 1, marks: 7 }],
    rows: [
      {
        rank: 1,
        user_id: 'u1',
        full_name: null,
        avatar_url: null,
        total: 7,
        solved: 1,
        last_improved_at: null,
        results: { p1: { marks: 7, attempts: 1, pending: 0 } },
      },
    ],
    me: null,
  };

  it('contest_scoreboard: a right board passes, a row without results is refused', () => {
    expect(parseScoreboard(board, 'contest_scoreboard').rows[0]?.results.p1?.marks).toBe(7);
    const broken = { ...board, rows: [{ ...board.rows[0], results: undefined }] };
    expect(shapeError(() => parseScoreboard(broken, 'contest_scoreboard')).message).toContain(
      'at contest_scoreboard.rows[0].results: expected an object, got undefined',
    );
  });

  it('my_virtual_contest: null is no sitting; an unknown results mode is refused', () => {
    expect(parseVirtualSitting(null, 'my_virtual_contest')).toBeNull();
    const sitting = {
      id: 'v1',
      contest_id: 'c1',
      started_at: 'a',
      ends_at: 'b',
      now: 'c',
      results_mode: 'whenever',
      sealed: false,
      total: null,
      solved: null,
      last_improved_at: null,
      results: null,
      rank: null,
      participants: 0,
    };
    expect(shapeError(() => parseVirtualSitting(sitting, 'my_virtual_contest')).message).toContain(
      'at my_virtual_contest.results_mode: expected one of instant, after_end',
    );
  });

  it('problem_practice: keys left out keep their defaults; a wrong hint is refused', () => {
    const practice = parseProblemPractice({ locked: true }, 'problem_practice');
    expect(practice.locked).toBe(true);
    expect(practice.hints).toEqual([]);
    expect(parseProblemPractice(null, 'problem_practice').can_give_up).toBe(false);
    expect(
      shapeError(() => parseProblemPractice({ hints: [{ position: 1 }] }, 'problem_practice'))
        .message,
    ).toContain('at problem_practice.hints[0].body: expected text');
  });

  it('my_progress: cells are checked, a topic off the list is refused', () => {
    const cell = { topic: 'Algebra', difficulty: 'IMO', available: 3, solved: 1, attempted: 2 };
    expect(parseMyProgress({ cells: [cell] }, 'my_progress')).toEqual({
      cells: [cell],
      recent: [],
    });
    expect(
      shapeError(() => parseMyProgress({ cells: [{ ...cell, topic: 'Calculus' }] }, 'my_progress'))
        .message,
    ).toContain('at my_progress.cells[0].topic');
  });

  it('join_class: both answers pass; an unknown status is refused', () => {
    expect(parseJoinResult({ status: 'wrong_code', attempts_left: 2 }, 'join_class')).toEqual({
      status: 'wrong_code',
      attempts_left: 2,
    });
    expect(
      parseJoinResult({ status: 'pending', class_id: 'k1', name: 'Squad' }, 'join_class'),
    ).toEqual({ status: 'pending', class_id: 'k1', name: 'Squad' });
    expect(shapeError(() => parseJoinResult({ status: 'joined' }, 'join_class')).message).toContain(
      'at join_class.status: expected one of active, pending',
    );
  });

  it('my_due_soon and assignment_matrix: a missing list is refused', () => {
    expect(parseDueSoon({ now: 'n', assignments: [] }, 'my_due_soon').assignments).toEqual([]);
    expect(shapeError(() => parseDueSoon({ now: 'n' }, 'my_due_soon')).message).toContain(
      'at my_due_soon.assignments: expected a list',
    );
    expect(shapeError(() => parseMatrix({ now: 'n' }, 'assignment_matrix')).message).toContain(
      'at assignment_matrix.assignment: expected an object',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  countdownLabel,
  describeResult,
  formatCountdown,
  pickContest,
} from '@/features/contests/components/contest-status';
import { move, validateContest } from '@/features/contests/components/editor/contest-form-rules';
import {
  virtualBoardRow,
  virtualClockLabel,
  withVirtualRow,
} from '@/features/contests/components/virtual-board';

describe('contest countdown', () => {
  it('formats days, hours, minutes and seconds', () => {
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000)).toBe('2d 03h 15m');
    expect(formatCountdown(3_600_000 + 5 * 60_000 + 9_000)).toBe('1h 05m 09s');
    expect(formatCountdown(4 * 60_000 + 9_000)).toBe('4m 09s');
    expect(formatCountdown(999)).toBe('0s');
    expect(formatCountdown(-5_000)).toBe('0s');
  });

  it('counts to the start, then to the end', () => {
    const start = '2026-11-10T09:00:00.000Z';
    const end = '2026-11-10T13:00:00.000Z';
    expect(countdownLabel(start, end, new Date('2026-11-10T08:59:30.000Z'))).toBe('Starts in 30s');
    expect(countdownLabel(start, end, new Date('2026-11-10T09:00:00.000Z'))).toBe(
      'Ends in 4h 00m 00s',
    );
    expect(countdownLabel(start, end, new Date('2026-11-10T13:00:00.000Z'))).toBe(
      'This contest has ended',
    );
  });
});

describe("a participant's result in words", () => {
  it.each([
    [undefined, 'Not attempted', 'none'],
    [{ marks: 7, attempts: 1, pending: 0 }, 'Solved: 7 of 7 marks (1 attempt)', 'full'],
    [{ marks: 3, attempts: 2, pending: 0 }, 'Partly solved: 3 of 7 marks (2 attempts)', 'partial'],
    [
      { marks: 0, attempts: 2, pending: 1 },
      'Not solved yet: 0 of 7 marks (2 attempts, one waiting for a grader)',
      'zero',
    ],
    [{ marks: null, attempts: 1, pending: 1 }, 'Waiting for a grader (1 attempt)', 'pending'],
  ])('%j', (result, label, tone) => {
    expect(describeResult(result, 7)).toEqual({ label, tone });
  });
});

describe('the contest form', () => {
  const valid = {
    title: 'Mock',
    description: '',
    start: '2030-01-01T10:00',
    end: '2030-01-01T13:00',
  };

  it('accepts a valid contest', () => {
    expect(validateContest(valid)).toEqual({});
  });

  it.each([
    [{ title: '  ' }, 'title', 'A contest needs a title.'],
    [{ end: '2030-01-01T09:00' }, 'end', 'The contest must end after it starts.'],
    [{ end: '2030-01-01T10:04' }, 'end', 'A contest lasts between 5 minutes and 30 days.'],
    [{ end: '2030-02-01T10:00' }, 'end', 'A contest lasts between 5 minutes and 30 days.'],
    [{ start: '' }, 'start', 'Choose when the contest starts.'],
  ])('refuses %j', (change, field, message) => {
    expect(validateContest({ ...valid, ...change })).toMatchObject({ [field]: message });
  });

  it('moves problems up and down within the list', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the contest a problem page belongs to (issue 29 point 8)', () => {
  const at = (iso: string) => new Date(iso);
  const contest = (id: string, start: string, end: string) => ({
    id,
    title: id,
    description: '',
    results_mode: 'instant' as const,
    start_time: start,
    end_time: end,
    created_at: start,
  });
  const ended = contest('ended', '2026-11-01T09:00:00Z', '2026-11-01T12:00:00Z');
  const running = contest('running', '2026-11-10T09:00:00Z', '2026-11-10T12:00:00Z');
  const longer = contest('longer', '2026-11-10T08:00:00Z', '2026-11-10T18:00:00Z');

  it('is the one it was opened from, else the running one ending last, else none', () => {
    const now = at('2026-11-10T10:00:00Z');
    expect(pickContest([ended, running], 'ended', now)?.id).toBe('ended');
    expect(pickContest([ended, running, longer], null, now)?.id).toBe('longer');
    expect(pickContest([ended, running], 'unknown', now)?.id).toBe('running');
    expect(pickContest([ended], null, now)).toBeNull();
  });
});

describe('the virtual row on the board (decision 0064)', () => {
  const row = (rank: number, user: string) => ({
    rank,
    user_id: user,
    full_name: user,
    avatar_url: null,
    total: 10 - rank,
    solved: 1,
    last_improved_at: null,
    results: {},
  });
  const sitting = {
    id: 's',
    contest_id: 'c',
    started_at: '2026-01-01T00:00:00Z',
    ends_at: '2026-01-01T03:00:00Z',
    now: '2026-01-01T04:00:00Z',
    results_mode: 'after_end' as const,
    sealed: false,
    total: 8,
    solved: 1,
    last_improved_at: null,
    results: {},
    rank: 2,
    participants: 3,
  };

  it('goes above the first real row it beats, only on the page that holds it', () => {
    const virtual = virtualBoardRow(sitting, 'me', 'Me', null);
    // a 9, b 8 (tie: reached earlier than the virtual row's null time), c 7.
    const page = [row(1, 'a'), row(2, 'b'), row(3, 'c')];
    expect(withVirtualRow(page, virtual, true, true).map((r) => r.user_id)).toEqual([
      'a',
      'b',
      'me',
      'c',
    ]);
    // It beats everyone on a later page: it belongs to an earlier one.
    expect(withVirtualRow([row(9, 'x')], virtual, false, true)).toHaveLength(1);
    // Behind everyone on a page that is not the last: a later page holds it.
    const weak = { ...virtual!, total: 0 };
    expect(withVirtualRow(page, weak, true, false)).toHaveLength(3);
    expect(withVirtualRow(page, weak, true, true).at(-1)?.virtual).toBe(true);
  });

  it('is not shown while results are withheld', () => {
    expect(
      virtualBoardRow({ ...sitting, sealed: true, rank: null, total: null }, 'me', 'Me', null),
    ).toBeNull();
    expect(virtualClockLabel('2026-01-01T03:00:00Z', new Date('2026-01-01T02:59:00Z'))).toBe(
      'Virtual: ends in 1m 00s',
    );
  });
});

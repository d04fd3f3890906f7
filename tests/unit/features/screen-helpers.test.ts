import { describe, expect, it } from 'vitest';
import { pageSlots } from '@/components/ui/page-slots';
import { describeVerdict, serverMessage } from '@/features/answers/components/answer-verdict';
import { contestStatus } from '@/features/contests/components/contest-status';
import { isPodium } from '@/features/leaderboard/components/podium';
import { formatProblemDate } from '@/features/problems/components/problem-date';
import { attachmentFileName, creatorLabel } from '@/features/problems/components/problem-format';
import {
  readListParams,
  writeListParams,
} from '@/features/problems/components/problem-list-params';
import {
  FADE_SECONDS,
  fullyShownAfter,
  staggerDelay,
} from '@/features/problems/components/stagger';
import { DataError } from '@/lib/errors';

describe('pageSlots', () => {
  it('shows every page when there are few', () => {
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps first, last and neighbours with gaps between', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(2, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
  it('copes with a single page', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
  });
});

describe('problem list URL state', () => {
  it('round-trips the filters and drops defaults', () => {
    const params = { page: 3, topic: 'Geometry', difficulty: 'IMO', search: 'circle' } as const;
    const query = writeListParams(params);
    expect(query.toString()).toBe('q=circle&topic=Geometry&difficulty=IMO&page=3');
    expect(readListParams(query)).toEqual(params);
    expect(writeListParams({ page: 1 }).toString()).toBe('');
  });
  it('rejects values that are not in the enumerations or not positive pages', () => {
    expect(
      readListParams(new URLSearchParams('topic=Poetry&difficulty=Hard&page=0&q=%20')),
    ).toEqual({
      page: 1,
      topic: undefined,
      difficulty: undefined,
      search: undefined,
    });
  });
});

describe('card stagger', () => {
  it('is 0.1 s per card, capped so a full page shows in well under a second', () => {
    expect(staggerDelay(0)).toBe(0);
    expect(staggerDelay(1)).toBeCloseTo(0.1);
    expect(staggerDelay(11)).toBe(staggerDelay(3));
    expect(fullyShownAfter(12)).toBeCloseTo(0.5);
    expect(fullyShownAfter(0)).toBe(0);
    expect(Array.from({ length: 6 }, (_, index) => Math.round(staggerDelay(index) * 1000))).toEqual(
      [0, 100, 200, 300, 300, 300],
    );
    expect(FADE_SECONDS).toBeCloseTo(0.2);
  });
});

describe('problem formatting', () => {
  it('formats dates as MMMM d, yyyy', () => {
    expect(formatProblemDate('2026-11-01T12:00:00.000Z')).toBe('November 1, 2026');
  });
  it('names a missing author Unknown', () => {
    expect(creatorLabel(null)).toBe('Unknown');
    expect(creatorLabel('  ')).toBe('Unknown');
    expect(creatorLabel('Emmy Noether')).toBe('Emmy Noether');
  });
  it('recovers the uploaded file name from the storage path', () => {
    expect(attachmentFileName('user-id/1700000000000-diagram 1.pdf')).toBe('diagram 1.pdf');
    expect(attachmentFileName('user-id/notes.pdf')).toBe('notes.pdf');
  });
});

describe('answer verdicts', () => {
  it('tells the student what the server decided, once: a toast or a line, never both', () => {
    expect(describeVerdict('correct', 7, false)).toEqual({
      tone: 'success',
      line: null,
      toastDescription: 'Great job! Your score has been updated.',
    });
    expect(describeVerdict('correct', 7, true).toastDescription).toBe(
      'Correct again! You already earned the marks for this problem.',
    );
    expect(describeVerdict('incorrect', 7, false)).toEqual({
      tone: 'danger',
      line: 'Incorrect — try again',
      toastDescription: null,
    });
    const waiting = describeVerdict('submitted', 7, false);
    expect(waiting.line).toMatch(/^Submitted — waiting for a grader/);
    expect(waiting.toastDescription).toBeNull();
    for (const status of ['incorrect', 'submitted', 'partial'] as const) {
      expect(describeVerdict(status, 7, false).toastDescription ?? '').not.toMatch(/Great job/);
    }
  });
  it('shows the database message without the data-layer prefix', () => {
    const error = new DataError('Error submitting answer', {
      message: 'Too many answers: wait a minute before submitting again.',
      code: 'P0001',
    });
    expect(serverMessage(error)).toBe('Too many answers: wait a minute before submitting again.');
    expect(serverMessage(new Error('User not found'))).toBe('User not found');
  });
});

describe('contest status', () => {
  const start = '2026-11-10T09:00:00.000Z';
  const end = '2026-11-10T13:00:00.000Z';
  it('is Upcoming before the start, Running from the start, Ended from the end (as the database: [start, end))', () => {
    expect(contestStatus(start, end, new Date('2026-11-10T08:59:59.999Z'))).toBe('Upcoming');
    expect(contestStatus(start, end, new Date('2026-11-10T09:00:00.000Z'))).toBe('Running');
    expect(contestStatus(start, end, new Date('2026-11-10T12:59:59.999Z'))).toBe('Running');
    expect(contestStatus(start, end, new Date('2026-11-10T13:00:00.000Z'))).toBe('Ended');
  });
});

describe('podium', () => {
  it('is ranks 1 to 3', () => {
    expect([0, 1, 2, 3, 4].map(isPodium)).toEqual([false, true, true, true, false]);
  });
});

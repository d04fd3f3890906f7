import { describe, expect, it } from 'vitest';
import { competitionRanks } from '@/features/leaderboard/rank';
import { countOf, formatCount, pageRangeSummary } from '@/lib/format-count';

describe('formatCount', () => {
  it('puts thousands separators in counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12_345_678)).toBe('12,345,678');
  });
  it('says the noun in the singular only for one', () => {
    expect(countOf(1, 'participant')).toBe('1 participant');
    expect(countOf(0, 'participant')).toBe('0 participants');
    expect(countOf(10_500, 'student')).toBe('10,500 students');
  });
  it('summarises a page of a long list', () => {
    expect(pageRangeSummary(12_345, 41, 25, 'problem')).toBe(
      'Showing 1,001–1,025 of 12,345 problems',
    );
    expect(pageRangeSummary(1, 1, 25, 'user')).toBe('Showing 1–1 of 1 user');
  });
});

describe('competitionRanks', () => {
  it('gives ties the same rank and skips the places they take (1, 2, 2, 4)', () => {
    const row = (score: number, problems_solved: number) => ({ score, problems_solved });
    expect(competitionRanks([row(9, 3), row(8, 2), row(8, 2), row(8, 1), row(5, 1)])).toEqual([
      1, 2, 2, 4, 5,
    ]);
    expect(competitionRanks([row(0, 0), row(0, 0), row(0, 0)])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });
});

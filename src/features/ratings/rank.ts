import type { RatedEntry } from './api';

/** Competition ranks (1, 2, 2, 4) over rows already ordered by rating. */
export function ratingRanks(rows: readonly Pick<RatedEntry, 'rating'>[]): number[] {
  const ranks: number[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    ranks.push(
      previous !== undefined && previous.rating === row.rating ? ranks[index - 1]! : index + 1,
    );
  });
  return ranks;
}

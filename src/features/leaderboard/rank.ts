/** The board's order: score, then problems solved (both descending). */
interface Ranked {
  score: number;
  problems_solved: number;
}

/**
 * Competition ranks (1, 2, 2, 4) for rows already in the board's order: a row's rank is one more
 * than the number of rows strictly ahead of it, the rule public.my_leaderboard_rank() applies in
 * the database, so the board and "your rank" never disagree.
 */
export function competitionRanks(rows: readonly Ranked[]): number[] {
  const ranks: number[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const tied =
      previous !== undefined &&
      previous.score === row.score &&
      previous.problems_solved === row.problems_solved;
    ranks.push(tied ? ranks[index - 1]! : index + 1);
  });
  return ranks;
}

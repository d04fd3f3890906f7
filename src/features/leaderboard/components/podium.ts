export type PodiumRank = 1 | 2 | 3;

export function isPodium(rank: number): rank is PodiumRank {
  return rank === 1 || rank === 2 || rank === 3;
}

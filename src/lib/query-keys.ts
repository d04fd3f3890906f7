/**
 * The first part of every React Query key, one per feature. Each feature's key factory
 * (`answerKeys`, `noticeKeys`, ... in its api.ts) builds its keys on its root, and code that
 * must name a whole feature's queries from the shared layer (status-queries.ts) uses the same
 * root, so a key is never spelled twice. The lint rule `local/query-key-factories` refuses an
 * array literal as a `queryKey`.
 */
export const queryRoots = {
  admin: ['admin'],
  answers: ['answers'],
  classes: ['classes'],
  comments: ['comments'],
  contests: ['contests'],
  leaderboard: ['leaderboard'],
  notes: ['notes'],
  notices: ['notices'],
  practice: ['practice'],
  problems: ['problems'],
  profiles: ['profiles'],
  ratings: ['ratings'],
  reactions: ['reactions'],
  team: ['team'],
} as const;

import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from './query-keys';

/**
 * Every query whose data shows a student's progress on problems (issue 29, point 5): the
 * answers and the answer box, profiles (score), the practice panel and the dashboard picture,
 * the problems list's markers, the contest problem lists and boards, the leaderboard, and the
 * comments (spoilers open with a solved problem). After an answer or a give-up all of them are
 * re-read: a screen on display refetches now, the others when they are next shown.
 */
export const STATUS_QUERY_ROOTS = [
  queryRoots.answers,
  queryRoots.profiles,
  queryRoots.practice,
  [...queryRoots.problems, 'list'],
  queryRoots.contests,
  queryRoots.leaderboard,
  queryRoots.comments,
  // A class assignment's progress and "Due soon" (features/classes).
  queryRoots.classes,
  // A note's progress (problems solved of its problems) and the dashboard's notes in progress.
  queryRoots.notes,
] as const;

export function invalidateStatusQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    STATUS_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

// What the problems api requests, in a module of its own so the entry's early data
// (src/app/early-data.ts) can ask the same without loading the api.
export const DEFAULT_PAGE_SIZE = 12;

/**
 * The list reads problems_with_progress: the problems (same policies) with the reader's
 * solve_status (null for visitors).
 */
export const PROBLEM_LIST_SOURCE = 'problems_with_progress';

/** A search reads the same rows through this function: only the matches, best first. */
export const PROBLEM_SEARCH_FUNCTION = 'search_problems';

/** The author is embedded from the public_profiles view (everyone may read it). */
export const PROBLEM_SELECT = '*, author:public_profiles!created_by(full_name, avatar_url)';

/** Keys of the data src/app/early-data.ts may have started before the api's chunk loaded. */
export const EARLY_KEYS = {
  firstProblemPage: 'problems:first-page',
  problem: (id: string) => `problems:${id}`,
};

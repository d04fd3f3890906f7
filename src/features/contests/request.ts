// What the contests api requests for the list and one contest, in a module of its own so the
// entry's early data (src/app/early-data.ts) can ask the same without loading the api.

/** One contest with its problems (the reader's progress on each) and each author's name. */
export const CONTEST_DETAIL_SELECT =
  '*, contest_problems(position, problems(id, title, topic, difficulty, profiles:public_profiles!created_by(full_name), problem_solve_status))';

/** Keys of the data src/app/early-data.ts may have started before the api's chunk loaded. */
export const CONTEST_EARLY_KEYS = {
  list: 'contests:list',
  detail: (id: string) => `contests:${id}`,
};

import { DIFFICULTIES, TOPICS, type Difficulty, type Topic } from '@/lib/domain';
import { defaultSort, PROBLEM_SORTS, type ProblemFilters, type ProblemSort } from '../api';

/** The /problems list state as it lives in the URL query string (shareable, back/forward). */
export interface ProblemListParams {
  page: number;
  topic?: Topic;
  difficulty?: Difficulty;
  search?: string;
  /** `solved=hide` in the URL: only for signed-in students, who have a progress. */
  hideSolved?: boolean;
  /**
   * `sort=relevance|newest|difficulty|solved` in the URL; absent: the default order (best match
   * with a search, newest without), so only a choice that differs from it is written.
   */
  sort?: ProblemSort;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function readListParams(query: URLSearchParams): ProblemListParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const search = query.get('q')?.trim();
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    topic: oneOf(TOPICS, query.get('topic')),
    difficulty: oneOf(DIFFICULTIES, query.get('difficulty')),
    search: search || undefined,
    hideSolved: query.get('solved') === 'hide' || undefined,
    sort: oneOf(PROBLEM_SORTS, query.get('sort')) ?? undefined,
  };
}

/** Only non-default values are written, so the plain /problems URL is page 1 of everything. */
export function writeListParams(params: ProblemListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('q', params.search);
  if (params.topic) query.set('topic', params.topic);
  if (params.difficulty) query.set('difficulty', params.difficulty);
  if (params.hideSolved) query.set('solved', 'hide');
  if (params.sort && params.sort !== defaultSort(params.search)) query.set('sort', params.sort);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

export function toProblemFilters(params: ProblemListParams): ProblemFilters {
  return {
    page: params.page,
    topic: params.topic,
    difficulty: params.difficulty,
    search: params.search,
    hideSolved: params.hideSolved,
    sort: params.sort,
  };
}

/** The order the list is in: the chosen one, best match only with words to search for. */
export function shownSort(params: ProblemListParams): ProblemSort {
  if (params.sort === 'relevance' && !params.search) return 'newest';
  return params.sort ?? defaultSort(params.search);
}

export function hasActiveFilters(params: ProblemListParams): boolean {
  return Boolean(params.topic || params.difficulty || params.search || params.hideSolved);
}

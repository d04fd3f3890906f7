import { DIFFICULTIES, TOPICS, type Difficulty, type Topic } from '@/lib/domain';
import type { ProblemFilters } from '../api';

/** The /problems list state as it lives in the URL query string (shareable, back/forward). */
export interface ProblemListParams {
  page: number;
  topic?: Topic;
  difficulty?: Difficulty;
  search?: string;
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
  };
}

/** Only non-default values are written, so the plain /problems URL is page 1 of everything. */
export function writeListParams(params: ProblemListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('q', params.search);
  if (params.topic) query.set('topic', params.topic);
  if (params.difficulty) query.set('difficulty', params.difficulty);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

export function toProblemFilters(params: ProblemListParams): ProblemFilters {
  return {
    page: params.page,
    topic: params.topic,
    difficulty: params.difficulty,
    search: params.search,
  };
}

export function hasActiveFilters(params: ProblemListParams): boolean {
  return Boolean(params.topic || params.difficulty || params.search);
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { check, requireUserId, unwrap, callArgs } from '@/lib/data';
import { mapEarly, takeEarly, type EarlyRows } from '@/lib/early-data';
import type { Tables } from '@/lib/database.types';
import {
  DIFFICULTIES,
  SOLVE_STATUSES,
  TOPICS,
  type Difficulty,
  type PublicProfileSummary,
  type SolveStatus,
  type Topic,
} from '@/lib/domain';
import {
  anything,
  bool,
  fields,
  listOf,
  nullable,
  num,
  oneOf,
  optional,
  text,
  type Parse,
} from '@/lib/parse';
import { fetchPage } from '@/lib/paging';
import { getSupabase } from '@/lib/supabase';
import { attachmentObjectKey } from './attachment-key';
import {
  DEFAULT_PAGE_SIZE,
  EARLY_KEYS,
  PROBLEM_LIST_SOURCE,
  PROBLEM_SEARCH_FUNCTION,
  PROBLEM_SELECT,
} from './request';
import { queryRoots } from '@/lib/query-keys';

export const ATTACHMENTS_BUCKET = 'attachments';
export const DEFAULT_MARKS = 7;
const SIGNED_URL_TTL_SECONDS = 60 * 60;

export { DEFAULT_PAGE_SIZE, EARLY_KEYS, PROBLEM_SELECT };

export interface ProblemContent {
  body: string;
}

/**
 * A problem as the list view, the search function and the table give it (PROBLEM_SELECT): the
 * generated row's columns the app reads, topic and difficulty narrowed, the statement parsed.
 */
type ProblemColumns = Pick<
  Tables<'problems'>,
  'id' | 'title' | 'marks' | 'is_public' | 'created_by' | 'attachment_path' | 'created_at'
> & {
  content: ProblemContent;
  topic: Topic;
  difficulty: Difficulty;
  /** The signed-in reader's progress (lists only; null for visitors). */
  solve_status?: SolveStatus | null;
};

type ProblemRow = ProblemColumns & { author: PublicProfileSummary | null };

const problemColumns: Parse<ProblemColumns> = (value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    title: get('title', text),
    content: { body: fields(get('content', anything), `${path}.content`)('body', text) },
    topic: get('topic', oneOf(TOPICS)),
    difficulty: get('difficulty', oneOf(DIFFICULTIES)),
    marks: get('marks', num),
    is_public: get('is_public', bool),
    created_by: get('created_by', nullable(text)),
    attachment_path: get('attachment_path', nullable(text)),
    created_at: get('created_at', text),
    solve_status: get('solve_status', optional(nullable(oneOf(SOLVE_STATUSES)))),
  };
};

/** A row of PROBLEM_SELECT (early data, the list, one problem), checked field by field. */
const problemRow: Parse<ProblemRow> = (value, path) => ({
  ...problemColumns(value, path),
  author: fields(value, path)(
    'author',
    nullable((author, at) => {
      const read = fields(author, at);
      return {
        full_name: read('full_name', nullable(text)),
        avatar_url: read('avatar_url', nullable(text)),
      };
    }),
  ),
});

export interface Problem extends Omit<ProblemRow, 'author'> {
  creatorName: string | null;
  creatorAvatar: string | null;
}

/**
 * The orders of the list: best match first (a search only: public.search_problems ranks its
 * matches), newest first, easiest first (Juniors to IMO), most solved first.
 */
export const PROBLEM_SORTS = ['relevance', 'newest', 'difficulty', 'solved'] as const;
export type ProblemSort = (typeof PROBLEM_SORTS)[number];

/** With words to search for, the best match comes first; otherwise the newest problem. */
export function defaultSort(search: string | undefined): ProblemSort {
  return search?.trim() ? 'relevance' : 'newest';
}

/**
 * Columns of problems_with_progress per order; newest first among equals, then id, so pages
 * never overlap (best match: search_problems orders by rank, then newest, then id). Newest alone is exactly what src/app/early-data.ts asks for the first page.
 */
const SORT_ORDER: Record<ProblemSort, readonly (readonly [column: string, ascending: boolean])[]> =
  {
    relevance: [],
    newest: [['created_at', false]],
    difficulty: [
      ['difficulty_rank', true],
      ['created_at', false],
      ['id', true],
    ],
    solved: [
      ['solver_count', false],
      ['created_at', false],
      ['id', true],
    ],
  };

export interface ProblemFilters {
  page?: number;
  pageSize?: number;
  topic?: Topic;
  difficulty?: Difficulty;
  search?: string;
  /** Leave out the problems the signed-in reader has solved. */
  hideSolved?: boolean;
  sort?: ProblemSort;
}

export interface ProblemPage {
  problems: Problem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NewProblem {
  title: string;
  body: string;
  topic: Topic;
  difficulty: Difficulty;
  marks?: number;
  isPublic?: boolean;
  attachmentPath?: string | null;
}

function toProblem({ author, ...row }: ProblemRow): Problem {
  return {
    ...row,
    creatorName: author?.full_name ?? null,
    creatorAvatar: author?.avatar_url ?? null,
  };
}

/** Whether `filters` ask for the page src/app/early-data.ts requests for /problems. */
function isEarlyList(filters: ProblemFilters): boolean {
  return (
    (filters.page ?? 1) <= 1 &&
    (filters.pageSize ?? DEFAULT_PAGE_SIZE) === DEFAULT_PAGE_SIZE &&
    !filters.topic &&
    !filters.difficulty &&
    !filters.search?.trim() &&
    (filters.sort ?? 'newest') === 'newest'
  );
}

function pageOfEarly(early: EarlyRows): ProblemPage {
  const rows = listOf(problemRow)(early.rows, 'problems');
  const total = early.total ?? rows.length;
  return { problems: rows.map(toProblem), total, page: 1, pageSize: DEFAULT_PAGE_SIZE };
}

/**
 * Pages of the list read problems_with_progress: the problems (same policies) with the reader's
 * solve_status, so cards with progress markers and the "Hide solved" filter are one request.
 * With words to search for, the rows come from public.search_problems (decision 0061): the same
 * rows, only the matches, best match first unless another order is asked for.
 */
export async function fetchProblems(filters: ProblemFilters = {}): Promise<ProblemPage> {
  const early = isEarlyList(filters) && (await takeEarly(EARLY_KEYS.firstProblemPage));
  if (early) return pageOfEarly(early);
  const page = Math.max(1, filters.page ?? 1);
  const pageSize = filters.pageSize ?? DEFAULT_PAGE_SIZE;
  const supabase = await getSupabase();
  const search = filters.search?.trim();
  // A page past the end shows the last page (fetchPage), not an error.
  const paged = await fetchPage(
    page,
    (from, to) => {
      // Best match is the function's rank (then newest); without words, newest first. A search
      // is ordered by the function itself (PostgREST cannot order its rows by the view's columns).
      const sort =
        filters.sort && (search || filters.sort !== 'relevance')
          ? filters.sort
          : defaultSort(search);
      let query = search
        ? supabase
            .rpc(PROBLEM_SEARCH_FUNCTION, { search, sort }, { get: true, count: 'exact' })
            .select(PROBLEM_SELECT)
        : supabase.from(PROBLEM_LIST_SOURCE).select(PROBLEM_SELECT, { count: 'exact' });
      if (!search) {
        for (const [column, ascending] of SORT_ORDER[sort]) {
          query = query.order(column, { ascending });
        }
      }
      query = query.range(from, to);
      if (filters.topic) query = query.eq('topic', filters.topic);
      if (filters.difficulty) query = query.eq('difficulty', filters.difficulty);
      if (filters.hideSolved) query = query.neq('solve_status', 'solved');
      return query;
    },
    'Error fetching problems',
    pageSize,
    (row: unknown, index) => toProblem(problemRow(row, `problems[${index}]`)),
  );
  return {
    problems: paged.rows,
    total: paged.total,
    page: paged.page,
    pageSize,
  };
}

/** One row early (else missing, or not visible to a visitor: the query asks for the real error). */
function problemOfEarly(early: EarlyRows | undefined): Problem | undefined {
  return early?.rows.length === 1 ? toProblem(problemRow(early.rows[0], 'problem')) : undefined;
}

export async function fetchProblem(id: string): Promise<Problem> {
  const early = problemOfEarly(await takeEarly(EARLY_KEYS.problem(id.toLowerCase())));
  if (early) return early;
  const supabase = await getSupabase();
  const result = await supabase.from('problems').select(PROBLEM_SELECT).eq('id', id).single();
  return toProblem(problemRow(unwrap(result, 'Error fetching problem by ID'), 'problem'));
}

/** What save_problem writes: on an edit, a field left out keeps its value. */
export interface ProblemPayload {
  title?: string;
  body?: string;
  topic?: Topic;
  difficulty?: Difficulty;
  marks?: number;
  is_public?: boolean;
  attachment_path?: string | null;
  /** The accepted answers; an empty list removes the key. */
  answer_key?: string[];
  /** Written in the same transaction by private.apply_problem_solution; left out: unchanged. */
  solution?: {
    body: string;
    attachment_path?: string | null;
    public_after_contest?: boolean;
  } | null;
  /** Up to three hints in order; an empty list removes them. */
  hints?: string[];
}

export interface SavedProblem {
  problem: ProblemColumns;
  /** How many answers the key or marks change regraded. */
  regraded: number;
}

/**
 * Creates (id null) or edits a problem with its key and attachment path in one database
 * transaction: a refused key leaves no half-made problem behind.
 */
export async function saveProblem(
  id: string | null,
  payload: ProblemPayload,
): Promise<SavedProblem> {
  const supabase = await getSupabase();
  const args = callArgs('save_problem', { problem_id: id, payload });
  const result = await supabase.rpc('save_problem', args);
  const get = fields(
    unwrap(result, id ? 'Error saving problem' : 'Error creating problem'),
    'save_problem',
  );
  return { problem: get('problem', problemColumns), regraded: get('regraded', num) };
}

function createPayload(input: NewProblem & { answerKey?: string[] }): ProblemPayload {
  return {
    title: input.title,
    body: input.body,
    topic: input.topic,
    difficulty: input.difficulty,
    marks: input.marks ?? DEFAULT_MARKS,
    is_public: input.isPublic ?? true,
    attachment_path: input.attachmentPath ?? null,
    ...(input.answerKey && input.answerKey.length > 0 ? { answer_key: input.answerKey } : {}),
  };
}

export async function createProblem(
  input: NewProblem & { answerKey?: string[] },
): Promise<SavedProblem> {
  await requireUserId();
  return saveProblem(null, createPayload(input));
}

/** The accepted answers, for the edit form (the author and admins only). */
export async function fetchAnswerKey(problemId: string): Promise<string[]> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('problem_answer_key', { problem_id: problemId });
  return unwrap(result, 'Error fetching the answer key');
}

/** Deletes a problem no answer refers to; the database refuses otherwise (hide it instead). */
export async function deleteProblem(problemId: string): Promise<void> {
  const supabase = await getSupabase();
  const result = await supabase.from('problems').delete().eq('id', problemId).select('id');
  const rows = unwrap(result, 'Error deleting problem');
  if (rows.length === 0) throw new Error('You cannot delete this problem.');
}

/** Removes an uploaded file nobody refers to any more; a failure only leaves a stray file. */
export async function removeAttachment(path: string): Promise<void> {
  const supabase = await getSupabase();
  const result = await supabase.storage.from(ATTACHMENTS_BUCKET).remove([path]);
  check(result, 'Error removing attachment');
}

/**
 * Uploads to `attachments/{userId}/{timestamp}-{slug of the file name}` (keys hosted Storage
 * accepts) and returns the stored path; the original name is `file.name`, kept for display.
 */
export async function uploadAttachment(file: File): Promise<string> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const path = attachmentObjectKey(userId, file, Date.now());
  const result = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .upload(path, file, { contentType: file.type || undefined, upsert: false });
  return unwrap<{ path: string }>(result, 'Error uploading attachment').path;
}

export async function fetchAttachmentUrl(path: string): Promise<string> {
  const supabase = await getSupabase();
  const result = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .createSignedUrl(path, SIGNED_URL_TTL_SECONDS);
  return unwrap<{ signedUrl: string }>(result, 'Error fetching attachment').signedUrl;
}

/** A problem's title and statement in another language (issue 26), as its reader may read them. */
export type ProblemTranslation = Pick<
  Tables<'problem_translations'>,
  'locale' | 'title' | 'statement'
>;

/** The translation of `problemId` into `locale`, or null when it has none. */
export async function fetchProblemTranslation(
  problemId: string,
  locale: string,
): Promise<ProblemTranslation | null> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('problem_translations')
    .select('locale, title, statement')
    .eq('problem_id', problemId)
    .eq('locale', locale)
    .maybeSingle();
  return unwrap(result, 'Error fetching the translation');
}

export const problemKeys = {
  all: queryRoots.problems,
  lists: () => [...queryRoots.problems, 'list'] as const,
  list: (filters: ProblemFilters) => [...queryRoots.problems, 'list', filters] as const,
  detail: (id: string) => [...queryRoots.problems, 'detail', id] as const,
  attachment: (path: string) => [...queryRoots.problems, 'attachment', path] as const,
  answerKey: (id: string) => [...queryRoots.problems, 'answer-key', id] as const,
  translations: (id: string) => [...queryRoots.problems, 'translation', id] as const,
  translation: (id: string, locale: string) =>
    [...queryRoots.problems, 'translation', id, locale] as const,
};

export const problemQueries = {
  translation: (id: string, locale: string) =>
    queryOptions({
      queryKey: problemKeys.translation(id, locale),
      queryFn: () => fetchProblemTranslation(id, locale),
      staleTime: 5 * 60_000,
    }),
  list: (filters: ProblemFilters = {}) =>
    queryOptions({
      queryKey: problemKeys.list(filters),
      queryFn: () => fetchProblems(filters),
      // Rows fetched before this chunk loaded, if they are here: the first render shows them.
      initialData: () =>
        isEarlyList(filters) ? mapEarly(EARLY_KEYS.firstProblemPage, pageOfEarly) : undefined,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: problemKeys.detail(id),
      queryFn: () => fetchProblem(id),
      initialData: () => mapEarly(EARLY_KEYS.problem(id.toLowerCase()), problemOfEarly),
    }),
  answerKey: (id: string) =>
    queryOptions({
      queryKey: problemKeys.answerKey(id),
      queryFn: () => fetchAnswerKey(id),
      staleTime: 0,
    }),
  attachmentUrl: (path: string) =>
    queryOptions({
      queryKey: problemKeys.attachment(path),
      queryFn: () => fetchAttachmentUrl(path),
      staleTime: (SIGNED_URL_TTL_SECONDS / 2) * 1000,
    }),
};

/** The files a save uploads first: the problem's attachment and the solution's. */
export interface SaveUploads {
  attachment?: File | null;
  solutionAttachment?: File | null;
}

/**
 * Uploads the new files, saves, and removes them again when the save fails. The solution's
 * attachment path goes into `payload.solution` (there is a solution whenever a file is sent).
 */
async function saveWithAttachments(
  id: string | null,
  payload: ProblemPayload,
  { attachment, solutionAttachment }: SaveUploads,
): Promise<SavedProblem> {
  const uploaded: string[] = [];
  try {
    let withFiles = payload;
    if (attachment) {
      const path = await uploadAttachment(attachment);
      uploaded.push(path);
      withFiles = { ...withFiles, attachment_path: path };
    }
    if (solutionAttachment && withFiles.solution) {
      const path = await uploadAttachment(solutionAttachment);
      uploaded.push(path);
      withFiles = { ...withFiles, solution: { ...withFiles.solution, attachment_path: path } };
    }
    return await saveProblem(id, withFiles);
  } catch (error) {
    await Promise.all(uploaded.map((path) => removeAttachment(path).catch(() => undefined)));
    throw error;
  }
}

/** The attachment (if any) is uploaded first, then the problem is created (with its key, atomically). */
export function useCreateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      attachment,
      solutionAttachment,
      solutionAndHints,
      ...input
    }: NewProblem &
      SaveUploads & {
        answerKey?: string[];
        solutionAndHints?: Pick<ProblemPayload, 'solution' | 'hints'>;
      }) =>
      saveWithAttachments(
        null,
        { ...createPayload({ ...input, attachmentPath: null }), ...solutionAndHints },
        { attachment, solutionAttachment },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.lists() }),
  });
}

export interface ProblemEdit extends SaveUploads {
  id: string;
  payload: ProblemPayload;
  /** The file the problem had, removed from storage once the new path is saved. */
  previousAttachment?: string | null;
  /** The solution's file before the edit, removed once the save no longer refers to it. */
  previousSolutionAttachment?: string | null;
}

export function useEditProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      payload,
      attachment,
      solutionAttachment,
      previousAttachment,
      previousSolutionAttachment,
    }: ProblemEdit) => {
      const saved = await saveWithAttachments(id, payload, { attachment, solutionAttachment });
      if (previousAttachment && saved.problem.attachment_path !== previousAttachment) {
        await removeAttachment(previousAttachment).catch(() => undefined);
      }
      const keptSolutionFile =
        payload.solution === undefined ||
        (payload.solution !== null &&
          !solutionAttachment &&
          payload.solution.attachment_path === previousSolutionAttachment);
      if (previousSolutionAttachment && !keptSolutionFile) {
        await removeAttachment(previousSolutionAttachment).catch(() => undefined);
      }
      return saved;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: problemKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.answers });
      void queryClient.invalidateQueries({ queryKey: queryRoots.practice });
    },
  });
}

export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.lists() }),
  });
}

/** What an author writes for one language (issue 26): blank hints and a blank solution stay untranslated. */
export interface TranslationInput {
  problemId: string;
  locale: string;
  title: string;
  statement: string;
  /** By position of the original hints; '' leaves that hint in the original. */
  hints: string[];
  solution: string;
}

/** Writes a problem's translation, its hints and solution included, in one call. */
export async function saveProblemTranslation(input: TranslationInput): Promise<void> {
  const supabase = await getSupabase();
  check(
    await supabase.rpc('save_problem_translation', {
      problem_id: input.problemId,
      locale: input.locale,
      title: input.title,
      statement: input.statement,
      hints: input.hints,
      solution: input.solution,
    }),
    'Error saving the translation',
  );
}

/** Deletes a problem's translation into `locale` with its hints and solution; false when none went. */
export async function deleteProblemTranslation({
  problemId,
  locale,
}: Pick<TranslationInput, 'problemId' | 'locale'>): Promise<boolean> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('problem_translations')
    .delete()
    .eq('problem_id', problemId)
    .eq('locale', locale)
    .select('locale');
  return unwrap<unknown[]>(result, 'Error deleting the translation').length > 0;
}

function useTranslationWrite<Input extends { problemId: string }, Output>(
  write: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_, { problemId }) => {
      void queryClient.invalidateQueries({ queryKey: problemKeys.translations(problemId) });
      void queryClient.invalidateQueries({ queryKey: queryRoots.practice });
    },
  });
}

export const useSaveProblemTranslation = () => useTranslationWrite(saveProblemTranslation);
export const useDeleteProblemTranslation = () => useTranslationWrite(deleteProblemTranslation);

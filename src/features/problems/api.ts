import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap } from '@/lib/data';
import { takeEarly } from '@/lib/early-data';
import type { Tables } from '@/lib/database.types';
import type { Difficulty, Narrowed, PublicProfileSummary, Topic } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';
import { attachmentObjectKey } from './attachment-key';
import { DEFAULT_PAGE_SIZE, EARLY_KEYS, PROBLEM_SELECT } from './request';

export const ATTACHMENTS_BUCKET = 'attachments';
export const DEFAULT_MARKS = 7;
const SIGNED_URL_TTL_SECONDS = 60 * 60;

export { DEFAULT_PAGE_SIZE, EARLY_KEYS, PROBLEM_SELECT };

export interface ProblemContent {
  body: string;
}

type ProblemRow = Narrowed<
  Tables<'problems'>,
  { content: ProblemContent; topic: Topic; difficulty: Difficulty }
> & { author: PublicProfileSummary | null };

export interface Problem extends Omit<ProblemRow, 'author'> {
  creatorName: string | null;
  creatorAvatar: string | null;
}

export interface ProblemFilters {
  page?: number;
  pageSize?: number;
  topic?: Topic;
  difficulty?: Difficulty;
  search?: string;
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

/** `%` and `_` are ilike wildcards; a user's search text matches them literally. */
function escapeIlike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function fetchProblems(filters: ProblemFilters = {}): Promise<ProblemPage> {
  const page = Math.max(1, filters.page ?? 1);
  const pageSize = filters.pageSize ?? DEFAULT_PAGE_SIZE;
  const firstPage =
    page === 1 && pageSize === DEFAULT_PAGE_SIZE && !filters.topic && !filters.difficulty;
  const early =
    firstPage && !filters.search?.trim() && (await takeEarly(EARLY_KEYS.firstProblemPage));
  if (early) {
    const rows = early.rows as ProblemRow[];
    return { problems: rows.map(toProblem), total: early.total ?? rows.length, page, pageSize };
  }
  const supabase = await getSupabase();
  const from = (page - 1) * pageSize;
  let query = supabase
    .from('problems')
    .select(PROBLEM_SELECT, { count: 'exact' })
    .order('created_at', { ascending: false })
    .range(from, from + pageSize - 1);
  if (filters.topic) query = query.eq('topic', filters.topic);
  if (filters.difficulty) query = query.eq('difficulty', filters.difficulty);
  const search = filters.search?.trim();
  if (search) query = query.ilike('title', `%${escapeIlike(search)}%`);

  const result = await query;
  const rows = unwrap<ProblemRow[]>(result, 'Error fetching problems');
  return { problems: rows.map(toProblem), total: result.count ?? rows.length, page, pageSize };
}

export async function fetchProblem(id: string): Promise<Problem> {
  const early = await takeEarly(EARLY_KEYS.problem(id.toLowerCase()));
  // No row early (missing, or not visible to a visitor): ask again for the real error.
  if (early?.rows.length === 1) return toProblem(early.rows[0] as ProblemRow);
  const supabase = await getSupabase();
  const result = await supabase.from('problems').select(PROBLEM_SELECT).eq('id', id).single();
  return toProblem(unwrap<ProblemRow>(result, 'Error fetching problem by ID'));
}

export async function createProblem(input: NewProblem): Promise<Problem> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const result = await supabase
    .from('problems')
    .insert({
      title: input.title,
      content: { body: input.body } satisfies ProblemContent,
      topic: input.topic,
      difficulty: input.difficulty,
      marks: input.marks ?? DEFAULT_MARKS,
      is_public: input.isPublic ?? true,
      created_by: userId,
      attachment_path: input.attachmentPath ?? null,
    })
    .select(PROBLEM_SELECT)
    .single();
  return toProblem(unwrap<ProblemRow>(result, 'Error creating problem'));
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

export const problemKeys = {
  all: ['problems'] as const,
  lists: () => ['problems', 'list'] as const,
  list: (filters: ProblemFilters) => ['problems', 'list', filters] as const,
  detail: (id: string) => ['problems', 'detail', id] as const,
  attachment: (path: string) => ['problems', 'attachment', path] as const,
};

export const problemQueries = {
  list: (filters: ProblemFilters = {}) =>
    queryOptions({
      queryKey: problemKeys.list(filters),
      queryFn: () => fetchProblems(filters),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: problemKeys.detail(id), queryFn: () => fetchProblem(id) }),
  attachmentUrl: (path: string) =>
    queryOptions({
      queryKey: problemKeys.attachment(path),
      queryFn: () => fetchAttachmentUrl(path),
      staleTime: (SIGNED_URL_TTL_SECONDS / 2) * 1000,
    }),
};

/** Spec §4: the attachment (if any) is uploaded first, then the problem is created. */
export function useCreateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ attachment, ...input }: NewProblem & { attachment?: File | null }) => {
      const attachmentPath = attachment ? await uploadAttachment(attachment) : null;
      return createProblem({ ...input, attachmentPath });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.lists() }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap } from '@/lib/data';
import { ForbiddenError } from '@/lib/errors';
import type { Tables } from '@/lib/database.types';
import type { PublicProfileSummary } from '@/lib/domain';
import { bool, fields, listOf, nullable, text, type Parse } from '@/lib/parse';
import { getSupabase } from '@/lib/supabase';
import { queryRoots } from '@/lib/query-keys';

/**
 * comment_spoiler_text is a computed field: a spoiler's text for its author and for readers who
 * have earned the solution, null for everyone else (whose `content` is only a placeholder).
 */
const COMMENT_SELECT = '*, profiles:public_profiles(full_name, avatar_url), comment_spoiler_text';

export type Comment = Tables<'comments'> & {
  comment_spoiler_text: string | null;
  profiles: PublicProfileSummary | null;
};

/**
 * supabase-js does not know the computed field (it types the whole row as a query error), so
 * each comment is read field by field.
 */
const comment: Parse<Comment> = (value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    problem_id: get('problem_id', text),
    user_id: get('user_id', text),
    content: get('content', text),
    created_at: get('created_at', text),
    edited_at: get('edited_at', nullable(text)),
    is_spoiler: get('is_spoiler', bool),
    comment_spoiler_text: get('comment_spoiler_text', nullable(text)),
    profiles: get(
      'profiles',
      nullable((profile, at) => {
        const read = fields(profile, at);
        return {
          full_name: read('full_name', nullable(text)),
          avatar_url: read('avatar_url', nullable(text)),
        };
      }),
    ),
  };
};

const comments = listOf(comment);

/** Newest first. */
export async function fetchComments(problemId: string): Promise<Comment[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('comments')
    .select(COMMENT_SELECT)
    .eq('problem_id', problemId)
    .order('created_at', { ascending: false });
  return comments(unwrap(result, 'Error fetching comments'), 'comments');
}

export async function createComment(
  problemId: string,
  content: string,
  isSpoiler = false,
): Promise<Comment> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const result = await supabase
    .from('comments')
    .insert({
      problem_id: problemId,
      user_id: userId,
      content,
      ...(isSpoiler ? { is_spoiler: true } : {}),
    })
    .select(COMMENT_SELECT)
    .single();
  return comment(unwrap(result, 'Error creating comment'), 'comment');
}

/**
 * Row-level security lets an author change only their own comment (decision 0035): a refused
 * update or delete matches no row, which is said in words rather than passed over.
 */
function refusedUnlessChanged<T>(rows: T[], context: string, verb: string): T {
  const row = rows[0];
  if (row === undefined) {
    throw new ForbiddenError(context, {
      code: '42501',
      message: `This comment could not be ${verb}: only its author can do that, while the discussion is open.`,
    });
  }
  return row;
}

/** The author's edit: new text and spoiler mark; edited_at is stamped by the database. */
export async function updateComment(
  commentId: string,
  content: string,
  isSpoiler: boolean,
): Promise<Comment> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('comments')
    .update({ content, is_spoiler: isSpoiler })
    .eq('id', commentId)
    .select(COMMENT_SELECT);
  const rows = comments(unwrap(result, 'Error updating comment'), 'comments');
  return refusedUnlessChanged(rows, 'Error updating comment', 'changed');
}

/** Deletes a comment: its author's, or any for an approved admin (moderation). */
export async function deleteComment(commentId: string): Promise<void> {
  const supabase = await getSupabase();
  const result = await supabase.from('comments').delete().eq('id', commentId).select('id');
  const rows = unwrap(result, 'Error deleting comment');
  refusedUnlessChanged(rows, 'Error deleting comment', 'deleted');
}

/** A spoiler's text, asked for explicitly after the reader confirmed ("Show spoiler"). */
export async function revealSpoiler(commentId: string): Promise<string> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('reveal_spoiler', { comment_id: commentId });
  return unwrap(result, 'Error fetching spoiler');
}

export const commentKeys = {
  all: queryRoots.comments,
  byProblem: (problemId: string) => [...queryRoots.comments, 'problem', problemId] as const,
};

export const commentQueries = {
  byProblem: (problemId: string) =>
    queryOptions({
      queryKey: commentKeys.byProblem(problemId),
      queryFn: () => fetchComments(problemId),
    }),
};

export function useCreateComment(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, isSpoiler = false }: { content: string; isSpoiler?: boolean }) =>
      createComment(problemId, content, isSpoiler),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.byProblem(problemId) }),
  });
}

export function useUpdateComment(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      commentId,
      content,
      isSpoiler,
    }: {
      commentId: string;
      content: string;
      isSpoiler: boolean;
    }) => updateComment(commentId, content, isSpoiler),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.byProblem(problemId) }),
  });
}

export function useDeleteComment(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.byProblem(problemId) }),
  });
}

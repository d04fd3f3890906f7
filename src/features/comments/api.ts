import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap } from '@/lib/data';
import type { PublicProfileSummary } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

/**
 * comment_spoiler_text is a computed field: a spoiler's text for its author and for readers who
 * have earned the solution, null for everyone else (whose `content` is only a placeholder).
 */
const COMMENT_SELECT = '*, profiles:public_profiles(full_name, avatar_url), comment_spoiler_text';

export interface Comment {
  id: string;
  problem_id: string;
  user_id: string;
  content: string;
  created_at: string;
  is_spoiler: boolean;
  comment_spoiler_text: string | null;
  profiles: PublicProfileSummary | null;
}

/** Newest first. */
export async function fetchComments(problemId: string): Promise<Comment[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('comments')
    .select(COMMENT_SELECT)
    .eq('problem_id', problemId)
    .order('created_at', { ascending: false });
  return unwrap<Comment[]>(result, 'Error fetching comments');
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
  return unwrap<Comment>(result, 'Error creating comment');
}

/** A spoiler's text, asked for explicitly after the reader confirmed ("Show spoiler"). */
export async function revealSpoiler(commentId: string): Promise<string> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('reveal_spoiler', { comment_id: commentId });
  return unwrap<string>(result, 'Error fetching spoiler');
}

export const commentKeys = {
  all: ['comments'] as const,
  byProblem: (problemId: string) => ['comments', 'problem', problemId] as const,
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

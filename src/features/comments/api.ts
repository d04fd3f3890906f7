import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import type { PublicProfileSummary } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

const COMMENT_SELECT = '*, profiles:public_profiles(full_name, avatar_url)';

export type Comment = Tables<'comments'> & { profiles: PublicProfileSummary | null };

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

export async function createComment(problemId: string, content: string): Promise<Comment> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const result = await supabase
    .from('comments')
    .insert({ problem_id: problemId, user_id: userId, content })
    .select(COMMENT_SELECT)
    .single();
  return unwrap<Comment>(result, 'Error creating comment');
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
    mutationFn: (content: string) => createComment(problemId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.byProblem(problemId) }),
  });
}

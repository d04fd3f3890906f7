import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { check, requireUserId, unwrap } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import type { Narrowed, ReactionType } from '@/lib/domain';
import { NOT_FOUND_CODE } from '@/lib/errors';
import { getSupabase } from '@/lib/supabase';

export type Reaction = Pick<
  Narrowed<Tables<'reactions'>, { reaction_type: ReactionType }>,
  'user_id' | 'reaction_type'
>;

export type ReactionToggleResult = 'added' | 'removed' | 'updated';

export async function fetchReactions(problemId: string): Promise<Reaction[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('reactions')
    .select('user_id, reaction_type')
    .eq('problem_id', problemId);
  return unwrap<Reaction[]>(result, 'Error fetching reactions');
}

async function findOwnReaction(
  problemId: string,
  userId: string,
): Promise<{ id: string; reaction_type: ReactionType } | null> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('reactions')
    .select('id, reaction_type')
    .eq('problem_id', problemId)
    .eq('user_id', userId)
    .single();
  // "No rows" just means the user has not reacted yet.
  if (result.error?.code === NOT_FOUND_CODE) return null;
  return unwrap<{ id: string; reaction_type: ReactionType }>(result, 'Error checking reaction');
}

/** Spec §4: none → add; same type → remove; other type → change it. */
export async function toggleReaction(
  problemId: string,
  reactionType: ReactionType,
): Promise<ReactionToggleResult> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const existing = await findOwnReaction(problemId, userId);
  if (!existing) {
    const result = await supabase
      .from('reactions')
      .insert({ problem_id: problemId, user_id: userId, reaction_type: reactionType });
    check(result, 'Error adding reaction');
    return 'added';
  }
  if (existing.reaction_type === reactionType) {
    const result = await supabase.from('reactions').delete().eq('id', existing.id);
    check(result, 'Error removing reaction');
    return 'removed';
  }
  const result = await supabase
    .from('reactions')
    .update({ reaction_type: reactionType })
    .eq('id', existing.id);
  check(result, 'Error updating reaction');
  return 'updated';
}

export const reactionKeys = {
  all: ['reactions'] as const,
  byProblem: (problemId: string) => ['reactions', 'problem', problemId] as const,
};

export const reactionQueries = {
  byProblem: (problemId: string) =>
    queryOptions({
      queryKey: reactionKeys.byProblem(problemId),
      queryFn: () => fetchReactions(problemId),
    }),
};

/** Count of each reaction type and the given user's own reaction. */
export function summariseReactions(
  reactions: readonly Reaction[],
  userId: string | null | undefined,
): { counts: Record<ReactionType, number>; own: ReactionType | null } {
  const counts: Record<ReactionType, number> = { like: 0, love: 0, funny: 0 };
  let own: ReactionType | null = null;
  for (const reaction of reactions) {
    counts[reaction.reaction_type] += 1;
    if (userId && reaction.user_id === userId) own = reaction.reaction_type;
  }
  return { counts, own };
}

export function useToggleReaction(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reactionType: ReactionType) => toggleReaction(problemId, reactionType),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reactionKeys.byProblem(problemId) }),
  });
}

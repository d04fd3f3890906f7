import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import { REACTION_TYPES, type Narrowed, type ReactionType } from '@/lib/domain';
import { oneOf } from '@/lib/parse';
import { getSupabase } from '@/lib/supabase';
import { queryRoots } from '@/lib/query-keys';

export type Reaction = Pick<
  Narrowed<Tables<'reactions'>, { reaction_type: ReactionType }>,
  'user_id' | 'reaction_type'
>;

const TOGGLE_RESULTS = ['added', 'removed', 'updated'] as const;
export type ReactionToggleResult = (typeof TOGGLE_RESULTS)[number];

export async function fetchReactions(problemId: string): Promise<Reaction[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('reactions')
    .select('user_id, reaction_type')
    .eq('problem_id', problemId);
  return unwrap(result, 'Error fetching reactions').map((row) => ({
    ...row,
    reaction_type: oneOf(REACTION_TYPES)(row.reaction_type, 'reactions.reaction_type'),
  }));
}

/** The step of toggle_reaction that failed (its error hint) names the error context (docs/data-contract.md). */
const STEP_CONTEXTS: Record<string, string> = {
  add: 'Error adding reaction',
  remove: 'Error removing reaction',
  update: 'Error updating reaction',
};

/**
 * None → add; same type → remove; other type → change it. One call to the database function
 * public.toggle_reaction, which decides and writes in one transaction under the caller's policies.
 */
export async function toggleReaction(
  problemId: string,
  reactionType: ReactionType,
): Promise<ReactionToggleResult> {
  const supabase = await getSupabase();
  await requireUserId();
  const result = await supabase.rpc('toggle_reaction', {
    problem_id: problemId,
    reaction_type: reactionType,
  });
  const context = STEP_CONTEXTS[result.error?.hint ?? ''] ?? 'Error checking reaction';
  return oneOf(TOGGLE_RESULTS)(unwrap(result, context), 'toggle_reaction');
}

export const reactionKeys = {
  all: queryRoots.reactions,
  byProblem: (problemId: string) => [...queryRoots.reactions, 'problem', problemId] as const,
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

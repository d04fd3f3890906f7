import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

export const LEADERBOARD_SIZE = 20;

/** Columns of profiles that the public_profiles view passes through. */
export type LeaderboardEntry = Pick<
  Tables<'profiles'>,
  'id' | 'full_name' | 'avatar_url' | 'score' | 'problems_solved'
>;

/** Top students (role contestant) by score, then problems solved. */
export async function fetchLeaderboard(): Promise<LeaderboardEntry[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('public_profiles')
    .select('id, full_name, avatar_url, score, problems_solved')
    .eq('role', 'contestant')
    .order('score', { ascending: false })
    .order('problems_solved', { ascending: false })
    .limit(LEADERBOARD_SIZE);
  return unwrap<LeaderboardEntry[]>(result, 'Error fetching leaderboard');
}

export const leaderboardQueries = {
  top: () => queryOptions({ queryKey: ['leaderboard', 'top'] as const, queryFn: fetchLeaderboard }),
};

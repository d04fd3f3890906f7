import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import { getSupabase } from '@/lib/supabase';

export const LEADERBOARD_SIZE = 20;

export interface LeaderboardEntry {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  score: number;
  problems_solved: number;
}

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

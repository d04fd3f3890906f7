import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import { mapEarly, takeEarly, type EarlyRows } from '@/lib/early-data';
import { fields, listOf, nullable, num, text, type Parse } from '@/lib/parse';
import type { Tables } from '@/lib/database.types';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase';
import { LEADERBOARD_SELECT, LEADERBOARD_SIZE } from './request';

export { LEADERBOARD_SELECT, LEADERBOARD_SIZE };

/** Columns of profiles that the public_profiles view passes through. */
export type LeaderboardEntry = Pick<
  Tables<'profiles'>,
  'id' | 'full_name' | 'avatar_url' | 'score' | 'problems_solved'
>;

/** A row of LEADERBOARD_SELECT fetched early (before supabase-js), checked. */
const leaderboardEntry: Parse<LeaderboardEntry> = (value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    full_name: get('full_name', nullable(text)),
    avatar_url: get('avatar_url', nullable(text)),
    score: get('score', num),
    problems_solved: get('problems_solved', num),
  };
};

const earlyEntries = (early: EarlyRows) => listOf(leaderboardEntry)(early.rows, 'leaderboard');

/** Top students (role contestant) by score, then problems solved. */
export async function fetchLeaderboard(): Promise<LeaderboardEntry[]> {
  // Started by src/app/early-data.ts before this chunk loaded, when the page was opened directly.
  const early = await takeEarly('leaderboard');
  if (early) return earlyEntries(early);
  const supabase = await getSupabase();
  const result = await supabase
    .from('public_profiles')
    .select(LEADERBOARD_SELECT)
    .eq('role', 'contestant')
    .order('score', { ascending: false })
    .order('problems_solved', { ascending: false })
    .limit(LEADERBOARD_SIZE);
  return unwrap(result, 'Error fetching leaderboard');
}

/** The signed-in student's own row with their rank (ties share a place); null for others. */
export interface MyLeaderboardRank extends LeaderboardEntry {
  rank: number;
  /** Ranked students in all. */
  students: number;
}

export async function fetchMyRank(): Promise<MyLeaderboardRank | null> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('my_leaderboard_rank').maybeSingle();
  return unwrap(result, 'Error fetching leaderboard');
}

export const leaderboardKeys = {
  all: queryRoots.leaderboard,
  myRank: (userId: string) => [...queryRoots.leaderboard, 'me', userId] as const,
  top: () => [...queryRoots.leaderboard, 'top'] as const,
};

export const leaderboardQueries = {
  /** Keyed by the user: another account signed in on this tab never sees the last one's. */
  myRank: (userId: string) =>
    queryOptions({
      queryKey: leaderboardKeys.myRank(userId),
      queryFn: fetchMyRank,
    }),
  top: () =>
    queryOptions({
      queryKey: leaderboardKeys.top(),
      queryFn: fetchLeaderboard,
      // Rows fetched before this chunk loaded, if they are here: the first render shows them.
      initialData: () => mapEarly('leaderboard', earlyEntries),
    }),
};

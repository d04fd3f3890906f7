import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import { bool, fields, num } from '@/lib/parse';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase';

/** How many students the rated board lists. */
export const RATED_BOARD_SIZE = 20;

type RatingRow = Pick<Tables<'ratings'>, 'rating' | 'contests'> & {
  /** Fewer than the rated contests a rating needs to settle (a generated column: never null). */
  provisional: boolean;
};

/** A listed student's current rating (decision 0065). */
export type RatedEntry = RatingRow &
  Pick<Tables<'ratings'>, 'user_id'> & {
    profile: Pick<Tables<'public_profiles'>, 'full_name' | 'avatar_url'> | null;
  };

/** One finalised contest in a student's history, oldest first. */
export type RatingChange = Omit<Tables<'rating_changes'>, 'user_id'> & {
  contest: Pick<Tables<'contests'>, 'title'> | null;
};

/** What anyone may see of a student: never the e-mail (public_profiles has none). */
export type PublicProfile = Pick<
  Tables<'public_profiles'>,
  'id' | 'full_name' | 'avatar_url' | 'score' | 'problems_solved'
> & {
  rating: RatingRow | null;
  history: RatingChange[];
};

function nullOr(
  row: Pick<Tables<'ratings'>, 'rating' | 'contests' | 'provisional'> | null,
): RatingRow | null {
  return row ? settled(row) : null;
}

/** The generated column is typed nullable; it is computed from a non-null count. */
function settled<Row extends { provisional: boolean | null }>(
  row: Row,
): Omit<Row, 'provisional'> & { provisional: boolean } {
  return { ...row, provisional: row.provisional === true };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The top of the rated board: rating, then the id, so the order never shuffles. */
export async function fetchRatedBoard(): Promise<RatedEntry[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('ratings')
    .select(
      'user_id, rating, contests, provisional, profile:public_profiles!inner(full_name, avatar_url)',
    )
    .order('rating', { ascending: false })
    .order('user_id')
    .limit(RATED_BOARD_SIZE);
  return unwrap(result, 'Error fetching the rated leaderboard').map(settled);
}

/** A student's history of rated contests, oldest first. */
export async function fetchRatingHistory(userId: string): Promise<RatingChange[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('rating_changes')
    .select(
      'contest_id, place, total_marks, old_rating, new_rating, rated_at, contest:contests(title)',
    )
    .eq('user_id', userId)
    .order('rated_at')
    .order('contest_id');
  return unwrap(result, 'Error fetching the rating history');
}

/** A student's public profile; null when there is no listed student with that id. */
export async function fetchPublicProfile(userId: string): Promise<PublicProfile | null> {
  if (!UUID.test(userId)) return null;
  const supabase = await getSupabase();
  const [profile, rating, history] = await Promise.all([
    supabase
      .from('public_profiles')
      .select('id, full_name, avatar_url, score, problems_solved')
      .eq('id', userId)
      .eq('role', 'contestant')
      .maybeSingle(),
    supabase
      .from('ratings')
      .select('rating, contests, provisional')
      .eq('user_id', userId)
      .maybeSingle(),
    fetchRatingHistory(userId),
  ]);
  const row = unwrap(profile, 'Error fetching the profile');
  if (!row) return null;
  return {
    ...row,
    rating: nullOr(unwrap(rating, 'Error fetching the profile')),
    history,
  };
}

/** The signed-in student's own rating and history (their score and solved counts are on hand). */
export async function fetchMyRating(
  userId: string,
): Promise<Pick<PublicProfile, 'rating' | 'history'>> {
  const supabase = await getSupabase();
  const [rating, history] = await Promise.all([
    supabase
      .from('ratings')
      .select('rating, contests, provisional')
      .eq('user_id', userId)
      .maybeSingle(),
    fetchRatingHistory(userId),
  ]);
  return { rating: nullOr(unwrap(rating, 'Error fetching your rating')), history };
}

/** Finalises an ended contest (its instructor, admins): ratings move once (decision 0065). */
export async function finaliseContest(
  contestId: string,
): Promise<{ participants: number; already_finalised: boolean }> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('finalise_contest', { contest_id: contestId });
  const get = fields(unwrap(result, 'Error finalising the contest'), 'finalise_contest');
  return {
    participants: get('participants', num),
    already_finalised: get('already_finalised', bool),
  };
}

/** What staff see of a contest's ratings: its end, its creator and its finalisation, if any. */
export interface ContestRatingState {
  end_time: string;
  created_by: string | null;
  finalisation: { finalised_at: string; participants: number } | null;
}

export async function fetchContestRatingState(
  contestId: string,
): Promise<ContestRatingState | null> {
  if (!UUID.test(contestId)) return null;
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select('end_time, created_by, finalisation:contest_finalisations(finalised_at, participants)')
    .eq('id', contestId)
    .maybeSingle();
  return unwrap(result, 'Error fetching the contest ratings');
}

export const ratingKeys = {
  all: queryRoots.ratings,
  contest: (contestId: string) => [...queryRoots.ratings, 'contest', contestId] as const,
  board: () => [...queryRoots.ratings, 'board'] as const,
  history: (userId: string) => [...queryRoots.ratings, 'history', userId] as const,
  profile: (userId: string) => [...queryRoots.ratings, 'profile', userId] as const,
  mine: (userId: string) => [...queryRoots.ratings, 'mine', userId] as const,
};

export const ratingQueries = {
  board: () => queryOptions({ queryKey: ratingKeys.board(), queryFn: fetchRatedBoard }),
  history: (userId: string) =>
    queryOptions({
      queryKey: ratingKeys.history(userId),
      queryFn: () => fetchRatingHistory(userId),
    }),
  profile: (userId: string) =>
    queryOptions({
      queryKey: ratingKeys.profile(userId),
      queryFn: () => fetchPublicProfile(userId),
    }),
  mine: (userId: string) =>
    queryOptions({
      queryKey: ratingKeys.mine(userId),
      queryFn: () => fetchMyRating(userId),
    }),
  contest: (contestId: string) =>
    queryOptions({
      queryKey: ratingKeys.contest(contestId),
      queryFn: () => fetchContestRatingState(contestId),
    }),
};

export function useFinaliseContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finaliseContest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}

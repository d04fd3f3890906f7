import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase';

/** How many students the rated board lists. */
export const RATED_BOARD_SIZE = 20;

/** A listed student's current rating (decision 0065). */
export interface RatedEntry {
  user_id: string;
  rating: number;
  contests: number;
  provisional: boolean;
  profile: { full_name: string | null; avatar_url: string | null } | null;
}

/** One finalised contest in a student's history, oldest first. */
export interface RatingChange {
  contest_id: string;
  place: number;
  total_marks: number;
  old_rating: number;
  new_rating: number;
  rated_at: string;
  contest: { title: string } | null;
}

/** What anyone may see of a student: never the e-mail (public_profiles has none). */
export interface PublicProfile {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  score: number;
  problems_solved: number;
  rating: Omit<RatedEntry, 'profile' | 'user_id'> | null;
  history: RatingChange[];
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
  return unwrap<RatedEntry[]>(result, 'Error fetching the rated leaderboard');
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
  return unwrap<RatingChange[]>(result, 'Error fetching the rating history');
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
  const row = unwrap<Omit<PublicProfile, 'rating' | 'history'> | null>(
    profile,
    'Error fetching the profile',
  );
  if (!row) return null;
  return {
    ...row,
    rating: unwrap<PublicProfile['rating']>(rating, 'Error fetching the profile'),
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
  return { rating: unwrap<PublicProfile['rating']>(rating, 'Error fetching your rating'), history };
}

/** Finalises an ended contest (its instructor, admins): ratings move once (decision 0065). */
export async function finaliseContest(
  contestId: string,
): Promise<{ participants: number; already_finalised: boolean }> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('finalise_contest', { contest_id: contestId });
  return unwrap(result, 'Error finalising the contest');
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
  return unwrap<ContestRatingState | null>(result, 'Error fetching the contest ratings');
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

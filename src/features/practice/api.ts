import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { check, unwrap } from '@/lib/data';
import type { AnswerStatus, Difficulty, SolveStatus, Topic } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';
import { invalidateStatusQueries } from '@/lib/status-queries';
import { queryRoots } from '@/lib/query-keys';

export interface Hint {
  position: number;
  body: string;
  /** When the caller revealed it (null for staff, who see every hint). */
  revealed_at: string | null;
  /** The language of `body` when it is a translation (issue 26); absent or null: the original. */
  locale?: string | null;
}

export interface Solution {
  body: string;
  /** The language of `body` when it is a translation (issue 26); absent or null: the original. */
  locale?: string | null;
  attachment_path: string | null;
  public_after_contest: boolean;
}

/** What public.problem_practice returns: everything the practice panel of one problem shows. */
export interface ProblemPractice {
  status: SolveStatus | null;
  gave_up_at: string | null;
  /** The problem is in a running contest: hints and solution stay closed to non-staff. */
  locked: boolean;
  hint_count: number;
  hints: Hint[];
  can_reveal_hint: boolean;
  has_solution: boolean;
  solution: Solution | null;
  can_give_up: boolean;
  next_problem: { id: string; title: string; topic: Topic; difficulty: Difficulty } | null;
}

export interface ProgressCell {
  topic: Topic;
  difficulty: Difficulty;
  available: number;
  solved: number;
  attempted: number;
}

export interface ActivityItem {
  kind: 'answer' | 'give_up';
  problem_id: string;
  title: string;
  topic: Topic;
  difficulty: Difficulty;
  at: string;
  status: AnswerStatus | null;
  marks_awarded: number | null;
  marks: number;
}

export interface MyProgress {
  cells: ProgressCell[];
  recent: ActivityItem[];
}

/** One hint a student revealed before or after the answer a grader is looking at. */
export interface RevealedHint {
  answer_id: string;
  hint_number: number;
  body: string;
  revealed_at: string;
  before_answer: boolean;
}

/** The save payload keys of the solution and hints (see private.apply_problem_solution). */
export interface SolutionPayload {
  solution?: {
    body: string;
    attachment_path?: string | null;
    public_after_contest?: boolean;
  } | null;
  hints?: string[];
}

const NOTHING_EARNED: ProblemPractice = {
  status: null,
  gave_up_at: null,
  locked: false,
  hint_count: 0,
  hints: [],
  can_reveal_hint: false,
  has_solution: false,
  solution: null,
  can_give_up: false,
  next_problem: null,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `locale`: the reader's language (issue 26); each revealed hint and the solution come in it
 * when translated, under the same rules as the originals. Null: the originals.
 */
export async function fetchProblemPractice(
  problemId: string,
  locale: string | null = null,
): Promise<ProblemPractice> {
  const supabase = await getSupabase();
  const result = await supabase.rpc(
    'problem_practice',
    locale ? { problem_id: problemId, locale } : { problem_id: problemId },
  );
  const data = unwrap<unknown>(result, 'Error fetching practice state');
  return isObject(data) ? { ...NOTHING_EARNED, ...data } : NOTHING_EARNED;
}

export async function revealNextHint(problemId: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.rpc('reveal_next_hint', { problem_id: problemId }), 'Error revealing hint');
}

export async function giveUpProblem(problemId: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.rpc('give_up_problem', { problem_id: problemId }), 'Error giving up');
}

export async function fetchMyProgress(): Promise<MyProgress> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('my_progress');
  const data = unwrap<unknown>(result, 'Error fetching progress');
  return {
    cells: isObject(data) && Array.isArray(data.cells) ? (data.cells as ProgressCell[]) : [],
    recent: isObject(data) && Array.isArray(data.recent) ? (data.recent as ActivityItem[]) : [],
  };
}

/** Graders: the hints revealed by the students of these answers (one request per page). */
export async function fetchHintRevealsForAnswers(
  answerIds: readonly string[],
): Promise<RevealedHint[]> {
  if (answerIds.length === 0) return [];
  const supabase = await getSupabase();
  const result = await supabase.rpc('hint_reveals_for_answers', { answer_ids: [...answerIds] });
  return unwrap<RevealedHint[]>(result, 'Error fetching revealed hints');
}

export const practiceKeys = {
  all: queryRoots.practice,
  problem: (problemId: string, userId: string | null, locale: string | null = null) =>
    [...queryRoots.practice, 'problem', problemId, userId, locale] as const,
  progress: (userId: string) => [...queryRoots.practice, 'progress', userId] as const,
  revealedHints: (answerIds: readonly string[]) =>
    [...queryRoots.practice, 'revealed-hints', [...answerIds].sort()] as const,
};

export const practiceQueries = {
  /**
   * `userId` keys the cache per user; the call itself reads the session. `locale`: hints and
   * solution in that language where translated (null: the originals).
   */
  problem: (problemId: string, userId: string | null, locale: string | null = null) =>
    queryOptions({
      queryKey: practiceKeys.problem(problemId, userId, locale),
      queryFn: () => fetchProblemPractice(problemId, locale),
    }),
  progress: (userId: string) =>
    queryOptions({ queryKey: practiceKeys.progress(userId), queryFn: fetchMyProgress }),
  revealedHints: (answerIds: readonly string[]) =>
    queryOptions({
      queryKey: practiceKeys.revealedHints(answerIds),
      queryFn: () => fetchHintRevealsForAnswers(answerIds),
    }),
};

export const useRevealNextHint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealNextHint,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
  });
};

export const useGiveUpProblem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveUpProblem,
    // A give-up changes the problem's status everywhere; spoiler comments open with it.
    onSuccess: () => void invalidateStatusQueries(queryClient),
  });
};

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { check, unwrap, type Returns } from '@/lib/data';
import {
  ANSWER_STATUSES,
  DIFFICULTIES,
  SOLVE_STATUSES,
  TOPICS,
  type AnswerStatus,
  type Difficulty,
  type SolveStatus,
  type Topic,
} from '@/lib/domain';
import {
  bool,
  fields,
  listOf,
  nullable,
  num,
  oneOf,
  optional,
  text,
  type Parse,
} from '@/lib/parse';
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

const ACTIVITY_KINDS = ['answer', 'give_up'] as const;

export interface ActivityItem {
  kind: (typeof ACTIVITY_KINDS)[number];
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
export type RevealedHint = Returns<'hint_reveals_for_answers'>[number];

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

const topic = oneOf(TOPICS);
const difficulty = oneOf(DIFFICULTIES);

const hint: Parse<Hint> = (value, path) => {
  const get = fields(value, path);
  return {
    position: get('position', num),
    body: get('body', text),
    revealed_at: get('revealed_at', nullable(text)),
    locale: get('locale', optional(nullable(text))),
  };
};

const solution: Parse<Solution> = (value, path) => {
  const get = fields(value, path);
  return {
    body: get('body', text),
    locale: get('locale', optional(nullable(text))),
    attachment_path: get('attachment_path', nullable(text)),
    public_after_contest: get('public_after_contest', bool),
  };
};

const nextProblem: Parse<ProblemPractice['next_problem']> = nullable((value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    title: get('title', text),
    topic: get('topic', topic),
    difficulty: get('difficulty', difficulty),
  };
});

/** public.problem_practice's JSON; a key it leaves out (a visitor's answer) keeps its default. */
export const parseProblemPractice: Parse<ProblemPractice> = (value, path) => {
  if (value === null) return NOTHING_EARNED;
  const get = fields(value, path);
  const or = <T>(key: keyof ProblemPractice, parse: Parse<T>, fallback: T): T =>
    get(key, optional(parse)) ?? fallback;
  const d = NOTHING_EARNED;
  return {
    status: or('status', nullable(oneOf(SOLVE_STATUSES)), d.status),
    gave_up_at: or('gave_up_at', nullable(text), d.gave_up_at),
    locked: or('locked', bool, d.locked),
    hint_count: or('hint_count', num, d.hint_count),
    hints: or('hints', listOf(hint), d.hints),
    can_reveal_hint: or('can_reveal_hint', bool, d.can_reveal_hint),
    has_solution: or('has_solution', bool, d.has_solution),
    solution: or('solution', nullable(solution), d.solution),
    can_give_up: or('can_give_up', bool, d.can_give_up),
    next_problem: or('next_problem', nextProblem, d.next_problem),
  };
};

const progressCell: Parse<ProgressCell> = (value, path) => {
  const get = fields(value, path);
  return {
    topic: get('topic', topic),
    difficulty: get('difficulty', difficulty),
    available: get('available', num),
    solved: get('solved', num),
    attempted: get('attempted', num),
  };
};

const activityItem: Parse<ActivityItem> = (value, path) => {
  const get = fields(value, path);
  return {
    kind: get('kind', oneOf(ACTIVITY_KINDS)),
    problem_id: get('problem_id', text),
    title: get('title', text),
    topic: get('topic', topic),
    difficulty: get('difficulty', difficulty),
    at: get('at', text),
    status: get('status', nullable(oneOf(ANSWER_STATUSES))),
    marks_awarded: get('marks_awarded', nullable(num)),
    marks: get('marks', num),
  };
};

/** public.my_progress's JSON: the topic × difficulty cells and the recent activity. */
export const parseMyProgress: Parse<MyProgress> = (value, path) => {
  const get = fields(value, path);
  return {
    cells: get('cells', optional(listOf(progressCell))) ?? [],
    recent: get('recent', optional(listOf(activityItem))) ?? [],
  };
};

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
  return parseProblemPractice(unwrap(result, 'Error fetching practice state'), 'problem_practice');
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
  return parseMyProgress(unwrap(result, 'Error fetching progress'), 'my_progress');
}

/** Graders: the hints revealed by the students of these answers (one request per page). */
export async function fetchHintRevealsForAnswers(
  answerIds: readonly string[],
): Promise<RevealedHint[]> {
  if (answerIds.length === 0) return [];
  const supabase = await getSupabase();
  const result = await supabase.rpc('hint_reveals_for_answers', { answer_ids: [...answerIds] });
  return unwrap(result, 'Error fetching revealed hints');
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

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap, check } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import type { AnswerStatus, Narrowed } from '@/lib/domain';
import { fetchPage, type Paged } from '@/lib/paging';
import { getSupabase } from '@/lib/supabase';

export type Answer = Narrowed<Tables<'answers'>, { status: AnswerStatus }>;

type ProblemTitle = Pick<Tables<'problems'>, 'id' | 'title'>;

export type Submission = Pick<Answer, 'id' | 'submitted_at' | 'status'> & {
  problems: ProblemTitle | null;
};

export type GradingQueueItem = Pick<Answer, 'id' | 'content' | 'status' | 'submitted_at'> & {
  /** Only the recently graded list asks for it. */
  graded_at?: Answer['graded_at'];
  problem: ProblemTitle | null;
  student: Pick<Tables<'profiles'>, 'full_name'> | null;
};

/** Records (and, when the problem has a key, auto-grades) the signed-in student's answer. */
export async function submitAnswer(problemId: string, content: string): Promise<Answer> {
  const supabase = await getSupabase();
  await requireUserId();
  const result = await supabase.rpc('submit_answer', { problem_id: problemId, content }).single();
  return unwrap<Answer>(result, 'Error submitting answer');
}

export async function fetchMySubmissions(): Promise<Submission[]> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const result = await supabase
    .from('answers')
    .select('id, submitted_at, status, problems(id, title)')
    .eq('user_id', userId)
    .order('submitted_at', { ascending: false });
  return unwrap<Submission[]>(result, 'Error fetching submissions');
}

// The paging helper moved to src/lib/paging.ts; re-exported for code that imports it from here.
export { fetchPage, type Paged } from '@/lib/paging';

const GRADING_SELECT =
  'id, content, status, submitted_at, problem:problems(id, title), student:public_profiles!user_id(full_name)';
/** Each answer is a card with typeset math, so a grading page is shorter than an admin list. */
export const GRADING_PAGE_SIZE = 10;

export type GradingPage = Paged<GradingQueueItem>;

/** Answers waiting for a grader, oldest first, one page. */
export async function fetchGradingQueue(page = 1): Promise<GradingPage> {
  const supabase = await getSupabase();
  return fetchPage<GradingQueueItem>(
    page,
    (from, to) =>
      supabase
        .from('answers')
        .select(GRADING_SELECT, { count: 'exact' })
        .eq('status', 'submitted')
        .order('submitted_at', { ascending: true })
        .order('id')
        .range(from, to),
    'Error fetching grading queue',
    GRADING_PAGE_SIZE,
  );
}

/** Graded answers, newest grade first, one page, so a grade can be changed later. */
export async function fetchRecentlyGraded(page = 1): Promise<GradingPage> {
  const supabase = await getSupabase();
  return fetchPage<GradingQueueItem>(
    page,
    (from, to) =>
      supabase
        .from('answers')
        .select(`${GRADING_SELECT}, graded_at`, { count: 'exact' })
        .in('status', ['correct', 'incorrect'])
        .order('graded_at', { ascending: false, nullsFirst: false })
        .order('id')
        .range(from, to),
    'Error fetching graded answers',
    GRADING_PAGE_SIZE,
  );
}

export async function gradeAnswer(answerId: string, status: AnswerStatus): Promise<Answer> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('grade_answer', { answer_id: answerId, status }).single();
  return unwrap<Answer>(result, 'Error grading answer');
}

export async function setAnswerKey(problemId: string, answers: string[]): Promise<void> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('set_answer_key', { problem_id: problemId, answers });
  check(result, 'Error setting answer key');
}

export const answerKeys = {
  all: ['answers'] as const,
  mine: (userId: string) => ['answers', 'mine', userId] as const,
  gradingQueue: (page: number) => ['answers', 'grading-queue', page] as const,
  recentlyGraded: (page: number) => ['answers', 'recently-graded', page] as const,
};

export const answerQueries = {
  /** `userId` keys the cache per user; the fetch itself reads the session. */
  mine: (userId: string) =>
    queryOptions({ queryKey: answerKeys.mine(userId), queryFn: fetchMySubmissions }),
  /** The previous page stays on screen while the next one loads. */
  gradingQueue: (page = 1) =>
    queryOptions({
      queryKey: answerKeys.gradingQueue(page),
      queryFn: () => fetchGradingQueue(page),
      placeholderData: keepPreviousData,
    }),
  recentlyGraded: (page = 1) =>
    queryOptions({
      queryKey: answerKeys.recentlyGraded(page),
      queryFn: () => fetchRecentlyGraded(page),
      placeholderData: keepPreviousData,
    }),
};

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ problemId, content }: { problemId: string; content: string }) =>
      submitAnswer(problemId, content),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: answerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}

export function useGradeAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, status }: { answerId: string; status: AnswerStatus }) =>
      gradeAnswer(answerId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answerKeys.all }),
  });
}

export function useSetAnswerKey() {
  return useMutation({
    mutationFn: ({ problemId, answers }: { problemId: string; answers: string[] }) =>
      setAnswerKey(problemId, answers),
  });
}

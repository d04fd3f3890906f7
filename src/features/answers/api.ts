import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap, check } from '@/lib/data';
import type { AnswerStatus } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

export interface Answer {
  id: string;
  problem_id: string;
  user_id: string;
  content: string;
  status: AnswerStatus;
  submitted_at: string;
  graded_by: string | null;
  graded_at: string | null;
}

export interface Submission {
  id: string;
  submitted_at: string;
  status: AnswerStatus;
  problems: { id: string; title: string } | null;
}

export interface GradingQueueItem {
  id: string;
  content: string;
  status: AnswerStatus;
  submitted_at: string;
  /** Only the recently graded list asks for it. */
  graded_at?: string | null;
  problem: { id: string; title: string } | null;
  student: { full_name: string | null } | null;
}

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

const GRADING_SELECT =
  'id, content, status, submitted_at, problem:problems(id, title), student:public_profiles!user_id(full_name)';
export const RECENTLY_GRADED_LIMIT = 20;

/** Answers waiting for a grader, oldest first. */
export async function fetchGradingQueue(): Promise<GradingQueueItem[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('answers')
    .select(GRADING_SELECT)
    .eq('status', 'submitted')
    .order('submitted_at', { ascending: true });
  return unwrap<GradingQueueItem[]>(result, 'Error fetching grading queue');
}

/** The latest graded answers, newest grade first, so a grade can be changed later. */
export async function fetchRecentlyGraded(): Promise<GradingQueueItem[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('answers')
    .select(`${GRADING_SELECT}, graded_at`)
    .in('status', ['correct', 'incorrect'])
    .order('graded_at', { ascending: false, nullsFirst: false })
    .limit(RECENTLY_GRADED_LIMIT);
  return unwrap<GradingQueueItem[]>(result, 'Error fetching graded answers');
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
  gradingQueue: () => ['answers', 'grading-queue'] as const,
  recentlyGraded: () => ['answers', 'recently-graded'] as const,
};

export const answerQueries = {
  /** `userId` keys the cache per user; the fetch itself reads the session. */
  mine: (userId: string) =>
    queryOptions({ queryKey: answerKeys.mine(userId), queryFn: fetchMySubmissions }),
  gradingQueue: () =>
    queryOptions({ queryKey: answerKeys.gradingQueue(), queryFn: fetchGradingQueue }),
  recentlyGraded: () =>
    queryOptions({ queryKey: answerKeys.recentlyGraded(), queryFn: fetchRecentlyGraded }),
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

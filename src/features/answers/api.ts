import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap, callArgs, type Returns } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import {
  ANSWER_STATUSES,
  TOPICS,
  type AnswerStatus,
  type Narrowed,
  type Topic,
} from '@/lib/domain';
import {
  anything,
  bool,
  fields,
  nullable,
  num,
  oneOf,
  optional,
  text,
  type Parse,
} from '@/lib/parse';
import { fetchPage, type Paged } from '@/lib/paging';
import { getSupabase } from '@/lib/supabase';
import { invalidateStatusQueries } from '@/lib/status-queries';
import type { NoteDraft } from './pages-api';
import { queryRoots } from '@/lib/query-keys';

/** An answer row, its status narrowed to ANSWER_STATUSES. */
export type Answer = Narrowed<Tables<'answers'>, { status: AnswerStatus }>;

const answerStatus = oneOf(ANSWER_STATUSES);

/** Narrows the status of an answers row as supabase-js types it (generic over the columns read). */
export function withAnswerStatus<Row extends { status: string }>(
  row: Row,
): Omit<Row, 'status'> & { status: AnswerStatus } {
  return { ...row, status: answerStatus(row.status, 'answers.status') };
}

type AnswerGrade = Pick<Answer, 'id' | 'submitted_at' | 'status' | 'marks_awarded' | 'feedback'>;

export type Submission = AnswerGrade &
  Pick<Answer, 'page_count'> & {
    problems: Pick<Tables<'problems'>, 'id' | 'title' | 'marks'> | null;
  };

/** One of the signed-in student's answers to one problem, with its grade. */
export type Attempt = AnswerGrade &
  Pick<Answer, 'content' | 'graded_at' | 'page_count' | 'sealed_until'>;

export type GradingQueueItem = AnswerGrade &
  Pick<Answer, 'content' | 'graded_at' | 'grade_version' | 'page_count'> & {
    problem:
      | (Pick<Tables<'problems'>, 'id' | 'title' | 'marks'> & {
          topic: Topic;
          content: { body: string };
        })
      | null;
    student: PublicProfileName | null;
    grader: PublicProfileName | null;
  };

type PublicProfileName = Pick<Tables<'public_profiles'>, 'full_name'>;

const profileName: Parse<PublicProfileName> = (value, path) => ({
  full_name: fields(value, path)('full_name', nullable(text)),
});

/**
 * A grading-queue row. The select string is built from the filters (inner joins), so
 * supabase-js cannot type it: every field is checked here.
 */
const gradingQueueItem: Parse<GradingQueueItem> = (value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    content: get('content', text),
    status: get('status', answerStatus),
    submitted_at: get('submitted_at', text),
    graded_at: get('graded_at', nullable(text)),
    marks_awarded: get('marks_awarded', nullable(num)),
    feedback: get('feedback', nullable(text)),
    grade_version: get('grade_version', num),
    page_count: get('page_count', num),
    problem: get(
      'problem',
      nullable((problem, at) => {
        const read = fields(problem, at);
        return {
          id: read('id', text),
          title: read('title', text),
          marks: read('marks', num),
          topic: read('topic', oneOf(TOPICS)),
          content: { body: fields(read('content', anything), `${at}.content`)('body', text) },
        };
      }),
    ),
    student: get('student', nullable(profileName)),
    grader: get('grader', nullable(profileName)),
  };
};

/** The queue's filters, as they sit in the /grading URL. */
export interface GradingFilters {
  problemId?: string;
  contestId?: string;
  topic?: Topic;
  /** A class assignment's problems, answered by the members of `classId` (decision 0050). */
  assignmentId?: string;
  classId?: string;
  studentId?: string;
}

export type GradeHistoryEntry = Pick<
  Tables<'answer_grade_history'>,
  'id' | 'changed_at' | 'previous_marks' | 'new_marks' | 'new_feedback'
> & {
  reason: 'grade' | 'regrade';
  previous_status: AnswerStatus;
  new_status: AnswerStatus;
  changer: PublicProfileName | null;
};

export type QueueProblem = Narrowed<Returns<'grading_queue_problems'>[number], { topic: Topic }>;

/** The answer box of one problem for the signed-in student (public.my_answer_state). */
export interface AnswerState {
  /** Else answers are proofs, read by a grader. */
  has_key: boolean;
  /** Wrong key-graded answers allowed per problem; the database refuses the next one. */
  attempt_cap: number;
  wrong_attempts: number;
  /** While answers to this problem are held until an end: that end (decision 0063). */
  results_at?: string | null;
  /** The caller's answer held for that end: the last one sent, the one that counts. */
  received?: { id: string; content: string; submitted_at: string; results_at: string } | null;
}

const answerState: Parse<AnswerState> = (value, path) => {
  const get = fields(value, path);
  return {
    has_key: get('has_key', bool),
    attempt_cap: get('attempt_cap', num),
    wrong_attempts: get('wrong_attempts', num),
    results_at: get('results_at', optional(nullable(text))),
    received: get(
      'received',
      optional(
        nullable((received, at) => {
          const read = fields(received, at);
          return {
            id: read('id', text),
            content: read('content', text),
            submitted_at: read('submitted_at', text),
            results_at: read('results_at', text),
          };
        }),
      ),
    ),
  };
};

export async function fetchMyAnswerState(problemId: string): Promise<AnswerState> {
  const supabase = await getSupabase();
  await requireUserId();
  const result = await supabase.rpc('my_answer_state', { problem_id: problemId });
  return answerState(unwrap(result, 'Error fetching your attempts'), 'my_answer_state');
}

/**
 * Records (and, when the problem has a key, auto-grades) the signed-in student's answer, once:
 * the submission's key makes a resend (an answer that waited for the connection, a retry whose
 * reply was lost) return the first answer instead of recording a second (issue 27). The database
 * function is submit_answer_pages with no pages, which calls submit_answer.
 */
export async function submitAnswer(
  problemId: string,
  content: string,
  requestKey: string = crypto.randomUUID(),
): Promise<RecordedAnswer> {
  const supabase = await getSupabase();
  await requireUserId();
  const result = await supabase
    .rpc('submit_answer_pages', {
      problem_id: problemId,
      content,
      idempotency_key: requestKey,
      pages: [],
    })
    // A function returning one row (not a set): supabase-js types .single() of it as never.
    .single<Returns<'submit_answer_pages'>>();
  return withAnswerStatus(unwrap(result, 'Error submitting answer'));
}

/** The recorded row: `contest_id` is null when it counted as practice (e.g. after the end). */
export type RecordedAnswer = Answer;

export async function fetchMySubmissions(): Promise<Submission[]> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const result = await supabase
    .from('answers')
    .select(
      'id, submitted_at, status, marks_awarded, feedback, page_count, problems(id, title, marks)',
    )
    .eq('user_id', userId)
    .order('submitted_at', { ascending: false });
  return unwrap(result, 'Error fetching submissions').map(withAnswerStatus);
}

/** The signed-in student's answers to one problem, newest first. */
export async function fetchMyAttempts(problemId: string): Promise<Attempt[]> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const result = await supabase
    .from('answers')
    .select(
      'id, content, status, submitted_at, graded_at, marks_awarded, feedback, page_count, sealed_until',
    )
    .eq('user_id', userId)
    .eq('problem_id', problemId)
    .order('submitted_at', { ascending: false })
    .limit(50);
  return unwrap(result, 'Error fetching your attempts').map(withAnswerStatus);
}

/** The problem is an inner join so the topic and contest filters can narrow the answers. */
function gradingSelect(filters: GradingFilters): string {
  const contest = filters.contestId ? ', contest_problems!inner(contest_id)' : '';
  const assignment = filters.assignmentId ? ', assignment_problems!inner(assignment_id)' : '';
  const member = filters.classId
    ? '!inner(full_name, class_members!inner(class_id, status))'
    : '(full_name)';
  return (
    'id, content, status, submitted_at, graded_at, marks_awarded, feedback, grade_version, page_count, ' +
    `problem:problems!inner(id, title, marks, topic, content${contest}${assignment}), ` +
    `student:public_profiles!user_id${member}, grader:public_profiles!graded_by(full_name)`
  );
}

/** Each answer is a card with typeset math, so a grading page is shorter than an admin list. */
export const GRADING_PAGE_SIZE = 10;

export type GradingPage = Paged<GradingQueueItem>;

function applyFilters<Q extends { eq: (column: string, value: string) => Q }>(
  query: Q,
  filters: GradingFilters,
): Q {
  let next = query;
  if (filters.problemId) next = next.eq('problem_id', filters.problemId);
  if (filters.topic) next = next.eq('problem.topic', filters.topic);
  if (filters.contestId) next = next.eq('problem.contest_problems.contest_id', filters.contestId);
  if (filters.assignmentId)
    next = next.eq('problem.assignment_problems.assignment_id', filters.assignmentId);
  if (filters.classId)
    next = next
      .eq('student.class_members.class_id', filters.classId)
      .eq('student.class_members.status', 'active');
  if (filters.studentId) next = next.eq('user_id', filters.studentId);
  return next;
}

/** Answers waiting for a grader, oldest first, one page. */
export async function fetchGradingQueue(
  page = 1,
  filters: GradingFilters = {},
): Promise<GradingPage> {
  const supabase = await getSupabase();
  return fetchPage(
    page,
    (from, to) =>
      applyFilters(
        supabase
          .from('answers')
          .select(gradingSelect(filters), { count: 'exact' })
          .eq('status', 'submitted'),
        filters,
      )
        .order('submitted_at', { ascending: true })
        .order('id')
        .range(from, to),
    'Error fetching grading queue',
    GRADING_PAGE_SIZE,
    (row: unknown, index) => gradingQueueItem(row, `answers[${index}]`),
  );
}

/** Graded answers, newest grade first, one page, so a grade can be changed later. */
export async function fetchRecentlyGraded(
  page = 1,
  filters: GradingFilters = {},
): Promise<GradingPage> {
  const supabase = await getSupabase();
  return fetchPage(
    page,
    (from, to) =>
      applyFilters(
        supabase
          .from('answers')
          .select(gradingSelect(filters), { count: 'exact' })
          .in('status', ['correct', 'incorrect', 'partial']),
        filters,
      )
        .order('graded_at', { ascending: false, nullsFirst: false })
        .order('id')
        .range(from, to),
    'Error fetching graded answers',
    GRADING_PAGE_SIZE,
    (row: unknown, index) => gradingQueueItem(row, `answers[${index}]`),
  );
}

/** Problems with waiting answers, for the queue's problem filter. */
export async function fetchQueueProblems(): Promise<QueueProblem[]> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('grading_queue_problems');
  return unwrap(result, 'Error fetching the problems to grade').map((row) => ({
    ...row,
    topic: oneOf(TOPICS)(row.topic, 'grading_queue_problems.topic'),
  }));
}

export type ContestOption = Pick<Tables<'contests'>, 'id' | 'title'>;

const GRADE_REASONS = ['grade', 'regrade'] as const;

/** Contests for the queue's contest filter, newest first. */
export async function fetchContestOptions(): Promise<ContestOption[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select('id, title')
    .order('start_time', { ascending: false })
    .limit(200);
  return unwrap(result, 'Error fetching contests');
}

/** Every grade an answer had, newest first (graders only; students read none). */
export async function fetchGradeHistory(answerId: string): Promise<GradeHistoryEntry[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('answer_grade_history')
    .select(
      'id, changed_at, reason, previous_status, previous_marks, new_status, new_marks, new_feedback, changer:public_profiles!changed_by(full_name)',
    )
    .eq('answer_id', answerId)
    .order('changed_at', { ascending: false })
    .limit(50);
  return unwrap(result, 'Error fetching the grade history').map((row) => ({
    ...row,
    reason: oneOf(GRADE_REASONS)(row.reason, 'answer_grade_history.reason'),
    previous_status: answerStatus(row.previous_status, 'answer_grade_history.previous_status'),
    new_status: answerStatus(row.new_status, 'answer_grade_history.new_status'),
  }));
}

export interface GradeInput {
  answerId: string;
  /** 0..the problem's marks; null sends the answer back to the queue. */
  marks: number | null;
  feedback: string | null;
  /** The grade_version the grader saw: a grade saved by someone else since is refused. */
  expectedVersion: number;
  /** The notes on the answer's pages (issue 20), saved with the grade when given. */
  notes?: NoteDraft[];
}

/** PostgREST's status for the database's 'PT409': the answer was graded by someone else meanwhile. */
export const GRADED_MEANWHILE_CODE = 'PT409';

export async function gradeAnswer({
  answerId,
  marks,
  feedback,
  expectedVersion,
  notes,
}: GradeInput): Promise<Answer> {
  if (notes && marks !== null) {
    const { gradeAnswerWithNotes } = await import('./pages-api');
    return await gradeAnswerWithNotes({ answerId, marks, feedback, expectedVersion, notes });
  }
  const supabase = await getSupabase();
  const result = await supabase
    .rpc(
      'grade_answer',
      callArgs('grade_answer', {
        answer_id: answerId,
        marks,
        feedback,
        expected_version: expectedVersion,
      }),
    )
    .single<Returns<'grade_answer'>>();
  return withAnswerStatus(unwrap(result, 'Error grading answer'));
}

export const answerKeys = {
  all: queryRoots.answers,
  mine: (userId: string) => [...queryRoots.answers, 'mine', userId] as const,
  attempts: (userId: string, problemId: string) =>
    [...queryRoots.answers, 'attempts', userId, problemId] as const,
  state: (userId: string, problemId: string) =>
    [...queryRoots.answers, 'state', userId, problemId] as const,
  gradingQueue: (page: number, filters: GradingFilters) =>
    [...queryRoots.answers, 'grading-queue', page, filters] as const,
  recentlyGraded: (page: number, filters: GradingFilters) =>
    [...queryRoots.answers, 'recently-graded', page, filters] as const,
  queueProblems: () => [...queryRoots.answers, 'queue-problems'] as const,
  contestOptions: () => [...queryRoots.answers, 'contest-options'] as const,
  history: (answerId: string) => [...queryRoots.answers, 'history', answerId] as const,
  takesPages: (problemId: string) => [...queryRoots.answers, 'takes-pages', problemId] as const,
  pages: (answerId: string) => [...queryRoots.answers, 'pages', answerId] as const,
  notes: (answerId: string) => [...queryRoots.answers, 'notes', answerId] as const,
};

export const answerQueries = {
  /** `userId` keys the cache per user; the fetch itself reads the session. */
  mine: (userId: string) =>
    queryOptions({ queryKey: answerKeys.mine(userId), queryFn: fetchMySubmissions }),
  attempts: (userId: string, problemId: string) =>
    queryOptions({
      queryKey: answerKeys.attempts(userId, problemId),
      queryFn: () => fetchMyAttempts(problemId),
    }),
  state: (userId: string, problemId: string) =>
    queryOptions({
      queryKey: answerKeys.state(userId, problemId),
      queryFn: () => fetchMyAnswerState(problemId),
    }),
  /** The previous page stays on screen while the next one loads. */
  gradingQueue: (page = 1, filters: GradingFilters = {}) =>
    queryOptions({
      queryKey: answerKeys.gradingQueue(page, filters),
      queryFn: () => fetchGradingQueue(page, filters),
      placeholderData: keepPreviousData,
    }),
  recentlyGraded: (page = 1, filters: GradingFilters = {}) =>
    queryOptions({
      queryKey: answerKeys.recentlyGraded(page, filters),
      queryFn: () => fetchRecentlyGraded(page, filters),
      placeholderData: keepPreviousData,
    }),
  queueProblems: () =>
    queryOptions({ queryKey: answerKeys.queueProblems(), queryFn: fetchQueueProblems }),
  contestOptions: () =>
    queryOptions({
      queryKey: answerKeys.contestOptions(),
      queryFn: fetchContestOptions,
      staleTime: 5 * 60_000,
    }),
  history: (answerId: string) =>
    queryOptions({
      queryKey: answerKeys.history(answerId),
      queryFn: () => fetchGradeHistory(answerId),
    }),
};

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      problemId,
      content,
      key,
    }: {
      problemId: string;
      content: string;
      key: string;
    }) => submitAnswer(problemId, content, key),
    onSuccess: () => void invalidateStatusQueries(queryClient),
    // A refusal (the attempt cap reached meanwhile, a give-up in another tab) changes the box too.
    onError: () => void queryClient.invalidateQueries({ queryKey: answerKeys.all }),
  });
}

export function useGradeAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeAnswer,
    // A grade moves the student's status and score wherever this grader sees them too.
    onSettled: () => invalidateStatusQueries(queryClient),
  });
}

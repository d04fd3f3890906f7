import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callArgs, problemsInOrder, requireUserId, unwrap, type Result } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import { DIFFICULTIES, TOPICS, type Difficulty, type Narrowed, type Topic } from '@/lib/domain';
import { bool, fields, listOf, nullable, num, oneOf, text, type Parse } from '@/lib/parse';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { queryRoots } from '@/lib/query-keys';

export type ClassRow = Tables<'classes'>;

const MEMBER_STATUSES = ['pending', 'active', 'removed'] as const;
const ASSIGNMENT_KINDS = ['problems', 'contest'] as const;
const JOIN_STATUSES = ['active', 'pending'] as const;

export interface ClassPerson {
  user_id: string;
  status?: (typeof MEMBER_STATUSES)[number];
  joined_at?: string;
  person: Pick<Tables<'public_profiles'>, 'full_name'> | null;
}

/** An assignment row, its kind narrowed. */
export type Assignment = Narrowed<
  Pick<
    Tables<'assignments'>,
    'id' | 'class_id' | 'title' | 'kind' | 'contest_id' | 'opens_at' | 'due_at'
  >,
  { kind: (typeof ASSIGNMENT_KINDS)[number] }
>;

const assignmentKind = oneOf(ASSIGNMENT_KINDS);

function toAssignment<Row extends { kind: string }>(row: Row) {
  return { ...row, kind: assignmentKind(row.kind, 'assignments.kind') };
}

export interface AssignmentProblem {
  position: number;
  problem_id: string;
  /** Null when the reader may not see the problem (yet). */
  problem: Pick<Tables<'problems'>, 'id' | 'title' | 'marks' | 'topic' | 'difficulty'> | null;
}

export type MyAnswer = Pick<
  Tables<'answers'>,
  'problem_id' | 'marks_awarded' | 'status' | 'submitted_at'
>;

export interface AssignmentDetail {
  assignment: Assignment & { class: { id: string; name: string } | null };
  problems: AssignmentProblem[];
  /** The reader's own answers to these problems, newest first. */
  answers: MyAnswer[];
  givenUp: string[];
}

export interface DueSoonItem {
  id: string;
  class_id: string;
  class_name: string;
  title: string;
  opens_at: string;
  due_at: string;
  problems: number;
  done: number;
}

export interface DueSoon {
  now: string;
  assignments: DueSoonItem[];
}

export interface MatrixCell {
  user_id: string;
  problem_id: string;
  best: number | null;
  attempts: number;
  wrong: number;
  waiting: number;
  hints: number;
  gave_up: boolean;
  first_at: string | null;
  last_at: string | null;
  late: boolean;
  answer_id: string | null;
}

export interface Matrix {
  now: string;
  assignment: Assignment & { class_name: string };
  problems: { id: string; position: number; title: string; marks: number }[];
  students: {
    id: string;
    full_name: string | null;
    joined_at: string;
    last_activity: string | null;
  }[];
  cells: MatrixCell[];
}

export type JoinResult =
  | { status: (typeof JOIN_STATUSES)[number]; class_id: string; name: string }
  | { status: 'wrong_code'; attempts_left: number };

/** public.join_class's JSON. */
export const parseJoinResult: Parse<JoinResult> = (value, path) => {
  const get = fields(value, path);
  if (get('status', text) === 'wrong_code') {
    return { status: 'wrong_code', attempts_left: get('attempts_left', num) };
  }
  return {
    status: get('status', oneOf(JOIN_STATUSES)),
    class_id: get('class_id', text),
    name: get('name', text),
  };
};

const dueSoonItem: Parse<DueSoonItem> = (value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    class_id: get('class_id', text),
    class_name: get('class_name', text),
    title: get('title', text),
    opens_at: get('opens_at', text),
    due_at: get('due_at', text),
    problems: get('problems', num),
    done: get('done', num),
  };
};

/** public.my_due_soon's JSON. */
export const parseDueSoon: Parse<DueSoon> = (value, path) => {
  const get = fields(value, path);
  return { now: get('now', text), assignments: get('assignments', listOf(dueSoonItem)) };
};

const matrixCell: Parse<MatrixCell> = (value, path) => {
  const get = fields(value, path);
  return {
    user_id: get('user_id', text),
    problem_id: get('problem_id', text),
    best: get('best', nullable(num)),
    attempts: get('attempts', num),
    wrong: get('wrong', num),
    waiting: get('waiting', num),
    hints: get('hints', num),
    gave_up: get('gave_up', bool),
    first_at: get('first_at', nullable(text)),
    last_at: get('last_at', nullable(text)),
    late: get('late', bool),
    answer_id: get('answer_id', nullable(text)),
  };
};

/** public.assignment_matrix's JSON. */
export const parseMatrix: Parse<Matrix> = (value, path) => {
  const get = fields(value, path);
  return {
    now: get('now', text),
    assignment: get('assignment', (assignment, at) => {
      const read = fields(assignment, at);
      return {
        id: read('id', text),
        class_id: read('class_id', text),
        title: read('title', text),
        kind: read('kind', assignmentKind),
        contest_id: read('contest_id', nullable(text)),
        opens_at: read('opens_at', text),
        due_at: read('due_at', text),
        class_name: read('class_name', text),
      };
    }),
    problems: get(
      'problems',
      listOf((problem, at) => {
        const read = fields(problem, at);
        return {
          id: read('id', text),
          position: read('position', num),
          title: read('title', text),
          marks: read('marks', num),
        };
      }),
    ),
    students: get(
      'students',
      listOf((student, at) => {
        const read = fields(student, at);
        return {
          id: read('id', text),
          full_name: read('full_name', nullable(text)),
          joined_at: read('joined_at', text),
          last_activity: read('last_activity', nullable(text)),
        };
      }),
    ),
    cells: get('cells', listOf(matrixCell)),
  };
};

export interface ClassPayload {
  name?: string;
  description?: string;
  needs_approval?: boolean;
  board_visible?: boolean;
}

export interface AssignmentPayload {
  class_id: string;
  title: string;
  opens_at: string;
  due_at: string;
  problem_ids?: string[];
  contest_id?: string;
}

const PERSON = 'person:public_profiles(full_name)';

export async function fetchMyClasses(): Promise<ClassRow[]> {
  const supabase = await getSupabase();
  const result = await supabase.from('classes').select('*').order('created_at', {
    ascending: false,
  });
  return unwrap(result, 'Error fetching classes');
}

export async function fetchClass(id: string): Promise<{
  klass: ClassRow;
  teachers: ClassPerson[];
  members: ClassPerson[];
  assignments: Assignment[];
}> {
  const supabase = await getSupabase();
  const [klass, teachers, members, assignments] = await Promise.all([
    supabase.from('classes').select('*').eq('id', id).maybeSingle(),
    supabase.from('class_teachers').select(`user_id, ${PERSON}`).eq('class_id', id),
    supabase
      .from('class_members')
      .select(`user_id, status, joined_at, ${PERSON}`)
      .eq('class_id', id)
      .neq('status', 'removed')
      .order('joined_at'),
    supabase.from('assignments').select('*').eq('class_id', id).order('due_at'),
  ]);
  const row = unwrap(klass, 'Error fetching class');
  if (!row) throw new Error('Class not found, or you are not in it.');
  return {
    klass: row,
    teachers: unwrap(teachers, 'Error fetching class teachers'),
    members: unwrap(members, 'Error fetching class members').map((member) => ({
      ...member,
      status: oneOf(MEMBER_STATUSES)(member.status, 'class_members.status'),
    })),
    assignments: unwrap(assignments, 'Error fetching assignments').map(toAssignment),
  };
}

export async function fetchAssignment(id: string): Promise<AssignmentDetail> {
  const supabase = await getSupabase();
  const userId = await requireUserId();
  const [assignment, problems] = await Promise.all([
    supabase.from('assignments').select('*, class:classes(id, name)').eq('id', id).maybeSingle(),
    supabase
      .from('assignment_problems')
      .select('position, problem_id, problem:problems(id, title, marks, topic, difficulty)')
      .eq('assignment_id', id)
      .order('position'),
  ]);
  const row = unwrap(assignment, 'Error fetching assignment');
  if (!row) throw new Error('Assignment not found, or it has not opened yet.');
  const list = unwrap(problems, 'Error fetching assignment problems');
  const ids = list.map((p) => p.problem_id);
  const [answers, givenUp] = await Promise.all([
    supabase
      .from('answers')
      .select('problem_id, marks_awarded, status, submitted_at')
      .eq('user_id', userId)
      .in('problem_id', ids)
      .order('submitted_at', { ascending: false }),
    supabase
      .from('problem_give_ups')
      .select('problem_id')
      .eq('user_id', userId)
      .in('problem_id', ids),
  ]);
  return {
    assignment: toAssignment(row),
    problems: list,
    answers: unwrap(answers, 'Error fetching answers'),
    givenUp: unwrap(givenUp, 'Error fetching give-ups').map((g) => g.problem_id),
  };
}

export type EditableProblem = Narrowed<
  Pick<Tables<'problems'>, 'id' | 'title' | 'topic' | 'difficulty' | 'is_public' | 'created_by'>,
  { topic: Topic; difficulty: Difficulty }
>;

/** An assignment with its whole problem list, as its teachers edit it. */
export async function fetchAssignmentForEditing(
  id: string,
): Promise<{ assignment: Assignment; problems: EditableProblem[] }> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('assignments')
    .select(
      '*, assignment_problems(position, problems(id, title, topic, difficulty, is_public, created_by))',
    )
    .eq('id', id)
    .single();
  const { assignment_problems: links, ...assignment } = unwrap(result, 'Error fetching assignment');
  const problems = problemsInOrder(links).map((problem) => ({
    ...problem,
    topic: oneOf(TOPICS)(problem.topic, 'problems.topic'),
    difficulty: oneOf(DIFFICULTIES)(problem.difficulty, 'problems.difficulty'),
  }));
  return { assignment: toAssignment(assignment), problems };
}

export async function fetchDueSoon(): Promise<DueSoon> {
  const supabase = await getSupabase();
  return parseDueSoon(
    unwrap(await supabase.rpc('my_due_soon', {}), 'Error fetching due assignments'),
    'my_due_soon',
  );
}

export async function fetchMatrix(id: string): Promise<Matrix> {
  const supabase = await getSupabase();
  return parseMatrix(
    unwrap(
      await supabase.rpc('assignment_matrix', { assignment_id: id }),
      'Error fetching the matrix',
    ),
    'assignment_matrix',
  );
}

/** The ids the grading queue narrows to for one assignment: its problems and active members. */
export async function fetchAssignmentScope(
  id: string,
): Promise<{ problemIds: string[]; studentIds: string[]; title: string; className: string }> {
  const matrix = await fetchMatrix(id);
  return {
    problemIds: matrix.problems.map((p) => p.id),
    studentIds: matrix.students.map((s) => s.id),
    title: matrix.assignment.title,
    className: matrix.assignment.class_name,
  };
}

export const classKeys = {
  all: queryRoots.classes,
  mine: () => [...queryRoots.classes, 'mine'] as const,
  detail: (id: string) => [...queryRoots.classes, 'detail', id] as const,
  assignment: (id: string) => [...queryRoots.classes, 'assignment', id] as const,
  dueSoon: () => [...queryRoots.classes, 'due-soon'] as const,
  matrix: (id: string) => [...queryRoots.classes, 'matrix', id] as const,
  editing: (id: string) => [...queryRoots.classes, 'editing', id] as const,
  scope: (id: string) => [...queryRoots.classes, 'scope', id] as const,
};

export const classQueries = {
  mine: () => queryOptions({ queryKey: classKeys.mine(), queryFn: fetchMyClasses }),
  detail: (id: string) =>
    queryOptions({ queryKey: classKeys.detail(id), queryFn: () => fetchClass(id) }),
  assignment: (id: string) =>
    queryOptions({ queryKey: classKeys.assignment(id), queryFn: () => fetchAssignment(id) }),
  editing: (id: string) =>
    queryOptions({
      queryKey: classKeys.editing(id),
      queryFn: () => fetchAssignmentForEditing(id),
      staleTime: 0,
    }),
  dueSoon: () => queryOptions({ queryKey: classKeys.dueSoon(), queryFn: fetchDueSoon }),
  matrix: (id: string) =>
    queryOptions({
      queryKey: classKeys.matrix(id),
      queryFn: () => fetchMatrix(id),
      staleTime: 0,
      refetchInterval: 20_000,
      refetchIntervalInBackground: false,
    }),
  scope: (id: string) =>
    queryOptions({ queryKey: classKeys.scope(id), queryFn: () => fetchAssignmentScope(id) }),
};

/** One database call of a class mutation, its failure named by `context`. */
async function call<T>(
  request: (supabase: AppSupabaseClient) => PromiseLike<Result<T>>,
  context: string,
): Promise<T> {
  return unwrap(await request(await getSupabase()), context);
}

function useClassMutation<Input, Output = unknown>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

export const useCreateClass = () =>
  useClassMutation((payload: ClassPayload) =>
    call(
      (supabase) => supabase.rpc('create_class', callArgs('create_class', { payload })),
      'Error creating class',
    ),
  );
export const useUpdateClass = (id: string) =>
  useClassMutation((payload: ClassPayload) =>
    call(
      (supabase) =>
        supabase.rpc('update_class', callArgs('update_class', { class_id: id, payload })),
      'Error saving class',
    ),
  );
export const useRenewCode = (id: string) =>
  useClassMutation(() =>
    call(
      (supabase) => supabase.rpc('renew_class_join_code', { class_id: id }),
      'Error renewing the code',
    ),
  );
export const useDeleteClass = (id: string) =>
  useClassMutation(() =>
    call((supabase) => supabase.rpc('delete_class', { class_id: id }), 'Error deleting class'),
  );
export const useAddTeacher = (id: string) =>
  useClassMutation((email: string) =>
    call(
      (supabase) => supabase.rpc('add_class_teacher', { class_id: id, email }),
      'Error adding teacher',
    ),
  );
export const useMemberAction = (id: string) =>
  useClassMutation(({ userId, action }: { userId: string; action: 'approve' | 'remove' }) =>
    action === 'approve'
      ? call(
          (supabase) => supabase.rpc('approve_class_member', { class_id: id, user_id: userId }),
          'Error approving student',
        )
      : call(
          (supabase) => supabase.rpc('remove_class_member', { class_id: id, user_id: userId }),
          'Error removing student',
        ),
  );
export const useLeaveClass = (id: string) =>
  useClassMutation(() =>
    call((supabase) => supabase.rpc('leave_class', { class_id: id }), 'Error leaving class'),
  );
export const useJoinClass = () =>
  useClassMutation(async (code: string) =>
    parseJoinResult(
      await call((supabase) => supabase.rpc('join_class', { code }), 'Error joining class'),
      'join_class',
    ),
  );
export const useSaveAssignment = (id: string | null) =>
  useClassMutation(async (payload: AssignmentPayload) =>
    toAssignment(
      await call(
        (supabase) =>
          supabase.rpc(
            'save_assignment',
            callArgs('save_assignment', { assignment_id: id, payload }),
          ),
        'Error saving assignment',
      ),
    ),
  );
export const useDeleteAssignment = () =>
  useClassMutation((id: string) =>
    call(
      (supabase) => supabase.rpc('delete_assignment', { assignment_id: id }),
      'Error deleting assignment',
    ),
  );

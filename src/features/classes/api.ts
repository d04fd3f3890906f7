import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { problemsInOrder, requireUserId, unwrap, type CallArgs } from '@/lib/data';
import type { Database } from '@/lib/database.types';
import type { Difficulty, Topic } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';
import { queryRoots } from '@/lib/query-keys';

export interface ClassRow {
  id: string;
  name: string;
  description: string;
  join_code: string;
  needs_approval: boolean;
  board_visible: boolean;
  created_by: string | null;
  created_at: string;
}

export interface ClassPerson {
  user_id: string;
  status?: 'pending' | 'active' | 'removed';
  joined_at?: string;
  person: { full_name: string | null } | null;
}

export interface Assignment {
  id: string;
  class_id: string;
  title: string;
  kind: 'problems' | 'contest';
  contest_id: string | null;
  opens_at: string;
  due_at: string;
}

export interface AssignmentProblem {
  position: number;
  problem_id: string;
  /** Null when the reader may not see the problem (yet). */
  problem: { id: string; title: string; marks: number; topic: string; difficulty: string } | null;
}

export interface MyAnswer {
  problem_id: string;
  marks_awarded: number | null;
  status: string;
  submitted_at: string;
}

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
  | { status: 'active' | 'pending'; class_id: string; name: string }
  | { status: 'wrong_code'; attempts_left: number };

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
  return unwrap<ClassRow[]>(result, 'Error fetching classes');
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
  const row = unwrap<ClassRow | null>(klass, 'Error fetching class');
  if (!row) throw new Error('Class not found, or you are not in it.');
  return {
    klass: row,
    teachers: unwrap<ClassPerson[]>(teachers, 'Error fetching class teachers'),
    members: unwrap<ClassPerson[]>(members, 'Error fetching class members'),
    assignments: unwrap<Assignment[]>(assignments, 'Error fetching assignments'),
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
  const row = unwrap<AssignmentDetail['assignment'] | null>(
    assignment,
    'Error fetching assignment',
  );
  if (!row) throw new Error('Assignment not found, or it has not opened yet.');
  const list = unwrap<AssignmentProblem[]>(problems, 'Error fetching assignment problems');
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
    assignment: row,
    problems: list,
    answers: unwrap<MyAnswer[]>(answers, 'Error fetching answers'),
    givenUp: unwrap<{ problem_id: string }[]>(givenUp, 'Error fetching give-ups').map(
      (g) => g.problem_id,
    ),
  };
}

export interface EditableProblem {
  id: string;
  title: string;
  topic: Topic;
  difficulty: Difficulty;
  is_public: boolean;
  created_by: string | null;
}

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
  const { assignment_problems: links, ...assignment } = unwrap<
    Assignment & { assignment_problems: { position: number; problems: EditableProblem | null }[] }
  >(result, 'Error fetching assignment');
  const problems = problemsInOrder(links);
  return { assignment, problems };
}

export async function fetchDueSoon(): Promise<DueSoon> {
  const supabase = await getSupabase();
  return unwrap<DueSoon>(await supabase.rpc('my_due_soon', {}), 'Error fetching due assignments');
}

export async function fetchMatrix(id: string): Promise<Matrix> {
  const supabase = await getSupabase();
  return unwrap<Matrix>(
    await supabase.rpc('assignment_matrix', { assignment_id: id }),
    'Error fetching the matrix',
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

async function rpc<Name extends keyof Database['public']['Functions']>(
  name: Name,
  args: CallArgs<Name>,
  context: string,
): Promise<unknown> {
  const supabase = await getSupabase();
  const result = await supabase.rpc(name, args as never);
  return unwrap<unknown>(result, context);
}

function useClassMutation<Input, Output = unknown>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

export const useCreateClass = () =>
  useClassMutation(
    (payload: ClassPayload) =>
      rpc('create_class', { payload }, 'Error creating class') as Promise<ClassRow>,
  );
export const useUpdateClass = (id: string) =>
  useClassMutation((payload: ClassPayload) =>
    rpc('update_class', { class_id: id, payload }, 'Error saving class'),
  );
export const useRenewCode = (id: string) =>
  useClassMutation(() => rpc('renew_class_join_code', { class_id: id }, 'Error renewing the code'));
export const useDeleteClass = (id: string) =>
  useClassMutation(() => rpc('delete_class', { class_id: id }, 'Error deleting class'));
export const useAddTeacher = (id: string) =>
  useClassMutation((email: string) =>
    rpc('add_class_teacher', { class_id: id, email }, 'Error adding teacher'),
  );
export const useMemberAction = (id: string) =>
  useClassMutation(({ userId, action }: { userId: string; action: 'approve' | 'remove' }) =>
    rpc(
      action === 'approve' ? 'approve_class_member' : 'remove_class_member',
      { class_id: id, user_id: userId },
      action === 'approve' ? 'Error approving student' : 'Error removing student',
    ),
  );
export const useLeaveClass = (id: string) =>
  useClassMutation(() => rpc('leave_class', { class_id: id }, 'Error leaving class'));
export const useJoinClass = () =>
  useClassMutation(
    (code: string) => rpc('join_class', { code }, 'Error joining class') as Promise<JoinResult>,
  );
export const useSaveAssignment = (id: string | null) =>
  useClassMutation(
    (payload: AssignmentPayload) =>
      rpc(
        'save_assignment',
        { assignment_id: id, payload },
        'Error saving assignment',
      ) as Promise<Assignment>,
  );
export const useDeleteAssignment = () =>
  useClassMutation((id: string) =>
    rpc('delete_assignment', { assignment_id: id }, 'Error deleting assignment'),
  );

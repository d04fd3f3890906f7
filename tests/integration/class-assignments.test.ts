// Assignments (issue 21 points 2-4, decision 0050): class-hidden problems follow the contest rule
// for the class's members, opening and due times are the database's, late work is flagged, the
// matrix and "Due soon" answer only the right people. Boundaries are crossed on the real clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import { countRows, createProblem, rowOf, service, userWith } from './support/factories';
import {
  closeDatabase,
  createContest,
  dbNow,
  iso,
  seesProblem,
  waitForDb,
} from './contests-fixtures';

interface Cell {
  user_id: string;
  problem_id: string;
  best: number | null;
  attempts: number;
  wrong: number;
  hints: number;
  gave_up: boolean;
  late: boolean;
  answer_id: string | null;
}
interface Matrix {
  students: { id: string }[];
  problems: { id: string; position: number }[];
  cells: Cell[];
}
interface DueSoon {
  now: string;
  assignments: { id: string; problems: number; done: number; due_at: string }[];
}

let teacher: SignedUpUser;
let otherTeacher: SignedUpUser;
let pendingInstructor: SignedUpUser;
let admin: SignedUpUser;
let member: SignedUpUser;
let lateMember: SignedUpUser;
let outsider: SignedUpUser;
const visitor = anonClient();
let classId: string;
let hiddenProblem: string;
let publicProblem: string;
let othersHidden: string;
let assignmentId: string;
let opensAt: number;
let dueAt: number;

function cellOf(matrix: Matrix, userId: string, problemId: string): Cell | undefined {
  return matrix.cells.find((c) => c.user_id === userId && c.problem_id === problemId);
}

async function matrixAs(user: SignedUpUser) {
  return user.client.rpc('assignment_matrix', { assignment_id: assignmentId });
}

async function seesAssignment(user: SignedUpUser, id: string): Promise<boolean> {
  const { data, error } = await user.client.from('assignments').select('id').eq('id', id);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

beforeAll(async () => {
  [teacher, otherTeacher, pendingInstructor, admin, member, lateMember, outsider] =
    await Promise.all([
      userWith('instructor'),
      userWith('instructor'),
      userWith('instructor', 'pending'),
      userWith('admin'),
      userWith('contestant', 'approved', { fullName: 'On time' }),
      userWith('contestant', 'approved', { fullName: 'Running late' }),
      userWith('contestant'),
    ]);
  hiddenProblem = await createProblem(teacher, { isPublic: false, key: ['12'], marks: 7 });
  publicProblem = await createProblem(teacher, { key: ['5'], marks: 7 });
  othersHidden = await createProblem(otherTeacher, { isPublic: false, key: ['1'] });
  const created = await teacher.client
    .rpc('create_class', { payload: { name: 'Assignment class' } })
    .single<{ id: string; join_code: string }>();
  if (created.error) throw new Error(created.error.message);
  classId = created.data.id;
  for (const student of [member, lateMember]) {
    const joined = await student.client.rpc('join_class', { code: created.data.join_code });
    if (joined.error) throw new Error(joined.error.message);
  }
  const now = await dbNow();
  opensAt = now + 3_000;
  dueAt = opensAt + 5_000;
  const saved = await teacher.client
    .rpc('save_assignment', {
      assignment_id: null,
      payload: {
        class_id: classId,
        title: 'Week 1',
        opens_at: iso(opensAt),
        due_at: iso(dueAt),
        problem_ids: [hiddenProblem, publicProblem],
      },
    })
    .single<{ id: string }>();
  if (saved.error) throw new Error(saved.error.message);
  assignmentId = saved.data.id;
});

afterAll(closeDatabase);

describe('writing assignments', () => {
  it('keeps the problems in the order given', async () => {
    const { data } = await service
      .from('assignment_problems')
      .select('problem_id, position')
      .eq('assignment_id', assignmentId)
      .order('position');
    expect(data).toEqual([
      { problem_id: hiddenProblem, position: 1 },
      { problem_id: publicProblem, position: 2 },
    ]);
  });

  it('an instructor cannot assign another author’s hidden problem (it would reveal it)', async () => {
    const { error } = await teacher.client.rpc('save_assignment', {
      assignment_id: null,
      payload: {
        class_id: classId,
        title: 'Leak',
        opens_at: iso(opensAt),
        due_at: iso(dueAt),
        problem_ids: [othersHidden],
      },
    });
    expect(error?.message).toBe('You can only assign your own hidden problems.');
    expect(await countRows('assignments', 'class_id', classId)).toBe(1);
  });

  it.each([
    ['another teacher', () => otherTeacher],
    ['a pending instructor', () => pendingInstructor],
    ['an admin who does not teach the class', () => admin],
    ['a member', () => member],
  ])('%s cannot add, edit or delete assignments of the class', async (_label, who) => {
    const user = who();
    const before = await rowOf('assignments', assignmentId);
    const add = await user.client.rpc('save_assignment', {
      assignment_id: null,
      payload: {
        class_id: classId,
        title: 'Sneaky',
        opens_at: iso(opensAt),
        due_at: iso(dueAt),
        problem_ids: [publicProblem],
      },
    });
    expect(add.error?.code).toBe('42501');
    const edit = await user.client.rpc('save_assignment', {
      assignment_id: assignmentId,
      payload: { title: 'Changed' },
    });
    expect(edit.error?.code).toBe('42501');
    const remove = await user.client.rpc('delete_assignment', { assignment_id: assignmentId });
    expect(remove.error?.code).toBe('42501');
    expect(await rowOf('assignments', assignmentId)).toEqual(before);
    expect(await countRows('assignments', 'class_id', classId)).toBe(1);
  });

  it('bad times read as sentences and change nothing', async () => {
    const backwards = await teacher.client.rpc('save_assignment', {
      assignment_id: assignmentId,
      payload: { due_at: iso(opensAt - 1000) },
    });
    expect(backwards.error?.message).toBe('The due time must come after the opening time.');
    const garbage = await teacher.client.rpc('save_assignment', {
      assignment_id: assignmentId,
      payload: { opens_at: 'soon' },
    });
    expect(garbage.error?.message).toBe('Opening and due times must be valid date-times.');
    expect(Date.parse(String((await rowOf('assignments', assignmentId)).due_at))).toBe(dueAt);
  });
});

describe('the opening and due instants on the database clock', () => {
  it('before the opening: members see neither the assignment nor its hidden problem', async () => {
    expect(await seesAssignment(member, assignmentId)).toBe(false);
    expect(await seesProblem(member.client, hiddenProblem)).toBe(false);
    const early = await member.client.rpc('submit_answer', {
      problem_id: hiddenProblem,
      content: '12',
    });
    expect(early.error?.message).toBe('Problem not found.');
    expect(await countRows('answers', 'user_id', member.userId)).toBe(0);
    expect(await seesAssignment(teacher, assignmentId)).toBe(true);
    expect(await dbNow()).toBeLessThan(opensAt);
  });

  it('after the opening: members see and answer it; others still do not', async () => {
    await waitForDb(opensAt);
    expect(await seesAssignment(member, assignmentId)).toBe(true);
    expect(await seesProblem(member.client, hiddenProblem)).toBe(true);
    const { data, error } = await member.client.rpc('submit_answer', {
      problem_id: hiddenProblem,
      content: '12',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'correct' });
    for (const user of [outsider]) {
      expect(await seesAssignment(user, assignmentId)).toBe(false);
      expect(await seesProblem(user.client, hiddenProblem)).toBe(false);
      const refused = await user.client.rpc('submit_answer', {
        problem_id: hiddenProblem,
        content: '12',
      });
      expect(refused.error?.message).toBe('Problem not found.');
      expect(await countRows('answers', 'user_id', user.userId)).toBe(0);
    }
    expect(await seesAssignment(otherTeacher, assignmentId)).toBe(false);
    expect(await seesProblem(visitor, hiddenProblem)).toBe(false);
    // Other paths to the hidden row: embedded through the assignment list, comments, hints.
    const embedded = await outsider.client
      .from('assignment_problems')
      .select('problem:problems(title)')
      .eq('problem_id', hiddenProblem);
    expect(embedded.data).toEqual([]);
    const hint = await outsider.client.rpc('reveal_next_hint', { problem_id: hiddenProblem });
    expect(hint.error).not.toBeNull();
    expect(await dbNow()).toBeLessThan(dueAt);
  });

  it('"Due soon" lists the open assignment with the member’s progress and the database time', async () => {
    const { data, error } = await member.client.rpc('my_due_soon');
    expect(error).toBeNull();
    const due = data as DueSoon;
    expect(due.assignments).toEqual([
      expect.objectContaining({ id: assignmentId, problems: 2, done: 1 }),
    ]);
    expect(Date.parse(due.now)).toBeLessThan(dueAt);
    for (const user of [outsider, otherTeacher, teacher]) {
      const other = await user.client.rpc('my_due_soon');
      expect((other.data as DueSoon).assignments).toEqual([]);
    }
    expect((await visitor.rpc('my_due_soon')).error).not.toBeNull();
  });

  it('after the due time: work is accepted and flagged late; Due soon drops it', async () => {
    await waitForDb(dueAt);
    const { error } = await lateMember.client.rpc('submit_answer', {
      problem_id: hiddenProblem,
      content: '12',
    });
    expect(error).toBeNull();
    const wrong = await lateMember.client.rpc('submit_answer', {
      problem_id: publicProblem,
      content: '4',
    });
    expect(wrong.error).toBeNull();
    const { data, error: matrixError } = await matrixAs(teacher);
    expect(matrixError).toBeNull();
    const matrix = data as Matrix;
    expect(matrix.students.map((s) => s.id).sort()).toEqual(
      [member.userId, lateMember.userId].sort(),
    );
    expect(matrix.problems.map((p) => p.id)).toEqual([hiddenProblem, publicProblem]);
    expect(cellOf(matrix, member.userId, hiddenProblem)).toMatchObject({
      best: 7,
      attempts: 1,
      late: false,
    });
    expect(cellOf(matrix, lateMember.userId, hiddenProblem)).toMatchObject({
      best: 7,
      attempts: 1,
      late: true,
    });
    expect(cellOf(matrix, lateMember.userId, publicProblem)).toMatchObject({
      best: 0,
      wrong: 1,
      late: true,
    });
    expect(cellOf(matrix, member.userId, publicProblem)).toMatchObject({
      attempts: 0,
      late: false,
      answer_id: null,
    });
    const due = (await member.client.rpc('my_due_soon')).data as DueSoon;
    expect(due.assignments).toEqual([]);
  });
});

describe('the matrix and leaving', () => {
  it.each([
    ['another teacher', () => otherTeacher],
    ['a pending instructor', () => pendingInstructor],
    ['an admin who does not teach the class', () => admin],
    ['a member', () => member],
    ['a non-member', () => outsider],
  ])('%s cannot read the matrix', async (_label, who) => {
    const { data, error } = await matrixAs(who());
    expect(error?.message).toBe('Assignment not found, or you do not teach its class.');
    expect(data).toBeNull();
  });

  it('a visitor cannot read the matrix', async () => {
    const { error } = await visitor.rpc('assignment_matrix', { assignment_id: assignmentId });
    expect(error).not.toBeNull();
  });

  it('the grading queue narrows to the assignment: its problems, the class’s members', async () => {
    // A non-member answers a public problem of the assignment: not this class's work.
    expect(
      (await outsider.client.rpc('submit_answer', { problem_id: publicProblem, content: '5' }))
        .error,
    ).toBeNull();
    const { data, error } = await teacher.client
      .from('answers')
      .select(
        'id, user_id, problem:problems!inner(id, assignment_problems!inner(assignment_id)), ' +
          'student:public_profiles!user_id!inner(full_name, class_members!inner(class_id, status))',
      )
      .eq('problem.assignment_problems.assignment_id', assignmentId)
      .eq('student.class_members.class_id', classId)
      .eq('student.class_members.status', 'active');
    expect(error).toBeNull();
    const rows = (data ?? []) as unknown as { user_id: string }[];
    const users = rows.map((row) => row.user_id).sort();
    expect(users).toEqual([member.userId, lateMember.userId, lateMember.userId].sort());
  });

  it('leaving takes the hidden problem out of view and keeps the answers', async () => {
    const before = await countRows('answers', 'user_id', member.userId);
    expect(before).toBe(1);
    expect((await member.client.rpc('leave_class', { class_id: classId })).error).toBeNull();
    expect(await seesProblem(member.client, hiddenProblem)).toBe(false);
    expect(await seesAssignment(member, assignmentId)).toBe(false);
    const own = await member.client.from('answers').select('id').eq('user_id', member.userId);
    expect(own.data).toHaveLength(1);
    expect(await countRows('answers', 'user_id', member.userId)).toBe(before);
    const again = await member.client.rpc('submit_answer', {
      problem_id: hiddenProblem,
      content: '12',
    });
    expect(again.error?.message).toBe('Problem not found.');
  });
});

describe('a whole contest as an assignment', () => {
  it('copies its problems, and the class never opens them before the contest starts', async () => {
    const contestHidden = await createProblem(teacher, { isPublic: false, key: ['3'] });
    const start = (await dbNow()) + 60 * 60_000;
    const contestId = await createContest(start, start + 60 * 60_000, [contestHidden]);
    const now = await dbNow();
    const saved = await teacher.client
      .rpc('save_assignment', {
        assignment_id: null,
        payload: {
          class_id: classId,
          title: 'Mock olympiad',
          opens_at: iso(now - 60_000),
          due_at: iso(now + 3 * 60 * 60_000),
          contest_id: contestId,
        },
      })
      .single<{ id: string; kind: string }>();
    expect(saved.error).toBeNull();
    expect(saved.data?.kind).toBe('contest');
    expect(await countRows('assignment_problems', 'assignment_id', saved.data?.id ?? '')).toBe(1);
    expect(await seesAssignment(lateMember, saved.data?.id ?? '')).toBe(true);
    expect(await seesProblem(lateMember.client, contestHidden)).toBe(false);
  });
});

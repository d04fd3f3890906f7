// Issue 15: giving up is final, and progress (markers, the "Hide solved" filter, the dashboard
// picture, the next problem) counts right after answers, grades and regrades.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  SOLUTION,
  contestWith,
  createPracticeProblem,
  practiceOf,
  service,
  submit,
  userWith,
} from './practice-fixtures';

let author: SignedUpUser;
let grader: SignedUpUser;

beforeAll(async () => {
  [author, grader] = await Promise.all([userWith('instructor'), userWith('admin')]);
});

async function answersOf(userId: string, problemId: string): Promise<number> {
  const { count } = await service
    .from('answers')
    .select('*', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('problem_id', problemId);
  return count ?? 0;
}

describe('giving up', () => {
  it('opens the solution and refuses every later answer, even from the service role', async () => {
    const student = await userWith('contestant');
    const problemId = await createPracticeProblem(author);
    expect((await submit(student, problemId, '3')).error).toBeNull();
    expect((await practiceOf(student.client, problemId)).can_give_up).toBe(true);

    const gaveUp = await student.client.rpc('give_up_problem', { problem_id: problemId });
    expect(gaveUp.error).toBeNull();
    const practice = await practiceOf(student.client, problemId);
    expect(practice.gave_up_at).not.toBeNull();
    expect(practice.solution?.body).toBe(SOLUTION);
    expect(practice.can_give_up).toBe(false);
    expect(practice.status).toBe('attempted');

    const late = await submit(student, problemId, '2');
    expect(late.error?.code).toBe('42501');
    expect(late.error?.message).toBe(
      'You gave up on this problem, so it no longer accepts your answers.',
    );
    const forced = await service
      .from('answers')
      .insert({ problem_id: problemId, user_id: student.userId, content: '2', status: 'correct' });
    expect(forced.error?.message).toBe(
      'You gave up on this problem, so it no longer accepts your answers.',
    );
    expect(await answersOf(student.userId, problemId)).toBe(1);
    const profile = await service
      .from('profiles')
      .select('score, problems_solved')
      .eq('id', student.userId)
      .single();
    expect(profile.data).toEqual({ score: 0, problems_solved: 0 });

    // Giving up twice keeps the first moment.
    const again = await student.client.rpc('give_up_problem', { problem_id: problemId });
    expect((again.data as { given_up_at: string }).given_up_at).toBe(practice.gave_up_at);
  });

  it('cannot be undone or forged by the student', async () => {
    const student = await userWith('contestant');
    const other = await userWith('contestant');
    const problemId = await createPracticeProblem(author);
    await student.client.rpc('give_up_problem', { problem_id: problemId });

    const removed = await student.client
      .from('problem_give_ups')
      .delete()
      .eq('problem_id', problemId)
      .select();
    expect(removed.error?.code).toBe('42501');
    const changed = await student.client
      .from('problem_give_ups')
      .update({ given_up_at: new Date(0).toISOString() })
      .eq('problem_id', problemId)
      .select();
    expect(changed.error?.code).toBe('42501');
    const forged = await student.client
      .from('problem_give_ups')
      .insert({ user_id: other.userId, problem_id: problemId });
    expect(forged.error?.code).toBe('42501');

    const rows = await service
      .from('problem_give_ups')
      .select('user_id')
      .eq('problem_id', problemId);
    expect(rows.data).toEqual([{ user_id: student.userId }]);
    // The other student was not made to give up: they still answer.
    expect((await submit(other, problemId, '2')).error).toBeNull();
    // Nobody reads another student's give-ups; staff do.
    expect(
      (await other.client.from('problem_give_ups').select('*').eq('user_id', student.userId)).data,
    ).toEqual([]);
    expect(
      (await author.client.from('problem_give_ups').select('user_id').eq('problem_id', problemId))
        .data,
    ).toEqual([{ user_id: student.userId }]);
  });

  it('is refused to visitors, staff, after solving, and on problems the caller cannot see', async () => {
    const problemId = await createPracticeProblem(author);
    expect(
      (await anonClient().rpc('give_up_problem', { problem_id: problemId })).error,
    ).not.toBeNull();
    for (const user of [author, grader]) {
      expect(
        (await user.client.rpc('give_up_problem', { problem_id: problemId })).error?.code,
      ).toBe('42501');
    }
    const solver = await userWith('contestant');
    expect((await submit(solver, problemId, '2')).error).toBeNull();
    const solved = await solver.client.rpc('give_up_problem', { problem_id: problemId });
    expect(solved.error?.message).toBe(
      'You have solved this problem: its solution is already open to you.',
    );
    const hidden = await createPracticeProblem(author, { isPublic: false });
    expect((await solver.client.rpc('give_up_problem', { problem_id: hidden })).error?.code).toBe(
      'PT404',
    );
    const rows = await service
      .from('problem_give_ups')
      .select('user_id')
      .in('problem_id', [problemId, hidden]);
    expect(rows.data).toEqual([]);
  });
});

interface Cell {
  topic: string;
  difficulty: string;
  available: number;
  solved: number;
  attempted: number;
}

async function cellOf(student: SignedUpUser, topic: string, difficulty: string): Promise<Cell> {
  const { data, error } = await student.client.rpc('my_progress');
  if (error) throw new Error(error.message);
  const cell = (data as { cells: Cell[] }).cells.find(
    (c) => c.topic === topic && c.difficulty === difficulty,
  );
  if (!cell) throw new Error(`no cell ${topic} ${difficulty}`);
  return cell;
}

async function statusesOf(student: SignedUpUser, ids: string[]): Promise<Record<string, string>> {
  const { data, error } = await student.client
    .from('problems_with_progress')
    .select('id, solve_status')
    .in('id', ids);
  if (error) throw new Error(error.message);
  return Object.fromEntries(
    (data ?? []).map((row) => [row.id as string, row.solve_status as string]),
  );
}

describe('progress', () => {
  it('counts solved and attempted per cell, marks every problem and follows grades and regrades', async () => {
    const student = await userWith('contestant');
    const topic = 'Geometry';
    const difficulty = 'PAMO';
    const [keyed, wrong, proof, abandoned, untouched] = (await Promise.all(
      [['2'], ['2'], [], ['2'], ['2']].map((key) =>
        createPracticeProblem(author, { topic, difficulty, key }),
      ),
    )) as [string, string, string, string, string];
    const ids = [keyed, wrong, proof, abandoned, untouched];
    const before = await cellOf(student, topic, difficulty);
    expect(before).toMatchObject({ solved: 0, attempted: 0 });
    expect(before.available).toBeGreaterThanOrEqual(5);

    expect((await submit(student, keyed, '2')).error).toBeNull();
    expect((await submit(student, wrong, '3')).error).toBeNull();
    const proofAnswer = await submit(student, proof, 'A proof');
    expect(proofAnswer.error).toBeNull();
    expect(
      (await student.client.rpc('give_up_problem', { problem_id: abandoned })).error,
    ).toBeNull();

    expect(await statusesOf(student, ids)).toEqual({
      [keyed]: 'solved',
      [wrong]: 'attempted',
      [proof]: 'attempted',
      [abandoned]: 'gave_up',
      [untouched]: 'not_tried',
    });
    expect(await cellOf(student, topic, difficulty)).toMatchObject({ solved: 1, attempted: 3 });

    // A grader marks the proof right: solved; a regrade takes it back.
    const answerId = (proofAnswer.data as { id: string }).id;
    expect(
      (await grader.client.rpc('grade_answer', { answer_id: answerId, status: 'correct' })).error,
    ).toBeNull();
    expect((await statusesOf(student, [proof]))[proof]).toBe('solved');
    expect(await cellOf(student, topic, difficulty)).toMatchObject({ solved: 2, attempted: 2 });
    expect(
      (await grader.client.rpc('grade_answer', { answer_id: answerId, status: 'incorrect' })).error,
    ).toBeNull();
    expect((await statusesOf(student, [proof]))[proof]).toBe('attempted');
    expect(await cellOf(student, topic, difficulty)).toMatchObject({ solved: 1, attempted: 3 });

    // Partial marks are an attempt, full marks a solve.
    await service.from('answers').update({ marks_awarded: 4 }).eq('id', answerId);
    expect((await statusesOf(student, [proof]))[proof]).toBe('attempted');
    await service
      .from('answers')
      .update({ status: 'correct', marks_awarded: 7 })
      .eq('id', answerId);
    expect((await statusesOf(student, [proof]))[proof]).toBe('solved');

    // The computed field on a problem embed (the contest problem list) agrees.
    await contestWith(untouched, 'upcoming');
    const embedded = await student.client
      .from('problems')
      .select('id, problem_solve_status')
      .in('id', ids);
    expect(
      Object.fromEntries((embedded.data ?? []).map((row) => [row.id, row.problem_solve_status])),
    ).toEqual(await statusesOf(student, ids));
  });

  it('a give-up reads "gave_up" to the student who gave up only, until a grade solves it', async () => {
    const [student, other] = await Promise.all([userWith('contestant'), userWith('contestant')]);
    const [answered, blank, proof] = (await Promise.all([
      createPracticeProblem(author, { key: ['2'] }),
      createPracticeProblem(author, { key: ['2'] }),
      createPracticeProblem(author, { key: [] }),
    ])) as [string, string, string];
    const ids = [answered, blank, proof];
    // A wrong answer then a give-up; a give-up with no answer; a proof then a give-up.
    expect((await submit(student, answered, '3')).error).toBeNull();
    const proofAnswer = await submit(student, proof, 'A proof');
    expect(proofAnswer.error).toBeNull();
    for (const problemId of ids) {
      expect(
        (await student.client.rpc('give_up_problem', { problem_id: problemId })).error,
      ).toBeNull();
    }
    expect(await statusesOf(student, ids)).toEqual({
      [answered]: 'gave_up',
      [blank]: 'gave_up',
      [proof]: 'gave_up',
    });
    // "Hide solved" keeps given-up problems: they are not solved.
    const unsolved = await student.client
      .from('problems_with_progress')
      .select('id')
      .in('id', ids)
      .neq('solve_status', 'solved');
    expect((unsolved.data ?? []).map((row) => row.id).sort()).toEqual([...ids].sort());

    // Another student, and a visitor, see nothing of it.
    expect(await statusesOf(other, ids)).toEqual({
      [answered]: 'not_tried',
      [blank]: 'not_tried',
      [proof]: 'not_tried',
    });
    const visitor = await anonClient()
      .from('problems_with_progress')
      .select('id, solve_status')
      .in('id', ids);
    expect(visitor.error).toBeNull();
    expect((visitor.data ?? []).map((row) => row.solve_status)).toEqual([null, null, null]);

    // A grader marks the proof given before the give-up right: solved wins over gave_up.
    const answerId = (proofAnswer.data as { id: string }).id;
    expect(
      (await grader.client.rpc('grade_answer', { answer_id: answerId, status: 'correct' })).error,
    ).toBeNull();
    expect((await statusesOf(student, [proof]))[proof]).toBe('solved');

    // The computed field the contest problem list embeds says the same, for each reader.
    const embedded = async (client: typeof student.client) =>
      Object.fromEntries(
        (
          (await client.from('problems').select('id, problem_solve_status').in('id', ids)).data ??
          []
        ).map((row) => [row.id, row.problem_solve_status]),
      );
    expect(await embedded(student.client)).toEqual({
      [answered]: 'gave_up',
      [blank]: 'gave_up',
      [proof]: 'solved',
    });
    expect(await embedded(other.client)).toEqual({
      [answered]: 'not_tried',
      [blank]: 'not_tried',
      [proof]: 'not_tried',
    });
    expect(Object.values(await embedded(anonClient()))).toEqual([null, null, null]);
  });

  it('"Hide solved" leaves out exactly the solved problems, with an exact count, in one request', async () => {
    const student = await userWith('contestant');
    const [solved, open] = await Promise.all([
      createPracticeProblem(author, { topic: 'Number Theory', difficulty: 'IMO' }),
      createPracticeProblem(author, { topic: 'Number Theory', difficulty: 'IMO' }),
    ]);
    expect((await submit(student, solved, '2')).error).toBeNull();
    const all = await student.client
      .from('problems_with_progress')
      .select('id, solve_status, author:public_profiles!created_by(full_name)', { count: 'exact' })
      .eq('topic', 'Number Theory')
      .eq('difficulty', 'IMO');
    const hidden = await student.client
      .from('problems_with_progress')
      .select('id, solve_status, author:public_profiles!created_by(full_name)', { count: 'exact' })
      .eq('topic', 'Number Theory')
      .eq('difficulty', 'IMO')
      .neq('solve_status', 'solved');
    expect(hidden.error).toBeNull();
    const hiddenIds = (hidden.data ?? []).map((row) => row.id);
    expect(hiddenIds).toContain(open);
    expect(hiddenIds).not.toContain(solved);
    expect((hidden.data ?? []).every((row) => row.solve_status !== 'solved')).toBe(true);
    const solvedCount = (all.data ?? []).filter((row) => row.solve_status === 'solved').length;
    expect(hidden.count).toBe((all.count ?? 0) - solvedCount);
    expect((hidden.data ?? [])[0]?.author).toEqual({ full_name: expect.any(String) });
  });

  it('visitors get no status, the same problems as on the table, and no progress call', async () => {
    const visitor = anonClient();
    const view = await visitor
      .from('problems_with_progress')
      .select('id, solve_status', { count: 'exact' })
      .limit(3);
    const table = await visitor.from('problems').select('id', { count: 'exact' }).limit(1);
    expect(view.error).toBeNull();
    expect(view.count).toBe(table.count);
    expect((view.data ?? []).every((row) => row.solve_status === null)).toBe(true);
    expect((await visitor.rpc('my_progress')).error).not.toBeNull();
  });

  it('a student sees only their own progress, and non-public problems stay out of it', async () => {
    const student = await userWith('contestant');
    const other = await userWith('contestant');
    const problemId = await createPracticeProblem(author, {
      topic: 'Combinatorics',
      difficulty: 'Seniors',
    });
    expect((await submit(other, problemId, '2')).error).toBeNull();
    expect((await statusesOf(student, [problemId]))[problemId]).toBe('not_tried');
    const hidden = await createPracticeProblem(author, { isPublic: false });
    expect(await statusesOf(student, [hidden])).toEqual({});
    const progress = (await student.client.rpc('my_progress')).data as { recent: unknown[] };
    expect(progress.recent).toEqual([]);
  });

  it('recent activity lists answers and give-ups, newest first', async () => {
    const student = await userWith('contestant');
    const [first, second] = await Promise.all([
      createPracticeProblem(author),
      createPracticeProblem(author),
    ]);
    await submit(student, first, '2');
    await student.client.rpc('give_up_problem', { problem_id: second });
    const { data } = await student.client.rpc('my_progress');
    const recent = (
      data as { recent: { kind: string; problem_id: string; status: string | null }[] }
    ).recent;
    expect(recent.map((item) => [item.kind, item.problem_id])).toEqual([
      ['give_up', second],
      ['answer', first],
    ]);
    expect(recent[1]?.status).toBe('correct');
  });

  it('offers, once solved, an unsolved problem of the same topic and the nearest difficulty', async () => {
    const student = await userWith('contestant');
    // A topic and difficulty pair this file alone fills with fresh problems.
    const solvedId = await createPracticeProblem(author, { topic: 'Algebra', difficulty: 'IMO' });
    // The seed labels no problem PAMO or IMO (its MATH-500 problems are competition level), so
    // the nearest unsolved neighbour is made here too.
    await createPracticeProblem(author, { topic: 'Algebra', difficulty: 'PAMO' });
    expect((await practiceOf(student.client, solvedId)).next_problem).toBeNull();
    expect((await submit(student, solvedId, '2')).error).toBeNull();
    const next = (await practiceOf(student.client, solvedId)).next_problem;
    expect(next).toMatchObject({ topic: 'Algebra' });
    expect(['IMO', 'PAMO']).toContain(next?.difficulty);
    expect(next?.id).not.toBe(solvedId);
    expect((await statusesOf(student, [next!.id]))[next!.id]).not.toBe('solved');
  });
});

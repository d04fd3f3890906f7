// Issue 13 items 1 and 2: partial marks with feedback, the grade version two graders are
// checked against, the grade history, and the score rule (sum of best marks) after every grade.
// Every refused attempt is checked to change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './support/clients';
import {
  answerOf,
  createProblem,
  expectedScore,
  gradeWith,
  scoreOf,
  service,
  submit,
  userWith,
  type GradingUser,
} from './support/grading';

let author: GradingUser;
let grader: GradingUser;

beforeAll(async () => {
  [author, grader] = await Promise.all([userWith('instructor'), userWith('admin')]);
});

describe('grade_answer with marks and feedback', () => {
  it('awards partial marks with feedback; the student reads them, the score is the best marks', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(author, { marks: 7 });
    const answer = await submit(student, problemId, 'Induction on $n$.');

    const graded = await gradeWith(
      grader,
      answer.id,
      5,
      'Good idea; the base case $n=1$ is missing.',
      0,
    );
    expect(graded.error).toBeNull();
    expect(graded.data).toMatchObject({
      status: 'partial',
      marks_awarded: 5,
      feedback: 'Good idea; the base case $n=1$ is missing.',
      graded_by: grader.userId,
      auto_graded: false,
      grade_version: 1,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 5, problems_solved: 0 });

    const own = await student.client
      .from('answers')
      .select('status, marks_awarded, feedback')
      .eq('id', answer.id);
    expect(own.data).toEqual([
      {
        status: 'partial',
        marks_awarded: 5,
        feedback: 'Good idea; the base case $n=1$ is missing.',
      },
    ]);

    // Full and zero marks show as correct and incorrect.
    expect((await gradeWith(grader, answer.id, 7, null, 1)).data).toMatchObject({
      status: 'correct',
      marks_awarded: 7,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 7, problems_solved: 1 });
    expect((await gradeWith(author, answer.id, 0, 'No.', 2)).data).toMatchObject({
      status: 'incorrect',
      marks_awarded: 0,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('another student and a visitor see neither the feedback nor the history', async () => {
    const [student, other] = await Promise.all([userWith('contestant'), userWith('contestant')]);
    const problemId = await createProblem(author);
    const answer = await submit(student, problemId, 'My proof.');
    expect((await gradeWith(grader, answer.id, 3, 'Secret remark', 0)).error).toBeNull();

    const theirs = await other.client.from('answers').select('feedback').eq('id', answer.id);
    expect(theirs.data).toEqual([]);
    const visitor = await anonClient().from('answers').select('feedback').eq('id', answer.id);
    expect(visitor.data ?? []).toEqual([]);

    for (const client of [student.client, other.client]) {
      const history = await client
        .from('answer_grade_history')
        .select('*')
        .eq('answer_id', answer.id);
      expect(history.data).toEqual([]);
    }
    const anonHistory = await anonClient().from('answer_grade_history').select('*');
    expect(anonHistory.error?.code).toBe('42501');
  });

  it('records every grade in the history graders read: who, when, the grade before', async () => {
    const student = await userWith('contestant');
    const answer = await submit(student, await createProblem(author), 'x');
    await gradeWith(grader, answer.id, 4, 'first look', 0);
    await gradeWith(author, answer.id, 6, 'second look', 1);

    const { data, error } = await author.client
      .from('answer_grade_history')
      .select(
        'changed_by, reason, previous_status, previous_marks, previous_feedback, previous_graded_by, new_status, new_marks, new_feedback, changed_at',
      )
      .eq('answer_id', answer.id)
      .order('changed_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        changed_by: grader.userId,
        reason: 'grade',
        previous_status: 'submitted',
        previous_marks: null,
        new_status: 'partial',
        new_marks: 4,
        new_feedback: 'first look',
      }),
      expect.objectContaining({
        changed_by: author.userId,
        previous_status: 'partial',
        previous_marks: 4,
        previous_feedback: 'first look',
        previous_graded_by: grader.userId,
        new_marks: 6,
        new_feedback: 'second look',
      }),
    ]);
  });

  it.each([
    ['negative marks', -1],
    ['more than the problem is worth', 8],
  ])('refuses %s and changes nothing', async (_what, marks) => {
    const student = await userWith('contestant');
    const answer = await submit(student, await createProblem(author, { marks: 7 }), 'x');
    const { error } = await gradeWith(grader, answer.id, marks, 'x', 0);
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Marks must be a whole number from 0 to 7.');
    expect(await answerOf(answer.id)).toMatchObject({
      status: 'submitted',
      marks_awarded: null,
      feedback: null,
      grade_version: 0,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('refuses marks that are not a whole number', async () => {
    const student = await userWith('contestant');
    const answer = await submit(student, await createProblem(author), 'x');
    const { error } = await grader.client.rpc('grade_answer', { answer_id: answer.id, marks: 2.5 });
    expect(error).not.toBeNull();
    expect((await answerOf(answer.id)).status).toBe('submitted');
  });

  it('refuses feedback over 10000 characters', async () => {
    const student = await userWith('contestant');
    const answer = await submit(student, await createProblem(author), 'x');
    const { error } = await gradeWith(grader, answer.id, 3, 'y'.repeat(10001), 0);
    expect(error?.message).toBe('Feedback is too long: at most 10000 characters.');
    expect((await answerOf(answer.id)).status).toBe('submitted');
  });

  it('a grader cannot grade their own answer, with marks either', async () => {
    const former = await userWith('contestant');
    const answer = await submit(former, await createProblem(author), 'my own');
    await service.from('profiles').update({ role: 'instructor' }).eq('id', former.userId);
    const { error } = await gradeWith(former, answer.id, 7, 'great', 0);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('You cannot grade your own answer.');
    expect(await answerOf(answer.id)).toMatchObject({ status: 'submitted', marks_awarded: null });
    expect(await scoreOf(former.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('a student, a pending instructor and a visitor cannot grade', async () => {
    const [student, pending] = await Promise.all([
      userWith('contestant'),
      userWith('instructor', 'pending'),
    ]);
    const answer = await submit(student, await createProblem(author), 'mine');
    for (const actor of [student, pending]) {
      const { error } = await gradeWith(actor, answer.id, 7, 'self-service', 0);
      expect(error?.code).toBe('42501');
    }
    const visitor = await anonClient().rpc('grade_answer', { answer_id: answer.id, marks: 7 });
    expect(visitor.error).not.toBeNull();
    expect(await answerOf(answer.id)).toMatchObject({
      status: 'submitted',
      marks_awarded: null,
      feedback: null,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('null marks send an answer back to the queue', async () => {
    const student = await userWith('contestant');
    const answer = await submit(student, await createProblem(author), 'x');
    await gradeWith(grader, answer.id, 7, 'ok', 0);
    const back = await gradeWith(grader, answer.id, null, null, 1);
    expect(back.data).toMatchObject({
      status: 'submitted',
      marks_awarded: null,
      feedback: null,
      graded_by: null,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });
});

describe('two graders on one answer', () => {
  it('the second save, made against the version it saw, is refused and names the first grader', async () => {
    const student = await userWith('contestant');
    const second = await userWith('instructor', 'approved', 'Second Grader');
    const answer = await submit(student, await createProblem(author, { marks: 7 }), 'proof');
    const seen = answer.grade_version;

    expect((await gradeWith(grader, answer.id, 5, 'first', seen)).error).toBeNull();
    const late = await gradeWith(second, answer.id, 2, 'second', seen);
    expect(late.error?.code).toBe('PT409');
    expect(late.error?.message).toMatch(
      /^This answer was graded by Grading admin at .* UTC \(5\/7\) while you were grading it\./,
    );
    expect(await answerOf(answer.id)).toMatchObject({
      marks_awarded: 5,
      feedback: 'first',
      graded_by: grader.userId,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 5, problems_solved: 0 });

    // After reloading (the new version) the second grader may change the grade.
    expect((await gradeWith(second, answer.id, 2, 'second', seen + 1)).error).toBeNull();
    expect(await scoreOf(student.userId)).toEqual({ score: 2, problems_solved: 0 });
  });

  it('two graders racing on the same version: exactly one wins', async () => {
    const student = await userWith('contestant');
    const second = await userWith('instructor');
    const answer = await submit(student, await createProblem(author, { marks: 7 }), 'proof');
    const results = await Promise.all([
      gradeWith(grader, answer.id, 6, 'a', 0),
      gradeWith(second, answer.id, 1, 'b', 0),
    ]);
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    expect(results.filter((result) => result.error?.code === 'PT409')).toHaveLength(1);
    const winner = await answerOf(answer.id);
    expect(await scoreOf(student.userId)).toEqual({
      score: winner.marks_awarded ?? -1,
      problems_solved: 0,
    });
  });
});

describe('the score is the sum of the best marks after every change', () => {
  it('holds across grades, regrades, a key change and a marks change on several problems', async () => {
    const student = await userWith('contestant');
    const proof = await createProblem(author, { marks: 7 });
    const other = await createProblem(author, { marks: 10 });
    const keyed = await createProblem(author, { marks: 4, key: ['12'] });
    const check = async () =>
      expect(await scoreOf(student.userId)).toEqual(await expectedScore(student.userId));

    const p1 = await submit(student, proof, 'attempt one');
    const p2 = await submit(student, proof, 'attempt two');
    const o1 = await submit(student, other, 'other');
    await submit(student, keyed, '13');
    await check();

    await gradeWith(grader, p1.id, 3, null, 0);
    await check();
    await gradeWith(grader, p2.id, 5, null, 0);
    await check();
    await gradeWith(grader, o1.id, 10, null, 0);
    await check();
    await gradeWith(grader, p2.id, 1, 'regraded', 1);
    await check();

    // The key changes to the student's answer: the key-graded answer becomes correct.
    const saved = await author.client.rpc('save_problem', {
      problem_id: keyed,
      payload: { answer_key: ['13'] },
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ regraded: 1 });
    await check();
    expect(await scoreOf(student.userId)).toEqual({ score: 3 + 10 + 4, problems_solved: 2 });

    // Marks change: full marks follow (correct answers), partial marks are capped.
    expect(
      (await author.client.rpc('save_problem', { problem_id: other, payload: { marks: 12 } }))
        .error,
    ).toBeNull();
    expect(
      (await author.client.rpc('save_problem', { problem_id: proof, payload: { marks: 2 } })).error,
    ).toBeNull();
    await check();
    expect(await scoreOf(student.userId)).toEqual({ score: 2 + 12 + 4, problems_solved: 3 });
  });
});

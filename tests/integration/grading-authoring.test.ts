// Issue 13 items 4 and 5: problems are created and edited through save_problem (problem, key
// and attachment path in one transaction), only by their author, an admin or the superadmin; a
// key or marks change regrades the key-graded answers and never a grader's grade; a problem
// with answers cannot be deleted.
import { beforeAll, describe, expect, it } from 'vitest';
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
let otherInstructor: GradingUser;
let admin: GradingUser;

beforeAll(async () => {
  [author, otherInstructor, admin] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('admin'),
  ]);
});

interface ProblemRow {
  id: string;
  title: string;
  content: { body: string };
  topic: string;
  difficulty: string;
  marks: number;
  is_public: boolean;
  created_by: string;
  attachment_path: string | null;
}

async function problemOf(id: string): Promise<ProblemRow | null> {
  const { data, error } = await service
    .from('problems')
    .select('*')
    .eq('id', id)
    .maybeSingle<ProblemRow>();
  if (error) throw new Error(error.message);
  return data;
}

async function problemsTitled(title: string): Promise<number> {
  const { count, error } = await service
    .from('problems')
    .select('*', { count: 'exact', head: true })
    .eq('title', title);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

const validPayload = (title: string) => ({
  title,
  body: 'Find $x$ with $2x = 6$.',
  topic: 'Algebra',
  difficulty: 'Juniors',
  marks: 5,
  is_public: true,
});

describe('save_problem: create', () => {
  it('creates the problem with its key in one call and returns it', async () => {
    const title = `Created ${crypto.randomUUID()}`;
    const { data, error } = await author.client.rpc('save_problem', {
      problem_id: null,
      payload: { ...validPayload(title), answer_key: ['3', ' 3 ', ''] },
    });
    expect(error).toBeNull();
    const saved = data as { problem: ProblemRow; regraded: number };
    expect(saved.regraded).toBe(0);
    expect(saved.problem).toMatchObject({
      title,
      content: { body: 'Find $x$ with $2x = 6$.' },
      marks: 5,
      created_by: author.userId,
    });
    const key = await author.client.rpc('problem_answer_key', { problem_id: saved.problem.id });
    expect(key.data).toEqual(['3']);
  });

  it.each([
    [
      'a key with 21 answers',
      { answer_key: Array.from({ length: 21 }, (_, i) => String(i)) },
      /at most 20 answers/,
    ],
    [
      'a key answer over 1000 characters',
      { answer_key: ['x'.repeat(1001)] },
      /at most 1000 characters/,
    ],
    ['a key that is not a list', { answer_key: '3' }, 'The answer key must be a list of answers.'],
    ['a missing title', { title: '   ' }, 'All fields are required.'],
    ['an unknown topic', { topic: 'Calculus' }, /Topic must be/],
    ['marks of 0', { marks: 0 }, 'Marks must be a whole number from 1 to 100.'],
    ['marks of 2.5', { marks: 2.5 }, 'Marks must be a whole number from 1 to 100.'],
    ['an unknown field', { secret: 'x' }, 'Unknown field: secret.'],
    [
      'a solution that is not an object',
      { solution: 'Because.' },
      'solution must be an object { body, attachment_path, public_after_contest } or null.',
    ],
    [
      'four hints',
      { solution: { body: 'Because.' }, hints: ['a', 'b', 'c', 'd'] },
      'A problem has at most 3 hints.',
    ],
    [
      'an attachment that was never uploaded',
      { attachment_path: 'ATTACHMENT' },
      'The attachment was not found: upload it again.',
    ],
  ])('with %s fails as a whole and writes nothing', async (_what, change, message) => {
    const title = `Atomic ${crypto.randomUUID()}`;
    const payload: Record<string, unknown> = { ...validPayload(title), ...change };
    if (payload.attachment_path === 'ATTACHMENT')
      payload.attachment_path = `${author.userId}/123-missing.pdf`;
    const { data, error } = await author.client.rpc('save_problem', { problem_id: null, payload });
    expect(data).toBeNull();
    if (typeof message === 'string') expect(error?.message).toBe(message);
    else expect(error?.message).toMatch(message);
    expect(await problemsTitled(title)).toBe(0);
    expect(await problemsTitled(String(payload.title))).toBe(0);
  });

  it("refuses an attachment in another user's folder", async () => {
    const title = `Foreign file ${crypto.randomUUID()}`;
    const { error } = await author.client.rpc('save_problem', {
      problem_id: null,
      payload: { ...validPayload(title), attachment_path: `${otherInstructor.userId}/1-x.pdf` },
    });
    expect(error?.code).toBe('42501');
    expect(await problemsTitled(title)).toBe(0);
  });

  it('keeps an uploaded attachment, replaces and removes it', async () => {
    const upload = async (name: string) => {
      const path = `${author.userId}/${Date.now()}-${name}`;
      const { error } = await author.client.storage
        .from('attachments')
        .upload(path, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), {
          contentType: 'application/pdf',
        });
      if (error) throw new Error(error.message);
      return path;
    };
    const first = await upload('first.pdf');
    const created = await author.client.rpc('save_problem', {
      problem_id: null,
      payload: { ...validPayload(`With file ${crypto.randomUUID()}`), attachment_path: first },
    });
    expect(created.error).toBeNull();
    const id = (created.data as { problem: ProblemRow }).problem.id;
    expect((await problemOf(id))?.attachment_path).toBe(first);

    const second = await upload('second.pdf');
    expect(
      (
        await author.client.rpc('save_problem', {
          problem_id: id,
          payload: { attachment_path: second },
        })
      ).error,
    ).toBeNull();
    expect((await problemOf(id))?.attachment_path).toBe(second);
    expect(
      (
        await author.client.rpc('save_problem', {
          problem_id: id,
          payload: { attachment_path: null },
        })
      ).error,
    ).toBeNull();
    expect((await problemOf(id))?.attachment_path).toBeNull();
  });

  it('a student, a pending instructor and a visitor cannot create', async () => {
    const [student, pending] = await Promise.all([
      userWith('contestant'),
      userWith('instructor', 'pending'),
    ]);
    const title = `Refused ${crypto.randomUUID()}`;
    for (const actor of [student, pending]) {
      const { error } = await actor.client.rpc('save_problem', {
        problem_id: null,
        payload: validPayload(title),
      });
      expect(error?.code).toBe('42501');
    }
    expect(await problemsTitled(title)).toBe(0);
  });
});

describe('save_problem: edit', () => {
  it('the author and an admin edit; another instructor cannot, directly or through the function', async () => {
    const id = await createProblem(author, { title: 'Editable', marks: 7, key: ['1'] });
    const before = await problemOf(id);

    const refused = await otherInstructor.client.rpc('save_problem', {
      problem_id: id,
      payload: { title: 'Taken over', answer_key: ['2'], marks: 1, is_public: false },
    });
    expect(refused.error?.code).toBe('42501');
    const direct = await otherInstructor.client
      .from('problems')
      .update({ title: 'Taken over' })
      .eq('id', id)
      .select();
    expect(direct.data ?? []).toEqual([]);
    const keyRefused = await otherInstructor.client.rpc('set_answer_key', {
      problem_id: id,
      answers: ['2'],
    });
    expect(keyRefused.error?.code).toBe('42501');
    const keyRead = await otherInstructor.client.rpc('problem_answer_key', { problem_id: id });
    expect(keyRead.error?.code).toBe('42501');
    expect(await problemOf(id)).toEqual(before);
    expect((await author.client.rpc('problem_answer_key', { problem_id: id })).data).toEqual(['1']);

    const byAuthor = await author.client.rpc('save_problem', {
      problem_id: id,
      payload: { title: 'Fixed typo', body: 'Fixed statement $x$.' },
    });
    expect(byAuthor.error).toBeNull();
    expect(await problemOf(id)).toMatchObject({
      title: 'Fixed typo',
      content: { body: 'Fixed statement $x$.' },
      marks: 7,
      topic: 'Algebra',
    });

    const byAdmin = await admin.client.rpc('save_problem', {
      problem_id: id,
      payload: { is_public: false },
    });
    expect(byAdmin.error).toBeNull();
    expect((await problemOf(id))?.is_public).toBe(false);
  });

  it('a bad key on edit leaves the statement unchanged too', async () => {
    const id = await createProblem(author, { title: 'Stays', key: ['1'] });
    const { error } = await author.client.rpc('save_problem', {
      problem_id: id,
      payload: { title: 'Half saved', answer_key: ['y'.repeat(1001)] },
    });
    expect(error?.code).toBe('22023');
    expect((await problemOf(id))?.title).toBe('Stays');
    expect((await author.client.rpc('problem_answer_key', { problem_id: id })).data).toEqual(['1']);
  });

  it('an unknown problem is a clear error', async () => {
    const { error } = await author.client.rpc('save_problem', {
      problem_id: '00000000-0000-4000-8000-000000000000',
      payload: { title: 'x' },
    });
    expect(error?.message).toBe('Problem not found.');
  });
});

describe('a key change regrades', () => {
  it("every key-graded answer, never a grader's grade, and reports how many changed", async () => {
    const grader = await userWith('admin');
    const [s1, s2, s3, bystander] = await Promise.all([
      userWith('contestant'),
      userWith('contestant'),
      userWith('contestant'),
      userWith('contestant'),
    ]);
    const id = await createProblem(author, { marks: 6, key: ['10'] });
    const a1 = await submit(s1, id, '10'); // correct, will become incorrect
    const a2 = await submit(s2, id, '11'); // incorrect, will become correct
    const a3 = await submit(s3, id, '12'); // incorrect, stays incorrect
    // A grader overrides s3's key grade by hand: the key change must not touch it.
    expect(
      (await gradeWith(grader, a3.id, 4, 'Close: arithmetic slip.', a3.grade_version)).error,
    ).toBeNull();
    const other = await createProblem(author, { marks: 3, key: ['1'] });
    await submit(bystander, other, '1');
    const bystanderBefore = await service
      .from('profiles')
      .select('score, problems_solved')
      .eq('id', bystander.userId)
      .single();

    const { data, error } = await author.client.rpc('save_problem', {
      problem_id: id,
      payload: { answer_key: ['11'] },
    });
    expect(error).toBeNull();
    expect((data as { regraded: number }).regraded).toBe(2);

    expect(await answerOf(a1.id)).toMatchObject({
      status: 'incorrect',
      marks_awarded: 0,
      auto_graded: true,
    });
    expect(await answerOf(a2.id)).toMatchObject({
      status: 'correct',
      marks_awarded: 6,
      auto_graded: true,
    });
    expect(await answerOf(a3.id)).toMatchObject({
      status: 'partial',
      marks_awarded: 4,
      feedback: 'Close: arithmetic slip.',
      graded_by: grader.userId,
    });
    for (const student of [s1, s2, s3]) {
      expect(await scoreOf(student.userId)).toEqual(await expectedScore(student.userId));
    }
    expect(await scoreOf(s1.userId)).toEqual({ score: 0, problems_solved: 0 });
    expect(await scoreOf(s2.userId)).toEqual({ score: 6, problems_solved: 1 });
    const bystanderAfter = await service
      .from('profiles')
      .select('score, problems_solved')
      .eq('id', bystander.userId)
      .single();
    expect(bystanderAfter.data).toEqual(bystanderBefore.data);

    // The regrade is in the history, marked as such.
    const history = await author.client
      .from('answer_grade_history')
      .select('reason, previous_status, new_status')
      .eq('answer_id', a1.id);
    expect(history.data).toEqual([
      { reason: 'regrade', previous_status: 'correct', new_status: 'incorrect' },
    ]);

    // Saving the same key again changes nothing.
    const again = await author.client.rpc('save_problem', {
      problem_id: id,
      payload: { answer_key: ['11'] },
    });
    expect((again.data as { regraded: number }).regraded).toBe(0);
  });

  it('adding a key grades the waiting answers; removing it sends key-graded answers back to the queue', async () => {
    const student = await userWith('contestant');
    const id = await createProblem(author, { marks: 5 });
    const waiting = await submit(student, id, '42');
    expect(waiting.status).toBe('submitted');
    const added = await author.client.rpc('save_problem', {
      problem_id: id,
      payload: { answer_key: ['42'] },
    });
    expect((added.data as { regraded: number }).regraded).toBe(1);
    expect(await answerOf(waiting.id)).toMatchObject({ status: 'correct', marks_awarded: 5 });
    expect(await scoreOf(student.userId)).toEqual({ score: 5, problems_solved: 1 });

    const removed = await author.client.rpc('save_problem', {
      problem_id: id,
      payload: { answer_key: [] },
    });
    expect((removed.data as { regraded: number }).regraded).toBe(1);
    expect(await answerOf(waiting.id)).toMatchObject({
      status: 'submitted',
      marks_awarded: null,
      auto_graded: false,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('set_answer_key regrades as well', async () => {
    const student = await userWith('contestant');
    const id = await createProblem(author, { marks: 2, key: ['1'] });
    await submit(student, id, '2');
    expect(
      (await author.client.rpc('set_answer_key', { problem_id: id, answers: ['2'] })).error,
    ).toBeNull();
    expect(await scoreOf(student.userId)).toEqual({ score: 2, problems_solved: 1 });
  });
});

describe('deleting a problem', () => {
  it('the author deletes a problem nobody answered; another instructor cannot', async () => {
    const id = await createProblem(author);
    const refused = await otherInstructor.client.from('problems').delete().eq('id', id).select();
    expect(refused.data ?? []).toEqual([]);
    expect(await problemOf(id)).not.toBeNull();
    const removed = await author.client.from('problems').delete().eq('id', id).select('id');
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([{ id }]);
    expect(await problemOf(id)).toBeNull();
  });

  it('a problem with answers is kept (hide it instead), even for an admin', async () => {
    const student = await userWith('contestant');
    const id = await createProblem(author, { key: ['1'] });
    await submit(student, id, '1');
    for (const actor of [author, admin]) {
      const { error } = await actor.client.from('problems').delete().eq('id', id);
      expect(error?.message).toBe(
        'This problem has answers, so it cannot be deleted. Hide it instead.',
      );
    }
    expect(await problemOf(id)).not.toBeNull();
    expect(await scoreOf(student.userId)).toEqual({ score: 7, problems_solved: 1 });
  });
});

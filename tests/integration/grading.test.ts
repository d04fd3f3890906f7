// Issue 5: answer keys, submit_answer with auto-grading and a rate limit, grade_answer, and
// the score rules the database keeps. Every refused attempt is checked to change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import { createProblem, service, userWith } from './support/factories';

type Status = 'submitted' | 'correct' | 'incorrect';

interface Answer {
  id: string;
  problem_id: string;
  user_id: string;
  content: string;
  status: Status;
  graded_by: string | null;
}

async function submit(student: SignedUpUser, problemId: string, content: string): Promise<Answer> {
  const { data, error } = await student.client.rpc('submit_answer', {
    problem_id: problemId,
    content,
  });
  if (error) throw new Error(error.message);
  return data as Answer;
}

async function scoreOf(userId: string): Promise<{ score: number; problems_solved: number }> {
  const { data, error } = await service
    .from('profiles')
    .select('score, problems_solved')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data as { score: number; problems_solved: number };
}

async function answerOf(id: string): Promise<Answer> {
  const { data, error } = await service.from('answers').select('*').eq('id', id).single<Answer>();
  if (error) throw new Error(error.message);
  return data;
}

async function answerCount(userId: string): Promise<number> {
  const { count, error } = await service
    .from('answers')
    .select('*', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

let instructor: SignedUpUser;
let grader: SignedUpUser;

beforeAll(async () => {
  [instructor, grader] = await Promise.all([userWith('instructor'), userWith('admin')]);
});

describe('submit_answer', () => {
  it('records the answer for the signed-in student and grades a keyed problem at once', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { marks: 9, key: ['\\frac{14}{3}'] });
    const answer = await submit(student, problemId, '  14/3  ');
    expect(answer).toMatchObject({
      problem_id: problemId,
      user_id: student.userId,
      content: '14/3',
      status: 'correct',
    });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await scoreOf(student.userId)).toEqual({ score: 9, problems_solved: 1 });
  });

  it('marks a different answer incorrect and leaves the score alone', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { key: ['\\frac{14}{3}'] });
    expect((await submit(student, problemId, '3/14')).status).toBe('incorrect');
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('accepts any of several accepted answers', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { key: ['2', '-2'] });
    expect((await submit(student, problemId, '-2')).status).toBe('correct');
  });

  it('leaves an answer to an unkeyed problem waiting for a grader', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor);
    expect((await submit(student, problemId, 'A proof by induction.')).status).toBe('submitted');
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('a second correct answer to the same problem adds nothing', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { marks: 5, key: ['42'] });
    await submit(student, problemId, '42');
    await submit(student, problemId, '42.0');
    expect(await scoreOf(student.userId)).toEqual({ score: 5, problems_solved: 1 });
  });

  it("lists the student's submissions with the problem title", async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { key: ['1'] });
    await submit(student, problemId, '1');
    const { data, error } = await student.client
      .from('answers')
      .select('id, submitted_at, status, problems(id, title)')
      .eq('user_id', student.userId)
      .order('submitted_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        status: 'correct',
        problems: { id: problemId, title: 'Test problem' },
      }),
    ]);
  });

  it.each([
    ['a blank answer', '   ', /Answer cannot be empty/],
    ['an answer over 5000 characters', 'x'.repeat(5001), /too long/],
  ])('refuses %s and records nothing', async (_what, content, message) => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor);
    const { error } = await student.client.rpc('submit_answer', { problem_id: problemId, content });
    expect(error?.message).toMatch(message);
    expect(await answerCount(student.userId)).toBe(0);
  });

  it.each(['instructor', 'admin', 'superadmin'] as const)(
    'refuses an approved %s: only students submit',
    async (role) => {
      const user = await userWith(role);
      const problemId = await createProblem(instructor);
      const { error } = await user.client.rpc('submit_answer', {
        problem_id: problemId,
        content: '1',
      });
      expect(error?.code).toBe('42501');
      expect(await answerCount(user.userId)).toBe(0);
    },
  );

  it('refuses a rejected student', async () => {
    const student = await userWith('contestant', 'rejected');
    const problemId = await createProblem(instructor);
    const { error } = await student.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '1',
    });
    expect(error?.code).toBe('42501');
    expect(await answerCount(student.userId)).toBe(0);
  });

  it('cannot be called as someone else: there is no user argument', async () => {
    const [student, victim] = await Promise.all([userWith('contestant'), userWith('contestant')]);
    const problemId = await createProblem(instructor, { key: ['5'] });
    const { error } = await student.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '5',
      user_id: victim.userId,
    });
    expect(error?.code).toBe('PGRST202');
    expect(await answerCount(victim.userId)).toBe(0);
    expect(await answerCount(student.userId)).toBe(0);
  });

  it('refuses a visitor', async () => {
    const problemId = await createProblem(instructor);
    const { error } = await anonClient().rpc('submit_answer', {
      problem_id: problemId,
      content: '1',
    });
    expect(error?.code).toBe('42501');
  });

  it('refuses a problem the student cannot see', async () => {
    const student = await userWith('contestant');
    const hidden = await createProblem(instructor, { isPublic: false });
    const { error } = await student.client.rpc('submit_answer', {
      problem_id: hidden,
      content: '1',
    });
    expect(error?.message).toBe('Problem not found.');
    expect(await answerCount(student.userId)).toBe(0);
  });

  it('refuses the 11th answer within a minute, even in parallel, and records nothing for it', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor);
    // At most 6 requests of one account run at once (decision 0046), the rest are answered 429
    // at once: sent again until answered, all 12 still race for the 10 places.
    const answered = async (index: number) => {
      for (;;) {
        const result = await student.client.rpc('submit_answer', {
          problem_id: problemId,
          content: `attempt ${index}`,
        });
        if (result.error?.code !== 'PT429') return result;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => answered(index)));
    const refused = results.filter((result) => result.error);
    expect(results.length - refused.length).toBe(10);
    expect(refused).toHaveLength(2);
    for (const { error } of refused) {
      expect(error?.code).toBe('P0001');
      expect(error?.message).toBe('Too many answers: wait a minute before submitting again.');
    }
    expect(await answerCount(student.userId)).toBe(10);
  });
});

describe('answer keys', () => {
  it('nobody reads a key through the API or through an embed', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { key: ['7'] });
    for (const client of [anonClient(), student.client, instructor.client, service]) {
      const direct = await client.schema('private').from('problem_answer_keys').select('*');
      expect(direct.data).toBeNull();
      expect(direct.error?.code).toBe('PGRST106');
      const embed = await client
        .from('problems')
        .select('id, problem_answer_keys(answers)')
        .eq('id', problemId);
      expect(embed.data).toBeNull();
      expect(embed.error?.code).toBe('PGRST200');
      const table = await client.from('problem_answer_keys').select('*');
      expect(table.data).toBeNull();
      expect(table.error).not.toBeNull();
    }
  });

  it('the author and an approved admin set a key; another instructor and a student cannot', async () => {
    const problemId = await createProblem(instructor);
    const student = await userWith('contestant');
    const otherInstructor = await userWith('instructor');
    for (const outsider of [otherInstructor, student]) {
      const { error } = await outsider.client.rpc('set_answer_key', {
        problem_id: problemId,
        answers: ['1'],
      });
      expect(error?.code).toBe('42501');
    }
    // No key was stored: an answer still waits for a grader.
    expect((await submit(student, problemId, '1')).status).toBe('submitted');

    expect(
      (await grader.client.rpc('set_answer_key', { problem_id: problemId, answers: ['1'] })).error,
    ).toBeNull();
    expect((await submit(student, problemId, '1')).status).toBe('correct');

    expect(
      (await instructor.client.rpc('set_answer_key', { problem_id: problemId, answers: [] })).error,
    ).toBeNull();
    expect((await submit(student, problemId, '1')).status).toBe('submitted');
  });

  it('a pending instructor cannot set a key even on a problem they wrote before', async () => {
    const author = await userWith('instructor');
    const problemId = await createProblem(author);
    await service.from('profiles').update({ status: 'pending' }).eq('id', author.userId);
    const { error } = await author.client.rpc('set_answer_key', {
      problem_id: problemId,
      answers: ['1'],
    });
    expect(error?.code).toBe('42501');
  });
});

describe('grade_answer and the grading queue', () => {
  it('a grader sees waiting answers with problem and student, and grading moves the score', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { marks: 8 });
    const answer = await submit(student, problemId, 'Proof: trivial.');

    const queue = await grader.client
      .from('answers')
      .select(
        'id, content, submitted_at, problems(id, title), student:public_profiles!answers_user_id_fkey(full_name)',
      )
      .eq('status', 'submitted')
      .eq('id', answer.id);
    expect(queue.error).toBeNull();
    expect(queue.data).toEqual([
      expect.objectContaining({
        id: answer.id,
        problems: { id: problemId, title: 'Test problem' },
        student: { full_name: 'Test contestant' },
      }),
    ]);

    const graded = await grader.client.rpc('grade_answer', {
      answer_id: answer.id,
      status: 'correct',
    });
    expect(graded.error).toBeNull();
    expect(graded.data).toMatchObject({
      id: answer.id,
      status: 'correct',
      graded_by: grader.userId,
    });
    expect(await scoreOf(student.userId)).toEqual({ score: 8, problems_solved: 1 });

    const regraded = await instructor.client.rpc('grade_answer', {
      answer_id: answer.id,
      status: 'incorrect',
    });
    expect(regraded.error).toBeNull();
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });

    expect(
      (await grader.client.rpc('grade_answer', { answer_id: answer.id, status: 'submitted' }))
        .error,
    ).toBeNull();
    expect(await answerOf(answer.id)).toMatchObject({ status: 'submitted', graded_by: null });
  });

  it('regrading one of two correct answers to a problem keeps the marks', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { marks: 6 });
    const first = await submit(student, problemId, 'first');
    const second = await submit(student, problemId, 'second');
    await grader.client.rpc('grade_answer', { answer_id: first.id, status: 'correct' });
    await grader.client.rpc('grade_answer', { answer_id: second.id, status: 'correct' });
    expect(await scoreOf(student.userId)).toEqual({ score: 6, problems_solved: 1 });
    await grader.client.rpc('grade_answer', { answer_id: first.id, status: 'incorrect' });
    expect(await scoreOf(student.userId)).toEqual({ score: 6, problems_solved: 1 });
  });

  it('concurrent grades of two problems for one student are both counted', async () => {
    for (let round = 0; round < 3; round += 1) {
      const student = await userWith('contestant');
      const [p1, p2] = await Promise.all([
        createProblem(instructor, { marks: 3 }),
        createProblem(instructor, { marks: 4 }),
      ]);
      const a1 = await submit(student, p1, 'one');
      const a2 = await submit(student, p2, 'two');
      const results = await Promise.all([
        grader.client.rpc('grade_answer', { answer_id: a1.id, status: 'correct' }),
        instructor.client.rpc('grade_answer', { answer_id: a2.id, status: 'correct' }),
      ]);
      expect(results.map((result) => result.error)).toEqual([null, null]);
      expect(await scoreOf(student.userId)).toEqual({ score: 7, problems_solved: 2 });
    }
  });

  it("changing a problem's marks rescores the students who solved it", async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor, { marks: 4, key: ['12'] });
    await submit(student, problemId, '12');
    expect(await scoreOf(student.userId)).toEqual({ score: 4, problems_solved: 1 });
    expect(
      (await instructor.client.from('problems').update({ marks: 10 }).eq('id', problemId)).error,
    ).toBeNull();
    expect(await scoreOf(student.userId)).toEqual({ score: 10, problems_solved: 1 });
  });

  it('a student cannot call grade_answer', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(instructor);
    const answer = await submit(student, problemId, 'mine');
    const { error } = await student.client.rpc('grade_answer', {
      answer_id: answer.id,
      status: 'correct',
    });
    expect(error?.code).toBe('42501');
    expect(await answerOf(answer.id)).toMatchObject({ status: 'submitted', graded_by: null });
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('a pending instructor cannot grade', async () => {
    const student = await userWith('contestant');
    const pending = await userWith('instructor', 'pending');
    const answer = await submit(student, await createProblem(instructor), 'x');
    const { error } = await pending.client.rpc('grade_answer', {
      answer_id: answer.id,
      status: 'correct',
    });
    expect(error?.code).toBe('42501');
    expect((await answerOf(answer.id)).status).toBe('submitted');
  });

  it('a grader cannot grade their own answer', async () => {
    const former = await userWith('contestant');
    const answer = await submit(former, await createProblem(instructor), 'my own');
    await service.from('profiles').update({ role: 'instructor' }).eq('id', former.userId);
    const { error } = await former.client.rpc('grade_answer', {
      answer_id: answer.id,
      status: 'correct',
    });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('You cannot grade your own answer.');
    expect(await answerOf(answer.id)).toMatchObject({ status: 'submitted', graded_by: null });
    expect(await scoreOf(former.userId)).toEqual({ score: 0, problems_solved: 0 });
  });

  it('grading a non-existent answer is a clear error', async () => {
    const { error } = await grader.client.rpc('grade_answer', {
      answer_id: '00000000-0000-4000-8000-000000000000',
      status: 'correct',
    });
    expect(error?.message).toBe('Answer not found.');
  });

  it('an unknown status is refused', async () => {
    const student = await userWith('contestant');
    const answer = await submit(student, await createProblem(instructor), 'x');
    const { error } = await grader.client.rpc('grade_answer', {
      answer_id: answer.id,
      status: 'perfect',
    });
    expect(error?.message).toMatch(/Status must be/);
    expect((await answerOf(answer.id)).status).toBe('submitted');
  });

  it('nobody writes answers or scores directly', async () => {
    const student = await userWith('contestant');
    const answer = await submit(student, await createProblem(instructor), 'x');
    for (const client of [student.client, grader.client]) {
      const status = await client.from('answers').update({ status: 'correct' }).eq('id', answer.id);
      expect(status.error?.code).toBe('42501');
      const removal = await client.from('answers').delete().eq('id', answer.id);
      expect(removal.error?.code).toBe('42501');
      const score = await client
        .from('profiles')
        .update({ score: 500, problems_solved: 50 })
        .eq('id', student.userId);
      expect(score.error?.code).toBe('42501');
    }
    expect((await answerOf(answer.id)).status).toBe('submitted');
    expect(await scoreOf(student.userId)).toEqual({ score: 0, problems_solved: 0 });
  });
});

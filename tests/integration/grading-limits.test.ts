// Issue 10 item 3 (decision 0019): answers are limited per client address as well as per
// account, and a student has at most 10 wrong key-graded answers per problem. The client
// address is the first X-Forwarded-For entry the request carries to the database.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProblem, service, submitFrom, userWith, type GradingUser } from './support/grading';

let author: GradingUser;

beforeAll(async () => {
  author = await userWith('instructor');
});

async function answerCount(userId: string, problemId: string): Promise<number> {
  const { count, error } = await service
    .from('answers')
    .select('*', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('problem_id', problemId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** A documentation-range address nobody else in the test run uses (a proxy's own entry follows it). */
function freshAddress(): string {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  return `2001:db8::${a}:${b}, 10.0.0.1`;
}

describe('wrong attempts per student per problem', () => {
  it('the 11th wrong answer is refused with a clear message; other problems stay open', async () => {
    const student = await userWith('contestant', 'approved', 'Guesser', freshAddress());
    const problemId = await createProblem(author, { key: ['731'] });
    for (let guess = 1; guess <= 10; guess += 1) {
      expect((await submitFrom(student, problemId, String(guess))).data?.status).toBe('incorrect');
      // The per-account limit (10 a minute) is not what is tested here.
      await service
        .from('answers')
        .update({ submitted_at: new Date(Date.now() - 120_000).toISOString() })
        .eq('user_id', student.userId)
        .eq('problem_id', problemId);
    }
    const refused = await submitFrom(student, problemId, '731');
    expect(refused.error?.code).toBe('P0001');
    expect(refused.error?.message).toBe(
      'You have used all 10 attempts at this problem: no more answers are accepted for it.',
    );
    expect(await answerCount(student.userId, problemId)).toBe(10);

    const other = await createProblem(author, { key: ['1'] });
    expect((await submitFrom(student, other, '1')).data?.status).toBe('correct');
  });

  it('answers waiting for a grader do not count as wrong', async () => {
    const student = await userWith('contestant');
    const proof = await createProblem(author);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await submitFrom(student, proof, `draft ${attempt}`);
      await service
        .from('answers')
        .update({ submitted_at: new Date(Date.now() - 120_000).toISOString() })
        .eq('user_id', student.userId);
    }
    expect((await submitFrom(student, proof, 'final')).data?.status).toBe('submitted');
  });
});

describe('answers per client address', () => {
  it('throwaway accounts behind one address get 60 answers a minute in all, then a clear refusal', async () => {
    const address = freshAddress();
    const problemId = await createProblem(author);
    const students = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        userWith('contestant', 'approved', `Throwaway ${index}`, address),
      ),
    );
    let accepted = 0;
    for (const student of students) {
      for (let attempt = 0; attempt < 9; attempt += 1) {
        const { error } = await submitFrom(student, problemId, `try ${attempt}`);
        if (!error) accepted += 1;
        else {
          expect(error.code).toBe('P0001');
          expect(error.message).toBe(
            'Too many answers from your network: wait a few minutes before submitting again.',
          );
        }
      }
    }
    expect(accepted).toBe(60);
    // A student elsewhere is not affected.
    const elsewhere = await userWith('contestant', 'approved', 'Elsewhere', freshAddress());
    expect((await submitFrom(elsewhere, problemId, 'mine')).data?.status).toBe('submitted');
  });

  it('parallel answers from one address cannot race past the limit', async () => {
    const address = freshAddress();
    const problemId = await createProblem(author);
    const students = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        userWith('contestant', 'approved', `Racer ${index}`, address),
      ),
    );
    // The request budget (decision 0046) lets 8 requests of one address run at once and answers
    // the rest 429 at once; like a client honouring Retry-After, each sends again until it is
    // answered, so all 64 still race for the 60 places.
    const answered = async (student: (typeof students)[number], attempt: number) => {
      for (;;) {
        const result = await submitFrom(student, problemId, `race ${attempt}`);
        if (result.error?.code !== 'PT429') return result;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const results = await Promise.all(
      students.flatMap((student) =>
        Array.from({ length: 8 }, (_, attempt) => answered(student, attempt)),
      ),
    );
    expect(results.filter((result) => !result.error)).toHaveLength(60);
  });
});

// Issue 24, point 3 (decision 0059): the checker through submit_answer, as a student. An exact
// key accepts only exact values (an approximate or scientific guess is a wrong answer and costs an
// attempt like any other); sums and products, identities, \pm and lists of pairs written as
// equations are read as the same answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { createProblem, service, submit, userWith, type GradingUser } from './support/grading';

let author: GradingUser;

beforeAll(async () => {
  author = await userWith('instructor');
});

/** Moves the student's answers two minutes back, so the 10-a-minute limit is not what is tested. */
async function age(userId: string) {
  await service
    .from('answers')
    .update({ submitted_at: new Date(Date.now() - 120_000).toISOString() })
    .eq('user_id', userId);
}

async function wrongAttempts(student: GradingUser, problemId: string): Promise<number> {
  const { data, error } = await student.client.rpc('my_answer_state', { problem_id: problemId });
  if (error) throw new Error(error.message);
  return (data as { wrong_attempts: number }).wrong_attempts;
}

/** Each answer in turn from a new student (fresh attempts), with the status submit_answer gave. */
async function verdicts(key: string[], answers: string[]): Promise<Record<string, string>> {
  const problemId = await createProblem(author, { key });
  const student = await userWith('contestant');
  const result: Record<string, string> = {};
  for (const [i, answer] of answers.entries()) {
    if (i > 0 && i % 8 === 0) await age(student.userId);
    result[answer] = (await submit(student, problemId, answer)).status;
  }
  return result;
}

describe('an exact key accepts only exact values', () => {
  it('a nine-digit integer: scientific notation only when exact', async () => {
    expect(
      await verdicts(
        ['123456789'],
        [
          '1.23e8',
          '1.2345679e8',
          '123456788.9999',
          '1.23 \\times 10^8',
          '123456789.0001',
          '1e-999',
          '1.23456789e8',
          '123456789.0',
          '1.23456789 \\times 10^{8}',
        ],
      ),
    ).toEqual({
      '1.23e8': 'incorrect',
      '1.2345679e8': 'incorrect',
      '123456788.9999': 'incorrect',
      '1.23 \\times 10^8': 'incorrect',
      '123456789.0001': 'incorrect',
      '1e-999': 'incorrect',
      '1.23456789e8': 'correct',
      '123456789.0': 'correct',
      '1.23456789 \\times 10^{8}': 'correct',
    });
  });

  it('radicals, pi and fractions: decimals are wrong, however long', async () => {
    expect(
      await verdicts(
        ['\\sqrt{2}'],
        ['1.41421356', '1.4142135623730950488016887242096980785696718753769', '2^{0.5}'],
      ),
    ).toEqual({
      '1.41421356': 'incorrect',
      '1.4142135623730950488016887242096980785696718753769': 'incorrect',
      '2^{0.5}': 'correct',
    });
    expect(await verdicts(['\\pi'], ['3.14', '3.14159265358979', '\\frac{22}{7}'])).toEqual({
      '3.14': 'incorrect',
      '3.14159265358979': 'incorrect',
      '\\frac{22}{7}': 'incorrect',
    });
    expect(
      await verdicts(['\\frac13'], ['0.3333333333', '0.333', '33.33\\%', '0.\\overline{3}']),
    ).toEqual({
      '0.3333333333': 'incorrect',
      '0.333': 'incorrect',
      // the reader drops the percent sign the key does not have: a grader decides (decision 0037)
      '33.33\\%': 'submitted',
      '0.\\overline{3}': 'correct',
    });
  });

  it('a key written as a decimal keeps the rounding rule', async () => {
    expect(await verdicts(['0.333'], ['\\frac13', '0.3333', '0.333'])).toEqual({
      '\\frac13': 'correct',
      '0.3333': 'incorrect',
      '0.333': 'correct',
    });
  });

  it('a rejected approximation costs an attempt like any wrong answer', async () => {
    const problemId = await createProblem(author, { key: ['123456789'] });
    const student = await userWith('contestant');
    expect(await wrongAttempts(student, problemId)).toBe(0);
    expect((await submit(student, problemId, '1.23e8')).status).toBe('incorrect');
    expect((await submit(student, problemId, '1.2345679 \\times 10^8')).status).toBe('incorrect');
    expect(await wrongAttempts(student, problemId)).toBe(2);
    const { data } = await service
      .from('answers')
      .select('status, auto_graded')
      .eq('user_id', student.userId)
      .eq('problem_id', problemId);
    expect(data).toEqual([
      { status: 'incorrect', auto_graded: true },
      { status: 'incorrect', auto_graded: true },
    ]);
    expect((await submit(student, problemId, '1.23456789e8')).status).toBe('correct');
    expect(await wrongAttempts(student, problemId)).toBe(2);
  });
});

describe('sums and products with numeric bounds', () => {
  it('are evaluated, in the answer and in the key', async () => {
    expect(
      await verdicts(
        ['55'],
        ['\\sum_{k=1}^{10} k', '\\sum_{k=1}^{10} k + 1', '\\sum\\limits_{k=0}^{10} k'],
      ),
    ).toEqual({
      '\\sum_{k=1}^{10} k': 'correct',
      '\\sum_{k=1}^{10} k + 1': 'incorrect',
      '\\sum\\limits_{k=0}^{10} k': 'correct',
    });
    expect(
      await verdicts(['\\prod_{k=1}^{5} k'], ['120', '5!', '\\prod_{k=1}^{4} k', '24']),
    ).toEqual({
      '120': 'correct',
      '5!': 'correct',
      '\\prod_{k=1}^{4} k': 'incorrect',
      '24': 'incorrect',
    });
  });

  it('too many terms is not read: a grader decides, and no attempt is spent', async () => {
    const problemId = await createProblem(author, { key: ['5000050000'] });
    const student = await userWith('contestant');
    const started = performance.now();
    expect((await submit(student, problemId, '\\sum_{k=1}^{100000} k')).status).toBe('submitted');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await wrongAttempts(student, problemId)).toBe(0);
  });
});

describe('identities, \\pm and lists of pairs', () => {
  it('expanded and factored forms, exponentials', async () => {
    expect(await verdicts(['x^2+2x+1'], ['(x+1)^2', '(x-1)^2', 'x^2+1'])).toEqual({
      '(x+1)^2': 'correct',
      '(x-1)^2': 'incorrect',
      'x^2+1': 'incorrect',
    });
    expect(await verdicts(['2\\cdot 2^x'], ['2^{x+1}', '2^x + 1', '4^x'])).toEqual({
      '2^{x+1}': 'correct',
      '2^x + 1': 'incorrect',
      '4^x': 'incorrect',
    });
  });

  it('\\pm a is the set {-a, a}', async () => {
    expect(await verdicts(['\\{-3, 3\\}'], ['\\pm 3', 'x = \\pm 3', '3', '\\pm 2'])).toEqual({
      '\\pm 3': 'correct',
      'x = \\pm 3': 'correct',
      '3': 'incorrect',
      '\\pm 2': 'incorrect',
    });
  });

  it('pairs written as equations match the list of pairs', async () => {
    expect(
      await verdicts(
        ['(5,2),(7,2)'],
        [
          'p=5,q=2; p=7,q=2',
          'p=7, q=2 \\text{ and } p=5, q=2',
          '(p,q) = (7,2), (5,2)',
          'p=5,q=2; p=7,q=3',
          '(2,5),(2,7)',
        ],
      ),
    ).toEqual({
      'p=5,q=2; p=7,q=2': 'correct',
      'p=7, q=2 \\text{ and } p=5, q=2': 'correct',
      '(p,q) = (7,2), (5,2)': 'correct',
      'p=5,q=2; p=7,q=3': 'incorrect',
      '(2,5),(2,7)': 'incorrect',
    });
    expect(
      await verdicts(['(p,q) = (5,2),(7,2)'], ['q=2,p=5; q=2,p=7', 'q=5,p=2; q=7,p=2']),
    ).toEqual({ 'q=2,p=5; q=2,p=7': 'correct', 'q=5,p=2; q=7,p=2': 'incorrect' });
  });
});

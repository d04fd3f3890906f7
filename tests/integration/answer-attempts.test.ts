// Issue 29, point 3 (decision 0037): the attempts left come from the database's own count, and a
// misreading never costs an attempt. The browser's copy of what the reader ignores and of
// repeating decimals agrees with the database's.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { readPairs } from '../../scripts/measure-equivalence.mjs';
import {
  ignoredParts,
  readRepeatingDecimal,
} from '../../src/features/answers/reading/ignored-parts';
import { anonClient } from './support/clients';
import { createProblem, service, submit, userWith, type GradingUser } from './support/grading';

const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;
let client: pg.Client;
let author: GradingUser;

const EXTRA_INPUTS = [
  '50%',
  '3.333...',
  '0.1666...',
  '-0.142857142857…',
  '3.14...',
  '3 cm',
  '106 degrees',
  '10 students',
  'f \\circ g',
  '2 \\text{ square units}',
];

beforeAll(async () => {
  client = new pg.Client(databaseUrl);
  await client.connect();
  author = await userWith('instructor');
});

afterAll(async () => {
  await client.end();
});

interface AnswerState {
  has_key: boolean;
  attempt_cap: number;
  wrong_attempts: number;
}

async function stateOf(student: GradingUser, problemId: string): Promise<AnswerState> {
  const { data, error } = await student.client.rpc('my_answer_state', { problem_id: problemId });
  if (error) throw new Error(error.message);
  return data as AnswerState;
}

async function answersOf(userId: string, problemId: string) {
  const { data, error } = await service
    .from('answers')
    .select('status, auto_graded')
    .eq('user_id', userId)
    .eq('problem_id', problemId);
  if (error) throw new Error(error.message);
  return data;
}

/** Moves the student's answers a minute back, so the 10-a-minute limit is not what is tested. */
async function age(userId: string) {
  await service
    .from('answers')
    .update({ submitted_at: new Date(Date.now() - 120_000).toISOString() })
    .eq('user_id', userId);
}

describe('the browser and the database ignore the same parts', () => {
  it('on every labelled input and the issue’s examples', async () => {
    const pairs = await readPairs();
    const inputs = [
      ...new Set([...pairs.flatMap((pair) => [pair.submitted, pair.expected]), ...EXTRA_INPUTS]),
    ];
    const { rows } = await client.query<{ answer: string; kinds: string[]; reading: string }>(
      `select a as answer, private.answer_ignored_parts(a) as kinds,
         private.answer_repeating_decimal(a) as reading
       from unnest($1::text[]) a`,
      [inputs],
    );
    const different = rows
      .filter(
        (row) =>
          JSON.stringify(ignoredParts(row.answer).map((part) => part.kind)) !==
            JSON.stringify(row.kinds) || readRepeatingDecimal(row.answer) !== row.reading,
      )
      .map((row) => `${row.answer}: database ${JSON.stringify(row.kinds)} ${row.reading}`);
    expect(different).toEqual([]);
    const byAnswer = new Map(rows.map((row) => [row.answer, row]));
    expect(byAnswer.get('50%')?.kinds).toEqual(['percent']);
    expect(byAnswer.get('3.333...')?.reading).toBe('3.\\overline{3}');
  });
});

describe('verdicts on answers the reader may have misread', () => {
  it('3.333... is 10/3; 50% against a key of 0.5 and 3 cm against 30 go to a grader', async () => {
    const student = await userWith('contestant');
    const third = await createProblem(author, { key: ['\\frac{10}{3}'] });
    expect((await submit(student, third, '3.333...')).status).toBe('correct');

    const half = await createProblem(author, { key: ['0.5'] });
    const percent = await submit(student, half, '50%');
    expect(percent).toMatchObject({ status: 'submitted', auto_graded: false });

    const length = await createProblem(author, { key: ['30'] });
    expect(await submit(student, length, '3 cm')).toMatchObject({ status: 'submitted' });
    expect(await submit(student, length, '30 cm')).toMatchObject({ status: 'correct' });

    const angle = await createProblem(author, { key: ['106'] });
    expect(await submit(student, angle, '106 degrees')).toMatchObject({ status: 'correct' });
    expect(await submit(student, angle, '3.14...')).toMatchObject({ status: 'submitted' });

    expect((await stateOf(student, half)).wrong_attempts).toBe(0);
    expect((await stateOf(student, length)).wrong_attempts).toBe(0);
  });

  it('a plain wrong answer, or a unit the key has too, still counts', async () => {
    const student = await userWith('contestant');
    const percent = await createProblem(author, { key: ['28\\%'] });
    expect(await submit(student, percent, '27%')).toMatchObject({ status: 'incorrect' });
    expect(await submit(student, percent, '27')).toMatchObject({ status: 'incorrect' });
    expect(await stateOf(student, percent)).toEqual({
      results_at: null,
      received: null,
      has_key: true,
      attempt_cap: 10,
      wrong_attempts: 2,
    });
  });
});

describe('my_answer_state', () => {
  it('counts what submit_answer counts, up to the cap it enforces', async () => {
    const student = await userWith('contestant');
    const problemId = await createProblem(author, { key: ['731'] });
    expect(await stateOf(student, problemId)).toEqual({
      results_at: null,
      received: null,
      has_key: true,
      attempt_cap: 10,
      wrong_attempts: 0,
    });
    for (let guess = 1; guess <= 10; guess += 1) {
      await submit(student, problemId, String(guess));
      await age(student.userId);
    }
    expect((await stateOf(student, problemId)).wrong_attempts).toBe(10);
    const { error } = await student.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '11',
    });
    expect(error?.message).toBe(
      'You have used all 10 attempts at this problem: no more answers are accepted for it.',
    );
    expect(await answersOf(student.userId, problemId)).toHaveLength(10);
  });

  it('says a problem without a key takes a proof', async () => {
    const student = await userWith('contestant');
    const proof = await createProblem(author);
    expect(await stateOf(student, proof)).toEqual({
      results_at: null,
      received: null,
      has_key: false,
      attempt_cap: 10,
      wrong_attempts: 0,
    });
  });

  it('refuses visitors and hidden problems, and tells no one else’s count', async () => {
    const hidden = await createProblem(author, { key: ['1'], isPublic: false });
    const visitor = await anonClient().rpc('my_answer_state', { problem_id: hidden });
    expect(visitor.error).not.toBeNull();
    expect(visitor.data).toBeNull();

    const student = await userWith('contestant');
    const refused = await student.client.rpc('my_answer_state', { problem_id: hidden });
    expect(refused.error?.message).toBe('Problem not found.');

    // Another student's wrong answers are not this student's count.
    const open = await createProblem(author, { key: ['1'] });
    const other = await userWith('contestant');
    await submit(other, open, '2');
    expect((await stateOf(student, open)).wrong_attempts).toBe(0);
    expect((await stateOf(other, open)).wrong_attempts).toBe(1);
  });

  it('the private helpers are closed to the API roles', async () => {
    const student = await userWith('contestant');
    const call = await student.client.schema('private' as 'public').rpc(
      'wrong_attempts' as 'my_answer_state',
      {
        student_id: student.userId,
        problem_id: '00000000-0000-0000-0000-000000000000',
      } as never,
    );
    expect(call.error).not.toBeNull();
  });
});

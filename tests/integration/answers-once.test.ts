// Issue 27 point 3: an answer that waited on the device for the connection is sent with the key
// chosen when the student pressed Submit (the app always sends text answers this way, through
// submit_answer_pages with no pages). However often it arrives, the server records it once and
// returns the same answer; a key is its student's alone; a contest answer that arrives after the
// end is practice. Every refusal is checked to have changed nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  dbNow,
  moveContest,
  service,
  userWith,
} from './contests-fixtures';

interface Recorded {
  id: string;
  user_id: string;
  problem_id: string;
  status: string;
  marks_awarded: number | null;
  contest_id: string | null;
  submitted_at: string;
}

const HOUR = 3_600_000;

let author: SignedUpUser;
let student: SignedUpUser;
let other: SignedUpUser;
let keyed: string;
let second: string;

function send(who: SignedUpUser, problemId: string, content: string, key: string) {
  return who.client
    .rpc('submit_answer_pages', {
      problem_id: problemId,
      content,
      idempotency_key: key,
      pages: [],
    })
    .single<Recorded>();
}

async function answersOf(userId: string, problemId: string): Promise<Recorded[]> {
  const { data, error } = await service
    .from('answers')
    .select('id, user_id, problem_id, status, marks_awarded, contest_id, submitted_at')
    .eq('user_id', userId)
    .eq('problem_id', problemId);
  if (error) throw new Error(error.message);
  return data as Recorded[];
}

beforeAll(async () => {
  author = await userWith('instructor');
  [student, other] = await Promise.all([userWith('contestant'), userWith('contestant')]);
  [keyed, second] = await Promise.all([
    createProblem(author, { key: ['5'], marks: 7 }),
    createProblem(author, { key: ['9'], marks: 3 }),
  ]);
});

afterAll(async () => {
  await closeDatabase();
});

describe('an answer sent again with its key', () => {
  it('is recorded once and every send returns the same answer and grade', async () => {
    const key = randomUUID();
    const first = await send(student, keyed, '4', key);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'incorrect', user_id: student.userId });
    // The connection came back twice at once (two tabs), and once more later.
    const [a, b] = await Promise.all([
      send(student, keyed, '4', key),
      send(student, keyed, '4', key),
    ]);
    const c = await send(student, keyed, '4', key);
    for (const again of [a, b, c]) {
      expect(again.error).toBeNull();
      expect(again.data).toEqual(first.data);
    }
    const rows = await answersOf(student.userId, keyed);
    expect(rows).toHaveLength(1);
    // Only one wrong attempt counts against the cap.
    const state = await student.client.rpc('my_answer_state', { problem_id: keyed });
    expect(state.data).toMatchObject({ wrong_attempts: 1 });
  });

  it('a new key is a new answer', async () => {
    const before = (await answersOf(student.userId, keyed)).length;
    const { data, error } = await send(student, keyed, '5', randomUUID());
    expect(error).toBeNull();
    expect(data?.status).toBe('correct');
    expect(await answersOf(student.userId, keyed)).toHaveLength(before + 1);
  });

  it('a key used for one problem is refused for another, and nothing is recorded', async () => {
    const key = randomUUID();
    expect((await send(student, second, '1', key)).error).toBeNull();
    const before = await answersOf(student.userId, keyed);
    const { data, error } = await send(student, keyed, '5', key);
    expect(data).toBeNull();
    expect(error?.message).toBe('This submission key was already used for another problem.');
    expect(await answersOf(student.userId, keyed)).toEqual(before);
  });
});

describe('a key is its student’s alone', () => {
  it('another student sending the same key gets an answer of their own, and cannot see the first', async () => {
    const key = randomUUID();
    const mine = await send(student, second, '9', key);
    expect(mine.error).toBeNull();
    const theirs = await send(other, second, '1', key);
    expect(theirs.error).toBeNull();
    expect(theirs.data?.id).not.toBe(mine.data?.id);
    expect(theirs.data).toMatchObject({ user_id: other.userId, status: 'incorrect' });
    // The first answer is unchanged, and the other student reads nothing of it by the key.
    const [row] = (await answersOf(student.userId, second)).filter((r) => r.id === mine.data?.id);
    expect(row).toMatchObject({ status: 'correct', user_id: student.userId });
    const seen = await other.client
      .from('answers')
      .select('id, user_id')
      .eq('idempotency_key', key);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([{ id: theirs.data?.id, user_id: other.userId }]);
  });

  it('a visitor cannot send or replay a key, and nothing is recorded', async () => {
    const key = randomUUID();
    const { data, error } = await anonClient().rpc('submit_answer_pages', {
      problem_id: keyed,
      content: '5',
      idempotency_key: key,
      pages: [],
    });
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    const { count } = await service
      .from('answers')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', key);
    expect(count).toBe(0);
  });
});

describe('a contest answer that waited for the connection', () => {
  it('counts for the contest when it arrives in time; after the end a new one is practice, a replay stays what it was', async () => {
    const problem = await createProblem(author, { key: ['2'], marks: 5, isPublic: false });
    const now = await dbNow();
    const contestId = await createContest(now - 60_000, now + HOUR, [problem], 'Offline contest');
    const registered = await student.client.rpc('register_for_contest', { contest_id: contestId });
    expect(registered.error).toBeNull();

    const inTime = randomUUID();
    const counted = await send(student, problem, '2', inTime);
    expect(counted.error).toBeNull();
    expect(counted.data?.contest_id).toBe(contestId);

    // The contest ends (its window moves into the past) before the waiting answers arrive.
    const later = await dbNow();
    await moveContest(contestId, later - 2 * HOUR, later - 1000);
    const late = await send(student, problem, '3', randomUUID());
    expect(late.error).toBeNull();
    expect(late.data).toMatchObject({ contest_id: null, status: 'incorrect' });
    // The answer sent in time, replayed after the end, is still the contest's answer.
    const replay = await send(student, problem, '2', inTime);
    expect(replay.data).toEqual(counted.data);
    const rows = await answersOf(student.userId, problem);
    expect(rows.map((r) => r.contest_id).sort()).toEqual([contestId, null].sort());
  });
});

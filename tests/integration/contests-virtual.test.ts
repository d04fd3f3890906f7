// Issue 25 point 3, decision 0064: after a contest ends, a student who did not take part sits it
// virtually on a clock of their own (the contest's length, from their start, on the database's
// clock, once). Its problems' hints, solutions and comments stay locked for them until their clock
// ends; their answers are graded as the contest was (held until their end in "after the end");
// their would-be rank is read against the real board, which virtual answers never move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  dbNow,
  service,
  userWith,
  waitForDb,
} from './contests-fixtures';

const SECOND = 1000;
// A short contest: the virtual clocks below run its length on the database's clock.
const LENGTH = 6 * SECOND;

interface Sitting {
  id: string;
  started_at: string;
  ends_at: string;
}
interface VirtualResult {
  sealed: boolean;
  total: number | null;
  solved: number | null;
  rank: number | null;
  participants: number;
  ends_at: string;
}
interface Answer {
  id: string;
  status: string;
  marks_awarded: number | null;
  contest_id: string | null;
  virtual_participation_id: string | null;
  sealed_until: string | null;
}

let author: SignedUpUser;
let first: SignedUpUser;
let second: SignedUpUser;
let sitter: SignedUpUser;
let late: SignedUpUser;
let problemA: string;
let problemB: string;
let contestId: string;

afterAll(async () => {
  await closeDatabase();
});

async function submit(who: SignedUpUser, problemId: string, content: string): Promise<Answer> {
  const { data, error } = await who.client.rpc('submit_answer', { problem_id: problemId, content });
  if (error) throw new Error(error.message);
  return data as Answer;
}

async function start(who: SignedUpUser, id = contestId) {
  return who.client.rpc('start_virtual_contest', { contest_id: id });
}

async function result(who: SignedUpUser, id = contestId): Promise<VirtualResult> {
  const { data, error } = await who.client.rpc('my_virtual_contest', { contest_id: id });
  if (error) throw new Error(error.message);
  return data as VirtualResult;
}

async function realBoard() {
  const { data, error } = await anonClient().rpc('contest_scoreboard', {
    contest_id: contestId,
    page: 1,
    page_size: 50,
  });
  if (error) throw new Error(error.message);
  return data as { participants: number; rows: { user_id: string; total: number }[] };
}

async function sittings(contest = contestId): Promise<number> {
  const { count } = await service
    .from('virtual_participations')
    .select('*', { count: 'exact', head: true })
    .eq('contest_id', contest);
  return count ?? 0;
}

beforeAll(async () => {
  [author, first, second, sitter, late] = await Promise.all([
    userWith('instructor'),
    userWith('contestant'),
    userWith('contestant'),
    userWith('contestant'),
    userWith('contestant'),
  ]);
  problemA = await createProblem(author, { key: ['5'], marks: 7, title: 'Virtual A' });
  problemB = await createProblem(author, { key: ['9'], marks: 3, title: 'Virtual B' });
  // The real contest runs now for LENGTH; two students take part.
  const now = await dbNow();
  contestId = await createContest(
    now - SECOND,
    now + LENGTH - SECOND,
    [problemA, problemB],
    'Sat virtually',
    'after_end',
  );
  for (const who of [first, second]) {
    const { error } = await who.client.rpc('register_for_contest', { contest_id: contestId });
    expect(error).toBeNull();
  }
  await submit(first, problemA, '5');
  await submit(second, problemA, '5');
  // The first student reaches 10 marks late in the contest (the tie-break below).
  await waitForDb(now + LENGTH - 2 * SECOND);
  await submit(first, problemB, '9');

  // Before the end nobody may start a virtual sitting.
  const early = await start(sitter);
  expect(early.error?.message).toBe('A contest can be sat virtually once it has ended.');
  expect(await sittings()).toBe(0);

  await waitForDb(now + LENGTH);
  const released = await anonClient().rpc('release_due_results');
  expect(released.error).toBeNull();
});

describe('starting a virtual contest', () => {
  it('is refused to visitors, staff and real participants, and changes nothing', async () => {
    expect(
      (await anonClient().rpc('start_virtual_contest', { contest_id: contestId })).error,
    ).not.toBeNull();
    expect((await start(author)).error?.message).toBe(
      'Only approved students can sit a contest virtually.',
    );
    expect((await start(first)).error?.message).toBe(
      'You took part in this contest, so you cannot sit it virtually: your result is on its board.',
    );
    expect(await sittings()).toBe(0);
  });

  it('starts a clock of the contest length on the database clock, once', async () => {
    const before = await dbNow();
    const started = await start(sitter);
    expect(started.error).toBeNull();
    const sitting = started.data as Sitting;
    const begins = new Date(sitting.started_at).getTime();
    expect(begins).toBeGreaterThanOrEqual(before - 5);
    expect(new Date(sitting.ends_at).getTime() - begins).toBe(LENGTH);
    // Pressing start again neither restarts nor extends it.
    const again = await start(sitter);
    expect(again.data).toMatchObject({ id: sitting.id, ends_at: sitting.ends_at });
    // Nobody writes the clock through the API.
    const stretched = await sitter.client
      .from('virtual_participations')
      .update({ ends_at: new Date(begins + 100 * LENGTH).toISOString() })
      .eq('id', sitting.id)
      .select();
    expect(stretched.data ?? []).toEqual([]);
    const removed = await sitter.client
      .from('virtual_participations')
      .delete()
      .eq('id', sitting.id)
      .select();
    expect(removed.data ?? []).toEqual([]);
    const { data } = await service
      .from('virtual_participations')
      .select('ends_at')
      .eq('id', sitting.id)
      .single();
    expect(new Date((data as { ends_at: string }).ends_at).getTime()).toBe(begins + LENGTH);
    // Another student reads nothing of it.
    const { data: seen } = await second.client.from('virtual_participations').select('id');
    expect(seen).toEqual([]);
  });
});

describe('during the virtual clock', () => {
  it('locks the hints, solution and comments of the problems for the sitter only', async () => {
    const comment = await second.client
      .from('comments')
      .insert({ problem_id: problemA, user_id: second.userId, content: 'The answer is 5.' })
      .select('id')
      .single();
    expect(comment.error).toBeNull();
    const forSitter = await sitter.client.from('comments').select('id').eq('problem_id', problemA);
    expect(forSitter.data).toEqual([]);
    const forOthers = await late.client.from('comments').select('id').eq('problem_id', problemA);
    expect(forOthers.data).toHaveLength(1);
    const practice = await sitter.client.rpc('problem_practice', { problem_id: problemA });
    expect(practice.data).toMatchObject({ locked: true, solution: null });
    const gaveUp = await sitter.client.rpc('give_up_problem', { problem_id: problemA });
    expect(gaveUp.error?.message).toBe(
      'This problem is in a running contest: its solution opens when the contest ends.',
    );
  });

  it('holds the answers until the clock ends, tagged with the sitting and never with the contest', async () => {
    const boardBefore = await realBoard();
    const wrong = await submit(sitter, problemA, '4');
    expect(wrong).toMatchObject({ status: 'submitted', marks_awarded: null, contest_id: null });
    expect(wrong.virtual_participation_id).not.toBeNull();
    const right = await submit(sitter, problemA, '5');
    expect(right.id).toBe(wrong.id);
    await submit(sitter, problemB, '9');
    const held = await result(sitter);
    expect(held).toMatchObject({ sealed: true, total: null, rank: null, participants: 2 });
    expect(await realBoard()).toEqual({ ...boardBefore, now: expect.any(String) as string });
    const { count } = await service
      .from('contest_registrations')
      .select('*', { count: 'exact', head: true })
      .eq('contest_id', contestId);
    expect(count).toBe(2);
  });
});

describe('when the virtual clock ends', () => {
  let endsAt: number;
  beforeAll(async () => {
    const { data } = await service
      .from('virtual_participations')
      .select('ends_at')
      .eq('user_id', sitter.userId)
      .single();
    endsAt = new Date((data as { ends_at: string }).ends_at).getTime();
    await waitForDb(endsAt);
  });

  it('shows the results and a would-be rank among the real participants', async () => {
    const done = await result(sitter);
    // 10 marks, reached seconds into the clock: ahead of the real 10 reached later.
    expect(done).toMatchObject({ sealed: false, total: 10, solved: 2, rank: 1, participants: 2 });
    const { data } = await sitter.client
      .from('answers')
      .select('status, marks_awarded, contest_id');
    expect(data).toEqual(
      expect.arrayContaining([
        { status: 'correct', marks_awarded: 7, contest_id: null },
        { status: 'correct', marks_awarded: 3, contest_id: null },
      ]),
    );
  });

  it('leaves the real board as it was', async () => {
    const seen = await realBoard();
    expect(seen.participants).toBe(2);
    expect(seen.rows.map((r) => [r.user_id, r.total])).toEqual([
      [first.userId, 10],
      [second.userId, 7],
    ]);
  });

  it('answers after the clock are practice, checked at once and outside the sitting', async () => {
    const after = await submit(sitter, problemA, '5');
    expect(after).toMatchObject({
      status: 'correct',
      contest_id: null,
      virtual_participation_id: null,
      sealed_until: null,
    });
    expect((await result(sitter)).total).toBe(10);
    const practice = await sitter.client.rpc('problem_practice', { problem_id: problemA });
    expect(practice.data).toMatchObject({ locked: false });
  });

  it('ranks a weaker virtual result below the real participants', async () => {
    expect((await start(late)).error).toBeNull();
    await submit(late, problemB, '9');
    const sitting = await service
      .from('virtual_participations')
      .select('ends_at')
      .eq('user_id', late.userId)
      .single();
    await waitForDb(new Date((sitting.data as { ends_at: string }).ends_at).getTime());
    expect(await result(late)).toMatchObject({ total: 3, rank: 3 });
  });

  it('shows upsolving states: in the contest, afterwards, not yet', async () => {
    const mine = await second.client.rpc('my_contest_upsolving', { contest_id: contestId });
    expect(mine.data).toEqual([
      { problem_id: problemA, position: 1, state: 'in_contest' },
      { problem_id: problemB, position: 2, state: 'not_yet' },
    ]);
    await submit(second, problemB, '9');
    const later = await second.client.rpc('my_contest_upsolving', { contest_id: contestId });
    expect((later.data as { state: string }[])[1]).toMatchObject({ state: 'afterwards' });
    const profile = await second.client.rpc('my_upsolving');
    expect(profile.data).toEqual([
      expect.objectContaining({ contest_id: contestId, virtual: false }),
    ]);
    const sat = await late.client.rpc('my_upsolving');
    expect(sat.data).toEqual([expect.objectContaining({ contest_id: contestId, virtual: true })]);
    const visitor = await anonClient().rpc('my_contest_upsolving', { contest_id: contestId });
    expect(visitor.data).toEqual([]);
  });
});

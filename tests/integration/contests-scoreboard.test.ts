// Issue 12: registration and the contest board. The board is computed from the answers tagged
// with the contest (best marks per problem, total, tie-break by the last improving answer),
// approved students only, paged, and follows regrades in the grade's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  dbNow,
  register,
  service,
  submit,
  userWith,
} from './contests-fixtures';

const HOUR = 3_600_000;

interface BoardRow {
  rank: number;
  user_id: string;
  full_name: string | null;
  total: number;
  solved: number;
  last_improved_at: string | null;
  results: Record<string, { marks: number | null; attempts: number; pending: number }>;
}
interface Board {
  participants: number;
  problems: { problem_id: string; position: number; marks: number }[];
  rows: BoardRow[];
  me: (Omit<BoardRow, 'user_id' | 'full_name'> & { counts: boolean }) | null;
}

let instructor: SignedUpUser;
let grader: SignedUpUser;

afterAll(async () => {
  await closeDatabase();
});

beforeAll(async () => {
  [instructor, grader] = await Promise.all([userWith('instructor'), userWith('admin')]);
});

async function board(
  client = anonClient(),
  contestId: string,
  page = 1,
  pageSize = 50,
): Promise<Board> {
  const { data, error } = await client.rpc('contest_scoreboard', {
    contest_id: contestId,
    page,
    page_size: pageSize,
  });
  if (error) throw new Error(error.message);
  return data as Board;
}

describe('the board of a running contest', () => {
  let p1: string;
  let p2: string;
  let p3: string;
  let contestId: string;
  let a: SignedUpUser;
  let b: SignedUpUser;
  let c: SignedUpUser;
  let d: SignedUpUser;
  let e: SignedUpUser;
  let outsider: SignedUpUser;
  let cProofAnswer: string;
  let bFirstCorrect: string;

  beforeAll(async () => {
    [p1, p2, p3] = await Promise.all([
      createProblem(instructor, { marks: 7, key: ['1'], isPublic: false }),
      createProblem(instructor, { marks: 5, key: ['2'] }),
      createProblem(instructor, { marks: 10 }),
    ]);
    const now = await dbNow();
    contestId = await createContest(now - 60_000, now + HOUR, [p1, p2, p3]);
    [a, b, c, d, e, outsider] = await Promise.all([
      userWith('contestant', 'approved', 'Ada Board'),
      userWith('contestant', 'approved', 'Ben Board'),
      userWith('contestant', 'approved', 'Cy Board'),
      userWith('contestant', 'approved', 'Di Board'),
      userWith('contestant', 'approved', 'Eve Board'),
      userWith('contestant', 'approved', 'Outsider'),
    ]);
    for (const student of [a, b, c, d, e]) await register(student, contestId);

    await submit(a, p1, '1');
    await submit(a, p2, '2');
    bFirstCorrect = (await submit(b, p1, '1')).id;
    await submit(b, p2, '3');
    await submit(b, p2, '2');
    cProofAnswer = (await submit(c, p3, 'A proof by induction on n.')).id;
    await submit(e, p1, '1');
    await submit(outsider, p1, '1');
  });

  it('ranks by total, then by the earlier last improving answer; zero totals share the last rank', async () => {
    const view = await board(anonClient(), contestId);
    expect(view.participants).toBe(5);
    expect(view.problems.map((p) => [p.problem_id, p.position, p.marks])).toEqual([
      [p1, 1, 7],
      [p2, 2, 5],
      [p3, 3, 10],
    ]);
    // Tied participants are listed in a stable but arbitrary order (by id).
    const byRankThenName = (rows: BoardRow[]) =>
      rows
        .map((row) => [row.full_name, row.rank, row.total, row.solved] as const)
        .sort((x, y) => x[1] - y[1] || String(x[0]).localeCompare(String(y[0])));
    expect(byRankThenName(view.rows)).toEqual([
      ['Ada Board', 1, 12, 2],
      ['Ben Board', 2, 12, 2],
      ['Eve Board', 3, 7, 1],
      ['Cy Board', 4, 0, 0],
      ['Di Board', 4, 0, 0],
    ]);
    const ben = view.rows[1] as BoardRow;
    expect(ben.results[p2]).toEqual({ marks: 5, attempts: 2, pending: 0 });
    expect(Date.parse(String(ben.last_improved_at))).toBeGreaterThan(
      Date.parse(String(view.rows[0]?.last_improved_at)),
    );
    // Cy's proof waits for a grader.
    expect(view.rows.find((row) => row.user_id === c.userId)?.results[p3]).toEqual({
      marks: null,
      attempts: 1,
      pending: 1,
    });
  });

  it("an outsider's answer counts globally but never on the board", async () => {
    const view = await board(anonClient(), contestId);
    expect(view.rows.map((row) => row.user_id)).not.toContain(outsider.userId);
    const { data } = await service
      .from('profiles')
      .select('score')
      .eq('id', outsider.userId)
      .single();
    expect(data).toEqual({ score: 7 });
  });

  it("a grader's partial marks move the board in the same transaction", async () => {
    const { error } = await service
      .from('answers')
      .update({ status: 'incorrect', marks_awarded: 4, graded_by: grader.userId })
      .eq('id', cProofAnswer);
    expect(error).toBeNull();
    const view = await board(anonClient(), contestId);
    expect(view.rows.map((row) => [row.full_name, row.rank, row.total])).toEqual([
      ['Ada Board', 1, 12],
      ['Ben Board', 2, 12],
      ['Eve Board', 3, 7],
      ['Cy Board', 4, 4],
      ['Di Board', 5, 0],
    ]);
    expect(view.rows[3]?.results[p3]).toEqual({ marks: 4, attempts: 1, pending: 0 });
  });

  it('a regrade down moves a participant down', async () => {
    const { error } = await grader.client.rpc('grade_answer', {
      answer_id: bFirstCorrect,
      status: 'incorrect',
    });
    expect(error).toBeNull();
    const view = await board(anonClient(), contestId);
    expect(view.rows.map((row) => [row.full_name, row.total])).toEqual([
      ['Ada Board', 12],
      ['Eve Board', 7],
      ['Ben Board', 5],
      ['Cy Board', 4],
      ['Di Board', 0],
    ]);
    await grader.client.rpc('grade_answer', { answer_id: bFirstCorrect, status: 'correct' });
  });

  it('a participant who is no longer an approved student leaves the board, and returns', async () => {
    await service.from('profiles').update({ status: 'rejected' }).eq('id', e.userId);
    let view = await board(anonClient(), contestId);
    expect(view.participants).toBe(4);
    expect(view.rows.map((row) => row.user_id)).not.toContain(e.userId);
    await service.from('profiles').update({ status: 'approved' }).eq('id', e.userId);
    view = await board(anonClient(), contestId);
    expect(view.participants).toBe(5);
  });

  it('pages keep the overall ranks, and the caller gets their own row', async () => {
    const second = await board(b.client, contestId, 2, 2);
    expect(second.rows.map((row) => [row.full_name, row.rank])).toEqual([
      ['Eve Board', 3],
      ['Cy Board', 4],
    ]);
    expect(second.me).toMatchObject({ rank: 2, total: 12, solved: 2, counts: true });
    expect(second.me?.results[p1]).toEqual({ marks: 7, attempts: 1, pending: 0 });
    const third = await board(b.client, contestId, 3, 2);
    expect(third.rows.map((row) => row.full_name)).toEqual(['Di Board']);
    expect((await board(outsider.client, contestId)).me).toBeNull();
  });

  it.each([
    [0, 50],
    [1, 0],
    [1, 101],
  ])('refuses page %i of size %i', async (page, pageSize) => {
    const { error } = await anonClient().rpc('contest_scoreboard', {
      contest_id: contestId,
      page,
      page_size: pageSize,
    });
    expect(error?.code).toBe('22023');
  });

  it('an unknown contest is not found', async () => {
    const { error } = await anonClient().rpc('contest_scoreboard', {
      contest_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error?.code).toBe('PT404');
  });

  it("nobody writes the summary columns or other people's registrations directly", async () => {
    const { data: before } = await service
      .from('contest_registrations')
      .select('*')
      .eq('contest_id', contestId)
      .order('user_id');
    const forged = await d.client
      .from('contest_registrations')
      .update({ total_marks: 999 })
      .eq('user_id', d.userId);
    expect(forged.error?.code).toBe('42501');
    const inserted = await d.client
      .from('contest_registrations')
      .insert({ contest_id: contestId, user_id: outsider.userId });
    expect(inserted.error?.code).toBe('42501');
    const removed = await d.client.from('contest_registrations').delete().eq('user_id', d.userId);
    expect(removed.error?.code).toBe('42501');
    const { data: after } = await service
      .from('contest_registrations')
      .select('*')
      .eq('contest_id', contestId)
      .order('user_id');
    expect(after).toEqual(before);
    // A student reads only their own registration.
    const { data: mine } = await d.client
      .from('contest_registrations')
      .select('user_id')
      .eq('contest_id', contestId);
    expect(mine).toEqual([{ user_id: d.userId }]);
  });
});

describe('registration', () => {
  let contestId: string;
  let problemId: string;

  beforeAll(async () => {
    problemId = await createProblem(instructor, { isPublic: false, key: ['3'] });
    const now = await dbNow();
    contestId = await createContest(now + HOUR, now + 2 * HOUR, [problemId]);
  });

  it('an approved student registers before the start, twice is the same as once, and may withdraw', async () => {
    const student = await userWith('contestant');
    await register(student, contestId);
    await register(student, contestId);
    const { count } = await service
      .from('contest_registrations')
      .select('*', { count: 'exact', head: true })
      .eq('contest_id', contestId)
      .eq('user_id', student.userId);
    expect(count).toBe(1);
    const withdrawn = await student.client.rpc('unregister_from_contest', {
      contest_id: contestId,
    });
    expect(withdrawn.error).toBeNull();
    const after = await service
      .from('contest_registrations')
      .select('*', { count: 'exact', head: true })
      .eq('contest_id', contestId)
      .eq('user_id', student.userId);
    expect(after.count).toBe(0);
  });

  it.each([
    ['a pending student', () => userWith('contestant', 'pending')],
    ['a rejected student', () => userWith('contestant', 'rejected')],
    ['an approved instructor', () => userWith('instructor')],
    ['an approved admin', () => userWith('admin')],
  ])('%s cannot register; nothing is recorded', async (_who, makeUser) => {
    const user = await makeUser();
    const { error } = await user.client.rpc('register_for_contest', { contest_id: contestId });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Only approved students can register for contests.');
    const { count } = await service
      .from('contest_registrations')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', user.userId);
    expect(count).toBe(0);
  });

  it('a visitor cannot register', async () => {
    const { error } = await anonClient().rpc('register_for_contest', { contest_id: contestId });
    expect(error?.code).toBe('42501');
  });

  it('an unknown contest is not found', async () => {
    const student = await userWith('contestant');
    const { error } = await student.client.rpc('register_for_contest', {
      contest_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error?.code).toBe('PT404');
  });

  it('before the start the board lists participants but no problems, except to staff', async () => {
    const student = await userWith('contestant');
    await register(student, contestId);
    const view = await board(student.client, contestId);
    expect(view.problems).toEqual([]);
    expect(view.rows.map((row) => row.user_id)).toContain(student.userId);
    expect((await board(instructor.client, contestId)).problems).toHaveLength(1);
  });

  it('a student may join a running contest; withdrawing is no longer possible', async () => {
    const now = await dbNow();
    const running = await createContest(now - 60_000, now + HOUR, [problemId]);
    const student = await userWith('contestant');
    await register(student, running);
    const answer = await submit(student, problemId, '3');
    expect(answer.contest_id).toBe(running);
    const { error } = await student.client.rpc('unregister_from_contest', { contest_id: running });
    expect(error?.message).toBe(
      'This contest has started: registration can no longer be withdrawn.',
    );
  });
});

describe('removing a contest with answers', () => {
  it('keeps the answers and the scores; only the contest tag goes', async () => {
    const problemId = await createProblem(instructor, { key: ['4'] });
    const now = await dbNow();
    const contestId = await createContest(now - 60_000, now + HOUR, [problemId]);
    const student = await userWith('contestant');
    await register(student, contestId);
    const answer = await submit(student, problemId, '4');
    expect(answer.contest_id).toBe(contestId);
    const { error } = await service.from('contests').delete().eq('id', contestId);
    expect(error).toBeNull();
    const { data } = await service
      .from('answers')
      .select('contest_id, status')
      .eq('id', answer.id)
      .single();
    expect(data).toEqual({ contest_id: null, status: 'correct' });
    const { data: profile } = await service
      .from('profiles')
      .select('score')
      .eq('id', student.userId)
      .single();
    expect(profile).toEqual({ score: 7 });
  });
});

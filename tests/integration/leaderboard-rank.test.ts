// Issue 29, point 13: "where do I stand". my_leaderboard_rank() gives the caller's rank by the
// board's rule (score, then problems solved; ties share a place), nothing to staff, visitors and
// accounts not approved; contest_board_position() gives the caller's row number on a contest
// board in the board's own order, so "Jump to me" opens the page that holds their row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  dbNow,
  service,
  userWith,
} from './contests-fixtures';

interface MyRank {
  id: string;
  score: number;
  problems_solved: number;
  rank: number;
  students: number;
}

async function myRank(user: SignedUpUser): Promise<MyRank | null> {
  const { data, error } = await user.client.rpc('my_leaderboard_rank').maybeSingle<MyRank>();
  if (error) throw new Error(error.message);
  return data;
}

async function setScore(user: SignedUpUser, score: number, solved: number): Promise<void> {
  const { error } = await service
    .from('profiles')
    .update({ score, problems_solved: solved })
    .eq('id', user.userId);
  if (error) throw new Error(error.message);
}

/** The board's rule computed here from every listed student (service role): 1 + those ahead. */
async function expectedRank(score: number, solved: number): Promise<number> {
  const { count, error } = await service
    .from('public_profiles')
    .select('id', { count: 'exact', head: true })
    .eq('role', 'contestant')
    .eq('listed', true)
    .or(`score.gt.${score},and(score.eq.${score},problems_solved.gt.${solved})`);
  if (error) throw new Error(error.message);
  return 1 + (count ?? 0);
}

afterAll(async () => {
  await closeDatabase();
});

describe('my_leaderboard_rank', () => {
  let a: SignedUpUser;
  let b: SignedUpUser;
  let c: SignedUpUser;
  let d: SignedUpUser;

  beforeAll(async () => {
    [a, b, c, d] = await Promise.all([
      userWith('contestant'),
      userWith('contestant'),
      userWith('contestant'),
      userWith('contestant'),
    ]);
    // Far above anything else in the database: a, then b and c tied, then d.
    await setScore(a, 9_000_300, 30);
    await setScore(b, 9_000_200, 20);
    await setScore(c, 9_000_200, 20);
    await setScore(d, 9_000_200, 19);
  });

  it('ranks by score, then problems solved; ties share a place and the next skips it', async () => {
    const [ra, rb, rc, rd] = await Promise.all([a, b, c, d].map(myRank));
    expect(rb!.rank).toBe(ra!.rank + 1);
    expect(rc!.rank).toBe(rb!.rank);
    expect(rd!.rank).toBe(rb!.rank + 2);
    expect(rd).toMatchObject({ id: d.userId, score: 9_000_200, problems_solved: 19 });
    expect(rd!.students).toBeGreaterThanOrEqual(4);
    for (const [row, score, solved] of [
      [ra!, 9_000_300, 30],
      [rb!, 9_000_200, 20],
      [rd!, 9_000_200, 19],
    ] as const) {
      expect(row.rank).toBe(await expectedRank(score, solved));
    }
  });

  it('agrees with the board the leaderboard page reads (same order, same ties)', async () => {
    const { data } = await anonClient()
      .from('public_profiles')
      .select('id, score, problems_solved')
      .eq('role', 'contestant')
      .order('score', { ascending: false })
      .order('problems_solved', { ascending: false })
      .limit(1000);
    const rows = data as { id: string; score: number; problems_solved: number }[];
    const index = rows.findIndex((row) => row.id === d.userId);
    const ahead = rows.filter(
      (row) => row.score > 9_000_200 || (row.score === 9_000_200 && row.problems_solved > 19),
    ).length;
    expect(index).toBe(ahead);
    expect((await myRank(d))!.rank).toBe(index + 1);
  });

  it('gives no row to staff, a pending account and a visitor', async () => {
    const [instructor, pending] = await Promise.all([
      userWith('instructor'),
      userWith('contestant', 'pending'),
    ]);
    expect(await myRank(instructor)).toBeNull();
    expect(await myRank(pending)).toBeNull();
    const visitor = await anonClient().rpc('my_leaderboard_rank');
    expect(visitor.error).not.toBeNull();
  });
});

describe('contest_board_position', () => {
  it("is the caller's row number in the board's order, ties included", async () => {
    const instructor = await userWith('instructor');
    const problem = await createProblem(instructor, { marks: 5, key: ['4'] });
    const now = await dbNow();
    const contestId = await createContest(now - 60_000, now + 3_600_000, [problem]);
    const students = await Promise.all(Array.from({ length: 5 }, () => userWith('contestant')));
    for (const student of students) {
      const { error } = await student.client.rpc('register_for_contest', { contest_id: contestId });
      if (error) throw new Error(error.message);
    }
    // Two solve it (different times), three have nothing (zero totals tie: user id decides).
    for (const student of students.slice(0, 2)) {
      const { error } = await student.client.rpc('submit_answer', {
        problem_id: problem,
        content: '4',
      });
      if (error) throw new Error(error.message);
    }
    const { data } = await service.rpc('contest_scoreboard', {
      contest_id: contestId,
      page: 1,
      page_size: 100,
    });
    const order = (data as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
    expect(order).toHaveLength(5);
    for (const student of students) {
      const { data: position, error } = await student.client.rpc('contest_board_position', {
        contest_id: contestId,
      });
      expect(error).toBeNull();
      expect(position).toBe(order.indexOf(student.userId) + 1);
      // The page of two rows that this position names holds the student's row.
      const page = Math.ceil((position as number) / 2);
      const { data: paged } = await student.client.rpc('contest_scoreboard', {
        contest_id: contestId,
        page,
        page_size: 2,
      });
      expect((paged as { rows: { user_id: string }[] }).rows.map((row) => row.user_id)).toContain(
        student.userId,
      );
    }
    const outsider = await userWith('contestant');
    const { data: none } = await outsider.client.rpc('contest_board_position', {
      contest_id: contestId,
    });
    expect(none).toBeNull();
    expect(
      (await anonClient().rpc('contest_board_position', { contest_id: contestId })).error,
    ).not.toBeNull();
  });
});

// Issue 28 (decision 0067, "The read in three statements"): contest_scoreboard reads the contest's
// problems list kept with its board (private.contest_boards.problems) instead of joining the
// contest's problems on every read. The kept list follows every change of the contest's problems
// (added, removed, moved, marks changed), a retitled problem leaves it as it is, it is hidden
// before the start from all but staff, and one contest's list never shows another's problems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  database,
  dbNow,
  service,
  userWith,
} from './contests-fixtures';

const HOUR = 3_600_000;

type Listed = { problem_id: string; position: number; marks: number };

let instructor: SignedUpUser;
let student: SignedUpUser;

beforeAll(async () => {
  [instructor, student] = await Promise.all([
    userWith('instructor'),
    userWith('contestant', 'approved', 'Board Problems'),
  ]);
});

afterAll(async () => {
  await closeDatabase();
});

async function problemsOnBoard(
  client: SignedUpUser['client'],
  contestId: string,
): Promise<Listed[]> {
  const { data, error } = await client.rpc('contest_scoreboard', { contest_id: contestId });
  if (error) throw new Error(error.message);
  return (data as { problems: Listed[] }).problems;
}

/** The list as it was computed on every read before: the contest's problems joined now. */
async function problemsNow(contestId: string): Promise<Listed[]> {
  const db = await database();
  const { rows } = await db.query<Listed>(
    `select cp.problem_id, cp.position, pr.marks
     from public.contest_problems cp join public.problems pr on pr.id = cp.problem_id
     where cp.contest_id = $1 order by cp.position, cp.problem_id`,
    [contestId],
  );
  return rows;
}

async function expectListCurrent(
  client: SignedUpUser['client'],
  contestId: string,
): Promise<Listed[]> {
  const listed = await problemsOnBoard(client, contestId);
  expect(listed).toEqual(await problemsNow(contestId));
  return listed;
}

async function updated(table: string, match: Record<string, string>, values: object) {
  const { error } = await service.from(table).update(values).match(match);
  expect(error).toBeNull();
}

describe('the problems list kept with the board', () => {
  it('follows every change of the contest problems; a new title changes nothing', async () => {
    const [first, second, third] = await Promise.all([
      createProblem(instructor, { marks: 6, isPublic: false, title: 'Kept list one' }),
      createProblem(instructor, { marks: 3, isPublic: false, title: 'Kept list two' }),
      createProblem(instructor, { marks: 4, isPublic: false, title: 'Kept list three' }),
    ]);
    const now = await dbNow();
    const contestId = await createContest(now + HOUR, now + 2 * HOUR, [first, second]);
    const visitor = anonClient();

    expect((await expectListCurrent(instructor.client, contestId)).map((p) => p.marks)).toEqual([
      6, 3,
    ]);

    // Added.
    const added = await service
      .from('contest_problems')
      .insert({ contest_id: contestId, problem_id: third, position: 3 });
    expect(added.error).toBeNull();
    expect(await expectListCurrent(instructor.client, contestId)).toHaveLength(3);

    // Moved: the first last.
    await updated(
      'contest_problems',
      { contest_id: contestId, problem_id: first },
      { position: 4 },
    );
    expect((await expectListCurrent(instructor.client, contestId))[2]).toMatchObject({
      problem_id: first,
      position: 4,
    });

    // Marks changed.
    await updated('problems', { id: second }, { marks: 9 });
    expect(
      (await expectListCurrent(instructor.client, contestId)).find((p) => p.problem_id === second),
    ).toMatchObject({ marks: 9 });

    // Retitled: the list does not carry titles and stays as it was.
    const before = await problemsOnBoard(instructor.client, contestId);
    await updated('problems', { id: first }, { title: 'Kept list one, retitled' });
    expect(await expectListCurrent(instructor.client, contestId)).toEqual(before);

    // Removed.
    const removed = await service
      .from('contest_problems')
      .delete()
      .match({ contest_id: contestId, problem_id: first });
    expect(removed.error).toBeNull();
    expect(
      (await expectListCurrent(instructor.client, contestId)).map((p) => p.problem_id),
    ).toEqual([second, third]);

    // Before the start, hidden from visitors and students however it changed.
    expect(await problemsOnBoard(visitor, contestId)).toEqual([]);
    expect(await problemsOnBoard(student.client, contestId)).toEqual([]);
  });

  it("shows after the start to everyone, and never another contest's problems", async () => {
    const [ownProblem, otherProblem, shared] = await Promise.all([
      createProblem(instructor, { marks: 5, isPublic: false, title: 'Own contest problem' }),
      createProblem(instructor, { marks: 8, isPublic: false, title: 'Other contest problem' }),
      createProblem(instructor, { marks: 2, isPublic: false, title: 'Shared contest problem' }),
    ]);
    const now = await dbNow();
    const running = await createContest(now - 60_000, now + HOUR, [ownProblem, shared], 'Own');
    const upcoming = await createContest(now + HOUR, now + 2 * HOUR, [otherProblem], 'Other');

    for (const client of [anonClient(), student.client, instructor.client]) {
      expect((await expectListCurrent(client, running)).map((p) => p.problem_id)).toEqual([
        ownProblem,
        shared,
      ]);
    }
    // The other contest's problems stay its own, and hidden before its start.
    expect(await problemsOnBoard(anonClient(), upcoming)).toEqual([]);
    expect(await expectListCurrent(instructor.client, upcoming)).toEqual([
      { problem_id: otherProblem, position: 1, marks: 8 },
    ]);

    // A change of one contest's problems leaves the other's list as it is.
    const added = await service
      .from('contest_problems')
      .insert({ contest_id: upcoming, problem_id: shared, position: 2 });
    expect(added.error).toBeNull();
    expect((await expectListCurrent(anonClient(), running)).map((p) => p.problem_id)).toEqual([
      ownProblem,
      shared,
    ]);
    expect((await expectListCurrent(instructor.client, upcoming)).map((p) => p.problem_id)).toEqual(
      [otherProblem, shared],
    );
    // A problem in both: its new marks show in both lists.
    await updated('problems', { id: shared }, { marks: 3 });
    await expectListCurrent(anonClient(), running);
    await expectListCurrent(instructor.client, upcoming);

    // Stored with the running contest's board, exactly its own list.
    const db = await database();
    const { rows } = await db.query<{ problems: Listed[] }>(
      'select problems from private.contest_boards where contest_id = $1',
      [running],
    );
    expect(rows[0]?.problems).toEqual(await problemsNow(running));
  });
});

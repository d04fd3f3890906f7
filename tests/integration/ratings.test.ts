// Issue 25 point 2 (decision 0065): finalising a contest moves each real participant's rating once
// by Codeforces' formula. The database's formula gives the reference's numbers on the fixture;
// only the contest's instructor and approved admins finalise, after the end and with every answer
// graded; a second call changes nothing; nobody writes a rating by any other path.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingChanges } from '../../scripts/rating-reference.mjs';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  database,
  dbNow,
  moveContest,
  service,
  userWith,
} from './contests-fixtures';

const HOUR = 3_600_000;

interface FixtureCase {
  name: string;
  inputs: { id: string; points: number; rating: number }[];
  expected: { id: string; place: number; needRating: number; delta: number; newRating: number }[];
}
const fixture = JSON.parse(
  readFileSync(new URL('../data/rating-fixture.json', import.meta.url), 'utf8'),
) as { cases: FixtureCase[] };

interface RatingRow {
  user_id: string;
  rating: number;
  contests: number;
  provisional: boolean;
}
interface ChangeRow {
  user_id: string;
  place: number;
  total_marks: number;
  old_rating: number;
  new_rating: number;
}

afterAll(async () => {
  await closeDatabase();
});

describe("the database's formula against the reference (tests/data/rating-fixture.json)", () => {
  it('the fixture is what scripts/rating-reference.mjs computes', () => {
    for (const entry of fixture.cases) {
      expect(ratingChanges(entry.inputs)).toEqual(entry.expected);
    }
  });

  for (const entry of fixture.cases) {
    it(`gives the same places, need ratings and deltas: ${entry.name}`, async () => {
      const db = await database();
      const { rows } = await db.query<{
        user_id: string;
        place: number;
        need_rating: number;
        delta: number;
      }>(
        `select user_id, place, need_rating, delta
         from private.codeforces_rating_changes($1::uuid[], $2::int[], $3::int[])`,
        [
          entry.inputs.map((input) => input.id),
          entry.inputs.map((input) => input.points),
          entry.inputs.map((input) => input.rating),
        ],
      );
      expect(
        rows.map((row) => ({
          id: row.user_id,
          place: row.place,
          needRating: row.need_rating,
          delta: row.delta,
        })),
      ).toEqual(
        entry.expected.map(({ id, place, needRating, delta }) => ({
          id,
          place,
          needRating,
          delta,
        })),
      );
    });
  }
});

async function submit(student: SignedUpUser, problemId: string, content: string): Promise<string> {
  const { data, error } = await student.client.rpc('submit_answer', {
    problem_id: problemId,
    content,
  });
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function register(student: SignedUpUser, contestId: string): Promise<void> {
  const { error } = await student.client.rpc('register_for_contest', { contest_id: contestId });
  if (error) throw new Error(error.message);
}

async function ratingsOf(ids: string[]): Promise<RatingRow[]> {
  const { data, error } = await service
    .from('ratings')
    .select('user_id, rating, contests, provisional')
    .in('user_id', ids)
    .order('user_id');
  if (error) throw new Error(error.message);
  return data as RatingRow[];
}

async function changesOf(contestId: string): Promise<ChangeRow[]> {
  const { data, error } = await service
    .from('rating_changes')
    .select('user_id, place, total_marks, old_rating, new_rating')
    .eq('contest_id', contestId)
    .order('user_id');
  if (error) throw new Error(error.message);
  return data as ChangeRow[];
}

async function finalisations(contestId: string): Promise<number> {
  const { count, error } = await service
    .from('contest_finalisations')
    .select('contest_id', { count: 'exact', head: true })
    .eq('contest_id', contestId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

function finalise(client: SignedUpUser['client'], contestId: string) {
  return client.rpc('finalise_contest', { contest_id: contestId });
}

describe('finalising a contest', () => {
  let owner: SignedUpUser;
  let otherInstructor: SignedUpUser;
  let admin: SignedUpUser;
  let pendingAdmin: SignedUpUser;
  let students: SignedUpUser[];
  let keyed: string;
  let proof: string;
  let contestId: string;
  let proofAnswer: string;
  let start: number;

  beforeAll(async () => {
    [owner, otherInstructor, admin, pendingAdmin] = await Promise.all([
      userWith('instructor', 'approved', 'Rating Owner'),
      userWith('instructor', 'approved', 'Rating Other'),
      userWith('admin', 'approved', 'Rating Admin'),
      userWith('admin', 'pending', 'Rating Pending'),
    ]);
    students = await Promise.all(
      ['Ria', 'Sam', 'Tao', 'Uma', 'Vik'].map((name) =>
        userWith('contestant', 'approved', `${name} Rated`),
      ),
    );
    [keyed, proof] = await Promise.all([
      createProblem(owner, { marks: 7, key: ['12'] }),
      createProblem(owner, { marks: 10 }),
    ]);
    const now = await dbNow();
    start = now - 60_000;
    contestId = await createContest(start, now + HOUR, [keyed, proof], 'Rated contest');
    const db = await database();
    await db.query('update public.contests set created_by = $2 where id = $1', [
      contestId,
      owner.userId,
    ]);
    for (const student of students) await register(student, contestId);
    const [ria, sam, tao, uma] = students as [
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
    ];
    await submit(ria, keyed, '12');
    await submit(sam, keyed, '12');
    await submit(tao, keyed, '11');
    await submit(uma, keyed, '12');
    proofAnswer = await submit(ria, proof, 'A proof by contradiction.');
  });

  it('refuses before the end, for the owner too, and changes nothing', async () => {
    const { error } = await finalise(owner.client, contestId);
    expect(error?.message).toMatch(/^This contest can be finalised after it ends \(/);
    expect(await finalisations(contestId)).toBe(0);
    expect(await changesOf(contestId)).toEqual([]);
  });

  it('after the end, refuses while a proof answer waits for its grade', async () => {
    const db = await database();
    const now = await dbNow();
    // Registered and answered inside the window, which now lies in the past.
    await db.query(
      'update public.contest_registrations set registered_at = $2 where contest_id = $1',
      [contestId, new Date(start + 1000).toISOString()],
    );
    await moveContest(contestId, start, now - 1000);
    const { error } = await finalise(owner.client, contestId);
    expect(error?.message).toBe(
      '1 answer is still waiting for a grade. Grade every answer of the contest, then finalise it.',
    );
    expect(await finalisations(contestId)).toBe(0);
    expect(await ratingsOf(students.map((s) => s.userId))).toEqual([]);
  });

  it('refuses students, visitors, another instructor and a pending admin; nothing changes', async () => {
    const graded = await admin.client.rpc('grade_answer', {
      answer_id: proofAnswer,
      marks: 4,
      feedback: 'Half a proof.',
    });
    expect(graded.error).toBeNull();
    const attempts = [
      [students[0]!.client, /^Only the contest's instructor and approved admins can finalise/],
      [anonClient(), /permission denied|not found|Could not find/i],
      [otherInstructor.client, /^Instructors can only finalise the contests they created\.$/],
      [pendingAdmin.client, /^Only the contest's instructor and approved admins can finalise/],
    ] as const;
    for (const [client, message] of attempts) {
      const { error } = await finalise(client, contestId);
      expect(error?.message).toMatch(message);
    }
    expect(await finalisations(contestId)).toBe(0);
    expect(await changesOf(contestId)).toEqual([]);
    expect(await ratingsOf(students.map((s) => s.userId))).toEqual([]);
  });

  it('the owner finalises: places on total marks (ties shared), ratings by the reference', async () => {
    const { data, error } = await finalise(owner.client, contestId);
    expect(error).toBeNull();
    expect(data).toMatchObject({ participants: 5, already_finalised: false });

    const ids = students.map((s) => s.userId);
    const totals = new Map([
      [ids[0], 11],
      [ids[1], 7],
      [ids[2], 0],
      [ids[3], 7],
      [ids[4], 0],
    ]);
    const inputs = [...ids].sort().map((id) => ({ id, points: totals.get(id)!, rating: 1500 }));
    const expected = ratingChanges(inputs);
    expect(await changesOf(contestId)).toEqual(
      expected.map((e) => ({
        user_id: e.id,
        place: e.place,
        total_marks: totals.get(e.id),
        old_rating: 1500,
        new_rating: e.newRating,
      })),
    );
    // Ria alone first; Sam and Uma share second (place 3: two at 7 or more after Ria);
    // Tao and Vik share the last place.
    const places = new Map(expected.map((e) => [e.id, e.place]));
    expect([ids.map((id) => places.get(id))]).toEqual([[1, 3, 5, 3, 5]]);
    expect(await ratingsOf(ids)).toEqual(
      [...expected]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((e) => ({ user_id: e.id, rating: e.newRating, contests: 1, provisional: true })),
    );
  });

  it('a second call, by an admin too, returns the first result and changes nothing', async () => {
    const before = await ratingsOf(students.map((s) => s.userId));
    const changes = await changesOf(contestId);
    const again = await finalise(admin.client, contestId);
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ participants: 5, already_finalised: true });
    expect(await ratingsOf(students.map((s) => s.userId))).toEqual(before);
    expect(await changesOf(contestId)).toEqual(changes);
    expect(await finalisations(contestId)).toBe(1);
  });

  it('a regrade after finalising moves the board, not the ratings', async () => {
    const before = await ratingsOf(students.map((s) => s.userId));
    const regraded = await admin.client.rpc('grade_answer', {
      answer_id: proofAnswer,
      marks: 10,
      feedback: 'Complete after all.',
    });
    expect(regraded.error).toBeNull();
    const again = await finalise(owner.client, contestId);
    expect(again.data).toMatchObject({ already_finalised: true });
    expect(await ratingsOf(students.map((s) => s.userId))).toEqual(before);
  });

  it('nobody writes a rating directly: not a student, not a visitor, not the service role', async () => {
    const ria = students[0]!;
    const before = await ratingsOf(students.map((s) => s.userId));
    const changes = await changesOf(contestId);
    for (const client of [ria.client, anonClient(), service]) {
      const updated = await client
        .from('ratings')
        .update({ rating: 4000 })
        .eq('user_id', ria.userId)
        .select();
      expect(updated.error?.message ?? '').toMatch(/permission denied/);
      const inserted = await client.from('ratings').insert({
        user_id: students[4]!.userId,
        rating: 4000,
        contests: 9,
        updated_at: new Date().toISOString(),
      });
      expect(inserted.error?.message ?? '').toMatch(/permission denied/);
      const removed = await client.from('rating_changes').delete().eq('contest_id', contestId);
      expect(removed.error?.message ?? '').toMatch(/permission denied/);
      const changed = await client
        .from('rating_changes')
        .update({ new_rating: 4000 })
        .eq('user_id', ria.userId);
      expect(changed.error?.message ?? '').toMatch(/permission denied/);
      const unfinalised = await client
        .from('contest_finalisations')
        .delete()
        .eq('contest_id', contestId);
      expect(unfinalised.error?.message ?? '').toMatch(/permission denied/);
    }
    // The formula itself is private: not callable through the API.
    const formula = await ria.client.rpc('codeforces_rating_changes', {
      user_ids: [ria.userId],
      points: [1],
      ratings: [1500],
    });
    expect(formula.error).not.toBeNull();
    expect(await ratingsOf(students.map((s) => s.userId))).toEqual(before);
    expect(await changesOf(contestId)).toEqual(changes);
    expect(await finalisations(contestId)).toBe(1);
  });

  it('a visitor reads listed students’ ratings and history, never an e-mail', async () => {
    const visitor = anonClient();
    const ria = students[0]!;
    const rating = await visitor
      .from('ratings')
      .select('rating, contests, provisional')
      .eq('user_id', ria.userId);
    expect(rating.data).toHaveLength(1);
    const history = await visitor
      .from('rating_changes')
      .select('contest_id, old_rating, new_rating, contests(title)')
      .eq('user_id', ria.userId);
    expect(history.data).toEqual([
      expect.objectContaining({ contest_id: contestId, contests: { title: 'Rated contest' } }),
    ]);
    const profile = await visitor
      .from('public_profiles')
      .select('id, full_name, problems_solved')
      .eq('id', ria.userId);
    expect(profile.data).toEqual([expect.objectContaining({ full_name: 'Ria Rated' })]);
    const email = await visitor.from('public_profiles').select('email').eq('id', ria.userId);
    expect(email.error).not.toBeNull();
    const privateRow = await visitor.from('profiles').select('email').eq('id', ria.userId);
    expect(privateRow.data ?? []).toEqual([]);
    const embedded = await visitor
      .from('ratings')
      .select('rating, public_profiles(email)')
      .eq('user_id', ria.userId);
    expect(embedded.error).not.toBeNull();
  });

  it('the next contest starts from the last rating; five contests end the provisional label', async () => {
    const ids = students.slice(0, 3).map((s) => s.userId);
    const db = await database();
    let previous = new Map((await ratingsOf(ids)).map((r) => [r.user_id, r.rating]));
    for (let round = 2; round <= 5; round++) {
      const now = await dbNow();
      const next = await createContest(now - 2 * HOUR, now - HOUR, [keyed], `Rated round ${round}`);
      await db.query(
        `insert into public.contest_registrations (contest_id, user_id, registered_at, total_marks)
         select $1, u, $3, t from unnest($2::uuid[], $4::int[]) as x(u, t)`,
        [next, ids, new Date(now - 2 * HOUR + 1000).toISOString(), [round, 7 - round, 1]],
      );
      const { error } = await finalise(admin.client, next);
      expect(error).toBeNull();
      const changes = await changesOf(next);
      for (const change of changes) {
        expect(change.old_rating).toBe(previous.get(change.user_id));
      }
      const expected = ratingChanges(
        [...ids].sort().map((id, i) => ({
          id,
          points: changes[i]!.total_marks,
          rating: previous.get(id)!,
        })),
      );
      expect(changes.map((c) => c.new_rating)).toEqual(expected.map((e) => e.newRating));
      previous = new Map(changes.map((c) => [c.user_id, c.new_rating]));
      const rows = await ratingsOf(ids);
      expect(rows.map((r) => [r.contests, r.provisional])).toEqual(
        ids.map(() => [round, round < 5]),
      );
    }
  });

  it('a contest nobody joined finalises with no rating change; an unknown contest is not found', async () => {
    const now = await dbNow();
    const empty = await createContest(now - 2 * HOUR, now - HOUR, [keyed], 'Empty round');
    const { data, error } = await finalise(admin.client, empty);
    expect(error).toBeNull();
    expect(data).toMatchObject({ participants: 0 });
    const missing = await finalise(admin.client, '00000000-0000-4000-8000-000000000000');
    expect(missing.error?.message).toBe('Contest not found.');
  });
});

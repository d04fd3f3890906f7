// Issue 12: contests are written only through save_contest (contest and problem list in one
// transaction), by approved staff; instructors edit their own; nobody but the superadmin
// changes the problems of a started contest. Every refusal is checked to change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  countRows,
  createContest,
  createProblem,
  dbNow,
  iso,
  moveContest,
  service,
  superadmin,
  userWith,
} from './contests-fixtures';

const HOUR = 3_600_000;

let author: SignedUpUser;
let otherInstructor: SignedUpUser;
let admin: SignedUpUser;
let boss: SignedUpUser;
let student: SignedUpUser;
let ownHidden: string;
let othersHidden: string;
let publicProblem: string;

afterAll(async () => {
  await closeDatabase();
});

beforeAll(async () => {
  [author, otherInstructor, admin, boss, student] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('admin'),
    superadmin(),
    userWith('contestant'),
  ]);
  [ownHidden, othersHidden, publicProblem] = await Promise.all([
    createProblem(author, { isPublic: false, title: 'Own hidden' }),
    createProblem(otherInstructor, { isPublic: false, title: 'Someone else hidden' }),
    // The author's own: another author's public problem may not be hidden by an instructor's
    // upcoming contest (decision 0039, tests/integration/contests-never-hide.test.ts).
    createProblem(author, { title: 'Public bank problem' }),
  ]);
});

async function payload(overrides: Record<string, unknown> = {}) {
  const now = await dbNow();
  return {
    title: `Authored ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Solve $x^2 = 4$ and more.',
    start_time: iso(now + HOUR),
    end_time: iso(now + 4 * HOUR),
    problem_ids: [ownHidden, publicProblem],
    ...overrides,
  };
}

async function problemsOf(contestId: string): Promise<string[]> {
  const { data, error } = await service
    .from('contest_problems')
    .select('problem_id, position')
    .eq('contest_id', contestId)
    .order('position');
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => row.problem_id as string);
}

async function contestRow(contestId: string) {
  const { data, error } = await service.from('contests').select('*').eq('id', contestId).single();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>;
}

describe('creating a contest', () => {
  it('an approved instructor creates one with their own hidden problem, in order', async () => {
    const body = await payload({ problem_ids: [publicProblem, ownHidden] });
    const { data, error } = await author.client.rpc('save_contest', {
      contest_id: null,
      payload: body,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: body.title, created_by: author.userId });
    expect(await problemsOf(data.id)).toEqual([publicProblem, ownHidden]);
  });

  it.each([
    ['an admin', () => admin],
    ['the superadmin', () => boss],
  ])("%s may add anyone's hidden problem", async (_who, who) => {
    const saved = await who().client.rpc('save_contest', {
      contest_id: null,
      payload: await payload({ problem_ids: [othersHidden] }),
    });
    expect(saved.error).toBeNull();
    expect(await problemsOf(saved.data.id)).toEqual([othersHidden]);
  });

  it("an instructor cannot add another instructor's hidden problem; nothing is created", async () => {
    const body = await payload({ problem_ids: [publicProblem, othersHidden] });
    const { error } = await author.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('You can only add your own hidden problems to a contest.');
    expect(await countRows('contests', 'title', body.title)).toBe(0);
  });

  it.each([
    ['a student', () => userWith('contestant')],
    ['a pending instructor', () => userWith('instructor', 'pending')],
    ['a rejected admin', () => userWith('admin', 'rejected')],
  ])('%s cannot create one', async (_who, makeUser) => {
    const user = await makeUser();
    const body = await payload({ problem_ids: [publicProblem] });
    const { error } = await user.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('42501');
    expect(await countRows('contests', 'title', body.title)).toBe(0);
  });

  it('a visitor cannot call it at all', async () => {
    const body = await payload();
    const { error } = await anonClient().rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('42501');
    expect(await countRows('contests', 'title', body.title)).toBe(0);
  });

  it.each([
    [
      'an end before the start',
      (now: number) => ({ start_time: iso(now + 2 * HOUR), end_time: iso(now + HOUR) }),
      /end after it starts/,
    ],
    [
      'an end equal to the start',
      (now: number) => ({ start_time: iso(now + HOUR), end_time: iso(now + HOUR) }),
      /end after it starts/,
    ],
    [
      'four minutes',
      (now: number) => ({ start_time: iso(now + HOUR), end_time: iso(now + HOUR + 240_000) }),
      /between 5 minutes and 30 days/,
    ],
    [
      '31 days',
      (now: number) => ({
        start_time: iso(now + HOUR),
        end_time: iso(now + HOUR + 31 * 24 * HOUR),
      }),
      /between 5 minutes and 30 days/,
    ],
    [
      'a start in the past',
      (now: number) => ({ start_time: iso(now - HOUR), end_time: iso(now + HOUR) }),
      /cannot start in the past/,
    ],
    ['a date that is not a date', () => ({ start_time: 'next tuesday' }), /valid date-times/],
    ['a blank title', () => ({ title: ' \n\t ' }), /title/],
    ['a title over 200 characters', () => ({ title: 'x'.repeat(201) }), /title/],
    [
      'a description over 5000 characters',
      () => ({ description: 'x'.repeat(5001) }),
      /description/,
    ],
    ['a problem listed twice', () => ({ problem_ids: [publicProblem, publicProblem] }), /twice/],
    ['a problem id that is not a uuid', () => ({ problem_ids: ['nope'] }), /list of problem ids/],
    ['problem_ids that is not a list', () => ({ problem_ids: 'x' }), /list of problem ids/],
  ])('refuses %s with a clear message and creates nothing', async (_what, change, message) => {
    const now = await dbNow();
    const body = { ...(await payload()), title: `Refused ${Math.random()}`, ...change(now) };
    const { error } = await admin.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(message);
    const { count } = await service
      .from('contests')
      .select('*', { count: 'exact', head: true })
      .eq('created_by', admin.userId)
      .eq('title', String(body.title));
    expect(count).toBe(0);
  });

  it('refuses an unknown problem and creates nothing', async () => {
    const body = await payload({
      problem_ids: [publicProblem, '00000000-0000-4000-8000-000000000000'],
    });
    const { error } = await admin.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('PT404');
    expect(await countRows('contests', 'title', body.title)).toBe(0);
  });

  it('accepts exactly 5 minutes and exactly 30 days', async () => {
    const now = await dbNow();
    for (const length of [5 * 60_000, 30 * 24 * HOUR]) {
      const { error } = await admin.client.rpc('save_contest', {
        contest_id: null,
        payload: await payload({ start_time: iso(now + HOUR), end_time: iso(now + HOUR + length) }),
      });
      expect(error).toBeNull();
    }
  });
});

describe('editing a contest', () => {
  let contestId: string;

  beforeAll(async () => {
    const { data, error } = await author.client.rpc('save_contest', {
      contest_id: null,
      payload: await payload({ title: 'Editable contest' }),
    });
    if (error) throw new Error(error.message);
    contestId = data.id;
  });

  it('its creator renames it, reorders and changes its problems atomically', async () => {
    const { data, error } = await author.client.rpc('save_contest', {
      contest_id: contestId,
      payload: { title: 'Renamed contest', problem_ids: [publicProblem] },
    });
    expect(error).toBeNull();
    expect(data.title).toBe('Renamed contest');
    expect(await problemsOf(contestId)).toEqual([publicProblem]);
  });

  it('another instructor cannot edit it; nothing changes', async () => {
    const before = await contestRow(contestId);
    const { error } = await otherInstructor.client.rpc('save_contest', {
      contest_id: contestId,
      payload: { title: 'Hijacked', problem_ids: [] },
    });
    expect(error?.code).toBe('42501');
    expect(await contestRow(contestId)).toEqual(before);
    expect(await problemsOf(contestId)).toEqual([publicProblem]);
  });

  it("an admin edits anyone's contest", async () => {
    const { error } = await admin.client.rpc('save_contest', {
      contest_id: contestId,
      payload: { description: 'Edited by an admin.' },
    });
    expect(error).toBeNull();
    expect((await contestRow(contestId)).description).toBe('Edited by an admin.');
  });

  it('a failed edit (one unknown problem) keeps the old list and fields', async () => {
    const before = await contestRow(contestId);
    const { error } = await admin.client.rpc('save_contest', {
      contest_id: contestId,
      payload: {
        title: 'Half done',
        problem_ids: [ownHidden, '00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(error?.code).toBe('PT404');
    expect(await contestRow(contestId)).toEqual(before);
    expect(await problemsOf(contestId)).toEqual([publicProblem]);
  });

  it('an unknown contest is not found', async () => {
    const { error } = await admin.client.rpc('save_contest', {
      contest_id: '00000000-0000-4000-8000-000000000000',
      payload: { title: 'Ghost' },
    });
    expect(error?.code).toBe('PT404');
  });
});

describe('a started contest', () => {
  let contestId: string;

  beforeAll(async () => {
    const now = await dbNow();
    contestId = await createContest(now - 60_000, now + HOUR, [publicProblem, ownHidden]);
    await service.from('contests').update({ created_by: author.userId }).eq('id', contestId);
  });

  it.each([
    ['its creator', () => author],
    ['an admin', () => admin],
  ])('%s cannot change its problems or move its start; nothing changes', async (_who, who) => {
    const before = await contestRow(contestId);
    const reordered = await who().client.rpc('save_contest', {
      contest_id: contestId,
      payload: { problem_ids: [ownHidden, publicProblem] },
    });
    expect(reordered.error?.code).toBe('42501');
    expect(reordered.error?.message).toBe(
      'Only the superadmin can change the problems of a contest that has started.',
    );
    const moved = await who().client.rpc('save_contest', {
      contest_id: contestId,
      payload: {
        start_time: iso((await dbNow()) + HOUR),
        end_time: iso((await dbNow()) + 2 * HOUR),
      },
    });
    expect(moved.error?.code).toBe('42501');
    expect(await contestRow(contestId)).toEqual(before);
    expect(await problemsOf(contestId)).toEqual([publicProblem, ownHidden]);
  });

  it('its creator may still fix the description and extend the end', async () => {
    const end = iso((await dbNow()) + 2 * HOUR);
    const { error } = await author.client.rpc('save_contest', {
      contest_id: contestId,
      payload: {
        description: 'Typo fixed.',
        end_time: end,
        problem_ids: [publicProblem, ownHidden],
      },
    });
    expect(error).toBeNull();
    const row = await contestRow(contestId);
    expect(row.description).toBe('Typo fixed.');
    expect(Date.parse(String(row.end_time))).toBe(Date.parse(end));
  });

  it('the superadmin changes its problems', async () => {
    const { error } = await boss.client.rpc('save_contest', {
      contest_id: contestId,
      payload: { problem_ids: [ownHidden] },
    });
    expect(error).toBeNull();
    expect(await problemsOf(contestId)).toEqual([ownHidden]);
  });

  it('removing it: not by an admin once started; the superadmin may', async () => {
    const refused = await admin.client.from('contests').delete().eq('id', contestId).select();
    expect(refused.data ?? []).toEqual([]);
    expect(await countRows('contests', 'id', contestId)).toBe(1);
    const removed = await boss.client.from('contests').delete().eq('id', contestId).select();
    expect(removed.error).toBeNull();
    expect(await countRows('contests', 'id', contestId)).toBe(0);
  });
});

describe('direct table writes', () => {
  it('nobody writes contests or contest_problems directly, not even an admin', async () => {
    const now = await dbNow();
    const contestId = await createContest(now + HOUR, now + 2 * HOUR, [publicProblem]);
    for (const who of [admin, boss, author]) {
      const inserted = await who.client
        .from('contests')
        .insert({ title: 'Direct', start_time: iso(now + HOUR), end_time: iso(now + 2 * HOUR) });
      expect(inserted.error?.code).toBe('42501');
      const linked = await who.client
        .from('contest_problems')
        .insert({ contest_id: contestId, problem_id: ownHidden, position: 2 });
      expect(linked.error?.code).toBe('42501');
      const renamed = await who.client
        .from('contests')
        .update({ title: 'Direct rename' })
        .eq('id', contestId);
      expect(renamed.error?.code).toBe('42501');
      const unlinked = await who.client
        .from('contest_problems')
        .delete()
        .eq('contest_id', contestId);
      expect(unlinked.error?.code).toBe('42501');
    }
    expect(await countRows('contests', 'title', 'Direct')).toBe(0);
    expect((await contestRow(contestId)).title).toBe('Boundary contest');
    expect(await problemsOf(contestId)).toEqual([publicProblem]);
  });

  it('before the start its creator or an admin may delete it; another instructor or a student may not', async () => {
    const { data } = await author.client.rpc('save_contest', {
      contest_id: null,
      payload: await payload(),
    });
    const contestId = data.id as string;
    for (const who of [otherInstructor, student]) {
      const refused = await who.client.from('contests').delete().eq('id', contestId).select();
      expect(refused.data ?? []).toEqual([]);
    }
    expect(await countRows('contests', 'id', contestId)).toBe(1);
    const removed = await author.client.from('contests').delete().eq('id', contestId).select();
    expect(removed.data).toHaveLength(1);
    expect(await countRows('contests', 'id', contestId)).toBe(0);
  });

  it('a contest moved into the past by the service role still follows the rules (sanity of moveContest)', async () => {
    const now = await dbNow();
    const contestId = await createContest(now + HOUR, now + 2 * HOUR, []);
    await moveContest(contestId, now - 2 * HOUR, now - HOUR);
    const { error } = await author.client.rpc('save_contest', {
      contest_id: contestId,
      payload: { title: 'x' },
    });
    // Not created by the author: instructors edit only their own.
    expect(error?.code).toBe('42501');
  });
});

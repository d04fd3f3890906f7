// Issue 29 point 4 and issue 22 point 2 (decision 0039): contest rules hold from every path.
// A problem in a running contest cannot be deleted; a contest that has not started may not hide
// a problem students have answered or discussed, and an instructor may not hide another
// author's public problem with it. Every refusal is made through the API and changes nothing.
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
  seesProblem,
  service,
  superadmin,
  userWith,
} from './contests-fixtures';

const HOUR = 3_600_000;
const YEAR = 365 * 24 * HOUR;

let author: SignedUpUser;
let otherInstructor: SignedUpUser;
let admin: SignedUpUser;
let boss: SignedUpUser;
let student: SignedUpUser;

afterAll(async () => {
  await closeDatabase();
});

beforeAll(async () => {
  [author, otherInstructor, admin, boss, student] = await Promise.all([
    userWith('instructor', 'approved', 'Hiding author'),
    userWith('instructor', 'approved', 'Hiding other instructor'),
    userWith('admin'),
    superadmin(),
    userWith('contestant'),
  ]);
});

const tag = () => Math.random().toString(36).slice(2, 8);

async function contestPayload(problemIds: string[], startsIn: number, title = `Hide ${tag()}`) {
  const now = await dbNow();
  return {
    title,
    description: 'A contest.',
    start_time: iso(now + startsIn),
    end_time: iso(now + startsIn + 3 * HOUR),
    problem_ids: problemIds,
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

async function problemRow(id: string) {
  const { data, error } = await service.from('problems').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>;
}

async function answered(problemId: string): Promise<void> {
  const { error } = await student.client.rpc('submit_answer', {
    problem_id: problemId,
    content: '5',
  });
  expect(error).toBeNull();
}

describe('deleting a problem that is in a running contest', () => {
  let problemId: string;
  let contestId: string;

  beforeAll(async () => {
    problemId = await createProblem(author, { title: 'Running contest problem' });
    const now = await dbNow();
    contestId = await createContest(now - 60_000, now + HOUR, [problemId], 'Running now');
  });

  it.each([
    ['its author', () => author],
    ['an admin', () => admin],
    ['the superadmin', () => boss],
  ])('%s is refused with a sentence; the problem and the contest keep it', async (_who, who) => {
    const before = await problemRow(problemId);
    const { data, error } = await who()
      .client.from('problems')
      .delete()
      .eq('id', problemId)
      .select();
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe(
      'This problem is in a contest that is running now, so it cannot be deleted until the contest ends.',
    );
    expect(data).toBeNull();
    expect(await problemRow(problemId)).toEqual(before);
    expect(await problemsOf(contestId)).toEqual([problemId]);
  });

  it('a student or a visitor deletes nothing either', async () => {
    await student.client.from('problems').delete().eq('id', problemId);
    await anonClient().from('problems').delete().eq('id', problemId);
    expect(await countRows('problems', 'id', problemId)).toBe(1);
  });

  it('once the contest has ended (and nobody answered), its author may delete it', async () => {
    const now = await dbNow();
    await moveContest(contestId, now - 2 * HOUR, now - HOUR);
    const { error } = await author.client.from('problems').delete().eq('id', problemId);
    expect(error).toBeNull();
    expect(await countRows('problems', 'id', problemId)).toBe(0);
  });
});

describe('a contest that has not started never hides what students already answered', () => {
  let answeredProblem: string;

  beforeAll(async () => {
    answeredProblem = await createProblem(author, { title: 'Answered public', key: ['5'] });
    await answered(answeredProblem);
  });

  it.each([
    ['its author (an instructor)', () => author],
    ['an admin', () => admin],
    ['the superadmin', () => boss],
  ])('%s cannot create such a contest; nothing is created', async (_who, who) => {
    const body = await contestPayload([answeredProblem], HOUR);
    const { error } = await who().client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe(
      '“Answered public” has already been answered or discussed by students: a contest that has not started would hide it from them. Choose another problem, or start the contest now.',
    );
    expect(await countRows('contests', 'title', body.title)).toBe(0);
    expect(await seesProblem(student.client, answeredProblem)).toBe(true);
  });

  it('nor add it to an upcoming contest, nor move a running one with it into the future', async () => {
    const spare = await createProblem(author, { title: 'Spare' });
    const create = await author.client.rpc('save_contest', {
      contest_id: null,
      payload: await contestPayload([spare], HOUR),
    });
    expect(create.error).toBeNull();
    const contestId = (create.data as { id: string }).id;
    const added = await author.client.rpc('save_contest', {
      contest_id: contestId,
      payload: { problem_ids: [spare, answeredProblem] },
    });
    expect(added.error?.code).toBe('22023');
    expect(await problemsOf(contestId)).toEqual([spare]);

    // A running contest with the answered problem: the superadmin may change a started
    // contest, but not move it to the future (that would hide the problem again).
    const now = await dbNow();
    const running = await createContest(now - 60_000, now + HOUR, [answeredProblem]);
    const moved = await boss.client.rpc('save_contest', {
      contest_id: running,
      payload: { start_time: iso(now + YEAR), end_time: iso(now + YEAR + HOUR) },
    });
    expect(moved.error?.code).toBe('22023');
    const { data } = await service.from('contests').select('start_time').eq('id', running).single();
    expect(Date.parse(String(data?.start_time))).toBeLessThan(now);
    expect(await seesProblem(student.client, answeredProblem)).toBe(true);
  });

  it('a contest that starts now may take it (it stays visible to signed-in students)', async () => {
    const body = await contestPayload([answeredProblem], 0);
    const { error } = await author.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error).toBeNull();
    expect(await seesProblem(student.client, answeredProblem)).toBe(true);
  });

  it('a comment by a student counts as well', async () => {
    const discussed = await createProblem(author, { title: 'Discussed public' });
    const comment = await student.client
      .from('comments')
      .insert({ problem_id: discussed, user_id: student.userId, content: 'Nice one.' });
    expect(comment.error).toBeNull();
    const body = await contestPayload([discussed], HOUR);
    const { error } = await author.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('22023');
    expect(await countRows('contests', 'title', body.title)).toBe(0);
  });
});

describe("an instructor cannot hide another author's public problem (issue 22)", () => {
  let othersPublic: string;

  beforeAll(async () => {
    othersPublic = await createProblem(otherInstructor, { title: 'Someone else public' });
  });

  it('not with a far-future contest; nothing is created and students still see it', async () => {
    const body = await contestPayload([othersPublic], 50 * YEAR);
    const { error } = await author.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe(
      "“Someone else public” is another author's public problem: a contest that has not started would hide it from everyone until the start. Only its author or an admin can do that.",
    );
    expect(await countRows('contests', 'title', body.title)).toBe(0);
    expect(await seesProblem(student.client, othersPublic)).toBe(true);
    expect(await seesProblem(anonClient(), othersPublic)).toBe(true);
  });

  it('not by adding it to their own upcoming contest either; the list is unchanged', async () => {
    const own = await createProblem(author, { title: 'Own public' });
    const create = await author.client.rpc('save_contest', {
      contest_id: null,
      payload: await contestPayload([own], HOUR),
    });
    expect(create.error).toBeNull();
    const contestId = (create.data as { id: string }).id;
    const added = await author.client.rpc('save_contest', {
      contest_id: contestId,
      payload: { problem_ids: [own, othersPublic] },
    });
    expect(added.error?.code).toBe('42501');
    expect(await problemsOf(contestId)).toEqual([own]);
    expect(await seesProblem(student.client, othersPublic)).toBe(true);
  });

  it('a problem an earlier contest already revealed stays visible, so it may be added', async () => {
    const revealed = await createProblem(otherInstructor, { title: 'Revealed earlier' });
    const now = await dbNow();
    await createContest(now - 2 * HOUR, now - HOUR, [revealed]);
    const body = await contestPayload([revealed], HOUR);
    const { error } = await author.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error).toBeNull();
    expect(await seesProblem(student.client, revealed)).toBe(true);
  });

  it('an admin may (decision 0021: hidden until the start)', async () => {
    const another = await createProblem(otherInstructor, { title: 'Admin may hide' });
    const body = await contestPayload([another], HOUR);
    const { error } = await admin.client.rpc('save_contest', { contest_id: null, payload: body });
    expect(error).toBeNull();
    expect(await seesProblem(student.client, another)).toBe(false);
  });
});

describe('check_contest_problems tells the editor before saving', () => {
  it('lists the same refusals and the harmless hiding, in list order', async () => {
    const own = await createProblem(author, { title: 'Checked own' });
    const others = await createProblem(otherInstructor, { title: 'Checked others' });
    const hidden = await createProblem(author, { title: 'Checked hidden', isPublic: false });
    const now = await dbNow();
    const { data, error } = await author.client.rpc('check_contest_problems', {
      contest_id: null,
      problem_ids: [others, hidden, own],
      start_time: iso(now + HOUR),
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        problem_id: others,
        refused: true,
        message:
          "“Checked others” is another author's public problem: a contest that has not started would hide it from everyone until the start. Only its author or an admin can do that.",
      },
      {
        problem_id: own,
        refused: false,
        message: '“Checked own” is public now: students will not see it until the contest starts.',
      },
    ]);
    const startsNow = await author.client.rpc('check_contest_problems', {
      contest_id: null,
      problem_ids: [others, own],
      start_time: iso(now - 1000),
    });
    expect(startsNow.data).toEqual([]);
  });

  it('a student or a visitor may not ask', async () => {
    const args = { contest_id: null, problem_ids: [], start_time: iso(Date.now()) };
    expect((await student.client.rpc('check_contest_problems', args)).error?.code).toBe('42501');
    expect((await anonClient().rpc('check_contest_problems', args)).error?.code).toBe('42501');
  });
});

// Issue 12: who sees a contest's problems, discussions, reactions and attachments, and who may
// answer them, before, during and after the contest, as every role. Times are the database's:
// the matrix places the contest around the database's now; the boundary suite waits across
// the real start and end instants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  database,
  dbNow,
  moveContest,
  seesProblem,
  service,
  superadmin,
  userWith,
  waitForDb,
} from './contests-fixtures';

const HOUR = 3_600_000;

interface Cast {
  author: SignedUpUser;
  otherInstructor: SignedUpUser;
  admin: SignedUpUser;
  superadmin: SignedUpUser;
  registered: SignedUpUser;
  unregistered: SignedUpUser;
  pendingStudent: SignedUpUser;
  pendingInstructor: SignedUpUser;
}

let cast: Cast;
const visitor = anonClient();

afterAll(async () => {
  await closeDatabase();
});

beforeAll(async () => {
  const [
    author,
    otherInstructor,
    admin,
    registered,
    unregistered,
    pendingStudent,
    pendingInstructor,
    boss,
  ] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('admin'),
    userWith('contestant'),
    userWith('contestant'),
    userWith('contestant', 'pending'),
    userWith('instructor', 'pending'),
    superadmin(),
  ]);
  cast = {
    author,
    otherInstructor,
    admin,
    superadmin: boss,
    registered,
    unregistered,
    pendingStudent,
    pendingInstructor,
  };
});

type Who = keyof Cast | 'visitor';
const STAFF: Who[] = ['author', 'otherInstructor', 'admin', 'superadmin'];
const SIGNED_IN_NON_STAFF: Who[] = [
  'registered',
  'unregistered',
  'pendingStudent',
  'pendingInstructor',
];
const clientOf = (who: Who): SupabaseClient => (who === 'visitor' ? visitor : cast[who].client);

async function commentsOn(client: SupabaseClient, problemId: string): Promise<number> {
  const { data, error } = await client.from('comments').select('id').eq('problem_id', problemId);
  if (error) throw new Error(error.message);
  return (data ?? []).length;
}

async function reactionsOn(client: SupabaseClient, problemId: string): Promise<number> {
  const { data, error } = await client.from('reactions').select('id').eq('problem_id', problemId);
  if (error) throw new Error(error.message);
  return (data ?? []).length;
}

async function listedInContest(client: SupabaseClient, contestId: string): Promise<number> {
  const { data, error } = await client
    .from('contests')
    .select('id, title, start_time, end_time, contest_problems(problem_id)')
    .eq('id', contestId)
    .single<{ title: string; contest_problems: unknown[] }>();
  if (error) throw new Error(error.message);
  expect(data.title).toBe('Matrix contest');
  return data.contest_problems.length;
}

async function canDownload(client: SupabaseClient, path: string): Promise<boolean> {
  const { data, error } = await client.storage.from('attachments').download(path);
  return !error && data !== null;
}

async function answersOf(userId: string, problemId: string) {
  const { data, error } = await service
    .from('answers')
    .select('id, contest_id, status, marks_awarded')
    .eq('user_id', userId)
    .eq('problem_id', problemId)
    .order('submitted_at');
  if (error) throw new Error(error.message);
  return data as {
    id: string;
    contest_id: string | null;
    status: string;
    marks_awarded: number | null;
  }[];
}

describe('the role matrix: a contest placed before, around and after the database now', () => {
  let hiddenProblem: string;
  let publicProblem: string;
  let contestId: string;
  let attachment: string;

  beforeAll(async () => {
    attachment = `${cast.author.userId}/${Date.now()}-statement.pdf`;
    const upload = await cast.author.client.storage
      .from('attachments')
      .upload(attachment, new Blob(['%PDF-1.4 contest'], { type: 'application/pdf' }));
    if (upload.error) throw new Error(upload.error.message);
    hiddenProblem = await createProblem(cast.author, {
      isPublic: false,
      key: ['5'],
      attachmentPath: attachment,
    });
    publicProblem = await createProblem(cast.author, { key: ['5'] });
    // A discussion and a reaction from before the problem joined a contest.
    const commented = await cast.unregistered.client.from('comments').insert({
      problem_id: publicProblem,
      user_id: cast.unregistered.userId,
      content: 'The answer is 5, easy.',
    });
    if (commented.error) throw new Error(commented.error.message);
    const reacted = await cast.unregistered.client.from('reactions').insert({
      problem_id: publicProblem,
      user_id: cast.unregistered.userId,
      reaction_type: 'like',
    });
    if (reacted.error) throw new Error(reacted.error.message);

    const now = await dbNow();
    contestId = await createContest(
      now + HOUR,
      now + 2 * HOUR,
      [hiddenProblem, publicProblem],
      'Matrix contest',
    );
    const registration = await cast.registered.client.rpc('register_for_contest', {
      contest_id: contestId,
    });
    if (registration.error) throw new Error(registration.error.message);
  });

  describe('upcoming (starts in an hour)', () => {
    it.each(['visitor', ...SIGNED_IN_NON_STAFF] as Who[])(
      '%s sees the contest but none of its problems, entries, comments, reactions or attachments',
      async (who) => {
        const client = clientOf(who);
        expect(await seesProblem(client, hiddenProblem)).toBe(false);
        expect(await seesProblem(client, publicProblem)).toBe(false);
        expect(await listedInContest(client, contestId)).toBe(0);
        expect(await commentsOn(client, publicProblem)).toBe(0);
        expect(await reactionsOn(client, publicProblem)).toBe(0);
        expect(await canDownload(client, attachment)).toBe(false);
      },
    );

    it.each(STAFF)('%s sees both problems and the list', async (who) => {
      const client = clientOf(who);
      expect(await seesProblem(client, hiddenProblem)).toBe(true);
      expect(await seesProblem(client, publicProblem)).toBe(true);
      expect(await listedInContest(client, contestId)).toBe(2);
      expect(await canDownload(client, attachment)).toBe(true);
    });

    it('a registered student cannot answer yet and is told when answers open; nothing is recorded', async () => {
      for (const problemId of [hiddenProblem, publicProblem]) {
        const { error } = await cast.registered.client.rpc('submit_answer', {
          problem_id: problemId,
          content: '5',
        });
        expect(error?.code).toBe('42501');
        expect(error?.message).toMatch(
          /^This problem is part of a contest that has not started yet\. Answers open at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.$/,
        );
        expect(await answersOf(cast.registered.userId, problemId)).toEqual([]);
      }
    });

    it('any insert of an answer before the start is refused with the opening time', async () => {
      const { error } = await service
        .from('answers')
        .insert({ problem_id: publicProblem, user_id: cast.registered.userId, content: '5' });
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(
        /^This problem is part of a contest that has not started yet\. Answers open at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.$/,
      );
      expect(await answersOf(cast.registered.userId, publicProblem)).toEqual([]);
    });

    it('nobody comments or reacts on a problem they cannot see', async () => {
      const comment = await cast.unregistered.client
        .from('comments')
        .insert({ problem_id: hiddenProblem, user_id: cast.unregistered.userId, content: 'leak?' });
      expect(comment.error?.code).toBe('42501');
      const reaction = await cast.pendingStudent.client.from('reactions').insert({
        problem_id: hiddenProblem,
        user_id: cast.pendingStudent.userId,
        reaction_type: 'love',
      });
      expect(reaction.error?.code).toBe('42501');
      expect(await commentsOn(service, hiddenProblem)).toBe(0);
      expect(await reactionsOn(service, hiddenProblem)).toBe(0);
    });
  });

  describe('running (started an hour ago, ends in an hour)', () => {
    beforeAll(async () => {
      const now = await dbNow();
      await moveContest(contestId, now - HOUR, now + HOUR);
    });

    it('a visitor still sees no problem, entry, comment or attachment', async () => {
      expect(await seesProblem(visitor, hiddenProblem)).toBe(false);
      expect(await seesProblem(visitor, publicProblem)).toBe(false);
      expect(await listedInContest(visitor, contestId)).toBe(0);
      expect(await commentsOn(visitor, publicProblem)).toBe(0);
      expect(await canDownload(visitor, attachment)).toBe(false);
    });

    it.each(SIGNED_IN_NON_STAFF)(
      '%s sees the problems but not their discussion or reactions',
      async (who) => {
        const client = clientOf(who);
        expect(await seesProblem(client, hiddenProblem)).toBe(true);
        expect(await seesProblem(client, publicProblem)).toBe(true);
        expect(await listedInContest(client, contestId)).toBe(2);
        expect(await canDownload(client, attachment)).toBe(true);
        expect(await commentsOn(client, publicProblem)).toBe(0);
        expect(await reactionsOn(client, publicProblem)).toBe(0);
      },
    );

    it.each(STAFF)('%s reads the discussion and reactions', async (who) => {
      expect(await commentsOn(clientOf(who), publicProblem)).toBe(1);
      expect(await reactionsOn(clientOf(who), publicProblem)).toBe(1);
    });

    it('students neither comment, react, edit their comment nor change their reaction; nothing changes', async () => {
      const [before] =
        (await service.from('comments').select('*').eq('problem_id', publicProblem)).data ?? [];
      const comment = await cast.registered.client.from('comments').insert({
        problem_id: publicProblem,
        user_id: cast.registered.userId,
        content: 'Is it 5?',
      });
      expect(comment.error?.code).toBe('42501');
      const reaction = await cast.registered.client.from('reactions').insert({
        problem_id: publicProblem,
        user_id: cast.registered.userId,
        reaction_type: 'funny',
      });
      expect(reaction.error?.code).toBe('42501');
      const edited = await cast.unregistered.client
        .from('comments')
        .update({ content: 'Answer: 5' })
        .eq('problem_id', publicProblem)
        .select();
      expect(edited.data ?? []).toEqual([]);
      const changed = await cast.unregistered.client
        .from('reactions')
        .update({ reaction_type: 'love' })
        .eq('problem_id', publicProblem)
        .select();
      expect(changed.data ?? []).toEqual([]);
      expect(
        (await service.from('comments').select('*').eq('problem_id', publicProblem)).data,
      ).toEqual([before]);
      expect(
        (await service.from('reactions').select('reaction_type').eq('problem_id', publicProblem))
          .data,
      ).toEqual([{ reaction_type: 'like' }]);
    });

    it('approved staff may still post (announcements, clarifications)', async () => {
      const posted = await cast.admin.client
        .from('comments')
        .insert({
          problem_id: publicProblem,
          user_id: cast.admin.userId,
          content: 'Clarification: n is an integer.',
        })
        .select('id')
        .single<{ id: string }>();
      expect(posted.error).toBeNull();
      await service
        .from('comments')
        .delete()
        .eq('id', posted.data?.id ?? '');
    });

    it('the registered student answers for the contest; the unregistered one for practice only', async () => {
      const tagged = await cast.registered.client.rpc('submit_answer', {
        problem_id: hiddenProblem,
        content: '5',
      });
      expect(tagged.error).toBeNull();
      expect(tagged.data).toMatchObject({ contest_id: contestId, status: 'correct' });
      const practice = await cast.unregistered.client.rpc('submit_answer', {
        problem_id: hiddenProblem,
        content: '5',
      });
      expect(practice.error).toBeNull();
      expect(practice.data).toMatchObject({ contest_id: null, status: 'correct' });
      // Both count for the global score, one rule everywhere.
      const { data } = await service
        .from('profiles')
        .select('id, score')
        .in('id', [cast.registered.userId, cast.unregistered.userId]);
      expect((data ?? []).map((row) => row.score)).toEqual([7, 7]);
    });

    it('authz.problem_in_running_contest says so (and not for a problem in no contest)', async () => {
      const db = await database();
      const loose = await createProblem(cast.author);
      const { rows } = await db.query<{ running: boolean; loose: boolean }>(
        'select authz.problem_in_running_contest($1) as running, authz.problem_in_running_contest($2) as loose',
        [publicProblem, loose],
      );
      expect(rows[0]).toEqual({ running: true, loose: false });
    });
  });

  describe('ended (ended a minute ago)', () => {
    beforeAll(async () => {
      const now = await dbNow();
      await moveContest(contestId, now - 2 * HOUR, now - 60_000);
    });

    it.each(['visitor', ...SIGNED_IN_NON_STAFF, ...STAFF] as Who[])(
      '%s sees both problems, the list, the discussion, reactions and the attachment',
      async (who) => {
        const client = clientOf(who);
        expect(await seesProblem(client, hiddenProblem)).toBe(true);
        expect(await seesProblem(client, publicProblem)).toBe(true);
        expect(await listedInContest(client, contestId)).toBe(2);
        expect(await commentsOn(client, publicProblem)).toBe(1);
        expect(await reactionsOn(client, publicProblem)).toBe(1);
        expect(await canDownload(client, attachment)).toBe(true);
      },
    );

    it('answers are practice: graded, counted globally, never for the contest', async () => {
      const late = await cast.registered.client.rpc('submit_answer', {
        problem_id: publicProblem,
        content: '5',
      });
      expect(late.error).toBeNull();
      expect(late.data).toMatchObject({ contest_id: null, status: 'correct' });
      const { data } = await service
        .from('profiles')
        .select('score')
        .eq('id', cast.registered.userId)
        .single();
      expect(data).toEqual({ score: 14 });
      const board = await visitor.rpc('contest_scoreboard', { contest_id: contestId });
      expect(board.error).toBeNull();
      expect(board.data.rows).toEqual([
        expect.objectContaining({ user_id: cast.registered.userId, total: 7, solved: 1 }),
      ]);
    });

    it('students discuss again', async () => {
      const posted = await cast.registered.client.from('comments').insert({
        problem_id: publicProblem,
        user_id: cast.registered.userId,
        content: 'Nice one.',
      });
      expect(posted.error).toBeNull();
    });

    it('registration is closed', async () => {
      const { error } = await cast.unregistered.client.rpc('register_for_contest', {
        contest_id: contestId,
      });
      expect(error?.message).toBe('This contest has ended: registration is closed.');
      const { count } = await service
        .from('contest_registrations')
        .select('*', { count: 'exact', head: true })
        .eq('contest_id', contestId);
      expect(count).toBe(1);
    });
  });
});

describe('the real boundary instants on the database clock', () => {
  let problemId: string;
  let contestId: string;
  let start: number;
  let end: number;

  beforeAll(async () => {
    problemId = await createProblem(cast.author, { isPublic: false, key: ['12'] });
    const now = await dbNow();
    start = now + 3_000;
    end = start + 6_000;
    contestId = await createContest(start, end, [problemId], 'Matrix contest');
    const registration = await cast.registered.client.rpc('register_for_contest', {
      contest_id: contestId,
    });
    if (registration.error) throw new Error(registration.error.message);
  });

  it('just before the start: hidden from a signed-in student, answers refused', async () => {
    expect(await seesProblem(cast.unregistered.client, problemId)).toBe(false);
    const { error } = await cast.registered.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '12',
    });
    expect(error).not.toBeNull();
    expect(await answersOf(cast.registered.userId, problemId)).toEqual([]);
    // The assertions above were made before the start, on the database's clock.
    expect(await dbNow()).toBeLessThan(start);
  });

  it('just after the start: signed-in users see it, the registered answer counts, visitors still wait', async () => {
    await waitForDb(start);
    expect(await seesProblem(cast.unregistered.client, problemId)).toBe(true);
    expect(await seesProblem(visitor, problemId)).toBe(false);
    const { data, error } = await cast.registered.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '12',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ contest_id: contestId, status: 'correct' });
    expect(await dbNow()).toBeLessThan(end);
  });

  it('just before the end: still running (discussion closed to students)', async () => {
    await waitForDb(end - 1_500);
    expect(await commentsOn(cast.registered.client, problemId)).toBe(0);
    const posted = await cast.registered.client
      .from('comments')
      .insert({ problem_id: problemId, user_id: cast.registered.userId, content: 'Too early.' });
    expect(posted.error?.code).toBe('42501');
    expect(await seesProblem(visitor, problemId)).toBe(false);
    expect(await dbNow()).toBeLessThan(end);
  });

  it('just after the end: everyone sees it, answers are practice, the board keeps the contest answer', async () => {
    await waitForDb(end);
    expect(await seesProblem(visitor, problemId)).toBe(true);
    const { data, error } = await cast.unregistered.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '12',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ contest_id: null });
    const late = await cast.registered.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '12',
    });
    expect(late.error).toBeNull();
    expect(late.data).toMatchObject({ contest_id: null });
    const board = await visitor.rpc('contest_scoreboard', { contest_id: contestId });
    expect(board.data.rows).toEqual([
      expect.objectContaining({ rank: 1, user_id: cast.registered.userId, total: 7, solved: 1 }),
    ]);
    const posted = await cast.registered.client.from('comments').insert({
      problem_id: problemId,
      user_id: cast.registered.userId,
      content: 'Now we can talk.',
    });
    expect(posted.error).toBeNull();
  });
});

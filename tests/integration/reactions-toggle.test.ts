// public.toggle_reaction: the reaction toggle in one database call, under the caller's policies.
// Each refused call is checked to change nothing (service-role reads).
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { anonClient, type SignedUpUser } from './support/clients';
import { createProblem, service, userWith } from './support/factories';

const DB_URL = `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;

let author: SignedUpUser;
let student: SignedUpUser;
let other: SignedUpUser;

beforeAll(async () => {
  [author, student, other] = await Promise.all([
    userWith('instructor'),
    userWith('contestant'),
    userWith('contestant'),
  ]);
});

async function reactionsOn(problemId: string) {
  const { data, error } = await service
    .from('reactions')
    .select('user_id, reaction_type')
    .eq('problem_id', problemId)
    .order('user_id');
  if (error) throw new Error(error.message);
  return data;
}

function toggle(user: SignedUpUser, problemId: string, reactionType: string) {
  return user.client.rpc('toggle_reaction', { problem_id: problemId, reaction_type: reactionType });
}

describe('toggle_reaction', () => {
  it('adds, changes and removes the caller’s own reaction, one row at most', async () => {
    const problemId = await createProblem(author);
    expect((await toggle(student, problemId, 'like')).data).toBe('added');
    expect(await reactionsOn(problemId)).toEqual([
      { user_id: student.userId, reaction_type: 'like' },
    ]);
    expect((await toggle(student, problemId, 'love')).data).toBe('updated');
    expect(await reactionsOn(problemId)).toEqual([
      { user_id: student.userId, reaction_type: 'love' },
    ]);
    expect((await toggle(student, problemId, 'love')).data).toBe('removed');
    expect(await reactionsOn(problemId)).toEqual([]);
  });

  it('leaves other users’ reactions alone', async () => {
    const problemId = await createProblem(author);
    await toggle(other, problemId, 'funny');
    expect((await toggle(student, problemId, 'funny')).data).toBe('added');
    expect((await toggle(student, problemId, 'funny')).data).toBe('removed');
    expect(await reactionsOn(problemId)).toEqual([
      { user_id: other.userId, reaction_type: 'funny' },
    ]);
  });

  it('two toggles at once end with one reaction, never two', async () => {
    const problemId = await createProblem(author);
    const results = await Promise.all([
      toggle(student, problemId, 'like'),
      toggle(student, problemId, 'love'),
    ]);
    // One adds; the other waits for it (row lock or unique index) and then changes or fails cleanly.
    expect(results.some((r) => r.data === 'added')).toBe(true);
    expect((await reactionsOn(problemId)).length).toBe(1);
  });

  it('refuses a visitor and changes nothing', async () => {
    const problemId = await createProblem(author);
    const { error } = await anonClient().rpc('toggle_reaction', {
      problem_id: problemId,
      reaction_type: 'like',
    });
    expect(error?.code).toBe('42501');
    expect(await reactionsOn(problemId)).toEqual([]);
  });

  it('refuses a problem the caller cannot see, naming the add step, and changes nothing', async () => {
    const hidden = await createProblem(author, { isPublic: false });
    const { error } = await toggle(student, hidden, 'like');
    expect(error?.code).toBe('42501');
    expect(error?.hint).toBe('add');
    expect(await reactionsOn(hidden)).toEqual([]);
  });

  it('refuses an unknown reaction type with a clear message and changes nothing', async () => {
    const problemId = await createProblem(author);
    await toggle(student, problemId, 'like');
    const { error } = await toggle(student, problemId, 'angry');
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Unknown reaction type: angry');
    expect(await reactionsOn(problemId)).toEqual([
      { user_id: student.userId, reaction_type: 'like' },
    ]);
  });

  it('runs as the caller (security invoker) with an empty search_path', async () => {
    const db = new pg.Client({ connectionString: DB_URL });
    await db.connect();
    try {
      const { rows } = await db.query(
        `select prosecdef, proconfig from pg_proc where oid = 'public.toggle_reaction(uuid, text)'::regprocedure`,
      );
      expect(rows).toEqual([{ prosecdef: false, proconfig: ['search_path=""'] }]);
    } finally {
      await db.end();
    }
  });
});

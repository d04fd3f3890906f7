// Issue 22, part 2: the last holes an outside attack found, each closed in the database and
// checked here as the attacker would try it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  anonClient,
  anonKey,
  createAccount,
  ownPassword,
  stackUrl,
  type SignedUpUser,
} from './support/clients';
import { newClientAddress } from './support/client-address';
import { forgedJwt } from './attacks-fixtures';
import { tokenOf } from './support/factories';
import { closeDatabase, database } from './contests-fixtures';
import {
  contestWith,
  createPracticeProblem,
  practiceOf,
  expectNoSecret,
  service,
  submit,
  userWith,
} from './practice-fixtures';

const SPOILER = 'SPOILER-SECRET: the answer is 2.';

describe('spoiler texts follow the comments’ read rule', () => {
  let author: SignedUpUser;
  let solver: SignedUpUser;
  let student: SignedUpUser;
  let problemId: string;
  let commentId: string;

  beforeAll(async () => {
    [author, solver, student] = await Promise.all([
      userWith('instructor'),
      userWith('contestant'),
      userWith('contestant'),
    ]);
    problemId = await createPracticeProblem(author);
    expect((await submit(solver, problemId, '2')).error).toBeNull();
    const posted = await solver.client
      .from('comments')
      .insert({ problem_id: problemId, user_id: solver.userId, content: SPOILER, is_spoiler: true })
      .select('*')
      .single();
    expect(posted.error).toBeNull();
    commentId = posted.data!.id as string;
  });

  it('a made-up comment row naming the caller as its author gives no text', async () => {
    const stored = (await service.from('comments').select('*').eq('id', commentId).single()).data;
    const madeUp = { ...stored, user_id: student.userId };
    const { data, error } = await student.client.rpc('comment_spoiler_text', { comment: madeUp });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expectNoSecret(data);
  });

  it('a comment hidden by a running contest is not found through reveal_spoiler', async () => {
    const running = await createPracticeProblem(author);
    const writer = await userWith('contestant');
    const plain = await writer.client
      .from('comments')
      .insert({ problem_id: running, user_id: writer.userId, content: 'SPOILER-SECRET in plain' })
      .select('id')
      .single();
    expect(plain.error).toBeNull();
    await contestWith(running, 'running');
    const listed = await student.client.from('comments').select('*').eq('problem_id', running);
    expect(listed.data).toEqual([]);
    const revealed = await student.client.rpc('reveal_spoiler', { comment_id: plain.data!.id });
    expectNoSecret(revealed.data);
    expect(revealed.error?.message).toBe('Comment not found.');
    expect(revealed.status).toBe(404);
    // Nor through the computed field with a made-up row.
    const stored = (await service.from('comments').select('*').eq('id', plain.data!.id).single())
      .data;
    const field = await student.client.rpc('comment_spoiler_text', {
      comment: { ...stored, is_spoiler: true },
    });
    expectNoSecret(field.data);
  });
});

describe('“not found” is a 404 with a sentence', () => {
  afterAll(closeDatabase);

  it('answers an unknown problem, contest or comment with 404, never 500 or 503', async () => {
    const student = await userWith('contestant');
    const token = await tokenOf(student);
    const calls: [string, Record<string, unknown>, string][] = [
      ['give_up_problem', { problem_id: randomUUID() }, 'Problem not found.'],
      ['submit_answer', { problem_id: randomUUID(), content: '1' }, 'Problem not found.'],
      ['register_for_contest', { contest_id: randomUUID() }, 'Contest not found.'],
      ['reveal_spoiler', { comment_id: randomUUID() }, 'Comment not found.'],
    ];
    for (const [fn, args, message] of calls) {
      const response = await fetch(`${stackUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(args),
      });
      expect({ fn, status: response.status }).toEqual({ fn, status: 404 });
      expect(await response.json()).toMatchObject({ code: 'PT404', message });
    }
  });

  it('no database function raises P0002 (PostgREST answers it with 500)', async () => {
    const db = await database();
    const { rows } = await db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private', 'authz') and p.prosrc ilike '%P0002%'`,
    );
    expect(rows.map((r) => r.fn)).toEqual([]);
  });
});

/** A client whose every request carries `token` (as a project with other hook settings would mint it). */
function clientWithToken(token: string): SupabaseClient {
  return createClient(stackUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
    realtime: { transport: ws as never },
  });
}

/** An approved account of `role` whose owner never chose a password (decision 0012: inactive). */
async function inactiveAccount(role: 'contestant' | 'instructor') {
  const account = await createAccount({ choosePassword: false });
  const { error } = await service
    .from('profiles')
    .update({ role, status: 'approved' })
    .eq('id', account.userId);
  if (error) throw new Error(error.message);
  return account;
}

const inAMinute = () => Math.floor(Date.now() / 1000) + 600;

describe('an account whose owner never chose a password has no rights, whatever its token says', () => {
  let author: SignedUpUser;
  let problemId: string;

  beforeAll(async () => {
    author = await userWith('instructor');
    problemId = await createPracticeProblem(author);
  });

  it('with the access-token hook off (role authenticated): no give-up, no solution, no registration', async () => {
    const { userId, email } = await inactiveAccount('contestant');
    const client = clientWithToken(
      await forgedJwt({
        sub: userId,
        email,
        role: 'authenticated',
        aud: 'authenticated',
        exp: inAMinute(),
      }),
    );
    const gaveUp = await client.rpc('give_up_problem', { problem_id: problemId });
    expect(gaveUp.error?.code).toBe('42501');
    expectNoSecret(gaveUp.data);
    expectNoSecret(await client.rpc('problem_practice', { problem_id: problemId }));
    const upcoming = await contestWith(await createPracticeProblem(author), 'upcoming');
    const registered = await client.rpc('register_for_contest', { contest_id: upcoming });
    expect(registered.error?.code).toBe('42501');
    // Nothing was written.
    const giveUps = await service
      .from('problem_give_ups')
      .select('problem_id')
      .eq('user_id', userId);
    expect(giveUps.data).toEqual([]);
    const registrations = await service
      .from('contest_registrations')
      .select('contest_id')
      .eq('user_id', userId);
    expect(registrations.data).toEqual([]);
  });

  it('a link session of an approved instructor (role anon with the id) sees what a visitor sees', async () => {
    const { userId, email } = await inactiveAccount('instructor');
    const link = clientWithToken(
      await forgedJwt({ sub: userId, email, role: 'anon', aud: 'authenticated', exp: inAMinute() }),
    );
    const practice = await practiceOf(link, problemId);
    expect(practice.hints).toEqual([]);
    expect(practice.solution).toBeNull();
    expectNoSecret(practice);

    const hidden = await createPracticeProblem(author);
    const upcoming = await contestWith(hidden, 'upcoming');
    const board = await link.rpc('contest_scoreboard', { contest_id: upcoming });
    expect(board.error).toBeNull();
    // Staff would see the upcoming contest's problems; a visitor does not.
    expect(JSON.stringify(board.data)).not.toContain(hidden);
  });
});

describe('names people see are visible text; user metadata is small', () => {
  it('refuses a name of invisible characters or with direction overrides, changing nothing', async () => {
    const user = await userWith('contestant');
    for (const [name, message] of [
      ['\u200B\u200B\u3164', 'Name must contain a visible character.'],
      ['\u202Eevil\u202C name', 'Name cannot contain text-direction control characters.'],
      ['Ali\u2066ce', 'Name cannot contain text-direction control characters.'],
    ] as const) {
      const { error } = await user.client
        .from('profiles')
        .update({ full_name: name })
        .eq('id', user.userId);
      expect(error?.message).toBe(message);
    }
    const shown = await service
      .from('public_profiles')
      .select('full_name')
      .eq('id', user.userId)
      .single();
    expect(shown.data).toEqual({ full_name: 'Practice contestant approved' });
    const fine = await user.client
      .from('profiles')
      .update({ full_name: 'José Ñandú 李雷' })
      .eq('id', user.userId);
    expect(fine.error).toBeNull();
  });

  it('cleans a sign-up’s name instead of refusing the sign-up', async () => {
    const invisible = await createAccount({ fullName: '\u200B\u200D\uFEFF' });
    const flipped = await createAccount({ fullName: 'Bo\u202Eb' });
    const rows = await service
      .from('public_profiles')
      .select('id, full_name')
      .in('id', [invisible.userId, flipped.userId]);
    const byId = Object.fromEntries((rows.data ?? []).map((r) => [r.id, r.full_name]));
    expect(byId).toEqual({ [invisible.userId]: null, [flipped.userId]: 'Bob' });
  });

  it('refuses deeply nested, large or NUL-carrying user metadata with 422, never 500', async () => {
    const user = await userWith('contestant');
    const token = await tokenOf(user);
    const put = (body: string) =>
      fetch(`${stackUrl}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body,
      });
    const deep = await put('{"data":' + '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000) + '}');
    expect(deep.status).toBe(422);
    expect(await deep.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'User metadata is nested too deeply: at most 8 levels.',
    });
    const large = await put(JSON.stringify({ data: { junk: 'x'.repeat(100_000) } }));
    expect(large.status).toBe(422);
    expect(await large.json()).toMatchObject({
      msg: 'User metadata is too large: at most 4096 bytes of JSON.',
    });
    for (const body of [
      JSON.stringify({ data: { full_name: 'A\u0000B' } }),
      JSON.stringify({ data: { 'key\u0000': 'x', nested: [{ deep: 'y\u0000' }] } }),
    ]) {
      const nul = await put(body);
      expect(nul.status).toBe(422);
      expect(await nul.json()).toMatchObject({
        msg: 'User metadata cannot contain the null character.',
      });
    }
    const signUp = await fetch(`${stackUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `nul-${Date.now()}@example.com`,
        password: 'a long password 1',
        data: { full_name: 'Null\u0000Name' },
      }),
    });
    expect(signUp.status).toBe(422);
    expect(await signUp.json()).toMatchObject({
      msg: 'User metadata cannot contain the null character.',
    });
    const stored = await service.auth.admin.getUserById(user.userId);
    expect(JSON.stringify(stored.data.user?.user_metadata)).not.toContain('xxxx');
    expect(JSON.stringify(stored.data.user?.user_metadata)).not.toContain('\\u0000');
    // The database holds the same bound for any auth server.
    const db = await database();
    await expect(
      db.query(
        `update auth.users set raw_user_meta_data = jsonb_build_object('junk', repeat('x', 5000)) where id = $1`,
        [user.userId],
      ),
    ).rejects.toThrow('User metadata is too large');
  });
});

describe('the API document shows a visitor only what a visitor may use', () => {
  it('lists no profiles (e-mail addresses) and no function a visitor cannot call', async () => {
    const response = await fetch(`${stackUrl}/rest/v1/`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, unknown>;
      definitions: Record<string, { properties?: Record<string, unknown> }>;
    };
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/problems');
    expect(paths).toContain('/rpc/problem_practice');
    for (const hidden of [
      '/profiles',
      '/answers',
      '/rpc/submit_answer',
      '/rpc/custom_access_token_hook',
      '/rpc/admin_user_credentials',
      '/rpc/grade_answer',
    ]) {
      expect(paths).not.toContain(hidden);
    }
    expect(JSON.stringify(document)).not.toMatch(/"email"/);
  });
});

/** A fresh approved student signed in from `address` (throwaway accounts of one attacker). */
async function studentFrom(address: string): Promise<SignedUpUser> {
  const { userId, email } = await createAccount();
  const client = anonClient(address);
  const { error } = await client.auth.signInWithPassword({ email, password: ownPassword });
  if (error) throw new Error(error.message);
  return { client, userId, email };
}

describe('free accounts do not multiply what one address can open or guess', () => {
  afterAll(closeDatabase);

  it('one address gives up at most 20 times an hour, whichever accounts ask', async () => {
    const author = await userWith('instructor');
    const problemId = await createPracticeProblem(author);
    const address = newClientAddress();
    const earlier = await studentFrom(address);
    // Twenty earlier give-ups from this address (on seeded problems), as the function records them.
    const db = await database();
    await db.query(
      `with picked as (select id from public.problems where is_public order by created_at limit 20),
       given as (
         insert into public.problem_give_ups (user_id, problem_id)
         select $1, id from picked returning user_id, problem_id)
       insert into private.give_up_origins (user_id, problem_id, client_address)
       select user_id, problem_id, $2 from given`,
      [earlier.userId, address],
    );
    const throwaway = await studentFrom(address);
    const refused = await throwaway.client.rpc('give_up_problem', { problem_id: problemId });
    expect(refused.error?.message).toBe(
      'Too many give-ups from your network: wait an hour before giving up on another problem.',
    );
    expectNoSecret(await throwaway.client.rpc('problem_practice', { problem_id: problemId }));
    const none = await service
      .from('problem_give_ups')
      .select('id')
      .eq('user_id', throwaway.userId);
    expect(none.data).toEqual([]);
    // Another address is another client.
    const elsewhere = await studentFrom(newClientAddress());
    expect(
      (await elsewhere.client.rpc('give_up_problem', { problem_id: problemId })).error,
    ).toBeNull();
  });

  it('one address sends at most 30 wrong answers to a problem a day, whichever accounts send them', async () => {
    const author = await userWith('instructor');
    const problemId = await createPracticeProblem(author, { key: ['731'] });
    const address = newClientAddress();
    for (let account = 0; account < 3; account += 1) {
      const guesser = await studentFrom(address);
      for (let guess = 0; guess < 10; guess += 1) {
        const { error } = await guesser.client.rpc('submit_answer', {
          problem_id: problemId,
          content: String(account * 10 + guess),
        });
        expect(error).toBeNull();
      }
    }
    const fourth = await studentFrom(address);
    const refused = await fourth.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '731',
    });
    expect(refused.error?.message).toBe(
      'Too many wrong answers to this problem from your network today: try it again tomorrow.',
    );
    const stored = await service.from('answers').select('id').eq('user_id', fourth.userId);
    expect(stored.data).toEqual([]);
    const elsewhere = await studentFrom(newClientAddress());
    const accepted = await elsewhere.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '731',
    });
    expect(accepted.data?.status).toBe('correct');
  });
});

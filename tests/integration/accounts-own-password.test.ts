// Issue 10 item 1: an account acts only once its owner has chosen a password of their own, and
// the public default password gains a stranger nothing: no token, or a token with a visitor's
// rights; no write, no read beyond a visitor's, no way to set the password (decision 0012).
import { describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  anonClient,
  anonKey,
  createAccount,
  defaultPassword,
  ownPassword,
  serviceClient,
  serviceKey,
  signedInClient,
  stackUrl,
  uniqueEmail,
} from './support/clients';
import { latestMail, mailboxOf } from './support/mailbox';
import { forgedJwt, rowOf } from './attacks-fixtures';

const service = serviceClient();
const now = () => Math.floor(Date.now() / 1000);

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Opens a mailed link as a browser would and returns the session in the redirect's fragment. */
async function openLink(link: string): Promise<{ access: string; refresh: string; type: string }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const fragment = new URLSearchParams(
    new URL(response.headers.get('location') ?? '').hash.slice(1),
  );
  const access = fragment.get('access_token');
  if (!access) throw new Error(`link refused: ${fragment.toString()}`);
  return { access, refresh: fragment.get('refresh_token') ?? '', type: fragment.get('type') ?? '' };
}

async function clientWith(session: { access: string; refresh: string }): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.setSession({
    access_token: session.access,
    refresh_token: session.refresh,
  });
  if (error) throw error;
  return client;
}

async function adminGetUser(userId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${stackUrl}/auth/v1/admin/users/${userId}`, {
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function publicProblemId(): Promise<string> {
  const { data } = await service
    .from('problems')
    .select('id')
    .eq('is_public', true)
    // Never in a contest (a running one locks its comments), the same one every run.
    .is('contest_windows', null)
    .order('created_at')
    .limit(1)
    .single();
  return (data as { id: string }).id;
}

/** Everything an account could write or read beyond a visitor; each must fail. */
async function expectVisitorRights(client: SupabaseClient, userId: string): Promise<void> {
  const problemId = await publicProblemId();
  const comment = await client
    .from('comments')
    .insert({ problem_id: problemId, user_id: userId, content: 'taken over' });
  expect(comment.error).not.toBeNull();
  const reaction = await client
    .from('reactions')
    .insert({ problem_id: problemId, user_id: userId, reaction_type: 'like' });
  expect(reaction.error).not.toBeNull();
  const answer = await client.rpc('submit_answer', { problem_id: problemId, content: '42' });
  expect(answer.error).not.toBeNull();
  const rename = await client
    .from('profiles')
    .update({ full_name: 'Renamed' })
    .eq('id', userId)
    .select();
  expect(rename.error !== null || (rename.data ?? []).length === 0).toBe(true);
  const ownProfile = await client.from('profiles').select('email').eq('id', userId);
  expect(ownProfile.error !== null || (ownProfile.data ?? []).length === 0).toBe(true);
  const answers = await client.from('answers').select('id').eq('user_id', userId);
  expect(answers.error !== null || (answers.data ?? []).length === 0).toBe(true);
  // What a visitor may read still works.
  const problems = await client.from('problems').select('id').limit(1);
  expect(problems.error).toBeNull();
}

async function footprint(userId: string) {
  const [comments, reactions, answers] = await Promise.all(
    ['comments', 'reactions', 'answers'].map((table) =>
      service.from(table).select('id', { count: 'exact', head: true }).eq('user_id', userId),
    ),
  );
  return {
    profile: await rowOf('profiles', userId),
    comments: comments?.count,
    reactions: reactions?.count,
    answers: answers?.count,
  };
}

describe('a fresh sign-up, before its owner confirmed', () => {
  it('gives a stranger with the default password no session and changes nothing', async () => {
    const email = uniqueEmail('victim');
    const { data } = await anonClient().auth.signUp({
      email,
      password: defaultPassword,
      options: { data: { fullName: 'Victim', role: 'Student' } },
    });
    const userId = data.user?.id ?? '';
    const before = await footprint(userId);
    const stranger = anonClient();
    const { data: signIn, error } = await stranger.auth.signInWithPassword({
      email,
      password: defaultPassword,
    });
    expect(error?.code).toBe('email_not_confirmed');
    expect(signIn.session).toBeNull();
    expect(await footprint(userId)).toEqual(before);
  });
});

describe('a confirmed account whose owner has not chosen a password yet', () => {
  it('refuses the default password with the hook’s 403 and a message that says what to do', async () => {
    const { email, userId } = await createAccount({ choosePassword: false });
    const before = await footprint(userId);
    const { data, error } = await anonClient().auth.signInWithPassword({
      email,
      password: defaultPassword,
    });
    expect(error?.status).toBe(403);
    expect(error?.message).toMatch(/Choose your own password first/);
    expect(error?.message).toMatch(/Forgot your password\?/);
    expect(data.session).toBeNull();
    // The refused sign-in was rolled back: no sign-in was recorded.
    expect((await adminGetUser(userId)).last_sign_in_at).toBeUndefined();
    expect(await footprint(userId)).toEqual(before);
  });

  it('even with an authenticated token (a project whose hook is off) has only a visitor’s rights', async () => {
    const { userId, email } = await createAccount({ choosePassword: false });
    const before = await footprint(userId);
    const token = await forgedJwt({
      sub: userId,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      exp: now() + 600,
    });
    // supabase-js with a bare access token: every request carries it as the bearer.
    const direct = createClient(stackUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { authorization: `Bearer ${token}` } },
      realtime: { transport: ws as never },
    });
    await expectVisitorRights(direct, userId);
    expect(await footprint(userId)).toEqual(before);
  });
});

describe('the owner’s confirmation link', () => {
  it('lands with a visitor-rights session that may only set the password; then the account is the owner’s', async () => {
    const email = uniqueEmail('owner');
    const signUp = await anonClient().auth.signUp({
      email,
      password: defaultPassword,
      options: {
        data: { fullName: 'Owner', role: 'Student' },
        emailRedirectTo: 'http://localhost:5173/welcome',
      },
    });
    const userId = signUp.data.user?.id ?? '';
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirm Your Signup');

    const session = await openLink(mail.link);
    expect(session.type).toBe('signup');
    const claims = claimsOf(session.access);
    expect(claims.role).toBe('anon');
    expect(claims.sub).toBe(userId);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    const owner = await clientWith(session);
    const before = await footprint(userId);
    await expectVisitorRights(owner, userId);
    expect(await footprint(userId)).toEqual(before);
    // The confirmed address still cannot sign in with the default password.
    const early = await anonClient().auth.signInWithPassword({ email, password: defaultPassword });
    expect(early.error?.status).toBe(403);

    // Choosing a password is what the link session may do; the refreshed token is the owner's.
    expect((await owner.auth.updateUser({ password: ownPassword })).error).toBeNull();
    const { data: refreshed, error } = await owner.auth.refreshSession();
    expect(error).toBeNull();
    expect(claimsOf(refreshed.session?.access_token ?? '').role).toBe('authenticated');
    const problemId = await publicProblemId();
    const comment = await owner
      .from('comments')
      .insert({ problem_id: problemId, user_id: userId, content: 'My own words.' })
      .select('id')
      .single();
    expect(comment.error).toBeNull();

    // From now on the default password is nobody's; the own password signs in.
    const stranger = await anonClient().auth.signInWithPassword({
      email,
      password: defaultPassword,
    });
    expect(stranger.error?.code).toBe('invalid_credentials');
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: ownPassword })).error,
    ).toBeNull();
    // The link was single use.
    const again = await fetch(mail.link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('a password change ends the other sessions (a stranger’s, had there been one)', async () => {
    const { email } = await createAccount();
    const first = await signedInClient(email, ownPassword);
    const second = await signedInClient(email, ownPassword);
    expect((await second.auth.updateUser({ password: 'Another-own-2026' })).error).toBeNull();
    const { error } = await first.auth.refreshSession();
    expect(error).not.toBeNull();
  });
});

describe("'Forgot your password?' still works and activates an account", () => {
  it('recovery link, own password, then full rights', async () => {
    const { email, userId } = await createAccount({ choosePassword: false });
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Reset Your Password');
    const session = await openLink(mail.link);
    expect(claimsOf(session.access).role).toBe('anon');
    const owner = await clientWith(session);
    expect((await owner.auth.updateUser({ password: ownPassword })).error).toBeNull();
    await owner.auth.refreshSession();
    const { data, error } = await owner.from('profiles').select('id').eq('id', userId).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: userId });
  });
});

describe('the access token hook itself', () => {
  it('cannot be called through the Data API by visitors or users', async () => {
    const user = await createAccount();
    const client = await signedInClient(user.email, ownPassword);
    const event = {
      user_id: user.userId,
      claims: { role: 'service_role' },
      authentication_method: 'otp',
    };
    for (const caller of [anonClient(), client]) {
      const { data, error } = await caller.rpc('custom_access_token_hook', { event });
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
  });
});

describe('/admin/user-credentials data', () => {
  it('the superadmin sees which accounts still have the default password; nobody else sees anything', async () => {
    const active = await createAccount({ fullName: 'Has Own Password' });
    const inactive = await createAccount({ fullName: 'Still Default', choosePassword: false });
    const superadmin = await signedInClient('superadmin@olympiad.test');
    const { data, error } = await superadmin
      .rpc('admin_user_credentials')
      .in('id', [active.userId, inactive.userId]);
    expect(error).toBeNull();
    const byId = Object.fromEntries(
      (data as { id: string; has_default_password: boolean }[]).map((row) => [row.id, row]),
    );
    expect(byId[active.userId]).toMatchObject({ email: active.email, has_default_password: false });
    expect(byId[inactive.userId]).toMatchObject({
      email: inactive.email,
      has_default_password: true,
    });
    // The seeded demo accounts do keep the default password (README), and the list says so.
    const seeded = await superadmin
      .rpc('admin_user_credentials')
      .eq('email', 'student@olympiad.test');
    expect(seeded.data).toMatchObject([{ has_default_password: true }]);

    for (const email of [
      'admin@olympiad.test',
      'student@olympiad.test',
      'instructor@olympiad.test',
    ]) {
      const other = await signedInClient(email);
      const refused = await other.rpc('admin_user_credentials');
      expect(refused.error?.code).toBe('42501');
    }
    const visitor = await anonClient().rpc('admin_user_credentials');
    expect(visitor.error).not.toBeNull();
    expect(visitor.data).toBeNull();
  });
});

describe('mail of a sign-up', () => {
  it('goes only to the address that signed up', async () => {
    const email = uniqueEmail('mail');
    await anonClient().auth.signUp({ email, password: defaultPassword });
    const mails = await mailboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(email);
  });
});

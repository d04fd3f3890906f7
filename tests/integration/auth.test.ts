// The local stack's GoTrue-compatible auth, driven through real supabase-js as the SPA uses it.
import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  createAccount,
  defaultPassword,
  ownPassword,
  serviceClient,
  signedInClient,
  signUpUser,
  stackUrl,
  uniqueEmail,
} from './support/clients';
import { mailboxOf } from './support/mailbox';

/** Decodes a JWT's payload (no verification: the gateway and PostgREST verify). */
function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('sign up (hosted: "Confirm email" on)', () => {
  it('returns the user without a session, mails a confirmation link and creates the profile', async () => {
    const email = uniqueEmail('signup');
    const supabase = anonClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: defaultPassword,
      options: {
        data: { fullName: 'Ada Lovelace', role: 'Student' },
        emailRedirectTo: 'http://localhost:5173/welcome',
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ fullName: 'Ada Lovelace', role: 'Student' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.identities).toHaveLength(1);

    const [mail] = await mailboxOf(email);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm Your Signup' });
    expect(mail?.link).toMatch(
      new RegExp(`^${stackUrl}/auth/v1/verify\\?token=[0-9a-f]+&type=signup&redirect_to=`),
    );
    expect(new URL(mail?.link ?? '').searchParams.get('redirect_to')).toBe(
      'http://localhost:5173/welcome',
    );

    // The migrations' trigger on auth.users made the profile from the metadata.
    const { data: profile, error: profileError } = await serviceClient()
      .from('profiles')
      .select('id, email, full_name')
      .eq('id', data.user?.id ?? '')
      .single();
    expect(profileError).toBeNull();
    expect(profile).toEqual({ id: data.user?.id, email, full_name: 'Ada Lovelace' });
  });

  it('answers a taken address like a new one (200, a made-up user) and mails nothing', async () => {
    const { email, userId } = await createAccount();
    const { data, error } = await anonClient().auth.signUp({ email, password: defaultPassword });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.id).not.toBe(userId);
    expect(data.user?.identities).toHaveLength(1);
    expect(await mailboxOf(email)).toEqual([]);
  });

  it('refuses a weak password (422 weak_password) and a malformed address (400 validation_failed)', async () => {
    const weak = await anonClient().auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');

    const malformed = await anonClient().auth.signUp({
      email: 'not-an-email',
      password: defaultPassword,
    });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.code).toBe('validation_failed');
  });
});

describe('sign in', () => {
  it('signs in with the right password and refuses a wrong one with invalid_credentials', async () => {
    const { email, userId } = await createAccount();

    const wrong = await anonClient().auth.signInWithPassword({
      email,
      password: 'not-the-password',
    });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.data.session).toBeNull();

    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail(),
      password: defaultPassword,
    });
    expect(unknown.error?.code).toBe('invalid_credentials');

    const right = await anonClient().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: ownPassword,
    });
    expect(right.error).toBeNull();
    expect(right.data.user?.id).toBe(userId);
    expect(right.data.user?.last_sign_in_at).toEqual(expect.any(String));

    const claims = claimsOf(right.data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      session_id: expect.any(String),
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('refuses an unconfirmed address with email_not_confirmed (400), as hosted', async () => {
    const email = uniqueEmail('unconfirmed');
    await anonClient().auth.signUp({ email, password: defaultPassword });
    const { data, error } = await anonClient().auth.signInWithPassword({
      email,
      password: defaultPassword,
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
    expect(data.session).toBeNull();
  });

  it('gives PostgREST a token it accepts: the user reads their own profile as authenticated', async () => {
    const { client, userId } = await signUpUser({ fullName: 'Rita Rest' });
    const { data, error } = await client
      .from('profiles')
      .select('id, full_name')
      .eq('id', userId)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: userId, full_name: 'Rita Rest' });
  });
});

describe('sessions', () => {
  it('rotates the refresh token and refuses the used one', async () => {
    const { email } = await signUpUser();
    const supabase = await signedInClient(email, ownPassword);
    const first = (await supabase.auth.getSession()).data.session;
    expect(first).not.toBeNull();

    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(claimsOf(data.session?.access_token ?? '').session_id).toBe(
      claimsOf(first?.access_token ?? '').session_id,
    );

    const reused = await anonClient().auth.refreshSession({
      refresh_token: first?.refresh_token ?? '',
    });
    expect(reused.error).toBeInstanceOf(AuthApiError);
    expect(reused.error?.status).toBe(400);
    expect(reused.data.session).toBeNull();
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('getUser returns the signed-in user', async () => {
    const { client, userId, email } = await signUpUser({ fullName: 'Gina Getuser' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: userId,
      email,
      user_metadata: { fullName: 'Gina Getuser' },
    });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: userId });
  });

  it('signOut ends the session: its refresh token and access token stop working', async () => {
    const { email } = await signUpUser();
    const supabase = await signedInClient(email, ownPassword);
    const session = (await supabase.auth.getSession()).data.session;

    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');

    const user = await anonClient().auth.getUser(session?.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error).not.toBeNull();
  });

  it("signOut with scope 'local' keeps the user's other sessions", async () => {
    const { email } = await signUpUser();
    const laptop = await signedInClient(email, ownPassword);
    const phone = await signedInClient(email, ownPassword);
    expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
    const { data, error } = await phone.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });
});

describe('updating the user', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email } = await signUpUser();
    const newPassword = 'A-new-password-2026';
    const { error } = await client.auth.updateUser({ password: newPassword });
    expect(error).toBeNull();

    expect(
      (await anonClient().auth.signInWithPassword({ email, password: ownPassword })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: newPassword })).error,
    ).toBeNull();

    const same = await client.auth.updateUser({ password: newPassword });
    expect(same.error?.code).toBe('same_password');
  });

  it('merges user metadata', async () => {
    const { client } = await signUpUser({ fullName: 'Before' });
    const { data, error } = await client.auth.updateUser({
      data: { fullName: 'After', theme: 'dark' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({
      fullName: 'After',
      theme: 'dark',
      role: 'contestant',
    });
  });
});

describe('password recovery', () => {
  it('mails a link that signs the user in with a recovery session, once', async () => {
    const { email, userId } = await signUpUser();
    const { error } = await anonClient().auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:5173/reset-password',
    });
    expect(error).toBeNull();

    const [mail] = await mailboxOf(email);
    expect(mail).toMatchObject({ to: email, subject: 'Reset Your Password' });
    expect(mail?.link).toMatch(
      new RegExp(`^${stackUrl}/auth/v1/verify\\?token=[0-9a-f]+&type=recovery`),
    );
    expect(mail?.text).toContain(mail?.link ?? '');

    // The browser opens the link; the gateway redirects to the app with the session in the fragment.
    const response = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    // The session is real: it reads the user and may set a new password.
    const supabase = anonClient();
    const { data: session, error: sessionError } = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect(session.user?.id).toBe(userId);
    expect((await supabase.auth.updateUser({ password: 'Recovered-2026' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'Recovered-2026' })).error,
    ).toBeNull();

    // The link is single use.
    const again = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(again.status).toBe(303);
    const refused = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(refused.get('error')).toBe('access_denied');
    expect(refused.get('error_code')).toBe('otp_expired');
  });

  it('answers the same for an unknown address and sends no mail', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailboxOf(email)).toEqual([]);
  });

  it('verifies a token hash with POST /verify (verifyOtp)', async () => {
    const { email, userId } = await signUpUser();
    await anonClient().auth.resetPasswordForEmail(email);
    const [mail] = await mailboxOf(email);
    const tokenHash = new URL(mail?.link ?? '').searchParams.get('token') ?? '';

    const supabase = anonClient();
    const { data, error } = await supabase.auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.session?.access_token).toEqual(expect.any(String));

    const again = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it('never redirects to a foreign site', async () => {
    const { email } = await signUpUser();
    await anonClient().auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example/steal',
    });
    const [mail] = await mailboxOf(email);
    const response = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/?#access_token=/);
  });
});

describe('the auth API', () => {
  it('speaks GoTrue v2 error bodies and names its API version', async () => {
    const response = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses metadata the database cannot hold (U+0000) with 422 before it reaches the database', async () => {
    // jsonb cannot hold a NUL character. Hosted GoTrue lets the insert fail and answers 500
    // unexpected_failure "Database error saving new user"; the local server refuses it first
    // with a sentence (README, "Accounts"). Read the wire: supabase-js hides 5xx bodies.
    const response = await fetch(`${stackUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({
        email: uniqueEmail(),
        password: defaultPassword,
        data: { fullName: 'Nul\u0000Byte' },
      }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      msg: 'User metadata cannot contain the null character.',
    });
  });
});

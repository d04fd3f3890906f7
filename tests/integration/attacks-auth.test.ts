// Attacks on the auth API and on the tokens every other API trusts: sign-up and user metadata
// asking for power, taking over another address, forged and expired JWTs, keys that are not
// the project's, guessing recovery codes, and redirects away from the site.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  serviceKey,
  signUpUser,
  stackUrl,
  uniqueEmail,
} from './support/clients';
import {
  forgedJwt,
  raw,
  rowOf,
  seeded,
  service,
  tokenOf,
  unsignedJwt,
  userWith,
} from './attacks-fixtures';

const now = () => Math.floor(Date.now() / 1000);

async function latestMail(email: string): Promise<{ link: string; code: string }> {
  const response = await fetch(`${stackUrl}/_local/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: serviceKey },
  });
  const [mail] = (await response.json()) as { link: string; text: string }[];
  const code = /enter the code: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!mail || !code) throw new Error(`no recovery mail for ${email}`);
  return { link: mail.link, code };
}

describe('sign-up and user metadata cannot grant power', () => {
  it('metadata asking for superadmin, approval or app_metadata gives an approved student, nothing more', async () => {
    const email = uniqueEmail('climber');
    const response = await raw('/auth/v1/signup', {
      method: 'POST',
      body: {
        email,
        password: 'Climber-2026',
        data: { fullName: 'Climber', role: 'superadmin', status: 'approved', score: 999 },
        app_metadata: { role: 'superadmin' },
        role: 'service_role',
      },
    });
    expect(response.status).toBe(200);
    const user = (
      response.body as { user: { id: string; app_metadata: Record<string, unknown>; role: string } }
    ).user;
    expect(user.role).toBe('authenticated');
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(await rowOf('profiles', user.id)).toMatchObject({
      role: 'contestant',
      status: 'approved',
      score: 0,
    });

    const admin = await raw('/auth/v1/signup', {
      method: 'POST',
      body: {
        email: uniqueEmail('admin-wannabe'),
        password: 'Climber-2026',
        data: { role: ' ADMIN ', status: 'approved' },
      },
    });
    const adminId = (admin.body as { user: { id: string } }).user.id;
    expect(await rowOf('profiles', adminId)).toMatchObject({ role: 'admin', status: 'pending' });
  });

  it('PUT /user with role or status metadata changes the metadata only, never the profile', async () => {
    const student = await userWith('contestant');
    const before = await rowOf('profiles', student.userId);
    const updated = await raw('/auth/v1/user', {
      method: 'PUT',
      token: await tokenOf(student),
      body: {
        data: { role: 'superadmin', status: 'approved' },
        app_metadata: { role: 'superadmin' },
        role: 'service_role',
      },
    });
    expect(updated.status).toBe(200);
    expect((updated.body as { app_metadata: unknown }).app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
    });
    expect((updated.body as { role: string }).role).toBe('authenticated');
    expect(await rowOf('profiles', student.userId)).toEqual(before);
    // A refreshed token carries the new metadata, and still buys nothing.
    const { data } = await student.client.auth.refreshSession();
    const { error } = await student.client
      .from('profiles')
      .update({ status: 'approved', role: 'admin' })
      .eq('id', student.userId);
    expect(data.session).not.toBeNull();
    expect(error?.code).toBe('42501');
    expect(await rowOf('profiles', student.userId)).toEqual(before);
  });

  it("an email change cannot take another account's address, in any letter case", async () => {
    const attacker = await userWith('contestant');
    const before = await rowOf('profiles', attacker.userId);
    for (const email of [seeded.superadmin, seeded.superadmin.toUpperCase(), ` ${seeded.admin} `]) {
      const { error } = await attacker.client.auth.updateUser({ email });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('email_exists');
    }
    expect(await rowOf('profiles', attacker.userId)).toEqual(before);
    const { data } = await service.from('profiles').select('role').eq('email', seeded.superadmin);
    expect(data).toEqual([{ role: 'superadmin' }]);
  });
});

describe('tokens', () => {
  const path = '/rest/v1/profiles?select=email';

  it('PostgREST refuses unsigned, wrongly signed, expired and forged service_role tokens', async () => {
    const { userId } = await signUpUser();
    const claims = { sub: userId, role: 'authenticated', aud: 'authenticated', exp: now() + 600 };
    const refused = [
      unsignedJwt({ ...claims, role: 'service_role' }),
      await forgedJwt(
        { ...claims, role: 'service_role' },
        'not-the-project-secret-but-32-characters-long',
      ),
      await forgedJwt({ ...claims, exp: now() - 60 }),
      'not.a.jwt',
    ];
    for (const token of refused) {
      const response = await raw(path, { token });
      expect(response.status).toBe(401);
      expect((response.body as { code: string }).code).toBe('PGRST301');
    }
  });

  it('the auth API refuses the same forgeries and a token for a user who does not exist', async () => {
    const ghost = await forgedJwt({
      sub: '00000000-0000-0000-0000-00000000dead',
      role: 'authenticated',
      exp: now() + 600,
    });
    const tokens = [
      unsignedJwt({
        sub: '00000000-0000-0000-0000-00000000dead',
        role: 'service_role',
        exp: now() + 600,
      }),
      await forgedJwt(
        { sub: 'x', role: 'authenticated', exp: now() + 600 },
        'not-the-project-secret-but-32-characters-long',
      ),
      await forgedJwt({ sub: 'x', role: 'authenticated', exp: now() - 60 }),
    ];
    for (const token of tokens) {
      const response = await raw('/auth/v1/user', {
        token,
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
      expect(response.status).toBe(403);
      expect((response.body as { code: string }).code).toBe('bad_jwt');
    }
    const missing = await raw('/auth/v1/user', {
      token: ghost,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(missing.status).toBe(403);
    expect((missing.body as { code: string }).code).toBe('user_not_found');
  });

  it('the API key must be the project key: missing, wrong, forged or a user token is refused', async () => {
    const user = await signUpUser();
    const keys = [
      undefined,
      'garbage',
      await forgedJwt(
        { role: 'service_role', exp: now() + 600 },
        'not-the-project-secret-but-32-characters-long',
      ),
      unsignedJwt({ role: 'service_role' }),
      await tokenOf(user),
      await forgedJwt({ role: 'anon', exp: now() - 60 }),
    ];
    for (const apikey of keys) {
      const headers: Record<string, string> = apikey === undefined ? {} : { apikey };
      const response = await fetch(`${stackUrl}/rest/v1/problems?select=id&limit=1`, { headers });
      expect(response.status).toBe(401);
      const storage = await fetch(`${stackUrl}/storage/v1/object/list/attachments`, {
        method: 'POST',
        headers,
      });
      expect(storage.status).toBe(401);
    }
  });

  it('reusing a rotated refresh token ends the whole session: the newest token dies too', async () => {
    const user = await signUpUser();
    const { data: first } = await user.client.auth.getSession();
    const oldRefresh = first.session?.refresh_token ?? '';
    const rotated = await raw('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: { refresh_token: oldRefresh },
    });
    const newRefresh = (rotated.body as { refresh_token: string }).refresh_token;
    expect(rotated.status).toBe(200);
    const reuse = await raw('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: { refresh_token: oldRefresh },
    });
    expect(reuse.status).toBe(400);
    expect((reuse.body as { error_code: string }).error_code).toBe('refresh_token_already_used');
    const afterReuse = await raw('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: { refresh_token: newRefresh },
    });
    expect(afterReuse.status).toBe(400);
    const accessToken = (rotated.body as { access_token: string }).access_token;
    const session = await raw('/auth/v1/user', {
      token: accessToken,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(session.status).toBe(403);
    expect((session.body as { code: string }).code).toBe('session_not_found');
  });
});

describe('password recovery for someone else', () => {
  it('the link token is not the sha224 of address and code, so it cannot be computed from a guess', async () => {
    const victim = await signUpUser();
    const before = await rowOf('profiles', victim.userId);
    expect((await anonClient().auth.resetPasswordForEmail(victim.email)).error).toBeNull();
    const { code } = await latestMail(victim.email);
    // GoTrue's unkeyed hash: anyone who knows the address could compute it for each code.
    const guessed = createHash('sha224').update(`${victim.email}${code}`).digest('hex');
    const response = await fetch(`${stackUrl}/auth/v1/verify?token=${guessed}&type=recovery`, {
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toContain('error_code=otp_expired');
    const posted = await anonClient().auth.verifyOtp({ token_hash: guessed, type: 'recovery' });
    expect(posted.error?.code).toBe('otp_expired');
    expect(await rowOf('profiles', victim.userId)).toEqual(before);
  });

  it('five wrong codes cancel the recovery: the right code then fails too', async () => {
    const victim = await signUpUser();
    await anonClient().auth.resetPasswordForEmail(victim.email);
    const { code, link } = await latestMail(victim.email);
    const wrong = (offset: number) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { error } = await anonClient().auth.verifyOtp({
        email: victim.email,
        token: wrong(attempt),
        type: 'recovery',
      });
      expect(error?.code).toBe('otp_expired');
    }
    const right = await anonClient().auth.verifyOtp({
      email: victim.email,
      token: code,
      type: 'recovery',
    });
    expect(right.error?.code).toBe('otp_expired');
    expect(right.data.session).toBeNull();
    const viaLink = await fetch(link, { redirect: 'manual' });
    expect(viaLink.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('a right code after a few wrong ones still works (the owner mistyping is not locked out)', async () => {
    const owner = await signUpUser();
    await anonClient().auth.resetPasswordForEmail(owner.email);
    const { code } = await latestMail(owner.email);
    const typo = code === '000000' ? '000001' : '000000';
    await anonClient().auth.verifyOtp({ email: owner.email, token: typo, type: 'recovery' });
    const { data, error } = await anonClient().auth.verifyOtp({
      email: owner.email,
      token: code,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(owner.userId);
  });

  it('a second recovery mail within a minute is refused with 429, and the first link still works', async () => {
    const victim = await signUpUser();
    await anonClient().auth.resetPasswordForEmail(victim.email);
    const { link } = await latestMail(victim.email);
    const again = await anonClient().auth.resetPasswordForEmail(victim.email);
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.headers.get('location')).toContain('access_token=');
  });

  it('the verify redirect never leaves the site, whatever redirect_to says', async () => {
    for (const target of [
      'http://localhost@evil.example/',
      'javascript:alert(1)',
      '//evil.example/',
      'http://127.0.0.1.evil.example/',
      'https://evil.example/?http://localhost:5173',
    ]) {
      const response = await fetch(
        `${stackUrl}/auth/v1/verify?token=bogus&type=recovery&redirect_to=${encodeURIComponent(target)}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(['localhost', '127.0.0.1']).toContain(location.hostname);
      expect(location.protocol).toBe('http:');
    }
  });
});

describe('CORS', () => {
  it('reflects the origin but never allows credentials', async () => {
    const response = await fetch(`${stackUrl}/rest/v1/problems?select=id&limit=1`, {
      headers: { apikey: anonKey, origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

// Odd input to the auth API gets GoTrue's 400s, never a 500 (issue 10: a 263-character e-mail
// and a NUL in a password used to fail inside the database).
import { describe, expect, it } from 'vitest';
import { raw } from './attacks-fixtures';
import { createAccount, ownPassword, signedInClient, uniqueEmail } from './support/clients';

const longEmail = `${'a'.repeat(250)}@example.test`; // 263 characters
const v2 = { 'x-supabase-api-version': '2024-01-01' };

describe('auth input', () => {
  it('answers a 263-character address with 400 on sign-up, recovery and resend, and invalid_credentials on sign-in', async () => {
    for (const [path, body] of [
      ['/auth/v1/signup', { email: longEmail, password: ownPassword }],
      ['/auth/v1/recover', { email: longEmail }],
      ['/auth/v1/resend', { type: 'signup', email: longEmail }],
    ] as const) {
      const answer = await raw(path, { method: 'POST', body, headers: v2 });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'validation_failed',
        msg: 'An email address is too long',
      });
    }
    const signIn = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: { email: longEmail, password: ownPassword },
      headers: v2,
    });
    expect(signIn.status).toBe(400);
    expect((signIn.body as { code: string }).code).toBe('invalid_credentials');
  });

  it('refuses a NUL in a password with 400 and changes nothing', async () => {
    const signUp = await raw('/auth/v1/signup', {
      method: 'POST',
      body: { email: uniqueEmail('nul'), password: 'pass\u0000word' },
      headers: v2,
    });
    expect(signUp.status).toBe(400);
    expect((signUp.body as { code: string }).code).toBe('validation_failed');

    const { email } = await createAccount();
    const client = await signedInClient(email, ownPassword);
    const { error } = await client.auth.updateUser({ password: 'new\u0000password' });
    expect(error?.status).toBe(400);
    const still = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: { email, password: ownPassword },
      headers: v2,
    });
    expect(still.status).toBe(200);
    const nul = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: { email, password: `${ownPassword}\u0000` },
      headers: v2,
    });
    expect(nul.status).toBe(400);
  });

  it('answers a password longer than 72 characters with 400 validation_failed', async () => {
    const answer = await raw('/auth/v1/signup', {
      method: 'POST',
      body: { email: uniqueEmail('long'), password: 'x'.repeat(73) },
      headers: v2,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'validation_failed',
      msg: 'Password cannot be longer than 72 characters',
    });
  });
});

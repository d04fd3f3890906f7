// Issue 10 item 3 (auth): per client address limits as hosted GoTrue has them (sign-in and
// refresh 30 at once then 150 per 5 minutes, sign-up, recover, resend 30 per 5 minutes,
// verify 30 per 5 minutes, 429 over_request_rate_limit), a mail budget per client address
// (over_email_send_rate_limit), and wrong passwords bounded per address so that guessing one
// account's password is slow from any number of clients (decision 0013).
import { describe, expect, it } from 'vitest';
import { anonKey, createAccount, ownPassword, stackUrl, uniqueEmail } from './support/clients';
import { fetchFrom, newClientAddress } from './support/client-address';

interface Answer {
  status: number;
  body: { code?: string; msg?: string } & Record<string, unknown>;
}

/** One client (one address) talking to the auth API. */
function clientAt(address = newClientAddress()) {
  const fetchHere = fetchFrom(address);
  return async (
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetchHere(`${stackUrl}/auth/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  };
}

const limited = { status: 429, code: 'over_request_rate_limit', msg: 'Request rate limit reached' };
const seen = (answer: Answer) => ({
  status: answer.status,
  code: answer.body.code,
  msg: answer.body.msg,
});

describe('per client address', () => {
  it('sign-up: 30 requests, then 429 over_request_rate_limit; another client is unaffected', async () => {
    const call = clientAt();
    // Malformed requests count too (the limit comes before anything else), and cost nothing.
    for (let i = 0; i < 30; i += 1) {
      expect((await call('/signup', { email: 'not-an-email', password: 'x' })).status).toBe(400);
    }
    expect(seen(await call('/signup', { email: uniqueEmail(), password: ownPassword }))).toEqual(
      limited,
    );
    const other = await clientAt()('/signup', { email: uniqueEmail(), password: ownPassword });
    expect(other.status).toBe(200);
  });

  it('sign-in: 30 at once then 150 per 5 minutes, 429 after; X-Forwarded-For changes nothing', async () => {
    const { email } = await createAccount();
    const call = clientAt();
    const started = Date.now();
    let accepted = 0;
    let refusal: Answer | null = null;
    for (let i = 0; i < 60 && !refusal; i += 1) {
      const answer = await call(
        '/token?grant_type=password',
        { email: uniqueEmail('guess'), password: 'wrong-password' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      if (answer.status === 429) refusal = answer;
      else accepted += 1;
    }
    // The bucket refills at 150 per 300 s while the (slow, bcrypt) attempts run.
    const refilled = Math.ceil(((Date.now() - started) / 1000) * (150 / 300));
    expect(refusal && seen(refusal)).toEqual(limited);
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(30 + refilled);
    const right = await call(
      '/token?grant_type=password',
      { email, password: ownPassword },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(seen(right)).toEqual(limited);
    const elsewhere = await clientAt()('/token?grant_type=password', {
      email,
      password: ownPassword,
    });
    expect(elsewhere.status).toBe(200);
  });

  it('recovery, resend and verification: 30 each, then 429', async () => {
    const call = clientAt();
    for (let i = 0; i < 30; i += 1) await call('/recover', { email: 'bad' });
    expect(seen(await call('/recover', { email: uniqueEmail() }))).toEqual(limited);
    for (let i = 0; i < 30; i += 1) await call('/resend', { type: 'signup', email: 'bad' });
    expect(seen(await call('/resend', { type: 'signup', email: uniqueEmail() }))).toEqual(limited);
    for (let i = 0; i < 30; i += 1) await call('/verify', { type: 'recovery', token_hash: 'nope' });
    expect(seen(await call('/verify', { type: 'recovery', token_hash: 'nope' }))).toEqual(limited);
    const link = await call('/verify?type=recovery&token=nope');
    expect(link.status).toBe(429);
  });

  it('mail: 30 a client per hour across sign-up, recovery and resend, then over_email_send_rate_limit', async () => {
    const call = clientAt();
    for (let i = 0; i < 15; i += 1)
      expect((await call('/recover', { email: uniqueEmail('m') })).status).toBe(200);
    for (let i = 0; i < 15; i += 1) {
      expect((await call('/resend', { type: 'signup', email: uniqueEmail('m') })).status).toBe(200);
    }
    const refused = await call('/signup', { email: uniqueEmail('m'), password: ownPassword });
    expect(seen(refused)).toEqual({
      status: 429,
      code: 'over_email_send_rate_limit',
      msg: 'Email rate limit exceeded',
    });
  });
});

describe('password guessing', () => {
  it('ten wrong passwords for one address, from ten clients, stop the eleventh try, even with the right password', async () => {
    const { email } = await createAccount();
    for (let i = 0; i < 10; i += 1) {
      const answer = await clientAt()('/token?grant_type=password', {
        email,
        password: `guess-${i}`,
      });
      expect(answer.body.code).toBe('invalid_credentials');
    }
    const right = await clientAt()('/token?grant_type=password', { email, password: ownPassword });
    expect(seen(right)).toEqual(limited);
  });

  it('answers an unknown address the same way', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 10; i += 1) {
      const answer = await clientAt()('/token?grant_type=password', {
        email,
        password: `guess-${i}`,
      });
      expect(answer.body.code).toBe('invalid_credentials');
    }
    expect(seen(await clientAt()('/token?grant_type=password', { email, password: 'x' }))).toEqual(
      limited,
    );
  });
});

// Issue 10 item 3: nobody learns whether an address has an account from sign-up, recovery,
// resend or sign-in answers, or from how long sign-in takes (decision 0013).
import { describe, expect, it } from 'vitest';
import { anonKey, createAccount, defaultPassword, stackUrl, uniqueEmail } from './support/clients';
import { fetchFrom, newClientAddress } from './support/client-address';
import { mailboxOf } from './support/mailbox';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function post(path: string, body: unknown, address = newClientAddress()): Promise<Answer> {
  const response = await fetchFrom(address)(`${stackUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** The shape of a JSON value: its keys and the types of its leaves, recursively. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shape(inner)]),
    );
  }
  return typeof value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('sign-up', () => {
  it('answers a new address, a confirmed account and an unconfirmed one alike (200, same shape)', async () => {
    const data = { fullName: 'Probe', role: 'Student' };
    const fresh = await post('/signup', {
      email: uniqueEmail('new'),
      password: defaultPassword,
      data,
    });
    const confirmed = await createAccount();
    const taken = await post('/signup', {
      email: confirmed.email,
      password: defaultPassword,
      data,
    });
    const pendingEmail = uniqueEmail('pending');
    await post('/signup', { email: pendingEmail, password: defaultPassword, data });
    const pending = await post('/signup', { email: pendingEmail, password: defaultPassword, data });

    for (const answer of [fresh, taken, pending]) expect(answer.status).toBe(200);
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(shape(pending.body)).toEqual(shape(fresh.body));
    expect(taken.body.id).not.toBe(confirmed.userId);
    // The account's owner gets no mail about it.
    expect(await mailboxOf(confirmed.email)).toEqual([]);
  });
});

describe('recovery and resend', () => {
  it('/recover answers the same for known and unknown addresses, and limits both alike', async () => {
    const known = await createAccount();
    const unknown = uniqueEmail('nobody');
    const first = [
      await post('/recover', { email: known.email }),
      await post('/recover', { email: unknown }),
    ];
    expect(first).toEqual([
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    const second = [
      await post('/recover', { email: known.email }),
      await post('/recover', { email: unknown }),
    ];
    expect(second[0]?.status).toBe(429);
    expect(second[1]?.status).toBe(429);
    expect(second[0]?.body.code).toBe('over_email_send_rate_limit');
    expect(second[1]?.body.code).toBe('over_email_send_rate_limit');
    expect(String(second[1]?.body.msg).replace(/\d+/, 'N')).toBe(
      String(second[0]?.body.msg).replace(/\d+/, 'N'),
    );
  });

  it('/resend answers the same for unknown, confirmed and unconfirmed addresses', async () => {
    const confirmed = await createAccount();
    const pendingEmail = uniqueEmail('pending');
    await post('/signup', { email: pendingEmail, password: defaultPassword });
    // Past the one-mail-a-minute rule of the sign-up mail for the pending address:
    const answers = [
      await post('/resend', { type: 'signup', email: uniqueEmail('nobody') }),
      await post('/resend', { type: 'signup', email: confirmed.email }),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: {} });
    const tooSoon = [
      await post('/resend', { type: 'signup', email: pendingEmail }),
      await post('/resend', { type: 'signup', email: confirmed.email }),
    ];
    expect(tooSoon.map((answer) => answer.body.code)).toEqual([
      'over_email_send_rate_limit',
      'over_email_send_rate_limit',
    ]);
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown address with the same error', async () => {
    const { email } = await createAccount();
    const known = await post('/token?grant_type=password', { email, password: 'wrong-password' });
    const unknown = await post('/token?grant_type=password', {
      email: uniqueEmail('nobody'),
      password: 'wrong-password',
    });
    expect(unknown).toEqual(known);
    expect(known).toEqual({
      status: 400,
      body: { code: 'invalid_credentials', msg: 'Invalid login credentials' },
    });
  });

  it('takes as long for an unknown address as for a known one (both compare a bcrypt hash)', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => createAccount()));
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 6; round += 1) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? accounts[round % 3]!.email : uniqueEmail('nobody');
        const started = performance.now();
        const answer = await post('/token?grant_type=password', {
          email,
          password: `wrong-${round}`,
        });
        timings[kind].push(performance.now() - started);
        expect(answer.status).toBe(400);
      }
    }
    const ratio = median(timings.unknown) / median(timings.known);
    // Before the fix an unknown address answered in a few ms against ~60 ms (ratio < 0.2).
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.7);
  });
});

// One client cannot make the Data API unusable for everyone else (issue 10 item 3, decision
// 0015). The budget lives in the database (PostgREST's pre-request hook, which hosted runs
// too), so this test talks to PostgREST directly and plays hosted's edge: it sets
// X-Forwarded-For itself, one documentation address (RFC 5737) per client.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, serviceKey, type SignedUpUser } from './support/clients';
import { testDbUrl, testRestUrl } from './support/gateway';
import { tokenOf, userWith } from './attacks-fixtures';

const EVIL = `/problems?select=id&content->>body=match.${encodeURIComponent('((.+)+)+\\2x')}`;
const ORDINARY = '/problems?select=id,title&order=created_at.desc&limit=12';

async function get(path: string, address: string, token = anonKey) {
  const started = performance.now();
  const response = await fetch(`${testRestUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `${address}, 10.0.0.1` },
  });
  const body = (await response.json()) as unknown;
  return {
    status: response.status,
    body,
    headers: response.headers,
    ms: performance.now() - started,
  };
}

/** How many of an address's 6 slots are held right now (the hook's advisory locks). */
async function slotsHeld(db: pg.Client, address: string): Promise<number> {
  const { rows } = await db.query<{ held: number }>(
    `select count(*)::int as held from pg_locks l
     where l.locktype = 'advisory' and l.granted and l.classid = 20261123
       and l.objid::bigint in (
         select hashtext('address ' || $1 || '/' || slot)::bigint & 4294967295 from generate_series(1, 6) slot
       )`,
    [address],
  );
  return rows[0]?.held ?? 0;
}

/** Waits until the address holds all its slots (its slow reads are running), for at most 10 s. */
async function whenSpent(db: pg.Client, address: string): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await slotsHeld(db, address)) === 6) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

let student: SignedUpUser;
let db: pg.Client;
beforeAll(async () => {
  student = await userWith('contestant');
  db = new pg.Client(testDbUrl);
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('the per-client read budget', () => {
  it('lets 6 slow reads of one address run and refuses its 7th at once, while other clients are served', async () => {
    const attacker = '198.51.100.7';
    const slow = Array.from({ length: 6 }, () => get(EVIL, attacker));
    expect(await whenSpent(db, attacker)).toBe(true);
    const refused = await get(ORDINARY, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'PT429',
      details: null,
      hint: 'Wait until your other requests have finished.',
      message: 'Too many requests at once from your address. Try again in a moment.',
    });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.ms).toBeLessThan(1_000);

    // Everyone else: another address, a signed-in user (their own budget) and the service role.
    const [visitor, signedIn, service] = await Promise.all([
      get(ORDINARY, '198.51.100.8'),
      get(ORDINARY, attacker, await tokenOf(student)),
      get(ORDINARY, attacker, serviceKey),
    ]);
    expect([visitor.status, signedIn.status, service.status]).toEqual([200, 200, 200]);

    // The slow reads end at the anon statement timeout (2 s), then the address is served again.
    const ended = await Promise.all(slow);
    for (const answer of ended) {
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: '57014' });
      expect(answer.ms).toBeLessThan(4_000);
    }
    expect(await slotsHeld(db, attacker)).toBe(0);
    expect((await get(ORDINARY, attacker)).status).toBe(200);
  });

  it('does not budget writes: a student may send answers in parallel as before', async () => {
    const token = await tokenOf(student);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${testRestUrl}/rpc/submit_answer`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'x-forwarded-for': '198.51.100.9',
          },
          body: JSON.stringify({
            problem_id: '00000000-0000-0000-0000-000000000000',
            content: '1',
          }),
        }),
      ),
    );
    for (const response of responses) expect(response.status).not.toBe(429);
  });
});

describe('statement timeouts of the API roles', () => {
  it('are lower than hosted defaults, and PostgREST calls the budget before every request', async () => {
    const { rows } = await db.query<{ rolname: string; rolconfig: string[] }>(
      `select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated', 'authenticator') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolconfig: expect.arrayContaining(['statement_timeout=2s']) },
      { rolname: 'authenticated', rolconfig: expect.arrayContaining(['statement_timeout=5s']) },
      {
        rolname: 'authenticator',
        rolconfig: expect.arrayContaining(['pgrst.db_pre_request=authz.check_request']),
      },
    ]);
  });
});

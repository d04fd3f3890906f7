// One client cannot make the Data API unusable for everyone else (issue 10 item 3 and issue 22,
// decisions 0015 and 0046). The budget lives in the database (PostgREST's pre-request hook, which hosted runs
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

describe('the per-client request budget', () => {
  it('refuses a 7th request of an address holding 6 at once, while other clients are served', async () => {
    const attacker = '198.51.100.7';
    // Another session holds the address's 6 slots, as 6 slow reads in flight would (whether
    // such reads keep their slot for 2 s or 250 ms depends on what else runs, see below).
    const holder = new pg.Client(testDbUrl);
    await holder.connect();
    await holder.query(
      `select pg_advisory_lock(20261123, hashtext('address ' || $1 || '/' || slot)) from generate_series(1, 6) slot`,
      [attacker],
    );
    expect(await slotsHeld(db, attacker)).toBe(6);
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

    await holder.end();
    expect(await slotsHeld(db, attacker)).toBe(0);
    expect((await get(ORDINARY, attacker)).status).toBe(200);
  });

  it('ends slow reads by the anon statement timeout and frees their slots', async () => {
    const attacker = '198.51.100.13';
    const ended = await Promise.all(Array.from({ length: 3 }, () => get(EVIL, attacker)));
    for (const answer of ended) {
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: '57014' });
      expect(answer.ms).toBeLessThan(4_000);
    }
    expect(await slotsHeld(db, attacker)).toBe(0);
    expect((await get(ORDINARY, attacker)).status).toBe(200);
  });

  it('budgets writes too: an account with 6 requests running is refused its 7th, others are served', async () => {
    const [writer, other] = await Promise.all([userWith('contestant'), userWith('contestant')]);
    // Another session holds the writer's 6 slots, as 6 of its requests in flight would.
    const holder = new pg.Client(testDbUrl);
    await holder.connect();
    try {
      await holder.query(
        `select pg_advisory_lock(20261123, hashtext('user ' || $1 || '/' || slot)) from generate_series(1, 6) slot`,
        [writer.userId],
      );
      const post = async (user: SignedUpUser) =>
        fetch(`${testRestUrl}/rpc/submit_answer`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await tokenOf(user)}`,
            'content-type': 'application/json',
            'x-forwarded-for': '198.51.100.9',
          },
          body: JSON.stringify({
            problem_id: '00000000-0000-0000-0000-000000000000',
            content: '1',
          }),
        });
      const [refused, served] = await Promise.all([post(writer), post(other)]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(served.status).toBe(404);
    } finally {
      await holder.end();
    }
  });

  it('one address is one client for accounts too: 8 requests at once from it, whoever signs them', async () => {
    const address = '198.51.100.10';
    const holder = new pg.Client(testDbUrl);
    await holder.connect();
    try {
      await holder.query(
        `select pg_advisory_lock(20261123, hashtext('from ' || $1 || '/' || slot)) from generate_series(1, 8) slot`,
        [address],
      );
      const throwaway = await userWith('contestant');
      const fromThere = await get(ORDINARY, address, await tokenOf(throwaway));
      expect(fromThere.status).toBe(429);
      expect((await get(ORDINARY, '198.51.100.11', await tokenOf(throwaway))).status).toBe(200);
    } finally {
      await holder.end();
    }
  });

  it('beyond 4 requests running at once, a request may hold its connection for 250 ms only', async () => {
    const holder = new pg.Client(testDbUrl);
    await holder.connect();
    try {
      await holder.query(`select pg_advisory_lock(20261124, slot) from generate_series(1, 4) slot`);
      const cut = await get(EVIL, '198.51.100.12');
      expect(cut.status).toBe(500);
      expect(cut.body).toMatchObject({ code: '57014' });
      expect(cut.ms).toBeLessThan(1_500);
      // Ordinary requests take milliseconds and are served as before.
      expect((await get(ORDINARY, '198.51.100.12')).status).toBe(200);
    } finally {
      await holder.end();
    }
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

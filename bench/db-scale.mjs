// @ts-check
// The database at scale: a separate database (bench_scale) in the bench cluster, migrated like
// any other, filled by bench/sql/generate-scale.sql, then the hot queries timed with
// EXPLAIN (ANALYZE, BUFFERS) as their API callers would run them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../supabase/local/migrate.mjs';
import { scaleQueries } from './lib/scale-queries.mjs';

const GENERATOR = fileURLToPath(new URL('./sql/generate-scale.sql', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../supabase/migrations', import.meta.url));
export const SCALE_DATABASE = 'bench_scale';
const RUNS = 7;
const GENERIC_RUNS = 3;

/** @param {string} superuserUrl @param {string} database */
function withDatabase(superuserUrl, database) {
  const url = new URL(superuserUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** @param {string} url @param {(client: pg.Client) => Promise<T>} work @template T */
async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates and migrates bench_scale; (re)generates the data when the generator changed or the
 * data is incomplete.
 * @param {{ superuserUrl: string, regenerate: boolean, log: (line: string) => void }} options
 */
export async function ensureScaleDatabase({ superuserUrl, regenerate, log }) {
  await withClient(superuserUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      SCALE_DATABASE,
    ]);
    if (!rowCount) await client.query(`create database ${SCALE_DATABASE}`);
  });
  const url = withDatabase(superuserUrl, SCALE_DATABASE);
  const generator = await readFile(GENERATOR, 'utf8');
  const fingerprint = createHash('sha256').update(generator).digest('hex').slice(0, 16);

  return withClient(url, async (client) => {
    await migrate(client, { migrationsDir: MIGRATIONS, seedFile: null, log: () => {} });
    const { rows } = await client.query(
      `select shobj_description(d.oid, 'pg_database') as fingerprint,
        (select count(*) from public.profiles where role = 'contestant')::int as students,
        (select count(*) from public.problems)::int as problems,
        (select count(*) from public.answers)::int as answers
      from pg_database d where d.datname = current_database()`,
    );
    const state = rows[0];
    const started = Date.now();
    let generated = false;
    if (regenerate || state.fingerprint !== fingerprint || state.answers < 1_000_000) {
      log('  generating the scale data set (100k students, 10k problems, 1M answers)...');
      await client.query(generator);
      await client.query(`comment on database ${SCALE_DATABASE} is '${fingerprint}'`);
      generated = true;
    }
    // Fresh statistics and visibility map either way: plans should not depend on autovacuum timing.
    await client.query('vacuum analyze');
    const counts = (
      await client.query(
        `select (select count(*) from public.profiles where role = 'contestant')::int as students,
          (select count(*) from public.problems)::int as problems,
          (select count(*) from public.answers)::int as answers,
          (select count(*) from public.comments)::int as comments,
          (select count(*) from public.reactions)::int as reactions,
          pg_size_pretty(pg_database_size(current_database())) as size`,
      )
    ).rows[0];
    return { url, generated, seconds: (Date.now() - started) / 1000, counts };
  });
}

/**
 * @param {any} plan a node of EXPLAIN's JSON output
 * @param {{ indexes: Set<string>, seqScans: Set<string>, nodes: Set<string> }} found
 */
function walkPlan(plan, found) {
  found.nodes.add(plan['Node Type']);
  if (plan['Index Name']) found.indexes.add(plan['Index Name']);
  if (plan['Node Type'] === 'Seq Scan') found.seqScans.add(plan['Relation Name']);
  for (const child of plan.Plans ?? []) walkPlan(child, found);
  return found;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
}

/**
 * @param {pg.Client} client
 * @param {import('./lib/scale-queries.mjs').ScaleQuery} query
 * @param {'json' | 'text'} format
 * @param {'custom' | 'generic'} [planMode] generic: the plan a prepared statement settles on
 *   after five executions, without the parameter values (PostgREST prepares its statements)
 */
async function explain(client, query, format, planMode = 'custom') {
  const cpuBefore = backendCpuMs(client);
  const claims =
    query.caller.role === 'authenticated'
      ? { role: 'authenticated', sub: query.caller.sub, aud: 'authenticated' }
      : { role: query.caller.role };
  await client.query('begin');
  try {
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
        set_config('plan_cache_mode', $3, true)`,
      [query.caller.role, JSON.stringify(claims), `force_${planMode}_plan`],
    );
    const { rows } = await client.query(
      `explain (analyze, buffers, format ${format}) ${query.sql}`,
      query.params,
    );
    return format === 'json'
      ? { ...rows[0]['QUERY PLAN'][0], cpuMs: backendCpuMs(client) - cpuBefore }
      : rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}

/** @type {WeakMap<pg.Client, number>} */
const backendPids = new WeakMap();

/**
 * CPU time (user + system) the client's database backend has used, from /proc (the bench runs
 * PostgreSQL on this machine). On a shared machine wall time mostly measures waiting for a core;
 * this is the work itself. NaN when /proc is unavailable.
 * @param {pg.Client} client
 */
function backendCpuMs(client) {
  try {
    const pid = backendPids.get(client);
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return Number.NaN;
  }
}

/**
 * @param {string} url the bench_scale database
 * @param {string} [nameContains] measure only the queries whose name holds this text
 */
export async function measureScaleQueries(url, nameContains) {
  return withClient(url, async (client) => {
    backendPids.set(client, (await client.query('select pg_backend_pid() as pid')).rows[0].pid);
    const ids = (
      await client.query(
        `select
          (select c.problem_id from public.comments c join public.problems p on p.id = c.problem_id
            where p.is_public and p.contest_windows is null group by c.problem_id order by count(*) desc limit 1) as "problemId",
          (select a.user_id from public.answers a group by a.user_id order by count(*) desc limit 1) as "studentId",
          (select id from public.profiles where role = 'instructor' order by email limit 1) as "instructorId",
          (select id from public.profiles where role = 'admin' order by email limit 1) as "adminId",
          (select id from public.problems order by created_at desc limit 1) as "regradeProblemId",
          (select id from public.contests where title = 'Bench running contest') as "contestId",
          (select cp.problem_id from public.contest_problems cp join public.contests c on c.id = cp.contest_id
            where c.title = 'Bench running contest' order by cp.position limit 1) as "contestProblemId",
          (select r.user_id from public.contest_registrations r join public.contests c on c.id = r.contest_id
            where c.title = 'Bench running contest' order by r.total_marks, r.user_id limit 1) as "participantId",
          (select p.id from public.profiles p where p.role = 'contestant' and p.status = 'approved'
            and not exists (select 1 from public.contest_registrations r where r.user_id = p.id)
            order by p.id limit 1) as "virtualId"`,
      )
    ).rows[0];
    const results = [];
    // --db-query=<text> (or BENCH_DB_ONLY) times only the queries whose name holds it.
    const only = nameContains ?? process.env.BENCH_DB_ONLY;
    const queries = scaleQueries(ids).filter((query) => !only || query.name.includes(only));
    // Rows some queries need, made once as the superuser and kept (idempotent), then analyzed.
    const preparations = queries.flatMap((query) => query.prepare ?? []);
    for (const step of preparations) await client.query(step.sql, step.params);
    if (preparations.length > 0)
      await client.query(
        'analyze public.answers, public.classes, public.class_members, public.assignments, public.assignment_problems',
      );
    for (const query of queries) {
      // Steps that must directly precede the timing (committed), e.g. a board built just before.
      for (const step of query.before ?? []) await client.query(step.sql, step.params);
      // One untimed run first: plpgsql bodies compile and pages load once per session.
      await explain(client, query, 'json');
      const runs = [];
      let last;
      for (let i = 0; i < RUNS; i += 1) {
        last = await explain(client, query, 'json');
        runs.push(last);
      }
      const found = walkPlan(last.Plan, {
        indexes: new Set(),
        seqScans: new Set(),
        nodes: new Set(),
      });
      const genericRuns = [];
      for (let i = 0; i < GENERIC_RUNS; i += 1) {
        genericRuns.push(await explain(client, query, 'json', 'generic'));
      }
      const generic = walkPlan(genericRuns[0].Plan, {
        indexes: new Set(),
        seqScans: new Set(),
        nodes: new Set(),
      });
      results.push({
        name: query.name,
        what: query.what,
        executionMs: median(runs.map((r) => r['Execution Time'])),
        minExecutionMs: Math.min(...runs.map((r) => r['Execution Time'])),
        cpuMs: median(runs.map((r) => r.cpuMs)),
        planningMs: median(runs.map((r) => r['Planning Time'])),
        rows: last.Plan['Actual Rows'],
        indexes: [...found.indexes].sort(),
        seqScans: [...found.seqScans].sort(),
        generic: {
          executionMs: median(genericRuns.map((r) => r['Execution Time'])),
          indexes: [...generic.indexes].sort(),
          seqScans: [...generic.seqScans].sort(),
        },
        plan: await explain(client, query, 'text'),
      });
    }
    return { ids, runsPerQuery: RUNS, queries: results };
  });
}

// @ts-check
// A contest day (issue 28): simulated students, each from a loopback address of its own as
// separate machines would be, against the gateway of the bench stack. A running contest of six
// keyed problems is made afresh; the students arrive spread over the first `arrival` seconds and
// each does what the app does on arrival: opens the contest page (the contest with its problems,
// the board), registers (the board is read again), opens a problem (the problem, the contests it
// is in, the answer state) and answers it. From then on each open contest page re-reads the board
// on the page's own schedule (SCOREBOARD_REFRESH_MS of src/features/contests/api.ts) and each
// student answers a problem every `answerEvery` seconds on average, until `seconds` have passed.
// Reports p50/p95/p99 and errors per request kind, the first minute's figures, and the database
// time per request from pg_stat_statements (the bench stack loads it, as hosted Supabase does).
//
//   npm run bench -- --only=contest-day [--contest-students=2000] [--contest-seconds=120]
//     [--contest-arrival=60] [--contest-answer-every=120] [--contest-poll=15]
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signJwt } from '../supabase/local/gateway/jwt.mjs';
import { ANON_KEY } from '../supabase/local/keys.mjs';
import { table } from './lib/report.mjs';

const LOAD_STUDENTS = fileURLToPath(new URL('./sql/load-students.sql', import.meta.url));
const CONTEST_REQUEST = fileURLToPath(
  new URL('../src/features/contests/request.ts', import.meta.url),
);
const CONTEST_API = fileURLToPath(new URL('../src/features/contests/api.ts', import.meta.url));
const PROBLEM_REQUEST = fileURLToPath(
  new URL('../src/features/problems/request.ts', import.meta.url),
);
const CONTEST_TITLE = 'Contest day bench';
const PROBLEMS = 6;
const KEY = '42';

/** A string constant of one of the app's modules, so the bench asks what the app asks. */
function constantOf(/** @type {string} */ file, /** @type {string} */ name) {
  const source = readFileSync(file, 'utf8');
  const match = new RegExp(`export const ${name} =\\s*'([^']+)'`).exec(source);
  if (!match?.[1]) throw new Error(`${name} not found in ${file}`);
  return match[1];
}

/** The board's refresh interval of the contest page, in seconds. */
export function pageBoardSeconds() {
  const match = /export const SCOREBOARD_REFRESH_MS = ([\d_]+);/.exec(
    readFileSync(CONTEST_API, 'utf8'),
  );
  if (!match?.[1]) throw new Error(`SCOREBOARD_REFRESH_MS not found in ${CONTEST_API}`);
  return Number(match[1].replace(/_/g, '')) / 1000;
}

/**
 * CPU time (user + system, ms) of the bench stack's PostgreSQL (the postmaster and its backends)
 * and its PostgREST (a child of the same stack process), which a hosted project runs on its
 * compute too; other stacks on this machine are not counted. From /proc; null without it.
 * @param {number} postmaster the bench cluster's postmaster pid
 */
function cpuByProcess(postmaster) {
  /** @type {{ pid: string, name: string, ppid: number, ms: number }[]} */
  const all = [];
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        all.push({
          pid,
          name,
          ppid: Number(fields[1]),
          ms: (Number(fields[11]) + Number(fields[12])) * 10,
        });
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return null;
  }
  const root = all.find((p) => Number(p.pid) === postmaster);
  if (!root) return null;
  const sum = (/** @type {typeof all} */ list) => list.reduce((total, p) => total + p.ms, 0);
  return {
    postgres: root.ms + sum(all.filter((p) => p.ppid === postmaster)),
    postgrest: sum(all.filter((p) => p.ppid === root.ppid && p.name.startsWith('postgrest'))),
  };
}

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
}

/** Student i's own loopback address (127.20.0.1 onwards; 127.0.0.x is left to the other benches). */
const addressOf = (/** @type {number} */ i) => `127.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * @typedef {{ kind: string, status: number, ms: number, at: number, code?: string }} Sample
 * @typedef {{ students: number, seconds: number, arrival: number, answerEvery: number, poll: number }} ContestDayOptions
 */

/** @param {string} dbUrl @param {number} students */
async function prepare(dbUrl, students) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(await readFile(LOAD_STUDENTS, 'utf8'));
    const ids = (
      await client.query(
        `select id from public.profiles where email like 'load.student.%@bench.test' order by id limit $1`,
        [students],
      )
    ).rows.map((r) => r.id);
    if (ids.length < students) throw new Error(`Only ${ids.length} load students exist`);
    // Students who chose their own password long ago (decision 0012), as on a contest day.
    await client.query(
      `insert into private.account_activations (user_id, how)
       select unnest($1::uuid[]), 'own_password' on conflict (user_id) do nothing`,
      [ids],
    );
    // A fresh contest each run: the previous one goes with its registrations (its answers stay).
    await client.query('delete from public.contests where title = $1', [CONTEST_TITLE]);
    const author = (
      await client.query(
        `select id from public.profiles where role = 'instructor' order by email limit 1`,
      )
    ).rows[0]?.id;
    const { rows } = await client.query(
      `with made as (
         insert into public.problems (title, content, topic, difficulty, marks, is_public, created_by)
         select format('Contest day problem %s', n), jsonb_build_object('body', format('Compute $%s \\times 7 - %s$.', 6, n)),
           'Algebra', 'Seniors', 7, true, $1
         from generate_series(1, ${PROBLEMS}) as n
         returning id
       ),
       keyed as (
         insert into private.problem_answer_keys (problem_id, answers) select id, array['${KEY}'] from made
         returning problem_id
       ),
       contest as (
         insert into public.contests (title, description, start_time, end_time, created_by)
         values ($2, 'Made by bench/contest-day.mjs.', now() - interval '1 minute', now() + interval '3 hours', $1)
         returning id
       )
       select (select id from contest) as contest_id, array(select problem_id from keyed order by problem_id) as problems`,
      [author, CONTEST_TITLE],
    );
    const contestId = rows[0].contest_id;
    const problems = /** @type {string[]} */ (rows[0].problems);
    await client.query(
      `insert into public.contest_problems (contest_id, problem_id, position)
       select $1, p, n from unnest($2::uuid[]) with ordinality as t (p, n)`,
      [contestId, problems],
    );
    // The load students may have answered before: the attempts and per-minute limits start afresh.
    await client.query(
      `delete from public.answers a using public.profiles p
       where p.id = a.user_id and p.email like 'load.student.%@bench.test' and a.submitted_at > now() - interval '2 minutes'`,
    );
    return { contestId, problems, ids };
  } finally {
    await client.end();
  }
}

/** The bench cluster's postmaster pid (its data directory's postmaster.pid), or null. @param {string} dbUrl */
async function postmasterPid(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select pg_read_file('postmaster.pid') as text");
    return Number(String(rows[0].text).split('\n')[0]) || null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

// The board's rebuild, and the scheduled job's share of them (decision 0067).
const REBUILDS = ['private.refresh_contest_board', 'private.refresh_due_contest_boards'];
// A backend reports its function timings to the statistics at most every 10 s when idle.
const FUNCTION_STATS_FLUSH_MS = 11_000;

/** pg_stat_statements, when loaded: reset before, read after. @param {string} dbUrl */
async function statementStats(dbUrl, /** @type {'reset' | 'read'} */ what) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements with schema extensions');
    if (what === 'reset') {
      await client.query('select extensions.pg_stat_statements_reset()');
      // The board's rebuilds, timed per function (nested calls included): how much of a board
      // read's time was rebuilding it (a reader rebuilds a board of up to 1,000 participants).
      await client.query(`alter system set track_functions = 'pl'`);
      await client.query('select pg_reload_conf()');
      for (const name of REBUILDS)
        await client.query('select pg_stat_reset_single_function_counters($1::regproc)', [name]);
      return null;
    }
    const { rows } = await client.query(
      `select case
           when query ~ 'contest_scoreboard' then 'contest_scoreboard'
           when query ~ 'submit_answer' then 'submit_answer'
           when query ~ 'register_for_contest' then 'register_for_contest'
           when query ~ 'my_answer_state' then 'my_answer_state'
           when query ~ 'problem_solve_status' then 'contest page'
           when query ~ '"public"."contest_problems"' then 'contests of problem'
           when query ~ 'FROM "public"."problems"' then 'problem'
           when query ~ 'check_request' then 'request budget (every request)'
           when query ~ 'set_config' then 'session settings (every request)'
           else 'other' end as kind,
         sum(calls)::bigint as calls, sum(total_exec_time)::float as ms
       from extensions.pg_stat_statements s
       join pg_database d on d.oid = s.dbid
       where d.datname = current_database()
       group by 1 order by 3 desc`,
    );
    const functions = await client.query(
      `select f.funcid::regproc::text as name, f.calls::bigint as calls, f.total_time::float as ms
       from pg_stat_user_functions f where f.funcid = any ($1::regproc[])`,
      [REBUILDS],
    );
    await client.query('alter system reset track_functions');
    await client.query('select pg_reload_conf()');
    const rebuilds = Object.fromEntries(
      functions.rows.map((r) => [r.name, { calls: Number(r.calls), ms: r.ms }]),
    );
    return {
      kinds: rows.map((r) => ({ kind: r.kind, calls: Number(r.calls), ms: r.ms })),
      rebuilds,
    };
  } catch (error) {
    return what === 'read' ? { unavailable: String(error) } : null;
  } finally {
    await client.end();
  }
}

/**
 * After the run: every student registered once, every registration's total the best marks of
 * its contest answers, and the board (read as a visitor once its window has passed) the same
 * participants and totals.
 * @param {string} dbUrl @param {string} contestId @param {number} students
 */
async function checkConsistency(dbUrl, contestId, students) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const { rows } = await client.query(
      `with totals as (
         select r.user_id, r.total_marks, coalesce((
           select sum(best)::int from (
             select max(a.marks_awarded) as best from public.answers a
             where a.contest_id = r.contest_id and a.user_id = r.user_id group by a.problem_id) as b), 0) as from_answers
         from public.contest_registrations r where r.contest_id = $1
       ),
       board as (
         select public.contest_scoreboard($1, 1, 100) as b
       )
       select (select count(*)::int from totals) as registrations,
         (select count(*)::int from totals where total_marks <> from_answers) as "totalsNotFromAnswers",
         (select (b ->> 'participants')::int from board) as "boardParticipants",
         (select count(*)::int from board, json_array_elements(b -> 'rows') as row
           join totals t on t.user_id = (row ->> 'user_id')::uuid
           where (row ->> 'total')::int <> t.total_marks) as "boardRowsNotCurrent",
         (select count(*)::int from public.answers a where a.contest_id = $1) as answers`,
      [contestId],
    );
    return { students, ...rows[0] };
  } finally {
    await client.end();
  }
}

/**
 * @param {{ gatewayUrl: string, dbUrl: string, log: (line: string) => void } & Partial<ContestDayOptions>} options
 */
export async function measureContestDay({ gatewayUrl, dbUrl, log, ...given }) {
  const options = {
    students: given.students ?? 2000,
    seconds: given.seconds ?? 120,
    arrival: given.arrival ?? 60,
    answerEvery: given.answerEvery ?? 120,
    poll: given.poll ?? pageBoardSeconds(),
  };
  const contestSelect = constantOf(CONTEST_REQUEST, 'CONTEST_DETAIL_SELECT');
  const problemSelect = constantOf(PROBLEM_REQUEST, 'PROBLEM_SELECT');
  log(
    `  contest day: ${options.students} students arriving over ${options.arrival} s, ${options.seconds} s in all; board every ${options.poll} s, an answer every ${options.answerEvery} s each`,
  );
  const { contestId, problems, ids } = await prepare(dbUrl, options.students);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = await Promise.all(
    ids.map((sub) => signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp })),
  );
  const { hostname, port } = new URL(gatewayUrl);
  /** @type {Sample[]} */
  const samples = [];
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const until = started + options.seconds * 1000;

  /**
   * One request as the app sends it, from the student's address over the student's own
   * keep-alive connections (a browser's).
   * @param {number} i @param {Agent} agent @param {string} kind @param {string} method @param {string} path @param {unknown} [body]
   */
  function send(i, agent, kind, method, path, body) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const at = elapsed();
    const t0 = performance.now();
    return new Promise((resolve) => {
      const req = request(
        {
          host: hostname,
          port,
          path,
          method,
          agent,
          localAddress: addressOf(i),
          headers: {
            apikey: ANON_KEY,
            authorization: `Bearer ${tokens[i]}`,
            ...(payload !== undefined && {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }),
          },
          timeout: 30_000,
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            /** @type {Sample} */
            const sample = { kind, status, ms: performance.now() - t0, at };
            if (status >= 400) {
              try {
                sample.code = JSON.parse(Buffer.concat(chunks).toString()).code;
              } catch {
                sample.code = 'unreadable';
              }
            }
            samples.push(sample);
            resolve(sample);
          });
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', (error) => {
        // No answer at all: the socket's error code says why (ECONNRESET, ECONNREFUSED, …).
        /** @type {Sample} */
        const sample = {
          kind,
          status: 0,
          ms: performance.now() - t0,
          at,
          code: /** @type {NodeJS.ErrnoException} */ (error).code ?? 'no answer',
        };
        samples.push(sample);
        resolve(sample);
      });
      req.end(payload);
    });
  }

  const sleep = (/** @type {number} */ ms) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  const board = (/** @type {number} */ i, /** @type {Agent} */ agent) =>
    send(i, agent, 'board', 'POST', '/rest/v1/rpc/contest_scoreboard', {
      contest_id: contestId,
      page: 1,
      page_size: 50,
    });
  let answers = 0;
  const answer = async (/** @type {number} */ i, /** @type {Agent} */ agent) => {
    const problem = problems[(i + answers++) % problems.length];
    // The problem page: the problem, the contests it is in, the answer box's state; then the answer.
    await Promise.all([
      send(
        i,
        agent,
        'problem',
        'GET',
        `/rest/v1/problems?select=${encodeURIComponent(problemSelect)}&id=eq.${problem}`,
      ),
      send(
        i,
        agent,
        'contests of problem',
        'GET',
        `/rest/v1/contest_problems?select=${encodeURIComponent('contests(id, title, description, start_time, end_time, created_at)')}&problem_id=eq.${problem}`,
      ),
      send(i, agent, 'answer state', 'POST', '/rest/v1/rpc/my_answer_state', {
        problem_id: problem,
      }),
    ]);
    await send(i, agent, 'answer', 'POST', '/rest/v1/rpc/submit_answer', {
      problem_id: problem,
      content: Math.random() < 0.5 ? KEY : String(Math.floor(Math.random() * 100)),
    });
  };

  await statementStats(dbUrl, 'reset');
  const postmaster = await postmasterPid(dbUrl);
  const cpuBefore = postmaster ? cpuByProcess(postmaster) : null;
  /** @param {number} i */
  async function student(i) {
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    try {
      await sleep((i / options.students) * options.arrival * 1000);
      // Arrival: the contest page (contest and board at once), registration, the board again.
      await Promise.all([
        send(
          i,
          agent,
          'contest page',
          'GET',
          `/rest/v1/contests?select=${encodeURIComponent(contestSelect)}&id=eq.${contestId}&contest_problems.order=position.asc`,
        ),
        board(i, agent),
      ]);
      await send(i, agent, 'register', 'POST', '/rest/v1/rpc/register_for_contest', {
        contest_id: contestId,
      });
      await board(i, agent);
      await answer(i, agent);
      // Then the page's schedule: the board every `poll` s, an answer now and then.
      let nextBoard = performance.now() + options.poll * 1000;
      let nextAnswer = performance.now() + Math.random() * 2 * options.answerEvery * 1000;
      for (;;) {
        const next = Math.min(nextBoard, nextAnswer);
        if (next >= until) break;
        await sleep(next - performance.now());
        if (next === nextBoard) {
          nextBoard += options.poll * 1000;
          await board(i, agent);
        } else {
          nextAnswer += Math.random() * 2 * options.answerEvery * 1000;
          await answer(i, agent);
        }
      }
    } finally {
      agent.destroy();
    }
  }
  await Promise.all(Array.from({ length: options.students }, (_, i) => student(i)));
  const wall = elapsed();
  const cpuAfter = postmaster ? cpuByProcess(postmaster) : null;
  // Backends that ended during the run (none: PostgREST keeps its pool) would be missed.
  const cpu =
    cpuBefore && cpuAfter
      ? {
          postgresMs: (cpuAfter.postgres ?? 0) - (cpuBefore.postgres ?? 0),
          postgrestMs: (cpuAfter.postgrest ?? 0) - (cpuBefore.postgrest ?? 0),
        }
      : null;
  // Read once every backend has reported its function timings (the job may rebuild meanwhile:
  // its statement and its rebuilds are both counted).
  await sleep(FUNCTION_STATS_FLUSH_MS);
  const statements = await statementStats(dbUrl, 'read');
  const consistency = await checkConsistency(dbUrl, contestId, options.students);

  const summarize = (/** @type {Sample[]} */ list) => {
    const ok = list.filter((s) => s.status >= 200 && s.status < 300);
    const codes = /** @type {Record<string, number>} */ ({});
    for (const s of list)
      if (!(s.status >= 200 && s.status < 300)) {
        const key = `${s.status}${s.code ? ` ${s.code}` : ''}`;
        codes[key] = (codes[key] ?? 0) + 1;
      }
    const ms = list.map((s) => s.ms);
    return {
      requests: list.length,
      errors: list.length - ok.length,
      errorCodes: codes,
      p50Ms: quantile(ms, 0.5),
      p95Ms: quantile(ms, 0.95),
      p99Ms: quantile(ms, 0.99),
      maxMs: ms.length ? Math.max(...ms) : null,
    };
  };
  const kinds = [...new Set(samples.map((s) => s.kind))];
  const firstMinute = samples.filter((s) => s.at < Math.max(60, options.arrival));
  return {
    measuredAt: new Date().toISOString(),
    options,
    wallSeconds: wall,
    requestsPerSecond: samples.length / wall,
    all: summarize(samples),
    firstMinute: summarize(firstMinute),
    kinds: kinds.map((kind) => ({ kind, ...summarize(samples.filter((s) => s.kind === kind)) })),
    statements,
    cpu,
    consistency,
  };
}

/** @param {any} day the contestDay section of bench/results.json */
export function contestDaySection(day) {
  const fixed = (/** @type {number | null} */ v, digits = 0) =>
    v === null ? null : v.toFixed(digits);
  const o = day.options;
  const row = (/** @type {string} */ name, /** @type {any} */ s) => [
    name,
    s.requests,
    fixed(s.p50Ms),
    fixed(s.p95Ms),
    fixed(s.p99Ms),
    fixed(s.maxMs),
    s.errors
      ? `${s.errors} (${Object.entries(s.errorCodes)
          .map(([k, n]) => `${n}×${k}`)
          .join(', ')})`
      : 0,
  ];
  const lines = [
    `### Contest day (bench/contest-day.mjs, loopback, each student from its own address)`,
    '',
    `${o.students} students arriving over ${o.arrival} s; each opens the contest page (contest + board), registers, reads the board, opens a problem (problem, its contests, answer state) and answers; then the board every ${o.poll} s (the page's schedule) and an answer every ${o.answerEvery} s on average, ${o.seconds} s in all (${fixed(day.wallSeconds)} s wall). ${fixed(day.requestsPerSecond, 1)} requests/s on average.`,
    '',
    table(
      ['requests', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
      [
        row('first minute, all', day.firstMinute),
        row('whole run, all', day.all),
        ...day.kinds.map((/** @type {any} */ k) => row(k.kind, k)),
      ],
    ),
  ];
  if (day.cpu)
    lines.push(
      '',
      `CPU (from /proc, the stack's own processes): PostgreSQL ${fixed(day.cpu.postgresMs)} ms = **${fixed(day.cpu.postgresMs / day.all.requests, 2)} ms per request**; PostgREST ${fixed(day.cpu.postgrestMs)} ms = **${fixed(day.cpu.postgrestMs / day.all.requests, 2)} ms per request**.`,
    );
  const c = day.consistency;
  if (c)
    lines.push(
      '',
      `Afterwards: ${c.registrations} registrations of ${c.students} students, ${c.answers} contest answers; registrations whose total is not the best marks of their answers: ${c.totalsNotFromAnswers}; the board (2 s later) lists ${c.boardParticipants} participants, rows of its first page not current: ${c.boardRowsNotCurrent}.`,
    );
  if (day.statements?.kinds) {
    const kinds = day.statements.kinds;
    const total = kinds.reduce((/** @type {number} */ sum, /** @type {any} */ s) => sum + s.ms, 0);
    lines.push(
      '',
      `Database time (pg_stat_statements, top-level statements): ${fixed(total)} ms over ${day.all.requests} requests, **${fixed(total / Math.max(1, day.all.requests), 2)} ms per request**; ${fixed(total / 1000 / day.wallSeconds, 2)} database cores busy on average.`,
      '',
      table(
        ['statements of', 'calls', 'total ms', 'ms per call'],
        kinds.map((/** @type {any} */ s) => [
          s.kind,
          s.calls,
          fixed(s.ms),
          fixed(s.ms / Math.max(1, s.calls), 3),
        ]),
      ),
    );
    const board = kinds.find((/** @type {any} */ s) => s.kind === 'contest_scoreboard');
    const all = day.statements.rebuilds?.['private.refresh_contest_board'];
    const job = day.statements.rebuilds?.['private.refresh_due_contest_boards'];
    if (board && all) {
      // The job's time is its rebuilds' (a loop over the listed boards around them).
      const inReads = Math.max(0, all.ms - (job?.ms ?? 0));
      lines.push(
        '',
        `Board rebuilds (pg_stat_user_functions): ${all.calls} in ${fixed(all.ms)} ms, ${fixed(all.ms / Math.max(1, all.calls), 2)} ms each; ${fixed(job?.ms ?? 0)} ms of them by the scheduled job, ${fixed(inReads)} ms inside board reads. A board read without its rebuilds: ${fixed(board.ms - inReads)} ms over ${board.calls} calls, **${fixed((board.ms - inReads) / Math.max(1, board.calls), 3)} ms per read**.`,
      );
    }
  } else if (day.statements) {
    lines.push(
      '',
      `Database time: pg_stat_statements unavailable (${day.statements.unavailable}).`,
    );
  }
  return lines.join('\n');
}

// @ts-check
// The API under load: autocannon (in this process; the stack runs in another) against the
// gateway (/rest/v1) and directly against PostgREST, bounded in time, on loopback only.
import autocannon from 'autocannon';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { signJwt } from '../supabase/local/gateway/jwt.mjs';
import { ANON_KEY } from '../supabase/local/keys.mjs';

const LOAD_STUDENTS = fileURLToPath(new URL('./sql/load-students.sql', import.meta.url));
const SECONDS = 5;
// One client's concurrent reads are budgeted to 6 (decision 0015); a load generator on one
// address with more connections would measure the refusals, not the API.
const CONNECTIONS = 6;

/**
 * @typedef {{ method: 'GET' | 'POST', path: string, body?: string, headers?: Record<string, string>, student?: boolean }} LoadRequest
 * @typedef {{ name: string, what: string, requests: LoadRequest[] }} Scenario
 */

/** @param {{ problemId: string }} ids @returns {Scenario[]} */
function scenarios({ problemId }) {
  const problemSelect = '*,author:public_profiles!created_by(full_name,avatar_url)';
  return [
    {
      name: 'leaderboard',
      what: 'GET public_profiles top 20',
      requests: [
        {
          method: 'GET',
          path: '/public_profiles?select=id,full_name,avatar_url,score,problems_solved&role=eq.contestant&order=score.desc,problems_solved.desc&limit=20',
        },
      ],
    },
    {
      name: 'problems page',
      what: 'GET problems page 1 (12, with author, count=exact)',
      requests: [
        {
          method: 'GET',
          path: `/problems?select=${problemSelect}&order=created_at.desc&offset=0&limit=12`,
          headers: { prefer: 'count=exact' },
        },
      ],
    },
    {
      name: 'problem page',
      what: 'GET problem + comments + reactions (3 requests, rotating)',
      requests: [
        { method: 'GET', path: `/problems?select=${problemSelect}&id=eq.${problemId}` },
        {
          method: 'GET',
          path: `/comments?select=*,profiles:public_profiles(full_name,avatar_url)&problem_id=eq.${problemId}&order=created_at.desc`,
        },
        {
          method: 'GET',
          path: `/reactions?select=user_id,reaction_type&problem_id=eq.${problemId}`,
        },
      ],
    },
    {
      name: 'submit answer',
      what: 'POST rpc/submit_answer as a student (4,000 students in rotation)',
      requests: [
        {
          method: 'POST',
          path: '/rpc/submit_answer',
          body: JSON.stringify({ problem_id: problemId, content: '12345' }),
          headers: { 'content-type': 'application/json', prefer: 'return=representation' },
          student: true,
        },
      ],
    },
  ];
}

/** @param {import('autocannon').Options} options @returns {Promise<import('autocannon').Result>} */
function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** @param {string} dbUrl */
async function prepare(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(await readFile(LOAD_STUDENTS, 'utf8'));
    const students = (
      await client.query(
        `select id from public.profiles where email like 'load.student.%@bench.test' order by id`,
      )
    ).rows.map((r) => r.id);
    // A public problem with an answer key (so submissions are auto-graded), comments and reactions.
    const problemId = (
      await client.query(`select k.problem_id from private.problem_answer_keys k
        join public.problems p on p.id = k.problem_id
        where p.is_public
        order by (select count(*) from public.comments c where c.problem_id = k.problem_id)
          + (select count(*) from public.reactions r where r.problem_id = k.problem_id) desc, k.problem_id
        limit 1`)
    ).rows[0]?.problem_id;
    if (!problemId) throw new Error('The bench database has no public problem with an answer key');
    return { students, problemId };
  } finally {
    await client.end();
  }
}

/**
 * @param {{ gatewayUrl: string, restUrl: string, dbUrl: string, log: (line: string) => void }} options
 */
export async function measureApiLoad({ gatewayUrl, restUrl, dbUrl, log }) {
  const { students, problemId } = await prepare(dbUrl);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = await Promise.all(
    students.map((sub) => signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp })),
  );
  let nextStudent = 0;
  const targets = [
    { target: 'gateway', origin: gatewayUrl, prefix: '/rest/v1', base: { apikey: ANON_KEY } },
    { target: 'postgrest', origin: restUrl, prefix: '', base: {} },
  ];
  const results = [];
  for (const scenario of scenarios({ problemId })) {
    for (const { target, origin, prefix, base } of targets) {
      log(`  load: ${scenario.name} via ${target} (${SECONDS} s, ${CONNECTIONS} connections)`);
      const result = await cannon({
        url: origin,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: scenario.requests.map(({ student, path, headers, ...request }) => ({
          ...request,
          path: `${prefix}${path}`,
          headers: { ...base, authorization: `Bearer ${ANON_KEY}`, ...headers },
          ...(student && {
            setupRequest: (/** @type {any} */ req) => ({
              ...req,
              headers: {
                ...req.headers,
                authorization: `Bearer ${tokens[nextStudent++ % tokens.length]}`,
              },
            }),
          }),
        })),
      });
      results.push({
        scenario: scenario.name,
        what: scenario.what,
        target,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
  }
  const overhead = scenarios({ problemId }).map(({ name }) => {
    const via = results.find((r) => r.scenario === name && r.target === 'gateway');
    const direct = results.find((r) => r.scenario === name && r.target === 'postgrest');
    if (!via || !direct) throw new Error(`Missing load result for ${name}`);
    return {
      scenario: name,
      p50Ratio: direct.p50Ms > 0 ? via.p50Ms / direct.p50Ms : null,
      throughputRatio:
        via.requestsPerSecond > 0 ? direct.requestsPerSecond / via.requestsPerSecond : null,
    };
  });
  return {
    seconds: SECONDS,
    connections: CONNECTIONS,
    problemId,
    students: students.length,
    results,
    overhead,
  };
}

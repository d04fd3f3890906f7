// @ts-check
// `npm run bench`: figures, not verdicts. Bundle sizes per route, Lighthouse mobile on the built
// app, the API under load through the gateway and directly, the database at 100k students.
// Prints the tables, writes bench/results.json and the figures block of docs/performance.md.
//
//   npm run bench -- --only=bundle,lighthouse,api,flood,db,checker   a subset (others are kept)
//   npm run bench -- --fresh                           rebuild the bench stack's database
//   npm run bench -- --regenerate                      regenerate the scale data set
//   npm run bench -- --only=contest-day --contest-students=2000 --contest-seconds=120
//     --contest-arrival=60 --contest-answer-every=120 --contest-poll=15   a contest day (not in
//     the default run: it takes minutes; bench/contest-day.mjs)
//   npm run bench -- --only=db --db-query=search        only the db queries whose name holds
//                                                       "search" (the others' figures are kept)
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';
import { preview } from 'vite';
import { measureChecker } from '../bench/answer-checker.mjs';
import { measureFlood } from '../bench/api-flood.mjs';
import { measureApiLoad } from '../bench/api-load.mjs';
import { measureContestDay } from '../bench/contest-day.mjs';
import { ensureScaleDatabase, measureScaleQueries } from '../bench/db-scale.mjs';
import { measureLighthouse } from '../bench/lighthouse.mjs';
import { measureOffline } from '../bench/offline.mjs';
import { measureThrottledUpload } from '../bench/upload-throttled.mjs';
import { ROOT, buildApp, largestOrigins } from '../bench/lib/build.mjs';
import { budgetFigures, checkBudgets, readBudgets } from '../bench/lib/budgets.mjs';
import { measureBuild } from '../bench/lib/bundle.mjs';
import { readRouteSources, routesOfPages } from './lib/route-table.mjs';
import { describeMachine } from '../bench/lib/machine.mjs';
import { renderResults } from '../bench/lib/report.mjs';
import { startBenchStack } from '../bench/lib/stack-client.mjs';
import { BENCH_DATA_DIR, BENCH_PORTS } from '../bench/stack-process.mjs';
import { ANON_KEY } from '../supabase/local/keys.mjs';
import { readDefaultPassword } from './lib/env-example.mjs';

const RESULTS_FILE = join(ROOT, 'bench', 'results.json');
const DOC_FILE = join(ROOT, 'docs', 'performance.md');
const DIST_DIR = join(BENCH_DATA_DIR, 'dist');
const SECTIONS = ['bundle', 'lighthouse', 'api', 'flood', 'db', 'upload', 'checker', 'offline'];
// Sections run only when asked for by --only.
const ON_REQUEST = ['contest-day'];
// Public pages as a visitor; /dashboard as the seeded student returning with a stored session.
const LIGHTHOUSE_VISITOR_PATHS = [
  '/',
  '/problems',
  '/problems/{problem}',
  '/leaderboard',
  '/contests',
  '/contests/{contest}',
  '/notes',
  '/notes/{note}',
];
const LIGHTHOUSE_STUDENT = { email: 'student@olympiad.test', path: '/dashboard' };
const LIGHTHOUSE_RUNS = 3;
const FIGURES_START = '<!-- bench:figures:start -->';
const FIGURES_END = '<!-- bench:figures:end -->';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const sections = new Set(only ?? SECTIONS);
for (const s of sections)
  if (!SECTIONS.includes(s) && !ON_REQUEST.includes(s)) throw new Error(`Unknown section ${s}`);
/** A numeric --name=value flag, or undefined. @param {string} name */
const numberFlag = (name) => {
  const value = args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`--${name} must be a positive number`);
  return number;
};
const log = (/** @type {string} */ line) => console.log(line);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function measureBundle() {
  log(`bundle: building into ${DIST_DIR}`);
  const composition = await buildApp({
    outDir: DIST_DIR,
    env: { VITE_SUPABASE_URL: `http://127.0.0.1:${BENCH_PORTS.gateway}` },
  });
  const routes = routesOfPages(...(await readRouteSources()));
  const budgets = await readBudgets(join(ROOT, 'bench', 'budgets.json'));
  const measure = await measureBuild(DIST_DIR, {
    routes,
    groups: budgets.firstVisit ? { firstVisit: budgets.firstVisit.modules } : {},
  });
  const checks = checkBudgets(budgetFigures(measure, budgets), budgets);
  const first = measure.pages.find((p) => p.page === budgets.firstRoute.page);
  return {
    measuredAt: new Date().toISOString(),
    firstRoute: {
      path: budgets.firstRoute.path,
      jsGzip: first?.js.gzip ?? null,
      files: first?.files ?? [],
      origins: largestOrigins(composition, first?.files ?? [], 12),
    },
    routes: measure.pages
      .map((p) => ({
        route: p.route,
        page: p.page,
        jsGzip: p.js.gzip,
        jsRaw: p.js.raw,
        cssGzip: p.css.gzip,
        files: p.files.length,
      }))
      .sort((a, b) => b.jsGzip - a.jsGzip),
    allJs: measure.allJs,
    css: measure.css,
    fonts: measure.fonts,
    chunks: measure.chunks.map((c) => ({
      ...c,
      origins: largestOrigins(composition, [c.file], 5),
    })),
    budgets: checks.map(({ name, figure, limit, target }) => ({ name, figure, limit, target })),
  };
}

/**
 * The first row's id of `sql` on the bench stack's database; `what` names it when there is none.
 * @param {string} dbUrl @param {string} sql @param {string} what
 */
async function firstId(dbUrl, sql, what) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(sql);
    if (!rows[0]) throw new Error(`The bench database has no ${what}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** The public problem with the most comments: the heaviest problem page. */
const busiestProblem = (/** @type {string} */ dbUrl) =>
  firstId(
    dbUrl,
    `select p.id from public.problems p where p.is_public
      order by (select count(*) from public.comments c where c.problem_id = p.id) desc, p.id limit 1`,
    'public problem',
  );

/** The contest a visitor would open first: a running one, else the latest. */
const featuredContest = (/** @type {string} */ dbUrl) =>
  firstId(
    dbUrl,
    `select id from public.contests
      order by (now() between start_time and end_time) desc, start_time desc limit 1`,
    'contest',
  );

/** The longest published note: the heaviest note page. */
const longestNote = (/** @type {string} */ dbUrl) =>
  firstId(
    dbUrl,
    `select id from public.notes where status = 'published'
      order by length(body) desc, id limit 1`,
    'published note',
  );

/** The seeded student's session as supabase-js stores it, from a password sign-in. */
async function storedSessionOf(gatewayUrl, email) {
  const response = await fetch(`${gatewayUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: readDefaultPassword() }),
  });
  const session = /** @type {{ expires_at?: number, expires_in: number }} */ (
    await response.json()
  );
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(session)}`);
  return {
    storageKey: `sb-${new URL(gatewayUrl).hostname.split('.')[0]}-auth-token`,
    value: { ...session, expires_at: session.expires_at ?? nowSeconds() + session.expires_in },
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function readPreviousResults() {
  try {
    return JSON.parse(await readFile(RESULTS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

async function writeDoc(/** @type {string} */ figures) {
  const doc = await readFile(DOC_FILE, 'utf8');
  const start = doc.indexOf(FIGURES_START);
  const end = doc.indexOf(FIGURES_END);
  if (start < 0 || end < start) throw new Error(`${DOC_FILE} lacks the figure markers`);
  const next = `${doc.slice(0, start + FIGURES_START.length)}\n${figures}\n${doc.slice(end)}`;
  // Formatted as the repository's format check wants it (`npm test` runs it).
  const options = (await prettier.resolveConfig(DOC_FILE)) ?? {};
  await writeFile(DOC_FILE, await prettier.format(next, { ...options, filepath: DOC_FILE }));
}

const results = await readPreviousResults();
const needsStack = [
  'lighthouse',
  'api',
  'flood',
  'db',
  'upload',
  'checker',
  'contest-day',
  'offline',
].some((s) => sections.has(s));
if (['bundle', 'lighthouse', 'upload', 'offline'].some((s) => sections.has(s))) {
  results.bundle = await measureBundle();
  log(`bundle: done (${elapsed()})`);
}

const stack = needsStack ? await startBenchStack({ fresh: args.includes('--fresh'), log }) : null;
try {
  const machine = await describeMachine(stack?.dbUrl ?? null);
  results.machine = stack
    ? machine
    : { ...machine, postgres: results.machine?.postgres ?? machine.postgres };
  if (stack && sections.has('lighthouse')) {
    const server = await preview({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir: DIST_DIR },
      preview: { host: '127.0.0.1', port: BENCH_PORTS.preview, strictPort: true },
    });
    try {
      const problem = await busiestProblem(stack.dbUrl);
      const contest = await featuredContest(stack.dbUrl);
      const note = await longestNote(stack.dbUrl);
      /** @type {import('../bench/lighthouse.mjs').LighthousePage[]} */
      const pages = LIGHTHOUSE_VISITOR_PATHS.map((label) => ({
        label,
        path: label
          .replace('{problem}', problem)
          .replace('{contest}', contest)
          .replace('{note}', note),
      }));
      // Issue 26: the first route and the problems list in French and Arabic too (their catalog
      // is a lazy chunk; the prerendered frame is per language).
      for (const locale of ['fr', 'ar']) {
        for (const path of ['/', '/problems'])
          pages.push({ label: `${path} (${locale})`, path, locale });
      }
      pages.push({
        label: `${LIGHTHOUSE_STUDENT.path} (signed in)`,
        path: LIGHTHOUSE_STUDENT.path,
        session: await storedSessionOf(stack.url, LIGHTHOUSE_STUDENT.email),
      });
      // --lighthouse-pages=/contests,/dashboard measures only the pages whose label is listed;
      // the other pages keep their last figures (as --db-query does for the database).
      const chosen = args
        .find((a) => a.startsWith('--lighthouse-pages='))
        ?.slice('--lighthouse-pages='.length)
        .split(',');
      const measuredLighthouse = await measureLighthouse({
        baseUrl: `http://127.0.0.1:${BENCH_PORTS.preview}`,
        pages: chosen ? pages.filter((p) => chosen.includes(p.label ?? p.path)) : pages,
        runs: numberFlag('lighthouse-runs') ?? LIGHTHOUSE_RUNS,
        log,
      });
      if (chosen && results.lighthouse) {
        const fresh = new Set(measuredLighthouse.pages.map((p) => p.path));
        measuredLighthouse.pages = pages.flatMap((p) => {
          const label = p.label ?? p.path;
          const source = fresh.has(label) ? measuredLighthouse.pages : results.lighthouse.pages;
          return source.filter((/** @type {{ path: string }} */ m) => m.path === label);
        });
      }
      results.lighthouse = measuredLighthouse;
    } finally {
      await server.close();
    }
    log(`lighthouse: done (${elapsed()})`);
  }
  if (stack && sections.has('upload')) {
    const server = await preview({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir: DIST_DIR },
      preview: { host: '127.0.0.1', port: BENCH_PORTS.preview, strictPort: true },
    });
    try {
      const proof = await firstId(
        stack.dbUrl,
        `select p.id from public.problems p
          where p.is_public and p.contest_windows is null
            and not exists (select 1 from private.problem_answer_keys k where k.problem_id = p.id)
            and not exists (select 1 from public.problem_give_ups g join public.profiles s on s.id = g.user_id
              where g.problem_id = p.id and s.email = '${LIGHTHOUSE_STUDENT.email}')
          order by p.created_at limit 1`,
        'proof problem',
      );
      results.upload = await measureThrottledUpload({
        baseUrl: `http://127.0.0.1:${BENCH_PORTS.preview}`,
        problemPath: `/problems/${proof}`,
        dbUrl: stack.dbUrl,
        email: LIGHTHOUSE_STUDENT.email,
        session: await storedSessionOf(stack.url, LIGHTHOUSE_STUDENT.email),
        log,
      });
    } finally {
      await server.close();
    }
    log(`upload: done (${elapsed()})`);
  }
  if (stack && sections.has('offline')) {
    const server = await preview({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir: DIST_DIR },
      preview: { host: '127.0.0.1', port: BENCH_PORTS.preview, strictPort: true },
    });
    try {
      results.offline = await measureOffline({
        baseUrl: `http://127.0.0.1:${BENCH_PORTS.preview}`,
        problemPath: `/problems/${await busiestProblem(stack.dbUrl)}`,
        log,
      });
    } finally {
      await server.close();
    }
    log(`offline: done (${elapsed()})`);
  }
  if (stack && sections.has('api')) {
    results.api = await measureApiLoad({
      gatewayUrl: stack.url,
      restUrl: stack.restUrl,
      dbUrl: stack.dbUrl,
      log,
    });
    log(`api: done (${elapsed()})`);
  }
  if (stack && sections.has('flood')) {
    results.flood = await measureFlood({ gatewayUrl: stack.url, dbUrl: stack.dbUrl, log });
    log(`flood: done (${elapsed()})`);
  }
  if (stack && sections.has('checker')) {
    results.checker = await measureChecker({ dbUrl: stack.dbUrl, log });
    log(`checker: done (${elapsed()})`);
  }
  if (stack && sections.has('contest-day')) {
    results.contestDay = await measureContestDay({
      gatewayUrl: stack.url,
      dbUrl: stack.dbUrl,
      log,
      students: numberFlag('contest-students'),
      seconds: numberFlag('contest-seconds'),
      arrival: numberFlag('contest-arrival'),
      answerEvery: numberFlag('contest-answer-every'),
      poll: numberFlag('contest-poll'),
    });
    log(`contest day: done (${elapsed()})`);
  }
  if (stack && sections.has('db')) {
    const scale = await ensureScaleDatabase({
      superuserUrl: stack.dbUrl,
      regenerate: args.includes('--regenerate'),
      log,
    });
    const dbQuery = args.find((a) => a.startsWith('--db-query='))?.slice('--db-query='.length);
    const measured = await measureScaleQueries(scale.url, dbQuery);
    if (dbQuery) {
      // The other queries keep their last figures; the measured ones replace theirs (or join).
      const fresh = new Map(measured.queries.map((q) => [q.name, q]));
      const kept = (results.db?.queries ?? []).filter(
        (/** @type {{ name: string }} */ q) => !fresh.has(q.name),
      );
      measured.queries = [...kept, ...measured.queries];
    }
    const leaderboard = measured.queries.find((q) => q.name === 'leaderboard');
    results.db = {
      ...(dbQuery ? results.db : {}),
      measuredAt: new Date().toISOString(),
      generated: scale.generated,
      seconds: scale.seconds,
      counts: scale.counts,
      ...measured,
      leaderboardMs: leaderboard?.executionMs ?? null,
    };
    log(`db: done (${elapsed()})`);
  }
} finally {
  await stack?.stop();
}

results.totalSeconds = (Date.now() - started) / 1000;
await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
const figures = renderResults(results);
await writeDoc(figures);
console.log(`\n${figures}\n\nWrote bench/results.json and docs/performance.md in ${elapsed()}.`);

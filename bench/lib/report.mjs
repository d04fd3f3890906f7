// @ts-check
// bench/results.json rendered as Markdown tables: printed by `npm run bench` and written into
// docs/performance.md between its figure markers.

import { checkerSection } from '../answer-checker.mjs';
import { contestDaySection } from '../contest-day.mjs';
import { uploadSection } from '../upload-throttled.mjs';

/** @param {string[]} headers @param {(string | number | null)[][]} rows */
export function table(headers, rows) {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? '–' : String(cell))));
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** @param {number | null | undefined} bytes */
const kb = (bytes) => (bytes === null || bytes === undefined ? null : (bytes / 1000).toFixed(1));
/** @param {number | null | undefined} value @param {number} [digits] */
const fixed = (value, digits = 0) =>
  value === null || value === undefined ? null : value.toFixed(digits);

/** @param {any} machine */
function machineSection(machine) {
  return `Machine: ${machine.cpuModel}, ${machine.nproc} cores (nproc), ${machine.memoryGb} GB memory, ${machine.os}; Node ${machine.node}, ${machine.postgres}. Measured ${machine.measuredAt}.`;
}

/** @param {any} bundle */
function bundleSection(bundle) {
  const rows = bundle.routes.map((/** @type {any} */ r) => [
    r.route ?? '–',
    r.page.replace('src/pages/', ''),
    kb(r.jsGzip),
    kb(r.jsRaw),
    kb(r.cssGzip),
    r.files,
  ]);
  return [
    `### Bundle (production build, gzip)`,
    '',
    `JavaScript per route = entry + its static imports + the route's lazy page chunk + its static imports. ` +
      `All JS ${kb(bundle.allJs.gzip)} KB gzip in ${bundle.allJs.files} files; CSS ${kb(bundle.css.gzip)} KB gzip; fonts ${kb(bundle.fonts.raw)} KB in ${bundle.fonts.files} files.`,
    '',
    table(['route', 'page', 'JS gzip KB', 'JS raw KB', 'CSS gzip KB', 'files'], rows),
    '',
    `Budgets: ${bundle.budgets
      .map(
        (/** @type {any} */ b) =>
          `${b.name} ${kb(b.figure)} KB (limit ${kb(b.limit)}, target ${kb(b.target)}${b.figure > b.target ? `, **${kb(b.figure - b.target)} KB over target**` : ''})`,
      )
      .join('; ')}.`,
    '',
    `First route (${bundle.firstRoute.path}) by origin, minified-before bytes: ${bundle.firstRoute.origins
      .map((/** @type {any} */ o) => `${o.origin} ${kb(o.bytes)} KB`)
      .join(', ')}.`,
  ].join('\n');
}

/** @param {any} lighthouse */
function lighthouseSection(lighthouse) {
  // Medians of the runs where measured that way (older results have one run).
  const rows = lighthouse.pages.map((/** @type {any} */ p) => [
    p.path,
    p.medians && p.performanceRange?.[0] !== p.performanceRange?.[1]
      ? `${p.medians.performance} (${p.performanceRange[0]}–${p.performanceRange[1]})`
      : (p.medians?.performance ?? p.performance),
    p.accessibility,
    fixed(p.medians?.fcpMs ?? p.fcpMs),
    fixed(p.medians?.lcpMs ?? p.lcpMs),
    fixed(p.medians?.tbtMs ?? p.tbtMs),
    fixed(p.medians?.cls ?? p.cls, 3),
    kb(p.scriptTransferBytes),
    p.failedAccessibilityAudits.join(', ') || '–',
  ]);
  return [
    `### Lighthouse ${lighthouse.lighthouseVersion}, ${lighthouse.preset}`,
    '',
    `${lighthouse.browser ?? ''}`,
    '',
    table(
      [
        'page',
        'perf',
        'a11y',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS transferred KB',
        'failed a11y audits',
      ],
      rows,
    ),
  ].join('\n');
}

/** @param {any} api */
function apiSection(api) {
  const rows = api.results.map((/** @type {any} */ r) => [
    r.scenario,
    r.target,
    fixed(r.requestsPerSecond),
    r.p50Ms,
    r.p99Ms,
    r.total,
    r.non2xx + r.errors,
  ]);
  const overhead = api.overhead.map((/** @type {any} */ o) => [
    o.scenario,
    fixed(o.p50Ratio, 2),
    fixed(o.throughputRatio, 2),
  ]);
  return [
    `### API under load (autocannon, ${api.connections} connections, ${api.seconds} s each, loopback)`,
    '',
    table(
      ['scenario', 'target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx + errors'],
      rows,
    ),
    '',
    'Gateway overhead (gateway ÷ direct PostgREST):',
    '',
    table(['scenario', 'p50 latency ratio', 'throughput ratio'], overhead),
  ].join('\n');
}

/** @param {any} flood */
function floodSection(flood) {
  /** @param {any} s */
  const statuses = (s) =>
    Object.entries(s.statuses)
      .map(([status, count]) => `${count}×${status}`)
      .join(', ');
  const rows = [
    ['visitor before the attack', flood.baseline],
    ['visitor (other address) during it', flood.visitorOtherAddress],
    ['signed-in student (other address) during it', flood.studentOtherAddress],
    ["visitor (attacker's address) during it", flood.visitorAttackerAddress],
    ['anonymous attacker', flood.attacker],
    ["attacking accounts' reads", flood.accountReads],
    ["attacking accounts' writes", flood.accountWrites],
  ]
    .filter(([, s]) => s)
    .map(([name, s]) => [name, s.count, s.p50Ms, s.p95Ms ?? '–', s.maxMs, statuses(s)]);
  return [
    '### A few clients against everyone else (bench/api-flood.mjs, loopback; decision 0046)',
    '',
    `Attack: ${flood.attack}. Others: ${flood.visitor}.`,
    '',
    table(['who', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'answers'], rows),
  ].join('\n');
}

/** @param {string[]} a @param {string[]} b */
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Issue 21's targets at 100 classes x 40 students x 20 assignments of 10 problems.
 * @param {any[]} queries
 */
function classTargets(queries) {
  const ms = (/** @type {string} */ name) => queries.find((q) => q.name === name)?.executionMs;
  const matrix = ms('class matrix');
  const due = ms('due soon');
  if (matrix == null || due == null) return [];
  const verdict = (/** @type {number} */ value, /** @type {number} */ limit) =>
    value < limit ? 'met' : 'missed';
  return [
    '',
    `Classes targets (100 classes x 40 students x 20 assignments of 10 problems): one assignment's matrix under 50 ms **${verdict(matrix, 50)}** (${fixed(matrix, 3)} ms); a student's Due soon under 10 ms **${verdict(due, 10)}** (${fixed(due, 3)} ms).`,
  ];
}

/** @param {any} db */
function dbSection(db) {
  const c = db.counts;
  const rows = db.queries.map((/** @type {any} */ q) => [
    q.name,
    fixed(q.executionMs, 3),
    fixed(q.minExecutionMs, 3),
    q.cpuMs == null || Number.isNaN(q.cpuMs) ? '–' : fixed(q.cpuMs, 0),
    fixed(q.planningMs, 3),
    q.indexes.join(', ') || '–',
    q.seqScans.join(', ') || '–',
    fixed(q.generic.executionMs, 3),
    sameList(q.generic.indexes, q.indexes) && sameList(q.generic.seqScans, q.seqScans)
      ? 'same'
      : `${q.generic.indexes.join(', ') || '–'}; seq: ${q.generic.seqScans.join(', ') || '–'}`,
  ]);
  return [
    `### Database at scale (${c.students} students, ${c.problems} problems, ${c.answers} answers, ${c.comments} comments, ${c.reactions} reactions; ${c.size})`,
    '',
    `EXPLAIN (ANALYZE, BUFFERS) as the API role would run it (PostgREST's query shape, role and JWT claims set, RLS on); median and minimum of ${db.runsPerQuery} runs after one warm-up run, with the parameter values known (custom plan); "generic plan" is the plan a prepared statement may switch to after five executions (PostgREST prepares its statements), median of 3 runs. Data ${db.generated ? `generated in ${fixed(db.seconds)} s` : 'reused'}.`,
    '',
    table(
      [
        'query',
        'execution ms (median)',
        'min ms',
        'backend CPU ms (median, 10 ms ticks)',
        'planning ms',
        'indexes used',
        'seq scans',
        'generic plan ms',
        'generic plan indexes',
      ],
      rows,
    ),
    '',
    `Leaderboard target: under 5 ms at 100,000 students: **${db.leaderboardMs < 5 ? 'met' : 'missed'}** (${fixed(db.leaderboardMs, 3)} ms).`,
    ...classTargets(db.queries),
  ].join('\n');
}

/** @param {any} o issue 27: transfer with the service worker, and an offline reload */
function offlineSection(o) {
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;
  const r = o.offlineReload;
  return [
    `### A thin connection (issue 27), measured ${o.measuredAt.slice(0, 10)}`,
    '',
    'Chromium at 375 px with the service worker, against `vite preview` and the bench stack;',
    'bytes as received (headers and compressed bodies), the worker’s own fetches included.',
    '',
    '| figure | value | goal |',
    '| --- | --- | --- |',
    `| first visit to /problems, everything | ${kb(o.firstVisitBytes)} | ≤ 150 KB |`,
    `| of which the worker's precache | ${kb(o.firstVisitWorkerBytes)} | |`,
    `| of which the Data API (data, session) | ${kb(o.firstVisitApiBytes)} | |`,
    `| repeat visit to /problems | ${kb(o.repeatVisitBytes)} (${o.repeatRequests.length} requests) | ≤ 20 KB |`,
    `| offline reload of a viewed problem: statement | ${r.rendersOffline ? `rendered in ${r.offlineRenderMs} ms` : 'NOT rendered'} | rendered |`,
    `| offline reload: math (KaTeX) | ${r.mathOffline ? 'typeset' : 'NOT typeset'} | typeset |`,
    `| offline label | ${r.savedLabel ?? '(none)'} | |`,
  ].join('\n');
}

/** @param {any} results */
export function renderResults(results) {
  return [
    machineSection(results.machine),
    results.bundle && bundleSection(results.bundle),
    results.lighthouse && lighthouseSection(results.lighthouse),
    results.api && apiSection(results.api),
    results.flood && floodSection(results.flood),
    results.db && dbSection(results.db),
    results.upload && uploadSection(results.upload),
    results.checker && checkerSection(results.checker),
    results.contestDay && contestDaySection(results.contestDay),
    results.offline && offlineSection(results.offline),
  ]
    .filter(Boolean)
    .join('\n\n');
}

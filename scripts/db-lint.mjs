#!/usr/bin/env node
// @ts-check
// `npm run db:lint`: runs Supabase's database linter (splinter) against our migrated and seeded
// database and fails on any ERROR, or on a WARN that decision 0032 does not explain.
//
// Splinter's SQL is not part of this project and this script downloads nothing: point it at a
// checkout of https://github.com/supabase/splinter (its lints/ folder is read as it is):
//
//   git clone --depth 1 https://github.com/supabase/splinter /tmp/splinter
//   SPLINTER_DIR=/tmp/splinter npm run db:lint
//   npm run db:lint -- --splinter /tmp/splinter [--db-url postgres://...] [--verbose]
//
// Without --db-url (or DATABASE_URL) it builds a fresh throwaway database from
// supabase/migrations and supabase/seed.sql on port DB_LINT_PORT (default 54349), like
// `supabase db reset`; with it, it lints that database (a hosted one, say) and changes nothing.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../supabase/local/migrate.mjs';
import { startPostgres } from '../supabase/local/postgres.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const acceptedFile = join(repoRoot, 'supabase/lint-accepted.json');

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ splinter?: string, dbUrl?: string, verbose: boolean, schemas: string }} */
  const options = {
    splinter: process.env.SPLINTER_DIR,
    dbUrl: process.env.DATABASE_URL,
    verbose: false,
    // What hosted PostgREST exposes by default; the lints only look at exposed schemas.
    schemas: process.env.DB_LINT_SCHEMAS ?? 'public, graphql_public',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--splinter') options.splinter = argv[++i];
    else if (arg === '--db-url') options.dbUrl = argv[++i];
    else if (arg === '--schemas') options.schemas = argv[++i] ?? options.schemas;
    else if (arg === '--verbose') options.verbose = true;
    else throw new Error(`Unknown argument ${arg}`);
  }
  return options;
}

/** The lint queries of a splinter checkout, as its own bin/compile.py reads them. */
async function readLints(splinterDir) {
  const lintsDir = existsSync(join(splinterDir, 'lints'))
    ? join(splinterDir, 'lints')
    : splinterDir;
  const files = (await readdir(lintsDir)).filter((file) => file.endsWith('.sql')).sort();
  if (files.length === 0) throw new Error(`No lint SQL files in ${lintsDir}`);
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(lintsDir, file), 'utf8');
      const query = text
        .trim()
        .split('\n')
        .filter((line) => !line.includes('create view'))
        .map((line) => line.replace(/;/g, ''))
        .join('\n');
      return { file, query };
    }),
  );
}

/**
 * @typedef {{ name: string, level: string, detail: string, cache_key: string }} Finding
 * @param {pg.Client} client
 * @param {{ file: string, query: string }[]} lints
 * @param {string} schemas
 */
async function runLints(client, lints, schemas) {
  /** @type {Finding[]} */
  const findings = [];
  /** @type {{ file: string, error: string }[]} */
  const failed = [];
  for (const lint of lints) {
    await client.query('begin');
    try {
      await client.query("set local search_path = ''");
      await client.query("select set_config('pgrst.db_schemas', $1, true)", [schemas]);
      const { rows } = await client.query(lint.query);
      findings.push(...rows);
    } catch (error) {
      failed.push({ file: lint.file, error: /** @type {Error} */ (error).message });
    } finally {
      await client.query('rollback');
    }
  }
  return { findings, failed };
}

async function freshDatabase() {
  const port = Number(process.env.DB_LINT_PORT) || 54349;
  const dataDir = await mkdtemp(join(tmpdir(), 'olympiad-lint-'));
  const quiet = () => {};
  const postgres = await startPostgres({
    databaseDir: join(dataDir, 'postgres'),
    port,
    durable: false,
    log: quiet,
  });
  const admin = new pg.Client({ connectionString: postgres.superuserUrl });
  await admin.connect();
  try {
    await migrate(admin, {
      migrationsDir: join(repoRoot, 'supabase/migrations'),
      seedFile: join(repoRoot, 'supabase/seed.sql'),
      log: quiet,
    });
  } finally {
    await admin.end();
  }
  return {
    url: postgres.superuserUrl,
    stop: async () => {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options.splinter) {
    console.error(
      'Set SPLINTER_DIR (or pass --splinter) to a checkout of https://github.com/supabase/splinter,\n' +
        'e.g. git clone --depth 1 https://github.com/supabase/splinter /tmp/splinter',
    );
    process.exit(2);
  }
  const lints = await readLints(resolve(options.splinter));
  /** @type {Record<string, string>} */
  const accepted = JSON.parse(await readFile(acceptedFile, 'utf8')).accepted;

  const database = options.dbUrl
    ? { url: options.dbUrl, stop: async () => {} }
    : await freshDatabase();
  const client = new pg.Client({ connectionString: database.url });
  let result;
  try {
    await client.connect();
    result = await runLints(client, lints, options.schemas);
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }

  const { findings, failed } = result;
  const count = (level) => findings.filter((finding) => finding.level === level).length;
  console.log(
    `splinter: ${lints.length} lints, ${count('ERROR')} ERROR, ${count('WARN')} WARN, ${count('INFO')} INFO` +
      (failed.length ? `, ${failed.length} could not run` : ''),
  );
  let failing = 0;
  for (const finding of findings) {
    const isAccepted = finding.level === 'WARN' && finding.cache_key in accepted;
    const fails = finding.level === 'ERROR' || (finding.level === 'WARN' && !isAccepted);
    if (fails) failing += 1;
    if (finding.level !== 'INFO' || options.verbose) {
      const mark = fails ? 'FAIL' : isAccepted ? 'accepted' : 'info';
      console.log(`  [${finding.level} ${mark}] ${finding.name}: ${finding.detail}`);
      if (isAccepted) console.log(`      why: ${accepted[finding.cache_key]}`);
      else if (fails && finding.level === 'WARN')
        console.log(`      cache_key: ${finding.cache_key}`);
    }
  }
  for (const { file, error } of failed) console.log(`  [could not run] ${file}: ${error}`);
  const stale = Object.keys(accepted).filter(
    (key) => !findings.some((finding) => finding.cache_key === key),
  );
  for (const key of stale)
    console.log(`  [stale acceptance] ${key} no longer occurs: remove it from ${acceptedFile}`);

  if (failing > 0) {
    console.error(
      `${failing} finding(s) fail: fix them, or explain a WARN in docs/decisions/0032 and ${acceptedFile}.`,
    );
    process.exit(1);
  }
  console.log('No ERROR, and every WARN is explained.');
}

await main();

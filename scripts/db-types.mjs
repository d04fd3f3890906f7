// @ts-check
// `npm run db:types`: writes src/lib/database.types.ts, the `Database` type of the schema, from a
// freshly migrated database. Needs nothing running and no Docker: it starts an embedded
// PostgreSQL in a temporary directory on a free port, applies supabase/migrations (no seed: the
// seed changes rows, not types), reads pg_catalog, and stops it.
//   --check          compare with the committed file instead of writing it (exit 1 when stale)
//   --db-url <url>   read an already migrated database instead of starting one
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../supabase/local/migrate.mjs';
import { startPostgres } from '../supabase/local/postgres.mjs';
import { generateDatabaseTypes } from './lib/database-types.mjs';
import { freePort } from './lib/free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TYPES_FILE = join(ROOT, 'src', 'lib', 'database.types.ts');

/** @param {string} dbUrl */
async function typesFrom(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await generateDatabaseTypes(client);
  } finally {
    await client.end();
  }
}

/** Starts a throwaway PostgreSQL, migrates it, and returns the types. */
async function typesFromFreshDatabase() {
  const dir = await mkdtemp(join(tmpdir(), 'olympiad-types-'));
  /** @type {string[]} */
  const output = [];
  const log = (/** @type {string} */ line) => void output.push(line);
  let postgres;
  try {
    postgres = await startPostgres({
      databaseDir: join(dir, 'postgres'),
      port: await freePort(),
      durable: false,
      log,
    });
    const admin = new pg.Client({ connectionString: postgres.superuserUrl });
    await admin.connect();
    try {
      await migrate(admin, {
        migrationsDir: join(ROOT, 'supabase', 'migrations'),
        seedFile: null,
        log,
      });
    } finally {
      await admin.end();
    }
    return await typesFrom(postgres.superuserUrl);
  } catch (error) {
    console.error(output.slice(-20).join('\n'));
    throw error;
  } finally {
    await postgres?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const urlIndex = args.indexOf('--db-url');
const dbUrl = urlIndex >= 0 ? args[urlIndex + 1] : undefined;
const text = dbUrl ? await typesFrom(dbUrl) : await typesFromFreshDatabase();

if (args.includes('--check')) {
  const committed = await readFile(TYPES_FILE, 'utf8').catch(() => '');
  if (committed !== text) {
    console.error(
      'src/lib/database.types.ts does not match the migrations: run `npm run db:types` and commit it.',
    );
    process.exit(1);
  }
  console.log('src/lib/database.types.ts matches the migrations.');
} else {
  await writeFile(TYPES_FILE, text);
  console.log('Wrote src/lib/database.types.ts');
}

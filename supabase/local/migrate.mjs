// @ts-check
// Applies the bootstrap, the migrations (each once, in filename order, each in a transaction,
// recorded in supabase_migrations.schema_migrations like the Supabase CLI) and the seed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BOOTSTRAP_FILE = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

/** A migration file name: `<version>_<name>.sql`, version being digits (a timestamp). */
const MIGRATION_NAME = /^(\d+)_(.*)\.sql$/;

/**
 * @param {import('pg').ClientBase} client
 * @param {string} file
 * @param {string} sql
 */
async function runFile(client, file, sql) {
  try {
    await client.query(sql);
  } catch (error) {
    const e = /** @type {import('pg').DatabaseError} */ (error);
    const where = e.position ? ` at character ${e.position}` : '';
    throw new Error(`${file} failed${where}: ${e.message}${e.detail ? `\n${e.detail}` : ''}`, {
      cause: error,
    });
  }
}

/**
 * @param {import('pg').ClientBase} client
 * @param {string} file
 * @param {string} sql
 * @param {(client: import('pg').ClientBase) => Promise<unknown>} record
 */
async function runInTransaction(client, file, sql, record) {
  await client.query('begin');
  try {
    await runFile(client, file, sql);
    await record(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * @param {string} migrationsDir
 * @returns {Promise<{ version: string, name: string, file: string }[]>}
 */
async function listMigrations(migrationsDir) {
  if (!existsSync(migrationsDir)) return [];
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  return files.map((f) => {
    const match = MIGRATION_NAME.exec(f);
    if (!match?.[1])
      throw new Error(`${join(migrationsDir, f)}: a migration is named <timestamp>_<name>.sql`);
    return { version: match[1], name: match[2] ?? '', file: join(migrationsDir, f) };
  });
}

/**
 * @param {import('pg').ClientBase} client superuser connection
 * @param {{ migrationsDir: string, seedFile: string | null, log: (line: string) => void }} options
 * @returns {Promise<{ applied: string[], seeded: boolean }>}
 */
export async function migrate(client, { migrationsDir, seedFile, log }) {
  await runFile(client, BOOTSTRAP_FILE, await readFile(BOOTSTRAP_FILE, 'utf8'));

  const { rows } = await client.query('select version from supabase_migrations.schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  const seeds = await client.query('select 1 from supabase_migrations.seed_files limit 1');
  // Like `supabase start`: the seed belongs to a fresh database only.
  const fresh = done.size === 0 && seeds.rowCount === 0;

  /** @type {string[]} */
  const applied = [];
  for (const migration of await listMigrations(migrationsDir)) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await runInTransaction(client, migration.file, sql, (c) =>
      c.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      ),
    );
    applied.push(basename(migration.file));
    log(`Applied migration ${basename(migration.file)}`);
  }

  let seeded = false;
  if (fresh && seedFile && existsSync(seedFile)) {
    const sql = await readFile(seedFile, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    await runInTransaction(client, seedFile, sql, (c) =>
      c.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        basename(seedFile),
        hash,
      ]),
    );
    seeded = true;
    log(`Seeded the database from ${basename(seedFile)}`);
  }
  return { applied, seeded };
}

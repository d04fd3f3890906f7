// @ts-check
// Builds a database from supabase/migrations or from supabase/schemas (the files
// `[db.migrations] schema_paths` of supabase/config.toml lists, in that order), and compares two
// such databases (schema-facts.mjs). Used by `npm run db:schema-diff` and the schema test.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { parseToml } from '../../supabase/local/config.mjs';
import { migrate } from '../../supabase/local/migrate.mjs';
import { compareSchemaFacts, readSchemaFacts } from './schema-facts.mjs';

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
const BOOTSTRAP_FILE = join(SUPABASE_DIR, 'local', 'bootstrap.sql');

/** The schema files in the order the Supabase CLI applies them (config.toml schema_paths). */
export async function schemaFiles() {
  const toml = parseToml(await readFile(join(SUPABASE_DIR, 'config.toml'), 'utf8'));
  const paths = toml['db.migrations']?.schema_paths;
  if (!Array.isArray(paths) || paths.length === 0) {
    throw new Error('supabase/config.toml: [db.migrations] schema_paths lists no schema file');
  }
  return paths.map((path) => join(SUPABASE_DIR, String(path)));
}

/** @param {import('pg').ClientBase} client @param {string} file */
async function runFile(client, file) {
  try {
    await client.query(await readFile(file, 'utf8'));
  } catch (error) {
    const e = /** @type {import('pg').DatabaseError} */ (error);
    throw new Error(
      `${file} failed${e.position ? ` at character ${e.position}` : ''}: ${e.message}`,
      {
        cause: error,
      },
    );
  }
}

/** The local stack's bootstrap, then the migrations, as `npm run db:reset` does (no seed). */
export async function buildFromMigrations(/** @type {import('pg').ClientBase} */ client) {
  await migrate(client, { migrationsDir: MIGRATIONS_DIR, seedFile: null, log: () => undefined });
}

/** The local stack's bootstrap, then every schema file in order, in one transaction. */
export async function buildFromSchemas(/** @type {import('pg').ClientBase} */ client) {
  await runFile(client, BOOTSTRAP_FILE);
  await client.query('begin');
  try {
    for (const file of await schemaFiles()) await runFile(client, file);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** @param {string} url @param {string} database */
function urlWithDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Builds one database from the migrations and one from the schema files in the cluster of
 * `superuserUrl`, compares them and drops both.
 * @param {string} superuserUrl
 * @param {{ keep?: boolean }} [options] keep: leave both databases (their URLs are returned)
 * @returns {Promise<{ differences: string[], migrationsUrl: string, schemasUrl: string }>}
 */
export async function compareMigrationsWithSchemas(superuserUrl, { keep = false } = {}) {
  const suffix = randomBytes(4).toString('hex');
  const names = { migrations: `from_migrations_${suffix}`, schemas: `from_schemas_${suffix}` };
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  const migrationsUrl = urlWithDatabase(superuserUrl, names.migrations);
  const schemasUrl = urlWithDatabase(superuserUrl, names.schemas);
  try {
    await admin.query(`create database ${names.migrations}`);
    await admin.query(`create database ${names.schemas}`);
    /** @type {Map<string, Record<string, unknown>>[]} */
    const facts = [];
    for (const [url, build] of /** @type {const} */ ([
      [migrationsUrl, buildFromMigrations],
      [schemasUrl, buildFromSchemas],
    ])) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await build(client);
        facts.push(await readSchemaFacts(client));
      } finally {
        await client.end();
      }
    }
    const [fromMigrations, fromSchemas] = facts;
    if (!fromMigrations || !fromSchemas) throw new Error('a database was not built');
    return {
      differences: compareSchemaFacts(fromMigrations, fromSchemas),
      migrationsUrl,
      schemasUrl,
    };
  } finally {
    if (!keep) {
      for (const name of Object.values(names)) {
        await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      }
    }
    await admin.end();
  }
}

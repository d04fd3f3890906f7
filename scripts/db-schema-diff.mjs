#!/usr/bin/env node
// @ts-check
// `npm run db:schema-diff`: builds one database from supabase/migrations and one from
// supabase/schemas (the files config.toml's schema_paths lists), and prints every object that
// differs between them, or that only one of them has. Exit 1 when they differ.
//
//   npm run db:schema-diff                     the differences, one object a line
//   npm run db:schema-diff -- --sql            also the SQL that turns the migrations' database
//                                              into the schemas' one (@pgkit/migra): after a
//                                              change to supabase/schemas, the next migration
//   npm run db:schema-diff -- --fold           also the SQL that brings supabase/schemas up to
//                                              the migrations (the other way round): after a
//                                              new migration, what to copy into the domain's file
//   npm run db:schema-diff -- --db-url <url>   use that cluster (a superuser URL) instead of a
//                                              throwaway PostgreSQL
//
// Needs no Docker and nothing running: without --db-url it starts an embedded PostgreSQL in a
// temporary directory on a free port and removes it afterwards.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { startPostgres } from '../supabase/local/postgres.mjs';
import { compareMigrationsWithSchemas } from './lib/schema-build.mjs';
import { freePort } from './lib/free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MIGRA = join(ROOT, 'node_modules', '@pgkit', 'migra', 'dist', 'command.js');

/**
 * The SQL that makes the first database look like the second (migra, privileges included).
 * @param {string} fromUrl @param {string} toUrl
 */
async function migraSql(fromUrl, toUrl) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [MIGRA, fromUrl, toUrl, '--unsafe', '--with-privileges'],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return stdout;
  } catch (error) {
    // migra exits 2 when there are differences, with the SQL on stdout.
    const failed = /** @type {{ code?: number, stdout?: string, stderr?: string }} */ (error);
    if (failed.code === 2 && failed.stdout !== undefined) return failed.stdout;
    throw new Error(`migra failed: ${failed.stderr ?? String(error)}`, { cause: error });
  }
}

/** @param {string} superuserUrl @param {boolean} withSql @param {boolean} fold */
async function diffIn(superuserUrl, withSql, fold) {
  const { differences, migrationsUrl, schemasUrl } = await compareMigrationsWithSchemas(
    superuserUrl,
    { keep: withSql || fold },
  );
  try {
    if (differences.length === 0) {
      console.log('supabase/schemas and supabase/migrations build the same database.');
    } else {
      console.log(
        `supabase/schemas and supabase/migrations differ in ${differences.length} objects:`,
      );
      for (const line of differences) console.log(`  ${line}`);
    }
    if (withSql && differences.length > 0) {
      console.log(
        "\n-- SQL that turns the migrations' database into the schemas' (review it; comments and",
      );
      console.log('-- function grants are not in it: add them by hand):\n');
      console.log(await migraSql(migrationsUrl, schemasUrl));
    }
    if (fold && differences.length > 0) {
      console.log(
        '\n-- SQL that brings supabase/schemas up to the migrations: copy each object into its',
      );
      console.log(
        "-- domain's file, in dependency order (comments and function grants: by hand):\n",
      );
      console.log(await migraSql(schemasUrl, migrationsUrl));
    }
  } finally {
    if (withSql || fold) {
      const admin = new pg.Client({ connectionString: superuserUrl });
      await admin.connect();
      for (const url of [migrationsUrl, schemasUrl]) {
        const name = new URL(url).pathname.slice(1);
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
    }
  }
  return differences.length === 0;
}

const args = process.argv.slice(2);
const withSql = args.includes('--sql');
const fold = args.includes('--fold');
const urlIndex = args.indexOf('--db-url');
const dbUrl = urlIndex >= 0 ? args[urlIndex + 1] : undefined;

let same;
if (dbUrl) {
  same = await diffIn(dbUrl, withSql, fold);
} else {
  const dir = await mkdtemp(join(tmpdir(), 'olympiad-schema-'));
  /** @type {string[]} */
  const output = [];
  let postgres;
  try {
    postgres = await startPostgres({
      databaseDir: join(dir, 'postgres'),
      port: await freePort(),
      durable: false,
      log: (line) => void output.push(line),
    });
    same = await diffIn(postgres.superuserUrl, withSql, fold);
  } catch (error) {
    console.error(output.slice(-20).join('\n'));
    throw error;
  } finally {
    await postgres?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
process.exit(same ? 0 : 1);

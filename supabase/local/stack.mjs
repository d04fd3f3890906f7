// @ts-check
// The whole local stack in one call: PostgreSQL, migrations and seed, PostgREST, gateway.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isPortFree } from '../../scripts/lib/free-port.mjs';
import { createGateway } from './gateway/server.mjs';
import { seedStorageFiles } from './gateway/storage.mjs';
import { ANON_KEY, DEV_PORTS, SERVICE_ROLE_KEY } from './keys.mjs';
import { migrate } from './migrate.mjs';
import { startPostgres } from './postgres.mjs';
import { startPostgrest } from './postgrest.mjs';

const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {object} StackOptions
 * @property {string} [dataDir] database files and stored objects (default supabase/.data)
 * @property {number} [gatewayPort] the Supabase URL's port (default 54321)
 * @property {number} [dbPort] PostgreSQL (default 54322)
 * @property {number} [restPort] PostgREST, internal (default 54323)
 * @property {boolean} [reset] wipe the data directory first
 * @property {boolean} [seed] apply supabase/seed.sql on a fresh database (default true)
 * @property {boolean} [durable] fsync on; turn off for throwaway test databases (default true)
 * @property {boolean} [statementStats] load pg_stat_statements (the benches; default false)
 * @property {string} [migrationsDir] default supabase/migrations
 * @property {string} [seedFile] default supabase/seed.sql
 * @property {(line: string) => void} [log]
 */

/**
 * @typedef {object} Stack
 * @property {string} url the gateway (what VITE_SUPABASE_URL points at)
 * @property {string} anonKey
 * @property {string} serviceKey
 * @property {string} dbUrl superuser connection string
 * @property {Promise<string>} crashed settles with a reason if PostgreSQL or PostgREST dies
 * @property {() => Promise<void>} stop
 */

/**
 * For processes that run the stack (db:start, dev, the bench stack): an error nobody caught is
 * logged, and the stack keeps serving instead of taking PostgreSQL and PostgREST down with it.
 * @param {(line: string) => void} [log]
 */
export function guardProcess(log = console.error) {
  process.on('uncaughtException', (error) => {
    log(`local stack: uncaught exception (still running): ${error?.stack ?? error}`);
  });
  process.on('unhandledRejection', (reason) => {
    log(
      `local stack: unhandled rejection (still running): ${/** @type {Error} */ (reason)?.stack ?? reason}`,
    );
  });
}

/** @param {number} port @param {string} what */
async function assertPortFree(port, what) {
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port} (${what}) is already in use. Is another stack running? Stop it or pick other ports.`,
    );
  }
}

/**
 * @param {StackOptions} [options]
 * @returns {Promise<Stack>}
 */
export async function startStack(options = {}) {
  const {
    dataDir = join(SUPABASE_DIR, '.data'),
    gatewayPort = DEV_PORTS.gateway,
    dbPort = DEV_PORTS.db,
    restPort = DEV_PORTS.rest,
    reset = false,
    seed = true,
    durable = true,
    statementStats = false,
    migrationsDir = join(SUPABASE_DIR, 'migrations'),
    seedFile = join(SUPABASE_DIR, 'seed.sql'),
    log = console.log,
  } = options;

  await assertPortFree(gatewayPort, 'gateway');
  await assertPortFree(dbPort, 'PostgreSQL');
  await assertPortFree(restPort, 'PostgREST');
  if (reset) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });

  /** @type {(() => Promise<unknown>)[]} stops, last started first */
  const stops = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const stopOne of stops.splice(0).reverse()) {
      await stopOne().catch((error) => log(`stop: ${String(error)}`));
    }
  };

  try {
    const postgres = await startPostgres({
      databaseDir: join(dataDir, 'postgres'),
      port: dbPort,
      durable,
      statementStats,
      log,
    });
    stops.push(postgres.stop);

    const admin = new pg.Client({ connectionString: postgres.superuserUrl });
    await admin.connect();
    try {
      const { seeded } = await migrate(admin, {
        migrationsDir,
        seedFile: seed ? seedFile : null,
        log,
      });
      // The seeded answer pages' bytes (their rows are in seed.sql).
      if (seeded)
        await seedStorageFiles(join(dataDir, 'storage'), join(SUPABASE_DIR, 'seed', 'pages'));
    } finally {
      await admin.end();
    }

    // Once stopping, PostgREST's complaints about the database going away are expected.
    const restLog = (/** @type {string} */ line) => stopping || log(line);
    const rest = await startPostgrest({ dbUri: postgres.urlFor(), port: restPort, log: restLog });
    stops.push(rest.stop);

    const pool = new pg.Pool({ connectionString: postgres.superuserUrl, max: 10 });
    pool.on('error', (error) => log(`gateway database pool: ${error.message}`));
    stops.push(() => pool.end());

    const url = `http://127.0.0.1:${gatewayPort}`;
    const gateway = createGateway({
      pool,
      restUrl: rest.url,
      publicUrl: url,
      filesDir: join(dataDir, 'storage'),
      log,
    });
    await new Promise((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(gatewayPort, '127.0.0.1', () => resolve(undefined));
    });
    stops.push(
      () =>
        new Promise((resolve) => {
          gateway.close(() => resolve(undefined));
          gateway.closeAllConnections();
        }),
    );

    // Ctrl-C reaches the children as well as this process: give our own signal handlers a
    // moment to start stopping before an exiting child counts as a crash.
    const crashed = Promise.race([
      postgres.exited.then((code) => `PostgreSQL exited (code ${code})`),
      rest.exited.then((code) => `PostgREST exited (code ${code})`),
    ])
      .then((reason) => sleep(250).then(() => reason))
      .then((reason) => (stopping ? new Promise(() => {}) : reason));

    return {
      url,
      anonKey: ANON_KEY,
      serviceKey: SERVICE_ROLE_KEY,
      dbUrl: postgres.superuserUrl,
      crashed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

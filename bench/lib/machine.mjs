// @ts-check
// The machine the figures come from.
import { availableParallelism, cpus, platform, release, totalmem } from 'node:os';
import pg from 'pg';

/** @param {string | null} dbUrl */
export async function describeMachine(dbUrl) {
  let postgres = 'PostgreSQL (not started)';
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    postgres = (await client.query('show server_version')).rows[0].server_version;
    postgres = `PostgreSQL ${postgres}`;
    await client.end();
  }
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    nproc: availableParallelism(),
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${platform()} ${release()}`,
    node: process.versions.node,
    postgres,
    measuredAt: new Date().toISOString(),
  };
}

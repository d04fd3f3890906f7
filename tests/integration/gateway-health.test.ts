// Health reports the truth (issue 10 item 4): /_local/health, /auth/v1/health and /rest/v1/
// say unhealthy (503) when PostgREST or PostgreSQL is down. A PostgREST of our own (on a free
// port, against the integration database) is started and stopped; a gateway of our own is
// pointed at it, or at a database port where nothing listens.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { startPostgrest, type PostgrestHandle } from '../../supabase/local/postgrest.mjs';
import { anonKey } from './support/clients';
import { startOwnGateway, type OwnGateway } from './support/gateway';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function health(gateway: OwnGateway) {
  const response = await fetch(`${gateway.url}/_local/health`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function statusOf(gateway: OwnGateway, path: string) {
  const response = await fetch(`${gateway.url}${path}`, { headers: { apikey: anonKey } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let filesDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'gateway-health-'));
});
afterAll(async () => {
  await rm(filesDir, { recursive: true, force: true });
});

describe('health when PostgREST stops', () => {
  let rest: PostgrestHandle;
  let gateway: OwnGateway;

  beforeAll(async () => {
    const port = await freePort();
    rest = await startPostgrest({
      dbUri: `postgres://authenticator:authenticator@127.0.0.1:${TEST_PORTS.db}/postgres`,
      port,
      log: () => undefined,
    });
    gateway = await startOwnGateway({ filesDir, restUrl: rest.url });
  }, 60_000);
  afterAll(async () => {
    await gateway.close();
    await rest.stop();
  });

  it('is healthy with everything up, unhealthy (503) once PostgREST is gone', async () => {
    expect(await health(gateway)).toEqual({
      status: 200,
      body: { status: 'healthy', gateway: 'up', postgrest: 'up', database: 'up' },
    });
    expect((await statusOf(gateway, '/rest/v1/')).status).toBe(200);

    await rest.stop();

    expect(await health(gateway)).toEqual({
      status: 503,
      body: { status: 'unhealthy', gateway: 'up', postgrest: 'down', database: 'up' },
    });
    const root = await statusOf(gateway, '/rest/v1/');
    expect(root.status).toBe(503);
    expect(root.body).toMatchObject({ code: 'PGRST000' });
    const table = await statusOf(gateway, '/rest/v1/problems?select=id&limit=1');
    expect(table.status).toBe(503);
    // Auth needs only the database, which is still up.
    expect((await statusOf(gateway, '/auth/v1/health')).status).toBe(200);
  });
});

describe('health when PostgreSQL is unreachable', () => {
  let gateway: OwnGateway;

  beforeAll(async () => {
    const deadPort = await freePort();
    gateway = await startOwnGateway({
      filesDir,
      dbUrl: `postgres://postgres:postgres@127.0.0.1:${deadPort}/postgres`,
    });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('reports the database down on every health route, and storage answers 503, not 500', async () => {
    expect(await health(gateway)).toEqual({
      status: 503,
      body: { status: 'unhealthy', gateway: 'up', postgrest: 'up', database: 'down' },
    });
    const auth = await statusOf(gateway, '/auth/v1/health');
    expect(auth.status).toBe(503);
    expect(auth.body).toMatchObject({ error_code: 'unexpected_failure' });
    const root = await statusOf(gateway, '/rest/v1/');
    expect(root.status).toBe(503);
    expect(root.body).toMatchObject({ code: 'PGRST001' });
    const storage = await fetch(`${gateway.url}/storage/v1/object/list/attachments`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(storage.status).toBe(503);
    expect(await storage.json()).toMatchObject({ statusCode: '503' });
  });
});

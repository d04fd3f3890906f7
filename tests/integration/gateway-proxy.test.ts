// /rest/v1 goes to PostgREST and nowhere else (issue 10: the gateway was an open proxy), and
// PostgREST learns the client's address from the socket, never from the client. A gateway of
// our own sits in front of a recording stand-in for PostgREST; a second server plays the host
// an attacker would like to reach and must never see a request.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonKey } from './support/clients';
import { rawHttp, startOwnGateway, type OwnGateway } from './support/gateway';

interface Seen {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

async function recordingServer(
  status = 200,
): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ upstream: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

let upstream: Awaited<ReturnType<typeof recordingServer>>;
let elsewhere: Awaited<ReturnType<typeof recordingServer>>;
let gateway: OwnGateway;
let filesDir: string;

function get(target: string, headers: Record<string, string> = {}, localAddress?: string) {
  const lines = [
    `GET ${target} HTTP/1.1`,
    'host: 127.0.0.1',
    'connection: close',
    `apikey: ${anonKey}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return rawHttp(gateway.port, `${lines.join('\r\n')}\r\n\r\n`, { localAddress });
}

beforeAll(async () => {
  [upstream, elsewhere] = await Promise.all([recordingServer(), recordingServer()]);
  filesDir = await mkdtemp(join(tmpdir(), 'gateway-proxy-'));
  gateway = await startOwnGateway({ filesDir, restUrl: `http://127.0.0.1:${upstream.port}` });
});

afterAll(async () => {
  await gateway.close();
  upstream.server.close();
  elsewhere.server.close();
  await rm(filesDir, { recursive: true, force: true });
});

beforeEach(() => {
  upstream.seen.length = 0;
  elsewhere.seen.length = 0;
});

describe('the Data API route is not an open proxy', () => {
  it('forwards an ordinary request to PostgREST with its path and query as sent', async () => {
    const answer = await get('/rest/v1/problems?select=id,title&title=ilike.*x%25*&limit=2');
    expect(answer.status).toBe(200);
    expect(upstream.seen.map((s) => s.path)).toEqual([
      '/problems?select=id,title&title=ilike.*x%25*&limit=2',
    ]);
    expect(upstream.seen[0]?.headers.authorization).toBe(`Bearer ${anonKey}`);
  });

  it.each([
    `/rest/v1//127.0.0.1:{elsewhere}/steal`,
    `/rest/v1///127.0.0.1:{elsewhere}/steal`,
    `/rest/v1/%2F%2F127.0.0.1:{elsewhere}/steal`,
    `/rest/v1/%2f127.0.0.1:{elsewhere}`,
    `/rest/v1/..%2F..%2F127.0.0.1:{elsewhere}`,
    `/rest/v1/\\\\127.0.0.1:{elsewhere}/steal`,
    `/rest/v1/%5C%5C127.0.0.1:{elsewhere}/steal`,
    `/rest/v1/%00/x`,
  ])('%s reaches neither the other host nor PostgREST', async (template) => {
    const answer = await get(template.replace('{elsewhere}', String(elsewhere.port)));
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST125' });
    expect(elsewhere.seen).toEqual([]);
    expect(upstream.seen).toEqual([]);
  });

  it('a Host header or absolute-form target naming another host changes nothing', async () => {
    const viaHost = await get('/rest/v1/problems', {
      'x-forwarded-host': `127.0.0.1:${elsewhere.port}`,
    });
    expect(viaHost.status).toBe(200);
    const absolute = await rawHttp(
      gateway.port,
      `GET http://127.0.0.1:${elsewhere.port}/rest/v1/problems HTTP/1.1\r\nhost: 127.0.0.1:${elsewhere.port}\r\nconnection: close\r\napikey: ${anonKey}\r\n\r\n`,
    );
    expect(absolute.status).toBe(400);
    expect(elsewhere.seen).toEqual([]);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('the client address PostgREST sees', () => {
  it('is the socket address: claimed X-Forwarded-For, X-Real-IP and Forwarded are replaced', async () => {
    await get('/rest/v1/problems', {
      'x-forwarded-for': '203.0.113.9',
      'x-real-ip': '203.0.113.10',
      forwarded: 'for=203.0.113.11',
    });
    const headers = upstream.seen[0]?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });

  it('differs per client machine (another loopback source address)', async () => {
    await get('/rest/v1/problems', { 'x-forwarded-for': '203.0.113.9' }, '127.0.0.7');
    expect(upstream.seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.7');
  });
});

describe('bodies and upstream failures', () => {
  it('refuses a body over the limit with 413 before PostgREST reads it', async () => {
    const big = 17 * 1024 * 1024;
    const answer = await rawHttp(
      gateway.port,
      `POST /rest/v1/comments HTTP/1.1\r\nhost: x\r\nconnection: close\r\napikey: ${anonKey}\r\ncontent-type: application/json\r\ncontent-length: ${big}\r\n\r\n{}`,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PGRST413',
      details: null,
      hint: null,
      message: 'Request body too large',
    });
    expect(upstream.seen).toEqual([]);
  });

  it("turns PostgREST's 500 into 503 and an unreachable PostgREST into 503", async () => {
    const failing = await recordingServer(500);
    const broken = await startOwnGateway({ filesDir, restUrl: `http://127.0.0.1:${failing.port}` });
    try {
      const five = await rawHttp(
        broken.port,
        `GET /rest/v1/problems HTTP/1.1\r\nhost: x\r\nconnection: close\r\napikey: ${anonKey}\r\n\r\n`,
      );
      expect(five.status).toBe(503);
      expect(JSON.parse(five.body)).toEqual({ upstream: true });
      failing.server.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const gone = await rawHttp(
        broken.port,
        `GET /rest/v1/problems HTTP/1.1\r\nhost: x\r\nconnection: close\r\napikey: ${anonKey}\r\n\r\n`,
      );
      expect(gone.status).toBe(503);
      expect(JSON.parse(gone.body)).toMatchObject({ code: 'PGRST000' });
    } finally {
      await broken.close();
    }
  });
});

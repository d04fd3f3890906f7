// Helpers for the gateway tests: raw HTTP over a socket (for requests no HTTP client would
// send), and a gateway of our own (in this process, on a free port) in front of the
// integration stack's database, with its own files directory or its own PostgREST.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { TEST_PORTS } from '../../../supabase/local/keys.mjs';
import { createGateway } from '../../../supabase/local/gateway/server.mjs';

/** The integration stack's database, as its superuser (supabase/local/postgres.mjs). */
export const testDbUrl = `postgres://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;
/** The integration stack's PostgREST, behind its gateway. */
export const testRestUrl = `http://127.0.0.1:${TEST_PORTS.rest}`;

export interface RawAnswer {
  /** 0 when the server closed the connection without an HTTP answer. */
  status: number;
  head: string;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes (or `timeoutMs`). */
export function rawHttp(
  port: number,
  request: string | Buffer,
  {
    timeoutMs = 10_000,
    host = '127.0.0.1',
    localAddress,
  }: { timeoutMs?: number; host?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, localAddress });
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      const rest = split === -1 ? '' : text.slice(split + 4);
      const body = /^transfer-encoding: *chunked/im.test(head) ? unchunk(rest) : rest;
      resolve({ status: match ? Number(match[1]) : 0, head, body });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.on('connect', () => socket.write(request));
  });
}

/** The payload of a chunked body. */
function unchunk(text: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const end = text.indexOf('\r\n', at);
    if (end === -1) return out;
    const size = Number.parseInt(text.slice(at, end), 16);
    if (!size) return out;
    out += text.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
}

export interface OwnGateway {
  url: string;
  port: number;
  pool: pg.Pool;
  logs: string[];
  close(): Promise<void>;
}

/** A gateway on a free loopback port (or `host`), in front of the given PostgREST and database. */
export async function startOwnGateway(options: {
  filesDir: string;
  restUrl?: string;
  dbUrl?: string;
  host?: string;
}): Promise<OwnGateway> {
  const pool = new pg.Pool({
    connectionString: options.dbUrl ?? testDbUrl,
    max: 4,
    connectionTimeoutMillis: 2_000,
  });
  pool.on('error', () => undefined);
  const logs: string[] = [];
  const server = createGateway({
    pool,
    restUrl: options.restUrl ?? testRestUrl,
    publicUrl: 'http://127.0.0.1',
    filesDir: options.filesDir,
    log: (line) => logs.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pool,
    logs,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}

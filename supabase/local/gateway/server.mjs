// @ts-check
// The API gateway: one HTTP origin with hosted Supabase's routes, like Kong on hosted. Whatever
// a client sends, it answers (a 4xx in the shape of the service asked, or 503 when a service
// behind it is down) and keeps running.
import { createServer, STATUS_CODES } from 'node:http';
import { handleAuth } from './auth.mjs';
import {
  bearerToken,
  clientAddress,
  corsHeaders,
  failureStatus,
  isLoopback,
  sendJson,
} from './http.mjs';
import { verifyJwt } from './jwt.mjs';
import { createMailbox } from './mailbox.mjs';
import { POSTGREST_POOL } from '../postgrest.mjs';
import { createFairShare } from './fair-share.mjs';
import { startNoticeSender } from './notice-sender.mjs';
import { postgrestError, proxyToPostgrest, restPath } from './rest.mjs';
import { handleStorage } from './storage.mjs';

/** Routes a browser opens directly (links in mails, public and signed files): no apikey. */
const OPEN_ROUTES = [
  /^GET \/auth\/v1\/verify$/,
  /^(GET|HEAD) \/storage\/v1\/object\/(public|sign)\//,
  /^GET \/_local\/health$/,
];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Longest request target (path and query) the gateway reads; Kong's default buffer is 8 KB. */
const MAX_TARGET_LENGTH = 8 * 1024;

/** How long a health probe waits for PostgreSQL or PostgREST. */
const PROBE_TIMEOUT_MS = 2_000;

const NO_ROUTE = { message: 'no Route matched with those values' };

/**
 * The project's keys are the anon and service_role keys. A user's access token is not an API
 * key (hosted's gateway knows only the project keys), so it never stands in for one.
 */
const API_KEY_ROLES = new Set(['anon', 'service_role']);

/**
 * The role of the project key the request carries, or null.
 * @param {string | null} key
 */
async function projectKeyRole(key) {
  if (!key) return null;
  try {
    const claims = await verifyJwt(key);
    return typeof claims.role === 'string' && API_KEY_ROLES.has(claims.role) ? claims.role : null;
  } catch {
    return null;
  }
}

/**
 * The apikey (header or query) must be a key signed with the project's secret, as on hosted.
 * @param {import('node:http').IncomingMessage} req
 * @param {URLSearchParams} params
 * @returns {Promise<{ message: string, hint: string } | null>} the refusal, if any
 */
async function apiKeyProblem(req, params) {
  const header = req.headers.apikey;
  const key = (typeof header === 'string' ? header : null) ?? params.get('apikey');
  if (!key)
    return {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
  if (await projectKeyRole(key)) return null;
  return {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  };
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 */
function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** @param {import('pg').Pool} pool */
async function databaseUp(pool) {
  try {
    await withTimeout(pool.query('select 1'), PROBE_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

/** @param {{ host: string, port: number }} upstream */
async function postgrestUp({ host, port }) {
  try {
    const response = await fetch(`http://${host}:${port}/`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Host names a local page can be served from; a rebound DNS name is none of them. */
function loopbackHost(/** @type {string | undefined} */ host) {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return ['127.0.0.1', 'localhost', '[::1]'].includes(name);
}

/**
 * @param {{ pool: import('pg').Pool, restUrl: string, publicUrl: string, filesDir: string, log: (line: string) => void }} options
 */
export function createGateway({ pool, restUrl, publicUrl, filesDir, log }) {
  const mailbox = createMailbox(log);
  const authContext = { pool, publicUrl, mailbox, wrongCodes: new Map() };
  const storageContext = { pool, filesDir, log };
  const rest = new URL(restUrl);
  const upstream = { host: rest.hostname, port: Number(rest.port) };
  // As many requests at once as PostgREST has connections; 32 waiting per client address.
  const fairShare = createFairShare({ concurrency: POSTGREST_POOL, perClientWaiting: 32 });

  /**
   * `/_local/...`: the local mailbox and the gateway's health. Never CORS: no page on any origin
   * may read these. The mailbox (recovery and confirmation links) answers only the local machine,
   * addressed by a loopback name, with the service_role key.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path
   * @param {URLSearchParams} params
   */
  async function handleLocal(req, res, path, params) {
    if (path === '/_local/health') {
      if (req.method !== 'GET') return sendJson(res, 405, { message: 'Method Not Allowed' });
      const [database, postgrest] = await Promise.all([databaseUp(pool), postgrestUp(upstream)]);
      const healthy = database && postgrest;
      return sendJson(res, healthy ? 200 : 503, {
        status: healthy ? 'healthy' : 'unhealthy',
        gateway: 'up',
        postgrest: postgrest ? 'up' : 'down',
        database: database ? 'up' : 'down',
      });
    }
    if (path !== '/_local/mailbox' || !isLoopback(clientAddress(req))) {
      req.resume();
      return sendJson(res, 404, NO_ROUTE);
    }
    req.resume();
    if (req.method !== 'GET') return sendJson(res, 405, { message: 'Method Not Allowed' });
    if (!loopbackHost(req.headers.host) || req.headers.origin !== undefined)
      return sendJson(res, 403, { message: 'The local mailbox is not readable from web pages.' });
    const header = req.headers.apikey;
    const key = bearerToken(req) ?? (typeof header === 'string' ? header : null);
    if ((await projectKeyRole(key)) !== 'service_role')
      return sendJson(res, 401, {
        message: 'The local mailbox needs the service_role key.',
        hint: 'Send the service_role key as the `apikey` header or as a bearer token.',
      });
    return sendJson(res, 200, mailbox.list(params.get('email')));
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const target = req.url ?? '';
    const method = req.method ?? '';
    const headers = corsHeaders(req);
    // Origin-form only (`/path?query`): an absolute-form or `*` target is not for this server.
    if (!target.startsWith('/')) {
      req.resume();
      return sendJson(res, 400, { message: 'Invalid request target' }, headers);
    }
    if (target.length > MAX_TARGET_LENGTH) {
      req.resume();
      return sendJson(res, 414, { message: 'Request-URI Too Long' }, headers);
    }
    if (!METHODS.has(method)) {
      req.resume();
      return sendJson(res, 405, { message: 'Method Not Allowed' }, headers);
    }
    const queryStart = target.indexOf('?');
    const path = queryStart === -1 ? target : target.slice(0, queryStart);
    const query = queryStart === -1 ? '' : target.slice(queryStart);
    const params = new URLSearchParams(query.slice(1));

    if (path.startsWith('/_local/')) return await handleLocal(req, res, path, params);

    if (method === 'OPTIONS') {
      req.resume();
      res.writeHead(200, { ...headers, 'content-length': '0' });
      res.end();
      return;
    }

    const service =
      path === '/rest/v1' || path.startsWith('/rest/v1/')
        ? 'rest'
        : path.startsWith('/auth/v1/')
          ? 'auth'
          : path.startsWith('/storage/v1/')
            ? 'storage'
            : null;
    if (!service) {
      req.resume();
      return sendJson(res, 404, NO_ROUTE, headers);
    }
    if (!OPEN_ROUTES.some((r) => r.test(`${method} ${path}`))) {
      const problem = await apiKeyProblem(req, params);
      if (problem) {
        req.resume();
        return sendJson(res, 401, problem, headers);
      }
    }

    if (service === 'rest') {
      const upstreamPath = restPath(path.slice('/rest/v1'.length));
      if (!upstreamPath) {
        req.resume();
        return sendJson(
          res,
          404,
          postgrestError('PGRST125', 'Invalid path specified in request URL'),
          headers,
        );
      }
      // PostgREST answers its root from the schema cache, even with the database gone.
      if (
        upstreamPath === '/' &&
        (method === 'GET' || method === 'HEAD') &&
        !(await databaseUp(pool))
      ) {
        req.resume();
        return sendJson(
          res,
          503,
          postgrestError('PGRST001', 'The database is not reachable; try again shortly.'),
          headers,
        );
      }
      // The service role (the project's own servers, tests) is one client, never refused here.
      const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : null;
      const service = (await projectKeyRole(apikey)) === 'service_role';
      const admitted = fairShare.run(
        service ? 'service role' : clientAddress(req),
        (done) => {
          res.once('close', done);
          if (res.destroyed) done();
          else proxyToPostgrest(upstream, req, res, upstreamPath, query, headers, log);
        },
        service ? Infinity : undefined,
      );
      if (!admitted) {
        req.resume();
        return sendJson(
          res,
          429,
          postgrestError(
            'PT429',
            'Too many requests at once from your address. Try again in a moment.',
          ),
          { ...headers, 'Retry-After': '1' },
        );
      }
      return;
    }

    // Built from our own origin and a path that starts with a fixed prefix, so the URL parser
    // cannot read an authority out of it.
    const url = new URL(`${path}${query}`, publicUrl);
    if (service === 'auth') {
      const authPath = path.slice('/auth/v1'.length);
      if (authPath === '/health' && method === 'GET') {
        req.resume();
        if (!(await databaseUp(pool)))
          return sendJson(
            res,
            503,
            { code: 503, error_code: 'unexpected_failure', msg: 'The database is not reachable.' },
            headers,
          );
      }
      return await handleAuth(authContext, req, res, authPath, url, headers);
    }
    // Object names come from the path as sent: `new URL` resolves `..` and `%2e%2e` segments,
    // which would hide a traversal attempt from storage's key check.
    return await handleStorage(
      storageContext,
      req,
      res,
      path.slice('/storage/v1'.length),
      url,
      headers,
    );
  }

  /**
   * The last resort: whatever a route failed to foresee is logged and answered (never a 500),
   * and the process goes on.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} error
   */
  function lastResort(req, res, error) {
    log(
      `gateway: ${String(req.method).slice(0, 10)} ${String(req.url).slice(0, 200)} failed: ${/** @type {Error} */ (error)?.stack ?? error}`,
    );
    req.resume();
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    const { status, message } = failureStatus(error);
    try {
      sendJson(res, status, { message });
    } catch {
      res.destroy();
    }
  }

  const server = createServer(
    // Slow clients are cut off: headers within 20 s, the whole request within 2 minutes.
    { headersTimeout: 20_000, requestTimeout: 120_000 },
    (req, res) => {
      // An aborted request or a reset socket is an ordinary event, never an uncaught error.
      req.on('error', () => undefined);
      res.on('error', () => undefined);
      handle(req, res).catch((error) => lastResort(req, res, error));
    },
  );

  // Requests Node's parser refuses (malformed request lines, bad headers, oversized headers,
  // timeouts) get a Kong-shaped answer and the connection is closed.
  server.on('clientError', (error, socket) => {
    const code = /** @type {{ code?: string }} */ (error).code ?? '';
    if (!socket.writable || code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ message: STATUS_CODES[status] ?? 'Bad Request' });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  // Tunnels and protocol switches (CONNECT, WebSocket upgrades) are not offered.
  /** @param {import('node:stream').Duplex} socket @param {number} status */
  const refuseSocket = (socket, status) => {
    socket.on('error', () => undefined);
    const body = JSON.stringify({ message: STATUS_CODES[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  };
  server.on('connect', (_req, socket) => refuseSocket(socket, 405));
  server.on('upgrade', (_req, socket) => refuseSocket(socket, 404));
  // Notice mail from the outbox into the mailbox (decision 0049), while the gateway runs.
  server.on('close', startNoticeSender({ pool, mailbox, log, intervalMs: 1000 }));
  return server;
}

// @ts-check
// /rest/v1 is PostgREST itself: requests and responses stream through unchanged, to PostgREST
// and nowhere else.
import { request } from 'node:http';
import { clientAddress, sendJson } from './http.mjs';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Addresses a client might claim; the gateway sets X-Forwarded-For itself. */
const CLIENT_CLAIMED = new Set(['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-client-ip']);

/** The most a request body to the Data API may carry (PostgREST holds it in memory). */
export const REST_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function endToEnd(headers) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const out = {};
  for (const [key, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(key) && value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * PostgREST's own error shape.
 * @param {string} code
 * @param {string} message
 */
export function postgrestError(code, message) {
  return { code, details: null, hint: null, message };
}

/**
 * The path below /rest/v1 as it goes upstream, or null when it is not a Data API path. Only
 * plain segments pass: no empty segment (`//host:port/...` would name another authority), no
 * `.`/`..` (also not percent-encoded), no backslash, nothing that does not decode.
 * @param {string} rawPath what follows /rest/v1 in the path as sent (no query)
 */
export function restPath(rawPath) {
  if (rawPath === '' || rawPath === '/') return '/';
  if (!rawPath.startsWith('/')) return null;
  const segments = rawPath.slice(1).split('/');
  for (const segment of segments) {
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (
      decoded === '' ||
      decoded === '.' ||
      decoded === '..' ||
      /[\\/\0]/.test(decoded) ||
      !/^[\x21-\x7e]+$/.test(segment)
    )
      return null;
  }
  return `/${segments.join('/')}`;
}

/**
 * @param {{ host: string, port: number }} upstream PostgREST's fixed origin
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path a path from `restPath`
 * @param {string} query the query as sent, with its `?` (or '')
 * @param {Record<string, string>} headers headers every response carries (CORS)
 * @param {(line: string) => void} log
 */
export function proxyToPostgrest(upstream, req, res, path, query, headers, log) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > REST_BODY_LIMIT) {
    req.resume();
    sendJson(res, 413, postgrestError('PGRST413', 'Request body too large'), headers);
    return;
  }
  const forwarded = endToEnd(req.headers);
  for (const name of CLIENT_CLAIMED) delete forwarded[name];
  forwarded['x-forwarded-for'] = clientAddress(req);
  // Like the hosted gateway: without a user token the request runs with the API key's role.
  if (!forwarded.authorization && typeof req.headers.apikey === 'string') {
    forwarded.authorization = `Bearer ${req.headers.apikey}`;
  }

  let refused = false;
  const unavailable = (/** @type {Error} */ error) => {
    if (refused) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    log(`gateway: PostgREST is not reachable: ${error.message}`);
    sendJson(
      res,
      503,
      postgrestError('PGRST000', 'The Data API (PostgREST) is not reachable; try again shortly.'),
      headers,
    );
  };

  let outgoing;
  try {
    // Host and port are PostgREST's, always: the client chooses only the path.
    outgoing = request({
      host: upstream.host,
      port: upstream.port,
      path: `${path}${query}`,
      method: req.method,
      headers: forwarded,
    });
  } catch (error) {
    req.resume();
    sendJson(res, 400, postgrestError('PGRST100', 'Invalid request target'), headers);
    log(`gateway: refused a REST target: ${/** @type {Error} */ (error).message}`);
    return;
  }
  outgoing.on('response', (response) => {
    // PostgREST's 500s (a cancelled statement, a lost connection) are the service failing,
    // not the request: they go out as 503 with PostgREST's body.
    const status = !response.statusCode || response.statusCode === 500 ? 503 : response.statusCode;
    res.writeHead(status, { ...endToEnd(response.headers), ...headers });
    response.pipe(res);
    response.on('error', () => res.destroy());
  });
  outgoing.on('error', unavailable);
  // The client went away: stop the upstream work too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });

  let size = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    size += chunk.length;
    if (size > REST_BODY_LIMIT && !refused) {
      refused = true;
      req.unpipe(outgoing);
      outgoing.destroy();
      req.resume();
      if (!res.headersSent)
        sendJson(res, 413, postgrestError('PGRST413', 'Request body too large'), headers);
    }
  });
  req.on('error', () => outgoing.destroy());
  req.pipe(outgoing);
}

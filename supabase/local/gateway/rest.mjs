// @ts-check
// /rest/v1 is PostgREST itself: requests and responses stream through unchanged.
import { request } from 'node:http';

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
 * @param {string} restUrl PostgREST's own URL
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathAndQuery what follows /rest/v1
 * @param {Record<string, string>} headers headers every response carries (CORS)
 */
export function proxyToPostgrest(restUrl, req, res, pathAndQuery, headers) {
  const target = new URL(pathAndQuery || '/', restUrl);
  const forwarded = endToEnd(req.headers);
  // Like the hosted gateway: without a user token the request runs with the API key's role.
  if (!forwarded.authorization && typeof req.headers.apikey === 'string') {
    forwarded.authorization = `Bearer ${req.headers.apikey}`;
  }
  const upstream = request(target, { method: req.method, headers: forwarded }, (response) => {
    res.writeHead(response.statusCode ?? 502, { ...endToEnd(response.headers), ...headers });
    response.pipe(res);
  });
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    const body = JSON.stringify({ message: `PostgREST is not reachable: ${error.message}` });
    res.writeHead(502, { ...headers, 'content-type': 'application/json' });
    res.end(body);
  });
  req.pipe(upstream);
}

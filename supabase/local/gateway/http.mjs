// @ts-check
// Small HTTP helpers shared by the gateway's routes.

/** Response headers the browser may read (supabase-js reads Content-Range for counts). */
const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Length',
  'Content-Type',
  'Content-Profile',
  'Content-Location',
  'Location',
  'Range-Unit',
  'Preference-Applied',
  'ETag',
  'Last-Modified',
  'Cache-Control',
  'X-Supabase-Api-Version',
].join(', ');

/**
 * CORS like the hosted API gateway: any origin, any request header. No credentials: the API
 * is authorised by headers, never by cookies, so a reflected origin must not carry them.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function corsHeaders(req) {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'authorization, apikey, content-type, x-client-info, prefer, range, accept, accept-profile, content-profile, x-upsert, x-supabase-api-version, cache-control, x-metadata',
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '3600',
    vary: 'Origin',
  };
}

/** An error that already knows its HTTP status and wire body. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {unknown} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/**
 * Reads the whole request body, refusing more than `limit` bytes.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @param {() => HttpError} tooLarge
 * @returns {Promise<Buffer>}
 */
export async function readBody(req, limit, tooLarge) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw tooLarge();
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON object body; an empty body is `{}`.
 * @param {import('node:http').IncomingMessage} req
 * @param {(message: string) => HttpError} badJson
 * @returns {Promise<Record<string, any>>}
 */
export async function readJson(req, badJson) {
  const body = await readBody(req, 1024 * 1024, () => badJson('Request body too large'));
  if (body.length === 0) return {};
  try {
    const value = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    return {};
  } catch (error) {
    throw badJson(`Could not parse request body as JSON: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * The client's own address, as the socket sees it (IPv4-mapped IPv6 written as IPv4). This,
 * never a header the client sent, is what the gateway reports as X-Forwarded-For, as hosted's
 * edge does, so a client cannot claim another address.
 * @param {import('node:http').IncomingMessage} req
 */
export function clientAddress(req) {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** @param {string} address */
export function isLoopback(address) {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * What a failure the gateway did not foresee should answer: never a 500. A database that is
 * down or restarting is 503; input the database refused as malformed (class 22: bad
 * encoding, a NUL byte, a value out of range; class 23: a constraint) is the client's 400.
 * @param {unknown} error
 * @returns {{ status: 400 | 503, message: string }}
 */
export function failureStatus(error) {
  const code = String(/** @type {{ code?: unknown }} */ (error)?.code ?? '');
  if (/^2[23][0-9A-Z]{3}$/.test(code))
    return { status: 400, message: /** @type {Error} */ (error).message };
  return { status: 503, message: 'The service is temporarily unavailable; try again shortly.' };
}

/**
 * The bearer token of the request, if any.
 * @param {import('node:http').IncomingMessage} req
 */
export function bearerToken(req) {
  const match = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1]?.trim() ?? null;
}

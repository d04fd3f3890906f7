// @ts-check
// The API gateway: one HTTP origin with hosted Supabase's routes, like Kong on hosted.
import { createServer } from 'node:http';
import { handleAuth } from './auth.mjs';
import { corsHeaders, sendJson } from './http.mjs';
import { verifyJwt } from './jwt.mjs';
import { createMailbox } from './mailbox.mjs';
import { proxyToPostgrest } from './rest.mjs';
import { handleStorage } from './storage.mjs';

/** Routes a browser opens directly (links in mails, public and signed files): no apikey. */
const OPEN_ROUTES = [
  /^GET \/auth\/v1\/verify$/,
  /^(GET|HEAD) \/storage\/v1\/object\/(public|sign)\//,
  /^GET \/_local\/mailbox$/,
];

/**
 * The project's keys are the anon and service_role keys. A user's access token is not an API
 * key (hosted's gateway knows only the project keys), so it never stands in for one.
 */
const API_KEY_ROLES = new Set(['anon', 'service_role']);

/**
 * The apikey (header or query) must be a key signed with the project's secret, as on hosted.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @returns {Promise<{ message: string, hint: string } | null>} the refusal, if any
 */
async function apiKeyProblem(req, url) {
  const header = req.headers.apikey;
  const key = (typeof header === 'string' ? header : null) ?? url.searchParams.get('apikey');
  if (!key)
    return {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
  try {
    const claims = await verifyJwt(key);
    if (typeof claims.role === 'string' && API_KEY_ROLES.has(claims.role)) return null;
  } catch {
    // refused below
  }
  return {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  };
}

/**
 * @param {{ pool: import('pg').Pool, restUrl: string, publicUrl: string, filesDir: string, log: (line: string) => void }} options
 */
export function createGateway({ pool, restUrl, publicUrl, filesDir, log }) {
  const mailbox = createMailbox(log);
  const authContext = { pool, publicUrl, mailbox, wrongCodes: new Map() };
  const storageContext = { pool, filesDir };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', publicUrl);
    const headers = corsHeaders(req);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(200, { ...headers, 'content-length': '0' });
        res.end();
        return;
      }
      const route = `${req.method} ${url.pathname}`;
      if (!OPEN_ROUTES.some((r) => r.test(route))) {
        const problem = await apiKeyProblem(req, url);
        if (problem) {
          req.resume();
          sendJson(res, 401, problem, headers);
          return;
        }
      }
      const { pathname } = url;
      if (pathname.startsWith('/rest/v1')) {
        const pathAndQuery = `${pathname.slice('/rest/v1'.length) || '/'}${url.search}`;
        proxyToPostgrest(restUrl, req, res, pathAndQuery, headers);
      } else if (pathname.startsWith('/auth/v1/')) {
        await handleAuth(authContext, req, res, pathname.slice('/auth/v1'.length), url, headers);
      } else if (pathname.startsWith('/storage/v1/')) {
        // Object names come from the path as sent: `new URL` resolves `..` and `%2e%2e`
        // segments, which would hide a traversal attempt from storage's key check.
        const sentPath = (req.url ?? '').split('?')[0] ?? '';
        const storagePath = sentPath.startsWith('/storage/v1/') ? sentPath : pathname;
        await handleStorage(
          storageContext,
          req,
          res,
          storagePath.slice('/storage/v1'.length),
          url,
          headers,
        );
      } else if (pathname === '/_local/mailbox') {
        sendJson(res, 200, mailbox.list(url.searchParams.get('email')), headers);
      } else {
        req.resume();
        sendJson(res, 404, { message: 'no Route matched with those values' }, headers);
      }
    } catch (error) {
      log(
        `gateway: ${req.method} ${url.pathname} failed: ${/** @type {Error} */ (error).stack ?? error}`,
      );
      if (!res.headersSent)
        sendJson(res, 500, { message: 'An unexpected error occurred' }, headers);
      else res.destroy();
    }
  });
  return server;
}

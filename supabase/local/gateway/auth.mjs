// @ts-check
// A GoTrue-compatible subset (/auth/v1) in GoTrue's wire format, enough for supabase-js's
// email and password flows: signup (with e-mail confirmation, like hosted), token (password,
// refresh_token), user, logout, recover, resend, verify, settings, health, and the admin users
// API the service role uses. Access tokens go through the Custom Access Token hook configured
// in supabase/config.toml, called the way hosted GoTrue calls it. Limits per client address
// as hosted has them, and no answer or timing that tells whether an address has an account
// (decisions 0012, 0013).
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readAuthConfig } from '../config.mjs';
import { createAuthLimits } from './auth-limits.mjs';
import { inAuthTransaction } from './db.mjs';
import { bearerToken, HttpError, readJson, sendJson } from './http.mjs';
import { signJwt, verifyJwt } from './jwt.mjs';

/** Wrong one-time codes for one address before its pending links are cancelled. */
const MAX_WRONG_CODES = 5;
const MAX_PASSWORD_LENGTH = 72;
const MAX_EMAIL_LENGTH = 255;
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
const API_VERSION = '2024-01-01';
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** Claims GoTrue requires in a hook's answer. */
const REQUIRED_CLAIMS = [
  'aud',
  'exp',
  'iat',
  'sub',
  'email',
  'phone',
  'role',
  'aal',
  'session_id',
  'is_anonymous',
];

/**
 * GoTrue's error: the HTTP status, an error code and a message (`msg`). Rendered per the
 * client's X-Supabase-Api-Version like GoTrue does.
 */
class AuthError extends HttpError {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} msg
   * @param {Record<string, unknown>} [extra]
   */
  constructor(status, code, msg, extra = {}) {
    super(status, { code, msg, ...extra });
    this.code = code;
    this.msg = msg;
    this.extra = extra;
  }
}

const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
const badJson = (/** @type {string} */ message) => new AuthError(400, 'bad_json', message);

/**
 * PostgreSQL's jsonb has no place for U+0000: refused here with a sentence instead of the
 * database's error (a 500).
 * @param {string} text
 */
function refuseNullCharacter(text) {
  if (text.includes('\u0000'))
    throw new AuthError(
      422,
      'validation_failed',
      'User metadata cannot contain the null character.',
    );
}

/** User metadata is small: a name and a role (issue 22). The database holds the same bound. */
export const USER_DATA_MAX_BYTES = 4096;
const USER_DATA_MAX_DEPTH = 8;

/**
 * The user metadata a request carries (`data`, `user_metadata`): an object, or `{}` as GoTrue
 * reads anything else; refused with 422 when it is nested deeper than 8 levels or larger than
 * 4 KB as JSON, or when a key or text holds U+0000. The depth is measured without recursion, so no nesting can exhaust the stack.
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
export function checkUserData(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  /** @type {[unknown, number][]} */
  const stack = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = /** @type {[unknown, number]} */ (stack.pop());
    if (typeof item === 'string') refuseNullCharacter(item);
    if (!item || typeof item !== 'object') continue;
    if (!Array.isArray(item)) Object.keys(item).forEach(refuseNullCharacter);
    if (depth > USER_DATA_MAX_DEPTH) {
      throw new AuthError(
        422,
        'validation_failed',
        `User metadata is nested too deeply: at most ${USER_DATA_MAX_DEPTH} levels.`,
      );
    }
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > USER_DATA_MAX_BYTES) {
    throw new AuthError(
      422,
      'validation_failed',
      `User metadata is too large: at most ${USER_DATA_MAX_BYTES} bytes of JSON.`,
    );
  }
  return /** @type {Record<string, unknown>} */ (value);
}
const tooManyRequests = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
const tooManyMails = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * @typedef {object} AuthContext
 * @property {import('pg').Pool} pool
 * @property {string} publicUrl the gateway's own URL, for links in mails and the `iss` claim
 * @property {ReturnType<typeof import('./mailbox.mjs').createMailbox>} mailbox
 * @property {Map<string, number>} wrongCodes wrong one-time codes per address since its last mail
 */

/**
 * @typedef {object} AuthState
 * @property {import('../config.mjs').AuthConfig} config
 * @property {import('./auth-limits.mjs').AuthLimits} limits
 * @property {Promise<string> | null} dummyHash a bcrypt hash no password matches
 */

/** @type {WeakMap<AuthContext, AuthState>} */
const states = new WeakMap();

/** The configuration and limits of one gateway, made on its first auth request. @param {AuthContext} ctx */
function stateOf(ctx) {
  let state = states.get(ctx);
  if (!state) {
    const config = readAuthConfig();
    state = { config, limits: createAuthLimits(config.rateLimit), dummyHash: null };
    states.set(ctx, state);
  }
  return state;
}

/**
 * The client's address: the socket's. Hosted reads it from the header its own edge sets; a
 * client's X-Forwarded-For is never trusted here.
 * @param {import('node:http').IncomingMessage} req
 */
function clientAddress(req) {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Uses one request of the client's bucket, or refuses with 429 like GoTrue.
 * @param {ReturnType<typeof import('./auth-limits.mjs').createLimiter>} limiter
 * @param {import('node:http').IncomingMessage} req
 */
function limitClient(limiter, req) {
  if (!limiter.take(clientAddress(req))) throw tooManyRequests();
}

/** @param {unknown} email */
function normaliseEmail(email) {
  const value = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!value) throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (value.length > MAX_EMAIL_LENGTH) {
    throw new AuthError(400, 'validation_failed', 'An email address is too long');
  }
  if (!EMAIL_FORMAT.test(value)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return value;
}

/** @param {AuthState} state @param {unknown} password */
function checkPassword(state, password) {
  if (typeof password !== 'string' || password === '') {
    throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  // PostgreSQL text cannot hold NUL; GoTrue would store it, we refuse it plainly.
  if (password.includes('\u0000')) {
    throw new AuthError(400, 'validation_failed', 'Password cannot contain a NUL character');
  }
  const min = state.config.minimumPasswordLength;
  if (password.length < min) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

/**
 * The user as GoTrue serialises it.
 * @param {Record<string, any>} u a row of auth.users
 * @param {Record<string, any>[]} identities rows of auth.identities
 */
function userJson(u, identities) {
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: u.email_confirmed_at ?? undefined,
    phone: u.phone ?? '',
    confirmation_sent_at: u.confirmation_sent_at ?? undefined,
    confirmed_at: u.confirmed_at ?? undefined,
    recovery_sent_at: u.recovery_sent_at ?? undefined,
    last_sign_in_at: u.last_sign_in_at ?? undefined,
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: i.last_sign_in_at,
      created_at: i.created_at,
      updated_at: i.updated_at,
      email: i.email,
    })),
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous,
  };
}

/**
 * What a sign-up answers when the address is taken: a user that looks exactly like a new,
 * unconfirmed one (hosted leaves `identities` empty, which tells; we do not).
 * @param {string} email
 * @param {Record<string, unknown>} data
 */
function obfuscatedUser(email, data) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const identityData = { ...data, email, email_verified: false, phone_verified: false, sub: id };
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: identityData,
    identities: [
      {
        identity_id: randomUUID(),
        id,
        user_id: id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * @param {import('pg').ClientBase} db
 * @param {string} column 'id' or 'email'
 * @param {string} value
 */
async function findUser(db, column, value) {
  const where = column === 'id' ? 'id = $1' : 'lower(email) = lower($1)';
  const { rows } = await db.query(
    `select * from auth.users where ${where} and deleted_at is null`,
    [value],
  );
  return rows[0] ?? null;
}

/** @param {import('pg').ClientBase} db @param {Record<string, any>} user */
async function loadUserJson(db, user) {
  const { rows } = await db.query(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  return userJson(user, rows);
}

function newRefreshToken() {
  return randomBytes(16).toString('base64url');
}

/**
 * Calls the Custom Access Token hook as hosted GoTrue does: `select <hook>(event)` inside the
 * token's transaction, as supabase_auth_admin, with a 2 s statement timeout. An `error` in the
 * answer refuses the token with the hook's HTTP code and message (GoTrue's code `unknown`).
 * @param {AuthState} state
 * @param {import('pg').ClientBase} db
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} claims
 * @param {string} method GoTrue's authentication method name
 */
async function applyAccessTokenHook(state, db, req, claims, method) {
  const hook = state.config.customAccessTokenHook;
  if (!hook) return claims;
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'customize-access-token',
      ip_address: clientAddress(req),
    },
    user_id: claims.sub,
    claims,
    authentication_method: method,
  };
  await db.query("set local statement_timeout = '2000'");
  const { rows } = await db.query(`select ${hook}($1::jsonb) as answer`, [event]);
  await db.query('set local statement_timeout to default');
  const answer = rows[0]?.answer;
  const error = answer?.error;
  if (error && typeof error.message === 'string' && error.message) {
    const status = Number.isInteger(error.http_code) && error.http_code ? error.http_code : 500;
    throw new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', error.message);
  }
  const output = answer?.claims;
  if (!output || typeof output !== 'object') {
    throw new AuthError(500, 'unexpected_failure', 'output claims field is missing');
  }
  const missing = REQUIRED_CLAIMS.filter((name) => !(name in output));
  if (missing.length) {
    throw new AuthError(
      500,
      'unexpected_failure',
      `output claims do not conform to the expected schema: missing ${missing.join(', ')}`,
    );
  }
  return output;
}

/**
 * The authentication methods of a session, newest first, as GoTrue's `amr` claim.
 * @param {import('pg').ClientBase} db
 * @param {string} sessionId
 */
async function amrOf(db, sessionId) {
  const { rows } = await db.query(
    `select authentication_method, extract(epoch from updated_at)::bigint as at
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.authentication_method, timestamp: Number(row.at) }));
}

/**
 * Issues an access token for a session and returns the session in GoTrue's shape.
 * @param {AuthContext} ctx
 * @param {import('pg').ClientBase} db
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} user
 * @param {{ sessionId: string, refreshToken: string, method: string }} session
 */
async function sessionJson(ctx, db, req, user, { sessionId, refreshToken, method }) {
  const state = stateOf(ctx);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + state.config.jwtExpiry;
  const claims = await applyAccessTokenHook(
    state,
    db,
    req,
    {
      iss: `${ctx.publicUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: await amrOf(db, sessionId),
      session_id: sessionId,
      is_anonymous: Boolean(user.is_anonymous),
    },
    method,
  );
  return {
    access_token: await signJwt(claims),
    token_type: 'bearer',
    expires_in: state.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserJson(db, user),
  };
}

/**
 * Starts a new session (a sign-in) for the user. A refusal of the hook rolls it back with
 * the rest of the transaction.
 * @param {AuthContext} ctx
 * @param {import('pg').ClientBase} db
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} user
 * @param {string} method 'password' | 'otp'
 */
async function createSession(ctx, db, req, user, method) {
  const { rows } = await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, ip, user_agent)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, $3) returning id`,
    [user.id, clientAddress(req).replace(/^::ffff:/, ''), req.headers['user-agent'] ?? null],
  );
  const sessionId = rows[0].id;
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)`,
    [sessionId, method],
  );
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ($1, $2, $3, false, now(), now(), $4)`,
    [INSTANCE_ID, refreshToken, user.id, sessionId],
  );
  const { rows: signedIn } = await db.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
    [user.id],
  );
  await db.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [
    user.id,
  ]);
  return sessionJson(ctx, db, req, signedIn[0], { sessionId, refreshToken, method });
}

/**
 * The claims of a valid bearer JWT, or GoTrue's refusal.
 * @param {import('node:http').IncomingMessage} req
 */
async function requireClaims(req) {
  const token = bearerToken(req);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(token);
  } catch (error) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${/** @type {Error} */ (error).message}`,
    );
  }
}

/**
 * The signed-in user of a request, checked like GoTrue: valid token, live session, live user.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('pg').ClientBase} db
 */
async function requireUser(req, db) {
  const claims = await requireClaims(req);
  if (typeof claims.sub !== 'string' || !claims.sub) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (typeof claims.session_id === 'string') {
    const { rowCount } = await db.query('select 1 from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    if (!rowCount) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  const user = await findUser(db, 'id', claims.sub);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims };
}

/** The admin API takes the service role's key as bearer, as GoTrue's requireAdminCredentials. */
async function requireServiceRole(/** @type {import('node:http').IncomingMessage} */ req) {
  const claims = await requireClaims(req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/** A database error (it has an SQLSTATE), as opposed to a bug in this file. @param {unknown} error */
function isDatabaseError(error) {
  return (
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
  );
}

/**
 * A bcrypt hash of a random password (same cost as real ones): comparing against it costs what
 * comparing against a real hash costs, so an unknown address answers as slowly as a known one.
 * @param {AuthState} state
 * @param {import('pg').ClientBase} db
 */
function dummyHash(state, db) {
  state.dummyHash ??= db
    .query("select extensions.crypt($1, extensions.gen_salt('bf', 10)) as hash", [
      randomBytes(24).toString('base64url'),
    ])
    .then(({ rows }) => rows[0].hash);
  state.dummyHash.catch(() => {
    state.dummyHash = null;
  });
  return state.dummyHash;
}

/**
 * A keyed token for a mailed link: a sha224 HMAC of the address and the one-time code. GoTrue's
 * is a plain sha224, which anyone who knows the address could compute for each of the million
 * codes; keyed, it cannot be guessed, and codes can only be tried through POST /verify.
 */
const TOKEN_HASH_KEY = randomBytes(32);
function hashToken(/** @type {string} */ email, /** @type {string} */ otp) {
  return createHmac('sha224', TOKEN_HASH_KEY).update(`${email}${otp}`).digest('hex');
}

/**
 * Before any mail: the client's hourly mail budget and the one-a-minute rule for the recipient
 * (per kind of mail, as GoTrue keeps confirmation_sent_at and recovery_sent_at apart), the same
 * for addresses with and without an account (else the answer would tell them apart).
 * Returns whether the recipient may get a mail now.
 * @param {AuthState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {string} email
 * @param {{ kind: 'confirmation' | 'recovery', refuseWhenRecent: boolean }} options
 */
function admitMail(state, req, email, { kind, refuseWhenRecent }) {
  const { emailsPerClient, mailCooldown } = state.limits;
  const key = `${kind}:${email}`;
  const wait = mailCooldown.wait(key);
  if (wait > 0) {
    if (refuseWhenRecent) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    return false;
  }
  if (!emailsPerClient.take(clientAddress(req))) throw tooManyMails();
  mailCooldown.mark(key);
  return true;
}

/**
 * Redirects may go to the site URL or an allowed redirect URL (config.toml: any port of
 * localhost and 127.0.0.1). Anything else falls back to the site URL, as GoTrue does.
 * @param {AuthState} state
 * @param {string | null} redirectTo
 */
function allowedRedirect(state, redirectTo) {
  const site = state.config.siteUrl;
  if (!redirectTo) return site;
  try {
    const target = new URL(redirectTo);
    const local = ['localhost', '127.0.0.1'].includes(target.hostname);
    return local && ['http:', 'https:'].includes(target.protocol) ? target.toString() : site;
  } catch {
    return site;
  }
}

/**
 * Mails a fresh confirmation link to an unconfirmed user (sign-up and resend).
 * @param {AuthContext} ctx
 * @param {import('pg').ClientBase} db
 * @param {Record<string, any>} user
 * @param {string} redirectTo
 */
async function sendConfirmation(ctx, db, user, redirectTo) {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = hashToken(user.email.toLowerCase(), otp);
  await db.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
    [user.id, tokenHash],
  );
  ctx.wrongCodes.delete(user.email.toLowerCase());
  const link = `${ctx.publicUrl}/auth/v1/verify?token=${tokenHash}&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`;
  ctx.mailbox.send({
    to: user.email,
    subject: 'Confirm Your Signup',
    text: `Confirm your signup\n\nFollow this link to confirm your user:\n${link}\n\nAlternatively, enter the code: ${otp}`,
    link,
  });
}

/** @type {Record<string, (ctx: AuthContext, req: import('node:http').IncomingMessage, url: URL) => Promise<{ status: number, body?: unknown, headers?: Record<string, string> }>>} */
const routes = {
  async 'POST /signup'(ctx, req, url) {
    const state = stateOf(ctx);
    limitClient(state.limits.signup, req);
    const body = await readJson(req, badJson);
    const email = normaliseEmail(body.email);
    const password = checkPassword(state, body.password);
    const data = checkUserData(body.data);
    const redirectTo = allowedRedirect(state, url.searchParams.get('redirect_to'));
    const confirm = state.config.enableConfirmations;
    // Every sign-up, new address or not, uses the mail budget: its answer never depends on
    // whether the address has an account.
    const mayMail = confirm
      ? admitMail(state, req, email, { kind: 'confirmation', refuseWhenRecent: false })
      : false;
    return inAuthTransaction(ctx.pool, async (db) => {
      const existing = await findUser(db, 'email', email);
      if (existing) {
        // Hashing as a new sign-up does, so that the answer takes as long.
        await db.query('select extensions.crypt($1, $2)', [password, await dummyHash(state, db)]);
        if (!confirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        // Hosted re-sends the link to an address that never confirmed; a confirmed one gets
        // nothing. Either way the answer is a made-up user, as for a new address.
        if (!existing.email_confirmed_at && mayMail) {
          await sendConfirmation(ctx, db, existing, redirectTo);
        }
        return { status: 200, body: obfuscatedUser(email, data) };
      }
      /** @type {Record<string, any>} */
      let user;
      try {
        const { rows } = await db.query(
          `insert into auth.users (
             instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
             confirmation_token, recovery_token, email_change_token_new, email_change,
             raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous
           ) values (
             $1, gen_random_uuid(), 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf', 10)), case when $5 then null else now() end,
             '', '', '', '',
             '{"provider": "email", "providers": ["email"]}', $4, now(), now(), false
           ) returning *`,
          [INSTANCE_ID, email, password, data, confirm],
        );
        user = rows[0];
        // GoTrue's identity holds the sign-up data and the provider's claims, and copies the
        // claims into the user metadata.
        const identityData = {
          ...data,
          sub: user.id,
          email,
          email_verified: !confirm,
          phone_verified: false,
        };
        await db.query(
          `update auth.users set raw_user_meta_data = raw_user_meta_data || $2 where id = $1`,
          [user.id, identityData],
        );
        await db.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
           values ($1, $2, $3, 'email', now(), now(), now())`,
          [user.id, user.id, identityData],
        );
      } catch (error) {
        if (!isDatabaseError(error)) throw error;
        const pgError = /** @type {{ code: string, message: string }} */ (error);
        if (pgError.code === '23505')
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        // A trigger of the migrations (e.g. creating the profile) failed: GoTrue says this.
        console.error(`auth: signup of ${email} failed in the database: ${pgError.message}`);
        throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
      }
      if (!confirm) {
        return { status: 200, body: await createSession(ctx, db, req, user, 'password') };
      }
      if (mayMail) await sendConfirmation(ctx, db, user, redirectTo);
      user = await findUser(db, 'id', user.id);
      // No session until the address is confirmed (hosted's "Confirm email").
      return { status: 200, body: await loadUserJson(db, user) };
    });
  },

  async 'POST /token'(ctx, req, url) {
    const state = stateOf(ctx);
    const grantType = url.searchParams.get('grant_type');
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      req.resume();
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
    limitClient(state.limits.token, req);
    const body = await readJson(req, badJson);
    if (grantType === 'password') {
      if (typeof body.email !== 'string' || typeof body.password !== 'string')
        throw invalidCredentials();
      const email = body.email.trim().toLowerCase();
      // Wrong passwords per address, known or not: guessing one account's password is slow
      // however many client addresses try.
      if (!state.limits.wrongPasswords.allows(email)) throw tooManyRequests();
      const password = body.password.includes('\u0000') ? '' : body.password;
      return inAuthTransaction(ctx.pool, async (db) => {
        const user = email.length <= MAX_EMAIL_LENGTH ? await findUser(db, 'email', email) : null;
        const hash = user?.encrypted_password || (await dummyHash(state, db));
        const { rows } = await db.query('select extensions.crypt($1, $2) = $2 as ok', [
          password,
          hash,
        ]);
        if (!user || !user.encrypted_password || !rows[0].ok || !password) {
          state.limits.wrongPasswords.take(email);
          throw invalidCredentials();
        }
        if (!user.email_confirmed_at) {
          throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
        }
        return { status: 200, body: await createSession(ctx, db, req, user, 'password') };
      });
    }
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    const refreshed = await inAuthTransaction(ctx.pool, async (db) => {
      const { rows } = await db.query(
        'select * from auth.refresh_tokens where token = $1 for update',
        [token],
      );
      const current = rows[0];
      if (!current || !current.session_id) {
        throw new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      if (current.revoked) {
        // Reuse of a rotated token: end the whole session, as GoTrue does outside its reuse
        // interval. The refusal is thrown after the commit, or the rollback would undo this.
        await db.query('delete from auth.sessions where id = $1', [current.session_id]);
        return null;
      }
      const user = await findUser(db, 'id', current.user_id);
      if (!user)
        throw new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      const refreshToken = newRefreshToken();
      await db.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [current.id],
      );
      await db.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, $3, false, now(), now(), $4, $5)`,
        [INSTANCE_ID, refreshToken, user.id, current.token, current.session_id],
      );
      await db.query(
        'update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1',
        [current.session_id],
      );
      return {
        status: 200,
        body: await sessionJson(ctx, db, req, user, {
          sessionId: current.session_id,
          refreshToken,
          method: 'token_refresh',
        }),
      };
    });
    if (!refreshed) {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return refreshed;
  },

  async 'GET /user'(ctx, req) {
    return inAuthTransaction(ctx.pool, async (db) => {
      const { user } = await requireUser(req, db);
      return { status: 200, body: await loadUserJson(db, user) };
    });
  },

  async 'PUT /user'(ctx, req) {
    const state = stateOf(ctx);
    limitClient(state.limits.userUpdate, req);
    const body = await readJson(req, badJson);
    return inAuthTransaction(ctx.pool, async (db) => {
      let { user, claims } = await requireUser(req, db);
      if (body.password !== undefined) {
        const password = checkPassword(state, body.password);
        const { rows } = await db.query(
          "select coalesce(encrypted_password, '') <> '' and encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1",
          [user.id, password],
        );
        if (rows[0]?.same) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
        // As GoTrue's UpdatePassword: outstanding links die, other sessions end.
        await db.query(
          `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)),
             confirmation_token = '', recovery_token = '', updated_at = now() where id = $1`,
          [user.id, password],
        );
        await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          typeof claims.session_id === 'string' ? claims.session_id : null,
        ]);
      }
      if (body.email !== undefined && body.email !== user.email) {
        // Hosted sends confirmation mails first; locally the change applies at once.
        const email = normaliseEmail(body.email);
        const other = await findUser(db, 'email', email);
        if (other && other.id !== user.id) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        await db.query('update auth.users set email = $2, updated_at = now() where id = $1', [
          user.id,
          email,
        ]);
        await db.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
           where user_id = $1 and provider = 'email'`,
          [user.id, email],
        );
      }
      if (body.data && typeof body.data === 'object') {
        // GoTrue merges the keys; a null value removes the key.
        const merged = { ...(user.raw_user_meta_data ?? {}), ...checkUserData(body.data) };
        for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
        checkUserData(merged);
        await db.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
          [user.id, merged],
        );
      }
      user = await findUser(db, 'id', user.id);
      return { status: 200, body: await loadUserJson(db, user) };
    });
  },

  async 'POST /logout'(ctx, req, url) {
    const scope = url.searchParams.get('scope') ?? 'global';
    return inAuthTransaction(ctx.pool, async (db) => {
      const { user, claims } = await requireUser(req, db);
      const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
      if (scope === 'local') {
        await db.query('delete from auth.sessions where id = $1', [sessionId]);
      } else if (scope === 'others') {
        await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          sessionId,
        ]);
      } else {
        await db.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
      return { status: 204 };
    });
  },

  async 'POST /recover'(ctx, req, url) {
    const state = stateOf(ctx);
    limitClient(state.limits.recover, req);
    const body = await readJson(req, badJson);
    const email = normaliseEmail(body.email);
    const redirectTo = allowedRedirect(state, url.searchParams.get('redirect_to'));
    // The limits come first and apply to every address: the answer never tells which have an account.
    admitMail(state, req, email, { kind: 'recovery', refuseWhenRecent: true });
    await inAuthTransaction(ctx.pool, async (db) => {
      const user = await findUser(db, 'email', email);
      if (!user) return;
      ctx.wrongCodes.delete(user.email.toLowerCase());
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const tokenHash = hashToken(user.email.toLowerCase(), otp);
      await db.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
        [user.id, tokenHash],
      );
      const link = `${ctx.publicUrl}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
      ctx.mailbox.send({
        to: user.email,
        subject: 'Reset Your Password',
        text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}`,
        link,
      });
    });
    return { status: 200, body: {} };
  },

  async 'POST /resend'(ctx, req, url) {
    const state = stateOf(ctx);
    limitClient(state.limits.resend, req);
    const body = await readJson(req, badJson);
    if (body.type !== 'signup') {
      throw new AuthError(
        400,
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = normaliseEmail(body.email);
    const redirectTo = allowedRedirect(
      state,
      url.searchParams.get('redirect_to') ??
        (typeof body.options?.emailRedirectTo === 'string' ? body.options.emailRedirectTo : null),
    );
    admitMail(state, req, email, { kind: 'confirmation', refuseWhenRecent: true });
    await inAuthTransaction(ctx.pool, async (db) => {
      const user = await findUser(db, 'email', email);
      // Unknown or already confirmed: the same empty answer, no mail (as hosted).
      if (user && !user.email_confirmed_at) await sendConfirmation(ctx, db, user, redirectTo);
    });
    return { status: 200, body: {} };
  },

  async 'GET /verify'(ctx, req, url) {
    const state = stateOf(ctx);
    limitClient(state.limits.verify, req);
    const redirectTo = allowedRedirect(state, url.searchParams.get('redirect_to'));
    const type = url.searchParams.get('type') ?? '';
    const token = url.searchParams.get('token') ?? '';
    /** @type {URLSearchParams} */
    let fragment;
    try {
      const session = await consumeEmailToken(ctx, req, type, { tokenHash: token });
      fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      // GoTrue puts a refused link's error in the fragment of the redirect.
      fragment = new URLSearchParams({
        error: error.status >= 500 ? 'server_error' : 'access_denied',
        error_code: error.code,
        error_description:
          error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.msg,
      });
    }
    return { status: 303, headers: { location: `${redirectTo.split('#')[0]}#${fragment}` } };
  },

  async 'POST /verify'(ctx, req) {
    const state = stateOf(ctx);
    limitClient(state.limits.verify, req);
    const body = await readJson(req, badJson);
    const session = await consumeEmailToken(ctx, req, String(body.type ?? ''), {
      tokenHash: typeof body.token_hash === 'string' ? body.token_hash : undefined,
      email: typeof body.email === 'string' ? body.email : undefined,
      otp: typeof body.token === 'string' ? body.token : undefined,
    });
    return { status: 200, body: session };
  },

  async 'GET /settings'(ctx) {
    const state = stateOf(ctx);
    return {
      status: 200,
      body: {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: !state.config.enableConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
    };
  },

  async 'GET /health'() {
    return {
      status: 200,
      body: {
        version: 'local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      },
    };
  },

  async 'POST /admin/users'(ctx, req) {
    await requireServiceRole(req);
    const state = stateOf(ctx);
    const body = await readJson(req, badJson);
    const email = normaliseEmail(body.email);
    const password = body.password === undefined ? null : checkPassword(state, body.password);
    const metadata = checkUserData(body.user_metadata);
    return inAuthTransaction(ctx.pool, async (db) => {
      if (await findUser(db, 'email', email)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      const { rows } = await db.query(
        `insert into auth.users (
           instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           confirmation_token, recovery_token, email_change_token_new, email_change,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous
         ) values (
           $1, gen_random_uuid(), 'authenticated', 'authenticated', $2,
           case when $3::text is null then '' else extensions.crypt($3, extensions.gen_salt('bf', 10)) end,
           case when $5 then now() end, '', '', '', '',
           '{"provider": "email", "providers": ["email"]}', $4, now(), now(), false
         ) returning *`,
        [INSTANCE_ID, email, password, metadata, body.email_confirm === true],
      );
      const user = rows[0];
      const identityData = {
        sub: user.id,
        email,
        email_verified: body.email_confirm === true,
        phone_verified: false,
      };
      await db.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1, $2, $3, 'email', now(), now())`,
        [user.id, user.id, identityData],
      );
      return { status: 200, body: await loadUserJson(db, user) };
    });
  },
};

/**
 * The admin API on one user: GET, PUT (password, email_confirm, user_metadata), DELETE.
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {string} userId
 */
async function adminUser(ctx, req, userId) {
  await requireServiceRole(req);
  const state = stateOf(ctx);
  const body = req.method === 'PUT' ? await readJson(req, badJson) : {};
  return inAuthTransaction(ctx.pool, async (db) => {
    const user = await findUser(db, 'id', userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (req.method === 'DELETE') {
      await db.query('delete from auth.users where id = $1', [user.id]);
      return { status: 200, body: {} };
    }
    if (req.method === 'PUT') {
      if (body.password !== undefined) {
        const password = checkPassword(state, body.password);
        await db.query(
          `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)),
             updated_at = now() where id = $1`,
          [user.id, password],
        );
      }
      if (body.email_confirm === true) {
        await db.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
          [user.id],
        );
      }
      if (body.user_metadata && typeof body.user_metadata === 'object') {
        await db.query(
          'update auth.users set raw_user_meta_data = raw_user_meta_data || $2, updated_at = now() where id = $1',
          [user.id, checkUserData(body.user_metadata)],
        );
      }
    }
    return { status: 200, body: await loadUserJson(db, await findUser(db, 'id', user.id)) };
  });
}

/**
 * Counts a wrong one-time code for an address; the fifth cancels its pending links, so
 * guessing a 6-digit code takes about 200,000 mails (one a minute at most).
 * @param {AuthContext} ctx
 * @param {string} email
 */
async function countWrongCode(ctx, email) {
  const wrong = (ctx.wrongCodes.get(email) ?? 0) + 1;
  if (wrong < MAX_WRONG_CODES) {
    ctx.wrongCodes.set(email, wrong);
    return;
  }
  ctx.wrongCodes.delete(email);
  await inAuthTransaction(ctx.pool, (db) =>
    db.query(
      "update auth.users set recovery_token = '', confirmation_token = '' where lower(email) = $1 and deleted_at is null",
      [email],
    ),
  );
}

/** Where a mailed token of each type lives (GoTrue: recovery and magic links share one). */
const TOKEN_COLUMNS = /** @type {const} */ ({
  signup: [['confirmation_token', 'confirmation_sent_at']],
  recovery: [['recovery_token', 'recovery_sent_at']],
  magiclink: [['recovery_token', 'recovery_sent_at']],
  email: [
    ['confirmation_token', 'confirmation_sent_at'],
    ['recovery_token', 'recovery_sent_at'],
  ],
});

/**
 * Checks a mailed token (by its hash, or by address and code), confirms the address, clears
 * the token and signs the user in with an `otp` session (whose rights the access token hook
 * decides). Throws GoTrue's otp_expired when nothing matches.
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {string} type
 * @param {{ tokenHash?: string, email?: string, otp?: string }} token
 */
async function consumeEmailToken(ctx, req, type, { tokenHash, email, otp }) {
  const columns = TOKEN_COLUMNS[/** @type {keyof typeof TOKEN_COLUMNS} */ (type)];
  if (!columns) throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
  const state = stateOf(ctx);
  const address = email?.trim().toLowerCase() ?? '';
  const hash = tokenHash ?? (address && otp ? hashToken(address, otp) : '');
  if (!hash) throw otpExpired();
  const session = await inAuthTransaction(ctx.pool, async (db) => {
    for (const [tokenColumn, sentColumn] of columns) {
      const { rows } = await db.query(
        `update auth.users
         set ${tokenColumn} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where ${tokenColumn} = $1 and ${sentColumn} > now() - make_interval(secs => $2) and deleted_at is null
         returning *`,
        [hash, state.config.otpExpiry],
      );
      const user = rows[0];
      if (!user) continue;
      await db.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'
         where user_id = $1 and provider = 'email'`,
        [user.id],
      );
      const { rows: confirmed } = await db.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'
         where id = $1 returning *`,
        [user.id],
      );
      return createSession(ctx, db, req, confirmed[0], 'otp');
    }
    return null;
  });
  if (tokenHash === undefined && address) {
    if (session) ctx.wrongCodes.delete(address);
    else await countWrongCode(ctx, address);
  }
  if (!session) throw otpExpired();
  return session;
}

/** /admin/users/{uuid} */
const ADMIN_USER_PATH = /^\/admin\/users\/([0-9a-f-]{36})$/i;

/**
 * Handles a request under /auth/v1 (`path` is the rest of the path).
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {URL} url
 * @param {Record<string, string>} headers headers every response carries (CORS)
 */
export async function handleAuth(ctx, req, res, path, url, headers) {
  const responseHeaders = { ...headers, 'x-supabase-api-version': API_VERSION };
  const route = routes[`${req.method} ${path}`];
  const adminUserId = ADMIN_USER_PATH.exec(path)?.[1];
  try {
    /** @type {{ status: number, body?: unknown, headers?: Record<string, string> }} */
    let answer;
    if (route) answer = await route(ctx, req, url);
    else if (adminUserId && ['GET', 'PUT', 'DELETE'].includes(req.method ?? '')) {
      answer = await adminUser(ctx, req, adminUserId);
    } else {
      req.resume();
      throw new AuthError(404, 'not_found', 'Not Found');
    }
    const { status, body, headers: extra = {} } = answer;
    if (body === undefined) {
      res.writeHead(status, { ...responseHeaders, ...extra });
      res.end();
    } else {
      sendJson(res, status, body, { ...responseHeaders, ...extra });
    }
  } catch (error) {
    if (!(error instanceof AuthError)) console.error('auth:', error);
    const e =
      error instanceof AuthError
        ? error
        : new AuthError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          );
    const clientVersion = String(req.headers['x-supabase-api-version'] ?? '');
    const body =
      clientVersion >= API_VERSION
        ? { code: e.code, msg: e.msg, ...e.extra }
        : { code: e.status, error_code: e.code, msg: e.msg, ...e.extra };
    if (!res.headersSent) sendJson(res, e.status, body, responseHeaders);
  }
}

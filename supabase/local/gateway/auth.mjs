// @ts-check
// A GoTrue-compatible subset (/auth/v1) in GoTrue's wire format, enough for supabase-js's
// email and password flows: signup, token (password, refresh_token), user, logout, recover,
// verify, settings, health.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { SITE_URL } from '../keys.mjs';
import { inAuthTransaction } from './db.mjs';
import { bearerToken, HttpError, readJson, sendJson } from './http.mjs';
import { signJwt, verifyJwt } from './jwt.mjs';

const ACCESS_TOKEN_SECONDS = 3600;
const RECOVERY_TOKEN_SECONDS = 3600;
/** GoTrue's limit on mails to one address: one every 60 seconds. */
const RECOVERY_RESEND_SECONDS = 60;
/** Wrong one-time codes for one address before its pending recovery is cancelled. */
const MAX_WRONG_CODES = 5;
const MIN_PASSWORD_LENGTH = 6;
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
const API_VERSION = '2024-01-01';
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

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
 * @typedef {object} AuthContext
 * @property {import('pg').Pool} pool
 * @property {string} publicUrl the gateway's own URL, for links in mails and the `iss` claim
 * @property {ReturnType<typeof import('./mailbox.mjs').createMailbox>} mailbox
 * @property {Map<string, number>} wrongCodes wrong one-time codes per address since its last mail
 */

/** @param {unknown} email */
function normaliseEmail(email) {
  const value = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL_FORMAT.test(value)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return value;
}

/** @param {unknown} password */
function checkPassword(password) {
  if (typeof password !== 'string' || password === '') {
    throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
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
    email_confirmed_at: u.email_confirmed_at,
    phone: u.phone ?? '',
    confirmed_at: u.confirmed_at,
    recovery_sent_at: u.recovery_sent_at ?? undefined,
    last_sign_in_at: u.last_sign_in_at,
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
 * Issues an access token for a session and returns the session in GoTrue's shape.
 * @param {AuthContext} ctx
 * @param {import('pg').ClientBase} db
 * @param {Record<string, any>} user
 * @param {{ sessionId: string, refreshToken: string, method: string }} session
 */
async function sessionJson(ctx, db, user, { sessionId, refreshToken, method }) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const accessToken = await signJwt({
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
    amr: [{ method, timestamp: iat }],
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserJson(db, user),
  };
}

/**
 * Starts a new session (a sign-in) for the user.
 * @param {AuthContext} ctx
 * @param {import('pg').ClientBase} db
 * @param {Record<string, any>} user
 * @param {string} method 'password' | 'otp'
 */
async function createSession(ctx, db, user, method) {
  const { rows } = await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     values (gen_random_uuid(), $1, now(), now(), 'aal1') returning id`,
    [user.id],
  );
  const sessionId = rows[0].id;
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
  return sessionJson(ctx, db, signedIn[0], { sessionId, refreshToken, method });
}

/**
 * The signed-in user of a request, checked like GoTrue: valid token, live session, live user.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('pg').ClientBase} db
 */
async function requireUser(req, db) {
  const token = bearerToken(req);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  /** @type {Record<string, any>} */
  let claims;
  try {
    claims = await verifyJwt(token);
  } catch (error) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${/** @type {Error} */ (error).message}`,
    );
  }
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

/** A database error (it has an SQLSTATE), as opposed to a bug in this file. @param {unknown} error */
function isDatabaseError(error) {
  return (
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
  );
}

/** @type {Record<string, (ctx: AuthContext, req: import('node:http').IncomingMessage, url: URL) => Promise<{ status: number, body?: unknown, headers?: Record<string, string> }>>} */
const routes = {
  async 'POST /signup'(ctx, req) {
    const body = await readJson(req, badJson);
    const email = normaliseEmail(body.email);
    const password = checkPassword(body.password);
    const data = body.data && typeof body.data === 'object' ? body.data : {};
    return inAuthTransaction(ctx.pool, async (db) => {
      if (await findUser(db, 'email', email)) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
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
             extensions.crypt($3, extensions.gen_salt('bf', 10)), now(), '', '', '', '',
             '{"provider": "email", "providers": ["email"]}', $4, now(), now(), false
           ) returning *`,
          [INSTANCE_ID, email, password, data],
        );
        user = rows[0];
        // GoTrue copies the identity's claims into the user metadata.
        const identityData = { sub: user.id, email, email_verified: true, phone_verified: false };
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
      return { status: 200, body: await createSession(ctx, db, user, 'password') };
    });
  },

  async 'POST /token'(ctx, req, url) {
    const grantType = url.searchParams.get('grant_type');
    const body = await readJson(req, badJson);
    if (grantType === 'password') {
      if (typeof body.email !== 'string' || typeof body.password !== 'string')
        throw invalidCredentials();
      return inAuthTransaction(ctx.pool, async (db) => {
        const { rows } = await db.query(
          `select * from auth.users
           where lower(email) = lower($1) and deleted_at is null
             and encrypted_password is not null and encrypted_password <> ''
             and encrypted_password = extensions.crypt($2, encrypted_password)`,
          [body.email.trim(), body.password],
        );
        const user = rows[0];
        if (!user) throw invalidCredentials();
        return { status: 200, body: await createSession(ctx, db, user, 'password') };
      });
    }
    if (grantType === 'refresh_token') {
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
          body: await sessionJson(ctx, db, user, {
            sessionId: current.session_id,
            refreshToken,
            method: 'password',
          }),
        };
      });
      if (!refreshed) {
        throw new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      return refreshed;
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  },

  async 'GET /user'(ctx, req) {
    return inAuthTransaction(ctx.pool, async (db) => {
      const { user } = await requireUser(req, db);
      return { status: 200, body: await loadUserJson(db, user) };
    });
  },

  async 'PUT /user'(ctx, req) {
    const body = await readJson(req, badJson);
    return inAuthTransaction(ctx.pool, async (db) => {
      let { user } = await requireUser(req, db);
      if (body.password !== undefined) {
        const password = checkPassword(body.password);
        const { rows } = await db.query(
          'select encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1',
          [user.id, password],
        );
        if (rows[0]?.same) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
        await db.query(
          `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)),
             updated_at = now() where id = $1`,
          [user.id, password],
        );
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
        const merged = { ...(user.raw_user_meta_data ?? {}), ...body.data };
        for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
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
    const body = await readJson(req, badJson);
    const email = normaliseEmail(body.email);
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
    await inAuthTransaction(ctx.pool, async (db) => {
      const user = await findUser(db, 'email', email);
      if (!user) return; // Same answer whether or not the account exists.
      const { rows: recent } = await db.query(
        `select ceil(extract(epoch from recovery_sent_at + make_interval(secs => $2) - now()))::int as wait
         from auth.users where id = $1 and recovery_sent_at > now() - make_interval(secs => $2)`,
        [user.id, RECOVERY_RESEND_SECONDS],
      );
      if (recent[0]) {
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${recent[0].wait} seconds.`,
        );
      }
      ctx.wrongCodes.delete(user.email.toLowerCase());
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const tokenHash = hashToken(user.email, otp);
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

  async 'GET /verify'(ctx, _req, url) {
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
    const type = url.searchParams.get('type') ?? '';
    const token = url.searchParams.get('token') ?? '';
    const session = await consumeRecoveryToken(ctx, type, { tokenHash: token });
    const fragment = session
      ? new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        })
      : new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
    return { status: 303, headers: { location: `${redirectTo.split('#')[0]}#${fragment}` } };
  },

  async 'POST /verify'(ctx, req) {
    const body = await readJson(req, badJson);
    const session = await consumeRecoveryToken(ctx, String(body.type ?? ''), {
      tokenHash: typeof body.token_hash === 'string' ? body.token_hash : undefined,
      email: typeof body.email === 'string' ? body.email : undefined,
      otp: typeof body.token === 'string' ? body.token : undefined,
    });
    if (!session) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    return { status: 200, body: session };
  },

  async 'GET /settings'() {
    return {
      status: 200,
      body: {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: true,
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
};

/**
 * A key only this gateway process knows. GoTrue's token hash is a plain sha224 of email and
 * one-time code, so anyone who knows the address could compute the link token for each of the
 * million codes and try them on GET /verify; keyed, the link token cannot be guessed and
 * codes can only be tried through POST /verify, which counts wrong ones.
 */
const TOKEN_HASH_KEY = randomBytes(32);

/** The link token of a recovery: a keyed sha224 of email and one-time code. */
function hashToken(/** @type {string} */ email, /** @type {string} */ otp) {
  return createHmac('sha224', TOKEN_HASH_KEY).update(`${email}${otp}`).digest('hex');
}

/**
 * Counts a wrong one-time code for an address; the fifth cancels its pending recovery, so
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
      "update auth.users set recovery_token = '' where lower(email) = $1 and deleted_at is null",
      [email],
    ),
  );
}

/**
 * Redirects may go to the site or to any local dev server (localhost, 127.0.0.1, any port).
 * @param {string | null} redirectTo
 */
function allowedRedirect(redirectTo) {
  if (!redirectTo) return SITE_URL;
  try {
    const target = new URL(redirectTo);
    const local = ['localhost', '127.0.0.1'].includes(target.hostname);
    return local && ['http:', 'https:'].includes(target.protocol) ? target.toString() : SITE_URL;
  } catch {
    return SITE_URL;
  }
}

/**
 * Checks a recovery token (by its hash, or by email and code) and signs the user in.
 * @param {AuthContext} ctx
 * @param {string} type
 * @param {{ tokenHash?: string, email?: string, otp?: string }} token
 */
async function consumeRecoveryToken(ctx, type, { tokenHash, email, otp }) {
  if (type !== 'recovery') return null;
  const address = email?.trim().toLowerCase() ?? '';
  const hash = tokenHash ?? (address && otp ? hashToken(address, otp) : '');
  if (!hash) return null;
  const session = await inAuthTransaction(ctx.pool, async (db) => {
    const { rows } = await db.query(
      `update auth.users
       set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2) and deleted_at is null
       returning *`,
      [hash, RECOVERY_TOKEN_SECONDS],
    );
    const user = rows[0];
    return user ? createSession(ctx, db, user, 'otp') : null;
  });
  if (tokenHash === undefined && address) {
    if (session) ctx.wrongCodes.delete(address);
    else await countWrongCode(ctx, address);
  }
  return session;
}

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
  try {
    if (!route) throw new AuthError(404, 'not_found', 'Not Found');
    const { status, body, headers: extra = {} } = await route(ctx, req, url);
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
    sendJson(res, e.status, body, responseHeaders);
  }
}

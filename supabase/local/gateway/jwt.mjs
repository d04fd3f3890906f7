// @ts-check
// HS256 JWTs signed with the local secret, as GoTrue, PostgREST and Storage use them.
import { jwtVerify, SignJWT } from 'jose';
import { JWT_SECRET } from '../keys.mjs';

const secret = new TextEncoder().encode(JWT_SECRET);

/** The roles a request may run as; anything else in a token is refused. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * @param {Record<string, unknown>} claims must include exp (and usually iat)
 */
export function signJwt(claims) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

/**
 * Verifies signature and expiry; throws on anything invalid.
 * @param {string} token
 * @returns {Promise<Record<string, any>>}
 */
export async function verifyJwt(token) {
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
  return payload;
}

// Shared scene for the attack suites (attacks-*.test.ts): users of every role and status,
// problems, raw HTTP for what supabase-js cannot express, and service_role reads to prove
// that a refused attempt changed nothing.
import { expect } from 'vitest';
import { SignJWT } from 'jose';
import { JWT_SECRET } from '../../supabase/local/keys.mjs';
import { anonKey, stackUrl } from './support/clients';

// The factories live in support/factories.ts (one set for every test file); re-exported here.
export {
  createProblem,
  rowOf,
  service,
  tokenOf,
  userWith,
  type Role,
  type Status,
} from './support/factories';

export interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A request to the gateway with the anon apikey (unless headers replace it) and an optional bearer. */
export async function raw(
  path: string,
  init: { method?: string; token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { apikey: anonKey, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof Blob || typeof init.body === 'string') body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${stackUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Expects a PostgREST or RPC error with this HTTP status and SQLSTATE / PGRST code. */
export function expectRefused(response: RawResponse, status: number, code: string): void {
  expect({
    status: response.status,
    code: (response.body as { code?: string } | null)?.code,
  }).toEqual({ status, code });
}

/** A JWT signed with any secret and algorithm-free variants, for forgery attempts. */
export async function forgedJwt(
  claims: Record<string, unknown>,
  secret: string = JWT_SECRET,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** An unsigned token (`alg: none`). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export const seeded = {
  superadmin: 'superadmin@olympiad.test',
  admin: 'admin@olympiad.test',
  instructor: 'instructor@olympiad.test',
  student: 'student@olympiad.test',
} as const;

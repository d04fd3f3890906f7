// Shared scene for the attack suites (attacks-*.test.ts): users of every role and status,
// problems, raw HTTP for what supabase-js cannot express, and service_role reads to prove
// that a refused attempt changed nothing.
import { expect } from 'vitest';
import { SignJWT } from 'jose';
import { JWT_SECRET } from '../../supabase/local/keys.mjs';
import { anonKey, serviceClient, signUpUser, stackUrl, type SignedUpUser } from './support/clients';

export const service = serviceClient();

export type Role = 'contestant' | 'instructor' | 'admin' | 'superadmin';
export type Status = 'pending' | 'approved' | 'rejected';

/** A fresh user of the given role and status; the service role stands in for the superadmin. */
export async function userWith(role: Role, status: Status = 'approved'): Promise<SignedUpUser> {
  const user = await signUpUser({
    role: role === 'contestant' ? 'Student' : 'Instructor',
    fullName: `Attack ${role} ${status}`,
  });
  const { error } = await service.from('profiles').update({ role, status }).eq('id', user.userId);
  if (error) throw new Error(`Could not prepare ${role}: ${error.message}`);
  return user;
}

/** The user's access token, for raw requests. */
export async function tokenOf(user: SignedUpUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

export async function createProblem(
  author: SignedUpUser,
  options: { isPublic?: boolean; key?: string[]; attachmentPath?: string } = {},
): Promise<string> {
  const { data, error } = await author.client
    .from('problems')
    .insert({
      title: 'Attack target problem',
      content: { body: 'Compute $1 + 1$.' },
      topic: 'Algebra',
      difficulty: 'Juniors',
      marks: 7,
      is_public: options.isPublic ?? true,
      created_by: author.userId,
      attachment_path: options.attachmentPath ?? null,
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  if (options.key) {
    const keyed = await author.client.rpc('set_answer_key', {
      problem_id: data.id,
      answers: options.key,
    });
    if (keyed.error) throw new Error(keyed.error.message);
  }
  return data.id;
}

/** One row as the service role sees it (RLS bypassed), to compare before and after. */
export async function rowOf(
  table: string,
  id: string,
  column = 'id',
): Promise<Record<string, unknown>> {
  const { data, error } = await service.from(table).select('*').eq(column, id).single();
  if (error) throw new Error(`${table} ${id}: ${error.message}`);
  return data as Record<string, unknown>;
}

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

// The one set of factories for integration tests: fresh users of any role and status, fresh
// problems, and service-role reads to prove a refused change changed nothing. Every test file
// makes its own data with these, so no file depends on another file's rows (or on the seed's).
import { expect } from 'vitest';
import type { Tables } from '../../../src/lib/database.types';
import { serviceClient, signedInClient, signUpUser, type SignedUpUser } from './clients';

export const service = serviceClient();

export type Role = 'contestant' | 'instructor' | 'admin' | 'superadmin';
export type Status = 'pending' | 'approved' | 'rejected';

/** The sign-up role that asks for a database role (sign-up never grants admin: it is set after). */
const SIGN_UP_ROLE: Record<Role, string> = {
  contestant: 'Student',
  instructor: 'Instructor',
  admin: 'Admin',
  superadmin: 'Admin',
};

/** A fresh user of the given role and status; the service role stands in for the superadmin. */
export async function userWith(
  role: Role,
  status: Status = 'approved',
  options: { fullName?: string } = {},
): Promise<SignedUpUser> {
  const user = await signUpUser({
    role: SIGN_UP_ROLE[role],
    fullName: options.fullName ?? `Test ${role}`,
  });
  const { error } = await service.from('profiles').update({ role, status }).eq('id', user.userId);
  if (error) throw new Error(`Could not prepare ${role}: ${error.message}`);
  return user;
}

/** The seeded superadmin (the only account with that role: sign-up never makes one). */
export async function superadmin(): Promise<SignedUpUser> {
  const email = 'superadmin@olympiad.test';
  const client = await signedInClient(email);
  const { data } = await client.auth.getUser();
  return { client, userId: data.user?.id ?? '', email };
}

/** The user's access token, for raw requests. */
export async function tokenOf(user: SignedUpUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

export interface ProblemOptions {
  title?: string;
  body?: string;
  topic?: string;
  difficulty?: string;
  marks?: number;
  isPublic?: boolean;
  attachmentPath?: string | null;
  /** Accepted answers, stored with set_answer_key after the insert. */
  key?: string[];
}

/** A fresh problem by `author` (an approved staff member), optionally with an answer key. */
export async function createProblem(
  author: SignedUpUser,
  options: ProblemOptions = {},
): Promise<string> {
  const { data, error } = await author.client
    .from('problems')
    .insert({
      title: options.title ?? 'Test problem',
      content: { body: options.body ?? 'Compute $1 + 1$.' },
      topic: options.topic ?? 'Algebra',
      difficulty: options.difficulty ?? 'Juniors',
      marks: options.marks ?? 7,
      is_public: options.isPublic ?? true,
      created_by: author.userId,
      attachment_path: options.attachmentPath ?? null,
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(`Could not create a problem: ${error.message}`);
  if (options.key) {
    const keyed = await author.client.rpc('set_answer_key', {
      problem_id: data.id,
      answers: options.key,
    });
    if (keyed.error) throw new Error(`Could not set the answer key: ${keyed.error.message}`);
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

/** A profile as the service role sees it. */
export async function profileOf(id: string): Promise<Tables<'profiles'>> {
  return (await rowOf('profiles', id)) as Tables<'profiles'>;
}

/** How many rows of `table` have `column = value` (service role). */
export async function countRows(table: string, column: string, value: string): Promise<number> {
  const { count, error } = await service
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq(column, value);
  if (error) throw new Error(`${table}: ${error.message}`);
  expect(count).not.toBeNull();
  return count ?? 0;
}

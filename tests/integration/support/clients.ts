import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { fetchFrom, newClientAddress } from './client-address';
// The keys and ports live in one place, shared with the stack itself.
import { ANON_KEY, SERVICE_ROLE_KEY, TEST_PORTS } from '../../../supabase/local/keys.mjs';
import { readDefaultPassword } from '../../../scripts/lib/env-example.mjs';

/** The gateway of the stack `global-setup.ts` starts for the integration tests. */
export const stackUrl = `http://127.0.0.1:${TEST_PORTS.gateway}`;
export const anonKey: string = ANON_KEY;
export const serviceKey: string = SERVICE_ROLE_KEY;

/** The password every sign-up uses and every seeded demo account has. */
export const defaultPassword = readDefaultPassword();

/**
 * The password every account the tests create has chosen for itself (decision 0012: an account
 * acts only once its owner has set a password of their own).
 */
export const ownPassword = 'My-own-password-2026';

function client(key: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(stackUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: fetchImpl ? { fetch: fetchImpl } : {},
  });
}

/**
 * A client without a session: requests run as `anon`. Each is a client of its own, from a
 * loopback address of its own (see client-address.ts), unless an address is given.
 */
export function anonClient(address: string = newClientAddress()): SupabaseClient {
  return client(anonKey, fetchFrom(address));
}

/** A client with the service_role key: bypasses row-level security. */
export function serviceClient(): SupabaseClient {
  return client(serviceKey);
}

/**
 * A client signed in with email and password. Unless given, the password is the default one for
 * the seeded demo accounts (@olympiad.test) and `ownPassword` for accounts the tests created.
 */
export async function signedInClient(
  email: string,
  password: string = email.toLowerCase().endsWith('@olympiad.test') ? defaultPassword : ownPassword,
): Promise<SupabaseClient> {
  const supabase = anonClient();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Sign in as ${email} failed: ${error.message}`);
  return supabase;
}

/** A unique address on a reserved domain, so tests never collide with each other or the seed. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface SignUpOptions {
  email?: string;
  fullName?: string;
  /** Stored in user metadata as `role`, like the SPA's sign-up sends it (default 'contestant'). */
  role?: string;
}

export interface SignedUpUser {
  client: SupabaseClient;
  userId: string;
  email: string;
}

/** Calls the auth admin API with the service role key (hosted's way to make users; not rate limited). */
async function authAdmin(path: string, method: string, body: unknown): Promise<{ id: string }> {
  const response = await fetch(`${stackUrl}/auth/v1${path}`, {
    method,
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /auth/v1${path}: ${response.status} ${text}`);
  return JSON.parse(text) as { id: string };
}

/**
 * An account as a sign-up makes it (default password, name and role in the metadata, the
 * profile from the sign-up trigger), already confirmed, through the admin API. With
 * `choosePassword` (the default) its owner has also set `ownPassword`, as the e-mailed link
 * lets them: the account is active.
 */
export async function createAccount(
  options: SignUpOptions & { choosePassword?: boolean } = {},
): Promise<{ userId: string; email: string }> {
  const email = options.email ?? uniqueEmail();
  const user = await authAdmin('/admin/users', 'POST', {
    email,
    password: defaultPassword,
    email_confirm: true,
    user_metadata: {
      fullName: options.fullName ?? 'Test User',
      role: options.role ?? 'contestant',
    },
  });
  if (options.choosePassword !== false) {
    await authAdmin(`/admin/users/${user.id}`, 'PUT', { password: ownPassword });
  }
  return { userId: user.id, email };
}

/**
 * A fresh, active user signed in with their own password from a client address of their own.
 * (The sign-up journey itself, mail and link included, is tested in auth.test.ts and
 * accounts-*.test.ts.)
 */
export async function signUpUser(options: SignUpOptions = {}): Promise<SignedUpUser> {
  const { userId, email } = await createAccount(options);
  const supabase = await signedInClient(email, ownPassword);
  return { client: supabase, userId, email };
}

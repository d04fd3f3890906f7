import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
// The keys and ports live in one place, shared with the stack itself.
import { ANON_KEY, SERVICE_ROLE_KEY, TEST_PORTS } from '../../../supabase/local/keys.mjs';

/** The gateway of the stack `global-setup.ts` starts for the integration tests. */
export const stackUrl = `http://127.0.0.1:${TEST_PORTS.gateway}`;
export const anonKey: string = ANON_KEY;
export const serviceKey: string = SERVICE_ROLE_KEY;

function readDefaultPassword(): string {
  const envFile = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const match = /^VITE_DEFAULT_PASSWORD=(.*)$/m.exec(envFile);
  if (!match?.[1]) throw new Error('VITE_DEFAULT_PASSWORD is missing from .env.example');
  return match[1].trim();
}

/** The password every sign-up uses and every seeded demo account has. */
export const defaultPassword = readDefaultPassword();

function client(key: string): SupabaseClient {
  return createClient(stackUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

/** A client without a session: requests run as `anon`. */
export function anonClient(): SupabaseClient {
  return client(anonKey);
}

/** A client with the service_role key: bypasses row-level security. */
export function serviceClient(): SupabaseClient {
  return client(serviceKey);
}

/** A client signed in with email and password (the default password unless given). */
export async function signedInClient(
  email: string,
  password: string = defaultPassword,
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

/** Signs up a fresh user with the default password, as the SPA's sign-up screen does. */
export async function signUpUser(options: SignUpOptions = {}): Promise<SignedUpUser> {
  const email = options.email ?? uniqueEmail();
  const supabase = anonClient();
  const { data, error } = await supabase.auth.signUp({
    email,
    password: defaultPassword,
    options: {
      data: { fullName: options.fullName ?? 'Test User', role: options.role ?? 'contestant' },
    },
  });
  if (error) throw new Error(`Sign up as ${email} failed: ${error.message}`);
  if (!data.user || !data.session) throw new Error(`Sign up as ${email} returned no session`);
  return { client: supabase, userId: data.user.id, email };
}

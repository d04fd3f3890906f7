import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { firstPagePainted } from './first-page';
import type { Database } from './database.types';

/** The app's client, typed by the schema generated from the migrations (npm run db:types). */
export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * Where supabase-js keeps the session: its own default key (`sb-{first host label}-auth-token`),
 * named here so the header can peek at it before the library has loaded.
 */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

let client: Promise<AppSupabaseClient> | undefined;
let announceWanted: (() => void) | undefined;
const wanted = new Promise<void>((resolve) => {
  announceWanted = resolve;
});

/**
 * Resolves the first time something asks for the client (a stored session, a sign-in, a page
 * whose data needs it). A visitor who only reads public pages from early data never loads the
 * 50 KB library (issue 27: a first visit on a thin connection); the session listener waits on this.
 */
export function supabaseWanted(): Promise<void> {
  return wanted;
}

/**
 * The one Supabase client of the app (auto-refresh, persisted session, session from the URL,
 * implicit flow). supabase-js is a chunk of its own, loaded on first use once the first page has
 * painted, so the first screen paints without waiting for it.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  announceWanted?.();
  // A visitor's first page comes from early data or needs none: the 50 KB library waits until it
  // has painted, not to compete with it on a slow link. A signed-in reader's page needs it now.
  client ??= (hasStoredSessionHint() ? Promise.resolve() : firstPagePainted())
    .then(() => import('@supabase/supabase-js'))
    .then(({ createClient }) =>
      createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          autoRefreshToken: true,
          persistSession: true,
          detectSessionInUrl: true,
          flowType: 'implicit',
          storageKey: sessionStorageKey(env.supabaseUrl),
        },
      }),
    );
  // A failed chunk load (flaky network) must not stick: the next call tries again.
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/**
 * Whether a session seems to be stored, read synchronously (no library needed). Only a hint
 * for what to show while the real session loads: never a reason to grant or refuse anything.
 */
export function hasStoredSessionHint(): boolean {
  try {
    // A link from an e-mail brings its session in the URL (implicit flow): treat it as stored.
    if (/[#&]access_token=/.test(window.location.hash)) return true;
    return window.localStorage.getItem(sessionStorageKey(env.supabaseUrl)) !== null;
  } catch {
    return false;
  }
}

/**
 * The stored session's access token and user id, read without supabase-js, when the token is
 * good for another 30 s; otherwise null. For one thing only: asking for the signed-in user's own
 * profile before the library has loaded (src/app/early-data.ts). The server checks the token;
 * the app's session is still what supabase-js reads.
 */
export function storedSessionToken(): { accessToken: string; userId: string } | null {
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(sessionStorageKey(env.supabaseUrl)) ?? 'null',
    );
    if (typeof stored !== 'object' || stored === null) return null;
    const accessToken: unknown = Reflect.get(stored, 'access_token');
    const expiresAt: unknown = Reflect.get(stored, 'expires_at');
    const user: unknown = Reflect.get(stored, 'user');
    const userId: unknown =
      typeof user === 'object' && user !== null ? Reflect.get(user, 'id') : undefined;
    if (typeof accessToken !== 'string' || typeof userId !== 'string') return null;
    if (typeof expiresAt !== 'number' || expiresAt * 1000 < Date.now() + 30_000) return null;
    return { accessToken, userId };
  } catch {
    return null;
  }
}

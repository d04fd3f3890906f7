import type { Session, SupabaseClient } from '@supabase/supabase-js';
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
  // has painted, not to compete with it on a slow link. A signed-in reader's page needs it now,
  // unless its first screen comes from what is stored (loadClientAfterFirstPage).
  client ??= (
    !hasStoredSessionHint() || clientWaitsForFirstPage ? firstPagePainted() : Promise.resolve()
  )
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
 * supabase-js refreshes a stored session whose access token ends within 90 s before it uses it
 * (auth-js's EXPIRY_MARGIN_MS); a longer-lived one it takes as it is, without asking the server.
 */
const REFRESH_MARGIN_MS = 90_000;

/**
 * The session supabase-js stored on this device, read without the library, when supabase-js will
 * take it as it is (its access token is good for another 90 s); otherwise null (none, a session
 * in the URL, or one it refreshes first). The signed-in first screen is drawn from it before the
 * library has loaded (issue 27); supabase-js then confirms or replaces it. Never a reason to
 * grant anything: the database checks the token on every request.
 */
export function storedSession(): Session | null {
  try {
    if (/[#&]access_token=/.test(window.location.hash)) return null;
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(sessionStorageKey(env.supabaseUrl)) ?? 'null',
    );
    if (typeof stored !== 'object' || stored === null) return null;
    const expiresAt: unknown = Reflect.get(stored, 'expires_at');
    const user: unknown = Reflect.get(stored, 'user');
    const userId: unknown =
      typeof user === 'object' && user !== null ? Reflect.get(user, 'id') : undefined;
    if (typeof Reflect.get(stored, 'access_token') !== 'string') return null;
    if (typeof Reflect.get(stored, 'refresh_token') !== 'string') return null;
    if (typeof userId !== 'string' || typeof expiresAt !== 'number') return null;
    if (expiresAt * 1000 < Date.now() + REFRESH_MARGIN_MS) return null;
    // The object supabase-js wrote as its Session and reads back as one, unchecked, itself.
    return stored as Session;
  } catch {
    return null;
  }
}

/**
 * The stored session's access token and user id (see storedSession), for asking for the
 * signed-in user's own profile before the library has loaded (src/app/early-data.ts).
 */
export function storedSessionToken(): { accessToken: string; userId: string } | null {
  const session = storedSession();
  return session ? { accessToken: session.access_token, userId: session.user.id } : null;
}

let clientWaitsForFirstPage = false;

/**
 * The page's first screen is drawn from what the device stored (the signed-in dashboard's
 * welcome line from the stored session and the early profile): supabase-js, which that screen
 * does not need, loads once it has painted, as for a visitor, not beside the page's own chunks.
 */
export function loadClientAfterFirstPage(): void {
  clientWaitsForFirstPage = true;
}

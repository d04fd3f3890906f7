import type { Session } from '@supabase/supabase-js';
import { env } from '@/config/env';

// What supabase-js stored on this device, read without the library: the header, the auth
// provider and the early requests (also the document's head, src/app/early-head.ts) look at it
// before the library has loaded (issue 27). Hints for what to draw first, never a reason to grant
// anything: the database checks the token on every request.

/**
 * Where supabase-js keeps the session: its own default key (`sb-{first host label}-auth-token`),
 * named here so the header can peek at it before the library has loaded.
 */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
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

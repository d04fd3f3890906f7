import type { Session } from '@supabase/supabase-js';

/**
 * Sign-in methods a password-recovery link produces in the access token's `amr` claim
 * (GoTrue records the e-mailed link as `otp`, some versions as `recovery`). A password
 * sign-in records `password`, so an ordinary session never counts as a recovery session.
 */
const RECOVERY_METHODS = new Set(['recovery', 'otp', 'magiclink']);

function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(
        atob(base64),
        (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** True when the session was opened by an e-mailed recovery link. */
export function isRecoverySession(session: Session | null): boolean {
  if (!session) return false;
  const amr = jwtClaims(session.access_token)?.amr;
  if (!Array.isArray(amr)) return false;
  return amr.some(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      RECOVERY_METHODS.has(String((entry as { method?: unknown }).method)),
  );
}

/** The reason GoTrue put in the URL fragment when a link was refused (expired, used). */
export function linkErrorFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return (
    params.get('error_description') ??
    (params.get('error') ? 'The link is invalid or has expired.' : null)
  );
}

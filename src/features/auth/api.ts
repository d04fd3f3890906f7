import type { AuthError } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { absoluteUrl, paths } from '@/config/paths';
import type { SignupRole } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';
import { welcomePathReturningTo } from './return-to';

export interface AuthResult {
  error: AuthError | null;
}

export interface SignUpResult extends AuthResult {
  /** True only when the backend confirmed at once and signed the new user in. */
  signedIn: boolean;
}

/**
 * Every sign-up uses the fixed default password (VITE_DEFAULT_PASSWORD); role and name go in the metadata.
 * The confirmation link brings the user back to this site's /welcome, where they choose their
 * own password (decision 0012).
 */
export async function signUp(
  email: string,
  fullName: string,
  role: SignupRole,
  returnTo: string | null = null,
): Promise<SignUpResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password: env.defaultPassword,
    // The link comes back to the page the new user was on (issue 29 point 9).
    options: {
      data: { fullName, role },
      emailRedirectTo: absoluteUrl(welcomePathReturningTo(returnTo)),
    },
  });
  return { error, signedIn: Boolean(data.session) };
}

export async function signIn(email: string, password: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return { error };
}

export async function signOut(): Promise<AuthResult> {
  const supabase = await getSupabase();
  // Offline the server cannot be told: the session ends on this device (issue 27).
  const { error } = await supabase.auth.signOut(navigator.onLine ? {} : { scope: 'local' });
  return { error };
}

/** The e-mailed link lands on /reset-password with a recovery session in the URL fragment. */
export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: absoluteUrl(paths.resetPassword),
  });
  return { error };
}

/** Mails a new confirmation link to an address that signed up and has not confirmed yet. */
export async function resendConfirmation(
  email: string,
  returnTo: string | null = null,
): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: absoluteUrl(welcomePathReturningTo(returnTo)) },
  });
  return { error };
}

/**
 * Sets the signed-in user's password, then refreshes the session: the access token of an
 * e-mailed link gives a visitor's rights until the owner has a password of their own, and the
 * refreshed one carries the account's rights.
 */
export async function updatePassword(password: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) return { error };
  const refreshed = await supabase.auth.refreshSession();
  return { error: refreshed.error };
}

import type { AuthError } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { absoluteUrl, paths } from '@/config/paths';
import type { SignupRole } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

export interface AuthResult {
  error: AuthError | null;
}

/** Every sign-up uses the fixed default password (VITE_DEFAULT_PASSWORD); role and name go in the metadata. */
export async function signUp(
  email: string,
  fullName: string,
  role: SignupRole,
): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({
    email,
    password: env.defaultPassword,
    options: { data: { fullName, role } },
  });
  return { error };
}

export async function signIn(email: string, password: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return { error };
}

export async function signOut(): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
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

export async function updatePassword(password: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  return { error };
}

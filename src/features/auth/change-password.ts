// The profile's password change, in a module of its own: AuthProvider (on the first route)
// imports api.ts, and this is only needed on /profile.
import type { AuthResult } from './api';
import { getSupabase } from '@/lib/supabase';

export interface ChangePasswordResult extends AuthResult {
  /** The current password was not the account's: nothing changed. */
  wrongCurrentPassword: boolean;
}

/**
 * The profile's 'Change Password' (issue 29 point 6): the current password is proven first by
 * signing in with it again (a fresh session of the same user), and only then is the new one set.
 * `current_password` goes along too, for a project that has Supabase Auth's "require current
 * password" setting on. As after any password change, other sessions end.
 */
export async function changePassword(
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResult> {
  const supabase = await getSupabase();
  const proof = await supabase.auth.signInWithPassword({ email, password: currentPassword });
  if (proof.error) {
    return { error: proof.error, wrongCurrentPassword: proof.error.code === 'invalid_credentials' };
  }
  const { error } = await supabase.auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  return { error, wrongCurrentPassword: false };
}

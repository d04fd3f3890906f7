import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { Profile, SignupRole } from '@/lib/domain';
import type { AuthResult, SignUpResult } from './api';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  /** True until the first session lookup has ended. */
  loading: boolean;
  /** True right after the user chose Log out, until they reach the home page. */
  signedOutByUser: boolean;
  user: User | null;
  session: Session | null;
  /**
   * Signed in through an e-mailed link, before choosing a password of one's own: the session has
   * a visitor's rights until then (decision 0012), so guarded pages send the user to /welcome.
   */
  needsOwnPassword: boolean;
  profile: Profile | null;
  /** True while a signed-in user's profile is being fetched for the first time. */
  profileLoading: boolean;
  profileError: Error | null;
  /** `returnTo`: the page the confirmation link comes back to after the password is chosen. */
  signUp: (
    email: string,
    fullName: string,
    role: SignupRole,
    returnTo?: string | null,
  ) => Promise<SignUpResult>;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signOut: () => Promise<AuthResult>;
  requestPasswordReset: (email: string) => Promise<AuthResult>;
  updatePassword: (password: string) => Promise<AuthResult>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthError, Session, SupabaseClient } from '@supabase/supabase-js';
import { paths } from '@/config/paths';
import { profileKeys, profileQueries } from '@/features/profiles/api';
import type { SignupRole } from '@/lib/domain';
import { messages } from '@/lib/i18n';
import { translateSentence } from '@/lib/i18n/translate-sentence';
import { env } from '@/config/env';
import { getSupabase, supabaseWanted } from '@/lib/supabase';
import { hasStoredSessionHint, sessionStorageKey, storedSession } from '@/lib/stored-session';
import { toast } from '@/lib/toast';
import * as authApi from './api';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { useCarryReturnPage } from './return-to';

interface SessionState {
  status: AuthStatus;
  session: Session | null;
  /** The user just chose Log out: guarded pages send them home, not to /login. */
  signedOutByUser: boolean;
}

const authFailures = messages('authFailures', {
  signUp: 'Sign up Failed',
  signIn: 'Sign in Failed',
  signOut: 'Sign out Failed',
  fallback: 'Something went wrong.',
});

/**
 * Auth's message in the reader's language (src/lib/i18n/sentences); supabase-js turns a
 * body-less 5xx into the message '{}', which tells the user nothing.
 */
function readableMessage(error: AuthError): string {
  const message = error.message.trim();
  return message && message !== '{}' ? translateSentence(message) : authFailures.get().fallback;
}

/**
 * The role claim of the session's access token: the access token hook gives `anon` to sessions
 * of e-mailed links until the owner has chosen a password (decision 0012). Only the ASCII
 * claim is read, so plain base64 decoding is enough.
 */
function hasVisitorRights(session: Session | null): boolean {
  try {
    const payload = session?.access_token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).role === 'anon';
  } catch {
    return false;
  }
}

function sameSessionState(a: SessionState, b: SessionState): boolean {
  return (
    a.status === b.status && a.session === b.session && a.signedOutByUser === b.signedOutByUser
  );
}

/** The library's first session is the stored one the provider started from (same token). */
function sameStoredSession(current: Session | null, next: Session | null): boolean {
  return (
    current !== null &&
    next !== null &&
    current.access_token === next.access_token &&
    current.user.id === next.user.id
  );
}

function toastAuthFailure(which: 'signUp' | 'signIn' | 'signOut', error: AuthError): void {
  const title = authFailures.get()[which];
  toast({ title, description: readableMessage(error), variant: 'destructive' });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Log in, sign up and the confirmation link return to the page the user came from.
  useCarryReturnPage();
  // Nothing stored and no session in the URL: a visitor, known without supabase-js (it would
  // find no session either). The library loads when a sign-in or a page needs it. A stored
  // session supabase-js will take as it is: signed in at once, as supabase-js will say (issue 27:
  // the signed-in first screen does not wait for the library). Else loading until it has looked.
  const [initial] = useState(storedSession);
  const [state, setState] = useState<SessionState>(() => ({
    status: initial ? 'authenticated' : hasStoredSessionHint() ? 'loading' : 'anonymous',
    session: initial,
    signedOutByUser: false,
  }));
  const lastUserId = useRef<string | null | undefined>(initial ? initial.user.id : undefined);
  const signingOut = useRef(false);

  useEffect(() => {
    // The status stays 'loading' until supabase-js has read the stored session.
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    function subscribe(supabase: SupabaseClient) {
      if (unmounted) return;
      // The callback must stay synchronous: awaiting a supabase call in it deadlocks the client.
      // INITIAL_SESSION arrives once the stored session and any session in the URL were read.
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        const userId = session?.user.id ?? null;
        // With row-level security every cached row belongs to one user.
        if (lastUserId.current !== undefined && lastUserId.current !== userId) queryClient.clear();
        lastUserId.current = userId;
        const next: SessionState = {
          status: session ? 'authenticated' : 'anonymous',
          session,
          signedOutByUser: event === 'SIGNED_OUT' && signingOut.current,
        };
        // A visitor's page that loads the client hears "no session" again, a returning user's
        // the session the provider started from: keeping the same state spares every screen
        // under this provider a render (issue 27, main-thread time).
        setState((current) =>
          sameSessionState(current, next) ||
          (event === 'INITIAL_SESSION' && sameStoredSession(current.session, session))
            ? current
            : next,
        );
      });
      unsubscribe = () => data.subscription.unsubscribe();
    }
    // getSupabase decides when the library loads: at once for a stored session, after the first
    // page has painted for a visitor. A visitor's tab listens only once something asks for the
    // client (a sign-in, a page that reads through it) or another tab stores a session.
    const storedElsewhere = (event: StorageEvent) => {
      if (event.key === sessionStorageKey(env.supabaseUrl) && event.newValue) void getSupabase();
    };
    if (!hasStoredSessionHint()) window.addEventListener('storage', storedElsewhere);
    void (hasStoredSessionHint() ? Promise.resolve() : supabaseWanted())
      .then(() => {
        window.removeEventListener('storage', storedElsewhere);
        return getSupabase();
      })
      .then(subscribe, onClientUnavailable);
    // The client's chunk failed to load (offline): the public screens still work, as a visitor's.
    function onClientUnavailable(error: unknown) {
      console.warn(error);
      if (!unmounted) setState({ status: 'anonymous', session: null, signedOutByUser: false });
    }
    return () => {
      unmounted = true;
      window.removeEventListener('storage', storedElsewhere);
      unsubscribe?.();
    };
  }, [queryClient]);

  const user = state.session?.user ?? null;
  // A link session before the own password reads no profile: it has a visitor's rights.
  const needsOwnPassword = hasVisitorRights(state.session);
  const profileQuery = useQuery({
    ...profileQueries.detail(user?.id ?? ''),
    enabled: Boolean(user) && !needsOwnPassword,
  });

  const signUp = useCallback(
    async (email: string, fullName: string, role: SignupRole, returnTo?: string | null) => {
      const result = await authApi.signUp(email, fullName, role, returnTo);
      if (result.error) toastAuthFailure('signUp', result.error);
      return result;
    },
    [],
  );

  // The password's session gets the account's rights: what the profile query saw before is stale.
  const updatePassword = useCallback(
    async (password: string) => {
      const result = await authApi.updatePassword(password);
      if (!result.error) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return result;
    },
    [queryClient],
  );

  const signIn = useCallback(async (email: string, password: string) => {
    const result = await authApi.signIn(email, password);
    if (result.error) toastAuthFailure('signIn', result.error);
    return result;
  }, []);

  // Once home after a sign-out, guarded pages send visitors to /login again.
  // (Adjusting state while rendering, as React recommends over an effect.)
  if (pathname === paths.home && state.signedOutByUser) {
    setState((current) => ({ ...current, signedOutByUser: false }));
  }

  const signOut = useCallback(async () => {
    signingOut.current = true;
    const result = await authApi.signOut().finally(() => {
      signingOut.current = false;
    });
    if (result.error) {
      toastAuthFailure('signOut', result.error);
      return result;
    }
    queryClient.clear();
    navigate(paths.home, { replace: true });
    return result;
  }, [navigate, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      loading: state.status === 'loading',
      signedOutByUser: state.signedOutByUser,
      user,
      session: state.session,
      needsOwnPassword,
      profile: user ? (profileQuery.data ?? null) : null,
      profileLoading: Boolean(user) && !needsOwnPassword && profileQuery.isPending,
      profileError: user ? profileQuery.error : null,
      signUp,
      signIn,
      signOut,
      requestPasswordReset: authApi.requestPasswordReset,
      updatePassword,
    }),
    [
      state,
      user,
      needsOwnPassword,
      profileQuery.data,
      profileQuery.isPending,
      profileQuery.error,
      signUp,
      signIn,
      signOut,
      updatePassword,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

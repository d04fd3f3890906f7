import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { Role } from '@/lib/domain';
import { messages } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export const ACCESS_DENIED_TITLE =
  'Access Denied - Your account must be approved to access this page.';

const guardMessages = messages('requireAuth', { accessDenied: ACCESS_DENIED_TITLE });

interface RequireAuthProps {
  /** Roles allowed in; any signed-in user when absent. */
  roles?: readonly Role[];
  requireApproved?: boolean;
}

/**
 * The route guard: not signed in → /login; a role not allowed → /dashboard; not approved where
 * approval is required → the toast below and /dashboard. It waits for the first session lookup (and the profile when a
 * role or approval check needs it), so a signed-in user who reloads never sees /login.
 */
export function RequireAuth({ roles, requireApproved = false }: RequireAuthProps) {
  const { status, profile, profileLoading, signedOutByUser, needsOwnPassword } = useAuth();
  const location = useLocation();
  const needsProfile = Boolean(roles) || requireApproved;

  // Signed in by an e-mailed link, no password of one's own yet: choose it first (decision 0012).
  if (status === 'authenticated' && needsOwnPassword)
    return <Navigate to={paths.welcome} replace />;
  if (status === 'loading' || (status === 'authenticated' && needsProfile && profileLoading)) {
    return <LoadingMessage />;
  }
  if (status === 'anonymous') {
    // After Log out the user lands on / (not /login) even from a guarded page.
    if (signedOutByUser) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  if (roles && (!profile || !roles.includes(profile.role))) {
    return <Navigate to={paths.dashboard} replace />;
  }
  if (requireApproved && profile?.status !== 'approved') {
    return <DeniedUnapproved />;
  }
  return <Outlet />;
}

function DeniedUnapproved() {
  const shown = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; one toast is enough.
    if (shown.current) return;
    shown.current = true;
    toast({ title: guardMessages.get().accessDenied, variant: 'destructive' });
  }, []);
  return <Navigate to={paths.dashboard} replace />;
}

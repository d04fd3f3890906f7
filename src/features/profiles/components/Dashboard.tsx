import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { LoadingMessage } from '@/components/ui/loading';
import { errorMessage } from '@/lib/errors';
import { useAuth } from '@/features/auth';
import { STAFF_ROLES } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { AdminShortcutsCard, ContentCreationCard, QuickActionsCard } from './DashboardActions';
import { PendingApprovalBanner } from './PendingApprovalBanner';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { StudentStatsCards } from './StudentStatsCards';

const dashboardMessages = messages('dashboard', {
  loading: 'Loading...',
  failed: 'Failed to load page data.',
  reload: 'Please reload the page.',
  title: 'Dashboard',
  welcome: 'Welcome back, {name}!',
});

/** /dashboard: the same frame for every role, with cards by role and status. */
interface DashboardProps {
  /** Student-only content composed by the page (the practice progress), rendered under the cards. */
  renderStudentExtras?: () => ReactNode;
  /** Content for every role composed by the page (classes), rendered under the role's cards. */
  renderExtras?: () => ReactNode;
}

export function Dashboard({ renderStudentExtras, renderExtras }: DashboardProps = {}) {
  const t = useT(dashboardMessages);
  const { user, profile, profileLoading, profileError } = useAuth();

  if (!user || profileLoading) return <LoadingMessage label={t.loading} />;
  if (!profile) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Alert variant="destructive">
          <AlertTitle>{t.failed}</AlertTitle>
          <AlertDescription>
            {profileError ? errorMessage(profileError) : t.reload}
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const name = profile.full_name?.trim() || profile.email;
  const approved = profile.status === 'approved';
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-sm font-semibold uppercase tracking-wider text-blue-800">{t.title}</h1>
        <p className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {fill(t.welcome, { name })}
        </p>
      </header>
      {!approved && <PendingApprovalBanner status={profile.status} />}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        <ProfileSummaryCard profile={profile} />
        {profile.role === 'contestant' && <StudentStatsCards profile={profile} />}
        {STAFF_ROLES.includes(profile.role) && (
          <div className="md:col-span-1 lg:col-span-2">
            <ContentCreationCard approved={approved} />
          </div>
        )}
      </div>
      {approved && renderExtras?.()}
      {profile.role === 'contestant' && renderStudentExtras?.()}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <QuickActionsCard />
        {approved && <AdminShortcutsCard profile={profile} />}
      </div>
    </section>
  );
}

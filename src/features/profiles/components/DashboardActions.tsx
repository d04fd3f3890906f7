import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ADMIN_ROLES, type Profile } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { LinkButton } from './LinkButton';

const actionMessages = messages('dashboardActions', {
  contentCreation: 'Content Creation',
  contentCreationText: 'Write problems for students and grade their answers.',
  createProblem: 'Create Problem',
  createNote: 'Create Note',
  gradingQueue: 'Grading Queue',
  quickActions: 'Quick Actions',
  browseProblems: 'Browse Problems',
  viewLeaderboard: 'View Leaderboard',
  browseNotes: 'Browse Notes',
  administration: 'Administration',
  adminPanel: 'Admin Panel',
  userApprovals: 'User Approvals',
  userCredentials: 'User Credentials',
});

export function ContentCreationCard({ approved }: { approved: boolean }) {
  const t = useT(actionMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.contentCreation}</CardTitle>
        <CardDescription>{t.contentCreationText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {approved ? (
          <LinkButton to={paths.createProblem}>{t.createProblem}</LinkButton>
        ) : (
          <Button disabled>{t.createProblem}</Button>
        )}
        {approved ? (
          <LinkButton to={paths.newNote} variant="outline">
            {t.createNote}
          </LinkButton>
        ) : (
          <Button variant="outline" disabled>
            {t.createNote}
          </Button>
        )}
        {approved && (
          <LinkButton to={paths.grading} variant="secondary">
            {t.gradingQueue}
          </LinkButton>
        )}
      </CardContent>
    </Card>
  );
}

export function QuickActionsCard() {
  const t = useT(actionMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.quickActions}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <LinkButton to={paths.problems} variant="outline">
          {t.browseProblems}
        </LinkButton>
        <LinkButton to={paths.leaderboard} variant="outline">
          {t.viewLeaderboard}
        </LinkButton>
        <LinkButton to={paths.notes} variant="outline">
          {t.browseNotes}
        </LinkButton>
      </CardContent>
    </Card>
  );
}

/** Admin Panel for admins; the super admin also gets credentials and approvals. */
export function AdminShortcutsCard({ profile }: { profile: Profile }) {
  const t = useT(actionMessages);
  if (!ADMIN_ROLES.includes(profile.role)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.administration}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <LinkButton to={paths.admin}>{t.adminPanel}</LinkButton>
        {profile.role === 'superadmin' && (
          <>
            <LinkButton to={paths.adminApprovals} variant="outline">
              {t.userApprovals}
            </LinkButton>
            <LinkButton to={paths.adminUserCredentials} variant="outline">
              {t.userCredentials}
            </LinkButton>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ADMIN_ROLES, type Profile } from '@/lib/domain';
import { LinkButton } from './LinkButton';

export function ContentCreationCard({ approved }: { approved: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Content Creation</CardTitle>
        <CardDescription>Write problems for students and grade their answers.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {approved ? (
          <LinkButton to={paths.createProblem}>Create Problem</LinkButton>
        ) : (
          <Button disabled>Create Problem</Button>
        )}
        {approved ? (
          <LinkButton to={paths.newNote} variant="outline">
            Create Note
          </LinkButton>
        ) : (
          <Button variant="outline" disabled>
            Create Note
          </Button>
        )}
        {approved && (
          <LinkButton to={paths.grading} variant="secondary">
            Grading Queue
          </LinkButton>
        )}
      </CardContent>
    </Card>
  );
}

export function QuickActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <LinkButton to={paths.problems} variant="outline">
          Browse Problems
        </LinkButton>
        <LinkButton to={paths.leaderboard} variant="outline">
          View Leaderboard
        </LinkButton>
        <LinkButton to={paths.notes} variant="outline">
          Browse Notes
        </LinkButton>
      </CardContent>
    </Card>
  );
}

/** Admin Panel for admins; the super admin also gets credentials and approvals. */
export function AdminShortcutsCard({ profile }: { profile: Profile }) {
  if (!ADMIN_ROLES.includes(profile.role)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Administration</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <LinkButton to={paths.admin}>Admin Panel</LinkButton>
        {profile.role === 'superadmin' && (
          <>
            <LinkButton to={paths.adminApprovals} variant="outline">
              User Approvals
            </LinkButton>
            <LinkButton to={paths.adminUserCredentials} variant="outline">
              User Credentials
            </LinkButton>
          </>
        )}
      </CardContent>
    </Card>
  );
}

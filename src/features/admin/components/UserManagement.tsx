import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { Select } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ROLE_LABELS, ROLES, type Profile, type Role } from '@/lib/domain';
import { toast } from '@/lib/toast';
import { adminQueries, useUpdateUserRole } from '../api';
import { AccountStatusBadge } from './AccountStatusBadge';
import { AdminPageFrame } from './AdminPageFrame';

/** Nobody is made super admin from the screen (the database refuses it too). */
const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'superadmin').map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

function RoleSelector({ user }: { user: Profile }) {
  const updateRole = useUpdateUserRole();
  const onChange = (role: Role) =>
    updateRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => toast({ title: 'User role updated successfully.' }),
        onError: () => toast({ title: 'Failed to update user role.', variant: 'destructive' }),
      },
    );
  return (
    <Select
      aria-label={`Role of ${user.full_name?.trim() || user.email}`}
      className="min-w-36"
      value={user.role}
      disabled={updateRole.isPending}
      options={ASSIGNABLE_ROLES}
      onChange={(event) => onChange(event.target.value as Role)}
    />
  );
}

function UsersTable({ users }: { users: Profile[] }) {
  if (users.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">No users yet.</p>;
  }
  return (
    <Table label="User Management">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="min-w-36 font-medium">{user.full_name?.trim() || 'N/A'}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">{user.email}</TableCell>
            <TableCell className="whitespace-nowrap">{ROLE_LABELS[user.role]}</TableCell>
            <TableCell>
              <AccountStatusBadge status={user.status} />
            </TableCell>
            <TableCell>
              <RoleSelector user={user} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Spec §2 /admin: every account but the super admins, with a role selector. */
export function UserManagement() {
  const query = useQuery(adminQueries.users());
  return (
    <AdminPageFrame title="User Management" description="Change the role of any account except the super admin.">
      {query.isPending ? (
        <LoadingMessage label="Loading users..." />
      ) : query.isError ? (
        <LoadFailure title="Failed to fetch users." error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <UsersTable users={query.data} />
      )}
    </AdminPageFrame>
  );
}

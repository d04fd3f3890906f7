import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { Select } from '@/components/ui/select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAuth } from '@/features/auth';
import { ROLE_LABELS, ROLES, type Profile, type Role } from '@/lib/domain';
import { toast } from '@/lib/toast';
import { adminQueries, useUpdateUserRole } from '../api';
import { AccountStatusBadge } from './AccountStatusBadge';
import { AdminSearch, PagedList } from './AdminListControls';
import { displayName } from './display-name';
import { AdminPageFrame } from './AdminPageFrame';
import { useAdminListParams } from './admin-list-params';
import { roleChangeNote, roleChangeQuestion, roleRulesHint } from './role-change-note';

/** Nobody is made super admin from the screen (the database refuses it too). */
const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'superadmin').map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));
const ROLE_FILTER_OPTIONS = [{ value: '', label: 'All roles' }, ...ASSIGNABLE_ROLES];

/** How long the toast with Undo stays after a role change. */
const UNDO_TOAST_MS = 10_000;

function RoleSelector({ user, className }: { user: Profile; className?: string }) {
  const updateRole = useUpdateUserRole();
  const change = (role: Role, undoTo: Role | null) =>
    updateRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: (updated) =>
          toast({
            title: 'User role updated successfully.',
            description: roleChangeNote(updated),
            // A role change can be undone from its toast (issue 29 point 14).
            ...(undoTo
              ? {
                  duration: UNDO_TOAST_MS,
                  action: { label: 'Undo', onClick: () => change(undoTo, null) },
                }
              : {}),
          }),
        onError: () => toast({ title: 'Failed to update user role.', variant: 'destructive' }),
      },
    );
  // A role change asks first (the select shows the saved role until it is saved).
  const onChange = (role: Role) => {
    if (role === user.role) return;
    const question = roleChangeQuestion(user, role);
    if (window.confirm(question)) change(role, user.role);
  };
  return (
    <Select
      aria-label={`Role of ${user.full_name?.trim() || user.email}`}
      className={className}
      value={user.role}
      disabled={updateRole.isPending}
      options={ASSIGNABLE_ROLES}
      onChange={(event) => onChange(event.target.value as Role)}
    />
  );
}

function UsersTable({ users }: { users: Profile[] }) {
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
            <TableCell className="min-w-36 font-medium">{displayName(user)}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">{user.email}</TableCell>
            <TableCell className="whitespace-nowrap">{ROLE_LABELS[user.role]}</TableCell>
            <TableCell>
              <AccountStatusBadge status={user.status} />
            </TableCell>
            <TableCell>
              <RoleSelector user={user} className="min-w-36" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Users({ users, filtered }: { users: Profile[]; filtered: boolean }) {
  if (users.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {filtered ? 'No users match this search.' : 'No users yet.'}
      </p>
    );
  }
  // One table at every width (its columns are Name, Email, Role, Status, Actions); at 375 px it scrolls in its own frame.
  return <UsersTable users={users} />;
}

/** /admin: every account but the super admins, with a role selector; searched and paged on the server. */
export function UserManagement() {
  const [params, update] = useAdminListParams();
  const query = useQuery(
    adminQueries.users({ page: params.page, search: params.search, role: params.role }),
  );
  const roleFilterId = useId();
  const { profile } = useAuth();
  return (
    <AdminPageFrame
      title="User Management"
      description={roleRulesHint(profile?.role === 'superadmin')}
    >
      <AdminSearch params={params} onChange={update} label="Find users">
        <div className="grid gap-2">
          <Label htmlFor={roleFilterId}>Filter by role</Label>
          <Select
            id={roleFilterId}
            value={params.role ?? ''}
            options={ROLE_FILTER_OPTIONS}
            onChange={(event) =>
              update({ role: (event.target.value || undefined) as Role | undefined, page: 1 })
            }
          />
        </div>
      </AdminSearch>
      {query.isPending ? (
        <LoadingMessage label="Loading users..." />
      ) : query.isError ? (
        <LoadFailure
          title="Failed to fetch users."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PagedList
          data={query.data}
          isFetching={query.isFetching}
          isPlaceholderData={query.isPlaceholderData}
          noun="user"
          label="User pages"
          onPageChange={(page) => update({ page })}
        >
          <Users users={query.data.rows} filtered={Boolean(params.search || params.role)} />
        </PagedList>
      )}
    </AdminPageFrame>
  );
}

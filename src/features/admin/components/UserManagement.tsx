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
import { roleMessages } from '@/components/role-messages';
import { useAuth } from '@/features/auth';
import { ROLES, type Profile, type Role } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { adminQueries, useUpdateUserRole } from '../api';
import { AccountStatusBadge } from './AccountStatusBadge';
import { AdminSearch, PagedList, UserCells } from './AdminListControls';
import { AdminPageFrame } from './AdminPageFrame';
import { adminListMessages, roleChangeMessages } from './admin-messages';
import { useAdminListParams } from './admin-list-params';
import { roleChangeNote, roleChangeQuestion, roleRulesHint } from './role-change-note';

const userManagementMessages = messages('userManagement', {
  allRoles: 'All roles',
  roleUpdated: 'User role updated successfully.',
  undo: 'Undo',
  roleFailed: 'Failed to update user role.',
  roleOf: 'Role of {name}',
  title: 'User Management',
  status: 'Status',
  actions: 'Actions',
  filterByRole: 'Filter by role',
});

/** Nobody is made super admin from the screen (the database refuses it too). */
const ASSIGNABLE = ROLES.filter((role) => role !== 'superadmin');

/** The roles a select offers, named in the reader's language. */
function useAssignableRoles() {
  const roles = useT(roleMessages);
  return ASSIGNABLE.map((role) => ({ value: role, label: roles[role] }));
}

/** How long the toast with Undo stays after a role change. */
const UNDO_TOAST_MS = 10_000;

function RoleSelector({ user, className }: { user: Profile; className?: string }) {
  const t = useT(userManagementMessages);
  const notes = useT(roleChangeMessages);
  const roles = useT(roleMessages);
  const options = useAssignableRoles();
  const updateRole = useUpdateUserRole();
  const change = (role: Role, undoTo: Role | null) =>
    updateRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: (updated) =>
          toast({
            title: t.roleUpdated,
            description: roleChangeNote(updated, notes, roles),
            // A role change can be undone from its toast (issue 29 point 14).
            ...(undoTo
              ? {
                  duration: UNDO_TOAST_MS,
                  action: { label: t.undo, onClick: () => change(undoTo, null) },
                }
              : {}),
          }),
        onError: () => toast({ title: t.roleFailed, variant: 'destructive' }),
      },
    );
  // A role change asks first (the select shows the saved role until it is saved).
  const onChange = (role: Role) => {
    if (role === user.role) return;
    const question = roleChangeQuestion(user, role, notes, roles);
    if (window.confirm(question)) change(role, user.role);
  };
  return (
    <Select
      aria-label={fill(t.roleOf, { name: user.full_name?.trim() || user.email })}
      className={className}
      value={user.role}
      disabled={updateRole.isPending}
      options={options}
      onChange={(event) => onChange(event.target.value as Role)}
    />
  );
}

function UsersTable({ users }: { users: Profile[] }) {
  const t = useT(userManagementMessages);
  const list = useT(adminListMessages);
  return (
    <Table label={t.title}>
      <TableHeader>
        <TableRow>
          <TableHead>{list.name}</TableHead>
          <TableHead>{list.email}</TableHead>
          <TableHead>{list.role}</TableHead>
          <TableHead>{t.status}</TableHead>
          <TableHead>{t.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <UserCells user={user} />
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
  const list = useT(adminListMessages);
  if (users.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {filtered ? list.noMatch : list.none}
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
  const t = useT(userManagementMessages);
  const list = useT(adminListMessages);
  const notes = useT(roleChangeMessages);
  const roleOptions = useAssignableRoles();
  return (
    <AdminPageFrame
      title={t.title}
      description={roleRulesHint(profile?.role === 'superadmin', notes)}
    >
      <AdminSearch params={params} onChange={update} label={list.findUsers}>
        <div className="grid gap-2">
          <Label htmlFor={roleFilterId}>{t.filterByRole}</Label>
          <Select
            id={roleFilterId}
            value={params.role ?? ''}
            options={[{ value: '', label: t.allRoles }, ...roleOptions]}
            onChange={(event) =>
              update({ role: (event.target.value || undefined) as Role | undefined, page: 1 })
            }
          />
        </div>
      </AdminSearch>
      {query.isPending ? (
        <LoadingMessage label={list.loadingUsers} />
      ) : query.isError ? (
        <LoadFailure
          title={list.failedUsers}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PagedList
          data={query.data}
          isFetching={query.isFetching}
          isPlaceholderData={query.isPlaceholderData}
          noun="user"
          label={list.userPages}
          onPageChange={(page) => update({ page })}
        >
          <Users users={query.data.rows} filtered={Boolean(params.search || params.role)} />
        </PagedList>
      )}
    </AdminPageFrame>
  );
}

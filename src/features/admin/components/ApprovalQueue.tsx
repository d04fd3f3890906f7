import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { ROLE_LABELS, type AccountStatus, type Profile } from '@/lib/domain';
import { toast } from '@/lib/toast';
import { adminQueries, useUpdateUserStatus } from '../api';
import { PagedList } from './AdminListControls';
import { AdminPageFrame } from './AdminPageFrame';
import { useAdminListParams } from './admin-list-params';
import { displayName } from './display-name';

type Decision = Extract<AccountStatus, 'approved' | 'rejected'>;

function DecisionButtons({ user }: { user: Profile }) {
  const updateStatus = useUpdateUserStatus();
  const decide = (status: Decision) =>
    updateStatus.mutate(
      { userId: user.id, status },
      {
        onSuccess: () => toast({ title: `User ${status} successfully.` }),
        onError: () => toast({ title: 'Failed to update user status.', variant: 'destructive' }),
      },
    );
  const name = user.full_name?.trim() || user.email;
  const busy = updateStatus.isPending ? updateStatus.variables.status : null;
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        disabled={Boolean(busy)}
        aria-label={`Approve ${name}`}
        onClick={() => decide('approved')}
      >
        {busy === 'approved' ? 'Approving...' : 'Approve'}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={Boolean(busy)}
        aria-label={`Reject ${name}`}
        onClick={() => decide('rejected')}
      >
        {busy === 'rejected' ? 'Rejecting...' : 'Reject'}
      </Button>
    </div>
  );
}

function PendingTable({ users }: { users: Profile[] }) {
  if (users.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        No pending approvals.
      </p>
    );
  }
  return (
    <Table label="User Approval Queue">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Requested Role</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="min-w-36 font-medium">{displayName(user)}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">{user.email}</TableCell>
            <TableCell className="whitespace-nowrap">{ROLE_LABELS[user.role]}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">
              {format(new Date(user.created_at), 'MMM d, yyyy')}
            </TableCell>
            <TableCell>
              <DecisionButtons user={user} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/approvals: new Instructor and Admin accounts wait here for the super admin. */
export function ApprovalQueue() {
  const [params, update] = useAdminListParams();
  const query = useQuery(adminQueries.pending({ page: params.page }));
  return (
    <AdminPageFrame
      title="User Approval Queue"
      description="Approve or reject new Instructor and Admin accounts."
    >
      {query.isPending ? (
        <LoadingMessage label="Loading pending users..." />
      ) : query.isError ? (
        <LoadFailure
          title="Failed to fetch pending users."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PagedList
          data={query.data}
          isFetching={query.isFetching}
          isPlaceholderData={query.isPlaceholderData}
          noun="pending user"
          label="Pending user pages"
          onPageChange={(page) => update({ page })}
        >
          <PendingTable users={query.data.rows} />
        </PagedList>
      )}
    </AdminPageFrame>
  );
}

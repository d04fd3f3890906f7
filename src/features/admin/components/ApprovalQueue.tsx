import { useQuery } from '@tanstack/react-query';
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
import type { AccountStatus, Profile } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { adminQueries, useUpdateUserStatus } from '../api';
import { PagedList, UserCells } from './AdminListControls';
import { AdminPageFrame } from './AdminPageFrame';
import { adminListMessages } from './admin-messages';
import { useAdminListParams } from './admin-list-params';

const approvalMessages = messages('approvalQueue', {
  approvedToast: 'User approved successfully.',
  rejectedToast: 'User rejected successfully.',
  statusFailed: 'Failed to update user status.',
  approveName: 'Approve {name}',
  rejectName: 'Reject {name}',
  approving: 'Approving...',
  approve: 'Approve',
  rejecting: 'Rejecting...',
  reject: 'Reject',
  none: 'No pending approvals.',
  title: 'User Approval Queue',
  description: 'Approve or reject new Instructor and Admin accounts.',
  requestedRole: 'Requested Role',
  date: 'Date',
  actions: 'Actions',
  loading: 'Loading pending users...',
  failed: 'Failed to fetch pending users.',
  pages: 'Pending user pages',
});

type Decision = Extract<AccountStatus, 'approved' | 'rejected'>;

function DecisionButtons({ user }: { user: Profile }) {
  const t = useT(approvalMessages);
  const updateStatus = useUpdateUserStatus();
  const decide = (status: Decision) =>
    updateStatus.mutate(
      { userId: user.id, status },
      {
        onSuccess: () =>
          toast({ title: status === 'approved' ? t.approvedToast : t.rejectedToast }),
        onError: () => toast({ title: t.statusFailed, variant: 'destructive' }),
      },
    );
  const name = user.full_name?.trim() || user.email;
  const busy = updateStatus.isPending ? updateStatus.variables.status : null;
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        disabled={Boolean(busy)}
        aria-label={fill(t.approveName, { name })}
        onClick={() => decide('approved')}
      >
        {busy === 'approved' ? t.approving : t.approve}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={Boolean(busy)}
        aria-label={fill(t.rejectName, { name })}
        onClick={() => decide('rejected')}
      >
        {busy === 'rejected' ? t.rejecting : t.reject}
      </Button>
    </div>
  );
}

function PendingTable({ users }: { users: Profile[] }) {
  const t = useT(approvalMessages);
  const list = useT(adminListMessages);
  if (users.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {t.none}
      </p>
    );
  }
  return (
    <Table label={t.title}>
      <TableHeader>
        <TableRow>
          <TableHead>{list.name}</TableHead>
          <TableHead>{list.email}</TableHead>
          <TableHead>{t.requestedRole}</TableHead>
          <TableHead>{t.date}</TableHead>
          <TableHead>{t.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <UserCells user={user} />
            <TableCell className="whitespace-nowrap text-slate-600">
              {formatDate(user.created_at, 'MMM d, yyyy')}
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
  const t = useT(approvalMessages);
  const [params, update] = useAdminListParams();
  const query = useQuery(adminQueries.pending({ page: params.page }));
  return (
    <AdminPageFrame title={t.title} description={t.description}>
      {query.isPending ? (
        <LoadingMessage label={t.loading} />
      ) : query.isError ? (
        <LoadFailure title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PagedList
          data={query.data}
          isFetching={query.isFetching}
          isPlaceholderData={query.isPlaceholderData}
          noun="pending user"
          label={t.pages}
          onPageChange={(page) => update({ page })}
        >
          <PendingTable users={query.data.rows} />
        </PagedList>
      )}
    </AdminPageFrame>
  );
}

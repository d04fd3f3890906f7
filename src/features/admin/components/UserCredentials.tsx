import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
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
import { env } from '@/config/env';
import { ROLE_LABELS } from '@/lib/domain';
import { adminQueries, type UserCredential } from '../api';
import { AdminSearch, PagedList } from './AdminListControls';
import { AdminPageFrame } from './AdminPageFrame';
import { useAdminListParams } from './admin-list-params';
import { displayName } from './display-name';

function CredentialsTable({
  credentials,
  filtered,
}: {
  credentials: UserCredential[];
  filtered: boolean;
}) {
  if (credentials.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {filtered ? 'No users match this search.' : 'No users yet.'}
      </p>
    );
  }
  return (
    <Table label="User credentials">
      <TableHeader>
        <TableRow>
          <TableHead>Full Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Password (Default)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {credentials.map((credential) => (
          <TableRow key={credential.id}>
            <TableCell className="min-w-36 font-medium">{displayName(credential)}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">{credential.email}</TableCell>
            <TableCell className="whitespace-nowrap">{ROLE_LABELS[credential.role]}</TableCell>
            <TableCell>
              {credential.has_default_password ? (
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
                  {env.defaultPassword}
                </code>
              ) : (
                <span className="whitespace-nowrap text-slate-600">Own password (not shown)</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/user-credentials: the default password, for the accounts that still have it. */
export function UserCredentials() {
  const [params, update] = useAdminListParams();
  const query = useQuery(adminQueries.credentials({ page: params.page, search: params.search }));
  return (
    <AdminPageFrame title="User Credentials" description="Sign-in details of every account.">
      <Alert variant="destructive">
        <AlertTitle>Heads up!</AlertTitle>
        <AlertDescription>
          This page shows sensitive information. An account keeps the default password shown below
          until its owner chooses their own from the link we email them; do not share this page or
          leave it open.
        </AlertDescription>
      </Alert>
      <AdminSearch params={params} onChange={update} label="Find users" />
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
          <CredentialsTable credentials={query.data.rows} filtered={Boolean(params.search)} />
        </PagedList>
      )}
    </AdminPageFrame>
  );
}

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
import { messages, useT } from '@/lib/i18n';
import { adminQueries, type UserCredential } from '../api';
import { AdminSearch, PagedList, UserCells } from './AdminListControls';
import { AdminPageFrame } from './AdminPageFrame';
import { adminListMessages } from './admin-messages';
import { useAdminListParams } from './admin-list-params';

const credentialsMessages = messages('userCredentials', {
  tableLabel: 'User credentials',
  fullName: 'Full Name',
  password: 'Password (Default)',
  ownPassword: 'Own password (not shown)',
  title: 'User Credentials',
  description: 'Sign-in details of every account.',
  headsUp: 'Heads up!',
  warning:
    'This page shows sensitive information. An account keeps the default password shown below until its owner chooses their own from the link we email them; do not share this page or leave it open.',
});

function CredentialsTable({
  credentials,
  filtered,
}: {
  credentials: UserCredential[];
  filtered: boolean;
}) {
  const t = useT(credentialsMessages);
  const list = useT(adminListMessages);
  if (credentials.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {filtered ? list.noMatch : list.none}
      </p>
    );
  }
  return (
    <Table label={t.tableLabel}>
      <TableHeader>
        <TableRow>
          <TableHead>{t.fullName}</TableHead>
          <TableHead>{list.email}</TableHead>
          <TableHead>{list.role}</TableHead>
          <TableHead>{t.password}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {credentials.map((credential) => (
          <TableRow key={credential.id}>
            <UserCells user={credential} />
            <TableCell>
              {credential.has_default_password ? (
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
                  {env.defaultPassword}
                </code>
              ) : (
                <span className="whitespace-nowrap text-slate-600">{t.ownPassword}</span>
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
  const t = useT(credentialsMessages);
  const list = useT(adminListMessages);
  const [params, update] = useAdminListParams();
  const query = useQuery(adminQueries.credentials({ page: params.page, search: params.search }));
  return (
    <AdminPageFrame title={t.title} description={t.description}>
      <Alert variant="destructive">
        <AlertTitle>{t.headsUp}</AlertTitle>
        <AlertDescription>{t.warning}</AlertDescription>
      </Alert>
      <AdminSearch params={params} onChange={update} label={list.findUsers} />
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
          <CredentialsTable credentials={query.data.rows} filtered={Boolean(params.search)} />
        </PagedList>
      )}
    </AdminPageFrame>
  );
}

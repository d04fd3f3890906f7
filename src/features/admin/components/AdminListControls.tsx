import { useId, type FormEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { TableCell } from '@/components/ui/table';
import { roleMessages } from '@/components/role-messages';
import type { Profile } from '@/lib/domain';
import { formatCount } from '@/lib/format-count';
import { useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { useUrlSearchText } from '@/lib/use-url-search-text';
import { pageCount } from '@/lib/paging';
import type { Paged } from '../api';
import { adminListMessages } from './admin-messages';
import { displayName } from './display-name';
import type { AdminListParams, UpdateAdminListParams } from './admin-list-params';

/** Name or email search; typing waits a moment, Enter searches at once; both go back to page 1. */
export function AdminSearch({
  params,
  onChange,
  label,
  children,
}: {
  params: AdminListParams;
  onChange: UpdateAdminListParams;
  label: string;
  /** Further filters beside the search box. */
  children?: ReactNode;
}) {
  const id = useId();
  const t = useT(adminListMessages);
  const { search, setSearch, commitNow } = useUrlSearchText(params.search ?? '', (next, options) =>
    onChange({ search: next, page: 1 }, options),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitNow();
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[2fr_1fr] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>{t.search}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      {children}
    </form>
  );
}

/** The Name, Email and Role cells of a user's row (the address left to right in any language). */
export function UserCells({ user }: { user: Pick<Profile, 'full_name' | 'email' | 'role'> }) {
  const list = useT(adminListMessages);
  const roles = useT(roleMessages);
  return (
    <>
      <TableCell className="min-w-36 font-medium">{displayName(user, list.notAvailable)}</TableCell>
      <TableCell className="whitespace-nowrap text-slate-600">
        <bdi dir="ltr">{user.email}</bdi>
      </TableCell>
      <TableCell className="whitespace-nowrap">{roles[user.role]}</TableCell>
    </>
  );
}

/** "Showing 26–50 of 1,204 users"; empty when there is nothing (the list says so itself). */
function usePageSummary(total: number, page: number, pageSize: number, noun: ListNoun): string {
  const t = useT(adminListMessages);
  if (total === 0) return '';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const showing = noun === 'user' ? t.showingUsers : t.showingPending;
  return fill(showing(total), { first: formatCount(first), last: formatCount(last) });
}

/** What an admin list counts. */
type ListNoun = 'user' | 'pending user';

/** The "Showing …" line, the page itself (dimmed while the next page loads) and the page links. */
export function PagedList<T>({
  data,
  isFetching,
  isPlaceholderData,
  noun,
  label,
  onPageChange,
  children,
}: {
  data: Paged<T>;
  isFetching: boolean;
  isPlaceholderData: boolean;
  noun: ListNoun;
  label: string;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  const summary = usePageSummary(data.total, data.page, data.pageSize, noun);
  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className="text-sm text-slate-600">
        {summary}
      </p>
      <div
        aria-busy={isFetching}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        {children}
      </div>
      <Pagination
        page={data.page}
        totalPages={pageCount(data.total, data.pageSize)}
        onPageChange={onPageChange}
        label={label}
      />
    </div>
  );
}

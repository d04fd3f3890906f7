import { useId, type FormEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { useUrlSearchText } from '@/lib/use-url-search-text';
import type { Paged } from '../api';
import {
  pageSummary,
  totalPages,
  type AdminListParams,
  type UpdateAdminListParams,
} from './admin-list-params';

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
        <Label htmlFor={`${id}-search`}>Search by name or email</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="e.g. ada@example.com"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      {children}
    </form>
  );
}

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
  noun: string;
  label: string;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className="text-sm text-slate-600">
        {pageSummary(data.total, data.page, data.pageSize, noun)}
      </p>
      <div
        aria-busy={isFetching}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        {children}
      </div>
      <Pagination
        page={data.page}
        totalPages={totalPages(data.total, data.pageSize)}
        onPageChange={onPageChange}
        label={label}
      />
    </div>
  );
}

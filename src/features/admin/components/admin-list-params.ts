import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams } from '@/features/problems/components/problem-list-params';
import { ROLES, type Role } from '@/lib/domain';

/** An admin list's state in the URL query string: `page`, `q` (as on /problems) and `role`. */
export interface AdminListParams {
  page: number;
  search?: string;
  role?: Role;
}

export type UpdateAdminListParams = (next: Partial<AdminListParams>, options?: { replace?: boolean }) => void;

function readAdminListParams(query: URLSearchParams): AdminListParams {
  const { page, search } = readListParams(query);
  const role = ROLES.find((candidate) => candidate !== 'superadmin' && candidate === query.get('role'));
  return { page, search, role };
}

function writeAdminListParams({ page, search, role }: AdminListParams): URLSearchParams {
  const query = writeListParams({ page, search });
  if (role) query.set('role', role);
  return query;
}

export function useAdminListParams(): [AdminListParams, UpdateAdminListParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback<UpdateAdminListParams>(
    (next, options) =>
      setSearchParams((current) => writeAdminListParams({ ...readAdminListParams(current), ...next }), options),
    [setSearchParams],
  );
  return [readAdminListParams(searchParams), update];
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 26–50 of 1,204 users"; empty when there is nothing (the list says so itself). */
export function pageSummary(total: number, page: number, pageSize: number, noun: string): string {
  if (total === 0) return '';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total.toLocaleString('en-US')} ${noun}${total === 1 ? '' : 's'}`;
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROLES, type Role } from '@/lib/domain';

/**
 * An admin list's state in the URL query string: `page` and `q` as on /problems, and `role`.
 * Not imported from problem-list-params: sharing it made it a chunk of its own, and every chunk
 * name lands in the first route's preload map (decision 0011).
 */
export interface AdminListParams {
  page: number;
  search?: string;
  role?: Role;
}

export type UpdateAdminListParams = (
  next: Partial<AdminListParams>,
  options?: { replace?: boolean },
) => void;

function readAdminListParams(query: URLSearchParams): AdminListParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const search = query.get('q')?.trim() || undefined;
  const role = ROLES.find(
    (candidate) => candidate !== 'superadmin' && candidate === query.get('role'),
  );
  return { page: Number.isFinite(page) && page > 0 ? page : 1, search, role };
}

function writeAdminListParams({ page, search, role }: AdminListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (role) query.set('role', role);
  if (page > 1) query.set('page', String(page));
  return query;
}

export function useAdminListParams(): [AdminListParams, UpdateAdminListParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback<UpdateAdminListParams>(
    (next, options) =>
      setSearchParams(
        (current) => writeAdminListParams({ ...readAdminListParams(current), ...next }),
        options,
      ),
    [setSearchParams],
  );
  return [readAdminListParams(searchParams), update];
}

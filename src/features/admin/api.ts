import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import { toProfile } from '@/features/profiles/api';
import { ROLES, type AccountStatus, type Profile, type Role } from '@/lib/domain';
import { oneOf } from '@/lib/parse';
import { getSupabase } from '@/lib/supabase';
import { fetchPage, type Paged } from '@/lib/paging';
import { queryRoots } from '@/lib/query-keys';

export type { Paged };

export type UserCredential = Pick<Profile, 'id' | 'email' | 'full_name' | 'role'> & {
  /** False once the owner chose a password of their own: then no password is shown. */
  has_default_password: boolean;
};

/** Admin lists are paged on the server: 100,000 students must not reach the browser at once. */
// Big enough that a seeded or small team's accounts fit on one page; bounded for 100k users.
export const ADMIN_PAGE_SIZE = 100;

export interface PageRequest {
  page?: number;
  /** Matches name or email, case-insensitively. */
  search?: string;
}

export interface UserListFilters extends PageRequest {
  role?: Role;
}

/**
 * The value of an `or=(...)` ilike condition. PostgREST splits `or` on `,` `.` `:` `(` `)`, so the
 * pattern is double-quoted (inside quotes `\` and `"` are escaped); `%` and `_` are escaped for LIKE
 * so they match themselves; `*` cannot be (PostgREST makes every `*` a `%`), so it matches any one character.
 */
export function ilikeOrValue(text: string): string {
  const literal = text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
  return `"*${literal.replace(/[\\"]/g, (char) => `\\${char}`)}*"`;
}

/** `or=(full_name.ilike.*q*,email.ilike.*q*)` with q made safe for PostgREST. */
export function nameOrEmailFilter(search: string): string {
  const value = ilikeOrValue(search);
  return `full_name.ilike.${value},email.ilike.${value}`;
}

/** Every account except super admins (super admins are managed by no one), newest first, one page. */
export async function fetchUsers(filters: UserListFilters = {}): Promise<Paged<Profile>> {
  const supabase = await getSupabase();
  const search = filters.search?.trim();
  return fetchPage(
    filters.page,
    (from, to) => {
      let query = supabase
        .from('profiles')
        .select('*', { count: 'exact' })
        .neq('role', 'superadmin')
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, to);
      if (filters.role) query = query.eq('role', filters.role);
      if (search) query = query.or(nameOrEmailFilter(search));
      return query;
    },
    'Error fetching users',
    ADMIN_PAGE_SIZE,
    toProfile,
  );
}

/** Accounts waiting for the super admin, oldest request first, one page. */
export async function fetchPendingUsers(filters: PageRequest = {}): Promise<Paged<Profile>> {
  const supabase = await getSupabase();
  return fetchPage(
    filters.page,
    (from, to) =>
      supabase
        .from('profiles')
        .select('*', { count: 'exact' })
        .eq('status', 'pending')
        .order('created_at', { ascending: true })
        .order('id')
        .range(from, to),
    'Error fetching pending users',
    ADMIN_PAGE_SIZE,
    toProfile,
  );
}

export async function updateUserStatus(userId: string, status: AccountStatus): Promise<Profile> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .update({ status })
    .eq('id', userId)
    .select()
    .single();
  return toProfile(unwrap(result, 'Error updating user status'));
}

/**
 * Every account with whether it still has the sign-up default password. Superadmin-only data:
 * the database function refuses anyone else (decision 0012).
 */
export async function fetchUserCredentials(
  filters: PageRequest = {},
): Promise<Paged<UserCredential>> {
  const supabase = await getSupabase();
  const search = filters.search?.trim();
  return fetchPage(
    filters.page,
    (from, to) => {
      const query = supabase
        .rpc('admin_user_credentials', undefined, { count: 'exact' })
        .select('id, email, full_name, role, has_default_password')
        .order('full_name', { ascending: true })
        .order('id')
        .range(from, to);
      return search ? query.or(nameOrEmailFilter(search)) : query;
    },
    'Error fetching user credentials',
    ADMIN_PAGE_SIZE,
    (row): UserCredential => ({
      ...row,
      email: row.email ?? '',
      role: oneOf(ROLES)(row.role, 'admin_user_credentials.role'),
    }),
  );
}

export async function updateUserRole(userId: string, role: Role): Promise<Profile> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .update({ role })
    .eq('id', userId)
    .select()
    .single();
  return toProfile(unwrap(result, 'Error updating user role'));
}

export const adminKeys = {
  all: queryRoots.admin,
  users: (filters: UserListFilters) => [...queryRoots.admin, 'users', filters] as const,
  pending: (filters: PageRequest) => [...queryRoots.admin, 'pending', filters] as const,
  credentials: (filters: PageRequest) => [...queryRoots.admin, 'credentials', filters] as const,
};

/** The previous page stays on screen while the next one loads. */
export const adminQueries = {
  users: (filters: UserListFilters = {}) =>
    queryOptions({
      queryKey: adminKeys.users(filters),
      queryFn: () => fetchUsers(filters),
      placeholderData: keepPreviousData,
    }),
  pending: (filters: PageRequest = {}) =>
    queryOptions({
      queryKey: adminKeys.pending(filters),
      queryFn: () => fetchPendingUsers(filters),
      placeholderData: keepPreviousData,
    }),
  credentials: (filters: PageRequest = {}) =>
    queryOptions({
      queryKey: adminKeys.credentials(filters),
      queryFn: () => fetchUserCredentials(filters),
      placeholderData: keepPreviousData,
    }),
};

function useAdminMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.profiles });
    },
  });
}

export function useUpdateUserStatus() {
  return useAdminMutation(({ userId, status }: { userId: string; status: AccountStatus }) =>
    updateUserStatus(userId, status),
  );
}

export function useUpdateUserRole() {
  return useAdminMutation(({ userId, role }: { userId: string; role: Role }) =>
    updateUserRole(userId, role),
  );
}

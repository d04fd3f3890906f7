import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import type { AccountStatus, Profile, Role } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

export type UserCredential = Pick<Profile, 'email' | 'full_name' | 'role'>;

/** Every account except super admins (spec §2 /admin), newest first. */
export async function fetchUsers(): Promise<Profile[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .select('*')
    .neq('role', 'superadmin')
    .order('created_at', { ascending: false });
  return unwrap<Profile[]>(result, 'Error fetching users');
}

export async function fetchPendingUsers(): Promise<Profile[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .select('*')
    .eq('status', 'pending')
    .order('created_at', { ascending: true });
  return unwrap<Profile[]>(result, 'Error fetching pending users');
}

export async function updateUserStatus(userId: string, status: AccountStatus): Promise<Profile> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .update({ status })
    .eq('id', userId)
    .select()
    .single();
  return unwrap<Profile>(result, 'Error updating user status');
}

export async function fetchUserCredentials(): Promise<UserCredential[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .select('email, full_name, role')
    .order('full_name', { ascending: true });
  return unwrap<UserCredential[]>(result, 'Error fetching user credentials');
}

export async function updateUserRole(userId: string, role: Role): Promise<Profile> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .update({ role })
    .eq('id', userId)
    .select()
    .single();
  return unwrap<Profile>(result, 'Error updating user role');
}

export const adminKeys = {
  all: ['admin'] as const,
  users: () => ['admin', 'users'] as const,
  pending: () => ['admin', 'pending'] as const,
  credentials: () => ['admin', 'credentials'] as const,
};

export const adminQueries = {
  users: () => queryOptions({ queryKey: adminKeys.users(), queryFn: fetchUsers }),
  pending: () => queryOptions({ queryKey: adminKeys.pending(), queryFn: fetchPendingUsers }),
  credentials: () =>
    queryOptions({ queryKey: adminKeys.credentials(), queryFn: fetchUserCredentials }),
};

function useAdminMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
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

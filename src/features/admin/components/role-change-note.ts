import { ROLE_LABELS, STAFF_ROLES, type Profile } from '@/lib/domain';

/**
 * What the toast adds after a role change (decision 0033): a staff role given by an admin
 * leaves the account pending until the super admin approves it in the approval queue.
 */
export function roleChangeNote(
  updated: Pick<Profile, 'full_name' | 'email' | 'role' | 'status'>,
): string | undefined {
  if (updated.status !== 'pending' || !STAFF_ROLES.includes(updated.role)) return undefined;
  const who = updated.full_name?.trim() || updated.email;
  return `${who} is now a pending ${ROLE_LABELS[updated.role]}: the role takes effect once the super admin approves it in the approval queue.`;
}

/** The line under the /admin title, for the signed-in admin. */
export function roleRulesHint(isSuperadmin: boolean): string {
  return isSuperadmin
    ? 'Change the role of any account except the super admin.'
    : 'Change the role of any account except the super admin. Instructor and Admin roles wait for the super admin\u2019s approval.';
}

/** The question asked before a role changes. */
export function roleChangeQuestion(
  user: Pick<Profile, 'full_name' | 'email' | 'role'>,
  role: Profile['role'],
): string {
  const who = user.full_name?.trim() || user.email;
  return `Change ${who} from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[role]}?`;
}

import { roleMessages } from '@/components/role-messages';
import { STAFF_ROLES, type Profile } from '@/lib/domain';
import { fill } from '@/lib/i18n/text';
import { roleChangeMessages } from './admin-messages';

type RoleChangeTexts = ReturnType<(typeof roleChangeMessages)['get']>;
type RoleTexts = ReturnType<(typeof roleMessages)['get']>;

/**
 * What the toast adds after a role change (decision 0033): a staff role given by an admin
 * leaves the account pending until the super admin approves it in the approval queue.
 * Components pass their useT() texts; without them, the current language's.
 */
export function roleChangeNote(
  updated: Pick<Profile, 'full_name' | 'email' | 'role' | 'status'>,
  t: RoleChangeTexts = roleChangeMessages.get(),
  roles: RoleTexts = roleMessages.get(),
): string | undefined {
  if (updated.status !== 'pending' || !STAFF_ROLES.includes(updated.role)) return undefined;
  const who = updated.full_name?.trim() || updated.email;
  return fill(t.pendingNote, { who, role: roles[updated.role] });
}

/** The line under the /admin title, for the signed-in admin. */
export function roleRulesHint(
  isSuperadmin: boolean,
  t: RoleChangeTexts = roleChangeMessages.get(),
): string {
  return isSuperadmin ? t.rulesSuperadmin : t.rulesAdmin;
}

/** The question asked before a role changes. */
export function roleChangeQuestion(
  user: Pick<Profile, 'full_name' | 'email' | 'role'>,
  role: Profile['role'],
  t: RoleChangeTexts = roleChangeMessages.get(),
  roles: RoleTexts = roleMessages.get(),
): string {
  const who = user.full_name?.trim() || user.email;
  return fill(t.question, { who, from: roles[user.role], to: roles[role] });
}

import { STAFF_ROLES, type Profile } from '@/lib/domain';
import { messages } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';

const roleMessages = messages('roleChange', {
  superadmin: 'Super Admin',
  admin: 'Admin',
  instructor: 'Instructor',
  contestant: 'Student',
  pending:
    '{who} is now a pending {role}: the role takes effect once the super admin approves it in the approval queue.',
  rulesSuperadmin: 'Change the role of any account except the super admin.',
  rulesAdmin:
    'Change the role of any account except the super admin. Instructor and Admin roles wait for the super admin\u2019s approval.',
  question: 'Change {who} from {from} to {to}?',
} satisfies Record<Profile['role'], string> & Record<string, string>);

/**
 * What the toast adds after a role change (decision 0033): a staff role given by an admin
 * leaves the account pending until the super admin approves it in the approval queue.
 */
export function roleChangeNote(
  updated: Pick<Profile, 'full_name' | 'email' | 'role' | 'status'>,
): string | undefined {
  if (updated.status !== 'pending' || !STAFF_ROLES.includes(updated.role)) return undefined;
  const who = updated.full_name?.trim() || updated.email;
  const t = roleMessages.get();
  return fill(t.pending, { who, role: t[updated.role] });
}

/** The line under the /admin title, for the signed-in admin. */
export function roleRulesHint(isSuperadmin: boolean): string {
  const t = roleMessages.get();
  return isSuperadmin ? t.rulesSuperadmin : t.rulesAdmin;
}

/** The question asked before a role changes. */
export function roleChangeQuestion(
  user: Pick<Profile, 'full_name' | 'email' | 'role'>,
  role: Profile['role'],
): string {
  const who = user.full_name?.trim() || user.email;
  const t = roleMessages.get();
  return fill(t.question, { who, from: t[user.role], to: t[role] });
}

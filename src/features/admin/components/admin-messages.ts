import { messages } from '@/lib/i18n';
import { plural } from '@/lib/i18n/text';

/** Words the admin lists share: search, paging, columns, empty and failed states. */
export const adminListMessages = messages('adminLists', {
  search: 'Search by name or email',
  searchPlaceholder: 'e.g. ada@example.com',
  showingUsers: plural({
    one: 'Showing {first}–{last} of {count} user',
    other: 'Showing {first}–{last} of {count} users',
  }),
  showingPending: plural({
    one: 'Showing {first}–{last} of {count} pending user',
    other: 'Showing {first}–{last} of {count} pending users',
  }),
  name: 'Name',
  email: 'Email',
  role: 'Role',
  notAvailable: 'N/A',
  noMatch: 'No users match this search.',
  none: 'No users yet.',
  findUsers: 'Find users',
  loadingUsers: 'Loading users...',
  failedUsers: 'Failed to fetch users.',
  userPages: 'User pages',
});

/** The toast after a role change, the question before it, the line under /admin's title. */
export const roleChangeMessages = messages('roleChangeNote', {
  pendingNote:
    '{who} is now a pending {role}: the role takes effect once the super admin approves it in the approval queue.',
  rulesSuperadmin: 'Change the role of any account except the super admin.',
  rulesAdmin:
    'Change the role of any account except the super admin. Instructor and Admin roles wait for the super admin\u2019s approval.',
  question: 'Change {who} from {from} to {to}?',
});

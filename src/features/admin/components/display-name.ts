/** The Name column of the admin tables: the full name, or 'N/A' (docs/decisions/0006-screens-auth-admin-grading.md). */
export const displayName = (user: { full_name: string | null }, notAvailable = 'N/A') =>
  user.full_name?.trim() || notAvailable;

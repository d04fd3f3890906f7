/** The Name column of the admin tables: the full name, or 'N/A' (spec §2 /admin). */
export const displayName = (user: { full_name: string | null }) => user.full_name?.trim() || 'N/A';

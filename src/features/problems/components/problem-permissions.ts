import type { Profile } from '@/lib/domain';

/**
 * Who gets the edit page (the database decides again in save_problem): the author while an
 * approved staff member, and approved admins and the superadmin.
 */
export function canEditProblem(
  profile: Pick<Profile, 'id' | 'role' | 'status'> | null | undefined,
  authorId: string | null,
): boolean {
  if (!profile || profile.status !== 'approved') return false;
  if (profile.role === 'admin' || profile.role === 'superadmin') return true;
  return profile.role === 'instructor' && authorId !== null && profile.id === authorId;
}

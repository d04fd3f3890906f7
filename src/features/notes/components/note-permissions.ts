import type { Profile } from '@/lib/domain';

type Who = Pick<Profile, 'id' | 'role' | 'status'> | null | undefined;

/** Approved staff write notes (the database decides again: the notes policies). */
export function canWriteNotes(profile: Who): boolean {
  return Boolean(profile && profile.status === 'approved' && profile.role !== 'contestant');
}

/** The author while approved staff, and approved admins and the superadmin, edit a note. */
export function canEditNote(profile: Who, authorId: string | null): boolean {
  if (!canWriteNotes(profile) || !profile) return false;
  if (profile.role === 'admin' || profile.role === 'superadmin') return true;
  return authorId !== null && authorId === profile.id;
}

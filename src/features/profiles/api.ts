import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { check, requireUserId, unwrap } from '@/lib/data';
import type { AccountStatus, Profile, Role } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

export type ProfileChanges = Partial<Pick<Profile, 'full_name' | 'avatar_url'>>;

export interface NewProfile {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  status: AccountStatus;
}

/** The profile of `userId`, or of the signed-in user when omitted. */
export async function fetchProfile(userId?: string): Promise<Profile> {
  const supabase = await getSupabase();
  const id = userId ?? (await requireUserId());
  const result = await supabase.from('profiles').select('*').eq('id', id).single();
  return unwrap<Profile>(result, 'Error fetching profile');
}

export async function updateProfile(changes: ProfileChanges): Promise<Profile> {
  const supabase = await getSupabase();
  const id = await requireUserId();
  const result = await supabase.from('profiles').update(changes).eq('id', id).select().single();
  return unwrap<Profile>(result, 'Error updating profile');
}

/** Normally the database creates the profile on sign-up; kept for the operation list of docs/decisions/0002. */
export async function createProfile(profile: NewProfile): Promise<Profile> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .insert({ ...profile, score: 0, problems_solved: 0 })
    .select()
    .single();
  return unwrap<Profile>(result, 'Error creating profile');
}

/** Public bucket of profile pictures (decision 0041); each user writes only `{their id}/…`. */
export const AVATARS_BUCKET = 'avatars';
const AVATAR_EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The object key of `url` when it is one of `userId`'s own avatars in our bucket, else null. */
export function ownAvatarKey(url: string | null | undefined, userId: string): string | null {
  const match = /\/storage\/v1\/object\/public\/avatars\/([^?#]+)$/.exec(url ?? '');
  const key = match?.[1] ?? null;
  return key && key.startsWith(`${userId}/`) && !key.includes('..') ? key : null;
}

/** Uploads a prepared avatar (avatar-image.ts) under a fresh name; returns its public URL. */
export async function uploadAvatar(image: Blob): Promise<{ key: string; url: string }> {
  const supabase = await getSupabase();
  const id = await requireUserId();
  const key = `${id}/${crypto.randomUUID()}.${AVATAR_EXTENSIONS[image.type] ?? 'jpg'}`;
  const result = await supabase.storage.from(AVATARS_BUCKET).upload(key, image, {
    contentType: image.type,
    cacheControl: '31536000',
    upsert: false,
  });
  check(result, 'Error uploading avatar');
  return { key, url: supabase.storage.from(AVATARS_BUCKET).getPublicUrl(key).data.publicUrl };
}

/** Removes avatar objects no profile points at any more; a failure only leaves a stray file. */
async function removeAvatarObjects(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(AVATARS_BUCKET).remove(keys);
  if (error) console.warn('An old avatar could not be removed.', error.message);
}

export interface ProfileEdit {
  fullName: string;
  /** A new prepared picture, null to remove the picture, undefined to keep it. */
  avatar?: Blob | null;
}

/**
 * Saves the name and picture: the new picture is uploaded first, then the profile row points at
 * it; the old picture is removed once nothing points at it (and the new one if the row refused).
 */
export async function saveProfile(current: Profile, edit: ProfileEdit): Promise<Profile> {
  const changes: ProfileChanges = { full_name: edit.fullName };
  let uploaded: string | null = null;
  if (edit.avatar) {
    const { key, url } = await uploadAvatar(edit.avatar);
    uploaded = key;
    changes.avatar_url = url;
  } else if (edit.avatar === null) {
    changes.avatar_url = null;
  }
  let saved: Profile;
  try {
    saved = await updateProfile(changes);
  } catch (error) {
    if (uploaded) await removeAvatarObjects([uploaded]);
    throw error;
  }
  const old = ownAvatarKey(current.avatar_url, current.id);
  if (edit.avatar !== undefined && old) await removeAvatarObjects([old]);
  return saved;
}

export const profileKeys = {
  all: ['profiles'] as const,
  detail: (userId: string) => ['profiles', 'detail', userId] as const,
};

export const profileQueries = {
  detail: (userId: string) =>
    queryOptions({ queryKey: profileKeys.detail(userId), queryFn: () => fetchProfile(userId) }),
};

export function useSaveProfile(current: Profile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => saveProfile(current, edit),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.id), profile);
      // Lists that show names and pictures (leaderboard, authors, comments) read them again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'profiles',
      });
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(profile.id), profile),
  });
}

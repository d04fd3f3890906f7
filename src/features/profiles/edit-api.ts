// Editing one's own profile (issue 29 point 6, decision 0041), apart from api.ts: AuthProvider,
// on the first route, reads profiles through api.ts; this is only needed on /profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { check, requireUserId } from '@/lib/data';
import type { Profile } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';
import { profileKeys, updateProfile, type ProfileChanges } from './api';

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

export function useSaveProfile(current: Profile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => saveProfile(current, edit),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.id), profile);
      // Lists that show names and pictures (leaderboard, authors, comments) read them again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== profileKeys.all[0],
      });
    },
  });
}

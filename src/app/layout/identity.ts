import type { User } from '@supabase/supabase-js';
import type { Profile } from '@/lib/domain';

/** The header's name, e-mail and avatar: profile first, then the sign-up metadata. */
export function displayIdentity(user: User, profile: Profile | null) {
  const metadata = user.user_metadata as {
    fullName?: unknown;
    full_name?: unknown;
    avatar_url?: unknown;
  };
  const metadataName =
    typeof metadata.fullName === 'string'
      ? metadata.fullName
      : typeof metadata.full_name === 'string'
        ? metadata.full_name
        : null;
  const email = profile?.email ?? user.email ?? '';
  return {
    name: profile?.full_name || metadataName || email,
    email,
    avatarUrl:
      profile?.avatar_url ?? (typeof metadata.avatar_url === 'string' ? metadata.avatar_url : null),
  };
}

import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ROLE_LABELS, type Profile } from '@/lib/domain';

interface ProfileSummaryCardProps {
  profile: Profile;
  /** Shown when the profile has no name ('Anonymous User'). */
  nameFallback?: string;
  title?: string;
}

/** Avatar (initials when there is no picture), name, e-mail and role. */
export function ProfileSummaryCard({
  profile,
  nameFallback,
  title = 'Profile',
}: ProfileSummaryCardProps) {
  const name = profile.full_name?.trim() || nameFallback || profile.email;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <Avatar name={profile.full_name} src={profile.avatar_url} className="h-16 w-16 text-lg" />
        <dl className="min-w-0 space-y-1 text-sm">
          <div>
            <dt className="sr-only">Name</dt>
            <dd className="truncate text-base font-semibold text-slate-900">{name}</dd>
          </div>
          <div>
            <dt className="sr-only">Email</dt>
            <dd className="break-all text-slate-600">{profile.email}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">Role:</dt>
            <dd className="font-medium text-slate-800">{ROLE_LABELS[profile.role]}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

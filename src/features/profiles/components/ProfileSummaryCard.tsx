import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { roleMessages } from '@/components/role-messages';
import type { Profile } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';

const summaryMessages = messages('profileSummaryCard', {
  title: 'Profile',
  name: 'Name',
  email: 'Email',
  role: 'Role:',
});

interface ProfileSummaryCardProps {
  profile: Profile;
  /** Shown when the profile has no name ('Anonymous User'). */
  nameFallback?: string;
  /** The card's title; 'Profile' when not given. */
  title?: string;
}

/** Avatar (initials when there is no picture), name, e-mail and role. */
export function ProfileSummaryCard({ profile, nameFallback, title }: ProfileSummaryCardProps) {
  const t = useT(summaryMessages);
  const roles = useT(roleMessages);
  const name = profile.full_name?.trim() || nameFallback || profile.email;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title ?? t.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <Avatar name={profile.full_name} src={profile.avatar_url} className="h-16 w-16 text-lg" />
        <dl className="min-w-0 space-y-1 text-sm">
          <div>
            <dt className="sr-only">{t.name}</dt>
            <dd className="truncate text-base font-semibold text-slate-900">{name}</dd>
          </div>
          <div>
            <dt className="sr-only">{t.email}</dt>
            <dd className="break-all text-slate-600">
              <bdi dir="ltr">{profile.email}</bdi>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">{t.role}</dt>
            <dd className="font-medium text-slate-800">{roles[profile.role]}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

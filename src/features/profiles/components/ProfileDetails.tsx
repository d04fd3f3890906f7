import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { LoadingMessage } from '@/components/ui/loading';
import { roleMessages } from '@/components/role-messages';
import { useAuth } from '@/features/auth';
import { messages, useT } from '@/lib/i18n';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EditProfileForm } from './EditProfileForm';

const detailsMessages = messages('profileDetails', {
  loading: 'Loading profile...',
  title: 'Profile',
  fullName: 'Full name',
  anonymous: 'Anonymous User',
  email: 'Email',
  role: 'Role:',
  update: 'Update Profile',
  changePassword: 'Change Password',
});

type OpenForm = 'profile' | 'password' | null;

/** /profile: who the user is; 'Update Profile' edits name and picture, 'Change Password' the password. */
export function ProfileDetails() {
  const t = useT(detailsMessages);
  const roles = useT(roleMessages);
  const { user, profile, profileLoading } = useAuth();
  const [open, setOpen] = useState<OpenForm>(null);
  if (!user || profileLoading || !profile) return <LoadingMessage label={t.loading} />;
  const toggle = (form: Exclude<OpenForm, null>) =>
    setOpen((current) => (current === form ? null : form));

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 font-serif text-3xl font-semibold tracking-tight text-slate-900">
        {t.title}
      </h1>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:flex-row sm:text-start">
          <Avatar
            name={profile.full_name}
            src={profile.avatar_url}
            className="h-24 w-24 text-2xl"
          />
          <dl className="min-w-0 space-y-2">
            <div>
              <dt className="sr-only">{t.fullName}</dt>
              <dd className="text-2xl font-semibold text-slate-900">
                {profile.full_name?.trim() || t.anonymous}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t.email}</dt>
              <dd className="break-all text-slate-600">
                <bdi dir="ltr">{profile.email}</bdi>
              </dd>
            </div>
            <div className="flex justify-center gap-2 sm:justify-start">
              <dt className="text-slate-500">{t.role}</dt>
              <dd className="font-medium text-slate-800">{roles[profile.role]}</dd>
            </div>
          </dl>
        </CardContent>
        <CardFooter className="flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={() => toggle('profile')}
            aria-expanded={open === 'profile'}
            aria-controls="profile-edit"
            className="w-full sm:w-auto"
          >
            {t.update}
          </Button>
          <Button
            variant="outline"
            onClick={() => toggle('password')}
            aria-expanded={open === 'password'}
            aria-controls="profile-password"
            className="w-full sm:w-auto"
          >
            {t.changePassword}
          </Button>
        </CardFooter>
      </Card>
      <div id="profile-edit" className="mt-6 empty:hidden">
        {open === 'profile' && <EditProfileForm profile={profile} onDone={() => setOpen(null)} />}
      </div>
      <div id="profile-password" className="mt-6 empty:hidden">
        {open === 'password' && user.email && (
          <ChangePasswordForm email={user.email} onDone={() => setOpen(null)} />
        )}
      </div>
    </section>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldDescription } from '@/components/ui/field-aria';
import { FormField } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SIGNUP_ROLES } from '@/lib/domain';
import { useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { signOut } from '../api';
import { useAuth } from '../auth-context';
import { returnTarget } from '../return-to';
import { AuthCard } from './AuthCard';
import { authMessages } from './auth-messages';
import { signupSchema, signupSuccessToast, type SignupValues } from './schemas';

const ROLE_LABEL = {
  Student: 'roleStudent',
  Instructor: 'roleInstructor',
  Admin: 'roleAdmin',
} as const;

export function SignupForm() {
  const t = useT(authMessages);
  const roleOptions = SIGNUP_ROLES.map((role) => ({ value: role, label: t[ROLE_LABEL[role]] }));
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { fullName: '', email: '', role: 'Student' },
  });

  const onSubmit = handleSubmit(async ({ fullName, email, role }) => {
    // On failure the session layer shows 'Sign up Failed'; the form stays.
    // The confirmation link comes back to the page the new user signed up from.
    const returnTo = returnTarget(location.state, location.search);
    const { error, signedIn } = await signUp(email, fullName, role, returnTo);
    if (error) return;
    // A backend that confirms e-mails at once would also sign the new user in: they must still
    // confirm and log in. (With "Confirm email" on, as here and on hosted, there is no session.)
    if (signedIn) await signOut();
    toast(signupSuccessToast(role));
    navigate(paths.login, { replace: true, state: location.state });
  });

  return (
    <AuthCard
      title={t.signupTitle}
      description={t.signupLead}
      footer={
        <p>
          {t.haveAccount}{' '}
          <Link to={paths.login} className="font-medium text-blue-800 hover:underline">
            {t.login}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField htmlFor="signup-full-name" label={t.fullName} error={errors.fullName?.message}>
          <Input
            autoComplete="name"
            placeholder={t.namePlaceholder}
            {...fieldDescription('signup-full-name', { error: errors.fullName?.message })}
            {...register('fullName')}
          />
        </FormField>
        <FormField htmlFor="signup-email" label={t.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            dir="ltr"
            placeholder={t.emailPlaceholder}
            {...fieldDescription('signup-email', { error: errors.email?.message })}
            {...register('email')}
          />
        </FormField>
        <FormField
          htmlFor="signup-role"
          label={t.iAm}
          hint={t.roleHint}
          error={errors.role?.message}
        >
          <Select
            options={roleOptions}
            {...fieldDescription('signup-role', { error: errors.role?.message, hint: true })}
            {...register('role')}
          />
        </FormField>
        <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {withParts(t.defaultPassword, {
            password: (
              <code
                dir="ltr"
                className="rounded bg-white px-1.5 py-0.5 font-mono font-semibold text-slate-900"
              >
                {env.defaultPassword}
              </code>
            ),
          })}{' '}
          {t.defaultPasswordNext}
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t.creating : t.signup}
        </Button>
      </form>
    </AuthCard>
  );
}

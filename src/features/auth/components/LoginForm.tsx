import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldDescription } from '@/components/ui/field-aria';
import { FormField } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import type { AuthError } from '@supabase/supabase-js';
import { resendConfirmation } from '../api';
import { useAuth } from '../auth-context';
import { returnTarget } from '../return-to';
import { AuthCard } from './AuthCard';
import { authMessages } from './auth-messages';
import { loginSchema, type LoginValues } from './schemas';

/** Sign-in refusals this screen explains itself, beyond the session layer's toast. */
type SignInProblem = 'email-not-confirmed' | 'own-password-needed' | null;

function signInProblem(error: AuthError | null): SignInProblem {
  if (!error) return null;
  if (error.code === 'email_not_confirmed') return 'email-not-confirmed';
  // Only the access token hook refuses a correct password with 403 (decision 0012).
  if (error.status === 403) return 'own-password-needed';
  return null;
}

/** What to do when the address is not confirmed yet, or the account has no password of its own. */
function SignInHelp({ problem, email }: { problem: Exclude<SignInProblem, null>; email: string }) {
  const [sending, setSending] = useState(false);
  const location = useLocation();
  const t = useT(authMessages);

  async function resend() {
    setSending(true);
    const { error } = await resendConfirmation(
      email,
      returnTarget(location.state, location.search),
    );
    setSending(false);
    if (error) {
      toast({
        title: t.linkFailed,
        description: error.message || undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: t.checkEmail,
      description: t.checkEmailText,
    });
  }

  if (problem === 'email-not-confirmed') {
    return (
      <Alert variant="warning" className="mb-5">
        <AlertTitle>{t.confirmFirst}</AlertTitle>
        <AlertDescription>
          <p>
            {withParts(t.confirmFirstText, {
              email: (
                <strong className="break-all" dir="ltr">
                  {email}
                </strong>
              ),
            })}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={sending}
            onClick={() => void resend()}
          >
            {sending ? t.sending : t.resend}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" className="mb-5">
      <AlertTitle>{t.ownPasswordFirst}</AlertTitle>
      <AlertDescription>
        <p>{t.ownPasswordText}</p>
        <Link
          to={paths.forgotPassword}
          className="mt-2 inline-block font-medium text-blue-800 hover:underline"
        >
          {t.newLink}
        </Link>
      </AlertDescription>
    </Alert>
  );
}

export function LoginForm() {
  const t = useT(authMessages);
  const { signIn } = useAuth();
  const [help, setHelp] = useState<{ problem: Exclude<SignInProblem, null>; email: string } | null>(
    null,
  );
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    // On failure the session layer shows 'Sign in Failed'; the form simply stays.
    const { error } = await signIn(email, password);
    const problem = signInProblem(error);
    setHelp(problem ? { problem, email } : null);
    if (error) return;
    toast({
      title: t.loginSuccess,
      description: t.loginSuccessText,
    });
    // Back where they came from (the guard's page, ?next= or the last page), else the dashboard.
    navigate(returnTarget(location.state, location.search) ?? paths.dashboard, { replace: true });
  });

  return (
    <AuthCard
      title={t.loginTitle}
      description={t.loginLead}
      footer={
        <p>
          {t.noAccount}{' '}
          <Link to={paths.signup} className="font-medium text-blue-800 hover:underline">
            {t.signupLink}
          </Link>
        </p>
      }
    >
      {help && <SignInHelp problem={help.problem} email={help.email} />}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField htmlFor="login-email" label={t.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            dir="ltr"
            placeholder={t.emailPlaceholder}
            {...fieldDescription('login-email', { error: errors.email?.message })}
            {...register('email')}
          />
        </FormField>
        <FormField htmlFor="login-password" label={t.password} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldDescription('login-password', { error: errors.password?.message })}
            {...register('password')}
          />
        </FormField>
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-blue-800 hover:underline"
          >
            {t.forgot}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t.loggingIn : t.login}
        </Button>
      </form>
    </AuthCard>
  );
}

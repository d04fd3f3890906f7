import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { fieldDescription } from '@/components/ui/field-aria';
import { FormField } from '@/components/ui/label';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { plural } from '@/lib/i18n/text';
import { toast, type ToastInput } from '@/lib/toast';
import { useAuth } from '../auth-context';
import { returnTarget } from '../return-to';
import { AuthCard } from './AuthCard';
import { isRecoverySession, linkErrorFromHash } from './recovery-session';
import { MIN_PASSWORD_LENGTH, resetPasswordSchema, type ResetPasswordValues } from './schemas';

const choosePasswordMessages = messages('choosePasswordForm', {
  updateFailed: 'Password Update Failed',
  somethingWrong: 'Something went wrong.',
  atLeast: plural({ one: 'At least {count} character.', other: 'At least {count} characters.' }),
  saving: 'Saving...',
});

export interface ChoosePasswordTexts {
  title: string;
  description: ReactNode;
  passwordLabel: string;
  confirmationLabel: string;
  submitLabel: string;
  success: ToastInput;
  /** Shown when the page is opened without a session from an e-mailed link. */
  missingLink: { title: string; text: string; actionLabel: string; actionTo: string };
}

function NoLinkSession({ texts, reason }: { texts: ChoosePasswordTexts; reason: string | null }) {
  return (
    <AuthCard title={texts.title}>
      <Alert variant="warning">
        <AlertTitle>{texts.missingLink.title}</AlertTitle>
        <AlertDescription>
          {reason ? `${reason} ` : ''}
          {texts.missingLink.text}
        </AlertDescription>
      </Alert>
      <Link to={texts.missingLink.actionTo} className={cn(buttonVariants(), 'mt-6 w-full')}>
        {texts.missingLink.actionLabel}
      </Link>
    </AuthCard>
  );
}

/**
 * A new password for the user an e-mailed link signed in (recovery, or the confirmation of a
 * sign-up). Saving it also refreshes the session, which then carries the account's rights.
 */
export function ChoosePasswordForm({ texts }: { texts: ChoosePasswordTexts }) {
  const t = useT(choosePasswordMessages);
  const { status, session, updatePassword } = useAuth();
  const navigate = useNavigate();
  // Read once: supabase-js leaves the fragment in place only when it refused the link.
  const [linkError] = useState(() => linkErrorFromHash(window.location.hash));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await updatePassword(password);
    if (error) {
      toast({
        title: t.updateFailed,
        description: error.message || t.somethingWrong,
        variant: 'destructive',
      });
      return;
    }
    toast(texts.success);
    // A sign-up's link carries the page the new user came from (?next=, this site only).
    navigate(returnTarget(null, window.location.search) ?? paths.dashboard, { replace: true });
  });

  if (status === 'loading') return <LoadingMessage />;
  if (!isRecoverySession(session)) return <NoLinkSession texts={texts} reason={linkError} />;

  return (
    <AuthCard title={texts.title} description={texts.description}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          htmlFor="reset-password"
          label={texts.passwordLabel}
          hint={t.atLeast(MIN_PASSWORD_LENGTH)}
          error={errors.password?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldDescription('reset-password', { error: errors.password?.message, hint: true })}
            {...register('password')}
          />
        </FormField>
        <FormField
          htmlFor="reset-confirmation"
          label={texts.confirmationLabel}
          error={errors.confirmation?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldDescription('reset-confirmation', { error: errors.confirmation?.message })}
            {...register('confirmation')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t.saving : texts.submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}

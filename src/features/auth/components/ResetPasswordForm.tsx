import { useState } from 'react';
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
import { toast } from '@/lib/toast';
import { useAuth } from '../auth-context';
import { AuthCard } from './AuthCard';
import { isRecoverySession, linkErrorFromHash } from './recovery-session';
import { MIN_PASSWORD_LENGTH, resetPasswordSchema, type ResetPasswordValues } from './schemas';

function NoRecoverySession({ reason }: { reason: string | null }) {
  return (
    <AuthCard title="Set a new password">
      <Alert variant="warning">
        <AlertTitle>This page needs a password reset link</AlertTitle>
        <AlertDescription>
          {reason ? `${reason} ` : ''}Open the link from the password reset email on this device, or
          ask for a new one.
        </AlertDescription>
      </Alert>
      <Link to={paths.forgotPassword} className={cn(buttonVariants(), 'mt-6 w-full')}>
        Request a new reset link
      </Link>
    </AuthCard>
  );
}

export function ResetPasswordForm() {
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
        title: 'Password Update Failed',
        description: error.message || 'Something went wrong.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Password Updated',
      description: 'Your new password is saved. Use it the next time you log in.',
    });
    navigate(paths.dashboard, { replace: true });
  });

  if (status === 'loading') return <LoadingMessage />;
  if (!isRecoverySession(session)) return <NoRecoverySession reason={linkError} />;

  return (
    <AuthCard title="Set a new password" description="Choose a password only you know.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          htmlFor="reset-password"
          label="New password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
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
          label="Confirm new password"
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
          {isSubmitting ? 'Saving...' : 'Save New Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

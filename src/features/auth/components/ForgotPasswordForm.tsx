import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldDescription } from '@/components/ui/field-aria';
import { FormField } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAuth } from '../auth-context';
import { authMessages } from './auth-messages';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schemas';

const forgotMessages = messages('forgotPasswordForm', {
  failed: 'Something went wrong',
  sentText: "If an account with this email exists, we've sent a password reset link.",
  title: 'Forgot your password?',
  lead: 'Enter your email and we will send you a link to set a new password.',
  remembered: 'Remembered it?',
  backToLogin: 'Back to login',
  send: 'Send Reset Link',
});

export function ForgotPasswordForm() {
  const t = useT(forgotMessages);
  const auth = useT(authMessages);
  const { requestPasswordReset } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await requestPasswordReset(email);
    if (error) {
      toast({
        title: t.failed,
        description: error.message || undefined,
        variant: 'destructive',
      });
      return;
    }
    // The same answer whether or not the account exists, so nobody can probe for addresses.
    toast({
      title: auth.checkEmail,
      description: t.sentText,
    });
  });

  return (
    <AuthCard
      title={t.title}
      description={t.lead}
      footer={
        <p>
          {t.remembered}{' '}
          <Link to={paths.login} className="font-medium text-blue-800 hover:underline">
            {t.backToLogin}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField htmlFor="forgot-email" label={auth.email} error={errors.email?.message}>
          <Input
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            placeholder={auth.emailPlaceholder}
            {...fieldDescription('forgot-email', { error: errors.email?.message })}
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? auth.sending : t.send}
        </Button>
      </form>
    </AuthCard>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldDescription } from '@/components/ui/field-aria';
import { FormField } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAuth } from '../auth-context';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schemas';

export function ForgotPasswordForm() {
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
        title: 'Something went wrong',
        description: error.message || undefined,
        variant: 'destructive',
      });
      return;
    }
    // The same answer whether or not the account exists, so nobody can probe for addresses.
    toast({
      title: 'Check your email',
      description: "If an account with this email exists, we've sent a password reset link.",
    });
  });

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email and we will send you a link to set a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login} className="font-medium text-blue-800 hover:underline">
            Back to login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField htmlFor="forgot-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            {...fieldDescription('forgot-email', { error: errors.email?.message })}
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldDescription } from '@/components/ui/field-aria';
import { FormField } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAuth } from '../auth-context';
import { AuthCard } from './AuthCard';
import { loginSchema, type LoginValues } from './schemas';

/** Where the guard wanted to take the user before it sent them here, if anywhere. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from && from.pathname !== paths.login ? `${from.pathname}${from.search}` : paths.dashboard;
}

export function LoginForm() {
  const { signIn } = useAuth();
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
    if (error) return;
    toast({
      title: 'Login Successful!',
      description: 'Welcome back! Redirecting to your dashboard...',
    });
    navigate(redirectTarget(location.state), { replace: true });
  });

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Sign in to continue your training."
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className="font-medium text-blue-800 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField htmlFor="login-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...fieldDescription('login-email', { error: errors.email?.message })}
            {...register('email')}
          />
        </FormField>
        <FormField htmlFor="login-password" label="Password" error={errors.password?.message}>
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
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </AuthCard>
  );
}

import { z } from 'zod';
import { SIGNUP_ROLES, type SignupRole } from '@/lib/domain';
import type { ToastInput } from '@/lib/toast';

export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .pipe(z.email('Enter a valid email address.'));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required.'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Full name is required.')
    .max(120, 'Use at most 120 characters.'),
  email,
  role: z.enum(SIGNUP_ROLES),
});
export type SignupValues = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(72, 'Use at most 72 characters.'),
    confirmation: z.string().min(1, 'Repeat the new password.'),
  })
  .refine((values) => values.password === values.confirmation, {
    message: 'The passwords do not match.',
    path: ['confirmation'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** Students verify their e-mail; staff wait for the super admin. */
export function signupSuccessToast(role: SignupRole): ToastInput {
  return role === 'Student'
    ? {
        title: 'Account Created!',
        description:
          'Welcome! Please check your email to verify your account, then you can log in.',
      }
    : {
        title: 'Account Pending Approval',
        description:
          'Your account has been created and is waiting for administrator approval. You will be notified via email.',
      };
}

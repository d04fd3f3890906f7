import { z } from 'zod';
import { FORM_ERRORS as E } from '@/components/form-errors';
import { SIGNUP_ROLES, type SignupRole } from '@/lib/domain';
import type { ToastInput } from '@/lib/toast';
import { authMessages } from './auth-messages';

export const MIN_PASSWORD_LENGTH = 8;

const email = z.string().trim().min(1, E.emailRequired).pipe(z.email(E.emailInvalid));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, E.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  fullName: z.string().trim().min(1, E.fullNameRequired).max(120, E.max120),
  email,
  role: z.enum(SIGNUP_ROLES),
});
export type SignupValues = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, E.min8).max(72, E.max72),
    confirmation: z.string().min(1, E.repeatPassword),
  })
  .refine((values) => values.password === values.confirmation, {
    message: E.passwordsDiffer,
    path: ['confirmation'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** Students verify their e-mail; staff wait for the super admin. */
export function signupSuccessToast(role: SignupRole): ToastInput {
  const t = authMessages.get();
  return role === 'Student'
    ? { title: t.createdTitle, description: t.createdText }
    : { title: t.pendingTitle, description: t.pendingText };
}

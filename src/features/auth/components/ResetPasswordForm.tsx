import { paths } from '@/config/paths';
import { ChoosePasswordForm, type ChoosePasswordTexts } from './ChoosePasswordForm';

const RESET_TEXTS: ChoosePasswordTexts = {
  title: 'Set a new password',
  description: 'Choose a password only you know.',
  passwordLabel: 'New password',
  confirmationLabel: 'Confirm new password',
  submitLabel: 'Save New Password',
  success: {
    title: 'Password Updated',
    description: 'Your new password is saved. Use it the next time you log in.',
  },
  missingLink: {
    title: 'This page needs a password reset link',
    text: 'Open the link from the password reset email on this device, or ask for a new one.',
    actionLabel: 'Request a new reset link',
    actionTo: paths.forgotPassword,
  },
};

/** /reset-password: where the recovery e-mail's link lands. */
export function ResetPasswordForm() {
  return <ChoosePasswordForm texts={RESET_TEXTS} />;
}

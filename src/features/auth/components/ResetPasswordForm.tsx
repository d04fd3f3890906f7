import { messages, useT } from '@/lib/i18n';
import { ChoosePasswordForm } from './ChoosePasswordForm';
import { choosePasswordTexts } from './choose-password-texts';

const resetMessages = messages('resetPasswordForm', {
  title: 'Set a new password',
  description: 'Choose a password only you know.',
  passwordLabel: 'New password',
  confirmationLabel: 'Confirm new password',
  submitLabel: 'Save New Password',
  successTitle: 'Password Updated',
  successText: 'Your new password is saved. Use it the next time you log in.',
  missingTitle: 'This page needs a password reset link',
  missingText: 'Open the link from the password reset email on this device, or ask for a new one.',
  missingAction: 'Request a new reset link',
});

/** /reset-password: where the recovery e-mail's link lands. */
export function ResetPasswordForm() {
  const t = useT(resetMessages);
  return <ChoosePasswordForm texts={choosePasswordTexts(t)} />;
}

import { messages, useT } from '@/lib/i18n';
import { ChoosePasswordForm } from './ChoosePasswordForm';
import { choosePasswordTexts } from './choose-password-texts';

const welcomeMessages = messages('welcomeForm', {
  title: 'Choose your password',
  description:
    'Your email address is confirmed. Choose the password you will log in with; until you do, the account can do nothing.',
  passwordLabel: 'Your password',
  confirmationLabel: 'Confirm your password',
  submitLabel: 'Save Password',
  successTitle: 'Welcome aboard!',
  successText: 'Your password is saved and your account is ready.',
  missingTitle: 'This page needs the link from your sign-up email',
  missingText:
    "Open the link we emailed you when you signed up, on this device. If it has expired, 'Forgot your password?' sends a new one.",
  missingAction: 'Get a new link',
});

/** /welcome: where the sign-up confirmation link lands; the new user chooses their own password. */
export function WelcomeForm() {
  const t = useT(welcomeMessages);
  return <ChoosePasswordForm texts={choosePasswordTexts(t)} />;
}

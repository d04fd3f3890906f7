import { paths } from '@/config/paths';
import { ChoosePasswordForm, type ChoosePasswordTexts } from './ChoosePasswordForm';

const WELCOME_TEXTS: ChoosePasswordTexts = {
  title: 'Choose your password',
  description:
    'Your email address is confirmed. Choose the password you will log in with; until you do, the account can do nothing.',
  passwordLabel: 'Your password',
  confirmationLabel: 'Confirm your password',
  submitLabel: 'Save Password',
  success: {
    title: 'Welcome aboard!',
    description: 'Your password is saved and your account is ready.',
  },
  missingLink: {
    title: 'This page needs the link from your sign-up email',
    text: "Open the link we emailed you when you signed up, on this device. If it has expired, 'Forgot your password?' sends a new one.",
    actionLabel: 'Get a new link',
    actionTo: paths.forgotPassword,
  },
};

/** /welcome: where the sign-up confirmation link lands; the new user chooses their own password. */
export function WelcomeForm() {
  return <ChoosePasswordForm texts={WELCOME_TEXTS} />;
}

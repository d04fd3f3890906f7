import { paths } from '@/config/paths';
import type { ChoosePasswordTexts } from './ChoosePasswordForm';

/** The flat messages of a password page (welcome, reset), in ChoosePasswordForm's shape. */
export interface PasswordPageMessages {
  title: string;
  description: string;
  passwordLabel: string;
  confirmationLabel: string;
  submitLabel: string;
  successTitle: string;
  successText: string;
  missingTitle: string;
  missingText: string;
  missingAction: string;
}

export function choosePasswordTexts(t: PasswordPageMessages): ChoosePasswordTexts {
  return {
    title: t.title,
    description: t.description,
    passwordLabel: t.passwordLabel,
    confirmationLabel: t.confirmationLabel,
    submitLabel: t.submitLabel,
    success: { title: t.successTitle, description: t.successText },
    missingLink: {
      title: t.missingTitle,
      text: t.missingText,
      actionLabel: t.missingAction,
      actionTo: paths.forgotPassword,
    },
  };
}

import { messages } from '@/lib/i18n';
import { translateSentence } from '@/lib/i18n/translate-sentence';

/**
 * The forms' validation messages (zod schemas give the English; FormField shows them in the
 * reader's language). Other English rules (create-problem-rules.ts, contest-form-rules.ts, the
 * database's refusals) are found in the language's sentence table; anything else shows as given.
 */
export const FORM_ERRORS = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  fullNameRequired: 'Full name is required.',
  max120: 'Use at most 120 characters.',
  max72: 'Use at most 72 characters.',
  min8: 'Use at least 8 characters.',
  repeatPassword: 'Repeat the new password.',
  passwordsDiffer: 'The passwords do not match.',
} as const;

export const formErrorMessages = messages('formErrors', FORM_ERRORS);

const KEY_OF = new Map(
  Object.entries(FORM_ERRORS).map(([key, english]) => [english as string, key]),
);

/** The message in the reader's language (`t` is useT(formErrorMessages)'s value). */
export function translateFormError(
  text: string | undefined,
  t: Record<keyof typeof FORM_ERRORS, string>,
): string | undefined {
  const key = text === undefined ? undefined : KEY_OF.get(text);
  if (key) return t[key as keyof typeof FORM_ERRORS];
  return text === undefined ? undefined : translateSentence(text);
}

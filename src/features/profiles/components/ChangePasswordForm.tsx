import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FORM_ERRORS } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { env } from '@/config/env';
import { changePassword } from '@/features/auth/change-password';
import { messages, useT } from '@/lib/i18n';
import { plural } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';

const changePasswordMessages = messages('changePasswordForm', {
  enterCurrent: 'Enter your current password.',
  notDefault: 'Choose a password other than the default sign-up password.',
  different: 'The new password must be different from the current one.',
  wrongCurrent: 'This is not your current password.',
  updateFailed: 'Password Update Failed',
  somethingWrong: 'Something went wrong.',
  changed: 'Password changed',
  changedText: 'Use your new password next time you log in. Other devices were signed out.',
  title: 'Change password',
  current: 'Current password',
  next: 'New password',
  atLeast: plural({ one: 'At least {count} character.', other: 'At least {count} characters.' }),
  repeat: 'Repeat the new password',
  saving: 'Saving...',
  cancel: 'Cancel',
});

type ChangePasswordTexts = ReturnType<(typeof changePasswordMessages)['get']>;

const MIN_LENGTH = 8;
const MAX_LENGTH = 72;

type Field = 'current' | 'next' | 'confirmation';

/**
 * What is wrong with the three fields before anything is sent. The forms' shared sentences
 * (FORM_ERRORS) stay English here: FormField shows them in the reader's language.
 */
function fieldErrors(
  values: Record<Field, string>,
  t: ChangePasswordTexts,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.current) errors.current = t.enterCurrent;
  if (values.next.length < MIN_LENGTH) errors.next = FORM_ERRORS.min8;
  else if (values.next.length > MAX_LENGTH) errors.next = FORM_ERRORS.max72;
  else if (values.next === env.defaultPassword) {
    // Decision 0012: the default password is public; an account must have its own.
    errors.next = t.notDefault;
  } else if (values.next === values.current) {
    errors.next = t.different;
  }
  if (!values.confirmation) errors.confirmation = FORM_ERRORS.repeatPassword;
  else if (values.confirmation !== values.next) errors.confirmation = FORM_ERRORS.passwordsDiffer;
  return errors;
}

/** The current password, proven again, then the new one twice. */
export function ChangePasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const id = useId();
  const t = useT(changePasswordMessages);
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const currentInput = useRef<HTMLInputElement>(null);
  // Opened by 'Change Password': the first field takes the focus.
  useEffect(() => currentInput.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await changePassword(email, values.current, values.next);
      if (result.wrongCurrentPassword) {
        setErrors({ current: t.wrongCurrent });
        return;
      }
      if (result.error) {
        toast({
          title: t.updateFailed,
          description: result.error.message || t.somethingWrong,
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: t.changed,
        description: t.changedText,
      });
      onDone();
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField htmlFor={`${id}-${name}`} label={label} error={errors[name]} hint={hint}>
      <Input
        {...fieldDescription(`${id}-${name}`, { error: errors[name], hint })}
        ref={name === 'current' ? currentInput : undefined}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-5"
          aria-label={t.title}
        >
          {field('current', t.current, 'current-password')}
          {field('next', t.next, 'new-password', t.atLeast(MIN_LENGTH))}
          {field('confirmation', t.repeat, 'new-password')}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={busy}>
              {busy ? t.saving : t.title}
            </Button>
            <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
              {t.cancel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

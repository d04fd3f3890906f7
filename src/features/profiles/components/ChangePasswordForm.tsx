import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { env } from '@/config/env';
import { changePassword } from '@/features/auth/change-password';
import { toast } from '@/lib/toast';

const MIN_LENGTH = 8;
const MAX_LENGTH = 72;

type Field = 'current' | 'next' | 'confirmation';

/** What is wrong with the three fields before anything is sent. */
function fieldErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.current) errors.current = 'Enter your current password.';
  if (values.next.length < MIN_LENGTH) errors.next = `Use at least ${MIN_LENGTH} characters.`;
  else if (values.next.length > MAX_LENGTH) errors.next = `Use at most ${MAX_LENGTH} characters.`;
  else if (values.next === env.defaultPassword) {
    // Decision 0012: the default password is public; an account must have its own.
    errors.next = 'Choose a password other than the default sign-up password.';
  } else if (values.next === values.current) {
    errors.next = 'The new password must be different from the current one.';
  }
  if (!values.confirmation) errors.confirmation = 'Repeat the new password.';
  else if (values.confirmation !== values.next) errors.confirmation = 'The passwords do not match.';
  return errors;
}

/** The current password, proven again, then the new one twice. */
export function ChangePasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const id = useId();
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
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await changePassword(email, values.current, values.next);
      if (result.wrongCurrentPassword) {
        setErrors({ current: 'This is not your current password.' });
        return;
      }
      if (result.error) {
        toast({
          title: 'Password Update Failed',
          description: result.error.message || 'Something went wrong.',
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Password changed',
        description: 'Use your new password next time you log in. Other devices were signed out.',
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
        <CardTitle as="h2">Change password</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-5"
          aria-label="Change password"
        >
          {field('current', 'Current password', 'current-password')}
          {field('next', 'New password', 'new-password', `At least ${MIN_LENGTH} characters.`)}
          {field('confirmation', 'Repeat the new password', 'new-password')}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Change password'}
            </Button>
            <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

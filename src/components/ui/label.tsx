import { forwardRef, type LabelHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { formErrorMessages, translateFormError } from '../form-errors';

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;

export const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label(
  { className, ...props },
  ref,
) {
  return (
    <label
      ref={ref}
      className={cn('text-sm font-medium leading-none text-slate-800', className)}
      {...props}
    />
  );
});

/** Validation or help text under a field; link it with aria-describedby. */
export function FieldMessage({
  id,
  children,
  tone = 'error',
}: {
  id: string;
  children?: ReactNode;
  tone?: 'error' | 'hint';
}) {
  if (!children) return null;
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('text-sm', tone === 'error' ? 'text-red-600' : 'text-slate-500')}
    >
      {children}
    </p>
  );
}

/** Label, control, hint and error of one form field, stacked. */
export function FormField({
  htmlFor,
  label,
  error,
  hint,
  children,
  className,
}: {
  htmlFor: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const t = useT(formErrorMessages);
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      <FieldMessage id={`${htmlFor}-hint`} tone="hint">
        {hint}
      </FieldMessage>
      <FieldMessage id={`${htmlFor}-error`}>{translateFormError(error, t)}</FieldMessage>
    </div>
  );
}

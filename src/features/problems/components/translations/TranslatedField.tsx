import { useDeferredValue, type ReactNode } from 'react';
import { MathText } from '@/components/math/MathText';
import { CharacterCount } from '@/components/ui/character-count';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { directionOf, useT, type Locale } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { translationMessages } from './translation-messages';

interface TranslatedFieldProps {
  id: string;
  label: string;
  locale: Locale;
  value: string;
  onChange: (value: string) => void;
  limit: number;
  error?: string;
  hint?: ReactNode;
  /** The original text, shown folded for the translator to read, and its name. */
  original: { label: string; text: string };
  /** A one-line field (the title); the others are LaTeX text with a live preview. */
  singleLine?: boolean;
  rows?: number;
  /** Under the preview (the statement's LaTeX warnings). */
  footer?: ReactNode;
}

/** The text as students will read it, in the translation's language, math left to right. */
function TranslationPreview({
  text,
  locale,
  label,
}: {
  text: string;
  locale: Locale;
  label: string;
}) {
  const t = useT(translationMessages);
  const deferred = useDeferredValue(text);
  return (
    <div
      role="region"
      aria-label={label}
      aria-live="polite"
      className="min-h-16 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 font-serif text-slate-900"
    >
      {deferred.trim() ? (
        <div lang={locale} dir={directionOf(locale)}>
          <MathText text={deferred} />
        </div>
      ) : (
        <p className="font-sans text-sm text-slate-500">{t.previewEmpty}</p>
      )}
    </div>
  );
}

/** One field of a translation: the original to read, the text to write, its limit and preview. */
export function TranslatedField({
  id,
  label,
  locale,
  value,
  onChange,
  limit,
  error,
  hint,
  original,
  singleLine = false,
  rows = 3,
  footer,
}: TranslatedFieldProps) {
  const t = useT(translationMessages);
  const direction = directionOf(locale);
  const described = fieldDescription(id, { error, hint });
  const control = {
    ...described,
    'aria-describedby': cn(described['aria-describedby'], `${id}-count`) || undefined,
    lang: locale,
    dir: direction,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="space-y-2">
      <details className="rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-800">{original.label}</summary>
        <div lang="en" dir="ltr" className="mt-2">
          <MathText text={original.text} />
        </div>
      </details>
      <FormField htmlFor={id} label={label} hint={hint} error={error}>
        {singleLine ? (
          <Input {...control} />
        ) : (
          <Textarea rows={rows} className={cn(direction === 'ltr' && 'font-mono')} {...control} />
        )}
      </FormField>
      <CharacterCount id={`${id}-count`} length={value.length} limit={limit} />
      {!singleLine && (
        <TranslationPreview
          text={value}
          locale={locale}
          label={fill(t.preview, { field: label })}
        />
      )}
      {footer}
    </div>
  );
}

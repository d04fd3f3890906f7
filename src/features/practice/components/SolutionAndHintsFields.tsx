import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { MAX_HINTS, type SolutionAndHintsValues } from './solution-and-hints-rules';

const solutionFieldsMessages = messages('solutionAndHintsFields', {
  legend: 'Solution and hints',
  solution: 'Official solution',
  solutionHint:
    'Optional. LaTeX supported. Students read it after solving the problem or giving up on it.',
  attachment: 'Solution attachment',
  attachmentHint: 'Optional. A PDF or an image, at most 10 MB.',
  publicAfterContest: 'Show the solution to everyone once a contest using this problem has ended',
  hint: 'Hint {number}',
  hintsHint: 'Optional. Students reveal hints one at a time, in this order.',
});

const ATTACHMENT_TYPES = 'application/pdf,image/png,image/jpeg,image/gif,image/webp';

interface SolutionAndHintsFieldsProps {
  /** The solution's optional attachment; the form uploads it when it saves. */
  onAttachmentChange?: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * Official solution (LaTeX), its optional attachment, whether it opens after a contest, and up
 * to three hints, for a react-hook-form form wrapped in <FormProvider> whose values include
 * SolutionAndHintsValues (see solution-and-hints-rules.ts).
 */
export function SolutionAndHintsFields({
  onAttachmentChange,
  disabled,
}: SolutionAndHintsFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SolutionAndHintsValues>();
  const t = useT(solutionFieldsMessages);
  const solutionHint = t.solutionHint;

  const onFile = (event: ChangeEvent<HTMLInputElement>) =>
    onAttachmentChange?.(event.target.files?.[0] ?? null);

  return (
    <fieldset className="space-y-5 rounded-md border border-slate-200 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{t.legend}</legend>
      <FormField
        htmlFor="problem-solution"
        label={t.solution}
        hint={solutionHint}
        error={errors.solution?.message}
      >
        <Textarea
          rows={6}
          dir="auto"
          className="font-mono"
          {...fieldDescription('problem-solution', {
            error: errors.solution?.message,
            hint: solutionHint,
          })}
          {...register('solution')}
        />
      </FormField>
      {onAttachmentChange && (
        <FormField
          htmlFor="problem-solution-attachment"
          label={t.attachment}
          hint={t.attachmentHint}
        >
          <Input
            type="file"
            accept={ATTACHMENT_TYPES}
            onChange={onFile}
            className="h-auto py-1.5"
            {...fieldDescription('problem-solution-attachment', { hint: true })}
          />
        </FormField>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-blue-800"
          {...register('solutionPublicAfterContest')}
        />
        <span>{t.publicAfterContest}</span>
      </label>
      {Array.from({ length: MAX_HINTS }, (_, index) => {
        const id = `problem-hint-${index + 1}`;
        const error = errors.hints?.[index]?.message;
        return (
          <FormField
            key={id}
            htmlFor={id}
            label={fill(t.hint, { number: index + 1 })}
            hint={index === 0 ? t.hintsHint : undefined}
            error={error}
          >
            <Textarea
              rows={2}
              dir="auto"
              {...fieldDescription(id, { error, hint: index === 0 })}
              {...register(`hints.${index}` as const)}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}

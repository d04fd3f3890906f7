import { useState, type ChangeEvent } from 'react';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { messages, useT } from '@/lib/i18n';
import { ATTACHMENT_TYPES, attachmentProblem } from './create-problem-rules';

const attachmentPickerMessages = messages('attachmentPicker', {
  label: 'Attachment',
  hint: 'Optional. A PDF or an image, at most 10 MB; an image is shown with the statement (an SVG figure is turned into a PNG).',
});

interface AttachmentPickerProps {
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * Optional PDF or image; refused files are explained at once (the server checks again). An SVG
 * figure is drawn into a PNG here (svg-figure.ts): the bucket never stores SVG.
 */
export function AttachmentPicker({ onChange, disabled }: AttachmentPickerProps) {
  const t = useT(attachmentPickerMessages);
  const [error, setError] = useState<string | undefined>();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let file = input.files?.[0] ?? null;
    let problem: string | null = null;
    if (file && (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name))) {
      try {
        // Loaded only when an SVG is chosen: the form's chunk stays as it was.
        const { svgToPng } = await import('../../svg-figure');
        file = await svgToPng(file);
      } catch (refused) {
        problem = refused instanceof Error ? refused.message : String(refused);
      }
    }
    problem ??= file ? attachmentProblem(file) : null;
    setError(problem ?? undefined);
    if (problem) input.value = '';
    onChange(problem ? null : file);
  };
  const hint = t.hint;
  return (
    <FormField htmlFor="problem-attachment" label={t.label} hint={hint} error={error}>
      <Input
        type="file"
        accept={[...ATTACHMENT_TYPES, 'image/svg+xml', '.svg'].join(',')}
        disabled={disabled}
        onChange={(event) => void onFile(event)}
        className="h-auto py-1.5"
        {...fieldDescription('problem-attachment', { error, hint })}
      />
    </FormField>
  );
}

import { useState, type ChangeEvent } from 'react';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { ATTACHMENT_TYPES, attachmentProblem } from './create-problem-rules';

interface AttachmentPickerProps {
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Optional PDF or image; refused files are explained at once (the server checks again). */
export function AttachmentPicker({ onChange, disabled }: AttachmentPickerProps) {
  const [error, setError] = useState<string | undefined>();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? attachmentProblem(file) : null;
    setError(problem ?? undefined);
    if (problem) event.target.value = '';
    onChange(problem ? null : file);
  };
  const hint = 'Optional. A PDF or an image, at most 10 MB.';
  return (
    <FormField htmlFor="problem-attachment" label="Attachment" hint={hint} error={error}>
      <Input
        type="file"
        accept={ATTACHMENT_TYPES.join(',')}
        disabled={disabled}
        onChange={onFile}
        className="h-auto py-1.5"
        {...fieldDescription('problem-attachment', { error, hint })}
      />
    </FormField>
  );
}

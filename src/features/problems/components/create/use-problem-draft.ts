import type { UseFormReturn } from 'react-hook-form';
import { useAuth } from '@/features/auth';
import { useFormDraft } from '@/lib/use-form-draft';
import type { CreateProblemInput, CreateProblemValues } from './create-problem-rules';

/** The problem form's draft (per user and problem; 'new' for /create-problem). */
export function useProblemDraft(
  form: UseFormReturn<CreateProblemInput, unknown, CreateProblemValues>,
  recordId: string | null,
) {
  const { user } = useAuth();
  const values = form.watch();
  const draft = useFormDraft({
    formId: 'problem',
    recordId,
    userId: user?.id,
    values,
    dirty: form.formState.isDirty,
    onRestore: (stored) => form.reset(stored, { keepDefaultValues: true }),
  });
  return {
    ...draft,
    /** Drops the draft and puts the saved values back. */
    discard: () => {
      draft.clear();
      form.reset();
    },
  };
}

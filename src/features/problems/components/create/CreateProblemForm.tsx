import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { DraftNotice } from '@/components/DraftNotice';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  SolutionAndHintsFields,
  hasSolutionOrHints,
  toSolutionPayload,
} from '@/features/practice/forms';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { useCreateProblem } from '../../api';
import { AttachmentPicker } from './AttachmentPicker';
import {
  CREATE_PROBLEM_DEFAULTS,
  REQUIRED_MESSAGE,
  createProblemSchema,
  parseAnswerKey,
  type CreateProblemInput,
  type CreateProblemValues,
} from './create-problem-rules';
import { KEY_EXAMPLES, MATH_EXAMPLES } from './math-examples';
import { ProblemFormFields } from './ProblemFormFields';
import { useProblemDraft } from './use-problem-draft';
import { confirmProblemWarnings } from './confirm-warnings';

const createProblemMessages = messages('createProblemForm', {
  keyHint:
    'One accepted answer per line, e.g. {a} or {b}. Students never see it: their answers are checked automatically, and equivalent forms count. Without a key, answers go to the grading queue.',
  failed: 'Failed to create problem',
  created: 'Problem Created Successfully!',
  title: 'Create Problem',
  intro: 'Write a statement with inline {inline} or display {display} math.',
  creating: 'Creating...',
  create: 'Create Problem',
});

/** /create-problem, plus the optional answer key; problem and key are saved together. */
export function CreateProblemForm() {
  const t = useT(createProblemMessages);
  const navigate = useNavigate();
  const createProblem = useCreateProblem();
  const [attachment, setAttachment] = useState<File | null>(null);
  const [solutionAttachment, setSolutionAttachment] = useState<File | null>(null);
  const form = useForm<CreateProblemInput, unknown, CreateProblemValues>({
    resolver: zodResolver(createProblemSchema),
    defaultValues: CREATE_PROBLEM_DEFAULTS,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // Unsaved values survive a reload and the back button; leaving asks first (issue 29).
  const draft = useProblemDraft(form, null);
  const missingRequired = [errors.title, errors.body, errors.topic, errors.difficulty].some(
    (error) => error?.message === REQUIRED_MESSAGE,
  );

  const onSubmit = handleSubmit(async (values) => {
    // Broken LaTeX and unreadable key lines are caught before saving (issue 29).
    if (!(await confirmProblemWarnings(values.body, values.answerKey ?? ''))) return;
    try {
      // The attachments are uploaded first, then the problem is created with its key,
      // solution and hints in one database transaction.
      const solutionAndHints = hasSolutionOrHints(values) ? toSolutionPayload(values) : undefined;
      await createProblem.mutateAsync({
        title: values.title.trim(),
        body: values.body.trim(),
        topic: values.topic,
        difficulty: values.difficulty,
        marks: values.marks,
        isPublic: values.isPublic,
        attachment,
        answerKey: parseAnswerKey(values.answerKey),
        solutionAndHints,
        solutionAttachment: solutionAndHints?.solution ? solutionAttachment : null,
      });
    } catch (error) {
      toast({
        title: t.failed,
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    draft.clear();
    toast({ title: t.created });
    navigate(paths.problems);
  });

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="mb-8 space-y-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {t.title}
        </h1>
        <p className="text-slate-600">{withParts(t.intro, MATH_EXAMPLES)}</p>
      </header>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <DraftNotice restoredAt={draft.restoredAt} onDiscard={draft.discard} />
          <ProblemFormFields
            register={register}
            control={control}
            errors={errors}
            keyHint={withParts(t.keyHint, KEY_EXAMPLES)}
          />
          <AttachmentPicker onChange={setAttachment} disabled={isSubmitting} />
          <SolutionAndHintsFields
            onAttachmentChange={setSolutionAttachment}
            disabled={isSubmitting}
          />
          {missingRequired && (
            <Alert variant="destructive">
              <AlertDescription>{REQUIRED_MESSAGE}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? t.creating : t.create}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}

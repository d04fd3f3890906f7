import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField, Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { setAnswerKey } from '@/features/answers/api';
import { DIFFICULTIES, TOPICS } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
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
import { StatementPreview } from './StatementPreview';

const TOPIC_OPTIONS = TOPICS.map((topic) => ({ value: topic, label: topic }));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: difficulty,
}));

/** A field error other than "required" (those share one message above the button). */
function ownError(message: string | undefined): string | undefined {
  return message === REQUIRED_MESSAGE ? undefined : message;
}

/** Spec §2 /create-problem, plus the optional answer key of issue 5. */
export function CreateProblemForm() {
  const navigate = useNavigate();
  const createProblem = useCreateProblem();
  const [attachment, setAttachment] = useState<File | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateProblemInput, unknown, CreateProblemValues>({
    resolver: zodResolver(createProblemSchema),
    defaultValues: CREATE_PROBLEM_DEFAULTS,
  });
  const missingRequired = [errors.title, errors.body, errors.topic, errors.difficulty].some(
    (error) => error?.message === REQUIRED_MESSAGE,
  );

  const onSubmit = handleSubmit(async (values) => {
    let problemId: string;
    try {
      // Spec §4: the attachment is uploaded first, then the problem is created.
      const problem = await createProblem.mutateAsync({
        title: values.title.trim(),
        body: values.body.trim(),
        topic: values.topic,
        difficulty: values.difficulty,
        marks: values.marks,
        isPublic: values.isPublic,
        attachment,
      });
      problemId = problem.id;
    } catch (error) {
      toast({
        title: 'Failed to create problem',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    const answers = parseAnswerKey(values.answerKey);
    if (answers.length > 0) {
      try {
        await setAnswerKey(problemId, answers);
      } catch (error) {
        // The problem exists; without its key answers simply go to the grading queue.
        toast({
          title: 'Problem created, but the answer key was not saved',
          description: `${errorMessage(error)} Answers to it will go to the grading queue.`,
          variant: 'destructive',
        });
        navigate(paths.problems);
        return;
      }
    }
    toast({ title: 'Problem Created Successfully!' });
    navigate(paths.problems);
  });

  const body = useWatch({ control, name: 'body' });
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="mb-8 space-y-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          Create Problem
        </h1>
        <p className="text-slate-600">Write a statement with inline $…$ or display \[…\] math.</p>
      </header>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <FormField
          htmlFor="problem-title"
          label="Problem Title"
          error={ownError(errors.title?.message)}
        >
          <Input
            {...fieldDescription('problem-title', { error: errors.title?.message })}
            {...register('title')}
          />
        </FormField>

        <FormField
          htmlFor="problem-body"
          label="Problem Statement"
          hint="LaTeX supported. For example: Find all primes $p$ such that $p^2 + 2$ is prime."
        >
          <Textarea
            rows={8}
            className="font-mono"
            {...fieldDescription('problem-body', { error: errors.body?.message, hint: true })}
            {...register('body')}
          />
        </FormField>
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800" id="problem-preview-label">
            Preview
          </p>
          <div aria-labelledby="problem-preview-label" role="region">
            <StatementPreview body={body} />
          </div>
        </div>

        <div className="grid gap-6 sm:grid-cols-3">
          <FormField htmlFor="problem-topic" label="Topic">
            <Select
              placeholder="Select a topic"
              options={TOPIC_OPTIONS}
              {...fieldDescription('problem-topic', { error: errors.topic?.message })}
              {...register('topic')}
            />
          </FormField>
          <FormField htmlFor="problem-difficulty" label="Difficulty">
            <Select
              placeholder="Select a difficulty"
              options={DIFFICULTY_OPTIONS}
              {...fieldDescription('problem-difficulty', { error: errors.difficulty?.message })}
              {...register('difficulty')}
            />
          </FormField>
          <FormField htmlFor="problem-marks" label="Marks" error={errors.marks?.message}>
            <Input
              type="number"
              min={1}
              max={100}
              step={1}
              inputMode="numeric"
              {...fieldDescription('problem-marks', { error: errors.marks?.message })}
              {...register('marks', { valueAsNumber: true })}
            />
          </FormField>
        </div>

        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-4 py-3">
              <div>
                <Label htmlFor="problem-public">Publicly Visible</Label>
                <p id="problem-public-hint" className="mt-1 text-sm text-slate-500">
                  Hidden problems are seen only by staff.
                </p>
              </div>
              <Switch
                id="problem-public"
                aria-describedby="problem-public-hint"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            </div>
          )}
        />

        <AttachmentPicker onChange={setAttachment} disabled={isSubmitting} />

        <FormField
          htmlFor="problem-answer-key"
          label="Answer key (optional)"
          hint="One accepted answer per line, e.g. 14/3 or \frac{14}{3}. Students never see it: their answers are checked automatically, and equivalent forms count. Without a key, answers go to the grading queue."
        >
          <Textarea
            rows={3}
            className="font-mono"
            {...fieldDescription('problem-answer-key', { hint: true })}
            {...register('answerKey')}
          />
        </FormField>

        {missingRequired && (
          <Alert variant="destructive">
            <AlertDescription>{REQUIRED_MESSAGE}</AlertDescription>
          </Alert>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create Problem'}
        </Button>
      </form>
    </section>
  );
}

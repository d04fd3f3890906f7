import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Suspense, type ReactNode } from 'react';
import { useLatexProblems } from '@/components/math/latex-check';
import { LatexWarnings } from '@/components/math/LatexWarnings';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FormField, Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { AnswerKeyPreview } from '@/features/answers/key-preview';
import { DIFFICULTIES, TOPICS } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { REQUIRED_MESSAGE, type CreateProblemInput } from './create-problem-rules';
import { problemMessages } from '../problem-messages';
import { STATEMENT_EXAMPLES } from './math-examples';
import { StatementPreview } from './StatementPreview';

const problemFormMessages = messages('problemFormFields', {
  title: 'Problem Title',
  statement: 'Problem Statement',
  statementHint: 'LaTeX supported. For example: Find all primes {p} such that {expr} is prime.',
  preview: 'Preview',
  topic: 'Topic',
  chooseTopic: 'Select a topic',
  difficulty: 'Difficulty',
  chooseDifficulty: 'Select a difficulty',
  marks: 'Marks',
  public: 'Publicly Visible',
  publicHint: 'Hidden problems are seen only by staff.',
  answerKey: 'Answer key (optional)',
});

/** A field error other than "required" (those share one message above the button). */
function ownError(message: string | undefined): string | undefined {
  return message === REQUIRED_MESSAGE ? undefined : message;
}

interface ProblemFormFieldsProps {
  register: UseFormRegister<CreateProblemInput>;
  control: Control<CreateProblemInput>;
  errors: FieldErrors<CreateProblemInput>;
  /** Shown under the answer key (the edit page says what a change regrades). */
  keyHint: ReactNode;
}

/** Title, statement with live preview, topic, difficulty, marks, visibility: shared by create and edit. */
export function ProblemFormFields({ register, control, errors, keyHint }: ProblemFormFieldsProps) {
  const t = useT(problemFormMessages);
  // Topic and difficulty names as the problems list writes them.
  const names = useT(problemMessages);
  const topicOptions = TOPICS.map((topic) => ({ value: topic, label: names[topic] }));
  const difficultyOptions = DIFFICULTIES.map((difficulty) => ({
    value: difficulty,
    label: names[difficulty],
  }));
  const body = useWatch({ control, name: 'body' });
  const answerKey = useWatch({ control, name: 'answerKey' });
  const latexProblems = useLatexProblems(body);
  return (
    <>
      <FormField htmlFor="problem-title" label={t.title} error={ownError(errors.title?.message)}>
        <Input
          dir="auto"
          {...fieldDescription('problem-title', { error: errors.title?.message })}
          {...register('title')}
        />
      </FormField>

      <FormField
        htmlFor="problem-body"
        label={t.statement}
        hint={withParts(t.statementHint, STATEMENT_EXAMPLES)}
        error={ownError(errors.body?.message)}
      >
        <Textarea
          rows={8}
          dir="auto"
          className="font-mono"
          {...fieldDescription('problem-body', { error: errors.body?.message, hint: true })}
          {...register('body')}
        />
      </FormField>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800" id="problem-preview-label">
          {t.preview}
        </p>
        <div aria-labelledby="problem-preview-label" role="region">
          <StatementPreview body={body} />
        </div>
        <LatexWarnings problems={latexProblems} />
      </div>

      <div className="grid gap-6 sm:grid-cols-3">
        <FormField htmlFor="problem-topic" label={t.topic}>
          <Select
            placeholder={t.chooseTopic}
            options={topicOptions}
            {...fieldDescription('problem-topic', { error: errors.topic?.message })}
            {...register('topic')}
          />
        </FormField>
        <FormField htmlFor="problem-difficulty" label={t.difficulty}>
          <Select
            placeholder={t.chooseDifficulty}
            options={difficultyOptions}
            {...fieldDescription('problem-difficulty', { error: errors.difficulty?.message })}
            {...register('difficulty')}
          />
        </FormField>
        <FormField htmlFor="problem-marks" label={t.marks} error={errors.marks?.message}>
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
              <Label htmlFor="problem-public">{t.public}</Label>
              <p id="problem-public-hint" className="mt-1 text-sm text-slate-500">
                {t.publicHint}
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

      <FormField htmlFor="problem-answer-key" label={t.answerKey} hint={keyHint}>
        <Textarea
          rows={3}
          dir="ltr"
          className="font-mono"
          {...fieldDescription('problem-answer-key', { hint: true })}
          {...register('answerKey')}
        />
      </FormField>
      <Suspense fallback={null}>
        <AnswerKeyPreview keyText={answerKey} />
      </Suspense>
    </>
  );
}

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { DraftNotice } from '@/components/DraftNotice';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { practiceQueries, type ProblemPractice } from '@/features/practice/api';
import { MAX_HINTS, SolutionAndHintsFields, toSolutionPayload } from '@/features/practice/forms';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { plural, withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { problemQueries, useEditProblem, type Problem } from '../../api';
import { AttachmentLink } from '../AttachmentLink';
import { canEditProblem } from '../problem-permissions';
import { AttachmentPicker } from './AttachmentPicker';
import {
  REQUIRED_MESSAGE,
  createProblemSchema,
  parseAnswerKey,
  type CreateProblemInput,
  type CreateProblemValues,
} from './create-problem-rules';
import { DeleteProblemSection } from './DeleteProblemSection';
import { MATH_EXAMPLES } from './math-examples';
import { ProblemTranslations } from '../translations/ProblemTranslations';
import { ProblemFormFields } from './ProblemFormFields';
import { useProblemDraft } from './use-problem-draft';
import { confirmProblemWarnings } from './confirm-warnings';

const editProblemMessages = messages('editProblemForm', {
  keyHint:
    'One accepted answer per line. Changing the key or the marks regrades every answer the key graded (and answers still waiting); grades given by a grader are kept. An empty key sends key-graded answers back to the grading queue.',
  noneRegraded: 'No answer changed its grade.',
  regraded: plural({ one: '{count} answer regraded.', other: '{count} answers regraded.' }),
  saved: 'Problem Saved',
  saveFailed: 'Failed to save problem',
  removeAttachment: 'Remove the attachment',
  currentSolutionFile: 'Current solution attachment:',
  saving: 'Saving...',
  save: 'Save Changes',
  cancel: 'Cancel',
  loading: 'Loading problem...',
  notFound: 'Problem not found.',
  notAllowed: "Only the problem's author, an admin or the superadmin can edit it.",
  keyFailed: 'Failed to load the answer key',
  practiceFailed: 'Failed to load the solution and hints',
  title: 'Edit Problem',
  intro: 'Write a statement with inline {inline} or display {display} math.',
});

function regradeText(count: number): string {
  const t = editProblemMessages.get();
  return count === 0 ? t.noneRegraded : t.regraded(count);
}

interface EditFormProps {
  problem: Problem;
  answerKey: string[];
  /** The staff view of the problem's practice state: its solution and every hint. */
  practice: ProblemPractice;
}

function EditForm({ problem, answerKey, practice }: EditFormProps) {
  const t = useT(editProblemMessages);
  const navigate = useNavigate();
  const edit = useEditProblem();
  const [attachment, setAttachment] = useState<File | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  const [solutionAttachment, setSolutionAttachment] = useState<File | null>(null);
  const solutionFile = practice.solution?.attachment_path ?? null;
  const hints = practice.hints.map((hint) => hint.body);
  const form = useForm<CreateProblemInput, unknown, CreateProblemValues>({
    resolver: zodResolver(createProblemSchema),
    defaultValues: {
      title: problem.title,
      body: problem.content.body,
      topic: problem.topic,
      difficulty: problem.difficulty,
      marks: problem.marks,
      isPublic: problem.is_public,
      answerKey: answerKey.join('\n'),
      solution: practice.solution?.body ?? '',
      solutionPublicAfterContest: practice.solution?.public_after_contest ?? true,
      hints: [...hints, ...Array<string>(Math.max(0, MAX_HINTS - hints.length)).fill('')],
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // Unsaved values survive a reload and the back button; leaving asks first (issue 29).
  const draft = useProblemDraft(form, problem.id);
  const missingRequired = [errors.title, errors.body, errors.topic, errors.difficulty].some(
    (error) => error?.message === REQUIRED_MESSAGE,
  );

  const onSubmit = handleSubmit(async (values) => {
    // Broken LaTeX and unreadable key lines are caught before saving (issue 29).
    if (!(await confirmProblemWarnings(values.body, values.answerKey ?? ''))) return;
    try {
      const saved = await edit.mutateAsync({
        id: problem.id,
        payload: {
          title: values.title.trim(),
          body: values.body.trim(),
          topic: values.topic,
          difficulty: values.difficulty,
          marks: values.marks,
          is_public: values.isPublic,
          answer_key: parseAnswerKey(values.answerKey),
          ...(removeFile && !attachment ? { attachment_path: null } : {}),
          // The loaded solution and hints, as edited: saved in the same transaction.
          ...toSolutionPayload(values, solutionFile),
        },
        attachment,
        solutionAttachment,
        previousAttachment: attachment || removeFile ? problem.attachment_path : null,
        previousSolutionAttachment: solutionFile,
      });
      draft.clear();
      toast({ title: t.saved, description: regradeText(saved.regraded) });
      navigate(paths.problem(problem.id));
    } catch (error) {
      toast({
        title: t.saveFailed,
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <div className="space-y-10">
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <DraftNotice restoredAt={draft.restoredAt} onDiscard={draft.discard} />
          <ProblemFormFields
            register={register}
            control={control}
            errors={errors}
            keyHint={t.keyHint}
          />
          {problem.attachment_path && (
            <div className="space-y-3">
              <AttachmentLink path={problem.attachment_path} />
              <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-4 py-3">
                <Label htmlFor="problem-remove-attachment">{t.removeAttachment}</Label>
                <Switch
                  id="problem-remove-attachment"
                  checked={removeFile}
                  onCheckedChange={setRemoveFile}
                />
              </div>
            </div>
          )}
          <AttachmentPicker onChange={setAttachment} disabled={isSubmitting} />
          {solutionFile && (
            <div className="space-y-1">
              <p className="text-sm text-slate-700">{t.currentSolutionFile}</p>
              <AttachmentLink path={solutionFile} />
            </div>
          )}
          <SolutionAndHintsFields
            onAttachmentChange={setSolutionAttachment}
            disabled={isSubmitting}
          />
          {missingRequired && (
            <Alert variant="destructive">
              <AlertDescription>{REQUIRED_MESSAGE}</AlertDescription>
            </Alert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? t.saving : t.save}
            </Button>
            <Link
              to={paths.problem(problem.id)}
              className="self-center text-sm font-medium text-blue-800 hover:underline"
            >
              {t.cancel}
            </Link>
          </div>
        </form>
      </FormProvider>
      <ProblemTranslations problem={problem} practice={practice} />
      <DeleteProblemSection problemId={problem.id} isPublic={problem.is_public} />
    </div>
  );
}

/** Issue 13 item 4: /problems/{id}/edit for the author, admins and the superadmin. */
export function EditProblemForm({ problemId }: { problemId: string }) {
  const t = useT(editProblemMessages);
  const { user, profile } = useAuth();
  const problem = useQuery(problemQueries.detail(problemId));
  const allowed = problem.data ? canEditProblem(profile, problem.data.created_by) : false;
  const answerKey = useQuery({ ...problemQueries.answerKey(problemId), enabled: allowed });
  // Staff read the solution and every hint through problem_practice.
  const practice = useQuery({
    ...practiceQueries.problem(problemId, user?.id ?? null),
    enabled: allowed,
  });

  let content;
  if (problem.isPending) content = <LoadingMessage label={t.loading} />;
  else if (problem.isError) content = <p className="text-slate-700">{t.notFound}</p>;
  else if (!allowed) {
    content = (
      <Alert variant="destructive">
        <AlertDescription>{t.notAllowed}</AlertDescription>
      </Alert>
    );
  } else if (answerKey.isPending || practice.isPending)
    content = <LoadingMessage label={t.loading} />;
  else if (answerKey.isError) {
    content = (
      <LoadFailure
        title={t.keyFailed}
        error={answerKey.error}
        onRetry={() => void answerKey.refetch()}
      />
    );
  } else if (practice.isError) {
    content = (
      <LoadFailure
        title={t.practiceFailed}
        error={practice.error}
        onRetry={() => void practice.refetch()}
      />
    );
  } else
    content = (
      <EditForm problem={problem.data} answerKey={answerKey.data} practice={practice.data} />
    );

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="mb-8 space-y-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {t.title}
        </h1>
        <p className="text-slate-600">{withParts(t.intro, MATH_EXAMPLES)}</p>
      </header>
      {content}
    </section>
  );
}

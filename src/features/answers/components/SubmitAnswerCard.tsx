import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useWaitingAnswers } from '@/lib/offline/waiting-answers';
import { useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { TEXT_LIMITS } from '@/lib/text-limits';
import { answerQueries, type AnswerState } from '../api';
import { answerMessages } from './answer-messages';
import type { Verdict } from './answer-verdict';
import {
  PracticeAfterEndNote,
  ReceivedNote,
  ResultsAtEndLine,
  WaitingLines,
} from './AnswerNotices';
import { AnswerCardFrame, ANSWER_ROWS, ClosedAnswerForm } from './ClosedAnswerForm';
import { ProofPreview } from './ProofPreview';
import { AnswerPagesField } from './pages/AnswerPagesField';
import { useAnswerPages } from './pages/use-answer-pages';
import { useSendAnswer } from './use-send-answer';

// How the answer will be read (issue 14) loads with the card, not with the page.
const AnswerPreview = lazy(() => import('./AnswerPreview'));

const ANSWER_MAX_LENGTH = TEXT_LIMITS.answer;

// The messages are keys of answerMessages, shown in the reader's language.
const answerSchema = z.object({
  answer: z.string().trim().min(1, 'empty').max(ANSWER_MAX_LENGTH, 'tooLong'),
});
type AnswerValues = z.input<typeof answerSchema>;
// With pages the typed text is optional (issue 20).
const textBesidePagesSchema = z.object({
  answer: z.string().trim().max(ANSWER_MAX_LENGTH, 'tooLong'),
});

const VERDICT_STYLE: Record<Verdict['tone'], string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** A final answer is read by the checker; a proof (no answer key) by a grader. */
const MODE = {
  answer: { label: null, hint: null, placeholder: 'answerPlaceholder' },
  proof: { label: 'proofLabel', hint: 'proofHint', placeholder: 'proofPlaceholder' },
} as const;

interface SubmitAnswerCardProps {
  problemId: string;
  marks: number;
}

/** "7 of 10 attempts left", from the database's own count (issue 29, point 3). */
function attemptsLeftLine(state: AnswerState): string {
  const left = Math.max(0, state.attempt_cap - state.wrong_attempts);
  return fill(answerMessages.get().attemptsLeft(state.attempt_cap), { left });
}

/** Students answer here; the server grades at once when the problem has a key. */
export function SubmitAnswerCard({ problemId, marks }: SubmitAnswerCardProps) {
  const id = useId();
  const t = useT(answerMessages);
  const { user } = useAuth();
  const state = useQuery({
    ...answerQueries.state(user?.id ?? '', problemId),
    enabled: Boolean(user),
  });
  const pages = useAnswerPages(problemId, user?.id ?? null);
  const waiting = useWaitingAnswers().filter(
    (answer) => answer.userId === user?.id && answer.problemId === problemId,
  );
  const { register, handleSubmit, formState, control, reset } = useForm<
    AnswerValues,
    unknown,
    z.output<typeof answerSchema>
  >({
    resolver: zodResolver(pages.pages.length > 0 ? textBesidePagesSchema : answerSchema),
    defaultValues: { answer: '' },
  });
  const { send, verdict, wrongAnswer, sending, practiceNote } = useSendAnswer({
    problemId,
    marks,
    pages,
    refetchState: () => state.refetch(),
    clear: () => reset({ answer: '' }),
  });
  const errorKey = formState.errors.answer?.message;
  const error = errorKey === 'empty' || errorKey === 'tooLong' ? t[errorKey] : errorKey;
  const answerText = useWatch({ control, name: 'answer' });
  const typed = useDeferredValue(answerText);

  const onSubmit = handleSubmit(({ answer }) => send(answer));

  // The box waits for the problem's kind (final answer or proof) rather than change under the
  // student's fingers; if that cannot be read, it is a final-answer box without a count.
  if (user && state.isPending) return <AnswerCardFrame>{null}</AnswerCardFrame>;
  const boxState = state.data ?? null;
  if (boxState && boxState.has_key && boxState.wrong_attempts >= boxState.attempt_cap) {
    return <ClosedAnswerForm id={id} state={boxState} />;
  }
  const mode = boxState && !boxState.has_key ? MODE.proof : MODE.answer;
  const heldUntil = boxState?.results_at ?? null;
  const isProof = mode === MODE.proof;
  const describedBy = [
    isProof ? `${id}-hint` : null,
    boxState?.has_key ? `${id}-attempts` : null,
    error ? `${id}-error` : null,
    `${id}-count`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <AnswerCardFrame>
      <form
        onSubmit={onSubmit}
        className="grid gap-3"
        noValidate
        data-answer-mode={isProof ? 'proof' : 'answer'}
      >
        <label htmlFor={`${id}-answer`} className="text-sm font-medium text-slate-800">
          {t.yourSolution}
          {mode.label && <span className="font-normal text-slate-600">{t[mode.label]}</span>}
        </label>
        {mode.hint && (
          <p id={`${id}-hint`} className="-mt-2 text-sm text-slate-600">
            {t[mode.hint]}
          </p>
        )}
        <Textarea
          id={`${id}-answer`}
          rows={ANSWER_ROWS}
          placeholder={t[mode.placeholder]}
          // A final answer is math: left to right even on an Arabic page; a proof follows its text.
          dir={isProof ? 'auto' : 'ltr'}
          maxLength={ANSWER_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...register('answer')}
        />
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          {heldUntil ? (
            <ResultsAtEndLine id={`${id}-attempts`} heldUntil={heldUntil} />
          ) : boxState?.has_key ? (
            <p id={`${id}-attempts`} className="text-xs text-slate-600" data-testid="attempts-left">
              {attemptsLeftLine(boxState)}
            </p>
          ) : (
            <span />
          )}
          <CharacterCount id={`${id}-count`} length={answerText.length} limit={ANSWER_MAX_LENGTH} />
        </div>
        {isProof ? (
          <ProofPreview text={typed} />
        ) : (
          <Suspense fallback={null}>
            <AnswerPreview answer={typed} />
          </Suspense>
        )}
        {pages.enabled && <AnswerPagesField state={pages} disabled={sending} />}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={sending || pages.preparing}>
            {sending ? t.submitting : t.submit}
          </Button>
        </div>
        {boxState?.received && !verdict && <ReceivedNote received={boxState.received} />}
        <div role="status" aria-live="polite" className="grid gap-2">
          <WaitingLines answers={waiting} />
          {practiceNote && <PracticeAfterEndNote />}
          {verdict?.line && (
            <p
              className={cn(
                'rounded-md border px-4 py-3 text-sm font-medium',
                VERDICT_STYLE[verdict.tone],
              )}
              data-testid="answer-verdict"
            >
              {verdict.line}
            </p>
          )}
          {verdict?.line && wrongAnswer && (
            <Suspense fallback={null}>
              <AnswerPreview answer={wrongAnswer} lead={t.readAsWrong} className="mt-2" />
            </Suspense>
          )}
        </div>
      </form>
    </AnswerCardFrame>
  );
}

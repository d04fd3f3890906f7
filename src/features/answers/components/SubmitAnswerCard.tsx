import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import {
  isConnectionFailure,
  queueAnswer,
  useWaitingAnswers,
  type WaitingAnswer,
} from '@/lib/offline/waiting-answers';
import { locale, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { TEXT_LIMITS } from '@/lib/text-limits';
import { toast } from '@/lib/toast';
import { answerQueries, useSubmitAnswer, type AnswerState } from '../api';
import { fromDecimalComma } from '../reading/decimal-comma';
import { answerMessages } from './answer-messages';
import { describeVerdict, serverMessage, type Verdict } from './answer-verdict';
import { ProofPreview } from './ProofPreview';
import { AnswerPagesField } from './pages/AnswerPagesField';
import { useAnswerPages } from './pages/use-answer-pages';

// How the answer will be read (issue 14) loads with the card, not with the page.
const AnswerPreview = lazy(() => import('./AnswerPreview'));

const ANSWER_ROWS = 5;
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

function CardFrame({ children }: { children: React.ReactNode }) {
  const t = useT(answerMessages);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-serif text-xl font-semibold leading-snug text-slate-900">{t.title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** What a held answer's sender is told: received, when results come; nothing about correctness. */
function receivedVerdict(resultsAt: string): Verdict {
  return {
    tone: 'pending',
    line: `Received. Results come at ${format(new Date(resultsAt), 'PPP p')}; you may change your answer until then: the last one counts.`,
    toastDescription: null,
  };
}

/** "7 of 10 attempts left", from the database's own count (issue 29, point 3). */
function attemptsLeftLine(state: AnswerState): string {
  const left = Math.max(0, state.attempt_cap - state.wrong_attempts);
  return fill(answerMessages.get().attemptsLeft(state.attempt_cap), { left });
}

/** At the cap the form stays on screen, closed, and says why (no silent lock-out). */
function ClosedForm({ id, state }: { id: string; state: AnswerState }) {
  const t = useT(answerMessages);
  return (
    <CardFrame>
      <div className="grid gap-3" aria-disabled="true">
        <label htmlFor={`${id}-answer`} className="text-sm font-medium text-slate-800">
          {t.yourSolution}
        </label>
        <Textarea
          id={`${id}-answer`}
          rows={ANSWER_ROWS}
          disabled
          aria-describedby={`${id}-closed`}
        />
        <p
          id={`${id}-closed`}
          className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
          data-testid="attempts-used"
        >
          {t.attemptsUsed(state.attempt_cap)}
        </p>
        <div className="flex justify-end">
          <Button type="button" disabled>
            {t.submit}
          </Button>
        </div>
      </div>
    </CardFrame>
  );
}

/** Answers typed offline for this problem, until they are sent (issue 27). */
function WaitingLines({ answers }: { answers: WaitingAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <ul className="grid gap-2" data-testid="answers-waiting">
      {answers.map((answer) => (
        <li
          key={answer.key}
          className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <span className="font-medium">Waiting to send:</span>{' '}
          <span className="break-words font-mono">{answer.content}</span>. It is kept on this device
          and sent once you are back online.
        </li>
      ))}
    </ul>
  );
}

const PRACTICE_AFTER_END =
  'The contest had ended when your answer arrived, so it counts as practice, not for the contest.';

/** Students answer here; the server grades at once when the problem has a key. */
export function SubmitAnswerCard({ problemId, marks }: SubmitAnswerCardProps) {
  const id = useId();
  const t = useT(answerMessages);
  const { user } = useAuth();
  const submit = useSubmitAnswer();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [wrongAnswer, setWrongAnswer] = useState<string | null>(null);
  const previous = useQuery({ ...answerQueries.mine(user?.id ?? ''), enabled: Boolean(user) });
  const state = useQuery({
    ...answerQueries.state(user?.id ?? '', problemId),
    enabled: Boolean(user),
  });
  const pages = useAnswerPages(problemId, user?.id ?? null);
  const [sending, setSending] = useState(false);
  const [practiceNote, setPracticeNote] = useState(false);
  const contestId = useSearchParams()[0].get('contest');
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
  const errorKey = formState.errors.answer?.message;
  const error = errorKey === 'empty' || errorKey === 'tooLong' ? t[errorKey] : errorKey;
  const answerText = useWatch({ control, name: 'answer' });
  const typed = useDeferredValue(answerText);

  const onSubmit = handleSubmit(async ({ answer }) => {
    if (!user) {
      toast({ title: t.loginToSubmit, variant: 'destructive' });
      return;
    }
    const alreadySolved = (previous.data ?? []).some(
      (submission) => submission.problems?.id === problemId && submission.status === 'correct',
    );
    setVerdict(null);
    setWrongAnswer(null);
    setPracticeNote(false);
    setSending(true);
    // 0,5 in French and Arabic is sent as the checker reads it: 0.5 (never in English).
    answer = fromDecimalComma(answer, locale.get());
    // Text alone waits on the device when the connection is down, and is sent once, by its key.
    const withPages = pages.enabled && pages.pages.length > 0;
    const waitingAnswer: WaitingAnswer = {
      key: crypto.randomUUID(),
      userId: user.id,
      problemId,
      content: answer,
      contestId,
      queuedAt: new Date().toISOString(),
    };
    const keep = () => {
      queueAnswer(waitingAnswer);
      reset({ answer: '' });
    };
    try {
      if (!withPages && !navigator.onLine) {
        keep();
        return;
      }
      const row = withPages
        ? await pages.send(answer)
        : await submit.mutateAsync({ problemId, content: answer, key: waitingAnswer.key });
      // A contest answer that reached the server after the end (a sitting's answers are tagged
      // with the sitting instead) counted as practice: say so.
      if (contestId && !row.contest_id && !row.virtual_participation_id) setPracticeNote(true);
      if (row.sealed_until) {
        // Results at the end: received, not checked; nothing here says whether it is right.
        setVerdict(receivedVerdict(row.sealed_until));
        void state.refetch();
        return;
      }
      const next = describeVerdict(row.status, marks, alreadySolved);
      setVerdict(next);
      if (row.status === 'incorrect') setWrongAnswer(answer);
      if (next.toastDescription) {
        toast({ title: t.submitted, description: next.toastDescription });
      }
    } catch (failure) {
      if (!withPages && isConnectionFailure(failure)) {
        keep();
        return;
      }
      toast({
        title: t.failed,
        description: serverMessage(failure),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  });

  // The box waits for the problem's kind (final answer or proof) rather than change under the
  // student's fingers; if that cannot be read, it is a final-answer box without a count.
  if (user && state.isPending) return <CardFrame>{null}</CardFrame>;
  const boxState = state.data ?? null;
  if (boxState && boxState.has_key && boxState.wrong_attempts >= boxState.attempt_cap) {
    return <ClosedForm id={id} state={boxState} />;
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
    <CardFrame>
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
            <p
              id={`${id}-attempts`}
              className="text-xs text-slate-600"
              data-testid="results-at-end"
            >
              Results at the end ({format(new Date(heldUntil), 'PPP p')}): your answer is received,
              not checked; you may change it until then and the last one counts.
            </p>
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
        {boxState?.received && !verdict && (
          <p
            className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
            data-testid="answer-received"
          >
            Received: <span className="font-mono">{boxState.received.content}</span> (sent{' '}
            {format(new Date(boxState.received.submitted_at), 'PPP p')}). Results come at{' '}
            {format(new Date(boxState.received.results_at), 'PPP p')}.
          </p>
        )}
        <div role="status" aria-live="polite" className="grid gap-2">
          <WaitingLines answers={waiting} />
          {practiceNote && (
            <p
              className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
              data-testid="answer-practice"
            >
              {PRACTICE_AFTER_END}
            </p>
          )}
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
    </CardFrame>
  );
}

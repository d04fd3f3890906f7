import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { TEXT_LIMITS } from '@/lib/text-limits';
import { toast } from '@/lib/toast';
import { answerQueries, useSubmitAnswer } from '../api';
import { describeVerdict, serverMessage, type Verdict } from './answer-verdict';
import { AnswerPagesField } from './pages/AnswerPagesField';
import { useAnswerPages } from './pages/use-answer-pages';

// How the answer will be read (issue 14) loads with the card, not with the page.
const AnswerPreview = lazy(() => import('./AnswerPreview'));

const ANSWER_ROWS = 5;
const ANSWER_MAX_LENGTH = TEXT_LIMITS.answer;

const answerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'Answer cannot be empty.')
    .max(ANSWER_MAX_LENGTH, 'That answer is too long.'),
});
type AnswerValues = z.input<typeof answerSchema>;
// With pages the typed text is optional (issue 20).
const textBesidePagesSchema = z.object({
  answer: z.string().trim().max(ANSWER_MAX_LENGTH, 'That answer is too long.'),
});

const VERDICT_STYLE: Record<Verdict['tone'], string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
};

interface SubmitAnswerCardProps {
  problemId: string;
  marks: number;
}

/** Students answer here; the server grades at once when the problem has a key. */
export function SubmitAnswerCard({ problemId, marks }: SubmitAnswerCardProps) {
  const id = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const submit = useSubmitAnswer();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [wrongAnswer, setWrongAnswer] = useState<string | null>(null);
  const previous = useQuery({ ...answerQueries.mine(user?.id ?? ''), enabled: Boolean(user) });
  const pages = useAnswerPages(problemId, user?.id ?? null);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, formState, control } = useForm<
    AnswerValues,
    unknown,
    z.output<typeof answerSchema>
  >({
    resolver: zodResolver(pages.pages.length > 0 ? textBesidePagesSchema : answerSchema),
    defaultValues: { answer: '' },
  });
  const error = formState.errors.answer?.message;
  const answerText = useWatch({ control, name: 'answer' });
  const typed = useDeferredValue(answerText);

  const onSubmit = handleSubmit(async ({ answer }) => {
    if (!user) {
      toast({ title: 'Please log in to submit an answer.', variant: 'destructive' });
      return;
    }
    const alreadySolved = (previous.data ?? []).some(
      (submission) => submission.problems?.id === problemId && submission.status === 'correct',
    );
    setVerdict(null);
    setWrongAnswer(null);
    setSending(true);
    try {
      const row = pages.enabled
        ? await pages.send(answer)
        : await submit.mutateAsync({ problemId, content: answer });
      const next = describeVerdict(row.status, marks, alreadySolved);
      setVerdict(next);
      if (row.status === 'incorrect') setWrongAnswer(answer);
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
      toast({ title: 'Answer Submitted!', description: next.toastDescription });
    } catch (failure) {
      toast({
        title: 'Submission Failed',
        description: serverMessage(failure),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="font-serif text-xl font-semibold leading-snug text-slate-900">
          Submit Your Answer
        </h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-3" noValidate>
          <label htmlFor={`${id}-answer`} className="text-sm font-medium text-slate-800">
            Your Solution
          </label>
          <Textarea
            id={`${id}-answer`}
            rows={ANSWER_ROWS}
            placeholder="Type your final answer, e.g. 14/3 or \frac{14}{3}"
            maxLength={ANSWER_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
            {...register('answer')}
          />
          <CharacterCount id={`${id}-count`} length={answerText.length} limit={ANSWER_MAX_LENGTH} />
          <Suspense fallback={null}>
            <AnswerPreview answer={typed} />
          </Suspense>
          {pages.enabled && <AnswerPagesField state={pages} disabled={sending} />}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={sending || pages.preparing}>
              {sending ? 'Submitting...' : 'Submit Answer'}
            </Button>
          </div>
          <div role="status" aria-live="polite">
            {verdict && (
              <p
                className={cn(
                  'rounded-md border px-4 py-3 text-sm font-medium',
                  VERDICT_STYLE[verdict.tone],
                )}
              >
                {verdict.line}
              </p>
            )}
            {verdict && wrongAnswer && (
              <Suspense fallback={null}>
                <AnswerPreview
                  answer={wrongAnswer}
                  lead="Your answer was read as"
                  className="mt-2"
                />
              </Suspense>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

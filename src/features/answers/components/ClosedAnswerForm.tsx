import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import type { AnswerState } from '../api';
import { answerMessages } from './answer-messages';

export const ANSWER_ROWS = 5;

/** The answer card's frame: its heading and body. */
export function AnswerCardFrame({ children }: { children: React.ReactNode }) {
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

/** At the cap the form stays on screen, closed, and says why (no silent lock-out). */
export function ClosedAnswerForm({ id, state }: { id: string; state: AnswerState }) {
  const t = useT(answerMessages);
  return (
    <AnswerCardFrame>
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
    </AnswerCardFrame>
  );
}

import { useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import type { WaitingAnswer } from '@/lib/offline/waiting-answers';
import { fill, withParts } from '@/lib/i18n/text';
import type { AnswerState } from '../api';
import { answerNoticeMessages } from './answer-messages';

const WHEN = 'PPP p';

/** An answer inside a sentence: math, left to right and isolated even on an Arabic page. */
function AnswerText({ text, className }: { text: string; className?: string }) {
  return (
    <span dir="ltr" className={className ?? 'font-mono'}>
      {text}
    </span>
  );
}

/** What waits: the text, and how many pages go with it. */
function waitingSentence(
  t: ReturnType<typeof answerNoticeMessages.get>,
  answer: WaitingAnswer,
): string {
  const pages = answer.pages?.length ?? 0;
  if (pages === 0) return t.waitingText;
  return answer.content.trim() ? t.waitingWithPages(pages) : t.waitingPagesOnly(pages);
}

/** Answers written offline for this problem (their pages too), until they are sent (issue 27). */
export function WaitingLines({ answers }: { answers: WaitingAnswer[] }) {
  const t = useT(answerNoticeMessages);
  if (answers.length === 0) return null;
  return (
    <ul className="grid gap-2" data-testid="answers-waiting">
      {answers.map((answer) => (
        <li
          key={answer.key}
          data-pages={answer.pages?.length ?? 0}
          className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <span className="font-medium">{t.waitingLabel}</span>{' '}
          {withParts(waitingSentence(t, answer), {
            answer: <AnswerText text={answer.content} className="break-words font-mono" />,
          })}
        </li>
      ))}
    </ul>
  );
}

/** Under the box while results are held: when they come, and that the last answer counts. */
export function ResultsAtEndLine({ id, heldUntil }: { id: string; heldUntil: string }) {
  const t = useT(answerNoticeMessages);
  return (
    <p id={id} className="text-xs text-slate-600" data-testid="results-at-end">
      {fill(t.resultsAtEnd, { date: formatDate(heldUntil, WHEN) })}
    </p>
  );
}

/** The answer already received while results are held. */
export function ReceivedNote({ received }: { received: NonNullable<AnswerState['received']> }) {
  const t = useT(answerNoticeMessages);
  return (
    <p
      className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
      data-testid="answer-received"
    >
      {withParts(t.received, {
        answer: <AnswerText text={received.content} />,
        sent: formatDate(received.submitted_at, WHEN),
        results: formatDate(received.results_at, WHEN),
      })}
    </p>
  );
}

/** A contest answer that arrived after the end counted as practice. */
export function PracticeAfterEndNote() {
  const t = useT(answerNoticeMessages);
  return (
    <p
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="answer-practice"
    >
      {t.practiceAfterEnd}
    </p>
  );
}

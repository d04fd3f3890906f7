import { MathText } from '@/components/math/MathText';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill, plural } from '@/lib/i18n/text';
import type { RevealedHint } from '../api';

const revealedHintsMessages = messages('revealedHints', {
  none: 'No hints revealed.',
  revealed: plural({ one: '{count} hint revealed', other: '{count} hints revealed' }),
  beforeAnswer: 'Hint {number}, revealed {date} (before this answer)',
  afterAnswer: 'Hint {number}, revealed {date} (after this answer)',
  /** date-fns pattern of when a hint was revealed, in the language's order. */
  datePattern: 'MMM d, yyyy HH:mm',
});

/**
 * Graders: the hints a student revealed on the problem of one answer. Fetch once per grading
 * page with useRevealedHintsByAnswer(answerIds) (one request), then pass each answer its rows.
 */
export function RevealedHints({ hints }: { hints: readonly RevealedHint[] | undefined }) {
  const t = useT(revealedHintsMessages);
  if (!hints || hints.length === 0) {
    return <p className="text-xs text-slate-500">{t.none}</p>;
  }
  return (
    <details className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-sky-950">
        {t.revealed(hints.length)}
      </summary>
      <ol className="mt-2 grid gap-2">
        {hints.map((hint) => (
          <li key={hint.hint_number}>
            <p className="text-xs text-slate-600">
              {fill(hint.before_answer ? t.beforeAnswer : t.afterAnswer, {
                number: hint.hint_number,
                date: formatDate(hint.revealed_at, t.datePattern),
              })}
            </p>
            <MathText text={hint.body} className="text-slate-900 [unicode-bidi:plaintext]" />
          </li>
        ))}
      </ol>
    </details>
  );
}

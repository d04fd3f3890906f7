import { format, parseISO } from 'date-fns';
import { MathText } from '@/components/math/MathText';
import type { RevealedHint } from '../api';

/**
 * Graders: the hints a student revealed on the problem of one answer. Fetch once per grading
 * page with useRevealedHintsByAnswer(answerIds) (one request), then pass each answer its rows.
 */
export function RevealedHints({ hints }: { hints: readonly RevealedHint[] | undefined }) {
  if (!hints || hints.length === 0) {
    return <p className="text-xs text-slate-500">No hints revealed.</p>;
  }
  return (
    <details className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-sky-950">
        {hints.length} hint{hints.length === 1 ? '' : 's'} revealed
      </summary>
      <ol className="mt-2 grid gap-2">
        {hints.map((hint) => (
          <li key={hint.hint_number}>
            <p className="text-xs text-slate-600">
              Hint {hint.hint_number}, revealed{' '}
              {format(parseISO(hint.revealed_at), 'MMM d, yyyy HH:mm')}
              {hint.before_answer ? ' (before this answer)' : ' (after this answer)'}
            </p>
            <MathText text={hint.body} className="text-slate-900" />
          </li>
        ))}
      </ol>
    </details>
  );
}

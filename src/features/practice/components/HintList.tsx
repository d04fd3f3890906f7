import { MathText } from '@/components/math/MathText';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import type { Hint } from '../api';

const hintListMessages = messages('hintList', { hint: 'Hint {number}' });

/** Revealed hints in order, each with its number. */
export function HintList({ hints }: { hints: readonly Hint[] }) {
  const t = useT(hintListMessages);
  if (hints.length === 0) return null;
  return (
    <ol className="grid gap-3">
      {hints.map((hint) => (
        <li key={hint.position} className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-sky-900">
            {fill(t.hint, { number: hint.position })}
          </p>
          <MathText text={hint.body} className="mt-1 text-slate-900 [unicode-bidi:plaintext]" />
        </li>
      ))}
    </ol>
  );
}

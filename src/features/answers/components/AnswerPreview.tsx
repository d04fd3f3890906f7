import { useEffect, useMemo, useState } from 'react';
import { loadKatex, type Katex } from '@/components/math/load-katex';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';
import { KATEX_SAFETY } from '@/lib/tex';
import { describeIgnored, ignoredParts, readRepeatingDecimal } from '../reading/ignored-parts';
import { fromDecimalComma, texWithDecimalComma } from '../reading/decimal-comma';
import { readAnswer } from '../reading/read-answer';
import { answerMessages } from './answer-messages';

interface AnswerPreviewProps {
  /** The answer as typed. */
  answer: string;
  /** Words before the reading; "Read as" while typing. */
  lead?: string;
  className?: string;
}

function useKatex(): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(null);
  useEffect(() => {
    let active = true;
    loadKatex().then(
      (loaded) => {
        if (active) setKatex(() => loaded);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return katex;
}

function renderTex(katex: Katex | null, tex: string): string | null {
  if (!katex) return null;
  try {
    // \displaystyle: a fraction as large as the text around it, so 14/3 reads as 14 over 3.
    return katex.renderToString(`\\displaystyle ${tex}`, {
      ...KATEX_SAFETY,
      displayMode: false,
      macros: {},
    });
  } catch {
    return null;
  }
}

/**
 * How the grader will read an answer (issue 14): rendered with KaTeX, or a gentle note when it
 * does not read as math. Loaded lazily with its reader, so the problem page does not pay for it
 * before the student types.
 */
export default function AnswerPreview({ answer, lead, className }: AnswerPreviewProps) {
  const katex = useKatex();
  const t = useT(answerMessages);
  const locale = useLocale();
  // In French and Arabic 0,5 is read as 0.5 (issue 26) and shown back as 0,5; never in English.
  const reading = useMemo(() => readAnswer(fromDecimalComma(answer, locale)), [answer, locale]);
  // What the checker will not compare is said before the student sends (issue 29, point 3).
  const ignored = useMemo(
    () => describeIgnored(ignoredParts(readRepeatingDecimal(answer))),
    [answer],
  );
  // Rendered once per reading, not on every render of the answer card (busy, verdict).
  const html = useMemo(
    () =>
      reading.kind === 'math' ? renderTex(katex, texWithDecimalComma(reading.tex, locale)) : null,
    [katex, reading, locale],
  );
  if (reading.kind === 'empty') return null;
  if (reading.kind === 'text') {
    return (
      <p className={cn('text-sm text-slate-600', className)} data-testid="answer-preview">
        {t.notMath}
      </p>
    );
  }
  return (
    <div className={cn('grid gap-1', className)} data-testid="answer-preview">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
        <span>{lead ?? t.readAs}</span>
        {html ? (
          // Only KaTeX output (trust: false) is injected.
          // Math reads left to right, isolated inside a right-to-left sentence (Arabic).
          <span
            dir="ltr"
            className="text-base text-slate-900 [unicode-bidi:isolate]"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <code dir="ltr" className="text-slate-900 [unicode-bidi:isolate]">
            {reading.tex}
          </code>
        )}
      </p>
      {ignored && (
        <p className="text-sm text-amber-900" data-testid="answer-ignored">
          {ignored}
        </p>
      )}
    </div>
  );
}

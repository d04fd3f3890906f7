import { Suspense } from 'react';
import { messages, useT } from '@/lib/i18n';
import { readAnswer } from '../reading/read-answer';
import AnswerPreview from './AnswerPreview';
import { keyLines } from './key-lines';

const answerKeyPreviewMessages = messages('answerKeyPreview', {
  label: 'How the key is read',
  readAs: 'Read as',
  notMath:
    '⚠ Not read as math: answers will be compared with it only as text, so equivalent forms will not match. Write it as a number, expression, set or interval.',
});

/**
 * Each answer-key line "read as" the checker will read it (issue 29 point 14), so an author sees
 * a key line that would not match anything before saving it.
 */
export default function AnswerKeyPreview({ keyText }: { keyText: string }) {
  const t = useT(answerKeyPreviewMessages);
  const lines = keyLines(keyText);
  if (lines.length === 0) return null;
  return (
    <ul
      aria-label={t.label}
      className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-slate-50 text-sm"
    >
      {lines.map((line) => {
        const readable = readAnswer(line).kind === 'math';
        return (
          <li key={line} className="grid gap-1 px-3 py-2 sm:grid-cols-[minmax(0,12rem)_1fr]">
            <code dir="ltr" className="break-all text-slate-700">
              {line}
            </code>
            {readable ? (
              <Suspense fallback={null}>
                <AnswerPreview answer={line} lead={t.readAs} />
              </Suspense>
            ) : (
              <p className="font-medium text-yellow-900">{t.notMath}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

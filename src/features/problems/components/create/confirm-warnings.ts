import { findLatexProblems } from '@/components/math/latex-check';
import { loadKatex } from '@/components/math/load-katex';
import { unreadableKeyLines } from '@/features/answers/key-preview';
import { messages } from '@/lib/i18n';
import { fill, plural } from '@/lib/i18n/text';

const problemWarningMessages = messages('problemWarnings', {
  latex: 'The statement has LaTeX that will not display correctly.',
  unreadableKey: plural({
    one: 'The answer key has a line that does not read as math: {lines}.',
    other: 'The answer key has lines that do not read as math: {lines}.',
  }),
  saveAnyway: '{warnings}\n\nSave anyway?',
});

/** What the author is warned about before a problem is saved (issue 29 point 14). */
export async function problemWarnings(body: string, answerKey: string): Promise<string[]> {
  const t = problemWarningMessages.get();
  const warnings: string[] = [];
  try {
    if (findLatexProblems(body, await loadKatex()).length > 0) {
      warnings.push(t.latex);
    }
  } catch {
    // KaTeX could not load: the preview says so; the database has the last word anyway.
  }
  const unreadable = await unreadableKeyLines(answerKey);
  if (unreadable.length > 0) {
    warnings.push(fill(t.unreadableKey(unreadable.length), { lines: unreadable.join(', ') }));
  }
  return warnings;
}

/** True when there is nothing to warn about, or the author chooses to save anyway. */
export async function confirmProblemWarnings(body: string, answerKey: string): Promise<boolean> {
  const warnings = await problemWarnings(body, answerKey);
  if (warnings.length === 0) return true;
  const { saveAnyway } = problemWarningMessages.get();
  return window.confirm(fill(saveAnyway, { warnings: warnings.join('\n') }));
}

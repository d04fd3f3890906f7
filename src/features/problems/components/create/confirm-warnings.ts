import { findLatexProblems } from '@/components/math/latex-check';
import { loadKatex } from '@/components/math/load-katex';
import { unreadableKeyLines } from '@/features/answers/key-preview';

/** What the author is warned about before a problem is saved (issue 29 point 14). */
export async function problemWarnings(body: string, answerKey: string): Promise<string[]> {
  const warnings: string[] = [];
  try {
    if (findLatexProblems(body, await loadKatex()).length > 0) {
      warnings.push('The statement has LaTeX that will not display correctly.');
    }
  } catch {
    // KaTeX could not load: the preview says so; the database has the last word anyway.
  }
  const unreadable = await unreadableKeyLines(answerKey);
  if (unreadable.length > 0) {
    warnings.push(
      `The answer key has ${unreadable.length === 1 ? 'a line' : 'lines'} that ${unreadable.length === 1 ? 'does' : 'do'} not read as math: ${unreadable.join(', ')}.`,
    );
  }
  return warnings;
}

/** True when there is nothing to warn about, or the author chooses to save anyway. */
export async function confirmProblemWarnings(body: string, answerKey: string): Promise<boolean> {
  const warnings = await problemWarnings(body, answerKey);
  return warnings.length === 0 || window.confirm(`${warnings.join('\n')}\n\nSave anyway?`);
}

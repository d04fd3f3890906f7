// Broken LaTeX caught before saving (issue 29 point 14): what would show as a red formula, or
// as a stray delimiter, once a statement or description is on screen.
import { useMemo } from 'react';
import { KATEX_SAFETY, parseStatement } from '@/lib/tex';
import type { Katex } from './load-katex';
import { useKatex } from './use-katex';

/** A `$`, `\[` or `\(` that opens math nothing closes (a `\$` is a dollar sign). */
const UNCLOSED = /(^|[^\\])(\$|\\\[|\\\()/;
const SHOWN_SOURCE = 60;

function shortened(source: string): string {
  const flat = source.replace(/\s+/g, ' ').trim();
  return flat.length > SHOWN_SOURCE ? `${flat.slice(0, SHOWN_SOURCE - 1)}…` : flat;
}

/** One sentence per formula KaTeX cannot render, and one when a delimiter is left open. */
export function findLatexProblems(text: string, katex: Katex): string[] {
  const problems: string[] = [];
  // The text without its formulas: an unescaped delimiter left in it opens math nothing closes.
  let rest = text;
  for (const segment of parseStatement(text)) {
    if (segment.kind === 'text') continue;
    rest = rest.replace(segment.source, ' ');
    try {
      katex.renderToString(segment.tex, {
        ...KATEX_SAFETY,
        displayMode: segment.display,
        macros: {},
      });
    } catch (error) {
      const reason =
        error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '') : 'Invalid';
      problems.push(`“${shortened(segment.source)}” does not render: ${reason}`);
    }
  }
  if (UNCLOSED.test(rest)) {
    problems.push('A math delimiter ($, \\[ or \\() is opened and never closed.');
  }
  return problems;
}

/** The problems of `text` once KaTeX has loaded (an empty list until then). */
export function useLatexProblems(text: string): string[] {
  const katex = useKatex();
  return useMemo(() => (katex && text.trim() ? findLatexProblems(text, katex) : []), [katex, text]);
}

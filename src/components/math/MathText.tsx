import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { KATEX_SAFETY, parseStatement, splitTex, type TexSegment } from '@/lib/tex';
import { loadKatexAfterFirstPaint, type Katex } from './load-katex';
import { useKatex } from './use-katex';

const mathMessages = messages('mathText', {
  couldNotRender: 'Could not render formula: ',
  invalid: 'Invalid LaTeX',
});

/** A formula KaTeX refused: its source, left to right inside any sentence, and KaTeX's reason. */
function MathError({ source, message }: { source: string; message: string | undefined }) {
  const t = useT(mathMessages);
  return (
    <span className="math-error" title={message ?? t.invalid} data-testid="math-error">
      <span aria-hidden="true">⚠ </span>
      <span className="sr-only">{t.couldNotRender}</span>
      <bdi dir="ltr">{source}</bdi>
    </span>
  );
}

function renderSegment(segment: TexSegment, index: number, katex: Katex | null): ReactNode {
  if (segment.kind === 'text') return <span key={index}>{segment.value}</span>;
  const Wrapper = segment.display ? 'div' : 'span';
  const className = segment.display ? 'math-display' : undefined;
  // A wide display formula scrolls in its own box; keyboard users reach it to scroll it (axe's
  // scrollable-region-focusable).
  const focusable = segment.display ? { tabIndex: 0 } : {};
  if (!katex) {
    return (
      <Wrapper key={index} className={className} dir="ltr" {...focusable}>
        {segment.source}
      </Wrapper>
    );
  }
  try {
    // Fresh macros per render: \gdef in one statement must not leak into another.
    const html = katex.renderToString(segment.tex, {
      ...KATEX_SAFETY,
      displayMode: segment.display,
      macros: {},
    });
    // Only KaTeX output (trust: false) is injected; user prose stays React text.
    return (
      <Wrapper
        key={index}
        className={className}
        {...focusable}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : undefined;
    return (
      <Wrapper key={index} className={className} {...focusable}>
        <MathError source={segment.source} message={message} />
      </Wrapper>
    );
  }
}

/** One formula (Markdown math in notes): the same KaTeX settings and error mark as prose math. */
export function TexFormula({ tex, display }: { tex: string; display: boolean }) {
  const katex = useKatex(loadKatexAfterFirstPaint);
  const source = display ? `$$${tex}$$` : `$${tex}$`;
  return renderSegment({ kind: 'math', tex, display, source }, 0, katex);
}

interface MathTextProps {
  text: string;
  className?: string;
  /**
   * Math only between delimiters (comments: 'n = 1' stays prose). By default a text without
   * delimiters that reads as a formula is one display formula (statements, feedback).
   */
  delimitedOnly?: boolean;
}

/** Prose with inline `$…$` and display `\[…\]` / `$$…$$` math; a pure formula is display math. */
export function MathText({ text, className, delimitedOnly = false }: MathTextProps) {
  const katex = useKatex(loadKatexAfterFirstPaint);
  const segments = useMemo(
    () => (delimitedOnly ? splitTex(text) : parseStatement(text)),
    [text, delimitedOnly],
  );
  return (
    // What people wrote keeps its own direction inside a page of the other (an English statement
    // on an Arabic page ends with its full stop on the right), and is not the interface's words.
    <div className={cn('math-text whitespace-pre-line', className)} dir="auto" data-user-content>
      {segments.map((segment, index) => renderSegment(segment, index, katex))}
    </div>
  );
}

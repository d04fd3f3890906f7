import { messages } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { mathToText } from './statement-preview';

/**
 * Figures inside a statement (issue 24). A statement may hold Asymptote code between `[asy]`
 * and `[/asy]` (MATH-500 draws its figures so). The browser does not run Asymptote: the seed
 * renders each block once to `public/figures/<hash>.svg` (supabase/seed/figures.mjs), and the
 * statement shows that image in the block's place, with alt text read from the figure's labels.
 * Pure, no DOM.
 */

export type StatementPart =
  { kind: 'text'; value: string } | { kind: 'figure'; source: string; src: string; alt: string };

/**
 * A 53-bit hash (cyrb53) of the block's source, trimmed, line ends normalised: the SVG's file
 * name. supabase/seed/figures.mjs computes the same (tests/unit/features/figures.test.ts).
 */
export function figureHash(source: string): string {
  const text = source.replace(/\r\n?/g, '\n').trim();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** Where the rendered figure is served (a static, cacheable file of the app). */
export function figureSrc(source: string): string {
  return `/figures/${figureHash(source)}.svg`;
}

/** Calls whose first argument is a label's text: label(…), Label(…), MP(…), dot("A", …). */
const LABEL_CALL = /\b(?:label|Label|MP|dot)\s*\(/g;

/** The first argument of the call whose `(` ends at `start` (up to a top-level `,` or `)`). */
function firstArgument(code: string, start: number): string {
  let depth = 0;
  let inString = false;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '(') depth += 1;
    else if (char === ')' || char === ',') {
      if (depth === 0) return code.slice(start, index);
      if (char === ')') depth -= 1;
    } else if (char === ';') return code.slice(start, index);
  }
  return code.slice(start);
}

/** A label's text as a reader hears it: `$124^{\circ}$` → 124°, `$\frac{\pi}{4}$` → π/4. */
function labelText(literal: string): string {
  const tex = literal.replace(/\\\\/g, '\\');
  const text = tex.includes('$') ? tex.replace(/\$([^$]*)\$/g, (_, math) => mathToText(math)) : tex;
  return text.replace(/\s+/g, ' ').trim();
}

/** The texts of the figure's labels, in order, each once. */
export function figureLabels(source: string): string[] {
  const labels: string[] = [];
  for (const match of source.matchAll(LABEL_CALL)) {
    const argument = firstArgument(source, match.index + match[0].length);
    for (const literal of argument.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
      const text = labelText(literal[1] ?? '');
      if (text && !labels.includes(text)) labels.push(text);
    }
  }
  return labels;
}

const MAX_ALT_LABELS = 24;

const figureMessages = messages('figureAlt', {
  noLabels: 'Figure of the problem (no labels).',
  labelled: 'Figure of the problem, labelled {labels}.',
  labelledMore: 'Figure of the problem, labelled {labels}, and {more} more.',
});

/** Alt text: the figure's labels (a figure is mostly read by them), or that it has none. */
export function figureAlt(source: string): string {
  const labels = figureLabels(source);
  const t = figureMessages.get();
  if (labels.length === 0) return t.noLabels;
  const shown = labels.slice(0, MAX_ALT_LABELS).join(', ');
  if (labels.length <= MAX_ALT_LABELS) return fill(t.labelled, { labels: shown });
  return fill(t.labelledMore, { labels: shown, more: labels.length - MAX_ALT_LABELS });
}

const ASY_BLOCK = /\[asy\]([\s\S]*?)\[\/asy\]/g;

/** The statement as text parts and figure parts, in order (text around a figure trimmed). */
export function splitFigures(body: string): StatementPart[] {
  const parts: StatementPart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    const trimmed = value.replace(/^\s*\n|\n\s*$/g, '');
    if (trimmed.trim() !== '') parts.push({ kind: 'text', value: trimmed });
  };
  for (const match of body.matchAll(ASY_BLOCK)) {
    pushText(body.slice(last, match.index));
    const source = match[1] ?? '';
    parts.push({ kind: 'figure', source, src: figureSrc(source), alt: figureAlt(source) });
    last = match.index + match[0].length;
  }
  pushText(body.slice(last));
  return parts;
}

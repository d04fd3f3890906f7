/** Splitting olympiad statements into prose and math (docs/decisions/0005-public-screens.md). Pure functions, no KaTeX. */

export type TexSegment =
  { kind: 'text'; value: string } | { kind: 'math'; tex: string; display: boolean; source: string };

const DELIMITERS = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
] as const;

function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  for (let cursor = index - 1; cursor >= 0 && text[cursor] === '\\'; cursor -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

function findClose(text: string, close: string, from: number): number {
  for (
    let index = text.indexOf(close, from);
    index !== -1;
    index = text.indexOf(close, index + 1)
  ) {
    // `\$` inside math is a literal dollar; `\]` and `\)` are the closers themselves.
    if (close === '$' || close === '$$' ? !isEscaped(text, index) : true) return index;
  }
  return -1;
}

function pushText(segments: TexSegment[], value: string): void {
  if (!value) return;
  const last = segments[segments.length - 1];
  if (last?.kind === 'text') last.value += value;
  else segments.push({ kind: 'text', value });
}

/** Splits prose with `$…$`, `\(…\)`, `$$…$$` and `\[…\]`; `\$` in prose is a dollar sign. */
export function splitTex(text: string): TexSegment[] {
  const segments: TexSegment[] = [];
  let index = 0;
  let plainStart = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\' && text[index + 1] === '$') {
      pushText(segments, text.slice(plainStart, index) + '$');
      index += 2;
      plainStart = index;
      continue;
    }
    const delimiter =
      char === '$' || char === '\\'
        ? DELIMITERS.find((candidate) => text.startsWith(candidate.open, index))
        : undefined;
    const closeAt = delimiter
      ? findClose(text, delimiter.close, index + delimiter.open.length)
      : -1;
    if (!delimiter || closeAt === -1) {
      index += 1;
      continue;
    }
    const tex = text.slice(index + delimiter.open.length, closeAt);
    const end = closeAt + delimiter.close.length;
    if (!tex.trim()) {
      index = end;
      continue;
    }
    pushText(segments, text.slice(plainStart, index));
    segments.push({
      kind: 'math',
      tex,
      display: delimiter.display,
      source: text.slice(index, end),
    });
    index = end;
    plainStart = end;
  }
  pushText(segments, text.slice(plainStart));
  return segments;
}

const HAS_DELIMITER = /\$|\\\[|\\\(/;
const MATH_SIGNAL = /\\[a-zA-Z]+|[\^_{}=<>]/;
/** Words of three or more letters not part of a `\command`: prose has many of them. */
const PROSE_WORD = /(?<![\\a-zA-Z])[a-zA-Z]{3,}/g;
const MAX_PROSE_WORDS_IN_MATH = 2;

/** A body with no delimiters that reads as a formula rather than as sentences. */
export function isPureMath(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || HAS_DELIMITER.test(trimmed) || !MATH_SIGNAL.test(trimmed)) return false;
  const withoutTextCommands = trimmed.replace(/\\(?:text|mathrm|operatorname)\{[^}]*\}/g, '');
  return (withoutTextCommands.match(PROSE_WORD) ?? []).length <= MAX_PROSE_WORDS_IN_MATH;
}

/** Segments of a statement; a pure-LaTeX body becomes one display formula. */
export function parseStatement(text: string): TexSegment[] {
  if (isPureMath(text)) return [{ kind: 'math', tex: text.trim(), display: true, source: text }];
  return splitTex(text);
}

/** KaTeX options: never trusted commands, bounded sizes and macro expansion. */
export const KATEX_SAFETY = {
  throwOnError: true,
  trust: false,
  strict: 'ignore',
  maxSize: 50,
  maxExpand: 1000,
} as const;

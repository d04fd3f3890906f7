// The browser's copy of private.ans_normalize (supabase/migrations/20261123005000_answer_checking_exact.sql):
// the same steps in the same order, so the preview reads an answer the way the grader will.
// Keep the two in step; tests/integration/answer-reading.test.ts compares them on the labelled pairs.

const MAX_LENGTH = 500;

/** \boxed{X} and \fbox{X} become X (at most eight); \boxed{1}\boxed{2} becomes 1,2. */
export function unbox(input: string): string {
  let s = input.replaceAll('\\fbox{', '\\boxed{').replaceAll('}\\boxed{', '},\\boxed{');
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const start = s.indexOf('\\boxed{');
    if (start < 0) break;
    let depth = 0;
    let i = start + 6;
    for (; i < s.length; i += 1) {
      if (s[i] === '{') depth += 1;
      else if (s[i] === '}') {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    if (depth !== 0) return s;
    s = s.slice(0, start) + s.slice(start + 7, i) + s.slice(i + 1);
  }
  return s;
}

const DECORATION =
  /(?<!\\)\\[\][()]|\\(left|right)\.|\\(left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big|bigg|Bigg|displaystyle|textstyle|circ|degree|limits|nolimits)(?![a-zA-Z])|\^\s*\{?\s*\\circ\s*\}?/g;
const SPACING = /(?<!\\)\\[,!;: ]|\\q?quad(?![a-zA-Z])|~/g;
const TEXT_WRAPPER =
  /\\(text|textbf|textit|textrm|textsf|texttt|textup|textnormal|mbox|hbox|mathrm|mathbf|mathit|mathsf|mathtt|operatorname)\s*\{([^{}]*)\}/g;
const TYPED_NAMES =
  /(?<![\\a-zA-Z])(sqrt|pi|infinity|infty|sin|cos|tan|cot|sec|csc|ln|log|exp|arcsin|arccos|arctan|abs)(?![a-zA-Z])/g;
const UNIT_AFTER_NUMBER =
  /([0-9}).])\s*((square|sq\.?|cubic)\s+)?(units?|cm|centimeters?|mm|millimeters?|km|kilometers?|m|meters?|inches|inch|feet|foot|ft|yards?|miles?|cents?|dollars?|euros?|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|degrees?|mph|km\/h|m\/s|pounds?|lbs?|grams?|g|kg|liters?|litres?|l|ml|percent|percentage|pct|points?|ways?|(?=\s)\s+[a-zA-Z]{4,})\s*(\^\s*\{?\s*[23]\s*\}?)?\s*\.?\s*$/i;

const PROSE = /(^|[^\\a-zA-Z])[a-zA-Z]{3,}\s+[a-zA-Z]{3,}/;

const RELATIONS: Array<[string, string]> = [
  ['\\leqslant', '<='],
  ['\\geqslant', '>='],
  ['\\leq', '<='],
  ['\\geq', '>='],
  ['\\le', '<='],
  ['\\ge', '>='],
  ['\\neq', '!='],
  ['\\ne', '!='],
  ['\\lt', '<'],
  ['\\gt', '>'],
  ['\\approx', '='],
  ['=<', '<='],
  ['=>', '>='],
];

const UNICODE: Array<[string, string]> = [
  ['\u00a0', ' '],
  ['−', '-'],
  ['–', '-'],
  ['—', '-'],
  ['×', ' \\times '],
  ['·', ' \\cdot '],
  ['÷', ' / '],
  ['∞', ' \\infty '],
  ['±', ' \\pm '],
  ['∓', ' \\mp '],
  ['∪', ' \\cup '],
  ['∈', ' \\in '],
  ['∑', ' \\sum '],
  ['∏', ' \\prod '],
  ['π', ' \\pi '],
  ['θ', ' \\theta '],
  ['°', '^\\circ '],
  ['≤', ' \\le '],
  ['≥', ' \\ge '],
  ['≠', ' \\ne '],
  ['≈', ' \\approx '],
];

function trimEndChars(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end -= 1;
  return s.slice(0, end);
}

/** Canonical compact text of an answer, or null when it is over 500 characters. */
export function normalizeAnswer(raw: string): string | null {
  if (raw.length > MAX_LENGTH) return null;
  let s = raw;
  for (const [from, to] of UNICODE) s = s.replaceAll(from, to);
  s = s.replace(/√\s*(\d+(\.\d+)?)/g, '\\sqrt{$1}').replaceAll('√', ' \\sqrt ');
  s = unbox(s);
  s = s
    .replaceAll('\\$', '')
    .replaceAll('$', '')
    .replaceAll('\\%', ' ')
    .replaceAll('%', ' ')
    .replaceAll('\\dfrac', '\\frac')
    .replaceAll('\\tfrac', '\\frac')
    .replaceAll('\\cfrac', '\\frac')
    .replaceAll('\\div', ' / ')
    .replaceAll('\\lvert', '|')
    .replaceAll('\\rvert', '|')
    .replaceAll('\\vert', '|')
    .replaceAll('\\lbrace', '\\{')
    .replaceAll('\\rbrace', '\\}')
    .replaceAll('\\langle', '(')
    .replaceAll('\\rangle', ')')
    .replaceAll('\\lfloor', '\\floor(')
    .replaceAll('\\rfloor', ')')
    .replaceAll('\\lceil', '\\ceil(')
    .replaceAll('\\rceil', ')')
    .replaceAll('\\dbinom', '\\binom')
    .replaceAll('\\tbinom', '\\binom')
    .replaceAll('\\varnothing', '\\emptyset')
    .replaceAll('\\mathbb{R}', '(-\\infty,\\infty)')
    .replaceAll('²', '^2')
    .replaceAll('³', '^3');
  s = s.replace(/(\d)(\{,\}|,\\!)\s*(?=\d{3}(\D|$))/g, '$1');
  s = s.replace(DECORATION, '').replace(SPACING, ' ');
  s = s.replace(TEXT_WRAPPER, ' $2 ').replace(TEXT_WRAPPER, ' $2 ');
  s = s.replace(/\\(cdot|times|ast)(?![a-zA-Z])/g, '*');
  for (const [from, to] of RELATIONS) s = s.replaceAll(from, to);
  s = s.replace(/(\d)[eE]([-+]?\d+)(?![\d.a-zA-Z])/g, '$1*10^{$2}');
  s = s.replace(TYPED_NAMES, '\\$1').replaceAll('\\infinity', '\\infty');
  s = s.replace(UNIT_AFTER_NUMBER, '$1');
  s = s.replace(/\s+(and|or)\s+/gi, ',');
  s = trimEndChars(s, ' .\t\r\n');
  if (/^\s*[-+]?\d{1,3}(,\d{3})+(\.\d+)?\s*$/.test(s)) s = s.replaceAll(',', '');
  // a semicolon separates answers like a comma: p=5,q=2; p=7,q=2
  s = s.replaceAll(';', ',');
  s = s.replace(/^\s*(-?\d+)\s+(\d+)\s*\/\s*(\d+)\s*$/, '$1\\frac{$2}{$3}');
  // prose (two words of three or more letters) is not math: a leading " keeps it from parsing
  if (PROSE.test(s)) s = `"${s}`;
  s = s.replace(/[ \t\r\n]/g, '');
  s = s.replace(
    /\\log_(\{(\d+)\}|(\d))/g,
    (_m, _g, braced: string | undefined, bare: string | undefined) =>
      `\\log#${braced ?? bare ?? ''}#`,
  );
  s = s
    .replaceAll('\\sin^{-1}', '\\arcsin')
    .replaceAll('\\cos^{-1}', '\\arccos')
    .replaceAll('\\tan^{-1}', '\\arctan');
  s = s.replace(
    /(\\(sin|cos|tan|cot|sec|csc|sinh|cosh|tanh|ln|log))\^(\{(\d)\}|(\d))/g,
    (_m, name: string, _n, _e, braced: string | undefined, bare: string | undefined) =>
      `${name}@${braced ?? bare ?? ''}`,
  );
  s = s
    .replace(/_\{([0-9a-zA-Z]+)\}/g, '_$1')
    .replaceAll('{,}', ',')
    .replaceAll('\\{\\}', '\\emptyset');
  s = s.replace(/\|([^|]+)\|/g, '\\abs($1)');
  s = s
    .replace(/\\frac([0-9a-zA-Z])/g, '\\frac{$1}')
    .replace(/\\frac\{([^{}]*)\}([0-9a-zA-Z])/g, '\\frac{$1}{$2}')
    .replace(/\\sqrt([0-9a-zA-Z])/g, '\\sqrt{$1}');
  return s;
}

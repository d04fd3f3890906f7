import { splitTex } from '@/lib/tex';

/**
 * A one-line, plain-text preview of a LaTeX statement for the problem cards (issue 29 point 7).
 * The list stays free of KaTeX: math is read into Unicode text (`\frac{1}{2}` → 1/2,
 * `x^2` → x², `\le` → ≤), commands it does not know lose their backslash, and grouping braces
 * go, so a preview never shows half a formula's markup. Pure, no DOM.
 */

const SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  equiv: '≡',
  cong: '≅',
  sim: '~',
  infty: '∞',
  angle: '∠',
  triangle: '△',
  circ: '∘',
  perp: '⊥',
  parallel: '∥',
  mid: '|',
  dots: '…',
  ldots: '…',
  cdots: '…',
  dotsm: '…',
  dotsb: '…',
  dotsc: '…',
  sum: '∑',
  prod: '∏',
  int: '∫',
  in: '∈',
  notin: '∉',
  cup: '∪',
  cap: '∩',
  subset: '⊂',
  subseteq: '⊆',
  emptyset: '∅',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  implies: '⇒',
  iff: '⇔',
  prime: '′',
  lfloor: '⌊',
  rfloor: '⌋',
  lceil: '⌈',
  rceil: '⌉',
  langle: '⟨',
  rangle: '⟩',
  '|': '‖',
  '{': '{',
  '}': '}',
  '%': '%',
  $: '$',
  '&': '&',
  '#': '#',
  _: '_',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  ' ': ' ',
  quad: ' ',
  qquad: ' ',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Omega: 'Ω',
};

/** Operators and relations: spaced on both sides, as they render. */
const SPACED = new Set([
  'cdot',
  'times',
  'div',
  'pm',
  'mp',
  'le',
  'leq',
  'ge',
  'geq',
  'ne',
  'neq',
  'approx',
  'equiv',
  'cong',
  'sim',
  'in',
  'notin',
  'cup',
  'cap',
  'subset',
  'subseteq',
  'to',
  'rightarrow',
  'leftarrow',
  'Rightarrow',
  'implies',
  'iff',
  'perp',
  'parallel',
  'mid',
]);

/** Commands that print nothing themselves (sizing, spacing, styles without an argument). */
const SILENT = new Set([
  'left',
  'right',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'displaystyle',
  'textstyle',
  'limits',
  'nolimits',
  'noindent',
  'hfill',
  'newline',
  'par',
]);

/** Commands whose one argument is shown as it is. */
const KEEP_ARGUMENT = new Set([
  'text',
  'textrm',
  'textbf',
  'textit',
  'emph',
  'mbox',
  'mathrm',
  'mathbf',
  'mathit',
  'mathsf',
  'mathtt',
  'mathcal',
  'mathbb',
  'bold',
  'boldsymbol',
  'operatorname',
  'overrightarrow',
  'vec',
  'hat',
  'widehat',
  'tilde',
  'underline',
  'boxed',
]);

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  x: 'ˣ',
  k: 'ᵏ',
};

const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  n: 'ₙ',
  m: 'ₘ',
  x: 'ₓ',
};

const WORD_COMMANDS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'arcsin',
  'arccos',
  'arctan',
  'log',
  'ln',
  'exp',
  'gcd',
  'lcm',
  'max',
  'min',
  'lim',
  'deg',
  'det',
  'mod',
  'bmod',
]);

/** Maps every character through `table`, or returns null when one has no small form. */
function scripted(text: string, table: Record<string, string>): string | null {
  let out = '';
  for (const char of text) {
    const mapped = table[char];
    if (mapped === undefined) return null;
    out += mapped;
  }
  return out;
}

/** A fraction part: bare when it is one token, in parentheses otherwise. */
function part(text: string): string {
  const trimmed = text.trim();
  if ([...trimmed].length <= 1 || /^[\p{L}\p{N}.′√²³⁰¹⁴⁵⁶⁷⁸⁹]+$/u.test(trimmed)) return trimmed;
  return isWrapped(trimmed) ? trimmed : `(${trimmed})`;
}

/** Whether the whole text is one parenthesised group, like `(2x+1)` (not `(a)(b)`). */
function isWrapped(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    if (depth === 0 && index < text.length - 1) return false;
  }
  return depth === 0;
}

class MathReader {
  private index = 0;

  constructor(private readonly tex: string) {}

  read(): string {
    return this.readUntil(null);
  }

  /** Reads until `stop` (a closing brace) or the end. */
  private readUntil(stop: '}' | null): string {
    let out = '';
    while (this.index < this.tex.length) {
      const char = this.tex[this.index]!;
      if (char === stop) {
        this.index += 1;
        return out;
      }
      out += this.readAtom();
    }
    return out;
  }

  /** One group `{…}`, one command or one character, as text. */
  private readArgument(): string {
    this.skipSpaces();
    const char = this.tex[this.index];
    if (char === undefined) return '';
    if (char === '{') {
      this.index += 1;
      return this.readUntil('}');
    }
    if (char === '\\') return this.readAtom();
    this.index += 1;
    return char;
  }

  private readOptional(): string | null {
    this.skipSpaces();
    if (this.tex[this.index] !== '[') return null;
    const close = this.tex.indexOf(']', this.index);
    if (close === -1) return null;
    const inner = new MathReader(this.tex.slice(this.index + 1, close)).read();
    this.index = close + 1;
    return inner;
  }

  private skipSpaces(): void {
    while (this.tex[this.index] === ' ') this.index += 1;
  }

  private readAtom(): string {
    const char = this.tex[this.index]!;
    if (char === '{') {
      this.index += 1;
      return this.readUntil('}');
    }
    if (char === '}') {
      this.index += 1;
      return '';
    }
    if (char === '^' || char === '_') {
      this.index += 1;
      const argument = this.readArgument().trim();
      if (char === '^' && (argument === '∘' || argument === 'circ')) return '°';
      if (char === '^' && (argument === '′' || argument === "'")) return '′';
      // n^{\text{th}}: an ordinal reads as nth.
      if (char === '^' && /^(st|nd|rd|th)$/.test(argument)) return argument;
      const small = scripted(argument, char === '^' ? SUPERSCRIPT : SUBSCRIPT);
      if (small !== null && argument !== '') return small;
      return char === '^' ? `^${part(argument)}` : part(argument);
    }
    if (char === '~') {
      this.index += 1;
      return ' ';
    }
    if (char === '&') {
      this.index += 1;
      return ' ';
    }
    if (char !== '\\') {
      this.index += 1;
      return char === '\n' || char === '\t' ? ' ' : char;
    }
    return this.readCommand();
  }

  private readCommand(): string {
    const start = this.index;
    const rest = this.tex.slice(this.index + 1);
    const name = /^[A-Za-z]+/.exec(rest)?.[0] ?? rest[0] ?? '';
    this.index += 1 + name.length;
    // As in TeX, the spaces after a command's name only end the name (`\angle B` is ∠B);
    // kept before an operator, so `\theta < 2` stays readable.
    if (/^[A-Za-z]/.test(name) && /^\s*[\p{L}\p{N}]/u.test(this.tex.slice(this.index))) {
      this.skipSpaces();
    }
    if (name === '\\') return '; ';
    if (SPACED.has(name)) return ` ${SYMBOLS[name]} `;
    if (name in SYMBOLS) return SYMBOLS[name]!;
    if (SILENT.has(name)) return '';
    if (WORD_COMMANDS.has(name)) return name === 'bmod' ? ' mod ' : ` ${name} `;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const numerator = this.readArgument();
      const denominator = this.readArgument();
      // 33\frac{1}{3} is a mixed number: 33 1/3, not 331/3.
      const mixed = /\d/.test(this.tex[start - 1] ?? '') ? ' ' : '';
      return `${mixed}${part(numerator)}/${part(denominator)}`;
    }
    if (name === 'binom' || name === 'dbinom' || name === 'tbinom') {
      const top = this.readArgument();
      const bottom = this.readArgument();
      return `C(${top.trim()}, ${bottom.trim()})`;
    }
    if (name === 'sqrt') {
      const index = this.readOptional();
      const radicand = this.readArgument();
      const small = index === null ? '' : (scripted(index.trim(), SUPERSCRIPT) ?? `${index}-th `);
      return `${small}√${part(radicand)}`;
    }
    if (name === 'pmod') return ` (mod ${this.readArgument().trim()})`;
    if (name === 'overline' || name === 'bar') {
      return [...this.readArgument()].map((c) => `${c}\u0305`).join('');
    }
    if (KEEP_ARGUMENT.has(name)) return this.readArgument();
    if (name === 'begin' || name === 'end') {
      const environment = this.readArgument();
      if (environment.startsWith('pmatrix') || environment.startsWith('bmatrix')) {
        return name === 'begin' ? '(' : ')';
      }
      return ' ';
    }
    // Anything else: its name without the backslash (still readable, never markup).
    return name;
  }
}

/** Math to readable text. */
export function mathToText(tex: string): string {
  return new MathReader(tex).read().replace(/\s+/g, ' ').trim();
}

/** Prose around the math: environments, text commands and grouping braces read the same way. */
function proseToText(text: string): string {
  return text.includes('\\') || text.includes('{') ? mathToText(text) : text;
}

const MAX_PREVIEW = 220;

/** The statement as one plain line, at most MAX_PREVIEW characters (cut at a word, with …). */
export function statementPreview(body: string): string {
  const withoutFigures = body.replace(/\[asy\][\s\S]*?\[\/asy\]/g, ' ');
  const text = splitTex(withoutFigures)
    .map((segment) =>
      segment.kind === 'text' ? proseToText(segment.value) : ` ${mathToText(segment.tex)} `,
    )
    .join('')
    .replace(/``/g, '“')
    .replace(/\s+/g, ' ')
    .replace(/,\s*;/g, ',')
    .replace(/(\d) %/g, '$1%')
    .replace(/\s+([,.;:?!)])/g, '$1')
    .replace(/([(])\s+/g, '$1')
    .trim();
  if (text.length <= MAX_PREVIEW) return text;
  const cut = text.slice(0, MAX_PREVIEW);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_PREVIEW - 40));
  return `${atWord.trimEnd()}…`;
}

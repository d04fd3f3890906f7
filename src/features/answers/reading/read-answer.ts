// How an answer will be read by the grader (private.ans_form_of and private.answer_is_readable),
// written as LaTeX for the preview under the answer box. Pure: no DOM, no KaTeX.
import { readRepeatingDecimal } from './ignored-parts';
import { normalizeAnswer } from './normalize-answer';
import { exprToTex, hasVariables, parseExpression } from './parse-expression';

export type AnswerReading =
  | { kind: 'empty' }
  /** Read as math: `tex` shows how. */
  | { kind: 'math'; tex: string }
  /** Not read as math: a grader will decide. */
  | { kind: 'text' };

const NAME = /^([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?$/;
const ASSIGNED =
  /^(([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?(\([a-z]\))?|\(([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?(,([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?)+\))$/;
const ELEMENT =
  /^(?:\(([a-zA-Z])\)|([a-df-zA-Z])|([a-zA-Z]{2,})|([-+]?)(\d+\.?\d*|\.\d+)(?:\*10\^\{?([-+]?\d{1,4})\}?)?|([-+]?)\\infty|(-?)(\d{1,12})\\frac\{(\d{1,12})\}\{(\d{1,12})\}|([0-9A-Z]{1,40}_\d{1,2})|(-?)(\d{0,12})\.(\d{0,12})\\overline\{(\d{1,12})\})$/;

class Unreadable extends Error {}

function fail(): never {
  throw new Unreadable();
}

/** Splits at a separator outside brackets; null when brackets do not balance. */
export function splitTopLevel(s: string, separator: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i]!;
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      depth -= 1;
      if (depth < 0) return null;
    } else if (depth === 0 && s.startsWith(separator, i)) {
      parts.push(s.slice(start, i));
      i += separator.length - 1;
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(s.slice(start));
  return parts;
}

function splitRelations(s: string): { parts: string[]; ops: string[] } {
  const parts: string[] = [];
  const ops: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i]!;
    let op: string | null = null;
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (depth === 0 && (c === '<' || c === '>')) op = s[i + 1] === '=' ? `${c}=` : c;
    else if (depth === 0 && c === '!' && s[i + 1] === '=') op = '!=';
    if (op) {
      parts.push(s.slice(start, i));
      ops.push(op);
      i += op.length - 1;
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return { parts, ops };
}

const RELATION_TEX: Record<string, string> = {
  '<': '<',
  '<=': '\\le',
  '>': '>',
  '>=': '\\ge',
  '!=': '\\ne',
};

function expressionTex(text: string): string {
  const expr = parseExpression(text);
  if (!expr) fail();
  return exprToTex(expr);
}

/** One element (private.ans_item_of): a word, choice letter, number, infinity or expression. */
function elementTex(element: string): string {
  const m = ELEMENT.exec(element);
  if (m) {
    if (m[1]) return `\\text{(${m[1].toUpperCase()})}`;
    if (m[2]) return m[2];
    if (m[3]) return `\\text{${m[3]}}`;
    if (m[16]) return `${m[13] ?? ''}${m[14] || '0'}.${m[15] ?? ''}\\overline{${m[16]}}`;
    if (m[12]) {
      const [digits, base] = m[12].split('_');
      return `${digits}_{${base}}`;
    }
    if (m[7] !== undefined && !m[5] && !m[9]) return `${m[7] === '-' ? '-' : ''}\\infty`;
    if (m[9] && Number(m[10]) < Number(m[11]))
      return `${m[8] ?? ''}${m[9]}\\tfrac{${m[10]}}{${m[11]}}`;
  }
  return expressionTex(element);
}

/** A constant bound of an interval from an inequality (as private.ans_interval_of requires). */
function boundTex(text: string): string {
  if (/^[-+]?\\infty$/.test(text)) return elementTex(text);
  const expr = parseExpression(text);
  if (!expr || hasVariables(expr)) return '';
  return exprToTex(expr);
}

function relationTex(piece: string, alone: boolean): string {
  const { parts, ops } = splitRelations(piece);
  if (ops.length === 0) fail();
  const aboutOneVariable =
    (parts.length === 2 && (isVariable(parts[0]!) || isVariable(parts[1]!))) ||
    (parts.length === 3 && isVariable(parts[1]!));
  if (aboutOneVariable) {
    const variable = parts.length === 3 ? parts[1]! : isVariable(parts[0]!) ? parts[0]! : parts[1]!;
    const bounds = parts.filter((part) => part !== variable).map(boundTex);
    if (bounds.every((bound) => bound !== '')) {
      let bound = 0;
      return parts
        .map(
          (part, i) =>
            (part === variable ? variableTexOf(part) : bounds[bound++]) +
            (ops[i] ? ` ${RELATION_TEX[ops[i]!]} ` : ''),
        )
        .join('');
    }
  }
  if (!alone || parts.length !== 2) fail();
  return `${expressionTex(parts[0]!)} ${RELATION_TEX[ops[0]!]} ${expressionTex(parts[1]!)}`;
}

function variableTexOf(name: string): string {
  const [base, subscript] = name.split('_');
  return subscript ? `${base}_{${subscript}}` : name;
}

function bracketedParts(s: string): string[] | null {
  if (s.length < 2 || !'(['.includes(s[0]!) || !')]'.includes(s[s.length - 1]!)) return null;
  const parts = splitTopLevel(s.slice(1, -1), ',');
  return parts && parts.length >= 2 ? parts : null;
}

const list = (items: string[]) => items.join(',\\ ');
const SIGNS = /\\pm|\\mp/g;

/** An element that may hold \pm: read as the database reads its expansions (both must read). */
function elementWithPmTex(element: string): string {
  const signs = element.match(SIGNS) ?? [];
  if (signs.length === 0) return elementTex(element);
  const plus = element.replace(SIGNS, (sign) => (sign === '\\pm' ? '+' : '-'));
  const minus = element.replace(SIGNS, (sign) => (sign === '\\pm' ? '-' : '+'));
  const expansions = [elementTex(plus), elementTex(minus)];
  if (signs.length === 1) {
    const at = element.search(SIGNS);
    const left = element.slice(0, at);
    const right = element.slice(at + 3);
    if ((left === '' || parseExpression(left)) && parseExpression(right)) {
      return `${left === '' ? '' : `${expressionTex(left)} `}${signs[0]} ${expressionTex(right)}`;
    }
  }
  return list(expansions);
}

function isName(s: string): boolean {
  return (
    ASSIGNED.test(s) &&
    !s.includes('\\pi') &&
    !s.includes('\\infty') &&
    !s.includes('\\sqrt') &&
    s !== 'e'
  );
}

function isVariable(s: string): boolean {
  return NAME.test(s) && s !== '\\pi' && s !== 'e';
}

const SUM_HEAD =
  /\\(?:sum|prod)(?:_\{[a-zA-Z]=([-+]?\d{1,6})\}\^(?:\{([-+]?\d{1,6})\}|(\d))|\^(?:\{([-+]?\d{1,6})\}|(\d))_\{[a-zA-Z]=([-+]?\d{1,6})\})/g;

/** Sums and products: at most 1,000 terms in the whole answer, each \pm doubling them. */
function tooManyTerms(s: string): boolean {
  if (!s.includes('\\sum') && !s.includes('\\prod')) return false;
  let terms = 0;
  for (const m of s.matchAll(SUM_HEAD)) {
    terms += Math.max(0, Number(m[2] ?? m[3] ?? m[4] ?? m[5]) - Number(m[1] ?? m[6]) + 1);
  }
  const signs = (s.match(/\\pm|\\mp/g) ?? []).length;
  return terms * 2 ** Math.min(4, signs) > 1000;
}

/** A list of tuples of one width, (5,2), (7,2), as LaTeX; null when it is not one. */
function tupleList(s: string): string | null {
  const parts = splitTopLevel(s, ',');
  if (!parts || parts.length < 2 || parts.length > 50 || !s.startsWith('(')) return null;
  const tuples = parts.map((piece) =>
    piece.startsWith('(') && piece.endsWith(')') ? bracketedParts(piece) : null,
  );
  const width = tuples[0]?.length;
  if (!tuples.every((inner) => inner !== null && inner.length === width)) return null;
  if (tuples.length * (width ?? 0) > 50) return null;
  return list(tuples.map((inner) => `\\left(${list(inner!.map(elementTex))}\\right)`));
}

function formTex(input: string): string {
  if (tooManyTerms(input)) fail();
  let s = input.replace(/^([a-zA-Z]|\\[a-zA-Z]+|\([a-zA-Z](,[a-zA-Z])+\))\\in(?=[[(\\])/, '');

  if (
    '(['.includes(s[0] ?? '') &&
    ')]'.includes(s[s.length - 1] ?? '') &&
    s.startsWith('\\begin', 1)
  ) {
    s = s.slice(1, -1);
  }
  const matrix = /^\\begin\{([pbBvV]?matrix|array)\}(\{[lcr|]*\})?(.*)\\end\{\1\}$/.exec(s);
  if (matrix) {
    const body = matrix[3]!.endsWith('\\\\') ? matrix[3]!.slice(0, -2) : matrix[3]!;
    const rows = body.split('\\\\');
    const cells = rows.map((row) => row.split('&'));
    if (rows.length > 50 || cells.some((row) => row.length !== cells[0]!.length)) fail();
    return `\\begin{pmatrix}${cells.map((row) => row.map(elementTex).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
  }

  if (s.startsWith('\\{') && s.endsWith('\\}')) {
    const parts = splitTopLevel(s.slice(2, -2).replaceAll('\\{', '{').replaceAll('\\}', '}'), ',');
    // a set of tuples: \{(5,2), (7,2)\}
    const tuples =
      parts && parts.length >= 2 && parts[0]!.startsWith('(') ? tupleList(s.slice(2, -2)) : null;
    if (tuples) return `\\left\\{${tuples}\\right\\}`;
    if (parts && parts.length <= 50)
      return `\\left\\{${list(parts.map(elementWithPmTex))}\\right\\}`;
  }

  const parts = splitTopLevel(s, ',');
  if (!parts || parts.length > 50) fail();

  if (s.includes('<') || s.includes('>') || s.includes('!=')) {
    return parts.map((piece) => relationTex(piece, parts.length === 1)).join('\\ \\text{or}\\ ');
  }

  if (parts.length > 1 && s.includes('=')) {
    const assignments = parts.map((piece) => {
      const at = piece.indexOf('=');
      const name = piece.slice(0, at);
      const value = piece.slice(at + 1);
      // read only once every piece is an assignment: (p,q)=(5,2), (7,2) is an equation
      return at > 0 && isName(name) && !value.includes('=')
        ? () => `${sideTex(name)} = ${elementTex(value)}`
        : null;
    });
    if (assignments.every((a) => a !== null)) {
      // p=5, q=2; p=7, q=2: the same names again and again are a list of tuples (p, q)
      const names = parts.map((piece) => piece.slice(0, piece.indexOf('=')));
      const width = new Set(names).size;
      if (
        width >= 2 &&
        names.length >= 2 * width &&
        names.length % width === 0 &&
        names.every((name, i) => name === names[i % width])
      ) {
        const tuple = (items: string[]) => `\\left(${list(items)}\\right)`;
        const groups: string[] = [];
        for (let at = 0; at < parts.length; at += width) {
          groups.push(
            tuple(
              parts
                .slice(at, at + width)
                .map((piece) => elementTex(piece.slice(piece.indexOf('=') + 1))),
            ),
          );
        }
        return `${tuple(names.slice(0, width).map(variableTexOf))} = ${list(groups)}`;
      }
      return list(assignments.map((read) => read!()));
    }
  }

  const sides = splitTopLevel(s, '=');
  if (sides && sides.length >= 2) {
    const last = sides[sides.length - 1]!;
    if (isName(sides[0]!)) return `${sideTex(sides[0]!)} = ${formTex(last)}`;
    if (sides.length === 2 && isName(last)) return `${formTex(sides[0]!)} = ${sideTex(last)}`;
    if (sides.length === 2) return `${expressionTex(sides[0]!)} = ${expressionTex(last)}`;
    const named = sides.slice(1, -1).find(isName);
    if (named) return `${sideTex(named)} = ${formTex(last)}`;
    fail();
  }

  const pieces = splitTopLevel(s, '\\cup');
  if (pieces && pieces.length <= 20) {
    const bracketed = pieces.map((piece) => [piece, bracketedParts(piece)] as const);
    if (bracketed.every(([, inner]) => inner !== null)) {
      return bracketed
        .map(
          ([piece, inner]) =>
            `\\left${piece[0]}${list(inner!.map(elementTex))}\\right${piece[piece.length - 1]}`,
        )
        .join(' \\cup ');
    }
  }

  const tuples = tupleList(s);
  if (tuples) return tuples;

  return list(parts.map(elementWithPmTex));
}

function sideTex(name: string): string {
  if (name.startsWith('('))
    return `\\left(${list(name.slice(1, -1).split(',').map(variableTexOf))}\\right)`;
  const call = /^(.*)\(([a-z])\)$/.exec(name);
  return call ? `${variableTexOf(call[1]!)}(${call[2]})` : variableTexOf(name);
}

/** How the grader will read `answer`, as LaTeX, or that it will not read it as math. */
export function readAnswer(answer: string): AnswerReading {
  if (answer.trim() === '') return { kind: 'empty' };
  // 3.333... is the repeating decimal 3.\overline{3}, as the database reads it (decision 0037)
  const normalized = normalizeAnswer(readRepeatingDecimal(answer));
  if (normalized === null || normalized === '') return { kind: 'text' };
  try {
    return { kind: 'math', tex: formTex(normalized) };
  } catch (error) {
    if (error instanceof Unreadable) return { kind: 'text' };
    throw error;
  }
}

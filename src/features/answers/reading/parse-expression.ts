// The browser's copy of private.ans_braces_to_parens and private.ans_rpn: the same grammar
// (implicit multiplication, \frac, \sqrt[n], ^, !, functions, Latin and Greek variables),
// building a tree that is written back as LaTeX for the preview. Null when the grammar does
// not read the text, exactly where the database would not.

export type Expr =
  | { kind: 'num'; value: string }
  | { kind: 'var'; name: string }
  | { kind: 'const'; name: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'fact'; arg: Expr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/' | '^'; left: Expr; right: Expr }
  | { kind: 'fn'; name: string; arg: Expr }
  /** \sum_{name=lo}^{hi} body (op '+') or \prod (op '*'). */
  | { kind: 'sum'; op: '+' | '*'; name: string; lo: string; hi: string; body: Expr };

const FUNCTIONS = new Set([
  '\\sqrt',
  '\\abs',
  '\\floor',
  '\\ceil',
  '\\sinh',
  '\\cosh',
  '\\tanh',
  '\\arcsin',
  '\\arccos',
  '\\arctan',
  '\\sin',
  '\\cos',
  '\\tan',
  '\\cot',
  '\\sec',
  '\\csc',
  '\\log',
  '\\ln',
  '\\exp',
]);

const TOKEN =
  /(\d+\.?\d*|\.\d+|\\log#\d+#|\\S#\d#|\\(?:sqrt|abs|floor|ceil|pi|infty|sinh|cosh|tanh|arcsin|arccos|arctan|sin|cos|tan|cot|sec|csc|log|ln|exp)(?:@\d)?|\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|rho|sigma|tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Pi|Sigma|Phi|Psi|Omega)(?:_[0-9a-zA-Z]+)?|[a-zA-Z](?:_[0-9a-zA-Z]+)?|.)/gsu;

/** \frac{a}{b} -> ((a)/(b)), \sqrt[n]{a} -> ((a)^(1/(n))), {a} -> (a); null when braces remain. */
export function bracesToParens(input: string): string | null {
  let s = input;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (!s.includes('{') && !s.includes('}')) break;
    const previous = s;
    s = s
      .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/\\sqrt\[([^\][{}]*)\]\{([^{}]*)\}/g, '(($2)^(1/($1)))')
      .replace(/\\binom\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)!/(($2)!(($1)-($2))!))')
      .replace(/(^|[^a-zA-Z}\]\\])\{([^{}]*)\}/g, '$1($2)');
    if (s === previous) break;
  }
  if (s.includes('{') || s.includes('}')) return null;
  return s.replaceAll('[', '(').replaceAll(']', ')');
}

type Prev = 'start' | 'operand' | 'number' | 'op' | 'lparen' | 'rparen' | 'postfix' | 'func';
const ENDS_OPERAND: ReadonlySet<Prev> = new Set(['operand', 'number', 'rparen', 'postfix']);

function precedence(op: string): number {
  if (op === 'o+' || op === 'o-') return 1;
  if (op === 'o*' || op === 'o/') return 2;
  if (op === 'o^') return 4;
  return 3;
}

const SUM =
  /(\\(sum|prod)(?:_\(([a-zA-Z])=([-+]?\d{1,6})\)\^(?:\(([-+]?\d{1,6})\)|(\d))|\^(?:\(([-+]?\d{1,6})\)|(\d))_\(([a-zA-Z])=([-+]?\d{1,6})\)))/;

/**
 * Sums and products with integer bounds as private.ans_rpn reads them: the body runs to the next
 * + or - outside brackets; each becomes the operand token S<op><var>|<lo>|<hi>|<cost>|<body rpn>
 * with the bound variable written b<var>; at most 8 sums and 1,000 terms in all.
 */
function extractSums(input: string): { text: string; sums: string[] } | null {
  let s = input;
  const sums: string[] = [];
  let cost = 0;
  while (s.includes('\\sum') || s.includes('\\prod')) {
    const m = SUM.exec(s);
    if (!m || sums.length >= 8) return null;
    const head = m[1]!;
    const at = m.index;
    const start = at + head.length;
    let i = start;
    let depth = 0;
    for (; i < s.length; i += 1) {
      const c = s[i]!;
      if (c === '(') depth += 1;
      else if (c === ')') {
        if (depth === 0) break;
        depth -= 1;
      } else if (
        depth === 0 &&
        (',=<>'.includes(c) || ('+-'.includes(c) && i > start && !'^*/('.includes(s[i - 1]!)))
      )
        break;
    }
    const body = toRpn(s.slice(start, i));
    if (!body) return null;
    const name = (m[3] ?? m[9])!;
    let bodyCost = 1;
    const bound = body.map((tok) => {
      if (tok.startsWith('S')) bodyCost += Number(tok.split('|')[3]);
      return tok === `v${name}` ? `b${name}` : tok;
    });
    const lo = Number(m[4] ?? m[10]);
    const hi = Number(m[5] ?? m[6] ?? m[7] ?? m[8]);
    const terms = Math.max(0, hi - lo + 1);
    cost += terms * bodyCost;
    if (terms > 1000 || cost > 1000) return null;
    sums.push(
      `S${m[2] === 'sum' ? '+' : '*'}${name}|${lo}|${hi}|${terms * bodyCost}|${JSON.stringify(bound)}`,
    );
    s = `${s.slice(0, at)}\\S#${sums.length}#${s.slice(i)}`;
  }
  return { text: s, sums };
}

/** Reverse Polish notation, tokens prefixed by class as in private.ans_rpn; null when unreadable. */
export function toRpn(expression: string): string[] | null {
  const braced = bracesToParens(expression.replaceAll('\\sqrt{', '\\sqrt {'));
  if (braced === null || braced === '') return null;
  const extracted = extractSums(braced);
  if (!extracted) return null;
  const { text: s, sums } = extracted;
  const tokens = s.match(TOKEN) ?? [];
  if (tokens.length > 200) return null;
  const output: string[] = [];
  const ops: string[] = [];
  let prev: Prev = 'start';
  const popWhile = (keep: (top: string) => boolean) => {
    while (ops.length > 0) {
      const top = ops[ops.length - 1]!;
      if (top === '(' || keep(top)) break;
      output.push(ops.pop()!);
    }
  };
  for (const tok of tokens) {
    if (tok === ' ') continue;
    const code = tok.charCodeAt(0);
    let cls: string;
    if ((code >= 48 && code <= 57) || tok.startsWith('.')) cls = 'number';
    else if (tok === '\\pi' || tok === '\\infty' || tok === 'e') cls = 'constant';
    else if (tok.startsWith('\\S#')) cls = 'sum';
    else if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) cls = 'variable';
    else if ('+-*/^()!'.includes(tok) && tok.length === 1) cls = tok;
    else if (tok.startsWith('\\') && tok.length > 1)
      cls = tok.startsWith('\\log#') || FUNCTIONS.has(tok.split('@')[0]!) ? 'func' : 'variable';
    else return null;

    if (
      ['number', 'constant', 'variable', 'sum', 'func', '('].includes(cls) &&
      ENDS_OPERAND.has(prev)
    ) {
      if (cls === 'number' && prev === 'number') return null;
      // \sin 2x is \sin(2x): a function's argument runs on over implied products, up to the
      // next function (\sin x \cos x) or an explicit operator
      popWhile((top) => precedence(top) < 2 || (top.startsWith('f') && cls !== 'func'));
      ops.push('o*');
      prev = 'op';
    }
    if (cls === 'number') {
      if (tok.length > 300 || tok === '.') return null;
      output.push(`n${tok}`);
      prev = 'number';
    } else if (cls === 'constant') {
      output.push(`c${tok}`);
      prev = 'operand';
    } else if (cls === 'variable') {
      output.push(`v${tok}`);
      prev = 'operand';
    } else if (cls === 'sum') {
      const sum = sums[Number(tok.split('#')[1]) - 1];
      if (sum === undefined) return null;
      output.push(sum);
      prev = 'operand';
    } else if (cls === 'func') {
      ops.push(`f${tok}`);
      prev = 'func';
    } else if (cls === '(') {
      ops.push('(');
      prev = 'lparen';
    } else if (cls === ')') {
      if (!ENDS_OPERAND.has(prev)) return null;
      for (;;) {
        const top = ops.pop();
        if (top === undefined) return null;
        if (top === '(') break;
        output.push(top);
      }
      if (ops.length > 0 && ops[ops.length - 1]!.startsWith('f')) output.push(ops.pop()!);
      prev = 'rparen';
    } else if (cls === '!') {
      if (!ENDS_OPERAND.has(prev)) return null;
      output.push('!');
      prev = 'postfix';
    } else if ((cls === '+' || cls === '-') && ['start', 'op', 'lparen', 'func'].includes(prev)) {
      if (cls === '-') ops.push('u-');
      prev = 'op';
    } else {
      if (!ENDS_OPERAND.has(prev)) return null;
      const prec = cls === '+' || cls === '-' ? 1 : cls === '*' || cls === '/' ? 2 : 4;
      popWhile((top) => precedence(top) < prec || (precedence(top) === prec && cls === '^'));
      ops.push(`o${cls}`);
      prev = 'op';
    }
  }
  if (!ENDS_OPERAND.has(prev)) return null;
  while (ops.length > 0) {
    const top = ops.pop()!;
    if (top === '(') return null;
    output.push(top);
  }
  return output;
}

/** The expression tree of an expression, or null when unreadable. */
export function parseExpression(expression: string): Expr | null {
  const rpn = toRpn(expression);
  return rpn && !variableSumsTooLong(rpn) ? rpnToExpr(rpn) : null;
}

/** Sums holding a variable count at five points: at most 200 terms (private.ans_evaluate_at). */
function variableSumsTooLong(rpn: string[]): boolean {
  const sums = rpn.filter((tok) => tok.startsWith('S'));
  if (sums.length === 0) return false;
  const variable = rpn.some(
    (tok) => tok.startsWith('v') || (tok.startsWith('S') && tok.includes('"v')),
  );
  return variable && sums.reduce((cost, tok) => cost + Number(tok.split('|')[3]), 0) > 200;
}

function rpnToExpr(rpn: string[]): Expr | null {
  const stack: Expr[] = [];
  for (const tok of rpn) {
    const rest = tok.slice(1);
    switch (tok[0]) {
      case 'n':
        stack.push({ kind: 'num', value: rest });
        break;
      case 'v':
        stack.push({ kind: 'var', name: rest });
        break;
      case 'c':
      case 'b':
        // b: the variable of a sum, bound by it
        stack.push({ kind: 'const', name: rest });
        break;
      case 'S': {
        const [head, lo, hi, , ...bodyParts] = tok.split('|');
        const body = rpnToExpr(JSON.parse(bodyParts.join('|')) as string[]);
        if (!body || !head || lo === undefined || hi === undefined) return null;
        stack.push({
          kind: 'sum',
          op: head[1] === '*' ? '*' : '+',
          name: head.slice(2),
          lo,
          hi,
          body,
        });
        break;
      }
      case 'u':
      case '!':
      case 'f': {
        const arg = stack.pop();
        if (!arg) return null;
        stack.push(
          tok[0] === 'u'
            ? { kind: 'neg', arg }
            : tok[0] === '!'
              ? { kind: 'fact', arg }
              : { kind: 'fn', name: rest, arg },
        );
        break;
      }
      case 'o': {
        const right = stack.pop();
        const left = stack.pop();
        if (!left || !right) return null;
        stack.push({ kind: 'bin', op: rest as '+' | '-' | '*' | '/' | '^', left, right });
        break;
      }
      default:
        return null;
    }
  }
  return stack.length === 1 ? stack[0]! : null;
}

/** Whether the tree is more than one letter or constant. */
export function hasVariables(expr: Expr): boolean {
  switch (expr.kind) {
    case 'var':
      return true;
    case 'num':
    case 'const':
      return false;
    case 'bin':
      return hasVariables(expr.left) || hasVariables(expr.right);
    case 'sum':
      return hasVariables(expr.body);
    default:
      return hasVariables(expr.arg);
  }
}

// ---------------------------------------------------------------------------
// LaTeX
// ---------------------------------------------------------------------------

function level(expr: Expr): number {
  if (expr.kind === 'bin')
    return expr.op === '+' || expr.op === '-' ? 1 : expr.op === '^' ? 4 : expr.op === '/' ? 5 : 2;
  if (expr.kind === 'neg') return 3;
  // a sum reads to the next + or -: bracketed wherever a factor follows it
  if (expr.kind === 'sum') return 1;
  return 5;
}

const paren = (tex: string) => `\\left(${tex}\\right)`;

function variableTex(name: string): string {
  const [base, subscript] = name.split('_');
  return subscript ? `${base}_{${subscript}}` : name;
}

function functionTex(name: string, arg: string): string {
  if (name === '\\sqrt') return `\\sqrt{${arg}}`;
  if (name === '\\abs') return `\\left|${arg}\\right|`;
  if (name === '\\floor') return `\\left\\lfloor ${arg}\\right\\rfloor`;
  if (name === '\\ceil') return `\\left\\lceil ${arg}\\right\\rceil`;
  if (name.startsWith('\\log#')) return `\\log_{${name.split('#')[1]}}${paren(arg)}`;
  const [fn, power] = name.split('@');
  return `${fn}${power ? `^{${power}}` : ''}${paren(arg)}`;
}

/** The tree written as LaTeX, with parentheses only where the reading needs them. */
export function exprToTex(expr: Expr): string {
  switch (expr.kind) {
    case 'num':
      return expr.value;
    case 'var':
      return variableTex(expr.name);
    case 'const':
      return expr.name;
    case 'neg': {
      const inner = exprToTex(expr.arg);
      return `-${level(expr.arg) <= 3 ? paren(inner) : inner}`;
    }
    case 'fact': {
      const inner = exprToTex(expr.arg);
      return `${level(expr.arg) < 5 || expr.arg.kind === 'fn' ? paren(inner) : inner}!`;
    }
    case 'fn':
      return functionTex(expr.name, exprToTex(expr.arg));
    case 'sum': {
      const body = exprToTex(expr.body);
      return `${expr.op === '+' ? '\\sum' : '\\prod'}_{${expr.name}=${expr.lo}}^{${expr.hi}} ${level(expr.body) <= 1 && expr.body.kind !== 'sum' ? paren(body) : body}`;
    }
    case 'bin': {
      const left = exprToTex(expr.left);
      const right = exprToTex(expr.right);
      switch (expr.op) {
        case '+':
          return `${left} + ${expr.right.kind === 'neg' ? paren(right) : right}`;
        case '-':
          return `${left} - ${level(expr.right) <= 3 ? paren(right) : right}`;
        case '/':
          return `\\frac{${left}}{${right}}`;
        case '^':
          return `${level(expr.left) < 5 || expr.left.kind === 'fn' || expr.left.kind === 'fact' ? paren(left) : left}^{${right}}`;
        case '*': {
          const l = level(expr.left) < 2 || expr.left.kind === 'neg' ? paren(left) : left;
          const r = level(expr.right) <= 3 ? paren(right) : right;
          // a digit after a digit would read as one number: 2 \cdot 3, but 2x and 3\sqrt{13}
          return /[\d.}]$/.test(l) && /^[\d.]/.test(r)
            ? `${l} \\cdot ${r}`
            : `${l}${/^[a-zA-Z]/.test(r) && /[a-zA-Z]$/.test(l) ? ' ' : ''}${r}`;
        }
      }
    }
  }
}

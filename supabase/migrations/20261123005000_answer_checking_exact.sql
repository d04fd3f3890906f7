-- Answer checking, second version (issue 14): exact first, wide where notation varies.
--
-- private.answers_match(submitted, expected) keeps its signature; everything under it is new:
--   * values are PostgreSQL numeric: integers and fractions exactly (numerator/denominator),
--     radicals, pi, e, logarithms and roots with 60 decimal places, trigonometry in double
--     precision; a tolerance applies only to what is not exact (see private.ans_values_equal)
--     and to an element written as a decimal, which then matches what it rounds (3 or more
--     significant digits);
--   * variables are replaced by fixed integers at four points (three positive, one negative),
--     so polynomials and rational functions are compared exactly;
--   * new notation: inequalities and chains (and against interval notation), equations and
--     assignments in any order, unordered solution lists, \pm, \sin^2, \log_b, |x|, abs(),
--     scientific notation, percent words, `and`/`or`, \boxed, units, degrees.
-- Per-problem options (private.problem_answer_options, private.set_answer_options) change the
-- three policy choices; private.answers_match(submitted, expected, options) applies them.
-- Bounded work: 500 characters, 200 tokens, 50 elements, 16 \pm expansions, exact numbers of at
-- most 20,000 digits, integer exponents up to 100,000 when the result stays under that,
-- factorials up to 300!, approximate magnitudes under 1e1000.
-- See docs/answer-equivalence.md and docs/decisions/0024-exact-answer-checking.md.

create schema if not exists private;

-- One element of an answer.
--   kind 'num': nums/dens hold the value at each point (one entry without variables, four with
--               variables; entry 4, the negative point, may be null where the expression is
--               undefined). prec 0: nums/dens exact; 1: nums holds a 60-decimal approximation
--               (dens 1); 2: a double precision approximation. decimals/sig are set when the
--               element is written as a decimal number (1.25, 6.72e-5): its decimal places and
--               significant digits.
--   kind 'word' (multi-letter word, lower case), 'letter' (one letter, case kept), 'choice'
--        (a letter in parentheses, upper case), 'inf' ('+' or '-'), 'base' (52_8, compared as
--        written), 'str' (unreadable text).
create type private.ans_item as (
  kind text,
  str text,
  decimals int,
  sig int,
  nums numeric[],
  dens numeric[],
  prec int
);

-- A whole answer.
--   kind 'items': skeleton '#' (one value), 'list' (bare list), 'set' (braces), '(#,#]' (tuple
--                 or interval), pieces joined by '\cup', 'M2x2' (matrix); var is the variable
--                 when the interval came from an inequality (x \le 5).
--   kind 'eq':    an equation; items[1] holds lhs - rhs at the points; lhs/rhs_text is set
--                 when the left side names what the right side is (x = 5, (p,q) = (3,2)).
--   kind 'rel':   an inequality that is not about one variable: items[1] holds lhs - rhs,
--                 rel is '<', '<=' or '!='.
--   kind 'assign': a list of assignments (a_3 = 2, a_{37} = 19): names and items in order.
create type private.ans_form as (
  kind text,
  skeleton text,
  ordered boolean,
  norm text,
  items private.ans_item[],
  var text,
  lhs text,
  rhs_text text,
  rel text,
  names text[]
);

-- ---------------------------------------------------------------------------
-- normalisation
-- ---------------------------------------------------------------------------

-- \boxed{X} and \fbox{X} become X (at most eight of them); \boxed{1}\boxed{2} becomes 1,2.
create or replace function private.ans_unbox(s text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  start int;
  depth int;
  i int;
  c text;
  n int;
begin
  s := replace(replace(s, '\fbox{', '\boxed{'), '}\boxed{', '},\boxed{');
  for attempt in 1..8 loop
    start := strpos(s, '\boxed{');
    exit when start = 0;
    n := length(s);
    depth := 0;
    i := start + 6;
    while i <= n loop
      c := substr(s, i, 1);
      if c = '{' then
        depth := depth + 1;
      elsif c = '}' then
        depth := depth - 1;
        exit when depth = 0;
      end if;
      i := i + 1;
    end loop;
    if depth <> 0 then
      return s;
    end if;
    s := left(s, start - 1) || substr(s, start + 7, i - start - 7) || substr(s, i + 1);
  end loop;
  return s;
end;
$$;

create or replace function private.ans_normalize(raw text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  s text := raw;
  has_command boolean;
  has_letters boolean;
begin
  if length(s) > 500 then
    return null;
  end if;

  -- Few distinct regular expressions on purpose: PostgreSQL caches 32 compiled ones per
  -- session; the whole comparison uses 31, so none is compiled twice (decision 0003). Each
  -- step runs only when the characters it needs are there: most answers are short.

  -- unicode look-alikes
  if octet_length(s) <> length(s) then
    s := replace(s, chr(160), ' ');
    s := translate(s, '−–—', '---');
    s := replace(s, '×', ' \times ');
    s := replace(s, '·', ' \cdot ');
    s := replace(s, '÷', ' / ');
    s := replace(s, '∞', ' \infty ');
    s := replace(s, '±', ' \pm ');
    s := replace(s, '∓', ' \mp ');
    s := replace(s, '∪', ' \cup ');
    s := replace(s, '∈', ' \in ');
    s := replace(s, 'π', ' \pi ');
    s := replace(s, 'θ', ' \theta ');
    s := replace(s, '°', '^\circ ');
    s := replace(s, '≤', ' \le ');
    s := replace(s, '≥', ' \ge ');
    s := replace(s, '≠', ' \ne ');
    s := replace(s, '≈', ' \approx ');
    s := replace(s, '²', '^2');
    s := replace(s, '³', '^3');
    s := regexp_replace(s, '√\s*(\d+(\.\d+)?)', '\\sqrt{\1}', 'g');
    s := replace(s, '√', ' \sqrt ');
  end if;

  if strpos(s, 'box') > 0 then
    s := private.ans_unbox(s);
  end if;

  -- delimiters and decoration with a fixed spelling
  s := replace(s, '\$', '');
  s := replace(s, '$', '');
  s := replace(s, '\%', ' ');
  s := replace(s, '%', ' ');
  has_command := strpos(s, '\') > 0;
  if has_command then
    s := replace(s, '\dfrac', '\frac');
    s := replace(s, '\tfrac', '\frac');
    s := replace(s, '\cfrac', '\frac');
    s := replace(s, '\div', ' / ');
    s := replace(s, '\lvert', '|');
    s := replace(s, '\rvert', '|');
    s := replace(s, '\vert', '|');
    s := replace(s, '\lbrace', '\{');
    s := replace(s, '\rbrace', '\}');
    s := replace(s, '\langle', '(');
    s := replace(s, '\rangle', ')');
    s := replace(s, '\lfloor', '\floor(');
    s := replace(s, '\rfloor', ')');
    s := replace(s, '\lceil', '\ceil(');
    s := replace(s, '\rceil', ')');
    s := replace(s, '\dbinom', '\binom');
    s := replace(s, '\tbinom', '\binom');
    s := replace(s, '\varnothing', '\emptyset');
    s := replace(s, '\mathbb{R}', '(-\infty,\infty)');
  end if;

  -- thousands separators written as LaTeX: 10,\!080 and 14{,}916
  if strpos(s, ',') > 0 then
    s := regexp_replace(s, '(\d)(\{,\}|,\\!)\s*(?=\d{3}(\D|$))', '\1', 'g');
  end if;

  if has_command then
    -- \( \) \[ \], \left( \right], \big, \displaystyle, degrees
    s := regexp_replace(s, '(?<!\\)\\[][()]|\\(left|right)\.|\\(left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big|bigg|Bigg|displaystyle|textstyle|circ|degree)(?![a-zA-Z])|\^\s*\{?\s*\\circ\s*\}?', '', 'g');
  end if;
  if has_command or strpos(s, '~') > 0 then
    -- spacing: \, \! \; \: \  \quad ~
    s := regexp_replace(s, '(?<!\\)\\[,!;: ]|\\q?quad(?![a-zA-Z])|~', ' ', 'g');
  end if;
  if has_command then
    -- text wrappers (twice: a wrapper may hold another)
    for attempt in 1..2 loop
      s := regexp_replace(s, '\\(text|textbf|textit|textrm|textsf|texttt|textup|textnormal|mbox|hbox|mathrm|mathbf|mathit|mathsf|mathtt|operatorname)\s*\{([^{}]*)\}', ' \2 ', 'g');
    end loop;
    s := regexp_replace(s, '\\(cdot|times|ast)(?![a-zA-Z])', '*', 'g');
  end if;

  -- relations: longest spelling first
  if has_command or strpos(s, '=') > 0 then
    s := replace(s, '\leqslant', '<=');
    s := replace(s, '\geqslant', '>=');
    s := replace(s, '\leq', '<=');
    s := replace(s, '\geq', '>=');
    s := replace(s, '\le', '<=');
    s := replace(s, '\ge', '>=');
    s := replace(s, '\neq', '!=');
    s := replace(s, '\ne', '!=');
    s := replace(s, '\lt', '<');
    s := replace(s, '\gt', '>');
    s := replace(s, '\approx', '=');
    s := replace(s, '=<', '<=');
    s := replace(s, '=>', '>=');
  end if;

  has_letters := lower(s) <> upper(s);
  if has_letters then
    -- scientific notation: 5.1e-2, 1E9 (with no space around the e)
    if strpos(lower(s), 'e') > 0 then
      s := regexp_replace(s, '(\d)[eE]([-+]?\d+)(?![\d.a-zA-Z])', '\1*10^{\2}', 'g');
    end if;
    -- names typed without a backslash (2pi, sqrt(2), infinity, abs(x))
    s := regexp_replace(s, '(?<![\\a-zA-Z])(sqrt|pi|infinity|infty|sin|cos|tan|cot|sec|csc|ln|log|exp|arcsin|arccos|arctan|abs)(?![a-zA-Z])', '\\\1', 'g');
    s := replace(s, '\infinity', '\infty');
    -- a unit, percent or counted word after a number: 864 inches^2, 5.4 cents, 28 percent,
    -- 15 cm^2, 10 students (any word of four or more letters after a space)
    s := regexp_replace(s, '([0-9}).])\s*((square|sq\.?|cubic)\s+)?(units?|cm|centimeters?|mm|millimeters?|km|kilometers?|m|meters?|inches|inch|feet|foot|ft|yards?|miles?|cents?|dollars?|euros?|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|degrees?|mph|km/h|m/s|pounds?|lbs?|grams?|g|kg|liters?|litres?|l|ml|percent|percentage|pct|points?|ways?|(?=\s)\s+[a-zA-Z]{4,})\s*(\^\s*\{?\s*[23]\s*\}?)?\s*\.?\s*$', '\1', 'i');
    -- `and` / `or` between values separate them like a comma
    if strpos(lower(s), 'and') > 0 or strpos(lower(s), 'or') > 0 then
      s := regexp_replace(s, '\s+(and|or)\s+', ',', 'gi');
    end if;
  end if;

  s := rtrim(s, E' .\t\r\n');
  if strpos(s, ',') > 0 then
    -- thousands separators typed with a plain comma and no space: 7,425,000 (but not 12, 345)
    if s ~ '^\s*[-+]?\d{1,3}(,\d{3})+(\.\d+)?\s*$' then
      s := replace(s, ',', '');
    end if;
  end if;
  if strpos(s, '/') > 0 then
    -- a typed mixed number (137 1/2)
    s := regexp_replace(s, '^\s*(-?\d+)\s+(\d+)\s*/\s*(\d+)\s*$', '\1\\frac{\2}{\3}');
  end if;
  -- prose (two words of three or more letters) is not math: a leading " keeps it from parsing
  if has_letters and s ~ '(^|[^\\a-zA-Z])[a-zA-Z]{3,}\s+[a-zA-Z]{3,}' then
    s := '"' || s;
  end if;

  s := translate(s, E' \t\r\n', '');

  -- after this point command names may touch the next letter (\pir): no more (?![a-zA-Z])
  if strpos(s, '\') > 0 then
    -- \log_{10} and \log_2 carry their base: \log#10#
    if strpos(s, '\log_') > 0 then
      s := regexp_replace(s, '\\log_(\{(\d+)\}|(\d))', '\\log#\2\3#', 'g');
    end if;
    if strpos(s, '^{-1}') > 0 then
      s := replace(s, '\sin^{-1}', '\arcsin');
      s := replace(s, '\cos^{-1}', '\arccos');
      s := replace(s, '\tan^{-1}', '\arctan');
    end if;
    if strpos(s, '^') > 0 then
      -- function powers: \sin^2 x is (\sin x)^2, read as the token \sin@2
      s := regexp_replace(s, '(\\(sin|cos|tan|cot|sec|csc|sinh|cosh|tanh|ln|log))\^(\{(\d)\}|(\d))', '\1@\4\5', 'g');
    end if;
  end if;
  if strpos(s, '_{') > 0 then
    s := regexp_replace(s, '_\{([0-9a-zA-Z]+)\}', '_\1', 'g');
  end if;
  s := replace(s, '{,}', ',');
  s := replace(s, '\{\}', '\emptyset');
  if strpos(s, '|') > 0 then
    -- |x - 2| is \abs(x-2) (one level of bars)
    s := regexp_replace(s, '\|([^|]+)\|', '\\abs(\1)', 'g');
  end if;
  -- one-token arguments as LaTeX reads them: \frac12, \frac9{19}, \frac{270}7, \sqrt2
  if strpos(s, '\frac') > 0 then
    s := regexp_replace(s, '\\frac([0-9a-zA-Z])', '\\frac{\1}', 'g');
    s := regexp_replace(s, '\\frac\{([^{}]*)\}([0-9a-zA-Z])', '\\frac{\1}{\2}', 'g');
  end if;
  if strpos(s, '\sqrt') > 0 then
    s := regexp_replace(s, '\\sqrt([0-9a-zA-Z])', '\\sqrt{\1}', 'g');
  end if;
  return s;
end;
$$;

comment on function private.ans_normalize(text) is
  'Canonical compact text of an answer: LaTeX decoration, \boxed, units, degrees, percent and spaces removed, relations and function powers spelled one way; null over 500 characters.';

-- Splits at separators outside any bracket; null when the brackets do not balance.
create or replace function private.ans_split(s text, separator text)
returns text[]
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  chars text[] := string_to_array(s, null);
  n int := coalesce(cardinality(chars), 0);
  sep_len int := length(separator);
  first text := left(separator, 1);
  parts text[] := '{}';
  depth int := 0;
  start int := 1;
  i int := 1;
  c text;
begin
  while i <= n loop
    c := chars[i];
    if c in ('(', '[', '{') then
      depth := depth + 1;
    elsif c in (')', ']', '}') then
      depth := depth - 1;
      if depth < 0 then
        return null;
      end if;
    elsif depth = 0 and c = first and (sep_len = 1 or array_to_string(chars[i:i + sep_len - 1], '') = separator) then
      parts := parts || array_to_string(chars[start:i - 1], '');
      i := i + sep_len;
      start := i;
      continue;
    end if;
    i := i + 1;
  end loop;
  if depth <> 0 then
    return null;
  end if;
  return parts || array_to_string(chars[start:n], '');
end;
$$;

-- Splits at relation signs (<, <=, >, >=, !=) outside brackets: parts and the signs between.
create or replace function private.ans_split_relations(s text, out parts text[], out ops text[])
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  chars text[] := string_to_array(s, null);
  n int := coalesce(cardinality(chars), 0);
  depth int := 0;
  start int := 1;
  i int := 1;
  c text;
  op text;
begin
  parts := '{}';
  ops := '{}';
  while i <= n loop
    c := chars[i];
    op := null;
    if c in ('(', '[', '{') then
      depth := depth + 1;
    elsif c in (')', ']', '}') then
      depth := depth - 1;
    elsif depth = 0 and c in ('<', '>') then
      op := c || case when chars[i + 1] = '=' then '=' else '' end;
    elsif depth = 0 and c = '!' and chars[i + 1] = '=' then
      op := '!=';
    end if;
    if op is not null then
      parts := parts || array_to_string(chars[start:i - 1], '');
      ops := ops || op;
      i := i + length(op);
      start := i;
      continue;
    end if;
    i := i + 1;
  end loop;
  parts := parts || array_to_string(chars[start:n], '');
end;
$$;

-- 1 \pm \sqrt{19} becomes 1+\sqrt{19} and 1-\sqrt{19}; at most 16 elements come out.
create or replace function private.ans_expand_pm(parts text[])
returns text[]
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  pending text[] := parts;
  done text[] := '{}';
  p text;
  pm int;
  mp int;
begin
  while cardinality(pending) > 0 loop
    p := pending[1];
    pending := pending[2:];
    pm := strpos(p, '\pm');
    mp := strpos(p, '\mp');
    if (pm = 0 and mp = 0) or cardinality(pending) + cardinality(done) >= 16 then
      done := done || p;
    elsif pm > 0 then
      pending := pending || overlay(p placing '+' from pm for 3) || overlay(p placing '-' from pm for 3);
    else
      pending := pending || overlay(p placing '-' from mp for 3) || overlay(p placing '+' from mp for 3);
    end if;
  end loop;
  return done;
end;
$$;

-- ---------------------------------------------------------------------------
-- expressions: braces to parentheses, tokens, reverse Polish notation
-- ---------------------------------------------------------------------------

-- \frac{a}{b} -> ((a)/(b)), \sqrt{a} -> \sqrt(a), \sqrt[n]{a} -> ((a)^(1/(n))), {a} -> (a);
-- innermost first. Null when braces remain that are not one of these.
create or replace function private.ans_braces_to_parens(s text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  previous text;
begin
  for attempt in 1..40 loop
    exit when strpos(s, '{') = 0 and strpos(s, '}') = 0;
    previous := s;
    s := regexp_replace(s, '\\frac\{([^{}]*)\}\{([^{}]*)\}', '((\1)/(\2))', 'g');
    s := regexp_replace(s, '\\sqrt\[([^][{}]*)\]\{([^{}]*)\}', '((\2)^(1/(\1)))', 'g');
    -- \binom{n}{k} = n!/(k!(n-k)!)
    s := regexp_replace(s, '\\binom\{([^{}]*)\}\{([^{}]*)\}', '((\1)!/((\2)!((\1)-(\2))!))', 'g');
    s := regexp_replace(s, '(^|[^a-zA-Z}\]\\])\{([^{}]*)\}', '\1(\2)', 'g');
    exit when s = previous;
  end loop;
  if strpos(s, '{') > 0 or strpos(s, '}') > 0 then
    return null;
  end if;
  return translate(s, '[]', '()');
end;
$$;

-- Tokens of an expression in reverse Polish notation, each prefixed by its class:
-- n number, v variable, c constant, o binary operator, u unary minus, f function, ! factorial.
-- Null when the text is not an expression this grammar reads.
create or replace function private.ans_rpn(expression text)
returns text[]
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  tokens text[];
  tok text;
  cls text;
  output text[] := '{}';
  ops text[] := '{}';
  top text;
  prev text := 'start';  -- start | operand | number | op | lparen | rparen | postfix | func
  prec int;
  top_prec int;
  s text;
begin
  -- a space after \sqrt lets the brace pass turn \sqrt{a} into \sqrt (a); spaces are skipped
  s := private.ans_braces_to_parens(replace(expression, '\sqrt{', '\sqrt {'));
  if s is null or s = '' then
    return null;
  end if;
  select array_agg(m[1]) into tokens
  from regexp_matches(
    s,
    '(\d+\.?\d*|\.\d+|\\log#\d+#|\\(?:sqrt|abs|floor|ceil|pi|infty|sinh|cosh|tanh|arcsin|arccos|arctan|sin|cos|tan|cot|sec|csc|log|ln|exp)(?:@\d)?|\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|rho|sigma|tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Pi|Sigma|Phi|Psi|Omega)(?:_[0-9a-zA-Z]+)?|[a-zA-Z](?:_[0-9a-zA-Z]+)?|.)',
    'g'
  ) as m;
  if tokens is null or cardinality(tokens) > 200 then
    return null;
  end if;

  foreach tok in array tokens loop
    continue when tok = ' ';
    cls := case
      when ascii(tok) between 48 and 57 or left(tok, 1) = '.' then 'number'
      when tok in ('\pi', '\infty', 'e') then 'constant'
      when ascii(tok) between 65 and 90 or ascii(tok) between 97 and 122 then 'variable'
      when tok in ('+', '-', '*', '/', '^', '(', ')', '!') then tok
      when left(tok, 1) = '\' and length(tok) > 1 then
        case when left(tok, 5) = '\log#' or split_part(tok, '@', 1) = any (array['\sqrt', '\abs', '\floor', '\ceil', '\sinh', '\cosh', '\tanh', '\arcsin', '\arccos', '\arctan', '\sin', '\cos', '\tan', '\cot', '\sec', '\csc', '\log', '\ln', '\exp']) then 'func' else 'variable' end
      else 'invalid'
    end;
    if cls = 'invalid' then
      return null;
    end if;

    -- implicit multiplication: 2x, 3\sqrt(13), (a+5)(b+2), x(x+1)
    if cls in ('number', 'constant', 'variable', 'func', '(') and prev in ('operand', 'number', 'rparen', 'postfix') then
      if cls = 'number' and prev = 'number' then
        return null;
      end if;
      while cardinality(ops) > 0 loop
        top := ops[cardinality(ops)];
        exit when top = '(';
        top_prec := case when top in ('o+', 'o-') then 1 when top in ('o*', 'o/') then 2 when top = 'o^' then 4 else 3 end;
        exit when top_prec < 2;
        -- \sin 2x is \sin(2x): a function's argument runs on over implied products, up to the
        -- next function (\sin x \cos x) or an explicit operator
        exit when left(top, 1) = 'f' and cls <> 'func';
        output := output || top;
        ops := ops[1:cardinality(ops) - 1];
      end loop;
      ops := ops || 'o*'::text;
      prev := 'op';
    end if;

    if cls = 'number' then
      if length(tok) > 300 or tok = '.' then
        return null;
      end if;
      output := output || ('n' || tok);
      prev := 'number';
    elsif cls = 'constant' then
      output := output || ('c' || tok);
      prev := 'operand';
    elsif cls = 'variable' then
      output := output || ('v' || tok);
      prev := 'operand';
    elsif cls = 'func' then
      ops := ops || ('f' || tok);
      prev := 'func';
    elsif cls = '(' then
      ops := ops || '('::text;
      prev := 'lparen';
    elsif cls = ')' then
      if prev not in ('operand', 'number', 'rparen', 'postfix') then
        return null;
      end if;
      loop
        if cardinality(ops) = 0 then
          return null;
        end if;
        top := ops[cardinality(ops)];
        ops := ops[1:cardinality(ops) - 1];
        exit when top = '(';
        output := output || top;
      end loop;
      -- f(x) applies f to the parenthesised argument only
      if cardinality(ops) > 0 and left(ops[cardinality(ops)], 1) = 'f' then
        output := output || ops[cardinality(ops)];
        ops := ops[1:cardinality(ops) - 1];
      end if;
      prev := 'rparen';
    elsif cls = '!' then
      if prev not in ('operand', 'number', 'rparen', 'postfix') then
        return null;
      end if;
      output := output || '!'::text;
      prev := 'postfix';
    elsif cls in ('+', '-') and prev in ('start', 'op', 'lparen', 'func') then
      if cls = '-' then
        ops := ops || 'u-'::text;
      end if;
      prev := 'op';
    else
      if prev not in ('operand', 'number', 'rparen', 'postfix') then
        return null;
      end if;
      prec := case when cls in ('+', '-') then 1 when cls in ('*', '/') then 2 else 4 end;
      while cardinality(ops) > 0 loop
        top := ops[cardinality(ops)];
        exit when top = '(';
        top_prec := case when top in ('o+', 'o-') then 1 when top in ('o*', 'o/') then 2 when top = 'o^' then 4 else 3 end;
        -- ^ is right-associative: 10^10^10 is 10^(10^10); -2^2 is -(2^2)
        exit when top_prec < prec or (top_prec = prec and cls = '^');
        output := output || top;
        ops := ops[1:cardinality(ops) - 1];
      end loop;
      ops := ops || ('o' || cls);
      prev := 'op';
    end if;
  end loop;

  if prev not in ('operand', 'number', 'rparen', 'postfix') then
    return null;
  end if;
  while cardinality(ops) > 0 loop
    top := ops[cardinality(ops)];
    if top = '(' then
      return null;
    end if;
    output := output || top;
    ops := ops[1:cardinality(ops) - 1];
  end loop;
  return output;
end;
$$;

-- ---------------------------------------------------------------------------
-- numbers: exact fractions, 60-decimal and double precision approximations
-- ---------------------------------------------------------------------------

-- The value a variable takes at point 1..5: integers, odd at points 1 and 3, even at point 2,
-- negative at point 4, at point 5 negative or positive by the last letter of the name (so x and
-- y, a and b, m and n have opposite signs there: |xy| is not xy); distinct per name with
-- overwhelming likelihood.
create or replace function private.ans_variable_value(name text, point int)
returns numeric
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select ((case when point = 4 or (point = 5 and ascii(right(name, 1)) % 2 = 1) then -1 else 1 end)
    * (2 * (3 + mod(pg_catalog.hashtext(name || ':' || point)::bigint + 2147483648, 100)) + case when point = 2 then 0 else 1 end))::numeric;
$$;

-- n/d as a 60-decimal approximation.
create or replace function private.ans_approx(n numeric, d numeric)
returns numeric
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select round(round(n, 60) / d, 60);
$$;

-- Decimal digits of the integer part (1 for |x| < 10).
create or replace function private.ans_digits(x numeric)
returns int
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(trunc(abs(x))::text);
$$;

-- Decimal digits of numerator plus denominator, about (the size of a fraction for bounds).
create or replace function private.ans_log10(n numeric, d numeric)
returns double precision
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case when abs(n) < 1e300 then log(greatest(abs(n), 1)::double precision) else private.ans_digits(n) end
    + case when d < 1e300 then log(d::double precision) else private.ans_digits(d) end;
$$;

-- Evaluates reverse Polish notation at a point. Returns {numerator, denominator, precision}
-- (precision 0 exact, 1 sixty decimals, 2 double precision) or null when the expression is
-- undefined there or leaves the bounds.
create or replace function private.ans_eval(rpn text[], point int)
returns numeric[]
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  sn numeric[] := '{}';
  sd numeric[] := '{}';
  sp int[] := '{}';
  depth int := 0;
  tok text;
  n1 numeric; d1 numeric; p1 int;
  n2 numeric; d2 numeric; p2 int;
  rn numeric; rd numeric; rp int;
  a numeric; b numeric; e numeric;
  g numeric;
  x double precision;
  fname text;
  fpow int;
  power_digits double precision := 0;
  big constant numeric := 1e20000;
  huge constant numeric := 1e1000;
  pi constant numeric := 3.141592653589793238462643383279502884197169399375105820974944592307816406286;
begin
  foreach tok in array rpn loop
    rp := 0;
    rd := 1;
    case left(tok, 1)
      when 'n' then
        rn := substr(tok, 2)::numeric;
        if scale(rn) > 0 then
          rd := power(10::numeric, scale(rn));
          rn := trunc(rn * rd);
        end if;
      when 'v' then
        rn := private.ans_variable_value(substr(tok, 2), point);
      when 'c' then
        case substr(tok, 2)
          when '\pi' then rn := round(pi, 60); rp := 1;
          when 'e' then rn := exp(round(1::numeric, 60)); rp := 1;
          else return null;  -- infinity is not a number
        end case;
      when 'u' then
        if depth < 1 then return null; end if;
        rn := -sn[depth]; rd := sd[depth]; rp := sp[depth];
        depth := depth - 1;
      when '!' then
        if depth < 1 or sp[depth] <> 0 or sd[depth] <> 1 or sn[depth] < 0 or sn[depth] > 300 then
          return null;
        end if;
        rn := 1;
        for k in 2..sn[depth]::int loop
          rn := rn * k;
        end loop;
        depth := depth - 1;
      when 'o' then
        if depth < 2 then return null; end if;
        n1 := sn[depth - 1]; d1 := sd[depth - 1]; p1 := sp[depth - 1];
        n2 := sn[depth]; d2 := sd[depth]; p2 := sp[depth];
        depth := depth - 2;
        rp := greatest(p1, p2);
        if substr(tok, 2) = '^' then
          if p2 = 0 and d2 = 1 and p1 = 0 then
            -- exact power with an integer exponent, when the result stays under 20,000 digits
            if abs(n2) > 100000 then return null; end if;
            if n1 = 0 then
              if n2 <= 0 then return null; end if;
              rn := 0;
            elsif abs(n1) = 1 and d1 = 1 then
              rn := case when n1 > 0 or mod(n2, 2) = 0 then 1 else -1 end;
            else
              -- each power under 20,000 digits, all of them under 60,000 per evaluation
              power_digits := power_digits + private.ans_log10(n1, d1) * abs(n2);
              if private.ans_log10(n1, d1) * abs(n2) > 20000 or power_digits > 60000 then return null; end if;
              rn := power(n1, abs(n2));
              rd := power(d1, abs(n2));
              if n2 < 0 then
                a := rn; rn := rd; rd := a;
                if rd < 0 then rn := -rn; rd := -rd; end if;
              end if;
            end if;
          else
            -- approximate power: a^b = exp(b ln a), negative bases only with an exact exponent
            -- whose denominator is odd ((-8)^{1/3} = -2)
            a := case when p1 = 0 then private.ans_approx(n1, d1) else n1 end;
            b := case when p2 = 0 then private.ans_approx(n2, d2) else n2 end;
            if a = 0 then
              if b <= 0 then return null; end if;
              rn := 0;
            else
              if a < 0 and not (p2 = 0 and mod(d2, 2) = 1) then return null; end if;
              e := b * ln(abs(a));
              if abs(e) > 2300 then return null; end if;
              rn := round(exp(round(e, 60)), 60);
              if a < 0 and mod(n2, 2) <> 0 then rn := -rn; end if;
              rp := greatest(1, rp);
            end if;
          end if;
        elsif rp = 0 then
          case substr(tok, 2)
            when '+' then rn := n1 * d2 + n2 * d1; rd := d1 * d2;
            when '-' then rn := n1 * d2 - n2 * d1; rd := d1 * d2;
            when '*' then rn := n1 * n2; rd := d1 * d2;
            when '/' then
              if n2 = 0 then return null; end if;
              rn := n1 * d2; rd := d1 * n2;
              if rd < 0 then rn := -rn; rd := -rd; end if;
          end case;
        else
          a := case when p1 = 0 then private.ans_approx(n1, d1) else n1 end;
          b := case when p2 = 0 then private.ans_approx(n2, d2) else n2 end;
          case substr(tok, 2)
            when '+' then rn := a + b;
            when '-' then rn := a - b;
            when '*' then rn := round(a * b, 60);
            when '/' then
              if b = 0 then return null; end if;
              rn := round(a / b, 60);
          end case;
        end if;
      when 'f' then
        if depth < 1 then return null; end if;
        n1 := sn[depth]; d1 := sd[depth]; p1 := sp[depth];
        depth := depth - 1;
        fname := substr(tok, 2);
        fpow := 1;
        if strpos(fname, '@') > 0 then
          fpow := split_part(fname, '@', 2)::int;
          fname := split_part(fname, '@', 1);
        end if;
        a := case when p1 = 0 then private.ans_approx(n1, d1) else n1 end;
        rp := greatest(p1, 1);
        if fname = '\abs' then
          rn := abs(n1); rd := d1; rp := p1;
        elsif fname in ('\floor', '\ceil') and p1 = 0 then
          rn := div(n1, d1);
          if rn * d1 <> n1 and (n1 < 0) = (fname = '\floor') then
            rn := rn + case when fname = '\floor' then -1 else 1 end;
          end if;
          rd := 1; rp := 0;
        elsif fname in ('\floor', '\ceil') then
          -- an approximation within 1e-40 of an integer cannot be rounded safely
          if abs(n1 - round(n1)) < 1e-40 then return null; end if;
          rn := case when fname = '\floor' then floor(n1) else ceil(n1) end; rd := 1; rp := 0;
        elsif fname = '\sqrt' then
          if a < 0 then return null; end if;
          rn := round(sqrt(a), 60);
        elsif fname in ('\ln', '\log') or left(fname, 5) = '\log#' then
          if a <= 0 then return null; end if;
          rn := ln(a);
          if left(fname, 5) = '\log#' then
            b := nullif(split_part(fname, '#', 2), '')::numeric;
            if b is null or b <= 1 or b > 1e6 then return null; end if;
            rn := rn / ln(round(b, 60));
          end if;
          rn := round(rn, 60);
        elsif fname = '\exp' then
          if abs(a) > 2300 then return null; end if;
          rn := round(exp(a), 60);
        else
          -- trigonometric and hyperbolic functions in double precision
          if abs(a) > 1e6 then return null; end if;
          x := a::double precision;
          rp := 2;
          case fname
            when '\sin' then x := sin(x);
            when '\cos' then x := cos(x);
            when '\tan' then if cos(x) = 0 then return null; end if; x := tan(x);
            when '\cot' then if sin(x) = 0 then return null; end if; x := cos(x) / sin(x);
            when '\sec' then if cos(x) = 0 then return null; end if; x := 1 / cos(x);
            when '\csc' then if sin(x) = 0 then return null; end if; x := 1 / sin(x);
            when '\arcsin' then if abs(x) > 1 then return null; end if; x := asin(x);
            when '\arccos' then if abs(x) > 1 then return null; end if; x := acos(x);
            when '\arctan' then x := atan(x);
            when '\sinh' then if abs(x) > 200 then return null; end if; x := sinh(x);
            when '\cosh' then if abs(x) > 200 then return null; end if; x := cosh(x);
            when '\tanh' then x := tanh(x);
            else return null;
          end case;
          if x = 'NaN' or abs(x) > 1e300 then return null; end if;
          rn := x::numeric;
        end if;
        if fpow <> 1 then
          if rp = 0 then
            rn := power(rn, fpow); rd := power(rd, fpow);
          else
            rn := round(power(rn, fpow), 60);
          end if;
        end if;
      else
        return null;
    end case;

    if rp = 0 then
      if rd <> 1 and rn <> 0 then
        g := gcd(rn, rd);
        if g > 1 then
          rn := div(rn, g);
          rd := div(rd, g);
        end if;
      elsif rn = 0 then
        rd := 1;
      end if;
      if abs(rn) >= big or rd >= big then return null; end if;
    else
      rd := 1;
      if abs(rn) >= huge then return null; end if;
    end if;
    depth := depth + 1;
    sn[depth] := rn;
    sd[depth] := rd;
    sp[depth] := rp;
  end loop;
  if depth <> 1 then
    return null;
  end if;
  return array[sn[1], sd[1], sp[1]::numeric];
end;
$$;

-- The value of an expression as an item: one point without variables, five with them (points
-- 4 and 5, with negative values, may be undefined: their entries are then null). Null when
-- unreadable.
create or replace function private.ans_evaluate(expression text)
returns private.ans_item
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  rpn text[] := private.ans_rpn(expression);
  nums numeric[] := '{}';
  dens numeric[] := '{}';
  prec int := 0;
  v numeric[];
  points int;
begin
  if rpn is null then
    return null;
  end if;
  points := case when strpos(' ' || array_to_string(rpn, ' '), ' v') > 0 then 5 else 1 end;
  for point in 1..points loop
    v := private.ans_eval(rpn, point);
    if v is null then
      if point < 4 then
        -- points 1 to 3 (positive) are required; 4 and 5 count where the expression is defined
        return null;
      end if;
      nums := nums || null::numeric;
      dens := dens || null::numeric;
    else
      nums := nums || v[1];
      dens := dens || v[2];
      prec := greatest(prec, v[3]::int);
    end if;
  end loop;
  return row('num', expression, null, null, nums, dens, prec)::private.ans_item;
end;
$$;

-- Two values equal: exact fractions exactly; otherwise within the precision of the less
-- precise side (60 decimals: 1e-40 relative; double precision: 1e-11 relative).
create or replace function private.ans_values_equal(n1 numeric, d1 numeric, p1 int, n2 numeric, d2 numeric, p2 int)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  a numeric;
  b numeric;
begin
  if p1 = 0 and p2 = 0 then
    return n1 * d2 = n2 * d1;
  end if;
  a := case when p1 = 0 then private.ans_approx(n1, d1) else n1 end;
  b := case when p2 = 0 then private.ans_approx(n2, d2) else n2 end;
  if greatest(p1, p2) = 1 then
    return abs(a - b) <= 1e-40 * greatest(abs(a), abs(b)) + 1e-55;
  end if;
  return abs(a - b) <= 1e-11 * greatest(abs(a), abs(b)) + 1e-13;
end;
$$;

-- ---------------------------------------------------------------------------
-- elements and whole answers
-- ---------------------------------------------------------------------------

create or replace function private.ans_item_of(element text)
returns private.ans_item
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  m text[];
  item private.ans_item;
  mantissa text;
  decimals int;
  n numeric;
  rd numeric;
  g numeric;
begin
  -- (1) a letter in parentheses, (2) a lone letter (not e), (3) a word, (4..6) a decimal number
  -- with an optional power of ten, (7) infinity, (8..11) a mixed number 1\frac{4}{5},
  -- (12) a number in another base, 52_8, (13..16) a repeating decimal 0.1\overline{6}
  m := regexp_match(element, '^(?:\(([a-zA-Z])\)|([a-df-zA-Z])|([a-zA-Z]{2,})|([-+]?)(\d+\.?\d*|\.\d+)(?:\*10\^\{?([-+]?\d{1,4})\}?)?|([-+]?)\\infty|(-?)(\d{1,12})\\frac\{(\d{1,12})\}\{(\d{1,12})\}|([0-9A-Z]{1,40}_\d{1,2})|(-?)(\d{0,12})\.(\d{0,12})\\overline\{(\d{1,12})\})$');
  if m is null then
    item := private.ans_evaluate(element);
    if item is null then
      return row('str', element, null, null, null, null, null)::private.ans_item;
    end if;
    return item;
  end if;
  if m[1] is not null then
    return row('choice', upper(m[1]), null, null, null, null, null)::private.ans_item;
  elsif m[2] is not null then
    return row('letter', m[2], null, null, null, null, null)::private.ans_item;
  elsif m[3] is not null then
    return row('word', lower(m[3]), null, null, null, null, null)::private.ans_item;
  elsif m[5] is not null then
    if length(m[5]) > 300 then
      return row('str', element, null, null, null, null, null)::private.ans_item;
    end if;
    mantissa := m[5];
    n := mantissa::numeric;
    decimals := case when strpos(mantissa, '.') > 0 then length(split_part(mantissa, '.', 2)) end;
    item := private.ans_evaluate(element);
    if item is null then
      return row('str', element, null, null, null, null, null)::private.ans_item;
    end if;
    if decimals is not null then
      item.decimals := decimals - coalesce(m[6]::int, 0);
      item.sig := length(ltrim(replace(mantissa, '.', ''), '0'));
    end if;
    return item;
  elsif m[16] is not null then
    -- A.B(R) = A + (BR - B) / (10^|B| (10^|R| - 1))
    rd := power(10::numeric, length(m[15])) * (power(10::numeric, length(m[16])) - 1);
    n := coalesce(nullif(m[14], ''), '0')::numeric * rd + (coalesce(nullif(m[15] || m[16], ''), '0')::numeric - coalesce(nullif(m[15], ''), '0')::numeric);
    g := gcd(n, rd);
    return row('num', element, null, null,
      array[case when m[13] = '-' then -div(n, g) else div(n, g) end], array[div(rd, g)], 0)::private.ans_item;
  elsif m[12] is not null then
    return row('base', m[12], null, null, null, null, null)::private.ans_item;
  elsif m[7] is not null then
    return row('inf', case when m[7] = '-' then '-' else '+' end, null, null, null, null, null)::private.ans_item;
  end if;
  -- a mixed number: a whole number directly before a proper fraction
  if m[10]::numeric < m[11]::numeric and m[11]::numeric > 0 then
    n := m[9]::numeric * m[11]::numeric + m[10]::numeric;
    return row('num', element, null, null,
      array[case when m[8] = '-' then -n else n end], array[m[11]::numeric], 0)::private.ans_item;
  end if;
  item := private.ans_evaluate(element);
  return coalesce(item, row('str', element, null, null, null, null, null)::private.ans_item);
end;
$$;

create or replace function private.ans_items_of(elements text[])
returns private.ans_item[]
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(private.ans_item_of(e) order by i), '{}')
  from unnest(elements) with ordinality as t(e, i);
$$;

-- lhs - rhs as one item (null when either side cannot be evaluated).
create or replace function private.ans_difference(lhs text, rhs text)
returns private.ans_item
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select private.ans_evaluate('(' || lhs || ')-(' || rhs || ')');
$$;

-- A name on the left of an assignment: x, a_3, \alpha, f(x), or a tuple of names (p,q).
create or replace function private.ans_is_name(s text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select s ~ '^(([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?(\([a-z]\))?|\(([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?(,([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?)+\))$'
    and strpos(s, '\pi') = 0 and strpos(s, '\infty') = 0 and strpos(s, '\sqrt') = 0 and s <> 'e';
$$;

-- An interval from one inequality about one variable: 'x<5' -> (-\infty,5) for x.
-- parts/ops as from ans_split_relations; null when it is not of that shape.
create or replace function private.ans_interval_of(parts text[], ops text[])
returns private.ans_form
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  var text;
  lo text;
  hi text;
  lo_closed boolean;
  hi_closed boolean;
  op text;
  lo_item private.ans_item;
  hi_item private.ans_item;
begin
  if cardinality(parts) = 2 then
    op := ops[1];
    if op = '!=' then
      -- x \ne 3 is (-\infty, 3) \cup (3, \infty)
      var := case
        when parts[1] ~ '^([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?$' and parts[1] not in ('\pi', 'e') then parts[1]
        when parts[2] ~ '^([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?$' and parts[2] not in ('\pi', 'e') then parts[2]
      end;
      lo_item := private.ans_item_of(case when var = parts[1] then parts[2] else parts[1] end);
      if var is null or lo_item.kind <> 'num' or cardinality(lo_item.nums) > 1 then
        return null;
      end if;
      return row('items', '(#,#)\cup(#,#)', true, null,
        array[row('inf', '-', null, null, null, null, null)::private.ans_item, lo_item, lo_item, row('inf', '+', null, null, null, null, null)::private.ans_item],
        var, null, null, null, null)::private.ans_form;
    end if;
    if parts[1] ~ '^([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?$' and parts[1] not in ('\pi', 'e') then
      var := parts[1];
      if op in ('<', '<=') then
        lo := '-\infty'; hi := parts[2]; hi_closed := op = '<='; lo_closed := false;
      else
        lo := parts[2]; hi := '\infty'; lo_closed := op = '>='; hi_closed := false;
      end if;
    elsif parts[2] ~ '^([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?$' and parts[2] not in ('\pi', 'e') then
      var := parts[2];
      if op in ('>', '>=') then
        lo := '-\infty'; hi := parts[1]; hi_closed := op = '>='; lo_closed := false;
      else
        lo := parts[1]; hi := '\infty'; lo_closed := op = '<='; hi_closed := false;
      end if;
    else
      return null;
    end if;
  elsif cardinality(parts) = 3 and parts[2] ~ '^([a-zA-Z]|\\[a-zA-Z]+)(_[0-9a-zA-Z]+)?$' then
    var := parts[2];
    if ops[1] in ('<', '<=') and ops[2] in ('<', '<=') then
      lo := parts[1]; hi := parts[3]; lo_closed := ops[1] = '<='; hi_closed := ops[2] = '<=';
    elsif ops[1] in ('>', '>=') and ops[2] in ('>', '>=') then
      lo := parts[3]; hi := parts[1]; lo_closed := ops[2] = '>='; hi_closed := ops[1] = '>=';
    else
      return null;
    end if;
  else
    return null;
  end if;
  lo_item := private.ans_item_of(lo);
  hi_item := private.ans_item_of(hi);
  -- bounds must be constants
  if lo_item.kind not in ('num', 'inf') or hi_item.kind not in ('num', 'inf')
     or cardinality(lo_item.nums) > 1 or cardinality(hi_item.nums) > 1 then
    return null;
  end if;
  return row('items',
    case when lo_closed then '[' else '(' end || '#,#' || case when hi_closed then ']' else ')' end,
    true, null, array[lo_item, hi_item], var, null, null, null, null)::private.ans_form;
end;
$$;

-- '(' || '#,#' || ']' for an interval or tuple with its elements; null when s is not one.
create or replace function private.ans_bracketed_parts(s text)
returns text[]
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  parts text[];
begin
  if length(s) < 2 or left(s, 1) not in ('(', '[') or right(s, 1) not in (')', ']') then
    return null;
  end if;
  parts := private.ans_split(substr(s, 2, length(s) - 2), ',');
  if parts is null or cardinality(parts) < 2 then
    return null;
  end if;
  return parts;
end;
$$;

create or replace function private.ans_str_form(s text)
returns private.ans_form
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select row('items', '#', true, s, array[row('str', s, null, null, null, null, null)::private.ans_item],
    null, null, null, null, null)::private.ans_form;
$$;

-- The structure of a normalised answer (see the type private.ans_form).
create or replace function private.ans_form_of(s text)
returns private.ans_form
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  parts text[];
  pieces text[];
  commas text[];
  piece text;
  rows_ text[];
  row_ text;
  cells text[];
  elements text[] := '{}';
  skeleton text := '';
  ncols int;
  m text[];
  rel record;
  interval_form private.ans_form;
  names text[] := '{}';
  item private.ans_item;
  items private.ans_item[] := '{}';
  var text;
begin
  if strpos(s, '\in') > 0 then
    s := regexp_replace(s, '^([a-zA-Z]|\\[a-zA-Z]+)\\in(?=[[(\\])', '');
  end if;

  -- matrices (also inside brackets: \left[\begin{matrix}…\end{matrix}\right]); a column
  -- vector reads as a tuple
  if left(s, 1) in ('(', '[') and right(s, 1) in (')', ']') and substr(s, 2, 6) = '\begin' then
    s := substr(s, 2, length(s) - 2);
  end if;
  m := case when strpos(s, '\begin') > 0 then regexp_match(s, '^\\begin\{([pbBvV]?matrix|array)\}(\{[lcr|]*\})?(.*)\\end\{\1\}$') end;
  if m is not null then
    rows_ := string_to_array(case when right(m[3], 2) = '\\' then left(m[3], -2) else m[3] end, '\\');
    if cardinality(rows_) > 50 then
      return private.ans_str_form(s);
    end if;
    foreach row_ in array rows_ loop
      cells := string_to_array(row_, '&');
      if ncols is not null and cardinality(cells) <> ncols then
        return private.ans_str_form(s);
      end if;
      ncols := cardinality(cells);
      elements := elements || cells;
    end loop;
    if cardinality(elements) > 50 then
      return private.ans_str_form(s);
    end if;
    skeleton := case
      when ncols = 1 then '(' || repeat('#,', cardinality(rows_) - 1) || '#)'
      else 'M' || cardinality(rows_) || 'x' || ncols
    end;
    return row('items', skeleton, true, s, private.ans_items_of(elements), null, null, null, null, null)::private.ans_form;
  end if;

  -- sets: {1\pm\sqrt{5},-2}
  if left(s, 2) = '\{' and right(s, 2) = '\}' then
    parts := private.ans_split(replace(replace(substr(s, 3, length(s) - 4), '\{', '{'), '\}', '}'), ',');
    if parts is not null and cardinality(parts) <= 50 then
      return row('items', 'set', false, s, private.ans_items_of(private.ans_expand_pm(parts)), null, null, null, null, null)::private.ans_form;
    end if;
  end if;

  commas := case when strpos(s, ',') > 0 then private.ans_split(s, ',') else array[s] end;
  if commas is null or cardinality(commas) > 50 then
    return private.ans_str_form(s);
  end if;
  parts := commas;

  -- inequalities: one about a variable is an interval (x \le 5 is (-\infty, 5]); several
  -- joined by `or` or commas are a union; others compare as lhs - rhs
  if strpos(s, '<') > 0 or strpos(s, '>') > 0 or strpos(s, '!=') > 0 then
    foreach piece in array parts loop
      rel := private.ans_split_relations(piece);
      if cardinality(rel.ops) = 0 then
        return private.ans_str_form(s);
      end if;
      interval_form := private.ans_interval_of(rel.parts, rel.ops);
      if interval_form is null then
        if cardinality(parts) = 1 and cardinality(rel.ops) = 1 then
          item := case
            when rel.ops[1] in ('<', '<=', '!=') then private.ans_difference(rel.parts[1], rel.parts[2])
            else private.ans_difference(rel.parts[2], rel.parts[1])
          end;
          if item is null then
            return private.ans_str_form(s);
          end if;
          return row('rel', 'rel', true, s, array[item], null, null, null,
            case when rel.ops[1] in ('>', '<') then '<' when rel.ops[1] = '!=' then '!=' else '<=' end, null)::private.ans_form;
        end if;
        return private.ans_str_form(s);
      end if;
      if var is not null and var <> interval_form.var then
        return private.ans_str_form(s);
      end if;
      var := interval_form.var;
      skeleton := skeleton || case when skeleton = '' then '' else '\cup' end || interval_form.skeleton;
      items := items || interval_form.items;
    end loop;
    return row('items', skeleton, true, s, items, var, null, null, null, null)::private.ans_form;
  end if;

  -- assignments in a list: a_3 = 2, a_{37} = 19
  if cardinality(parts) > 1 and strpos(s, '=') > 0 then
    foreach piece in array parts loop
      if strpos(piece, '=') = 0 or not private.ans_is_name(split_part(piece, '=', 1))
         or strpos(substr(piece, strpos(piece, '=') + 1), '=') > 0 then
        names := null;
        exit;
      end if;
      names := names || split_part(piece, '=', 1);
      elements := elements || split_part(piece, '=', 2);
    end loop;
    if names is not null and (select count(distinct x) from unnest(names) x) = 1 then
      -- x = 2, x = 3: the values of one unknown
      return row('items', 'list', true, s, private.ans_items_of(elements), null, null, null, null, null)::private.ans_form;
    end if;
    if names is not null then
      return row('assign', 'assign', false, s, private.ans_items_of(elements), null, null, null, null, names)::private.ans_form;
    end if;
    elements := '{}';
  end if;

  -- equations: x = 5, (p,q) = (3,2), x = 5+5+1 = 11 (the last value counts), y = 2x + 3
  pieces := case when strpos(s, '=') > 0 then private.ans_split(s, '=') end;
  if pieces is not null and cardinality(pieces) >= 2 then
    if private.ans_is_name(pieces[1]) then
      return row('eq', 'eq', true, s,
        case when cardinality(pieces) = 2 then array[private.ans_difference(pieces[1], pieces[2])] end,
        null, pieces[1], pieces[cardinality(pieces)], null, null)::private.ans_form;
    end if;
    if cardinality(pieces) = 2 and private.ans_is_name(pieces[2]) then
      return row('eq', 'eq', true, s, array[private.ans_difference(pieces[1], pieces[2])],
        null, pieces[2], pieces[1], null, null)::private.ans_form;
    end if;
    if cardinality(pieces) = 2 then
      return row('eq', 'eq', true, s, array[private.ans_difference(pieces[1], pieces[2])],
        null, null, null, null, null)::private.ans_form;
    end if;
    -- a chain naming the unknown somewhere: 1 = y = x = 0 reads as the last value
    for i in 2..cardinality(pieces) - 1 loop
      if private.ans_is_name(pieces[i]) then
        return row('eq', 'eq', true, s, null, null, pieces[i], pieces[cardinality(pieces)], null, null)::private.ans_form;
      end if;
    end loop;
    return private.ans_str_form(s);
  end if;

  -- unions of intervals, tuples, intervals
  pieces := case when strpos(s, '\cup') > 0 then private.ans_split(s, '\cup') else array[s] end;
  if pieces is not null and cardinality(pieces) <= 20 and left(s, 1) in ('(', '[') then
    foreach piece in array pieces loop
      parts := private.ans_bracketed_parts(piece);
      if parts is null then
        elements := null;
        exit;
      end if;
      skeleton := skeleton || case when skeleton = '' then '' else '\cup' end
        || left(piece, 1) || repeat('#,', cardinality(parts) - 1) || '#' || right(piece, 1);
      elements := elements || parts;
    end loop;
    if elements is not null and cardinality(elements) <= 50 then
      return row('items', skeleton, true, s, private.ans_items_of(elements), null, null, null, null, null)::private.ans_form;
    end if;
    elements := '{}';
  end if;

  -- bare lists (solutions: any order) and \pm
  parts := commas;
  elements := case when strpos(s, '\pm') > 0 or strpos(s, '\mp') > 0 then private.ans_expand_pm(parts) else parts end;
  if cardinality(elements) = 1 then
    return row('items', '#', true, s, private.ans_items_of(elements), null, null, null, null, null)::private.ans_form;
  end if;
  return row('items', 'list', cardinality(elements) = cardinality(parts), s, private.ans_items_of(elements), null, null, null, null, null)::private.ans_form;
end;
$$;

comment on function private.ans_form_of(text) is
  'Parses a normalised answer into its structure and evaluated elements (see the type private.ans_form).';

-- ---------------------------------------------------------------------------
-- comparison
-- ---------------------------------------------------------------------------

-- Element against element. A decimal (1.33, 6.72e-5) against a value that is not written as a
-- decimal matches when the value rounds to it: within half a unit of its last digit, given
-- 3 or more significant digits (when decimals_ok).
create or replace function private.ans_items_match(a private.ans_item, b private.ans_item, decimals_ok boolean)
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  na int;
  nb int;
  i int;
  ia int;
  ib int;
  dec private.ans_item;
  other private.ans_item;
  x numeric;
  y numeric;
begin
  if a.kind in ('choice', 'letter') and b.kind in ('choice', 'letter') then
    return case when a.kind = 'letter' and b.kind = 'letter' then a.str = b.str else upper(a.str) = upper(b.str) end;
  end if;
  -- a letter against an expression is a variable: x and \sqrt{x}\sqrt{x}
  if a.kind = 'letter' and b.kind = 'num' then
    return private.ans_items_match(coalesce(private.ans_evaluate(a.str), a), b, decimals_ok);
  end if;
  if a.kind = 'num' and b.kind = 'letter' then
    return private.ans_items_match(a, coalesce(private.ans_evaluate(b.str), b), decimals_ok);
  end if;
  -- a short word against an expression is a product of letters: ab and a \cdot b
  if a.kind = 'word' and b.kind = 'num' and length(a.str) <= 3 then
    return private.ans_items_match(coalesce(private.ans_evaluate(a.str), a), b, decimals_ok);
  end if;
  if a.kind = 'num' and b.kind = 'word' and length(b.str) <= 3 then
    return private.ans_items_match(a, coalesce(private.ans_evaluate(b.str), b), decimals_ok);
  end if;
  if a.kind <> 'num' or b.kind <> 'num' then
    -- prose (marked with a leading ") compares without case
    if a.kind = 'str' and b.kind = 'str' and left(a.str, 1) = '"' then
      return lower(a.str) = lower(b.str);
    end if;
    return a.kind = b.kind and a.str = b.str;
  end if;
  na := cardinality(a.nums);
  nb := cardinality(b.nums);
  if decimals_ok and na = 1 and nb = 1 and (a.decimals is null) <> (b.decimals is null) then
    dec := case when a.decimals is not null then a else b end;
    other := case when a.decimals is not null then b else a end;
    if dec.sig >= 3 then
      x := private.ans_approx(dec.nums[1], dec.dens[1]);
      y := case when other.prec = 0 then private.ans_approx(other.nums[1], other.dens[1]) else other.nums[1] end;
      if abs(x - y) <= 0.5 * power(10::numeric, -dec.decimals)
           + (case when other.prec = 2 then 1e-11 * abs(y) else 1e-58 end) then
        return true;
      end if;
    end if;
  end if;
  -- a long decimal against an approximation: never closer than the decimal's own precision
  -- (50 digits of pi are not pi)
  if na = 1 and nb = 1 and (a.decimals is null) <> (b.decimals is null)
     and (case when a.decimals is not null then b.prec else a.prec end) = 1 then
    dec := case when a.decimals is not null then a else b end;
    other := case when a.decimals is not null then b else a end;
    x := private.ans_approx(dec.nums[1], dec.dens[1]);
    return abs(x - other.nums[1]) <= least(0.5 * power(10::numeric, -dec.decimals), 1e-40 * greatest(abs(x), abs(other.nums[1]))) + 1e-58;
  end if;
  -- a constant against an expression: equal at every point
  for i in 1..greatest(na, nb) loop
    ia := least(i, na);
    ib := least(i, nb);
    if a.nums[ia] is null or b.nums[ib] is null then
      -- the negative point counts only where both sides are defined
      continue when i >= 4;
      return false;
    end if;
    if not private.ans_values_equal(a.nums[ia], a.dens[ia], a.prec, b.nums[ib], b.dens[ib], b.prec) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- Every element of a matched by a different element of b (a bijection), order ignored; for
-- sets (as_sets) every element of either side only needs a match on the other.
create or replace function private.ans_items_match_unordered(a private.ans_item[], b private.ans_item[], decimals_ok boolean, as_sets boolean)
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  used boolean[];
  found boolean;
begin
  if as_sets then
    for i in 1..cardinality(a) loop
      if not exists (select 1 from unnest(b) x where private.ans_items_match(a[i], x, decimals_ok)) then
        return false;
      end if;
    end loop;
    for j in 1..cardinality(b) loop
      if not exists (select 1 from unnest(a) x where private.ans_items_match(x, b[j], decimals_ok)) then
        return false;
      end if;
    end loop;
    return true;
  end if;
  if cardinality(a) <> cardinality(b) then
    return false;
  end if;
  used := array_fill(false, array[cardinality(b)]);
  for i in 1..cardinality(a) loop
    found := false;
    for j in 1..cardinality(b) loop
      if not used[j] and private.ans_items_match(a[i], b[j], decimals_ok) then
        used[j] := true;
        found := true;
        exit;
      end if;
    end loop;
    if not found then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- a = k b at every point for one k (k > 0 when positive_only), not all zero.
create or replace function private.ans_proportional(a private.ans_item, b private.ans_item, positive_only boolean)
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  na int := cardinality(a.nums);
  nb int := cardinality(b.nums);
  xs numeric[] := '{}';
  ys numeric[] := '{}';
  k numeric;
  scale_ numeric := 0;
  best int;
  tol numeric;
begin
  if a.kind <> 'num' or b.kind <> 'num' or na <> nb then
    return false;
  end if;
  for i in 1..na loop
    continue when a.nums[i] is null or b.nums[i] is null;
    xs := xs || case when a.prec = 0 then private.ans_approx(a.nums[i], a.dens[i]) else a.nums[i] end;
    ys := ys || case when b.prec = 0 then private.ans_approx(b.nums[i], b.dens[i]) else b.nums[i] end;
    if best is null or abs(ys[cardinality(ys)]) > abs(ys[best]) then
      best := cardinality(ys);
    end if;
  end loop;
  if best is null or ys[best] = 0 then
    return false;
  end if;
  k := xs[best] / ys[best];
  if k = 0 or (positive_only and k < 0) then
    return false;
  end if;
  for i in 1..cardinality(xs) loop
    scale_ := greatest(scale_, abs(xs[i]));
  end loop;
  tol := case when greatest(a.prec, b.prec) = 2 then 1e-10 else 1e-35 end * scale_;
  for i in 1..cardinality(xs) loop
    if abs(xs[i] - k * ys[i]) > tol then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- a is the submitted answer, b the key. Options: lone_value (an answer `name = value` matches a
-- key value, and a key `x = 5` with a constant value matches 5; default true), ordered_lists
-- (bare lists keep their order; default false), decimals (a decimal matches a value it rounds;
-- default true).
create or replace function private.ans_forms_match(a private.ans_form, b private.ans_form, lone_value boolean, ordered_lists boolean, decimals_ok boolean)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  a_pieces int;
  b_pieces int;
begin
  if a is null or b is null then
    return false;
  end if;
  if a.norm = b.norm then
    return true;
  end if;

  if a.kind = 'eq' and b.kind = 'eq' then
    if a.lhs is not null and b.lhs is not null and a.lhs = b.lhs then
      return private.ans_forms_match(private.ans_form_of(a.rhs_text), private.ans_form_of(b.rhs_text), lone_value, ordered_lists, decimals_ok);
    end if;
    return a.items is not null and b.items is not null and (a.items[1]).kind is not null and (b.items[1]).kind is not null
      and cardinality(a.items[1].nums) = 5
      and private.ans_proportional(a.items[1], b.items[1], false);
  end if;
  if a.kind = 'eq' or b.kind = 'eq' then
    if not lone_value then
      return false;
    end if;
    if a.kind = 'eq' then
      return a.lhs is not null and private.ans_forms_match(private.ans_form_of(a.rhs_text), b, lone_value, ordered_lists, decimals_ok);
    end if;
    -- a key `x = 5` accepts 5, but a key `y = 2x + 3` (a relation between variables) wants an
    -- equation: its value must be constant
    if b.lhs is null then
      return false;
    end if;
    b := private.ans_form_of(b.rhs_text);
    if exists (select 1 from unnest(b.items) i where cardinality(i.nums) > 1) then
      return false;
    end if;
    return private.ans_forms_match(a, b, lone_value, ordered_lists, decimals_ok);
  end if;

  if a.kind = 'rel' and b.kind = 'items' and b.var is not null then
    b := private.ans_rel_of_interval(b);
  elsif b.kind = 'rel' and a.kind = 'items' and a.var is not null then
    a := private.ans_rel_of_interval(a);
  end if;
  if a is null or b is null then
    return false;
  end if;
  if a.kind = 'rel' or b.kind = 'rel' then
    return a.kind = b.kind and a.rel = b.rel
      and private.ans_proportional(a.items[1], b.items[1], a.rel <> '!=');
  end if;

  if a.kind = 'assign' or b.kind = 'assign' then
    if a.kind <> b.kind or cardinality(a.names) <> cardinality(b.names) then
      return false;
    end if;
    for i in 1..cardinality(a.names) loop
      if not exists (
        select 1 from generate_subscripts(b.names, 1) j
        where b.names[j] = a.names[i] and private.ans_items_match(a.items[i], b.items[j], decimals_ok)
      ) then
        return false;
      end if;
    end loop;
    return true;
  end if;

  -- inequalities about different variables are different answers
  if a.var is not null and b.var is not null and a.var <> b.var then
    return false;
  end if;

  if a.skeleton in ('list', 'set') and b.skeleton in ('list', 'set')
     and not (ordered_lists and a.skeleton = 'list' and b.skeleton = 'list' and a.ordered and b.ordered) then
    return private.ans_items_match_unordered(a.items, b.items, decimals_ok, a.skeleton = 'set' and b.skeleton = 'set');
  end if;
  -- one value and a set of one value
  if a.skeleton in ('#', 'set') and b.skeleton in ('#', 'set') and a.skeleton <> b.skeleton then
    return private.ans_items_match_unordered(a.items, b.items, decimals_ok, true);
  end if;
  if a.skeleton <> b.skeleton or cardinality(a.items) <> cardinality(b.items) or strpos(a.skeleton, '\cup') > 0 then
    -- unions of intervals in any order
    a_pieces := cardinality(string_to_array(a.skeleton, '\cup'));
    b_pieces := cardinality(string_to_array(b.skeleton, '\cup'));
    if a_pieces > 1 and a_pieces = b_pieces and cardinality(a.items) = 2 * a_pieces and cardinality(b.items) = 2 * b_pieces then
      return private.ans_unions_match(a, b, decimals_ok);
    end if;
    return false;
  end if;
  for i in 1..cardinality(a.items) loop
    if not private.ans_items_match(a.items[i], b.items[i], decimals_ok) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- x < 5 (read as the interval (-\infty, 5) of x) as the inequality x - 5 < 0; null when the
-- interval is bounded on both sides.
create or replace function private.ans_rel_of_interval(f private.ans_form)
returns private.ans_form
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  item private.ans_item;
begin
  if f.skeleton not in ('(#,#)', '(#,#]', '[#,#)', '[#,#]') or cardinality(f.items) <> 2 then
    return null;
  end if;
  if f.items[1].kind = 'inf' and f.items[2].kind = 'num' then
    item := private.ans_difference(f.var, f.items[2].str);
  elsif f.items[2].kind = 'inf' and f.items[1].kind = 'num' then
    item := private.ans_difference(f.items[1].str, f.var);
  else
    return null;
  end if;
  if item is null then
    return null;
  end if;
  return row('rel', 'rel', true, f.norm, array[item], null, null, null,
    case when f.skeleton in ('(#,#)') then '<' else '<=' end, null)::private.ans_form;
end;
$$;

-- Unions of intervals with the same pieces in another order.
create or replace function private.ans_unions_match(a private.ans_form, b private.ans_form, decimals_ok boolean)
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  pa text[] := string_to_array(a.skeleton, '\cup');
  pb text[] := string_to_array(b.skeleton, '\cup');
  used boolean[] := array_fill(false, array[cardinality(pb)]);
  found boolean;
begin
  for i in 1..cardinality(pa) loop
    found := false;
    for j in 1..cardinality(pb) loop
      if not used[j] and pa[i] = pb[j]
         and private.ans_items_match(a.items[2 * i - 1], b.items[2 * j - 1], decimals_ok)
         and private.ans_items_match(a.items[2 * i], b.items[2 * j], decimals_ok) then
        used[j] := true;
        found := true;
        exit;
      end if;
    end loop;
    if not found then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- ---------------------------------------------------------------------------
-- per-problem options and the entry points
-- ---------------------------------------------------------------------------

create table private.problem_answer_options (
  problem_id uuid primary key references public.problems (id) on delete cascade,
  options jsonb not null check (jsonb_typeof(options) = 'object'),
  updated_at timestamptz not null default now()
);
comment on table private.problem_answer_options is
  'Per-problem answer checking options (lone_value, ordered_lists, decimals: booleans) overriding the defaults of private.answers_match. No API role has any privilege here.';
alter table private.problem_answer_options enable row level security;
revoke all on private.problem_answer_options from public, anon, authenticated, service_role;

-- Sets (or clears, with null or {}) a problem's options; unknown keys or non-boolean values are
-- refused. For the problem editor's server side to call later; not reachable through the API.
create or replace function private.set_answer_options(problem_id uuid, options jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if options is not null and (
    jsonb_typeof(options) <> 'object'
    or exists (
      select 1 from jsonb_each(options) o
      where o.key not in ('lone_value', 'ordered_lists', 'decimals') or jsonb_typeof(o.value) <> 'boolean'
    )
  ) then
    raise exception 'Answer options are lone_value, ordered_lists and decimals, each true or false.' using errcode = '22023';
  end if;
  if options is null or options = '{}'::jsonb then
    delete from private.problem_answer_options o where o.problem_id = set_answer_options.problem_id;
  else
    insert into private.problem_answer_options as o (problem_id, options)
    values (set_answer_options.problem_id, options)
    on conflict on constraint problem_answer_options_pkey
    do update set options = excluded.options, updated_at = now();
  end if;
end;
$$;

-- The options of a problem ('{}' when it has none): pass them to answers_match.
create or replace function private.answer_options(problem_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select o.options from private.problem_answer_options o where o.problem_id = answer_options.problem_id), '{}'::jsonb);
$$;

-- The entry point for grading. Never raises: anything unexpected is a non-match, so a hostile
-- answer can at worst be marked incorrect. The exception block makes it parallel unsafe.
create or replace function private.answers_match(submitted text, expected text, options jsonb)
returns boolean
language plpgsql
immutable
parallel unsafe
set search_path = ''
as $$
declare
  sa text;
  sb text;
begin
  if submitted is null or expected is null or length(submitted) > 500 or length(expected) > 500 then
    return false;
  end if;
  sa := private.ans_normalize(submitted);
  sb := private.ans_normalize(expected);
  if sa is null or sb is null or sa = '' or sb = '' then
    return false;
  end if;
  if sa = sb then
    return true;
  end if;
  return coalesce(private.ans_forms_match(
    private.ans_form_of(sa),
    private.ans_form_of(sb),
    coalesce((options ->> 'lone_value')::boolean, true),
    coalesce((options ->> 'ordered_lists')::boolean, false),
    coalesce((options ->> 'decimals')::boolean, true)
  ), false);
exception
  when others then
    return false;
end;
$$;

comment on function private.answers_match(text, text, jsonb) is
  'True when the submitted answer is mathematically the same as the expected one, under the given per-problem options (see docs/answer-equivalence.md).';

create or replace function private.answers_match(submitted text, expected text)
returns boolean
language sql
immutable
parallel unsafe
set search_path = ''
as $$
  select private.answers_match(submitted, expected, '{}'::jsonb);
$$;

comment on function private.answers_match(text, text) is
  'True when the submitted answer is mathematically the same as the expected one, with the default options (see docs/answer-equivalence.md).';

-- How an answer is read, for measurement and support: its normal form and structure, never
-- compared with anything.
create or replace function private.answer_reading(answer text)
returns text
language plpgsql
immutable
parallel unsafe
set search_path = ''
as $$
declare
  s text := private.ans_normalize(answer);
  f private.ans_form;
begin
  if s is null then
    return null;
  end if;
  f := private.ans_form_of(s);
  return f.kind || ' ' || coalesce(f.skeleton, '') || ' ' || coalesce(
    (select string_agg(i.kind || coalesce(':' || i.str, ''), ' ; ') from unnest(f.items) i), '');
exception
  when others then
    return null;
end;
$$;

-- The first version's helpers are replaced by the ans_* functions above.
drop function if exists private.answer_form(text);
drop function if exists private.answer_forms_match(private.answer_form, private.answer_form);
drop function if exists private.answer_equations_match(double precision[], double precision[]);
drop function if exists private.answer_items_match_unordered(private.answer_item[], private.answer_item[]);
drop function if exists private.answer_items_match(private.answer_item, private.answer_item);
drop function if exists private.answer_values_close(double precision[], double precision[]);
drop function if exists private.answer_bracketed_parts(text);
drop function if exists private.answer_items_of(text[]);
drop function if exists private.answer_item_of(text);
drop function if exists private.answer_evaluate(text);
drop function if exists private.answer_eval_rpn(text[], int);
drop function if exists private.answer_variable_value(text, int);
drop function if exists private.answer_rpn(text);
drop function if exists private.answer_braces_to_parens(text);
drop function if exists private.answer_expand_pm(text[]);
drop function if exists private.answer_split_top_level(text, text);
drop function if exists private.answer_normalize(text);
drop type if exists private.answer_form;
drop type if exists private.answer_item;

revoke all on all functions in schema private from public, anon, authenticated;

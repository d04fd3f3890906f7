-- Answer equivalence for auto-grading: private.answers_match(submitted, expected).
--
-- An answer is normalised (LaTeX decoration, units, degrees, thousands separators), split into
-- its structure (single value, comma list, set, tuple or interval, union of intervals, matrix,
-- equation) and every element is compared by value: numbers exactly or within a relative
-- tolerance, expressions with variables by evaluating both at fixed points, words
-- case-insensitively. What cannot be parsed falls back to normalised string equality.
-- Pure PL/pgSQL, bounded work: inputs over 500 characters, more than 200 tokens or 50 elements
-- are not parsed, and every arithmetic step is range-checked so nothing can overflow.
-- See docs/answer-equivalence.md and docs/decisions/0003-answer-equivalence.md.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- One element of an answer.
--   kind 'num':  str is the normalised text, exact the value of a plain decimal literal (else
--                null), vals the value (one entry) or the values at the fixed variable points.
--   kind 'word': str is the lower-cased word or choice letter.
--   kind 'str':  str is the normalised text that could not be evaluated.
create type private.answer_item as (kind text, str text, exact numeric, vals double precision[]);

-- A whole answer.
--   kind 'items': skeleton describes the brackets around the elements ('#' single value,
--                 'list' bare comma list, 'set' braces, '(#,#]' tuple or interval, unions of
--                 those joined by '\cup', 'M2x2' matrix; column vectors read as tuples);
--                 ordered is false for sets and for lists that came from a \pm.
--   kind 'eq':    items[1] holds lhs - rhs at the fixed points; eq_value is the right-hand
--                 side when the equation is `variable = constant`.
create type private.answer_form as (
  kind text,
  skeleton text,
  ordered boolean,
  norm text,
  items private.answer_item[],
  eq_value private.answer_item
);

-- ---------------------------------------------------------------------------
-- normalisation
-- ---------------------------------------------------------------------------

create or replace function private.answer_normalize(raw text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  s text := raw;
begin
  if length(s) > 500 then
    return null;
  end if;

  -- Few distinct regular expressions on purpose: PostgreSQL caches only 32 compiled ones per
  -- session, and the whole comparison stays under that so none is compiled twice.

  -- unicode look-alikes of LaTeX commands
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
  -- a typed root sign covers the whole number after it (√13), unlike \sqrt 13 in LaTeX
  s := regexp_replace(s, '√\s*(\d+(\.\d+)?)', '\\sqrt{\1}', 'g');
  s := replace(s, '√', ' \sqrt ');

  -- dollar amounts and math delimiters
  s := replace(s, '\$', '');
  s := replace(s, '$', '');
  s := replace(s, '\%', '');
  s := replace(s, '%', '');
  s := replace(s, '\dfrac', '\frac');
  s := replace(s, '\tfrac', '\frac');
  s := replace(s, '\cfrac', '\frac');
  s := replace(s, '\div', ' / ');

  -- decoration that carries no value: \( \) \[ \], \left( \right], \big, \displaystyle, degrees
  s := regexp_replace(s, '(?<!\\)\\[][()]|\\(left|right)\.|\\(left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big|bigg|Bigg|displaystyle|textstyle|circ|degree)(?![a-zA-Z])|\^\s*\{?\s*\\circ\s*\}?', '', 'g');
  -- spacing: \, \! \; \: \  \quad ~
  s := regexp_replace(s, '(?<!\\)\\[,!;: ]|\\q?quad(?![a-zA-Z])|~', ' ', 'g');
  -- text wrappers (twice: a wrapper may hold another)
  for attempt in 1..2 loop
    s := regexp_replace(s, '\\(text|textbf|textit|textrm|textsf|texttt|textup|textnormal|mbox|hbox|mathrm|mathbf|mathit|mathsf|mathtt|operatorname)\s*\{([^{}]*)\}', ' \2 ', 'g');
  end loop;
  s := regexp_replace(s, '\\(cdot|times|ast)(?![a-zA-Z])', '*', 'g');

  -- names typed without a backslash (2pi, sqrt(2), infinity)
  s := regexp_replace(s, '(?<![\\a-zA-Z])(sqrt|pi|infinity|infty|sin|cos|tan|cot|sec|csc|ln|log|exp|arcsin|arccos|arctan)(?![a-zA-Z])', '\\\1', 'g');
  s := replace(s, '\infinity', '\infty');

  -- a unit after a number: 864 inches^2, 5.4 cents, 15 cm^2, 270/7 degrees
  s := regexp_replace(s, '([0-9}).])\s*((square|sq\.?|cubic)\s+)?(units?|cm|centimeters?|mm|millimeters?|km|kilometers?|meters?|inches|inch|feet|foot|ft|yards?|miles?|cents?|dollars?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|degrees?|mph|pounds?|lbs?|grams?|kg|liters?|ml)\s*(\^\s*\{?\s*[23]\s*\}?)?\s*\.?\s*$', '\1', 'i');

  -- trailing full stop, a typed mixed number (137 1/2)
  s := rtrim(s, E' .\t\r\n');
  s := regexp_replace(s, '^\s*(-?\d+)\s+(\d+)\s*/\s*(\d+)\s*$', '\1\\frac{\2}{\3}');

  s := regexp_replace(s, '\s+', '', 'g');

  -- after this point command names may touch the next letter (\pir): no more (?![a-zA-Z])
  s := regexp_replace(s, '_\{([0-9a-zA-Z]+)\}', '_\1', 'g');
  s := replace(s, '{,}', ',');
  -- one-token arguments as LaTeX reads them: \frac12, \frac9{19}, \frac{270}7, \sqrt2
  s := regexp_replace(s, '\\frac([0-9a-zA-Z])', '\\frac{\1}', 'g');
  s := regexp_replace(s, '\\frac\{([^{}]*)\}([0-9a-zA-Z])', '\\frac{\1}{\2}', 'g');
  s := regexp_replace(s, '\\sqrt([0-9a-zA-Z])', '\\sqrt{\1}', 'g');
  return s;
end;
$$;

comment on function private.answer_normalize(text) is
  'Canonical compact text of an answer: LaTeX decoration, units, degrees and spaces removed; null when longer than 500 characters.';

-- Splits at separators outside any bracket; null when the brackets do not balance.
create or replace function private.answer_split_top_level(s text, separator text)
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
    elsif depth = 0 and c = left(separator, 1) and array_to_string(chars[i:i + sep_len - 1], '') = separator then
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

-- 1 \pm \sqrt{19} becomes 1+\sqrt{19} and 1-\sqrt{19}; at most 16 elements come out.
create or replace function private.answer_expand_pm(parts text[])
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
  sign_pos int;
begin
  while cardinality(pending) > 0 loop
    p := pending[1];
    pending := pending[2:];
    sign_pos := greatest(position('\pm' in p), position('\mp' in p));
    if sign_pos > 0 and position('\pm' in p) > 0 then
      sign_pos := position('\pm' in p);
    end if;
    if sign_pos = 0 or cardinality(pending) + cardinality(done) >= 16 then
      done := done || p;
    elsif substr(p, sign_pos, 3) = '\pm' then
      pending := pending || overlay(p placing '+' from sign_pos for 3) || overlay(p placing '-' from sign_pos for 3);
    else
      pending := pending || overlay(p placing '-' from sign_pos for 3) || overlay(p placing '+' from sign_pos for 3);
    end if;
  end loop;
  return done;
end;
$$;

-- ---------------------------------------------------------------------------
-- expressions: braces to parentheses, tokens, reverse Polish notation, evaluation
-- ---------------------------------------------------------------------------

-- \frac{a}{b} -> ((a)/(b)), \sqrt{a} -> \sqrt(a), \sqrt[n]{a} -> ((a)^(1/(n))), {a} -> (a);
-- innermost first. Null when braces remain that are not one of these.
create or replace function private.answer_braces_to_parens(s text)
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
    s := regexp_replace(s, '\\sqrt\{([^{}]*)\}', '\\sqrt(\1)', 'g');
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
create or replace function private.answer_rpn(expression text)
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
  s text := private.answer_braces_to_parens(expression);
begin
  if s is null or s = '' then
    return null;
  end if;
  select array_agg(m[1]) into tokens
  from regexp_matches(
    s,
    '(\d+\.?\d*|\.\d+|\\(?:sqrt|pi|infty|sinh|cosh|tanh|arcsin|arccos|arctan|sin|cos|tan|cot|sec|csc|log|ln|exp|alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|rho|sigma|tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Pi|Sigma|Phi|Psi|Omega)|[a-zA-Z]|.)',
    'g'
  ) as m;
  if tokens is null or cardinality(tokens) > 200 then
    return null;
  end if;

  foreach tok in array tokens loop
    cls := case
      when ascii(tok) between 48 and 57 or tok = '.' then 'number'
      when tok in ('\pi', '\infty', 'e') then 'constant'
      when (length(tok) = 1 and ascii(upper(tok)) between 65 and 90) or tok in ('\alpha', '\beta', '\gamma', '\delta', '\epsilon', '\varepsilon', '\zeta', '\eta', '\theta', '\vartheta', '\iota', '\kappa', '\lambda', '\mu', '\nu', '\xi', '\rho', '\sigma', '\tau', '\upsilon', '\phi', '\varphi', '\chi', '\psi', '\omega', '\Gamma', '\Delta', '\Theta', '\Lambda', '\Xi', '\Pi', '\Sigma', '\Phi', '\Psi', '\Omega') then 'variable'
      when left(tok, 1) = '\' and length(tok) > 1 then 'func'
      when tok in ('+', '-', '*', '/', '^', '(', ')', '!') then tok
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
        -- ^ is right-associative: 10^10^10 is 10^(10^10)
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

-- The value a variable takes at evaluation point 1, 2 or 3: fixed, distinct per name, in [1.2, 2.8).
create or replace function private.answer_variable_value(name text, point int)
returns double precision
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select 1.2 + mod(pg_catalog.hashtext(name || ':' || point)::bigint + 2147483648, 160001)::double precision / 100000.0;
$$;

-- Evaluates reverse Polish notation at one point. Null on any domain error, a result beyond
-- 1e100 in magnitude, or infinity used in arithmetic, so no float operation can raise.
create or replace function private.answer_eval_rpn(rpn text[], point int)
returns double precision
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  stack double precision[] := '{}';
  depth int := 0;
  tok text;
  a double precision;
  b double precision;
  r double precision;
  k int;
  limit_abs constant double precision := 1e100;
begin
  foreach tok in array rpn loop
    case left(tok, 1)
      when 'n' then
        r := substr(tok, 2)::double precision;
        if r > limit_abs then
          return null;
        end if;
        depth := depth + 1;
        stack[depth] := r;
        continue;
      when 'v' then
        depth := depth + 1;
        stack[depth] := private.answer_variable_value(substr(tok, 2), point);
        continue;
      when 'c' then
        depth := depth + 1;
        stack[depth] := case substr(tok, 2) when '\pi' then pi() when 'e' then exp(1.0::double precision) else 'Infinity'::double precision end;
        continue;
      when 'o' then
        if depth < 2 then
          return null;
        end if;
        b := stack[depth];
        a := stack[depth - 1];
        depth := depth - 2;
        if a in ('Infinity', '-Infinity') or b in ('Infinity', '-Infinity') then
          return null;
        end if;
        case substr(tok, 2)
          when '+' then r := a + b;
          when '-' then r := a - b;
          when '*' then r := a * b;
          when '/' then
            if b = 0 then
              return null;
            end if;
            r := a / b;
          else
            if a = 0 then
              if b <= 0 then
                return null;
              end if;
              r := 0;
            elsif a < 0 and b <> trunc(b) then
              return null;
            elsif abs(b * ln(abs(a))) > 230 then
              return null;
            else
              r := power(a, b);
            end if;
        end case;
      when 'u' then
        if depth < 1 then
          return null;
        end if;
        stack[depth] := -stack[depth];
        continue;
      when '!' then
        if depth < 1 then
          return null;
        end if;
        a := stack[depth];
        depth := depth - 1;
        if a < 0 or a > 69 or a <> trunc(a) then
          return null;
        end if;
        r := 1;
        for k in 2..a::int loop
          r := r * k;
        end loop;
      when 'f' then
        if depth < 1 then
          return null;
        end if;
        a := stack[depth];
        if a in ('Infinity', '-Infinity') then
          return null;
        end if;
        case substr(tok, 2)
          when '\sqrt' then
            if a < 0 then return null; end if;
            r := sqrt(a);
          when '\ln' then
            if a <= 0 then return null; end if;
            r := ln(a);
          when '\log' then
            if a <= 0 then return null; end if;
            r := log(a);
          when '\exp' then
            if a > 230 then return null; end if;
            r := exp(a);
          when '\sin' then
            if abs(a) > 1e6 then return null; end if;
            r := sin(a);
          when '\cos' then
            if abs(a) > 1e6 then return null; end if;
            r := cos(a);
          when '\tan' then
            if abs(a) > 1e6 or cos(a) = 0 then return null; end if;
            r := tan(a);
          when '\cot' then
            if abs(a) > 1e6 or sin(a) = 0 then return null; end if;
            r := cos(a) / sin(a);
          when '\sec' then
            if abs(a) > 1e6 or cos(a) = 0 then return null; end if;
            r := 1 / cos(a);
          when '\csc' then
            if abs(a) > 1e6 or sin(a) = 0 then return null; end if;
            r := 1 / sin(a);
          when '\arcsin' then
            if abs(a) > 1 then return null; end if;
            r := asin(a);
          when '\arccos' then
            if abs(a) > 1 then return null; end if;
            r := acos(a);
          when '\arctan' then
            r := atan(a);
          when '\sinh', '\cosh', '\tanh' then
            if abs(a) > 200 then return null; end if;
            r := case substr(tok, 2) when '\sinh' then sinh(a) when '\cosh' then cosh(a) else tanh(a) end;
          else
            return null;
        end case;
        depth := depth - 1;
      else
        return null;
    end case;
    if r = 'NaN' or abs(r) > limit_abs or (r <> 0 and abs(r) < 1e-100) then
      return null;
    end if;
    depth := depth + 1;
    stack[depth] := r;
  end loop;
  if depth <> 1 then
    return null;
  end if;
  return stack[1];
end;
$$;

-- The value of an expression: one entry without variables, else the values at the three
-- fixed points. Null when it cannot be read or evaluated.
create or replace function private.answer_evaluate(expression text)
returns double precision[]
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  rpn text[] := private.answer_rpn(expression);
  vals double precision[] := '{}';
  v double precision;
  points int;
begin
  if rpn is null then
    return null;
  end if;
  points := case when exists (select 1 from unnest(rpn) t where left(t, 1) = 'v') then 3 else 1 end;
  for point in 1..points loop
    v := private.answer_eval_rpn(rpn, point);
    if v is null then
      return null;
    end if;
    vals := vals || v;
  end loop;
  return vals;
end;
$$;

-- ---------------------------------------------------------------------------
-- elements and whole answers
-- ---------------------------------------------------------------------------

create or replace function private.answer_item_of(element text)
returns private.answer_item
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  m text[];
  vals double precision[];
begin
  -- words (Evelyn, east) and choice letters ((C), C); a lone letter also reads as one
  if element ~ '^(\(?[a-zA-Z]\)?|[a-zA-Z]+)$' then
    return row('word', lower(btrim(element, '()')), null, null)::private.answer_item;
  end if;
  if element ~ '^[-+]?(\d+\.?\d*|\.\d+)$' and length(element) <= 300 then
    return row('num', element, element::numeric, array[element::double precision])::private.answer_item;
  end if;
  -- a mixed number: 1\frac{4}{5} is 9/5, not 4/5
  m := regexp_match(element, '^(-?)(\d+)\\frac\{(\d+)\}\{(\d+)\}$');
  if m is not null and length(element) < 40 and m[3]::numeric < m[4]::numeric then
    return row(
      'num', element, null,
      array[(case when m[1] = '-' then -1 else 1 end) * (m[2]::double precision + m[3]::double precision / m[4]::double precision)]
    )::private.answer_item;
  end if;
  vals := private.answer_evaluate(element);
  if vals is null then
    return row('str', element, null, null)::private.answer_item;
  end if;
  return row('num', element, null, vals)::private.answer_item;
end;
$$;

create or replace function private.answer_items_of(elements text[])
returns private.answer_item[]
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(private.answer_item_of(e) order by i), '{}')
  from unnest(elements) with ordinality as t(e, i);
$$;

-- '(' || '#,#' || ']' for an interval or tuple with its elements; null when s is not one.
create or replace function private.answer_bracketed_parts(s text)
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
  parts := private.answer_split_top_level(substr(s, 2, length(s) - 2), ',');
  if parts is null or cardinality(parts) < 2 then
    return null;
  end if;
  return parts;
end;
$$;

create or replace function private.answer_form(raw text)
returns private.answer_form
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  s text := private.answer_normalize(raw);
  parts text[];
  pieces text[];
  piece text;
  rows_ text[];
  row_ text;
  cells text[];
  elements text[] := '{}';
  skeleton text := '';
  ncols int;
  lhs double precision[];
  rhs double precision[];
  diff double precision[] := '{}';
  eq_value private.answer_item;
  m text[];
  rhs_item private.answer_item;
begin
  if s is null then
    return null;
  end if;
  s := regexp_replace(s, '^[a-zA-Z]\\in(?=[[(])', '');
  if s ~ '^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$' then
    s := replace(s, ',', '');
  end if;

  -- matrices; a column vector reads as a tuple
  m := regexp_match(s, '^\\begin\{([pbB]?matrix)\}(.*)\\end\{\1\}$');
  if m is not null then
    rows_ := string_to_array(case when right(m[2], 2) = '\\' then left(m[2], -2) else m[2] end, '\\');
    if cardinality(rows_) > 50 then
      return null;
    end if;
    foreach row_ in array rows_ loop
      cells := string_to_array(row_, '&');
      if ncols is not null and cardinality(cells) <> ncols then
        return row('items', 'str', true, s, array[row('str', s, null, null)::private.answer_item], null)::private.answer_form;
      end if;
      ncols := cardinality(cells);
      elements := elements || cells;
    end loop;
    skeleton := case
      when ncols = 1 then '(' || repeat('#,', cardinality(rows_) - 1) || '#)'
      else 'M' || cardinality(rows_) || 'x' || ncols
    end;
    return row('items', skeleton, true, s, private.answer_items_of(elements), null)::private.answer_form;
  end if;

  -- sets: {1\pm\sqrt{5},-2}
  m := regexp_match(s, '^\\\{(.*)\\\}$');
  if m is not null then
    parts := private.answer_split_top_level(replace(replace(m[1], '\{', '{'), '\}', '}'), ',');
    if parts is not null and cardinality(parts) <= 50 then
      return row('items', 'set', false, s, private.answer_items_of(private.answer_expand_pm(parts)), null)::private.answer_form;
    end if;
  end if;

  -- equations: compare lhs - rhs up to a constant factor
  parts := private.answer_split_top_level(s, '=');
  if parts is not null and cardinality(parts) = 2 and right(parts[1], 1) not in ('<', '>', '!') then
    lhs := private.answer_evaluate(parts[1]);
    rhs := private.answer_evaluate(parts[2]);
    if length(parts[1]) = 1 and ascii(upper(parts[1])) between 65 and 90 then
      rhs_item := private.answer_item_of(parts[2]);
      if rhs_item.kind = 'num' and cardinality(rhs_item.vals) = 1 then
        eq_value := rhs_item;
      end if;
    end if;
    if lhs is null or rhs is null then
      return row('eq', 'eq', true, s, null, eq_value)::private.answer_form;
    end if;
    for i in 1..greatest(cardinality(lhs), cardinality(rhs)) loop
      diff := diff || (lhs[least(i, cardinality(lhs))] - rhs[least(i, cardinality(rhs))]);
    end loop;
    return row('eq', 'eq', true, s, array[row('num', s, null, diff)::private.answer_item], eq_value)::private.answer_form;
  end if;

  -- unions of intervals, tuples, intervals
  pieces := private.answer_split_top_level(s, '\cup');
  if pieces is not null and cardinality(pieces) <= 20 then
    foreach piece in array pieces loop
      parts := private.answer_bracketed_parts(piece);
      if parts is null then
        elements := null;
        exit;
      end if;
      skeleton := skeleton || case when skeleton = '' then '' else '\cup' end
        || left(piece, 1) || repeat('#,', cardinality(parts) - 1) || '#' || right(piece, 1);
      elements := elements || parts;
    end loop;
    if elements is not null and cardinality(elements) <= 50 then
      return row('items', skeleton, true, s, private.answer_items_of(elements), null)::private.answer_form;
    end if;
  end if;

  -- bare comma lists; a \pm makes a list whose order does not matter
  parts := private.answer_split_top_level(s, ',');
  if parts is null or cardinality(parts) > 50 then
    return row('items', '#', true, s, array[row('str', s, null, null)::private.answer_item], null)::private.answer_form;
  end if;
  elements := private.answer_expand_pm(parts);
  if cardinality(elements) = 1 then
    return row('items', '#', true, s, private.answer_items_of(elements), null)::private.answer_form;
  end if;
  return row('items', 'list', cardinality(elements) = cardinality(parts), s, private.answer_items_of(elements), null)::private.answer_form;
end;
$$;

comment on function private.answer_form(text) is
  'Parses an answer into its structure and evaluated elements (see private.answer_form type); null when over 500 characters.';

-- ---------------------------------------------------------------------------
-- comparison
-- ---------------------------------------------------------------------------

-- Element-wise closeness; a single value is compared with every point of the other side.
create or replace function private.answer_values_close(a double precision[], b double precision[])
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  x double precision;
  y double precision;
  -- constants are evaluated with a few roundings at most; polynomials at the fixed points may
  -- lose more digits to cancellation
  tolerance double precision := case when cardinality(a) = 1 and cardinality(b) = 1 then 1e-12 else 1e-9 end;
begin
  if cardinality(a) = 0 or cardinality(b) = 0 then
    return false;
  end if;
  for i in 1..greatest(cardinality(a), cardinality(b)) loop
    x := a[least(i, cardinality(a))];
    y := b[least(i, cardinality(b))];
    continue when x = y;
    if x in ('Infinity', '-Infinity') or y in ('Infinity', '-Infinity') then
      return false;
    end if;
    if abs(x - y) > tolerance * greatest(abs(x), abs(y)) + 1e-15 then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

create or replace function private.answer_items_match(a private.answer_item, b private.answer_item)
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  if a.kind = b.kind and a.str = b.str then
    return true;
  end if;
  if a.kind = 'num' and b.kind = 'num' then
    if a.exact is not null and b.exact is not null then
      return a.exact = b.exact;
    end if;
    return private.answer_values_close(a.vals, b.vals);
  end if;
  return false;
end;
$$;

-- Every element of a matched by a different element of b, order ignored.
create or replace function private.answer_items_match_unordered(a private.answer_item[], b private.answer_item[])
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  used boolean[] := array_fill(false, array[cardinality(b)]);
  found boolean;
begin
  if cardinality(a) <> cardinality(b) then
    return false;
  end if;
  for i in 1..cardinality(a) loop
    found := false;
    for j in 1..cardinality(b) loop
      if not used[j] and private.answer_items_match(a[i], b[j]) then
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

-- Two equations are the same when lhs - rhs agree up to a non-zero factor at every point.
create or replace function private.answer_equations_match(a double precision[], b double precision[])
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  factor double precision;
  scale double precision := 0;
begin
  -- without variables both sides are just numbers: compared as text by the caller
  if cardinality(a) < 3 or cardinality(b) < 3 then
    return false;
  end if;
  for i in 1..3 loop
    if factor is null and b[i] <> 0 then
      factor := a[i] / b[i];
    end if;
    scale := greatest(scale, abs(a[i]));
  end loop;
  if factor is null or factor = 0 or scale = 0 then
    return false;
  end if;
  for i in 1..3 loop
    if abs(a[i] - factor * b[i]) > 1e-10 * scale then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

create or replace function private.answer_forms_match(a private.answer_form, b private.answer_form)
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  if a.norm = b.norm then
    return true;
  end if;
  if a.kind = 'eq' and b.kind = 'eq' then
    return a.items is not null and b.items is not null
      and private.answer_equations_match(a.items[1].vals, b.items[1].vals);
  end if;
  -- x = 5 and 5
  if a.kind = 'eq' then
    return a.eq_value is not null and b.skeleton = '#' and private.answer_items_match(a.eq_value, b.items[1]);
  end if;
  if b.kind = 'eq' then
    return b.eq_value is not null and a.skeleton = '#' and private.answer_items_match(a.items[1], b.eq_value);
  end if;
  if a.skeleton in ('list', 'set') and b.skeleton in ('list', 'set') and not (a.ordered and b.ordered) then
    return private.answer_items_match_unordered(a.items, b.items);
  end if;
  if a.skeleton <> b.skeleton or cardinality(a.items) <> cardinality(b.items) then
    return false;
  end if;
  for i in 1..cardinality(a.items) loop
    if not private.answer_items_match(a.items[i], b.items[i]) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- The entry point for grading. Never raises: anything unexpected is a non-match, so a hostile
-- answer can at worst be marked incorrect. The exception block makes it parallel unsafe.
create or replace function private.answers_match(submitted text, expected text)
returns boolean
language plpgsql
immutable
parallel unsafe
set search_path = ''
as $$
declare
  a private.answer_form;
  b private.answer_form;
begin
  if submitted is null or expected is null or length(submitted) > 500 or length(expected) > 500 then
    return false;
  end if;
  a := private.answer_form(submitted);
  b := private.answer_form(expected);
  if a is null or b is null or a.norm = '' or b.norm = '' then
    return false;
  end if;
  return coalesce(private.answer_forms_match(a, b), false);
exception
  when others then
    return false;
end;
$$;

comment on function private.answers_match(text, text) is
  'True when the submitted answer is mathematically the same as the expected one (see docs/answer-equivalence.md).';

revoke all on all functions in schema private from public, anon, authenticated;

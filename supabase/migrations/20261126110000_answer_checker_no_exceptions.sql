-- Issue 24 point 3: the answer checker without exceptions (decision 0059, docs/answer-equivalence.md).
-- An answer written with a decimal against a key written without one is exact or wrong
-- (1.23e8 is not 123456789, 1.41421356 is not \sqrt2); constants against approximations only
-- to the approximation's precision; proportional exact values compared exactly; sums and
-- products with integer bounds; ; as a separator; lists of tuples (5,2), (7,2) and of
-- assignments p=5, q=2; p=7, q=2, by name where both name their places; expressions too large
-- at the usual points (e^{x^2}) compared at small ones, both sides alike.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.ans_normalize(raw text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
    s := replace(s, '∑', ' \sum ');
    s := replace(s, '∏', ' \prod ');
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
    s := regexp_replace(s, '(?<!\\)\\[][()]|\\(left|right)\.|\\(left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big|bigg|Bigg|displaystyle|textstyle|circ|degree|limits|nolimits)(?![a-zA-Z])|\^\s*\{?\s*\\circ\s*\}?', '', 'g');
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
  -- a semicolon separates answers like a comma: p=5,q=2; p=7,q=2
  s := replace(s, ';', ',');
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
$function$
;

CREATE OR REPLACE FUNCTION private.answer_is_readable(answer text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  s text;
begin
  if answer is null or length(answer) > 500 then
    return false;
  end if;
  s := private.ans_normalize(answer);
  -- never null (= 1.23e8 has no left side to read)
  return coalesce(s is not null and s <> '' and private.ans_form_readable(private.ans_form_of(s)), false);
exception
  when others then
    return false;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.ans_form_of(s text)
 RETURNS private.ans_form
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
  -- sums and products: at most 1,000 terms in the whole answer, each \pm doubling them
  if (strpos(s, '\sum') > 0 or strpos(s, '\prod') > 0) and (
    select coalesce(sum(greatest(0, coalesce(h[2], h[3], h[4], h[5])::int - coalesce(h[1], h[6])::int + 1)), 0)
    from regexp_matches(s, '\\(?:sum|prod)(?:_\{[a-zA-Z]=([-+]?\d{1,6})\}\^(?:\{([-+]?\d{1,6})\}|(\d))|\^(?:\{([-+]?\d{1,6})\}|(\d))_\{[a-zA-Z]=([-+]?\d{1,6})\})', 'g') h
  ) * power(2, least(4, (length(s) - length(replace(replace(s, '\pm', ''), '\mp', ''))) / 3)) > 1000 then
    return private.ans_str_form(s);
  end if;
  if strpos(s, '\in') > 0 then
    s := regexp_replace(s, '^([a-zA-Z]|\\[a-zA-Z]+|\([a-zA-Z](,[a-zA-Z])+\))\\in(?=[[(\\])', '');
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
    -- a set of tuples: \{(5,2), (7,2)\}
    if cardinality(parts) >= 2 and left(parts[1], 1) = '(' then
      interval_form := private.ans_form_of(substr(s, 3, length(s) - 4));
      if left(interval_form.skeleton, 1) = 'T' then
        return interval_form;
      end if;
    end if;
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
    -- p=5, q=2; p=7, q=2: the same names again and again are a list of tuples (p, q)
    if names is not null then
      ncols := (select count(distinct x) from unnest(names) x);
      if cardinality(names) >= 2 * ncols and cardinality(names) % ncols = 0
         and not exists (select 1 from generate_subscripts(names, 1) j where names[j] <> names[(j - 1) % ncols + 1]) then
        return row('items', 'T' || ncols, false, s, private.ans_items_of(elements), null, null, null, null, names[1:ncols])::private.ans_form;
      end if;
      ncols := null;
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

  -- a list of tuples: (5,2), (7,2)
  if cardinality(commas) >= 2 and left(s, 1) = '(' then
    foreach piece in array commas loop
      parts := case when left(piece, 1) = '(' and right(piece, 1) = ')' then private.ans_bracketed_parts(piece) end;
      if parts is null or (ncols is not null and cardinality(parts) <> ncols) then
        elements := null;
        exit;
      end if;
      ncols := cardinality(parts);
      elements := elements || parts;
    end loop;
    if elements is not null and cardinality(elements) <= 50 then
      return row('items', 'T' || ncols, false, s, private.ans_items_of(elements), null, null, null, null, null)::private.ans_form;
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_rpn(expression text)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
  sums text[] := '{}';
  sm text[];
  at int;
  i int;
  depth int;
  c text;
  body text[];
  terms int;
  cost int := 0;
  body_cost int;
begin
  -- a space after \sqrt lets the brace pass turn \sqrt{a} into \sqrt (a); spaces are skipped
  s := private.ans_braces_to_parens(replace(expression, '\sqrt{', '\sqrt {'));
  if s is null or s = '' then
    return null;
  end if;

  -- sums and products with integer bounds (\sum_{k=1}^{10} k^2): the body runs to the next + or
  -- - outside brackets, as a product's factors do. Each becomes one operand token
  -- S<+ or *><var>|<lo>|<hi>|<cost>|<body rpn>, the bound variable written b<var> in the body;
  -- at most 1,000 terms in all, nested sums counted by their product
  while strpos(s, '\sum') > 0 or strpos(s, '\prod') > 0 loop
    sm := regexp_match(s, '(\\(sum|prod)(?:_\(([a-zA-Z])=([-+]?\d{1,6})\)\^(?:\(([-+]?\d{1,6})\)|(\d))|\^(?:\(([-+]?\d{1,6})\)|(\d))_\(([a-zA-Z])=([-+]?\d{1,6})\)))');
    if sm is null or cardinality(sums) >= 8 then
      return null;
    end if;
    at := strpos(s, sm[1]);
    i := at + length(sm[1]);
    depth := 0;
    while i <= length(s) loop
      c := substr(s, i, 1);
      if c = '(' then
        depth := depth + 1;
      elsif c = ')' then
        exit when depth = 0;
        depth := depth - 1;
      elsif depth = 0 and (c in (',', '=', '<', '>')
          or (c in ('+', '-') and i > at + length(sm[1]) and substr(s, i - 1, 1) not in ('^', '*', '/', '('))) then
        exit;
      end if;
      i := i + 1;
    end loop;
    body := private.ans_rpn(substr(s, at + length(sm[1]), i - at - length(sm[1])));
    if body is null then
      return null;
    end if;
    body_cost := 1;
    for k in 1..cardinality(body) loop
      if left(body[k], 1) = 'S' then
        body_cost := body_cost + split_part(body[k], '|', 4)::int;
        body[k] := regexp_replace(body[k], '(?<=[{,])v' || coalesce(sm[3], sm[9]) || '(?=[,}])', 'b' || coalesce(sm[3], sm[9]), 'g');
      elsif body[k] = 'v' || coalesce(sm[3], sm[9]) then
        body[k] := 'b' || coalesce(sm[3], sm[9]);
      end if;
    end loop;
    terms := greatest(0, coalesce(sm[5], sm[6], sm[7], sm[8])::int - coalesce(sm[4], sm[10])::int + 1);
    cost := cost + terms * body_cost;
    if terms > 1000 or cost > 1000 then
      return null;
    end if;
    sums := sums || (
      'S' || case when sm[2] = 'sum' then '+' else '*' end || coalesce(sm[3], sm[9])
      || '|' || coalesce(sm[4], sm[10])::int || '|' || coalesce(sm[5], sm[6], sm[7], sm[8])::int
      || '|' || terms * body_cost || '|' || body::text);
    s := left(s, at - 1) || '\S#' || cardinality(sums) || '#' || substr(s, i);
  end loop;
  select array_agg(m[1]) into tokens
  from regexp_matches(
    s,
    '(\d+\.?\d*|\.\d+|\\log#\d+#|\\S#\d#|\\(?:sqrt|abs|floor|ceil|pi|infty|sinh|cosh|tanh|arcsin|arccos|arctan|sin|cos|tan|cot|sec|csc|log|ln|exp)(?:@\d)?|\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|rho|sigma|tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Pi|Sigma|Phi|Psi|Omega)(?:_[0-9a-zA-Z]+)?|[a-zA-Z](?:_[0-9a-zA-Z]+)?|.)',
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
      when left(tok, 3) = '\S#' then 'sum'
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
    if cls in ('number', 'constant', 'variable', 'sum', 'func', '(') and prev in ('operand', 'number', 'rparen', 'postfix') then
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
    elsif cls = 'sum' then
      output := output || sums[split_part(tok, '#', 2)::int];
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_eval(rpn text[], point integer)
 RETURNS numeric[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
  sum_parts text[];
  term text[];
  v numeric[];
  sum_digits int;
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
      when 'S' then
        -- a sum or product (private.ans_rpn): each term exactly while it can be, under 20,000
        -- digits of terms in all
        sum_parts := regexp_match(tok, '^S([+*])([a-zA-Z])\|(-?\d+)\|(-?\d+)\|\d+\|(.*)$');
        if sum_parts is null then return null; end if;
        rn := case when sum_parts[1] = '+' then 0 else 1 end;
        sum_digits := 0;
        for k in sum_parts[3]::int .. sum_parts[4]::int loop
          term := sum_parts[5]::text[];
          for j in 1..cardinality(term) loop
            if term[j] = 'b' || sum_parts[2] then
              term[j] := 'n' || k;
            elsif left(term[j], 1) = 'S' then
              term[j] := regexp_replace(term[j], '(?<=[{,])b' || sum_parts[2] || '(?=[,}])', 'n' || k, 'g');
            end if;
          end loop;
          v := private.ans_eval(term, point);
          if v is null then return null; end if;
          -- the work of a sum: the digits of its terms, an approximate one 60 more
          sum_digits := sum_digits + private.ans_digits(v[1]) + private.ans_digits(v[2]) + case when v[3] = 0 then 0 else 60 end;
          if sum_digits > 20000 then return null; end if;
          if rp = 0 and v[3] = 0 then
            if sum_parts[1] = '+' then
              rn := rn * v[2] + v[1] * rd;
            else
              rn := rn * v[1];
            end if;
            rd := rd * v[2];
            g := gcd(rn, rd);
            if g > 1 then rn := div(rn, g); rd := div(rd, g); end if;
            if abs(rn) >= big or rd >= big then return null; end if;
          else
            a := case when rp = 0 then private.ans_approx(rn, rd) else rn end;
            b := case when v[3] = 0 then private.ans_approx(v[1], v[2]) else v[1] end;
            rn := case when sum_parts[1] = '+' then a + b else round(a * b, 60) end;
            rd := 1;
            rp := greatest(rp, v[3]::int);
            if abs(rn) >= huge then return null; end if;
          end if;
        end loop;
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_evaluate_at(expression text, small boolean)
 RETURNS private.ans_item
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
declare
  rpn text[] := private.ans_rpn(expression);
  nums numeric[] := '{}';
  dens numeric[] := '{}';
  prec int := 0;
  v numeric[];
  points int;
  base int := case when small then 10 else 0 end;
begin
  if rpn is null then
    return null;
  end if;
  -- a variable: a token v<name>, also inside the body of a sum
  points := case when strpos(' ' || array_to_string(rpn, ' '), ' v') > 0 or strpos(array_to_string(rpn, ' '), '{v') > 0
    or strpos(array_to_string(rpn, ' '), ',v') > 0 then 5 else 1 end;
  -- sums with variables are evaluated at each point: at most 200 of their terms
  if points = 5 and (select coalesce(sum(split_part(t, '|', 4)::int), 0) from unnest(rpn) t where left(t, 1) = 'S') > 200 then
    return null;
  end if;
  for point in 1..points loop
    v := private.ans_eval(rpn, base + point);
    if v is null then
      if point < 4 then
        -- points 1 to 3 (positive) are required; 4 and 5 count where the expression is defined.
        -- An expression too large at the usual points (e^{x^2}) is evaluated at small ones
        -- (2 to 9, even at the second), marked by a precision of 10 and more (private.ans_same_points)
        if points = 5 and not small then
          return private.ans_evaluate_at(expression, true);
        end if;
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
  return row('num', expression, null, null, nums, dens, prec + base)::private.ans_item;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.ans_evaluate(expression text)
 RETURNS private.ans_item
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select private.ans_evaluate_at(expression, false);
$function$
;

CREATE OR REPLACE FUNCTION private.ans_same_points(INOUT a private.ans_item, INOUT b private.ans_item)
 RETURNS record
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
begin
  -- two expressions evaluated at different points (private.ans_evaluate_at): both at the small ones
  if a.prec >= 10 and b.prec < 10 and cardinality(b.nums) = 5 then
    b := coalesce(private.ans_evaluate_at(b.str, true), b);
  elsif b.prec >= 10 and a.prec < 10 and cardinality(a.nums) = 5 then
    a := coalesce(private.ans_evaluate_at(a.str, true), a);
  end if;
  if (a.prec >= 10) <> (b.prec >= 10) then
    -- not comparable: no value of one matches a value of the other
    a.nums := array_fill(null::numeric, array[cardinality(a.nums)]);
  end if;
  a.prec := a.prec % 10;
  b.prec := b.prec % 10;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.ans_variable_value(name text, point integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select ((case when point % 10 = 4 or (point % 10 = 5 and ascii(right(name, 1)) % 2 = 1) then -1 else 1 end)
    * case when point > 10 then 2 * (1 + mod(pg_catalog.hashtext(name || ':' || point)::bigint + 2147483648, 4)) + case when point = 12 then 0 else 1 end
      else 2 * (3 + mod(pg_catalog.hashtext(name || ':' || point)::bigint + 2147483648, 100)) + case when point = 2 then 0 else 1 end
    end)::numeric;
$function$
;

CREATE OR REPLACE FUNCTION private.ans_items_match(a private.ans_item, b private.ans_item, decimals_ok boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
  a_decimal boolean;
  b_decimal boolean;
  aligned record;
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
  aligned := private.ans_same_points(a, b);
  a := aligned.a;
  b := aligned.b;
  na := cardinality(a.nums);
  nb := cardinality(b.nums);
  -- a is the answer, b the key. An answer written with a decimal (1.23e8, 1.41421356, 0.3333)
  -- against a key written without one is exact or wrong: a value that only rounds to the key,
  -- or approximates it, does not count (issue 24); 1.23456789e8 is 123456789 exactly
  a_decimal := strpos(a.str, '.') > 0 and strpos(a.str, '\overline') = 0;
  b_decimal := strpos(b.str, '.') > 0 and strpos(b.str, '\overline') = 0;
  -- an approximate value built from a decimal of 3 or more significant digits is a rounded
  -- value (1.41421356^{1}); a short exact decimal may build one (2^{0.5} is \sqrt2)
  if a_decimal and not b_decimal and (a.prec <> 0 or b.prec <> 0) and exists (
    select 1 from regexp_matches(a.str, '(\d*\.\d+|\d+\.)', 'g') d
    where length(ltrim(replace(d[1], '.', ''), '0')) >= 3
  ) then
    return false;
  end if;
  -- a constant against an approximation can only be confirmed to the approximation's
  -- precision: 40 digits in 60-digit arithmetic, 10 in double precision (trigonometry), and
  -- a long literal inside trigonometry (123456789012\cos 0) is a guess, not a value
  if (a.prec = 0) <> (b.prec = 0) and (greatest(a.prec, b.prec) = 2 or (na = 1 and nb = 1)) then
    dec := case when a.prec = 0 then a else b end;
    other := case when a.prec = 0 then b else a end;
    x := case when other.prec = 2 then 1e10 else 1e38 end;
    if (other.prec = 2 and other.str ~ '\d{7}')
       or exists (select 1 from generate_subscripts(dec.nums, 1) as g(k) where abs(dec.nums[g.k]) >= x or dec.dens[g.k] >= x) then
      return false;
    end if;
  end if;
  if a_decimal and not b_decimal then
    null;  -- exact values only: compared below
  elsif decimals_ok and na = 1 and nb = 1 and (a.decimals is null) <> (b.decimals is null) then
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
  if not (a_decimal and not b_decimal) and na = 1 and nb = 1 and (a.decimals is null) <> (b.decimals is null)
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_proportional(a private.ans_item, b private.ans_item, positive_only boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
declare
  na int := cardinality(a.nums);
  nb int := cardinality(b.nums);
  xs numeric[] := '{}';
  ys numeric[] := '{}';
  k numeric;
  scale_ numeric := 0;
  best int;
  tol numeric;
  aligned record;
begin
  if a.kind <> 'num' or b.kind <> 'num' or na <> nb then
    return false;
  end if;
  aligned := private.ans_same_points(a, b);
  a := aligned.a;
  b := aligned.b;
  -- an answer with a decimal against a key without one: exact values only (as in ans_items_match)
  if strpos(a.str, '.') > 0 and strpos(a.str, '\overline') = 0
     and not (strpos(b.str, '.') > 0 and strpos(b.str, '\overline') = 0) and (a.prec <> 0 or b.prec <> 0)
     and exists (select 1 from regexp_matches(a.str, '(\d*\.\d+|\d+\.)', 'g') d where length(ltrim(replace(d[1], '.', ''), '0')) >= 3) then
    return false;
  end if;
  if a.prec = 0 and b.prec = 0 then
    -- exact values: proportional exactly (a_i * b_k = b_i * a_k for the largest b_k)
    for i in 1..na loop
      continue when a.nums[i] is null or b.nums[i] is null;
      if best is null or abs(b.nums[i] * b.dens[coalesce(best, i)]) > abs(b.nums[coalesce(best, i)] * b.dens[i]) then
        best := i;
      end if;
    end loop;
    if best is null or b.nums[best] = 0 or a.nums[best] = 0
       or (positive_only and sign(a.nums[best]) <> sign(b.nums[best])) then
      return false;
    end if;
    for i in 1..na loop
      continue when a.nums[i] is null or b.nums[i] is null;
      if a.nums[i] * b.nums[best] * b.dens[i] * a.dens[best] <> b.nums[i] * a.nums[best] * a.dens[i] * b.dens[best] then
        return false;
      end if;
    end loop;
    return true;
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_forms_match(a private.ans_form, b private.ans_form, lone_value boolean, ordered_lists boolean, decimals_ok boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  a_pieces int;
  b_pieces int;
  names text[];
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
      if a.lhs is null then
        return false;
      end if;
      -- (p,q) = (5,2), (7,2) names the places of its tuples
      names := case when left(a.lhs, 1) = '(' then string_to_array(substr(a.lhs, 2, length(a.lhs) - 2), ',') end;
      a := private.ans_form_of(a.rhs_text);
      a.names := coalesce(names, a.names);
      return private.ans_forms_match(a, b, lone_value, ordered_lists, decimals_ok);
    end if;
    -- a key `x = 5` accepts 5, but a key `y = 2x + 3` (a relation between variables) wants an
    -- equation: its value must be constant
    if b.lhs is null then
      return false;
    end if;
    names := case when left(b.lhs, 1) = '(' then string_to_array(substr(b.lhs, 2, length(b.lhs) - 2), ',') end;
    b := private.ans_form_of(b.rhs_text);
    b.names := coalesce(names, b.names);
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
    -- p = 5, q = 2 and (p, q) = (5, 2): the values by name
    if a.kind <> b.kind and a.names is not null and b.names is not null
       and coalesce(a.skeleton, '') in ('assign', '(' || repeat('#,', cardinality(a.names) - 1) || '#)')
       and coalesce(b.skeleton, '') in ('assign', '(' || repeat('#,', cardinality(b.names) - 1) || '#)') then
      a.kind := 'assign';
      b.kind := 'assign';
    end if;
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

  -- lists of tuples in any order, each tuple in order (by name when both name their places)
  if left(a.skeleton, 1) = 'T' or left(b.skeleton, 1) = 'T' then
    return private.ans_tuples_match(a, b, decimals_ok);
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_tuples_match(a private.ans_form, b private.ans_form, decimals_ok boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
declare
  width int;
  groups int;
  place int[] := '{}';
  used boolean[];
  found boolean;
begin
  if a.skeleton <> b.skeleton or cardinality(a.items) <> cardinality(b.items) then
    return false;
  end if;
  width := substr(a.skeleton, 2)::int;
  groups := cardinality(a.items) / width;
  -- place[t]: where the answer holds the key's t-th value (by name when both name them)
  for t in 1..width loop
    place := place || case
      when a.names is not null and b.names is not null then array_position(a.names, b.names[t])
      else t
    end;
  end loop;
  if array_position(place, null) is not null then
    return false;
  end if;
  used := array_fill(false, array[groups]);
  for i in 1..groups loop
    found := false;
    for j in 1..groups loop
      continue when used[j];
      found := true;
      for t in 1..width loop
        if not private.ans_items_match(a.items[(i - 1) * width + place[t]], b.items[(j - 1) * width + t], decimals_ok) then
          found := false;
          exit;
        end if;
      end loop;
      if found then
        used[j] := true;
        exit;
      end if;
    end loop;
    if not found then
      return false;
    end if;
  end loop;
  return true;
end;
$function$
;

revoke all on function private.ans_normalize(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answer_is_readable(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_form_of(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_rpn(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_eval(text[],integer) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_evaluate_at(text,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_evaluate(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_same_points(private.ans_item,private.ans_item) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_variable_value(text,integer) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_items_match(private.ans_item,private.ans_item,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_proportional(private.ans_item,private.ans_item,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_forms_match(private.ans_form,private.ans_form,boolean,boolean,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_tuples_match(private.ans_form,private.ans_form,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

-- The answer checker, stage 1 of 4: reading an answer (decision 0024, docs/answer-equivalence.md).
-- Normalises LaTeX and plain text, splits lists, relations and +-, and says whether an answer
-- is readable at all (unreadable answers go to a grader, decision 0025).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Functions

CREATE OR REPLACE FUNCTION private.ans_braces_to_parens(s text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_bracketed_parts(s text)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_expand_pm(parts text[])
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

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

CREATE OR REPLACE FUNCTION private.ans_split(s text, separator text)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_split_relations(s text, OUT parts text[], OUT ops text[])
 RETURNS record
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_unbox(s text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION private.answer_reading(answer text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.answer_ignored_parts(answer text)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  kinds text[] := '{}';
  s text;
  m text[];
begin
  if answer is null or length(answer) > 500 then
    return kinds;
  end if;
  if answer ~* '%|\d\s*(percent|percentage|pct)(?![a-zA-Z])' then
    kinds := kinds || 'percent'::text;
  end if;
  if answer ~* '°|\^\s*\{?\s*\\circ|\\degree(?![a-zA-Z])|\d\s*degrees?(?![a-zA-Z])' then
    kinds := kinds || 'degrees'::text;
  end if;
  s := regexp_replace(answer, '\\(text|textbf|textit|textrm|textsf|texttt|textup|textnormal|mbox|hbox|mathrm|mathbf|mathit|mathsf|mathtt|operatorname)\s*\{([^{}]*)\}', ' \2 ', 'g');
  s := replace(replace(s, '\$', ''), '$', '');
  m := regexp_match(s, '([0-9}).])\s*((square|sq\.?|cubic)\s+)?(units?|cm|centimeters?|mm|millimeters?|km|kilometers?|m|meters?|inches|inch|feet|foot|ft|yards?|miles?|cents?|dollars?|euros?|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|degrees?|mph|km/h|m/s|pounds?|lbs?|grams?|g|kg|liters?|litres?|l|ml|percent|percentage|pct|points?|ways?|(?=\s)\s+[a-zA-Z]{4,})\s*(\^\s*\{?\s*[23]\s*\}?)?\s*\.?\s*$', 'i');
  if m is not null and lower(btrim(m[4])) !~ '^(degrees?|percent|percentage|pct)$' then
    kinds := kinds || 'unit'::text;
  end if;
  if answer ~ '\d\s*(\.\.+|…)\s*$' then
    kinds := kinds || 'dots'::text;
  end if;
  return kinds;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answer_repeating_decimal(answer text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
declare
  m text[];
  digits text;
  tail text;
  unit text;
begin
  if length(answer) > 500 then
    return answer;
  end if;
  m := regexp_match(answer, '^\s*(-?\d*)\.(\d{1,40})\s*(?:\.\.\.|…|\\ldots|\\cdots|\\dots)\s*$');
  if m is null then
    return answer;
  end if;
  digits := m[2];
  -- the shortest block before the period, then the shortest period repeated at least twice
  for start_at in 0 .. length(digits) - 2 loop
    tail := substr(digits, start_at + 1);
    for period in 1 .. length(tail) / 2 loop
      unit := left(tail, period);
      if length(tail) % period = 0 and repeat(unit, length(tail) / period) = tail then
        return m[1] || '.' || left(digits, start_at) || '\overline{' || unit || '}';
      end if;
    end loop;
  end loop;
  return answer;
end;
$function$
;

-- Grants

revoke all on function private.answer_reading(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answer_is_readable(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_braces_to_parens(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_bracketed_parts(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_unbox(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_normalize(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_split(text,text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_split_relations(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_expand_pm(text[]) from public, anon, authenticated, service_role, supabase_auth_admin;

-- Comments

comment on function private.ans_normalize(text) is E'Canonical compact text of an answer: LaTeX decoration, \\boxed, units, degrees, percent and spaces removed, relations and function powers spelled one way; null over 500 characters.';

comment on function private.answer_is_readable(text) is 'True when the answer checker reads every part of the answer as math, a word or a choice letter; unreadable answers go to the grading queue.';

revoke all on function private.answer_repeating_decimal(text), private.answer_ignored_parts(text)
  from public, anon, authenticated;

comment on function private.answer_repeating_decimal(text) is
  'A decimal ending in repeated digits and dots (3.333..., 0.1666...) as a repeating decimal (3.\overline{3}); any other answer unchanged.';
comment on function private.answer_ignored_parts(text) is
  'What the answer reader drops: percent, degrees, unit, dots (trailing dots that are not a repeating decimal). The browser has the same rules.';

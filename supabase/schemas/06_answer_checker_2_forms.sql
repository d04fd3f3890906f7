-- The answer checker, stage 2 of 4: forms. The shape of an answer (a number, a list, a set,
-- an interval, an equation, an assignment) as private.ans_form, made of private.ans_item.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Types

create type "private"."ans_item" as ("kind" text, "str" text, "decimals" integer, "sig" integer, "nums" numeric[], "dens" numeric[], "prec" integer);

create type "private"."ans_form" as ("kind" text, "skeleton" text, "ordered" boolean, "norm" text, "items" private.ans_item[], "var" text, "lhs" text, "rhs_text" text, "rel" text, "names" text[]);

-- Functions

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

CREATE OR REPLACE FUNCTION private.ans_form_readable(f private.ans_form)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  if f is null then
    return false;
  end if;
  if f.kind = 'eq' then
    if f.lhs is not null then
      return private.ans_form_readable(private.ans_form_of(f.rhs_text));
    end if;
    return f.items is not null and (f.items[1]).kind = 'num';
  end if;
  return coalesce(cardinality(f.items), 0) > 0
    and not exists (select 1 from unnest(f.items) i where i.kind is null or i.kind = 'str');
end;
$function$
;

CREATE OR REPLACE FUNCTION private.ans_interval_of(parts text[], ops text[])
 RETURNS private.ans_form
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_item_of(element text)
 RETURNS private.ans_item
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_items_of(elements text[])
 RETURNS private.ans_item[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(private.ans_item_of(e) order by i), '{}')
  from unnest(elements) with ordinality as t(e, i);
$function$
;

CREATE OR REPLACE FUNCTION private.ans_rel_of_interval(f private.ans_form)
 RETURNS private.ans_form
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_str_form(s text)
 RETURNS private.ans_form
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select row('items', '#', true, s, array[row('str', s, null, null, null, null, null)::private.ans_item],
    null, null, null, null, null)::private.ans_form;
$function$
;

-- Grants

revoke all on function private.ans_form_readable(private.ans_form) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_interval_of(text[],text[]) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_items_of(text[]) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_form_of(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_item_of(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_str_form(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_rel_of_interval(private.ans_form) from public, anon, authenticated, service_role, supabase_auth_admin;

-- Comments

comment on function private.ans_form_of(text) is 'Parses a normalised answer into its structure and evaluated elements (see the type private.ans_form).';

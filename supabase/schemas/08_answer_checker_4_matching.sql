-- The answer checker, stage 4 of 4: matching. Compares a submitted form with each accepted
-- answer under the problem's options (private.problem_answer_options) and gives the verdict
-- (private.verdict_from_key, called by public.submit_answer).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "private"."problem_answer_options" (
    "problem_id" uuid not null,
    "options" jsonb not null,
    "updated_at" timestamp with time zone not null default now()
);

-- Functions

CREATE OR REPLACE FUNCTION private.ans_difference(lhs text, rhs text)
 RETURNS private.ans_item
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select private.ans_evaluate('(' || lhs || ')-(' || rhs || ')');
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

CREATE OR REPLACE FUNCTION private.ans_items_match_unordered(a private.ans_item[], b private.ans_item[], decimals_ok boolean, as_sets boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION private.ans_unions_match(a private.ans_form, b private.ans_form, decimals_ok boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.ans_values_equal(n1 numeric, d1 numeric, p1 integer, n2 numeric, d2 numeric, p2 integer)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.answer_options(problem_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select o.options from private.problem_answer_options o where o.problem_id = answer_options.problem_id), '{}'::jsonb);
$function$
;

CREATE OR REPLACE FUNCTION private.answers_match(submitted text, expected text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select private.answers_match(submitted, expected, '{}'::jsonb);
$function$
;

CREATE OR REPLACE FUNCTION private.answers_match(submitted text, expected text, options jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.set_answer_options(problem_id uuid, options jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.verdict_from_key(problem_id uuid, submitted text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  accepted text[];
  expected text;
  options jsonb;
  reading text := private.answer_repeating_decimal(submitted);
  ignored text[];
  key_kinds text[] := '{}';
begin
  select k.answers into accepted from private.problem_answer_keys k where k.problem_id = verdict_from_key.problem_id;
  if accepted is null then
    return null;
  end if;
  options := private.answer_options(verdict_from_key.problem_id);
  foreach expected in array accepted loop
    if private.answers_match(reading, expected, options) then
      return 'correct';
    end if;
  end loop;
  if not private.answer_is_readable(reading) then
    return null;
  end if;
  ignored := private.answer_ignored_parts(reading);
  if cardinality(ignored) > 0 then
    foreach expected in array accepted loop
      key_kinds := key_kinds || private.answer_ignored_parts(expected);
    end loop;
    if exists (select 1 from unnest(ignored) as k(kind) where k.kind <> all (key_kinds)) then
      return null;
    end if;
  end if;
  return 'incorrect';
end;
$function$
;

-- Indexes

CREATE UNIQUE INDEX problem_answer_options_pkey ON private.problem_answer_options USING btree (problem_id);

-- Constraints

alter table "private"."problem_answer_options" add constraint "problem_answer_options_pkey" PRIMARY KEY using index "problem_answer_options_pkey";

alter table "private"."problem_answer_options" add constraint "problem_answer_options_options_check" CHECK ((jsonb_typeof(options) = 'object'::text)) not valid;

alter table "private"."problem_answer_options" validate constraint "problem_answer_options_options_check";

alter table "private"."problem_answer_options" add constraint "problem_answer_options_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "private"."problem_answer_options" validate constraint "problem_answer_options_problem_id_fkey";

-- Row-level security

alter table "private"."problem_answer_options" enable row level security;

-- Grants

revoke all on table private.problem_answer_options from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_match(text,text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.verdict_from_key(uuid,text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_difference(text,text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answer_options(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_match(text,text,jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_values_equal(numeric,numeric,integer,numeric,numeric,integer) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.set_answer_options(uuid,jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_items_match(private.ans_item,private.ans_item,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_items_match_unordered(private.ans_item[],private.ans_item[],boolean,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_proportional(private.ans_item,private.ans_item,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_forms_match(private.ans_form,private.ans_form,boolean,boolean,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_tuples_match(private.ans_form,private.ans_form,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.ans_unions_match(private.ans_form,private.ans_form,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

-- Comments

comment on table private.problem_answer_options is 'Per-problem answer checking options (lone_value, ordered_lists, decimals: booleans) overriding the defaults of private.answers_match. No API role has any privilege here.';

comment on function private.answers_match(text,text) is 'True when the submitted answer is mathematically the same as the expected one, with the default options (see docs/answer-equivalence.md).';

comment on function private.answers_match(text,text,jsonb) is 'True when the submitted answer is mathematically the same as the expected one, under the given per-problem options (see docs/answer-equivalence.md).';

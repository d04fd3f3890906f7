-- Practice: solutions, hints, giving up, progress (decision 0026), and who may read a
-- solution (authz.can_read_solution).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "private"."give_up_origins" (
    "user_id" uuid not null,
    "problem_id" uuid not null,
    "client_address" text not null,
    "given_up_at" timestamp with time zone not null default clock_timestamp()
);

create table "private"."problem_hints" (
    "problem_id" uuid not null,
    "position" integer not null,
    "body" text not null
);

create table "private"."problem_solutions" (
    "problem_id" uuid not null,
    "body" text not null,
    "attachment_path" text,
    "public_after_contest" boolean not null default true,
    "updated_by" uuid,
    "updated_at" timestamp with time zone not null default now()
);

create table "public"."hint_reveals" (
    "id" bigint generated always as identity not null,
    "user_id" uuid not null,
    "problem_id" uuid not null,
    "position" integer not null,
    "revealed_at" timestamp with time zone not null default now()
);

create table "public"."problem_give_ups" (
    "id" bigint generated always as identity not null,
    "user_id" uuid not null,
    "problem_id" uuid not null,
    "given_up_at" timestamp with time zone not null default now()
);

-- Functions

CREATE OR REPLACE FUNCTION authz.can_read_solution(problem_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
    when authz.is_approved_staff() then true
    when not authz.can_see_problem(can_read_solution.problem_id) then false
    when authz.problem_in_running_contest(can_read_solution.problem_id) then false
    else authz.has_solved(can_read_solution.problem_id)
      or authz.has_given_up(can_read_solution.problem_id)
      or exists (
        select 1
        from private.problem_solutions s
        join public.contest_problems cp on cp.problem_id = s.problem_id
        join public.contests c on c.id = cp.contest_id
        where s.problem_id = can_read_solution.problem_id and s.public_after_contest and c.end_time <= now()
      )
  end
$function$
;

CREATE OR REPLACE FUNCTION authz.can_read_solution_attachment(object_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from private.problem_solutions s
    where s.attachment_path = object_name and authz.can_read_solution(s.problem_id)
  )
$function$
;

CREATE OR REPLACE FUNCTION authz.has_given_up(problem_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.problem_give_ups g
    where g.problem_id = has_given_up.problem_id and g.user_id = auth.uid()
  )
$function$
;

CREATE OR REPLACE FUNCTION authz.my_problem_progress()
 RETURNS TABLE(problem_id uuid, best_marks integer, answered boolean, gave_up boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER ROWS 50
 SET search_path TO ''
AS $function$
  select coalesce(a.problem_id, g.problem_id), a.best_marks, a.problem_id is not null, g.problem_id is not null
  from (
    select an.problem_id, max(an.marks_awarded) as best_marks
    from public.answers an
    where an.user_id = (select auth.uid())
    group by an.problem_id
  ) as a
  full join (
    select gu.problem_id from public.problem_give_ups gu where gu.user_id = (select auth.uid())
  ) as g on g.problem_id = a.problem_id
  where auth.uid() is not null
$function$
;

CREATE OR REPLACE FUNCTION private.apply_problem_solution(problem_id uuid, payload jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  author_id uuid;
  solution jsonb;
  solution_body text;
  solution_path text;
  old_path text;
  allow_after_contest boolean;
  hint_texts text[];
  hint_value jsonb;
begin
  select pr.created_by into author_id from public.problems pr where pr.id = apply_problem_solution.problem_id;
  if not found then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  -- API callers (a signed-in JWT) must be the author (approved staff) or an approved admin.
  if auth.uid() is not null
    and not ((author_id = auth.uid() and authz.is_approved_staff()) or authz.is_approved_admin()) then
    raise exception 'Only the problem''s author or an approved admin can write its solution and hints.'
      using errcode = '42501';
  end if;
  if payload is null then
    return;
  end if;
  if jsonb_typeof(payload) <> 'object' then
    raise exception 'The solution payload must be an object with optional solution and hints.' using errcode = '22023';
  end if;
  -- Other keys (the problem's own fields in save_problem's payload) are not ours: ignored.
  if payload ? 'solution' then
    solution := payload -> 'solution';
    if jsonb_typeof(solution) = 'null' then
      delete from private.problem_solutions s where s.problem_id = apply_problem_solution.problem_id;
    elsif jsonb_typeof(solution) <> 'object' then
      raise exception 'solution must be an object { body, attachment_path, public_after_contest } or null.'
        using errcode = '22023';
    else
      if jsonb_typeof(solution -> 'body') is distinct from 'string' then
        raise exception 'The solution needs a text body.' using errcode = '22023';
      end if;
      solution_body := regexp_replace(solution ->> 'body', '^[[:space:]]+|[[:space:]]+$', '', 'g');
      if solution_body = '' then
        raise exception 'The solution cannot be empty (send null to remove it).' using errcode = '22023';
      end if;
      if char_length(solution_body) > 50000 then
        raise exception 'The solution is too long: at most 50000 characters.' using errcode = '22023';
      end if;
      if coalesce(jsonb_typeof(solution -> 'attachment_path'), 'null') not in ('null', 'string') then
        raise exception 'attachment_path must be text or null.' using errcode = '22023';
      end if;
      solution_path := nullif(btrim(solution ->> 'attachment_path'), '');
      select s.attachment_path into old_path
      from private.problem_solutions s where s.problem_id = apply_problem_solution.problem_id;
      if solution_path is not null and solution_path is distinct from old_path then
        if char_length(solution_path) > 1024
          or solution_path ~ '(^|/)\.{0,2}(/|$)'
          or position(E'\\' in solution_path) > 0
          or split_part(solution_path, '/', 1) not in (author_id::text, coalesce(auth.uid(), author_id)::text)
        then
          raise exception 'A solution attachment must be a file in the problem author''s or your folder of the attachments bucket.'
            using errcode = '22023';
        end if;
        if not exists (
          select 1 from storage.objects o where o.bucket_id = 'attachments' and o.name = solution_path
        ) then
          raise exception 'The solution attachment was not found: upload it again.' using errcode = '22023';
        end if;
      end if;
      if coalesce(jsonb_typeof(solution -> 'public_after_contest'), 'null') not in ('null', 'boolean') then
        raise exception 'public_after_contest must be true or false.' using errcode = '22023';
      end if;
      allow_after_contest := coalesce((solution ->> 'public_after_contest')::boolean, true);

      insert into private.problem_solutions as s
        (problem_id, body, attachment_path, public_after_contest, updated_by, updated_at)
      values (apply_problem_solution.problem_id, solution_body, solution_path, allow_after_contest, auth.uid(), now())
      on conflict on constraint problem_solutions_pkey do update
        set body = excluded.body, attachment_path = excluded.attachment_path,
            public_after_contest = excluded.public_after_contest,
            updated_by = excluded.updated_by, updated_at = excluded.updated_at;
    end if;
  end if;

  if payload ? 'hints' then
    if jsonb_typeof(payload -> 'hints') <> 'array' then
      raise exception 'hints must be a list of at most 3 texts.' using errcode = '22023';
    end if;
    hint_texts := '{}';
    for hint_value in select value from jsonb_array_elements(payload -> 'hints') loop
      if jsonb_typeof(hint_value) <> 'string' then
        raise exception 'Each hint must be a text.' using errcode = '22023';
      end if;
      -- Blank entries (an empty form field) are skipped, the others keep their order.
      if hint_value #>> '{}' ~ '[^[:space:]]' then
        hint_texts := hint_texts || regexp_replace(hint_value #>> '{}', '^[[:space:]]+|[[:space:]]+$', '', 'g');
      end if;
    end loop;
    if cardinality(hint_texts) > 3 then
      raise exception 'A problem has at most 3 hints.' using errcode = '22023';
    end if;
    if exists (select 1 from unnest(hint_texts) h where char_length(h) > 5000) then
      raise exception 'A hint is too long: at most 5000 characters.' using errcode = '22023';
    end if;
    delete from private.problem_hints h where h.problem_id = apply_problem_solution.problem_id;
    insert into private.problem_hints (problem_id, position, body)
    select apply_problem_solution.problem_id, t.ordinality::integer, t.body
    from unnest(hint_texts) with ordinality as t (body, ordinality);
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.refuse_answers_after_give_up()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
    select 1 from public.problem_give_ups g where g.user_id = new.user_id and g.problem_id = new.problem_id
  ) then
    raise exception 'You gave up on this problem, so it no longer accepts your answers.'
      using errcode = '42501', hint = 'Its solution is open to you on the problem page.';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.give_up_problem(problem_id uuid)
 RETURNS problem_give_ups
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  recorded public.problem_give_ups;
  address text := left(private.client_address(), 100);
begin
  if me is null then
    raise exception 'Please log in to give up on a problem.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students give up on problems.' using errcode = '42501';
  end if;
  if not authz.can_see_problem(give_up_problem.problem_id) then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  if authz.problem_in_running_contest(give_up_problem.problem_id) then
    raise exception 'This problem is in a running contest: its solution opens when the contest ends.'
      using errcode = '42501';
  end if;
  -- The same lock as submit_answer: an answer and a give-up of one student never interleave.
  perform 1 from public.profiles p where p.id = me for update;
  -- Free accounts do not multiply the solutions one address can open: at most 20 give-ups an
  -- hour from one address, whichever accounts asked.
  if address is not null then
    perform pg_advisory_xact_lock(hashtextextended('give-up-address:' || address, 0));
    if (select count(*) from private.give_up_origins o
        where o.client_address = address and o.given_up_at > clock_timestamp() - interval '1 hour') >= 20 then
      raise exception 'Too many give-ups from your network: wait an hour before giving up on another problem.'
        using errcode = 'P0001';
    end if;
  end if;
  if authz.has_solved(give_up_problem.problem_id) then
    raise exception 'You have solved this problem: its solution is already open to you.' using errcode = '22023';
  end if;

  insert into public.problem_give_ups (user_id, problem_id, given_up_at)
  values (me, give_up_problem.problem_id, clock_timestamp())
  on conflict on constraint problem_give_ups_once do nothing;
  if found and address is not null then
    insert into private.give_up_origins (user_id, problem_id, client_address)
    values (me, give_up_problem.problem_id, address);
  end if;
  select * into recorded from public.problem_give_ups g where g.user_id = me and g.problem_id = give_up_problem.problem_id;
  return recorded;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.hint_reveals_for_answers(answer_ids uuid[])
 RETURNS TABLE(answer_id uuid, hint_number integer, body text, revealed_at timestamp with time zone, before_answer boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin see revealed hints.' using errcode = '42501';
  end if;
  if cardinality(answer_ids) > 100 then
    raise exception 'Ask for at most 100 answers at a time.' using errcode = '22023';
  end if;
  return query
  select a.id, r.position, h.body, r.revealed_at, r.revealed_at <= a.submitted_at
  from public.answers a
  join public.hint_reveals r on r.user_id = a.user_id and r.problem_id = a.problem_id
  join private.problem_hints h on h.problem_id = r.problem_id and h.position = r.position
  where a.id = any (answer_ids)
  order by a.id, r.position;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.my_progress()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
 SET enable_seqscan TO 'off'
AS $function$
  with mine as (
    select * from authz.my_problem_progress()
  ),
  -- Available problems per cell from the problems (and their policies) alone; the caller's
  -- few touched problems joined by key; no join over every problem.
  available as (
    select p.topic, p.difficulty, count(*)::integer as available
    from public.problems p
    group by p.topic, p.difficulty
  ),
  touched as (
    select p.topic, p.difficulty,
      count(*) filter (where m.best_marks >= p.marks)::integer as solved,
      count(*) filter (where not coalesce(m.best_marks >= p.marks, false))::integer as attempted
    from mine m
    join public.problems p on p.id = m.problem_id
    group by p.topic, p.difficulty
  ),
  cells as (
    select a.topic, a.difficulty, a.available, coalesce(t.solved, 0) as solved, coalesce(t.attempted, 0) as attempted
    from available a
    left join touched t on t.topic = a.topic and t.difficulty = a.difficulty
  ),
  activity as (
    select 'answer' as kind, a.problem_id, a.submitted_at as at, a.status, a.marks_awarded
    from public.answers a
    -- (select ...): a plain auth.uid() is not leakproof, so it would run after the answers
    -- policy and force a sequential scan of every answer.
    where a.user_id = (select auth.uid())
    union all
    select 'give_up', g.problem_id, g.given_up_at, null, null
    from public.problem_give_ups g
    where g.user_id = (select auth.uid())
    order by at desc
    limit 8
  )
  select jsonb_build_object(
    'cells', coalesce((
      select jsonb_agg(jsonb_build_object('topic', c.topic, 'difficulty', c.difficulty,
        'available', c.available, 'solved', c.solved, 'attempted', c.attempted)
        order by c.topic, c.difficulty)
      from cells c
    ), '[]'),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object('kind', r.kind, 'problem_id', r.problem_id, 'title', p.title,
        'topic', p.topic, 'difficulty', p.difficulty, 'at', r.at, 'status', r.status,
        'marks_awarded', r.marks_awarded, 'marks', p.marks)
        order by r.at desc)
      from activity r
      join public.problems p on p.id = r.problem_id
    ), '[]')
  )
  where auth.uid() is not null
$function$
;

CREATE OR REPLACE FUNCTION public.problem_practice(problem_id uuid, locale text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  staff boolean := authz.is_approved_staff();
  student boolean := coalesce(authz.approved_role() = 'contestant', false);
  pid uuid := problem_practice.problem_id;
  wanted text := problem_practice.locale;
  locked boolean;
  solved boolean;
  gave_up timestamptz;
  attempted boolean;
  total_hints integer;
  revealed jsonb;
  revealed_count integer;
  solution_row private.problem_solutions;
  solution_translated text;
  readable boolean;
  next_one jsonb;
begin
  if not authz.can_see_problem(pid) then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  locked := authz.problem_in_running_contest(pid);
  solved := me is not null and authz.has_solved(pid);
  select g.given_up_at into gave_up from public.problem_give_ups g where g.user_id = me and g.problem_id = pid;
  attempted := me is not null and exists (select 1 from public.answers a where a.user_id = me and a.problem_id = pid);
  select count(*) into total_hints from private.problem_hints h where h.problem_id = pid;

  -- A translated hint is returned exactly where its original is: the same rows, another body.
  if staff then
    select coalesce(jsonb_agg(jsonb_build_object('position', h.position, 'body', coalesce(ht.body, h.body),
      'revealed_at', null, 'locale', ht.locale) order by h.position), '[]') into revealed
    from private.problem_hints h
    left join private.problem_hint_translations ht
      on ht.problem_id = h.problem_id and ht.position = h.position and ht.locale = wanted
    where h.problem_id = pid;
  elsif me is not null and not locked then
    select coalesce(jsonb_agg(jsonb_build_object('position', h.position, 'body', coalesce(ht.body, h.body),
      'revealed_at', r.revealed_at, 'locale', ht.locale) order by h.position), '[]') into revealed
    from public.hint_reveals r
    join private.problem_hints h on h.problem_id = r.problem_id and h.position = r.position
    left join private.problem_hint_translations ht
      on ht.problem_id = h.problem_id and ht.position = h.position and ht.locale = wanted
    where r.user_id = me and r.problem_id = pid;
  else
    revealed := '[]';
  end if;
  revealed_count := jsonb_array_length(revealed);

  select * into solution_row from private.problem_solutions s where s.problem_id = pid;
  readable := solution_row.problem_id is not null and authz.can_read_solution(pid);
  if readable and wanted is not null then
    select st.body into solution_translated
    from private.problem_solution_translations st where st.problem_id = pid and st.locale = wanted;
  end if;

  if solved and not staff then
    select jsonb_build_object('id', pr.id, 'title', pr.title, 'topic', pr.topic, 'difficulty', pr.difficulty)
    into next_one
    from public.problems pr, public.problems here
    where here.id = pid
      and pr.topic = here.topic and pr.id <> here.id
      and authz.can_see_problem(pr.id)
      and not exists (
        select 1 from public.answers a
        where a.user_id = me and a.problem_id = pr.id and a.marks_awarded >= pr.marks
      )
      and not exists (select 1 from public.problem_give_ups g where g.user_id = me and g.problem_id = pr.id)
    order by abs(array_position(array['Juniors', 'Seniors', 'PAMO', 'IMO'], pr.difficulty)
        - array_position(array['Juniors', 'Seniors', 'PAMO', 'IMO'], here.difficulty)),
      exists (select 1 from public.answers a where a.user_id = me and a.problem_id = pr.id),
      pr.created_at desc, pr.id
    limit 1;
  end if;

  return jsonb_build_object(
    'status', case when me is null then null when solved then 'solved' when attempted or gave_up is not null
      then 'attempted' else 'not_tried' end,
    'gave_up_at', gave_up,
    'locked', locked,
    'hint_count', total_hints,
    'hints', revealed,
    'can_reveal_hint', student and not locked and not staff and revealed_count < total_hints,
    'has_solution', solution_row.problem_id is not null,
    'solution', case when readable then jsonb_build_object(
      'body', coalesce(solution_translated, solution_row.body),
      'locale', case when solution_translated is not null then wanted end,
      'attachment_path', solution_row.attachment_path,
      'public_after_contest', solution_row.public_after_contest) end,
    'can_give_up', student and not locked and not solved and gave_up is null,
    'next_problem', next_one
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.problem_solve_status(problem problems)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when auth.uid() is null then null
    when mine.best_marks >= problem.marks then 'solved'
    when mine.gave_up then 'gave_up'
    when mine.problem_id is not null then 'attempted'
    else 'not_tried'
  end
  from (select 1) as one
  left join authz.my_problem_progress() as mine on mine.problem_id = problem.id
$function$
;

CREATE OR REPLACE FUNCTION public.reveal_next_hint(problem_id uuid)
 RETURNS TABLE(hint_number integer, body text, revealed_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  next_position integer;
  hint_body text;
  stamp timestamptz := clock_timestamp();
begin
  if me is null then
    raise exception 'Please log in to reveal a hint.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students reveal hints.' using errcode = '42501';
  end if;
  if not authz.can_see_problem(reveal_next_hint.problem_id) then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  if authz.problem_in_running_contest(reveal_next_hint.problem_id) then
    raise exception 'Hints are locked while this problem is in a running contest.' using errcode = '42501';
  end if;
  -- One student's reveals are serialised, so two clicks cannot skip a hint.
  perform 1 from public.profiles p where p.id = me for update;

  select h.position, h.body into next_position, hint_body
  from private.problem_hints h
  where h.problem_id = reveal_next_hint.problem_id
    and not exists (
      select 1 from public.hint_reveals r
      where r.user_id = me and r.problem_id = h.problem_id and r.position = h.position
    )
  order by h.position
  limit 1;
  if next_position is null then
    raise exception 'There are no more hints for this problem.' using errcode = 'PT404';
  end if;

  insert into public.hint_reveals (user_id, problem_id, position, revealed_at)
  values (me, reveal_next_hint.problem_id, next_position, stamp);
  return query select next_position, hint_body, stamp;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.set_problem_solution(problem_id uuid, payload jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.uid() is null then
    raise exception 'Please log in to write a solution.' using errcode = '42501';
  end if;
  perform private.apply_problem_solution(set_problem_solution.problem_id, set_problem_solution.payload);
end;
$function$
;

-- Indexes

CREATE INDEX give_up_origins_address_idx ON private.give_up_origins USING btree (client_address, given_up_at DESC);

CREATE UNIQUE INDEX give_up_origins_pkey ON private.give_up_origins USING btree (user_id, problem_id);

CREATE UNIQUE INDEX problem_hints_pkey ON private.problem_hints USING btree (problem_id, "position");

CREATE INDEX problem_solutions_attachment_path_idx ON private.problem_solutions USING btree (attachment_path) WHERE (attachment_path IS NOT NULL);

CREATE UNIQUE INDEX problem_solutions_pkey ON private.problem_solutions USING btree (problem_id);

CREATE UNIQUE INDEX hint_reveals_once ON public.hint_reveals USING btree (user_id, problem_id, "position");

CREATE UNIQUE INDEX hint_reveals_pkey ON public.hint_reveals USING btree (id);

CREATE INDEX hint_reveals_problem_idx ON public.hint_reveals USING btree (problem_id);

CREATE UNIQUE INDEX problem_give_ups_once ON public.problem_give_ups USING btree (user_id, problem_id);

CREATE UNIQUE INDEX problem_give_ups_pkey ON public.problem_give_ups USING btree (id);

CREATE INDEX problem_give_ups_problem_idx ON public.problem_give_ups USING btree (problem_id);

-- Constraints

alter table "private"."give_up_origins" add constraint "give_up_origins_pkey" PRIMARY KEY using index "give_up_origins_pkey";

alter table "private"."problem_hints" add constraint "problem_hints_pkey" PRIMARY KEY using index "problem_hints_pkey";

alter table "private"."problem_solutions" add constraint "problem_solutions_pkey" PRIMARY KEY using index "problem_solutions_pkey";

alter table "public"."hint_reveals" add constraint "hint_reveals_pkey" PRIMARY KEY using index "hint_reveals_pkey";

alter table "public"."problem_give_ups" add constraint "problem_give_ups_pkey" PRIMARY KEY using index "problem_give_ups_pkey";

alter table "private"."give_up_origins" add constraint "give_up_origins_client_address_check" CHECK ((char_length(client_address) <= 100)) not valid;

alter table "private"."give_up_origins" validate constraint "give_up_origins_client_address_check";

alter table "private"."give_up_origins" add constraint "give_up_origins_user_id_problem_id_fkey" FOREIGN KEY (user_id, problem_id) REFERENCES problem_give_ups(user_id, problem_id) ON DELETE CASCADE not valid;

alter table "private"."give_up_origins" validate constraint "give_up_origins_user_id_problem_id_fkey";

alter table "private"."problem_hints" add constraint "problem_hints_body_check" CHECK ((((char_length(body) >= 1) AND (char_length(body) <= 5000)) AND (body ~ '[^[:space:]]'::text))) not valid;

alter table "private"."problem_hints" validate constraint "problem_hints_body_check";

alter table "private"."problem_hints" add constraint "problem_hints_position_check" CHECK ((("position" >= 1) AND ("position" <= 3))) not valid;

alter table "private"."problem_hints" validate constraint "problem_hints_position_check";

alter table "private"."problem_hints" add constraint "problem_hints_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "private"."problem_hints" validate constraint "problem_hints_problem_id_fkey";

alter table "private"."problem_solutions" add constraint "problem_solutions_attachment_path_check" CHECK (((attachment_path IS NULL) OR (((char_length(attachment_path) >= 1) AND (char_length(attachment_path) <= 1024)) AND (attachment_path !~ '(^|/)\.{0,2}(/|$)'::text) AND (POSITION(('\'::text) IN (attachment_path)) = 0)))) not valid;

alter table "private"."problem_solutions" validate constraint "problem_solutions_attachment_path_check";

alter table "private"."problem_solutions" add constraint "problem_solutions_body_check" CHECK ((((char_length(body) >= 1) AND (char_length(body) <= 50000)) AND (body ~ '[^[:space:]]'::text))) not valid;

alter table "private"."problem_solutions" validate constraint "problem_solutions_body_check";

alter table "private"."problem_solutions" add constraint "problem_solutions_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "private"."problem_solutions" validate constraint "problem_solutions_problem_id_fkey";

alter table "private"."problem_solutions" add constraint "problem_solutions_updated_by_fkey" FOREIGN KEY (updated_by) REFERENCES profiles(id) ON DELETE SET NULL not valid;

alter table "private"."problem_solutions" validate constraint "problem_solutions_updated_by_fkey";

alter table "public"."hint_reveals" add constraint "hint_reveals_once" UNIQUE using index "hint_reveals_once";

alter table "public"."hint_reveals" add constraint "hint_reveals_position_check" CHECK ((("position" >= 1) AND ("position" <= 3))) not valid;

alter table "public"."hint_reveals" validate constraint "hint_reveals_position_check";

alter table "public"."hint_reveals" add constraint "hint_reveals_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "public"."hint_reveals" validate constraint "hint_reveals_problem_id_fkey";

alter table "public"."hint_reveals" add constraint "hint_reveals_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."hint_reveals" validate constraint "hint_reveals_user_id_fkey";

alter table "public"."problem_give_ups" add constraint "problem_give_ups_once" UNIQUE using index "problem_give_ups_once";

alter table "public"."problem_give_ups" add constraint "problem_give_ups_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "public"."problem_give_ups" validate constraint "problem_give_ups_problem_id_fkey";

alter table "public"."problem_give_ups" add constraint "problem_give_ups_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."problem_give_ups" validate constraint "problem_give_ups_user_id_fkey";

-- Views

create or replace view "public"."problems_with_progress" with (security_invoker = true) as  SELECT p.id,
    p.title,
    p.content,
    p.topic,
    p.difficulty,
    p.marks,
    p.is_public,
    p.created_by,
    p.attachment_path,
    p.created_at,
        CASE
            WHEN (( SELECT auth.uid() AS uid) IS NULL) THEN NULL::text
            WHEN (mine.best_marks >= p.marks) THEN 'solved'::text
            WHEN mine.gave_up THEN 'gave_up'::text
            WHEN (mine.problem_id IS NOT NULL) THEN 'attempted'::text
            ELSE 'not_tried'::text
        END AS solve_status,
    array_position(ARRAY['Juniors'::text, 'Seniors'::text, 'PAMO'::text, 'IMO'::text], p.difficulty) AS difficulty_rank,
    p.solver_count
   FROM (problems p
     LEFT JOIN authz.my_problem_progress() mine(problem_id, best_marks, answered, gave_up) ON ((mine.problem_id = p.id)));

-- Search (decision 0061): in this file because it returns rows of problems_with_progress.

create or replace function public.search_problems(search text, sort text default 'relevance')
 returns setof public.problems_with_progress
 language sql
 stable
as $function$
  select v.*
  from authz.problem_search_terms(search_problems.search, search_problems.sort) as terms
  cross join lateral authz.problem_search_hits(terms.matcher, terms.title_pattern) as hit
  join public.problems_with_progress v on v.id = hit.id
  order by
    case when search_problems.sort = 'difficulty' then v.difficulty_rank end,
    case when search_problems.sort = 'solved' then v.solver_count end desc,
    case when search_problems.sort = 'relevance' then hit.rank end desc,
    v.created_at desc, v.id
$function$;

-- Row-level security

alter table "private"."give_up_origins" enable row level security;

alter table "private"."problem_hints" enable row level security;

alter table "private"."problem_solutions" enable row level security;

alter table "public"."hint_reveals" enable row level security;

alter table "public"."problem_give_ups" enable row level security;

-- Policies

create policy "hint_reveals: students read their own, approved staff read all"
  on "public"."hint_reveals"
  as permissive
  for select
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)));

create policy "problem_give_ups: students read their own, approved staff read "
  on "public"."problem_give_ups"
  as permissive
  for select
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)));

-- Triggers

CREATE TRIGGER answers_refuse_after_give_up BEFORE INSERT ON public.answers FOR EACH ROW EXECUTE FUNCTION private.refuse_answers_after_give_up();

-- Grants

revoke all on table private.problem_solutions from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on table private.problem_hints from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on table public.hint_reveals from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.hint_reveals to authenticated;
grant all on table public.hint_reveals to service_role;

revoke all on table public.problem_give_ups from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.problem_give_ups to authenticated;
grant all on table public.problem_give_ups to service_role;

revoke all on table public.problems_with_progress from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.problems_with_progress to anon;
grant select on table public.problems_with_progress to authenticated;
grant select on table public.problems_with_progress to service_role;

revoke all on table private.give_up_origins from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function authz.has_given_up(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.has_given_up(uuid) to anon;
grant execute on function authz.has_given_up(uuid) to authenticated;
grant execute on function authz.has_given_up(uuid) to service_role;

revoke all on function authz.can_read_solution(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.can_read_solution(uuid) to anon;
grant execute on function authz.can_read_solution(uuid) to authenticated;
grant execute on function authz.can_read_solution(uuid) to service_role;

revoke all on function authz.can_read_solution_attachment(text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.can_read_solution_attachment(text) to anon;
grant execute on function authz.can_read_solution_attachment(text) to authenticated;
grant execute on function authz.can_read_solution_attachment(text) to service_role;

revoke all on function public.set_problem_solution(uuid,jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.set_problem_solution(uuid,jsonb) to authenticated;
grant execute on function public.set_problem_solution(uuid,jsonb) to service_role;

revoke all on function public.problem_practice(uuid,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.problem_practice(uuid,text) to anon;
grant execute on function public.problem_practice(uuid,text) to authenticated;
grant execute on function public.problem_practice(uuid,text) to service_role;

revoke all on function public.hint_reveals_for_answers(uuid[]) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.hint_reveals_for_answers(uuid[]) to authenticated;
grant execute on function public.hint_reveals_for_answers(uuid[]) to service_role;

revoke all on function authz.my_problem_progress() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.my_problem_progress() to anon;
grant execute on function authz.my_problem_progress() to authenticated;
grant execute on function authz.my_problem_progress() to service_role;

revoke all on function public.problem_solve_status(public.problems) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.problem_solve_status(public.problems) to anon;
grant execute on function public.problem_solve_status(public.problems) to authenticated;
grant execute on function public.problem_solve_status(public.problems) to service_role;

revoke all on function public.my_progress() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.my_progress() to authenticated;
grant execute on function public.my_progress() to service_role;

revoke all on function private.refuse_answers_after_give_up() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.apply_problem_solution(uuid,jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.reveal_next_hint(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.reveal_next_hint(uuid) to authenticated;
grant execute on function public.reveal_next_hint(uuid) to service_role;

revoke all on function public.give_up_problem(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.give_up_problem(uuid) to authenticated;
grant execute on function public.give_up_problem(uuid) to service_role;

-- Comments

comment on table private.problem_solutions is 'The official solution of a problem (LaTeX, optional attachment). Read only through public.problem_practice under authz.can_read_solution.';

comment on table private.problem_hints is 'Up to three ordered hints of a problem, revealed to a student one at a time (public.reveal_next_hint).';

comment on table public.hint_reveals is 'Which hints a student revealed and when (no hint text). Written only by public.reveal_next_hint; read by the student and approved staff.';

comment on table public.problem_give_ups is 'A student gave up on a problem: its solution opens to them and they can no longer answer it. Final; written only by public.give_up_problem.';


comment on table private.give_up_origins is 'The client address of each give-up, for the per-address give-up limit; no API role reads it.';

comment on column private.problem_solutions.public_after_contest is 'When true, everyone who may see the problem reads the solution once a contest using it has ended.';

comment on function authz.has_given_up(uuid) is 'True when the caller gave up on the problem.';

comment on function authz.can_read_solution(uuid) is 'Who reads a problem''s solution (and spoiler comments): staff; else not during a running contest; else solvers, those who gave up, and everyone after an ended contest if the author allowed it.';

comment on function public.set_problem_solution(uuid,jsonb) is 'Writes the solution and hints of a problem (payload keys solution, hints; see private.apply_problem_solution); its author (approved staff) or an approved admin.';

comment on function public.problem_practice(uuid,text) is 'The practice state of one problem for the caller: progress, revealed hints, the solution when the rule allows it, the next problem once solved. With a locale, each hint and the solution in that language when translated (its locale given), else the original.';

comment on function public.reveal_next_hint(uuid) is 'Reveals (and records) the caller''s next hint of a problem; approved students, never while a contest using the problem runs.';

comment on function public.give_up_problem(uuid) is 'The caller (an approved student) gives up on a problem: final; the solution opens and answers to it are refused.';

comment on function public.hint_reveals_for_answers(uuid[]) is 'Approved staff: for each answer, the hints its student revealed on that problem, when, and whether before the answer.';

comment on function authz.my_problem_progress() is 'The signed-in caller''s best marks and give-ups per problem (their own rows only; empty for visitors).';

comment on function public.problem_solve_status(public.problems) is 'The caller''s status on a problem: solved (full marks), gave_up (gave up, not solved), attempted, not_tried; null for visitors.';

comment on function public.my_progress() is 'The signed-in caller''s progress: per topic and difficulty the problems available, solved and attempted, and the last 8 answers or give-ups.';

comment on function private.apply_problem_solution(uuid,jsonb) is 'Validates and writes a problem''s solution and hints from the save payload (keys solution, hints); author (approved staff) or approved admin.';

comment on view public.problems_with_progress is
  'Problems with the caller''s solve_status (solved, gave_up, attempted, not_tried; null for visitors), difficulty_rank (1 Juniors .. 4 IMO) and solver_count. Security invoker: the problems policies apply.';

revoke all on function public.search_problems(text,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.search_problems(text,text) to anon;
grant execute on function public.search_problems(text,text) to authenticated;
grant execute on function public.search_problems(text,text) to service_role;

comment on function authz.problem_search_hits(tsquery,text) is
  'Candidates of a search (id, ts_rank) by index, whoever may see them: only public.search_problems calls it, and keeps the rows the caller may see. Decision 0061.';

comment on function public.search_problems(text,text) is
  'The problems the caller may see that match the words (websearch_to_tsquery over search_vector, or the title containing the text) in the order asked: relevance (ts_rank, then newest), newest, difficulty (easiest first) or solved (most solved first); filters and paging apply on top. Decision 0061.';

-- Contests: contests, their problems, registrations and the scoreboard (decisions 0021-0023),
-- and the contest side of answers (the gate and the standings kept by triggers).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "private"."contest_problem_results" (
    "contest_id" uuid not null,
    "user_id" uuid not null,
    "problem_id" uuid not null,
    "best_marks" integer,
    "best_at" timestamp with time zone,
    "attempts" integer not null,
    "pending" integer not null
);

create table "public"."contest_problems" (
    "contest_id" uuid not null,
    "problem_id" uuid not null,
    "position" integer not null default 1
);

create table "public"."contest_registrations" (
    "contest_id" uuid not null,
    "user_id" uuid not null,
    "registered_at" timestamp with time zone not null default now(),
    "counts" boolean not null default true,
    "total_marks" integer not null default 0,
    "solved_count" integer not null default 0,
    "last_improved_at" timestamp with time zone,
    "results" jsonb not null default '{}'::jsonb
);

create table "public"."contests" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "description" text not null default ''::text,
    "start_time" timestamp with time zone not null,
    "end_time" timestamp with time zone not null,
    "created_at" timestamp with time zone not null default now(),
    "created_by" uuid default auth.uid(),
    "results_mode" text not null default 'after_end'::text
);

-- Functions

CREATE OR REPLACE FUNCTION authz.in_my_virtual_contest(problem_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select auth.uid() is not null and exists (
    select 1 from public.virtual_participations v
    join public.contest_problems cp on cp.contest_id = v.contest_id
    where cp.problem_id = in_my_virtual_contest.problem_id and v.user_id = auth.uid()
      and v.started_at <= now() and now() < v.ends_at
  )
$function$
;

CREATE OR REPLACE FUNCTION authz.problem_in_running_contest(problem_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.contest_problems cp join public.contests c on c.id = cp.contest_id
    where cp.problem_id = problem_in_running_contest.problem_id and c.start_time <= now() and now() < c.end_time)
  or authz.in_my_virtual_contest(problem_in_running_contest.problem_id)
$function$
;

CREATE OR REPLACE FUNCTION private.answers_contest_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  answered_at timestamptz := least(coalesce(new.submitted_at, clock_timestamp()), clock_timestamp());
  windows tstzmultirange;
  opens_at timestamptz;
begin
  new.contest_id := null;
  new.virtual_participation_id := null;
  select pr.contest_windows into windows from public.problems pr where pr.id = new.problem_id;
  if windows is null then
    return new;
  end if;

  opens_at := lower(windows);
  if answered_at < opens_at then
    raise exception 'This problem is part of a contest that has not started yet. Answers open at % UTC.',
      to_char(opens_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')
      using errcode = '42501';
  end if;

  select r.contest_id into new.contest_id
  from public.contest_registrations r
  join public.contests c on c.id = r.contest_id
  join public.contest_problems cp on cp.contest_id = c.id and cp.problem_id = new.problem_id
  where r.user_id = new.user_id
    and c.start_time <= answered_at and answered_at < c.end_time
  order by c.start_time, c.id
  limit 1;
  -- Otherwise an answer inside the caller's own virtual clock of a contest with this problem
  -- belongs to that virtual sitting (decision 0064): never to the real board.
  if new.contest_id is null then
    select v.id into new.virtual_participation_id
    from public.virtual_participations v
    join public.contest_problems cp on cp.contest_id = v.contest_id and cp.problem_id = new.problem_id
    where v.user_id = new.user_id and v.started_at <= answered_at and answered_at < v.ends_at
    order by v.started_at, v.id
    limit 1;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_keep_contest_tag()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.contest_id := old.contest_id;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.on_contest_answer_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Results released at the end are summed for the whole board at once (release_due_results);
  -- a regrade brings its problem's contest results up to date once, after its update (decision 0068).
  if current_setting('private.releasing', true) = 'on'
    or current_setting('private.scores_moved_by_regrade', true) = 'on' then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.contest_id is not null then
    perform private.refresh_contest_result(old.contest_id, old.user_id, old.problem_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.contest_id is not null
    and (tg_op = 'INSERT'
      or (new.contest_id, new.user_id, new.problem_id) is distinct from (old.contest_id, old.user_id, old.problem_id)) then
    perform private.refresh_contest_result(new.contest_id, new.user_id, new.problem_id);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.on_contest_problems_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_problem_contest_windows(old.problem_id);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.problem_id is distinct from old.problem_id) then
    perform private.refresh_problem_contest_windows(new.problem_id);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.on_contest_times_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  problem uuid;
begin
  -- Answers held for the end of this contest wait for its new end.
  if new.end_time is distinct from old.end_time then
    update public.answers a
    set sealed_until = new.end_time
    where a.sealed_until = old.end_time and a.virtual_participation_id is null
      and a.problem_id in (select cp.problem_id from public.contest_problems cp where cp.contest_id = new.id);
  end if;
  for problem in
    select cp.problem_id from public.contest_problems cp where cp.contest_id = new.id order by cp.problem_id
  loop
    perform private.refresh_problem_contest_windows(problem);
  end loop;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.on_profile_standing_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.contest_registrations r
  set counts = (new.role = 'contestant' and new.status = 'approved')
  where r.user_id = new.id and r.counts is distinct from (new.role = 'contestant' and new.status = 'approved');
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.recompute_contest_board(contest_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  student uuid;
begin
  for student in
    select r.user_id from public.contest_registrations r
    where r.contest_id = recompute_contest_board.contest_id order by r.user_id
  loop
    perform private.refresh_contest_totals(recompute_contest_board.contest_id, student);
  end loop;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.refresh_contest_result(contest_id uuid, student_id uuid, problem_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  best integer;
  tries integer;
  waiting integer;
  reached timestamptz;
begin
  -- A contest being deleted sets its answers' contest_id to null; its summary goes with it.
  if not exists (select 1 from public.contests c where c.id = refresh_contest_result.contest_id) then
    return;
  end if;
  select max(a.marks_awarded), count(*), count(*) filter (where a.marks_awarded is null)
  into best, tries, waiting
  from public.answers a
  where a.contest_id = refresh_contest_result.contest_id
    and a.user_id = refresh_contest_result.student_id
    and a.problem_id = refresh_contest_result.problem_id;

  if tries = 0 then
    delete from private.contest_problem_results r
    where r.contest_id = refresh_contest_result.contest_id
      and r.user_id = refresh_contest_result.student_id
      and r.problem_id = refresh_contest_result.problem_id;
  else
    select min(a.submitted_at) into reached
    from public.answers a
    where a.contest_id = refresh_contest_result.contest_id
      and a.user_id = refresh_contest_result.student_id
      and a.problem_id = refresh_contest_result.problem_id
      and a.marks_awarded = best;
    insert into private.contest_problem_results as r
      (contest_id, user_id, problem_id, best_marks, best_at, attempts, pending)
    values (
      refresh_contest_result.contest_id, refresh_contest_result.student_id, refresh_contest_result.problem_id,
      best, reached, tries, waiting
    )
    on conflict on constraint contest_problem_results_pkey do update
    set best_marks = excluded.best_marks, best_at = excluded.best_at,
        attempts = excluded.attempts, pending = excluded.pending;
  end if;

  perform private.refresh_contest_totals(refresh_contest_result.contest_id, refresh_contest_result.student_id);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.refresh_contest_results_of_problem(target uuid, student_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  moved_contests uuid[];
  moved_students uuid[];
begin
  if coalesce(cardinality(student_ids), 0) = 0 then
    return;
  end if;
  -- The students' results on this problem in each contest they answered it in, as
  -- refresh_contest_result writes them one at a time; only the changed ones are written.
  with answered as (
    select a.contest_id, a.user_id, max(a.marks_awarded) as best, count(*)::integer as tries,
      (count(*) filter (where a.marks_awarded is null))::integer as waiting
    from public.answers a
    where a.problem_id = target and a.contest_id is not null and a.user_id = any (student_ids)
    group by a.contest_id, a.user_id
  ),
  written as (
    insert into private.contest_problem_results as r
      (contest_id, user_id, problem_id, best_marks, best_at, attempts, pending)
    select x.contest_id, x.user_id, target, x.best,
      (select min(a.submitted_at) from public.answers a
        where a.contest_id = x.contest_id and a.user_id = x.user_id and a.problem_id = target
          and a.marks_awarded = x.best),
      x.tries, x.waiting
    from answered x
    where exists (select 1 from public.contests c where c.id = x.contest_id)
    on conflict on constraint contest_problem_results_pkey do update
    set best_marks = excluded.best_marks, best_at = excluded.best_at,
        attempts = excluded.attempts, pending = excluded.pending
    where (r.best_marks, r.best_at, r.attempts, r.pending)
      is distinct from (excluded.best_marks, excluded.best_at, excluded.attempts, excluded.pending)
    returning r.contest_id, r.user_id
  )
  select array_agg(w.contest_id), array_agg(w.user_id) into moved_contests, moved_students from written w;
  if moved_contests is null then
    return;
  end if;

  -- Their registrations' totals, as refresh_contest_totals computes them, in a statement of its
  -- own (it reads the results just written).
  update public.contest_registrations reg
  set total_marks = t.total, solved_count = t.solved, last_improved_at = t.last_at, results = t.results
  from (
    select r.contest_id, r.user_id, coalesce(sum(r.best_marks), 0)::integer as total,
      (count(*) filter (where r.best_marks >= pr.marks))::integer as solved,
      max(r.best_at) filter (where r.best_marks > 0) as last_at,
      coalesce(jsonb_object_agg(r.problem_id, jsonb_build_object(
        'marks', r.best_marks, 'attempts', r.attempts, 'pending', r.pending)), '{}'::jsonb) as results
    from unnest(moved_contests, moved_students) as m (contest_id, user_id)
    join private.contest_problem_results r on r.contest_id = m.contest_id and r.user_id = m.user_id
    join public.contest_problems cp on cp.contest_id = r.contest_id and cp.problem_id = r.problem_id
    join public.problems pr on pr.id = r.problem_id
    group by r.contest_id, r.user_id
  ) as t
  where reg.contest_id = t.contest_id and reg.user_id = t.user_id
    and (reg.total_marks, reg.solved_count, reg.last_improved_at, reg.results)
      is distinct from (t.total, t.solved, t.last_at, t.results);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.refresh_contest_totals(contest_id uuid, student_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.contest_registrations reg
  set total_marks = t.total, solved_count = t.solved, last_improved_at = t.last_at, results = t.results
  from (
    select coalesce(sum(r.best_marks), 0)::integer as total,
      (count(*) filter (where r.best_marks >= pr.marks))::integer as solved,
      max(r.best_at) filter (where r.best_marks > 0) as last_at,
      coalesce(jsonb_object_agg(r.problem_id, jsonb_build_object(
        'marks', r.best_marks, 'attempts', r.attempts, 'pending', r.pending)), '{}'::jsonb) as results
    from private.contest_problem_results r
    join public.contest_problems cp on cp.contest_id = r.contest_id and cp.problem_id = r.problem_id
    join public.problems pr on pr.id = r.problem_id
    where r.contest_id = refresh_contest_totals.contest_id and r.user_id = refresh_contest_totals.student_id
  ) as t
  where reg.contest_id = refresh_contest_totals.contest_id
    and reg.user_id = refresh_contest_totals.student_id
    and (reg.total_marks, reg.solved_count, reg.last_improved_at, reg.results)
      is distinct from (t.total, t.solved, t.last_at, t.results)
$function$
;

CREATE OR REPLACE FUNCTION private.refresh_problem_contest_windows(problem_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.problems pr
  set contest_windows = w.windows, contest_public_at = w.first_end
  from (
    select pg_catalog.range_agg(pg_catalog.tstzrange(c.start_time, c.end_time)) as windows,
      min(c.end_time) as first_end
    from public.contest_problems cp
    join public.contests c on c.id = cp.contest_id
    where cp.problem_id = refresh_problem_contest_windows.problem_id
  ) as w
  where pr.id = refresh_problem_contest_windows.problem_id
    and (pr.contest_windows, pr.contest_public_at) is distinct from (w.windows, w.first_end)
$function$
;

-- Its statements keep one plan each (force_generic_plan): their generic plans are the same index
-- lookups and range scans, and a session (or the plan cache's own choice) forcing custom plans
-- would plan all three again on every read, most of a read's cost.
create or replace function public.contest_scoreboard(contest_id uuid, page integer default 1, page_size integer default 50)
 returns json
 language plpgsql
 security definer
 set search_path to ''
 set plan_cache_mode to 'force_generic_plan'
as $function$
declare
  contest record;
  board json;
  mine json;
begin
  if page is null or page < 1 or page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'page must be 1 or more and page_size between 1 and 100.' using errcode = '22023';
  end if;
  -- The contest, its board's state and problems list (hidden before the start from all but
  -- staff), and whether the board is due for a rebuild, in one statement.
  select c.id, c.end_time,
    c.results_mode = 'after_end' and now() < c.end_time as sealed,
    coalesce(s.participants, 0) as participants,
    case when c.start_time <= now() then coalesce(s.problems, '[]'::json)
      when authz.is_approved_staff() then coalesce(s.problems, '[]'::json)
      else '[]'::json end as problems,
    exists (select 1 from private.contest_board_changes ch where ch.contest_id = c.id)
      and private.contest_board_due(s.built_at, s.participants, s.build_ms, true) as due
  into contest
  from public.contests c
  left join private.contest_boards s on s.contest_id = c.id
  where c.id = contest_scoreboard.contest_id;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;

  -- The board as last built (decision 0067), rebuilt first when it is due. A rebuild cut by the
  -- request's time bound (decision 0046) leaves the board as it was: this reader still gets it.
  if contest.due then
    begin
      perform private.refresh_contest_board_if_due(contest.id);
    exception when query_canceled then
      null;
    end;
    contest.participants := coalesce((select s.participants from private.contest_boards s where s.contest_id = contest.id), 0);
  end if;

  -- Results at the end (decision 0063): until the end nobody, staff included, sees a total.
  if contest.sealed then
    return json_build_object(
      'contest_id', contest.id,
      'now', now(),
      'participants', contest.participants,
      'page', contest_scoreboard.page,
      'page_size', contest_scoreboard.page_size,
      'problems', contest.problems,
      'rows', '[]'::json,
      'me', (
        select json_build_object('registered_at', r.registered_at, 'counts', r.counts)
        from public.contest_registrations r where r.contest_id = contest.id and r.user_id = auth.uid()
      ),
      'sealed', true,
      'results_at', contest.end_time
    );
  end if;

  -- The page is a range of positions: its rows and nothing else are read, each row's json as
  -- built with the board (json, not jsonb: the rows' text is joined, nothing is parsed again).
  select coalesce(json_agg(b.entry order by b.seq), '[]'::json)
  into board
  from private.contest_board_rows b
  where b.contest_id = contest.id
    and b.seq > (contest_scoreboard.page - 1) * contest_scoreboard.page_size
    and b.seq <= contest_scoreboard.page * contest_scoreboard.page_size;

  -- The caller's row as the board shows it; not on the board (yet): the registration as it
  -- stands, its rank counted now. Nothing for a visitor or a student not registered.
  select case when b.user_id is not null and me.counts then json_build_object(
      'registered_at', me.registered_at,
      'counts', me.counts,
      'total', b.total_marks,
      'solved', b.solved_count,
      'last_improved_at', b.last_improved_at,
      'rank', b.place,
      'results', b.results
    ) else json_build_object(
      'registered_at', me.registered_at,
      'counts', me.counts,
      'total', me.total_marks,
      'solved', me.solved_count,
      'last_improved_at', me.last_improved_at,
      'rank', case when me.counts then 1 + (
        select count(*) from public.contest_registrations r
        where r.contest_id = me.contest_id and r.counts
          and (r.total_marks > me.total_marks
            or (r.total_marks = me.total_marks and me.last_improved_at is null and r.last_improved_at is not null)
            or (r.total_marks = me.total_marks and r.last_improved_at < me.last_improved_at))
      ) end,
      'results', me.results
    ) end
  into mine
  from public.contest_registrations me
  left join private.contest_board_rows b on b.contest_id = me.contest_id and b.user_id = me.user_id
  where me.contest_id = contest.id and me.user_id = auth.uid();

  -- Variables only: evaluated without a query of its own (the page inside it cost more).
  return json_build_object(
    'contest_id', contest.id,
    'now', now(),
    'participants', contest.participants,
    'page', contest_scoreboard.page,
    'page_size', contest_scoreboard.page_size,
    'problems', contest.problems,
    'rows', board,
    'me', mine
  );
end;
$function$;

CREATE OR REPLACE FUNCTION public.register_for_contest(contest_id uuid)
 RETURNS contest_registrations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  student_id uuid := auth.uid();
  contest_end timestamptz;
  registration public.contest_registrations;
begin
  if student_id is null then
    raise exception 'Please log in to register.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students can register for contests.' using errcode = '42501';
  end if;
  select c.end_time into contest_end from public.contests c where c.id = register_for_contest.contest_id for share;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;
  if contest_end <= now() then
    raise exception 'This contest has ended: registration is closed.' using errcode = 'P0001';
  end if;

  insert into public.contest_registrations as r (contest_id, user_id)
  values (register_for_contest.contest_id, student_id)
  on conflict on constraint contest_registrations_pkey do nothing;

  select * into registration from public.contest_registrations r
  where r.contest_id = register_for_contest.contest_id and r.user_id = student_id;
  return registration;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.save_contest(contest_id uuid, payload jsonb)
 RETURNS contests
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := auth.uid();
  caller_role text := authz.approved_role();
  existing public.contests;
  editing boolean := save_contest.contest_id is not null;
  started boolean := false;
  new_title text;
  new_description text;
  new_start timestamptz;
  new_end timestamptz;
  new_mode text;
  problems_given boolean;
  new_problems uuid[];
  old_problems uuid[];
  saved public.contests;
  refusal text;
  refusal_code text;
begin
  if caller is null or caller_role is null or caller_role not in ('instructor', 'admin', 'superadmin') then
    raise exception 'Only approved instructors, admins and the superadmin can create or edit contests.'
      using errcode = '42501';
  end if;
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The contest must be given as an object.' using errcode = '22023';
  end if;

  if editing then
    select * into existing from public.contests c where c.id = save_contest.contest_id for update;
    if not found then
      raise exception 'Contest not found.' using errcode = 'PT404';
    end if;
    if caller_role = 'instructor' and existing.created_by is distinct from caller then
      raise exception 'Instructors can only edit the contests they created.' using errcode = '42501';
    end if;
    started := existing.start_time <= now();
    select coalesce(array_agg(cp.problem_id order by cp.position, cp.problem_id), '{}')
    into old_problems
    from public.contest_problems cp where cp.contest_id = existing.id;
  end if;

  if payload ? 'title' and jsonb_typeof(payload -> 'title') <> 'string' then
    raise exception 'The title must be text.' using errcode = '22023';
  end if;
  if payload ? 'description' and jsonb_typeof(payload -> 'description') not in ('string', 'null') then
    raise exception 'The description must be text.' using errcode = '22023';
  end if;
  new_title := regexp_replace(coalesce(payload ->> 'title', existing.title, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g');
  new_description := btrim(coalesce(case when payload ? 'description' then coalesce(payload ->> 'description', '') end,
    existing.description, ''));
  if new_title = '' or char_length(new_title) > 200 then
    raise exception 'A contest needs a title of at most 200 characters.' using errcode = '22023';
  end if;
  if char_length(new_description) > 5000 then
    raise exception 'The description is at most 5000 characters.' using errcode = '22023';
  end if;

  begin
    new_start := coalesce((payload ->> 'start_time')::timestamptz, existing.start_time);
    new_end := coalesce((payload ->> 'end_time')::timestamptz, existing.end_time);
  exception when others then
    raise exception 'Start and end must be valid date-times.' using errcode = '22023';
  end;
  if new_start is null or new_end is null then
    raise exception 'A contest needs a start and an end.' using errcode = '22023';
  end if;
  if new_end <= new_start then
    raise exception 'The contest must end after it starts.' using errcode = '22023';
  end if;
  if new_end - new_start < interval '5 minutes' or new_end - new_start > interval '30 days' then
    raise exception 'A contest lasts between 5 minutes and 30 days.' using errcode = '22023';
  end if;

  if payload ? 'results_mode' and coalesce(payload ->> 'results_mode', '') not in ('instant', 'after_end') then
    raise exception 'Results come either instantly or after the end.' using errcode = '22023';
  end if;
  new_mode := coalesce(payload ->> 'results_mode', existing.results_mode, 'after_end');

  problems_given := payload ? 'problem_ids';
  if problems_given then
    if jsonb_typeof(payload -> 'problem_ids') <> 'array' then
      raise exception 'problem_ids must be a list of problem ids.' using errcode = '22023';
    end if;
    if jsonb_array_length(payload -> 'problem_ids') > 30 then
      raise exception 'A contest has at most 30 problems.' using errcode = '22023';
    end if;
    begin
      select coalesce(array_agg(e.value::uuid order by e.ordinality), '{}')
      into new_problems
      from jsonb_array_elements_text(payload -> 'problem_ids') with ordinality as e (value, ordinality);
    exception when others then
      raise exception 'problem_ids must be a list of problem ids.' using errcode = '22023';
    end;
    if cardinality(new_problems) <> (select count(distinct x) from unnest(new_problems) as x) then
      raise exception 'A problem appears in the list twice.' using errcode = '22023';
    end if;
    if exists (select 1 from unnest(new_problems) as x where not exists (select 1 from public.problems pr where pr.id = x)) then
      raise exception 'Problem not found.' using errcode = 'PT404';
    end if;
    -- A hidden problem is published by the contest at its end: only its author or an admin
    -- may put it there.
    if caller_role = 'instructor' and exists (
      select 1 from public.problems pr
      where pr.id = any (new_problems) and not pr.is_public and pr.created_by is distinct from caller
        and not (pr.id = any (coalesce(old_problems, '{}')))
    ) then
      raise exception 'You can only add your own hidden problems to a contest.' using errcode = '42501';
    end if;
  end if;

  -- A contest that has not started hides its problems until the start (decision 0021). It may not
  -- hide a problem students can already see when they have answered or discussed it, nor (for
  -- an instructor) another author's problem (decision 0039).
  if new_start > now() then
    select c.message, c.errcode into refusal, refusal_code
    from private.contest_problem_checks(
      save_contest.contest_id,
      case when problems_given then new_problems else coalesce(old_problems, '{}'::uuid[]) end,
      new_start, caller, caller_role
    ) as c
    where c.refused
    order by c.ordinality
    limit 1;
    if refusal is not null then
      raise exception '%', refusal using errcode = refusal_code;
    end if;
  end if;

  if editing then
    if started and caller_role <> 'superadmin' then
      if new_start is distinct from existing.start_time then
        raise exception 'Only the superadmin can move the start of a contest that has started.' using errcode = '42501';
      end if;
      if problems_given and new_problems is distinct from old_problems then
        raise exception 'Only the superadmin can change the problems of a contest that has started.' using errcode = '42501';
      end if;
      if new_mode is distinct from existing.results_mode then
        raise exception 'When results appear cannot change once the contest has started.' using errcode = '42501';
      end if;
      if new_end is distinct from existing.end_time and (existing.end_time <= now() or new_end <= now()) then
        raise exception 'The end of a contest cannot be moved into the past, nor once it has ended.' using errcode = '42501';
      end if;
    elsif not started and new_start < now() - interval '1 minute' then
      raise exception 'A contest cannot be moved to start in the past.' using errcode = '22023';
    end if;

    update public.contests c
    set title = new_title, description = new_description, start_time = new_start, end_time = new_end,
      results_mode = new_mode
    where c.id = existing.id
    returning * into saved;
  else
    if new_start < now() - interval '1 minute' then
      raise exception 'A new contest cannot start in the past.' using errcode = '22023';
    end if;
    insert into public.contests (title, description, start_time, end_time, created_by, results_mode)
    values (new_title, new_description, new_start, new_end, caller, new_mode)
    returning * into saved;
  end if;

  if problems_given and new_problems is distinct from coalesce(old_problems, '{}'::uuid[]) then
    delete from public.contest_problems cp where cp.contest_id = saved.id;
    insert into public.contest_problems (contest_id, problem_id, position)
    select saved.id, x.problem_id, x.position::integer
    from unnest(new_problems) with ordinality as x (problem_id, position);
    if editing and started then
      perform private.recompute_contest_board(saved.id);
    end if;
  end if;

  return saved;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.unregister_from_contest(contest_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  contest_start timestamptz;
begin
  if auth.uid() is null then
    raise exception 'Please log in to register.' using errcode = '42501';
  end if;
  select c.start_time into contest_start from public.contests c where c.id = unregister_from_contest.contest_id for share;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;
  if contest_start <= now() then
    raise exception 'This contest has started: registration can no longer be withdrawn.' using errcode = 'P0001';
  end if;
  delete from public.contest_registrations r
  where r.contest_id = unregister_from_contest.contest_id and r.user_id = auth.uid();
end;
$function$
;

CREATE OR REPLACE FUNCTION public.contest_board_position(contest_id uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(
    -- The caller's position on the board as last built (the page contest_scoreboard shows them on).
    (select b.seq from private.contest_board_rows b
      join public.contest_registrations me on me.contest_id = b.contest_id and me.user_id = b.user_id
      where b.contest_id = contest_board_position.contest_id
        and b.user_id = (select auth.uid()) and me.counts),
    -- Not on it yet: where the registration stands now.
    (select 1 + (
      select count(*)::integer from public.contest_registrations r
      where r.contest_id = contest_board_position.contest_id and r.counts
        and (r.total_marks > me.total_marks
          or (r.total_marks = me.total_marks and me.last_improved_at is null and r.last_improved_at is not null)
          or (r.total_marks = me.total_marks and r.last_improved_at < me.last_improved_at)
          or (r.total_marks = me.total_marks and r.last_improved_at is not distinct from me.last_improved_at
            and r.user_id < me.user_id))
    )
    from public.contest_registrations me
    where me.contest_id = contest_board_position.contest_id
      and me.user_id = (select auth.uid()) and me.counts)
  )
$function$
;

CREATE OR REPLACE FUNCTION private.contest_problem_checks(contest_id uuid, problem_ids uuid[], new_start timestamp with time zone, caller uuid, caller_role text)
 RETURNS TABLE(ordinality bigint, problem_id uuid, refused boolean, errcode text, message text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with listed as (
    select x.problem_id, x.ordinality
    from unnest(contest_problem_checks.problem_ids) with ordinality as x (problem_id, ordinality)
  ),
  hidden_by_save as (
    select l.ordinality, pr.id, pr.title, pr.created_by,
      exists (select 1 from public.answers a where a.problem_id = pr.id)
        or exists (
          select 1 from public.comments cm
          where cm.problem_id = pr.id and cm.user_id is distinct from pr.created_by
        ) as used
    from listed l
    join public.problems pr on pr.id = l.problem_id
    where contest_problem_checks.new_start > pg_catalog.now()
      -- signed-in students see it now ...
      and case
        when pr.contest_windows is null then pr.is_public
        else pg_catalog.lower(pr.contest_windows) <= pg_catalog.now()
      end
      -- ... and no other contest that has started keeps it revealed.
      and not exists (
        select 1
        from public.contest_problems cp
        join public.contests c on c.id = cp.contest_id
        where cp.problem_id = pr.id
          and c.id is distinct from contest_problem_checks.contest_id
          and c.start_time <= pg_catalog.now()
      )
  )
  select h.ordinality, h.id,
    h.used or (contest_problem_checks.caller_role = 'instructor' and h.created_by is distinct from contest_problem_checks.caller),
    case when h.used then '22023' else '42501' end,
    case
      when h.used then
        '“' || h.title || '” has already been answered or discussed by students: a contest that has not started would hide it from them. Choose another problem, or start the contest now.'
      when contest_problem_checks.caller_role = 'instructor' and h.created_by is distinct from contest_problem_checks.caller then
        '“' || h.title || '” is another author''s public problem: a contest that has not started would hide it from everyone until the start. Only its author or an admin can do that.'
      else
        '“' || h.title || '” is public now: students will not see it until the contest starts.'
    end
  from hidden_by_save h
  order by h.ordinality
$function$
;

CREATE OR REPLACE FUNCTION public.check_contest_problems(contest_id uuid, problem_ids uuid[], start_time timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_role text := authz.approved_role();
begin
  if auth.uid() is null or caller_role is null or caller_role not in ('instructor', 'admin', 'superadmin') then
    raise exception 'Only approved instructors, admins and the superadmin can create or edit contests.'
      using errcode = '42501';
  end if;
  if problem_ids is null or cardinality(problem_ids) > 30 then
    raise exception 'A contest has at most 30 problems.' using errcode = '22023';
  end if;
  if start_time is null then
    return '[]'::jsonb;
  end if;
  return coalesce((
    select jsonb_agg(
      jsonb_build_object('problem_id', c.problem_id, 'refused', c.refused, 'message', c.message)
      order by c.ordinality
    )
    from private.contest_problem_checks(
      check_contest_problems.contest_id, check_contest_problems.problem_ids,
      check_contest_problems.start_time, auth.uid(), caller_role
    ) as c
  ), '[]'::jsonb);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answer_seal(student_id uuid, problem_id uuid, answered_at timestamp with time zone)
 RETURNS TABLE(sealed_until timestamp with time zone, virtual_participation_id uuid)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- A problem in a running "after the end" contest: every answer to it waits for the latest such
  -- end, whoever sends it (registered or not), so no account learns correctness before the end.
  with real as (
    select max(c.end_time) as until
    from public.contest_problems cp
    join public.contests c on c.id = cp.contest_id
    where cp.problem_id = answer_seal.problem_id and c.results_mode = 'after_end'
      and c.start_time <= answer_seal.answered_at and answer_seal.answered_at < c.end_time
  ),
  sitting as (
    select v.id, v.ends_at, c.results_mode
    from public.virtual_participations v
    join public.contests c on c.id = v.contest_id
    join public.contest_problems cp on cp.contest_id = v.contest_id and cp.problem_id = answer_seal.problem_id
    where v.user_id = answer_seal.student_id
      and v.started_at <= answer_seal.answered_at and answer_seal.answered_at < v.ends_at
    order by v.started_at, v.id
    limit 1
  )
  select coalesce(r.until, case when s.results_mode = 'after_end' then s.ends_at end),
    case when r.until is null then s.id end
  from real r left join sitting s on true
$function$
;

CREATE OR REPLACE FUNCTION private.rebuild_contest_results(contest_id uuid, student_ids uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into private.contest_problem_results as r (contest_id, user_id, problem_id, best_marks, best_at, attempts, pending)
  select a.contest_id, a.user_id, a.problem_id, max(a.marks_awarded),
    case when max(a.marks_awarded) is not null then
      (array_agg(a.submitted_at order by a.marks_awarded desc nulls last, a.submitted_at))[1] end,
    count(*)::integer, (count(*) filter (where a.marks_awarded is null))::integer
  from public.answers a
  where a.contest_id = rebuild_contest_results.contest_id and a.user_id = any (rebuild_contest_results.student_ids)
  group by a.contest_id, a.user_id, a.problem_id
  on conflict on constraint contest_problem_results_pkey do update
  set best_marks = excluded.best_marks, best_at = excluded.best_at,
      attempts = excluded.attempts, pending = excluded.pending;

  update public.contest_registrations reg
  set total_marks = t.total, solved_count = t.solved, last_improved_at = t.last_at, results = t.results
  from (
    select r.user_id,
      coalesce(sum(r.best_marks), 0)::integer as total,
      (count(*) filter (where r.best_marks >= pr.marks))::integer as solved,
      max(r.best_at) filter (where r.best_marks > 0) as last_at,
      coalesce(jsonb_object_agg(r.problem_id, jsonb_build_object(
        'marks', r.best_marks, 'attempts', r.attempts, 'pending', r.pending)), '{}'::jsonb) as results
    from private.contest_problem_results r
    join public.contest_problems cp on cp.contest_id = r.contest_id and cp.problem_id = r.problem_id
    join public.problems pr on pr.id = r.problem_id
    where r.contest_id = rebuild_contest_results.contest_id and r.user_id = any (rebuild_contest_results.student_ids)
    group by r.user_id
  ) as t
  where reg.contest_id = rebuild_contest_results.contest_id and reg.user_id = t.user_id
    and (reg.total_marks, reg.solved_count, reg.last_improved_at, reg.results)
      is distinct from (t.total, t.solved, t.last_at, t.results);
$function$
;

CREATE OR REPLACE FUNCTION private.release_due_results()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  released integer;
  caller_claims text;
  caller_sub text;
  contest uuid;
  sitting uuid;
  problem uuid;
  contests_hit uuid[];
  sittings_hit uuid[];
  problems_hit uuid[];
begin
  if not exists (select 1 from public.answers a where a.sealed_until <= now()) then
    return 0;
  end if;
  -- One release at a time; the second finds nothing left.
  perform pg_advisory_xact_lock(hashtextextended('release-due-results', 0));

  -- A problem that is (again) in a running "after the end" contest keeps its answers held.
  update public.answers a
  set sealed_until = held.until
  from (
    select d.id, max(c.end_time) as until
    from public.answers d
    join public.contest_problems cp on cp.problem_id = d.problem_id
    join public.contests c on c.id = cp.contest_id
    where d.sealed_until <= now() and d.virtual_participation_id is null
      and c.results_mode = 'after_end' and c.start_time <= now() and now() < c.end_time
    group by d.id
  ) as held
  where a.id = held.id;

  -- The grades are the system's, not the caller's who happened to open a page.
  caller_claims := current_setting('request.jwt.claims', true);
  caller_sub := current_setting('request.jwt.claim.sub', true);
  perform set_config('request.jwt.claims', '{}', true);
  perform set_config('request.jwt.claim.sub', '', true);
  perform set_config('private.releasing', 'on', true);

  with due as (
    select a.id, a.problem_id, a.content
    from public.answers a
    where a.sealed_until <= now()
    for update
  ),
  verdicts as (
    select k.problem_id, k.content, private.verdict_from_key(k.problem_id, k.content) as verdict
    from (select distinct d.problem_id, d.content from due d) as k
  ),
  graded as (
    update public.answers a
    set status = coalesce(v.verdict, 'submitted'),
        auto_graded = v.verdict is not null,
        graded_at = case when v.verdict is not null then clock_timestamp() end,
        sealed_until = null
    from due d
    join verdicts v on v.problem_id = d.problem_id and v.content = d.content
    where a.id = d.id
    returning a.contest_id, a.virtual_participation_id, a.problem_id
  )
  select count(*)::integer,
    array_agg(distinct g.contest_id) filter (where g.contest_id is not null),
    array_agg(distinct g.virtual_participation_id) filter (where g.virtual_participation_id is not null),
    array_agg(distinct g.problem_id)
  into released, contests_hit, sittings_hit, problems_hit
  from graded g;

  perform set_config('private.releasing', '', true);
  perform set_config('request.jwt.claims', coalesce(caller_claims, ''), true);
  perform set_config('request.jwt.claim.sub', coalesce(caller_sub, ''), true);

  -- The boards, virtual results and solver counts, once each.
  foreach contest in array coalesce(contests_hit, '{}') loop
    perform private.rebuild_contest_results(contest, array(
      select r.user_id from public.contest_registrations r where r.contest_id = contest
    ));
  end loop;
  foreach sitting in array coalesce(sittings_hit, '{}') loop
    perform private.refresh_virtual_result(sitting);
  end loop;
  foreach problem in array coalesce(problems_hit, '{}') loop
    perform private.recount_problem_solvers(problem);
  end loop;
  return released;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.release_due_results()
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.release_due_results()
$function$
;

CREATE OR REPLACE FUNCTION public.my_contest_upsolving(contest_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- Per problem of the contest, for the caller: solved in the contest (a full-marks answer that
  -- counted for its board), solved afterwards (any other full-marks answer, a virtual sitting's
  -- included), or not yet. Visitors get an empty list.
  select coalesce(jsonb_agg(jsonb_build_object('problem_id', cp.problem_id, 'position', cp.position,
      'state', case
        when exists (
          select 1 from public.answers a where a.user_id = auth.uid() and a.problem_id = cp.problem_id
            and a.contest_id = cp.contest_id and a.marks_awarded >= pr.marks
        ) then 'in_contest'
        when exists (
          select 1 from public.answers a where a.user_id = auth.uid() and a.problem_id = cp.problem_id
            and a.marks_awarded >= pr.marks
        ) then 'afterwards'
        else 'not_yet'
      end) order by cp.position, cp.problem_id), '[]'::jsonb)
  from public.contest_problems cp
  join public.contests c on c.id = cp.contest_id
  join public.problems pr on pr.id = cp.problem_id
  where cp.contest_id = my_contest_upsolving.contest_id and auth.uid() is not null
    and (c.start_time <= now() or authz.is_approved_staff())
$function$
;

CREATE OR REPLACE FUNCTION public.my_upsolving()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- The caller's ended contests (taken part in, or sat virtually), newest first, at most 20, each
  -- with its problems' upsolving states (public.my_contest_upsolving).
  select coalesce(jsonb_agg(jsonb_build_object('contest_id', t.id, 'title', t.title, 'end_time', t.end_time,
      'virtual', t.virtual, 'problems', public.my_contest_upsolving(t.id)) order by t.end_time desc, t.id), '[]'::jsonb)
  from (
    select c.id, c.title, c.end_time, not exists (
        select 1 from public.contest_registrations r where r.contest_id = c.id and r.user_id = auth.uid()
      ) as virtual
    from public.contests c
    where c.end_time <= now() and (
      exists (select 1 from public.contest_registrations r where r.contest_id = c.id and r.user_id = auth.uid())
      or exists (select 1 from public.virtual_participations v where v.contest_id = c.id and v.user_id = auth.uid())
    )
    order by c.end_time desc, c.id
    limit 20
  ) as t
$function$
;

-- Indexes

CREATE UNIQUE INDEX contest_problem_results_pkey ON private.contest_problem_results USING btree (contest_id, user_id, problem_id);

CREATE INDEX contest_problems_contest_position_idx ON public.contest_problems USING btree (contest_id, "position");

CREATE UNIQUE INDEX contest_problems_pkey ON public.contest_problems USING btree (contest_id, problem_id);

CREATE INDEX contest_problems_problem_idx ON public.contest_problems USING btree (problem_id);

CREATE INDEX contest_registrations_board_idx ON public.contest_registrations USING btree (contest_id, total_marks DESC, last_improved_at, user_id) INCLUDE (solved_count) WHERE counts;

CREATE UNIQUE INDEX contest_registrations_pkey ON public.contest_registrations USING btree (contest_id, user_id);

CREATE INDEX contest_registrations_user_idx ON public.contest_registrations USING btree (user_id);

CREATE INDEX contests_created_by_idx ON public.contests USING btree (created_by);

CREATE INDEX contests_end_time_idx ON public.contests USING btree (end_time);

CREATE UNIQUE INDEX contests_pkey ON public.contests USING btree (id);

CREATE INDEX contests_start_time_idx ON public.contests USING btree (start_time DESC);

-- Constraints

alter table "private"."contest_problem_results" add constraint "contest_problem_results_pkey" PRIMARY KEY using index "contest_problem_results_pkey";

alter table "public"."contest_problems" add constraint "contest_problems_pkey" PRIMARY KEY using index "contest_problems_pkey";

alter table "public"."contest_registrations" add constraint "contest_registrations_pkey" PRIMARY KEY using index "contest_registrations_pkey";

alter table "public"."contests" add constraint "contests_pkey" PRIMARY KEY using index "contests_pkey";

alter table "private"."contest_problem_results" add constraint "contest_problem_results_contest_id_fkey" FOREIGN KEY (contest_id) REFERENCES contests(id) ON DELETE CASCADE not valid;

alter table "private"."contest_problem_results" validate constraint "contest_problem_results_contest_id_fkey";

alter table "private"."contest_problem_results" add constraint "contest_problem_results_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "private"."contest_problem_results" validate constraint "contest_problem_results_problem_id_fkey";

alter table "private"."contest_problem_results" add constraint "contest_problem_results_user_id_fkey" FOREIGN KEY (user_id) REFERENCES profiles(id) ON DELETE CASCADE not valid;

alter table "private"."contest_problem_results" validate constraint "contest_problem_results_user_id_fkey";

alter table "public"."contest_problems" add constraint "contest_problems_contest_id_fkey" FOREIGN KEY (contest_id) REFERENCES contests(id) ON DELETE CASCADE not valid;

alter table "public"."contest_problems" validate constraint "contest_problems_contest_id_fkey";

alter table "public"."contest_problems" add constraint "contest_problems_position_check" CHECK (("position" >= 1)) not valid;

alter table "public"."contest_problems" validate constraint "contest_problems_position_check";

alter table "public"."contest_problems" add constraint "contest_problems_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "public"."contest_problems" validate constraint "contest_problems_problem_id_fkey";

alter table "public"."contest_registrations" add constraint "contest_registrations_contest_id_fkey" FOREIGN KEY (contest_id) REFERENCES contests(id) ON DELETE CASCADE not valid;

alter table "public"."contest_registrations" validate constraint "contest_registrations_contest_id_fkey";

alter table "public"."contest_registrations" add constraint "contest_registrations_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."contest_registrations" validate constraint "contest_registrations_user_id_fkey";

alter table "public"."contests" add constraint "contests_created_by_fkey" FOREIGN KEY (created_by) REFERENCES public_profiles(id) ON DELETE SET NULL not valid;

alter table "public"."contests" validate constraint "contests_created_by_fkey";

alter table "public"."contests" add constraint "contests_description_length" CHECK ((char_length(description) <= 5000)) not valid;

alter table "public"."contests" validate constraint "contests_description_length";

alter table "public"."contests" add constraint "contests_end_after_start" CHECK ((end_time > start_time)) not valid;

alter table "public"."contests" validate constraint "contests_end_after_start";

alter table "public"."contests" add constraint "contests_title_length" CHECK ((char_length(title) <= 200)) not valid;

alter table "public"."contests" validate constraint "contests_title_length";

alter table "public"."contests" add constraint "contests_title_not_blank" CHECK ((title ~ '[^[:space:]]'::text)) not valid;

alter table "public"."contests" validate constraint "contests_title_not_blank";

alter table "public"."contests" add constraint "contests_results_mode_check" CHECK ((results_mode = ANY (ARRAY['instant'::text, 'after_end'::text]))) not valid;

alter table "public"."contests" validate constraint "contests_results_mode_check";

-- Row-level security

alter table "private"."contest_problem_results" enable row level security;

alter table "public"."contest_problems" enable row level security;

alter table "public"."contest_registrations" enable row level security;

alter table "public"."contests" enable row level security;

-- Policies

create policy "contest_problems: everyone reads entries of visible problems"
  on "public"."contest_problems"
  as permissive
  for select
  to anon, authenticated
using ((EXISTS ( SELECT 1
   FROM problems p
  WHERE (p.id = contest_problems.problem_id))));

create policy "contest_problems: inactive accounts change nothing"
  on "public"."contest_problems"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "contest_problems: inactive accounts create nothing"
  on "public"."contest_problems"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "contest_problems: inactive accounts delete nothing"
  on "public"."contest_problems"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "contest_registrations: students read their own, approved staff "
  on "public"."contest_registrations"
  as permissive
  for select
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)));

create policy "contests: creators and approved admins delete before the start,"
  on "public"."contests"
  as permissive
  for delete
  to authenticated
using ((((start_time > now()) AND (( SELECT authz.is_approved_admin() AS is_approved_admin) OR ((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT authz.is_approved_staff() AS is_approved_staff)))) OR (( SELECT authz.approved_role() AS approved_role) = 'superadmin'::text)));

create policy "contests: everyone reads"
  on "public"."contests"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "contests: inactive accounts change nothing"
  on "public"."contests"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "contests: inactive accounts create nothing"
  on "public"."contests"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "contests: inactive accounts delete nothing"
  on "public"."contests"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

-- Triggers

CREATE TRIGGER contest_problems_keep_windows AFTER INSERT OR DELETE OR UPDATE OF problem_id, contest_id ON public.contest_problems FOR EACH ROW EXECUTE FUNCTION private.on_contest_problems_changed();

CREATE TRIGGER contests_keep_problem_windows AFTER UPDATE OF start_time, end_time ON public.contests FOR EACH ROW WHEN (((old.start_time IS DISTINCT FROM new.start_time) OR (old.end_time IS DISTINCT FROM new.end_time))) EXECUTE FUNCTION private.on_contest_times_changed();

CREATE TRIGGER profiles_keep_contest_standing AFTER UPDATE OF role, status ON public.profiles FOR EACH ROW WHEN (((old.role IS DISTINCT FROM new.role) OR (old.status IS DISTINCT FROM new.status))) EXECUTE FUNCTION private.on_profile_standing_changed();

-- Grants

revoke all on table public.contest_problems from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.contest_problems to anon;
grant select on table public.contest_problems to authenticated;
grant all on table public.contest_problems to service_role;

revoke all on table public.contests from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.contests to anon;
grant delete, select on table public.contests to authenticated;
grant all on table public.contests to service_role;

revoke all on table public.contest_registrations from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.contest_registrations to authenticated;
grant all on table public.contest_registrations to service_role;

revoke all on table private.contest_problem_results from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function authz.problem_in_running_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.problem_in_running_contest(uuid) to anon;
grant execute on function authz.problem_in_running_contest(uuid) to authenticated;
grant execute on function authz.problem_in_running_contest(uuid) to service_role;

revoke all on function private.refresh_problem_contest_windows(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.recompute_contest_board(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.on_profile_standing_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.refresh_contest_totals(uuid,uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.on_contest_answer_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.register_for_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.register_for_contest(uuid) to authenticated;
grant execute on function public.register_for_contest(uuid) to service_role;

revoke all on function private.refresh_contest_result(uuid,uuid,uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.refresh_contest_results_of_problem(uuid,uuid[]) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.unregister_from_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.unregister_from_contest(uuid) to authenticated;
grant execute on function public.unregister_from_contest(uuid) to service_role;

revoke all on function public.contest_scoreboard(uuid,integer,integer) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.contest_scoreboard(uuid,integer,integer) to anon;
grant execute on function public.contest_scoreboard(uuid,integer,integer) to authenticated;
grant execute on function public.contest_scoreboard(uuid,integer,integer) to service_role;

revoke all on function public.save_contest(uuid,jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.save_contest(uuid,jsonb) to authenticated;
grant execute on function public.save_contest(uuid,jsonb) to service_role;

revoke all on function private.on_contest_problems_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.on_contest_times_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_contest_gate() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_keep_contest_tag() from public, anon, authenticated, service_role, supabase_auth_admin;

-- Comments

comment on table public.contests is 'Contests with a time window; their problems are listed in contest_problems.';

comment on table public.contest_problems is 'The ordered problems of each contest.';

comment on table public.contest_registrations is 'Students taking part in a contest. total_marks, solved_count, last_improved_at and results (per problem id: marks, attempts, pending) summarise the participant''s contest answers (kept by triggers); counts is false when the account is no longer an approved student.';

comment on table private.contest_problem_results is 'Per contest, participant and problem: best marks, when first reached, attempts and answers waiting for a grader. Derived from answers by triggers.';

comment on column public.contests.created_by is 'The staff member who created the contest; instructors edit only their own.';

comment on function authz.problem_in_running_contest(uuid) is 'True while the problem is in a contest with start_time <= now() < end_time (spoiler locks).';

comment on function public.register_for_contest(uuid) is 'Registers the signed-in approved student for a contest that has not ended (idempotent).';

comment on function public.unregister_from_contest(uuid) is 'Withdraws the signed-in student''s registration before the contest starts.';

comment on function public.contest_scoreboard(uuid,integer,integer) is 'A contest''s ranked, paged board from the answers tagged with it (approved students only), plus the caller''s own row; read from the board as last built (private.contest_board_rows, decision 0067), rebuilt first when due; three statements when no rebuild is due.';


comment on function public.contest_board_position(uuid) is
  'The caller''s row number on a contest''s board (1-based, in the board''s order), null when they are not on it.';
revoke all on function public.contest_board_position(uuid) from public, anon;
grant execute on function public.contest_board_position(uuid) to authenticated, service_role;

comment on function private.contest_problem_checks(uuid, uuid[], timestamptz, uuid, text) is
  'For each listed problem that a contest starting at new_start would hide from students who see it now: whether the caller is refused (answered or discussed; another author''s, for an instructor) and the sentence to show.';
comment on function public.check_contest_problems(uuid, uuid[], timestamptz) is
  'The contest editor''s warnings before saving: for each listed problem a contest starting then would hide from students, {problem_id, refused, message}; save_contest refuses the refused ones.';
comment on function public.save_contest(uuid, jsonb) is
  'Creates (contest_id null) or edits a contest with its ordered problem list, atomically; approved staff; problems of a started contest change only by the superadmin; never hides a problem students answered or discussed, nor (for instructors) another author''s (decision 0039).';
revoke all on function private.contest_problem_checks(uuid, uuid[], timestamptz, uuid, text) from public, anon, authenticated;
revoke all on function public.check_contest_problems(uuid, uuid[], timestamptz) from public, anon;
grant execute on function public.check_contest_problems(uuid, uuid[], timestamptz) to authenticated, service_role;

revoke all on function private.answer_seal(uuid, uuid, timestamptz) from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function private.rebuild_contest_results(uuid, uuid[]) from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function private.release_due_results() from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function public.release_due_results() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.release_due_results() to anon, authenticated, service_role;
revoke all on function public.my_contest_upsolving(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.my_contest_upsolving(uuid) to anon, authenticated, service_role;
revoke all on function public.my_upsolving() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.my_upsolving() to authenticated, service_role;

comment on column public.contests.results_mode is
  'When results appear: ''instant'' (each answer is checked as it comes) or ''after_end'' (answers are received, the last one per problem counts, and nobody learns correctness before the end; decision 0063).';
comment on function private.answer_seal(uuid, uuid, timestamptz) is
  'Whether an answer sent then by the student to the problem waits for an end (a running "after the end" contest with it, or the student''s own virtual clock of one), until when, and the virtual sitting it belongs to.';
comment on function private.rebuild_contest_results(uuid, uuid[]) is
  'Recomputes the contest results and board totals of the given participants from their answers, in one pass.';
comment on function private.release_due_results() is
  'Grades every held answer whose end has passed, by the same key check as submit_answer, then updates boards, virtual results, scores and solver counts once; returns how many were released.';
comment on function public.release_due_results() is
  'Releases the results whose contest (or virtual clock) has ended; anyone may call it, it does nothing before an end. The contest page calls it; a scheduler may too.';
comment on function public.my_contest_upsolving(uuid) is
  'For the signed-in caller, each problem of a started contest: in_contest, afterwards or not_yet (full marks).';
comment on function public.my_upsolving() is
  'The caller''s 20 latest ended contests (taken part in or sat virtually) with each problem''s upsolving state.';

revoke all on function authz.in_my_virtual_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.in_my_virtual_contest(uuid) to anon;
grant execute on function authz.in_my_virtual_contest(uuid) to authenticated;
grant execute on function authz.in_my_virtual_contest(uuid) to service_role;

comment on function authz.in_my_virtual_contest(uuid) is 'True while the caller''s own virtual clock runs for a contest with this problem (its hints, solution and comments stay locked).';

comment on function private.refresh_contest_results_of_problem(uuid, uuid[]) is
  'After a regrade of the problem: the listed students'' contest results on it and their registrations'' totals, in two statements (what refresh_contest_result does one answer at a time).';

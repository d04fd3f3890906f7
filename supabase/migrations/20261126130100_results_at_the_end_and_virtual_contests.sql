-- Results at the end and virtual contests (issue 25, decisions 0063 and 0064), part 2: answers
-- in a running "after the end" contest (or a virtual clock of one) are received, not checked,
-- until the end; private.release_due_results grades them from then; virtual sittings, their
-- would-be rank, their locks on hints, solutions and comments; upsolving states.

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

CREATE OR REPLACE FUNCTION private.refresh_virtual_result(participation_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.virtual_participations v
  set total_marks = t.total, solved_count = t.solved, last_improved_at = t.last_at, results = t.results
  from (
    select coalesce(sum(b.best), 0)::integer as total,
      (count(*) filter (where b.best >= b.full_marks))::integer as solved,
      max(b.best_at) filter (where b.best > 0) as last_at,
      coalesce(jsonb_object_agg(b.problem_id, jsonb_build_object(
        'marks', b.best, 'attempts', b.tries, 'pending', b.waiting)), '{}'::jsonb) as results
    from (
      select a.problem_id, max(a.marks_awarded) as best, max(pr.marks) as full_marks,
        count(*)::integer as tries, (count(*) filter (where a.marks_awarded is null))::integer as waiting,
        case when max(a.marks_awarded) is not null then
          (array_agg(a.submitted_at order by a.marks_awarded desc nulls last, a.submitted_at))[1] end as best_at
      from public.answers a
      join public.problems pr on pr.id = a.problem_id
      where a.virtual_participation_id = refresh_virtual_result.participation_id
      group by a.problem_id
    ) as b
  ) as t
  where v.id = refresh_virtual_result.participation_id
    and (v.total_marks, v.solved_count, v.last_improved_at, v.results)
      is distinct from (t.total, t.solved, t.last_at, t.results)
$function$
;

CREATE OR REPLACE FUNCTION private.on_virtual_answer_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if current_setting('private.releasing', true) = 'on' then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.virtual_participation_id is not null then
    perform private.refresh_virtual_result(old.virtual_participation_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.virtual_participation_id is not null
    and (tg_op = 'INSERT' or new.virtual_participation_id is distinct from old.virtual_participation_id
      or (new.status, new.marks_awarded, new.submitted_at) is distinct from (old.status, old.marks_awarded, old.submitted_at)) then
    perform private.refresh_virtual_result(new.virtual_participation_id);
  end if;
  return null;
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

CREATE OR REPLACE FUNCTION private.sealed_scoreboard(contest contests, page integer, page_size integer)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'contest_id', contest.id,
    'now', now(),
    'participants', (select count(*)::integer from public.contest_registrations r where r.contest_id = contest.id and r.counts),
    'page', sealed_scoreboard.page,
    'page_size', sealed_scoreboard.page_size,
    'problems', case when contest.start_time <= now() or authz.is_approved_staff() then (
      select coalesce(jsonb_agg(jsonb_build_object('problem_id', cp.problem_id, 'position', cp.position, 'marks', pr.marks)
        order by cp.position, cp.problem_id), '[]'::jsonb)
      from public.contest_problems cp join public.problems pr on pr.id = cp.problem_id
      where cp.contest_id = contest.id
    ) else '[]'::jsonb end,
    'rows', '[]'::jsonb,
    'me', (
      select jsonb_build_object('registered_at', r.registered_at, 'counts', r.counts)
      from public.contest_registrations r where r.contest_id = contest.id and r.user_id = auth.uid()
    ),
    'sealed', true,
    'results_at', contest.end_time
  )
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

CREATE OR REPLACE FUNCTION private.on_contest_answer_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Results released at the end are summed for the whole board at once (release_due_results).
  if current_setting('private.releasing', true) = 'on' then
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

CREATE OR REPLACE FUNCTION public.contest_scoreboard(contest_id uuid, page integer DEFAULT 1, page_size integer DEFAULT 50)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
declare
  contest public.contests;
  show_problems boolean;
  participants integer;
  problem_list jsonb;
  board jsonb;
  mine jsonb;
  me public.contest_registrations;
begin
  if page is null or page < 1 or page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'page must be 1 or more and page_size between 1 and 100.' using errcode = '22023';
  end if;
  select * into contest from public.contests c where c.id = contest_scoreboard.contest_id;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;
  -- Results at the end (decision 0063): until the end nobody, staff included, sees a total.
  if contest.results_mode = 'after_end' and now() < contest.end_time then
    return private.sealed_scoreboard(contest, contest_scoreboard.page, contest_scoreboard.page_size);
  end if;
  show_problems := contest.start_time <= now() or authz.is_approved_staff();

  select count(*)::integer into participants
  from public.contest_registrations r where r.contest_id = contest_scoreboard.contest_id and r.counts;

  if show_problems then
    select coalesce(jsonb_agg(jsonb_build_object('problem_id', cp.problem_id, 'position', cp.position, 'marks', pr.marks)
      order by cp.position, cp.problem_id), '[]'::jsonb)
    into problem_list
    from public.contest_problems cp join public.problems pr on pr.id = cp.problem_id
    where cp.contest_id = contest.id;
  else
    problem_list := '[]'::jsonb;
  end if;

  -- The windows run over the board index in its order (index-only, narrow rows) and stop after
  -- the page; rank() is computed before offset and limit, so ranks are overall ranks. row_number()
  -- over the full index order lets the planner keep that order instead of sorting again. The wide
  -- per-problem results are read for the page's rows only.
  with page_rows as (
    select r.user_id, r.total_marks, r.solved_count, r.last_improved_at,
      rank() over (order by r.total_marks desc, r.last_improved_at asc nulls last) as place,
      row_number() over (order by r.total_marks desc, r.last_improved_at asc nulls last, r.user_id) as seq
    from public.contest_registrations r
    where r.contest_id = contest_scoreboard.contest_id and r.counts
    order by r.total_marks desc, r.last_improved_at asc nulls last, r.user_id
    offset (contest_scoreboard.page - 1) * contest_scoreboard.page_size
    limit contest_scoreboard.page_size
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'rank', pr.place,
      'user_id', pr.user_id,
      'full_name', p.full_name,
      'avatar_url', p.avatar_url,
      'total', pr.total_marks,
      'solved', pr.solved_count,
      'last_improved_at', pr.last_improved_at,
      'results', d.results
    ) order by pr.seq), '[]'::jsonb)
  into board
  from page_rows pr
  cross join lateral (
    select reg.results from public.contest_registrations reg
    where reg.contest_id = contest_scoreboard.contest_id and reg.user_id = pr.user_id
  ) as d
  cross join lateral (
    select pf.full_name, pf.avatar_url from public.profiles pf where pf.id = pr.user_id
  ) as p;

  select * into me from public.contest_registrations r
  where r.contest_id = contest.id and r.user_id = auth.uid();
  if found then
    mine := jsonb_build_object(
      'registered_at', me.registered_at,
      'counts', me.counts,
      'total', me.total_marks,
      'solved', me.solved_count,
      'last_improved_at', me.last_improved_at,
      'rank', case when me.counts then 1 + (
        select count(*) from public.contest_registrations r
        where r.contest_id = contest.id and r.counts
          and (r.total_marks > me.total_marks
            or (r.total_marks = me.total_marks and me.last_improved_at is null and r.last_improved_at is not null)
            or (r.total_marks = me.total_marks and r.last_improved_at < me.last_improved_at))
      ) end,
      'results', me.results
    );
  end if;

  return jsonb_build_object(
    'contest_id', contest.id,
    'now', now(),
    'participants', participants,
    'page', contest_scoreboard.page,
    'page_size', contest_scoreboard.page_size,
    'problems', problem_list,
    'rows', board,
    'me', mine
  );
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

CREATE OR REPLACE FUNCTION public.submit_answer(problem_id uuid, content text)
 RETURNS answers
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  opens_at timestamptz;
  student_id uuid := auth.uid();
  trimmed text := regexp_replace(submit_answer.content, '^[[:space:]]+|[[:space:]]+$', '', 'g');
  address text := left(private.client_address(), 100);
  student_role text;
  student_status text;
  recent_count integer;
  hourly_count integer;
  wrong_count integer;
  verdict text;
  recorded public.answers;
  seal record;
begin
  if student_id is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;

  -- Locking the profile serialises one student's submissions, so the limits below cannot be
  -- raced past by parallel requests; the advisory lock does the same for one address.
  select p.role, p.status into student_role, student_status
  from public.profiles p where p.id = student_id
  for update;

  if student_role is distinct from 'contestant' or student_status is distinct from 'approved' then
    raise exception 'Only approved students can submit answers.' using errcode = '42501';
  end if;
  if trimmed is null or trimmed = '' then
    raise exception 'Answer cannot be empty.' using errcode = '22023';
  end if;
  if char_length(trimmed) > 5000 then
    raise exception 'Answer is too long: at most 5000 characters.' using errcode = '22023';
  end if;
  if not authz.can_see_problem(submit_answer.problem_id) then
    -- A problem hidden only until its contest starts gets the contest's clear message.
    select lower(pr.contest_windows) into opens_at
    from public.problems pr
    where pr.id = submit_answer.problem_id and lower(pr.contest_windows) > clock_timestamp();
    if opens_at is not null then
      raise exception 'This problem is part of a contest that has not started yet. Answers open at % UTC.',
        to_char(opens_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')
        using errcode = '42501';
    end if;
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;

  select count(*) into recent_count
  from public.answers a
  where a.user_id = student_id and a.submitted_at > clock_timestamp() - interval '1 minute';
  if recent_count >= 10 then
    raise exception 'Too many answers: wait a minute before submitting again.' using errcode = 'P0001';
  end if;

  wrong_count := private.wrong_attempts(student_id, submit_answer.problem_id);
  if wrong_count >= private.answer_attempt_cap() then
    raise exception 'You have used all % attempts at this problem: no more answers are accepted for it.',
      private.answer_attempt_cap()
      using errcode = 'P0001';
  end if;

  -- Every address counts, loopback too (issue 22): the local stack's clients are addresses of
  -- their own (the gateway passes the socket's), so the limits are the same everywhere.
  if address is not null then
    perform pg_advisory_xact_lock(hashtextextended('answer-address:' || address, 0));
    select count(*) filter (where o.submitted_at > clock_timestamp() - interval '1 minute'), count(*)
    into recent_count, hourly_count
    from private.answer_origins o
    where o.client_address = address and o.submitted_at > clock_timestamp() - interval '1 hour';
    if recent_count >= 60 or hourly_count >= 600 then
      raise exception 'Too many answers from your network: wait a few minutes before submitting again.'
        using errcode = 'P0001';
    end if;
    -- Free accounts do not multiply the attempts at one problem: at most 30 wrong key-graded
    -- answers to it from one address a day, whichever accounts sent them.
    select count(*) into wrong_count
    from private.answer_origins o
    join public.answers a on a.id = o.answer_id
    where o.client_address = address and o.submitted_at > clock_timestamp() - interval '1 day'
      and a.problem_id = submit_answer.problem_id and a.status = 'incorrect' and a.auto_graded;
    if wrong_count >= 30 then
      raise exception 'Too many wrong answers to this problem from your network today: try it again tomorrow.'
        using errcode = 'P0001';
    end if;
  end if;

  -- Results at the end (decision 0063): while the problem is in a running "after the end"
  -- contest (or the caller's virtual sitting of one), the answer is only received. It is not
  -- checked now (no verdict, no timing difference); a later answer replaces it (the last one
  -- counts); private.release_due_results grades it from the end.
  select s.sealed_until, s.virtual_participation_id into seal
  from private.answer_seal(student_id, submit_answer.problem_id, clock_timestamp()) as s;
  if seal.sealed_until is not null then
    update public.answers a
    set content = trimmed, submitted_at = clock_timestamp(), sealed_until = seal.sealed_until
    where a.id = (
      select s.id from public.answers s
      where s.user_id = student_id and s.problem_id = submit_answer.problem_id
        and s.sealed_until is not null and s.sealed_until > clock_timestamp()
        and s.virtual_participation_id is not distinct from seal.virtual_participation_id
      order by s.submitted_at desc, s.id
      limit 1
    )
    returning * into recorded;
    if recorded.id is null then
      insert into public.answers (problem_id, user_id, content, status, auto_graded, submitted_at, sealed_until)
      values (submit_answer.problem_id, student_id, trimmed, 'submitted', false, clock_timestamp(), seal.sealed_until)
      returning * into recorded;
    end if;
    if address is not null then
      insert into private.answer_origins as o (answer_id, client_address) values (recorded.id, address)
      on conflict on constraint answer_origins_pkey do update set submitted_at = clock_timestamp();
    end if;
    return recorded;
  end if;

  verdict := private.verdict_from_key(submit_answer.problem_id, trimmed);

  insert into public.answers (problem_id, user_id, content, status, auto_graded, submitted_at, graded_at)
  values (
    submit_answer.problem_id,
    student_id,
    trimmed,
    coalesce(verdict, 'submitted'),
    verdict is not null,
    clock_timestamp(),
    case when verdict is not null then clock_timestamp() end
  )
  returning * into recorded;

  if address is not null then
    insert into private.answer_origins (answer_id, client_address) values (recorded.id, address);
  end if;

  return recorded;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.my_answer_state(problem_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  held public.answers;
  results_at timestamptz;
begin
  if me is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;
  if not authz.can_see_problem(my_answer_state.problem_id) then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  -- Results at the end (decision 0063): the answer the caller sent and when its result comes;
  -- nothing about whether it is right.
  select s.sealed_until into results_at
  from private.answer_seal(me, my_answer_state.problem_id, clock_timestamp()) as s;
  select a.* into held from public.answers a
  where a.user_id = me and a.problem_id = my_answer_state.problem_id and a.sealed_until is not null
  order by a.submitted_at desc, a.id
  limit 1;
  return jsonb_build_object(
    'results_at', coalesce(results_at, held.sealed_until),
    'received', case when held.id is not null then jsonb_build_object(
      'id', held.id, 'content', held.content, 'submitted_at', held.submitted_at, 'results_at', held.sealed_until
    ) end,
    'has_key', exists (
      select 1 from private.problem_answer_keys k where k.problem_id = my_answer_state.problem_id
    ),
    'attempt_cap', private.answer_attempt_cap(),
    'wrong_attempts', private.wrong_attempts(me, my_answer_state.problem_id)
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.grading_queue_problems()
 RETURNS TABLE(problem_id uuid, title text, topic text, waiting integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.' using errcode = '42501';
  end if;
  return query
    select pr.id, pr.title, pr.topic, count(*)::integer
    from public.answers a
    join public.problems pr on pr.id = a.problem_id
    where a.status = 'submitted' and a.sealed_until is null
    group by pr.id
    order by pr.title, pr.id;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.apply_grade(target uuid, marks integer, feedback text, expected_version integer)
 RETURNS answers
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  grader_id uuid := auth.uid();
  current_answer public.answers;
  full_marks integer;
  clean_feedback text := nullif(regexp_replace(coalesce(feedback, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g'), '');
  grader_name text;
  graded public.answers;
begin
  if grader_id is null or not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.'
      using errcode = '42501';
  end if;

  select * into current_answer from public.answers a where a.id = target;
  if not found then
    raise exception 'Answer not found.' using errcode = 'PT404';
  end if;
  if current_answer.sealed_until is not null then
    raise exception 'This answer was sent in a contest whose results come at the end: it can be graded once the contest has ended.'
      using errcode = '22023';
  end if;
  if current_answer.user_id = grader_id then
    raise exception 'You cannot grade your own answer.' using errcode = '42501';
  end if;

  select pr.marks into full_marks from public.problems pr where pr.id = current_answer.problem_id;
  if marks is not null and (marks < 0 or marks > full_marks) then
    raise exception 'Marks must be a whole number from 0 to %.', full_marks using errcode = '22023';
  end if;
  if char_length(clean_feedback) > 10000 then
    raise exception 'Feedback is too long: at most 10000 characters.' using errcode = '22023';
  end if;

  -- Profile first, then the answer: the lock order of submit_answer and the regrade.
  perform 1 from public.profiles p where p.id = current_answer.user_id for update;
  select * into current_answer from public.answers a where a.id = target for update;

  if expected_version is not null and current_answer.grade_version <> expected_version then
    select coalesce(nullif(btrim(p.full_name), ''), 'another grader') into grader_name
    from public.profiles p where p.id = current_answer.graded_by;
    raise exception '%', case
      when current_answer.status = 'submitted' then
        'This answer was sent back to the queue while you were grading it. Reload it to see the current state.'
      else format('This answer was graded by %s at %s UTC (%s/%s) while you were grading it. Reload it to see the current grade.',
        coalesce(grader_name, case when current_answer.auto_graded then 'the answer key' else 'another grader' end),
        to_char(current_answer.graded_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
        current_answer.marks_awarded, full_marks)
    end using errcode = 'PT409', hint = 'grade_version';
  end if;

  perform set_config('private.grade_reason', 'grade', true);
  update public.answers a
  set status = private.status_for_marks(apply_grade.marks, full_marks),
      marks_awarded = apply_grade.marks,
      feedback = case when apply_grade.marks is null then null else clean_feedback end,
      auto_graded = false,
      graded_by = case when apply_grade.marks is null then null else grader_id end,
      graded_at = case when apply_grade.marks is null then null else clock_timestamp() end
  where a.id = target
  returning * into graded;
  return graded;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.regrade_problem(target uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  full_marks integer;
  answer_ids uuid[];
  old_statuses text[];
  old_marks integer[];
  new_statuses text[];
  new_marks integer[];
  new_autos boolean[];
  students uuid[];
  old_best integer[];
  old_solved boolean[];
  changed integer;
begin
  select pr.marks into full_marks from public.problems pr where pr.id = target;
  if not found then
    return 0;
  end if;

  with key_governed as (
    select distinct a.content from public.answers a
    where a.problem_id = target and (a.auto_graded or a.status = 'submitted') and a.sealed_until is null
  ),
  verdicts as (
    select k.content, private.verdict_from_key(target, k.content) as verdict from key_governed k
  ),
  planned as (
    select a.id, a.user_id, a.status as old_status, a.marks_awarded as old_marks, a.auto_graded as old_auto,
      case
        when a.auto_graded or a.status = 'submitted' then coalesce(v.verdict, 'submitted')
        else private.status_for_marks(
          case when a.status = 'correct' then full_marks else least(a.marks_awarded, full_marks) end, full_marks)
      end as new_status,
      case
        when a.auto_graded or a.status = 'submitted' then
          case v.verdict when 'correct' then full_marks when 'incorrect' then 0 end
        when a.status = 'correct' then full_marks
        else least(a.marks_awarded, full_marks)
      end as new_marks,
      case when a.auto_graded or a.status = 'submitted' then v.verdict is not null else false end as new_auto
    from public.answers a
    left join verdicts v on v.content = a.content and (a.auto_graded or a.status = 'submitted')
    -- Answers held for the end of a contest are graded when they are released, not before.
    where a.problem_id = target and a.sealed_until is null
  )
  select array_agg(p.id), array_agg(p.old_status), array_agg(p.old_marks), array_agg(p.new_status),
    array_agg(p.new_marks), array_agg(p.new_auto), array_agg(distinct p.user_id)
  into answer_ids, old_statuses, old_marks, new_statuses, new_marks, new_autos, students
  from planned p
  where (p.old_status, p.old_marks, p.old_auto) is distinct from (p.new_status, p.new_marks, p.new_auto);

  if answer_ids is null then
    return 0;
  end if;

  -- Profiles before answers, in id order: the lock order of submit_answer and grade_answer.
  -- Once they are locked nobody else moves these students' scores until commit, so the scores
  -- can move by the difference of their best marks on this one problem.
  perform 1 from public.profiles p where p.id = any (students) order by p.id for update;
  select array_agg(b.user_id order by b.user_id), array_agg(b.best order by b.user_id),
    array_agg(b.solved order by b.user_id)
  into students, old_best, old_solved
  from (
    select a.user_id, max(a.marks_awarded) as best, coalesce(bool_or(a.status = 'correct'), false) as solved
    from public.answers a
    where a.problem_id = target and a.user_id = any (students)
    group by a.user_id
  ) as b;

  perform set_config('private.grade_reason', 'regrade', true);
  perform set_config('private.scores_moved_by_regrade', 'on', true);
  -- An answer a grader changed meanwhile no longer matches its planned old grade: it is left alone.
  update public.answers a
  set status = u.new_status,
      marks_awarded = u.new_marks,
      auto_graded = u.new_auto,
      graded_by = case when u.new_auto or u.new_status = 'submitted' then null else a.graded_by end,
      graded_at = case
        when u.new_status = 'submitted' then null
        when u.new_auto then clock_timestamp()
        else a.graded_at
      end
  from unnest(answer_ids, old_statuses, old_marks, new_statuses, new_marks, new_autos)
    as u (id, old_status, old_marks, new_status, new_marks, new_auto)
  where a.id = u.id
    and a.status = u.old_status
    and a.marks_awarded is not distinct from u.old_marks;
  get diagnostics changed = row_count;
  perform set_config('private.grade_reason', '', true);
  perform set_config('private.scores_moved_by_regrade', '', true);

  -- Best marks on this problem before and after; the rest of each score is untouched.
  update public.profiles p
  set score = p.score + d.score_change, problems_solved = p.problems_solved + d.solved_change
  from (
    select o.user_id,
      coalesce(n.best, 0) - coalesce(o.best, 0) as score_change,
      coalesce(n.solved, false)::integer - o.solved::integer as solved_change
    from unnest(students, old_best, old_solved) as o (user_id, best, solved)
    left join (
      select a.user_id, max(a.marks_awarded) as best, bool_or(a.status = 'correct') as solved
      from public.answers a
      where a.problem_id = target and a.user_id = any (students)
      group by a.user_id
    ) as n on n.user_id = o.user_id
  ) as d
  where p.id = d.user_id and (d.score_change <> 0 or d.solved_change <> 0);
  return changed;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_recount_solvers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Results released at the end are recounted once per problem (release_due_results).
  if current_setting('private.releasing', true) = 'on' then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.recount_problem_solvers(old.problem_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.problem_id is distinct from old.problem_id) then
    perform private.recount_problem_solvers(new.problem_id);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION authz.can_read_comment(comment_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- The same rule as the policy "comments: everyone reads comments on visible problems outside
  -- running contests": the problem is visible to the caller, and not in a running contest
  -- unless the caller is approved staff; nor in the caller's own running virtual contest.
  select exists (
    select 1
    from public.comments c
    join public.problems p on p.id = c.problem_id
    where c.id = can_read_comment.comment_id
      and authz.can_see_problem(p.id)
      and (not coalesce(p.contest_windows @> now(), false) or authz.is_approved_staff())
      and not authz.in_my_virtual_contest(p.id)
  )
$function$
;

CREATE OR REPLACE FUNCTION public.start_virtual_contest(contest_id uuid)
 RETURNS virtual_participations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  student_id uuid := auth.uid();
  contest public.contests;
  sitting public.virtual_participations;
begin
  if student_id is null then
    raise exception 'Please log in to sit a contest virtually.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students can sit a contest virtually.' using errcode = '42501';
  end if;
  select * into contest from public.contests c where c.id = start_virtual_contest.contest_id for share;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;
  -- Started once, never restarted nor moved: a second call returns the same sitting and clock.
  select * into sitting from public.virtual_participations v
  where v.contest_id = contest.id and v.user_id = student_id;
  if found then
    return sitting;
  end if;
  if now() < contest.end_time then
    raise exception 'A contest can be sat virtually once it has ended.' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.contest_registrations r where r.contest_id = contest.id and r.user_id = student_id) then
    raise exception 'You took part in this contest, so you cannot sit it virtually: your result is on its board.'
      using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.contest_problems cp where cp.contest_id = contest.id) then
    raise exception 'This contest has no problems to sit.' using errcode = 'P0001';
  end if;

  insert into public.virtual_participations as v (contest_id, user_id, started_at, ends_at)
  values (contest.id, student_id, now(), now() + (contest.end_time - contest.start_time))
  on conflict on constraint virtual_participations_once do nothing
  returning * into sitting;
  if sitting.id is null then
    select * into sitting from public.virtual_participations v
    where v.contest_id = contest.id and v.user_id = student_id;
  end if;
  return sitting;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.my_virtual_contest(contest_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sitting public.virtual_participations;
  contest public.contests;
  sealed boolean;
  virtual_at timestamptz;
  place integer;
begin
  if auth.uid() is null then
    return null;
  end if;
  select * into sitting from public.virtual_participations v
  where v.contest_id = my_virtual_contest.contest_id and v.user_id = auth.uid();
  if not found then
    return null;
  end if;
  -- Results that are due come out before they are read.
  if sitting.ends_at <= now() then
    perform private.release_due_results();
    select * into sitting from public.virtual_participations v where v.id = sitting.id;
  end if;
  select * into contest from public.contests c where c.id = sitting.contest_id;
  sealed := contest.results_mode = 'after_end' and now() < sitting.ends_at;
  -- The would-be rank: the real board's order (total marks, then the earlier last improvement),
  -- the sitting's times moved onto the contest's own clock.
  virtual_at := contest.start_time + (sitting.last_improved_at - sitting.started_at);
  if not sealed then
    select 1 + count(*)::integer into place
    from public.contest_registrations r
    where r.contest_id = contest.id and r.counts
      and (r.total_marks > sitting.total_marks
        or (r.total_marks = sitting.total_marks and virtual_at is null and r.last_improved_at is not null)
        or (r.total_marks = sitting.total_marks and r.last_improved_at < virtual_at));
  end if;
  return jsonb_build_object(
    'id', sitting.id,
    'contest_id', sitting.contest_id,
    'started_at', sitting.started_at,
    'ends_at', sitting.ends_at,
    'now', now(),
    'results_mode', contest.results_mode,
    'sealed', sealed,
    'total', case when sealed then null else sitting.total_marks end,
    'solved', case when sealed then null else sitting.solved_count end,
    'last_improved_at', case when sealed then null else virtual_at end,
    'results', case when sealed then null else sitting.results end,
    'rank', place,
    'participants', (select count(*)::integer from public.contest_registrations r where r.contest_id = contest.id and r.counts)
  );
end;
$function$
;


CREATE TRIGGER answers_keep_virtual_result AFTER INSERT OR DELETE OR UPDATE OF status, marks_awarded, virtual_participation_id, submitted_at ON public.answers FOR EACH ROW EXECUTE FUNCTION private.on_virtual_answer_changed();

drop policy "comments: everyone reads comments on visible problems outside r" on public.comments;
create policy "comments: everyone reads comments on visible problems outside r"
  on "public"."comments"
  as permissive
  for select
  to anon, authenticated
using ((EXISTS ( SELECT 1
   FROM problems p
  WHERE ((p.id = comments.problem_id) AND ((NOT COALESCE((p.contest_windows @> now()), false)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)) AND (NOT authz.in_my_virtual_contest(p.id))))));

revoke all on function authz.in_my_virtual_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.in_my_virtual_contest(uuid) to anon;
grant execute on function authz.in_my_virtual_contest(uuid) to authenticated;
grant execute on function authz.in_my_virtual_contest(uuid) to service_role;

revoke all on function private.refresh_virtual_result(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.on_virtual_answer_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.start_virtual_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.start_virtual_contest(uuid) to authenticated;
grant execute on function public.start_virtual_contest(uuid) to service_role;

revoke all on function public.my_virtual_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.my_virtual_contest(uuid) to authenticated;
grant execute on function public.my_virtual_contest(uuid) to service_role;

comment on function authz.in_my_virtual_contest(uuid) is 'True while the caller''s own virtual clock runs for a contest with this problem (its hints, solution and comments stay locked).';

comment on function public.start_virtual_contest(uuid) is 'Starts the caller''s virtual sitting of an ended contest (approved students who did not take part), once: a second call returns the same sitting and clock.';

comment on function public.my_virtual_contest(uuid) is 'The caller''s virtual sitting of a contest: clock, results (withheld until its end in an "after the end" contest) and would-be rank among the real participants; null when there is none.';

revoke all on function private.answer_seal(uuid, uuid, timestamptz) from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function private.sealed_scoreboard(public.contests, integer, integer) from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function private.rebuild_contest_results(uuid, uuid[]) from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function private.release_due_results() from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function public.release_due_results() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.release_due_results() to anon, authenticated, service_role;
revoke all on function public.my_contest_upsolving(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.my_contest_upsolving(uuid) to anon, authenticated, service_role;
revoke all on function public.my_upsolving() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.my_upsolving() to authenticated, service_role;

comment on function private.answer_seal(uuid, uuid, timestamptz) is
  'Whether an answer sent then by the student to the problem waits for an end (a running "after the end" contest with it, or the student''s own virtual clock of one), until when, and the virtual sitting it belongs to.';
comment on function private.sealed_scoreboard(public.contests, integer, integer) is
  'contest_scoreboard before the end of an "after the end" contest: participants and problems, no rows, no totals.';
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

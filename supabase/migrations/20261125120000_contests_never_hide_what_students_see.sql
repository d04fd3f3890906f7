-- Contest rules hold from every path (issue 29 point 4, issue 22 point 2; decision 0039).
-- A contest that has not started hides its problems until the start (decision 0021). Putting a
-- problem that students can already see into such a contest would take it away from them:
-- * nobody may do it to a problem that has answers, or comments by someone other than its
--   author (the students' submissions and comments would vanish with it);
-- * an instructor may not do it to another author's problem (a far-future contest would hide
--   that author's public problem from everyone for as long as they like);
-- * otherwise it is allowed, and check_contest_problems tells the editor before saving.
-- A problem that a started contest already revealed stays visible and is never refused.

-- One row per listed problem, in list order: would this save hide it from students who see it
-- now, and may the caller do that? `contest_id` is the contest being edited (null when new):
-- its own old window does not count as revealing the problem.
create or replace function private.contest_problem_checks(
  contest_id uuid,
  problem_ids uuid[],
  new_start timestamptz,
  caller uuid,
  caller_role text
)
returns table (ordinality bigint, problem_id uuid, refused boolean, errcode text, message text)
language sql
stable
security definer
set search_path = ''
as $$
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
$$;
comment on function private.contest_problem_checks(uuid, uuid[], timestamptz, uuid, text) is
  'For each listed problem that a contest starting at new_start would hide from students who see it now: whether the caller is refused (answered or discussed; another author''s, for an instructor) and the sentence to show.';

-- What the contest editor shows before saving: the same checks save_contest applies.
create or replace function public.check_contest_problems(
  contest_id uuid,
  problem_ids uuid[],
  start_time timestamptz
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;
comment on function public.check_contest_problems(uuid, uuid[], timestamptz) is
  'The contest editor''s warnings before saving: for each listed problem a contest starting then would hide from students, {problem_id, refused, message}; save_contest refuses the refused ones.';

-- Creates (contest_id null) or edits a contest and its ordered problem list in one transaction.
-- As in 20261123004000, plus the hiding checks above.
create or replace function public.save_contest(contest_id uuid, payload jsonb)
returns public.contests
language plpgsql
security definer
set search_path = ''
as $$
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
      raise exception 'Contest not found.' using errcode = 'P0002';
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
      raise exception 'Problem not found.' using errcode = 'P0002';
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
      if new_end is distinct from existing.end_time and (existing.end_time <= now() or new_end <= now()) then
        raise exception 'The end of a contest cannot be moved into the past, nor once it has ended.' using errcode = '42501';
      end if;
    elsif not started and new_start < now() - interval '1 minute' then
      raise exception 'A contest cannot be moved to start in the past.' using errcode = '22023';
    end if;

    update public.contests c
    set title = new_title, description = new_description, start_time = new_start, end_time = new_end
    where c.id = existing.id
    returning * into saved;
  else
    if new_start < now() - interval '1 minute' then
      raise exception 'A new contest cannot start in the past.' using errcode = '22023';
    end if;
    insert into public.contests (title, description, start_time, end_time, created_by)
    values (new_title, new_description, new_start, new_end, caller)
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
$$;
comment on function public.save_contest(uuid, jsonb) is
  'Creates (contest_id null) or edits a contest with its ordered problem list, atomically; approved staff; problems of a started contest change only by the superadmin; never hides a problem students answered or discussed, nor (for instructors) another author''s (decision 0039).';

revoke all on function private.contest_problem_checks(uuid, uuid[], timestamptz, uuid, text) from public, anon, authenticated;
revoke all on function public.check_contest_problems(uuid, uuid[], timestamptz) from public, anon;
grant execute on function public.check_contest_problems(uuid, uuid[], timestamptz) to authenticated, service_role;

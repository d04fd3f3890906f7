-- Assignments (issue 21 points 2, 3 and 4, decision 0050): a teacher gives a class bank problems
-- (in order) or a whole contest, with an opening time and a due time on the database's clock.
--
-- * Members see an assignment from its opening time; teachers always. Work after the due time is
--   accepted like any other answer and flagged late where it is shown (the matrix, the student's
--   progress): a cell is late when its best work came after the due time.
-- * Class-hidden problems, by the contest rule of decision 0021: a problem written hidden
--   (is_public false) and in no contest is seen by its author and approved staff, and, from the
--   opening time of an assignment that holds it, by the active members of that class. A problem
--   in a contest keeps following its contests (a class never opens a contest problem early).
--   Instructors put only their own hidden problems into an assignment (admins any), as in contests.
--   Leaving a class takes its hidden problems out of the student's view; their answers stay.
-- * The problems policy compares the row with the caller's class problem ids, computed once per
--   statement by a security definer helper: no join per row, no recursion.

create table public.assignments (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references public.classes (id) on delete cascade,
  title text not null,
  kind text not null check (kind in ('problems', 'contest')),
  contest_id uuid references public.contests (id) on delete set null,
  opens_at timestamptz not null,
  due_at timestamptz not null,
  created_by uuid default auth.uid() references public.public_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint assignments_title_length check (char_length(title) <= 200),
  constraint assignments_title_not_blank check (btrim(title) <> ''),
  constraint assignments_due_after_opening check (due_at > opens_at)
);
comment on table public.assignments is
  'Work given to a class: its problems in assignment_problems (a contest''s list is copied there). Written only through save_assignment and delete_assignment.';
create index assignments_class_due_idx on public.assignments (class_id, due_at);
create index assignments_contest_idx on public.assignments (contest_id) where contest_id is not null;

create table public.assignment_problems (
  assignment_id uuid not null references public.assignments (id) on delete cascade,
  problem_id uuid not null references public.problems (id) on delete cascade,
  position integer not null check (position >= 1),
  primary key (assignment_id, problem_id)
);
comment on table public.assignment_problems is 'The ordered problems of each assignment.';
create index assignment_problems_problem_idx on public.assignment_problems (problem_id);

alter table public.assignments enable row level security;
alter table public.assignment_problems enable row level security;

-- ---------------------------------------------------------------------------
-- helpers and policies
-- ---------------------------------------------------------------------------

-- The hidden problems the caller sees as an active member: in an opened assignment of their class.
create or replace function authz.class_problem_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct ap.problem_id), '{}')
  from public.class_members m
  join public.assignments a on a.class_id = m.class_id and a.opens_at <= now()
  join public.assignment_problems ap on ap.assignment_id = a.id
  where m.user_id = auth.uid() and m.status = 'active' and authz.account_is_active()
$$;
comment on function authz.class_problem_ids() is
  'Problems of the opened assignments of the classes the caller is an active member of.';
revoke all on function authz.class_problem_ids() from public;
grant execute on function authz.class_problem_ids() to authenticated, service_role;

create policy "assignments: teachers read all, active members read opened ones"
  on public.assignments for select to authenticated
  using (
    class_id = any ((select authz.taught_class_ids())::uuid[])
    or (opens_at <= now() and class_id = any ((select authz.joined_class_ids())::uuid[]))
  );

-- An entry is read with its assignment (whose policy holds no join), and its problem row follows
-- the problems policies.
create policy "assignment_problems: read with their assignment"
  on public.assignment_problems for select to authenticated
  using (exists (select 1 from public.assignments a where a.id = assignment_id));

revoke all on public.assignments, public.assignment_problems from public, anon, authenticated;
grant select on public.assignments, public.assignment_problems to authenticated;
grant all on public.assignments, public.assignment_problems to service_role;

-- One permissive policy per table, role and operation (the database linter's rule): the policy of
-- 20261123004000 with the class rule added as its last alternative.
drop policy "problems: users read released, own and (as staff) all problems" on public.problems;
create policy "problems: users read released, own, class and (as staff) all problems"
  on public.problems for select to authenticated
  using (
    authz.problem_is_released(is_public, contest_windows, contest_public_at, true)
    or created_by = (select auth.uid())
    or (select authz.is_approved_staff())
    or (contest_windows is null and not is_public and id = any ((select authz.class_problem_ids())::uuid[]))
  );

-- The visibility rule for functions (submit_answer, hints, give-ups, solutions): as in
-- 20261123004000, plus the class rule above.
create or replace function authz.can_see_problem(problem_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.problems pr
    where pr.id = can_see_problem.problem_id
      and (
        pr.created_by = auth.uid()
        or authz.is_approved_staff()
        or authz.problem_is_released(pr.is_public, pr.contest_windows, pr.contest_public_at, auth.uid() is not null)
        or (
          pr.contest_windows is null and not pr.is_public and auth.uid() is not null
          and exists (
            select 1
            from public.assignment_problems ap
            join public.assignments a on a.id = ap.assignment_id and a.opens_at <= now()
            join public.class_members m on m.class_id = a.class_id and m.user_id = auth.uid() and m.status = 'active'
            where ap.problem_id = pr.id
          )
          and authz.account_is_active()
        )
      )
  )
$$;
comment on function authz.can_see_problem(uuid) is
  'True when the caller may see the problem: its author, approved staff, released by the rule of decision 0021, or a class-hidden problem of an opened assignment of their class (decision 0050).';

-- ---------------------------------------------------------------------------
-- writes
-- ---------------------------------------------------------------------------

-- Creates (assignment_id null; payload.class_id) or edits an assignment with its problem list.
-- payload: { class_id, title, opens_at, due_at, problem_ids: [uuid, ...] } or
-- { class_id, title, opens_at, due_at, contest_id } (the contest's problems, in its order).
create or replace function public.save_assignment(assignment_id uuid, payload jsonb)
returns public.assignments
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_role text := authz.approved_role();
  existing public.assignments;
  target_class uuid;
  new_title text;
  new_opens timestamptz;
  new_due timestamptz;
  new_contest uuid;
  new_problems uuid[];
  old_problems uuid[] := '{}';
  saved public.assignments;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The assignment must be given as an object.' using errcode = '22023';
  end if;
  if save_assignment.assignment_id is not null then
    select * into existing from public.assignments a where a.id = save_assignment.assignment_id for update;
    if not found or not authz.teaches_class(existing.class_id) then
      raise exception 'Assignment not found, or you do not teach its class.' using errcode = '42501';
    end if;
    target_class := existing.class_id;
    select coalesce(array_agg(ap.problem_id order by ap.position), '{}') into old_problems
    from public.assignment_problems ap where ap.assignment_id = existing.id;
  else
    begin
      target_class := (payload ->> 'class_id')::uuid;
    exception when others then
      raise exception 'class_id must be a class id.' using errcode = '22023';
    end;
    perform private.require_class_teacher(target_class);
    perform 1 from public.classes c where c.id = target_class for update;
    if (select count(*) from public.assignments a where a.class_id = target_class) >= 500 then
      raise exception 'A class has at most 500 assignments.' using errcode = 'P0001';
    end if;
  end if;

  if payload ? 'title' and jsonb_typeof(payload -> 'title') <> 'string' then
    raise exception 'The title must be text.' using errcode = '22023';
  end if;
  new_title := btrim(coalesce(payload ->> 'title', existing.title, ''));
  if new_title = '' or char_length(new_title) > 200 then
    raise exception 'An assignment needs a title of at most 200 characters.' using errcode = '22023';
  end if;
  begin
    new_opens := coalesce((payload ->> 'opens_at')::timestamptz, existing.opens_at);
    new_due := coalesce((payload ->> 'due_at')::timestamptz, existing.due_at);
  exception when others then
    raise exception 'Opening and due times must be valid date-times.' using errcode = '22023';
  end;
  if new_opens is null or new_due is null then
    raise exception 'An assignment needs an opening time and a due time.' using errcode = '22023';
  end if;
  if new_due <= new_opens then
    raise exception 'The due time must come after the opening time.' using errcode = '22023';
  end if;
  if new_due - new_opens > interval '366 days' then
    raise exception 'An assignment is open for at most a year.' using errcode = '22023';
  end if;

  if payload ? 'contest_id' and jsonb_typeof(payload -> 'contest_id') <> 'null' then
    begin
      new_contest := (payload ->> 'contest_id')::uuid;
    exception when others then
      raise exception 'contest_id must be a contest id.' using errcode = '22023';
    end;
    if not exists (select 1 from public.contests c where c.id = new_contest) then
      raise exception 'Contest not found.' using errcode = 'PT404';
    end if;
    select coalesce(array_agg(cp.problem_id order by cp.position, cp.problem_id), '{}') into new_problems
    from public.contest_problems cp where cp.contest_id = new_contest;
    if cardinality(new_problems) = 0 then
      raise exception 'This contest has no problems yet.' using errcode = '22023';
    end if;
  elsif payload ? 'problem_ids' then
    if jsonb_typeof(payload -> 'problem_ids') <> 'array' then
      raise exception 'problem_ids must be a list of problem ids.' using errcode = '22023';
    end if;
    if jsonb_array_length(payload -> 'problem_ids') > 30 then
      raise exception 'An assignment has at most 30 problems.' using errcode = '22023';
    end if;
    begin
      select coalesce(array_agg(e.value::uuid order by e.ordinality), '{}') into new_problems
      from jsonb_array_elements_text(payload -> 'problem_ids') with ordinality as e (value, ordinality);
    exception when others then
      raise exception 'problem_ids must be a list of problem ids.' using errcode = '22023';
    end;
    if cardinality(new_problems) = 0 then
      raise exception 'Pick at least one problem.' using errcode = '22023';
    end if;
    if cardinality(new_problems) <> (select count(distinct x) from unnest(new_problems) as x) then
      raise exception 'A problem appears in the list twice.' using errcode = '22023';
    end if;
    if exists (select 1 from unnest(new_problems) as x where not exists (select 1 from public.problems pr where pr.id = x)) then
      raise exception 'Problem not found.' using errcode = 'PT404';
    end if;
    if caller_role = 'instructor' and exists (
      select 1 from public.problems pr
      where pr.id = any (new_problems) and not pr.is_public and pr.created_by is distinct from caller
        and not (pr.id = any (old_problems))
    ) then
      raise exception 'You can only assign your own hidden problems.' using errcode = '42501';
    end if;
  elsif existing.id is null then
    raise exception 'Pick problems or a contest to assign.' using errcode = '22023';
  end if;

  if existing.id is not null then
    update public.assignments a
    set title = new_title, opens_at = new_opens, due_at = new_due,
      kind = case when new_problems is null then a.kind when new_contest is not null then 'contest' else 'problems' end,
      contest_id = case when new_problems is null then a.contest_id else new_contest end
    where a.id = existing.id
    returning * into saved;
  else
    insert into public.assignments (class_id, title, kind, contest_id, opens_at, due_at, created_by)
    values (target_class, new_title, case when new_contest is not null then 'contest' else 'problems' end,
      new_contest, new_opens, new_due, caller)
    returning * into saved;
  end if;

  if new_problems is not null and new_problems is distinct from old_problems then
    delete from public.assignment_problems ap where ap.assignment_id = saved.id;
    insert into public.assignment_problems (assignment_id, problem_id, position)
    select saved.id, x.problem_id, x.position::integer
    from unnest(new_problems) with ordinality as x (problem_id, position);
  end if;
  return saved;
end;
$$;
comment on function public.save_assignment(uuid, jsonb) is
  'A teacher creates (assignment_id null) or edits an assignment: bank problems in order, or a contest''s problems; opening and due times.';

create or replace function public.delete_assignment(assignment_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  select a.class_id into target from public.assignments a where a.id = delete_assignment.assignment_id;
  if target is null or not authz.teaches_class(target) then
    raise exception 'Assignment not found, or you do not teach its class.' using errcode = '42501';
  end if;
  delete from public.assignments a where a.id = delete_assignment.assignment_id;
end;
$$;
comment on function public.delete_assignment(uuid) is 'A teacher deletes an assignment; the answers stay.';

-- ---------------------------------------------------------------------------
-- reading: the student's due soon and progress, the teacher's matrix
-- ---------------------------------------------------------------------------

-- The caller's open assignments (opened, not yet due), soonest first, with their progress:
-- done = problems with full marks or given up. With the database's now for the countdowns.
create or replace function public.my_due_soon(max_rows integer default 10)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'now', now(),
    'assignments', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id, 'class_id', d.class_id, 'class_name', d.class_name, 'title', d.title,
        'opens_at', d.opens_at, 'due_at', d.due_at, 'problems', d.problems, 'done', d.done
      ) order by d.due_at, d.id), '[]'::jsonb)
  )
  from (
    select a.id, a.class_id, c.name as class_name, a.title, a.opens_at, a.due_at, p.problems, p.done
    from public.class_members m
    join public.assignments a on a.class_id = m.class_id and a.opens_at <= now() and a.due_at > now()
    join public.classes c on c.id = m.class_id
    cross join lateral (
      select count(*)::integer as problems,
        count(*) filter (
          where exists (select 1 from public.problem_give_ups g where g.user_id = m.user_id and g.problem_id = ap.problem_id)
            or (select max(an.marks_awarded) from public.answers an
                where an.user_id = m.user_id and an.problem_id = ap.problem_id) >= pr.marks
        )::integer as done
      from public.assignment_problems ap
      join public.problems pr on pr.id = ap.problem_id
      where ap.assignment_id = a.id
    ) as p
    where m.user_id = auth.uid() and m.status = 'active' and authz.account_is_active()
    order by a.due_at, a.id
    limit least(greatest(coalesce(my_due_soon.max_rows, 10), 1), 50)
  ) as d
$$;
comment on function public.my_due_soon(integer) is
  'The signed-in student''s opened, not yet due assignments (soonest first) with problems done, and the database time.';

-- Per assignment, one row per active student and problem: best marks, attempts, wrong answers,
-- answers waiting for grading, hints revealed, gave up, first and last answer time, late, and the
-- answer to open (the best, earliest). Only the class's teachers.
create or replace function public.assignment_matrix(assignment_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target public.assignments;
  class_name text;
  result jsonb;
begin
  select * into target from public.assignments a where a.id = assignment_matrix.assignment_id;
  if target.id is null or not authz.teaches_class(target.class_id) then
    raise exception 'Assignment not found, or you do not teach its class.' using errcode = '42501';
  end if;
  select c.name into class_name from public.classes c where c.id = target.class_id;

  with problems as (
    select ap.problem_id, ap.position, pr.title, pr.marks
    from public.assignment_problems ap join public.problems pr on pr.id = ap.problem_id
    where ap.assignment_id = target.id
  ),
  students as (
    select m.user_id, pp.full_name, m.joined_at,
      (select max(an.submitted_at) from public.answers an where an.user_id = m.user_id) as last_activity
    from public.class_members m
    left join public.public_profiles pp on pp.id = m.user_id
    where m.class_id = target.class_id and m.status = 'active'
  ),
  cells as (
    select s.user_id, p.problem_id, st.best, st.attempts, st.wrong, st.waiting, st.first_at, st.last_at,
      st.best_answer_id,
      st.attempts > 0 and (st.on_time = 0 or coalesce(st.best_on_time, -1) < coalesce(st.best, -1)) as late,
      (select count(*) from public.hint_reveals h where h.user_id = s.user_id and h.problem_id = p.problem_id)::integer as hints,
      exists (select 1 from public.problem_give_ups g where g.user_id = s.user_id and g.problem_id = p.problem_id) as gave_up
    from students s
    cross join problems p
    cross join lateral (
      select max(an.marks_awarded) as best,
        count(*)::integer as attempts,
        count(*) filter (where an.status = 'incorrect')::integer as wrong,
        count(*) filter (where an.status = 'submitted')::integer as waiting,
        count(*) filter (where an.submitted_at < target.due_at)::integer as on_time,
        max(an.marks_awarded) filter (where an.submitted_at < target.due_at) as best_on_time,
        min(an.submitted_at) as first_at,
        max(an.submitted_at) as last_at,
        (array_agg(an.id order by an.marks_awarded desc nulls last, an.submitted_at))[1] as best_answer_id
      from public.answers an
      where an.user_id = s.user_id and an.problem_id = p.problem_id
    ) as st
  )
  select jsonb_build_object(
    'now', now(),
    'assignment', jsonb_build_object('id', target.id, 'class_id', target.class_id, 'class_name', class_name,
      'title', target.title, 'kind', target.kind, 'contest_id', target.contest_id,
      'opens_at', target.opens_at, 'due_at', target.due_at),
    'problems', coalesce((select jsonb_agg(jsonb_build_object('id', p.problem_id, 'position', p.position,
      'title', p.title, 'marks', p.marks) order by p.position) from problems p), '[]'::jsonb),
    'students', coalesce((select jsonb_agg(jsonb_build_object('id', s.user_id, 'full_name', s.full_name,
      'joined_at', s.joined_at, 'last_activity', s.last_activity) order by s.full_name, s.user_id) from students s), '[]'::jsonb),
    'cells', coalesce((select jsonb_agg(jsonb_build_object('user_id', c.user_id, 'problem_id', c.problem_id,
      'best', c.best, 'attempts', c.attempts, 'wrong', c.wrong, 'waiting', c.waiting, 'hints', c.hints,
      'gave_up', c.gave_up, 'first_at', c.first_at, 'last_at', c.last_at, 'late', c.late,
      'answer_id', c.best_answer_id)) from cells c), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.assignment_matrix(uuid) is
  'A teacher''s student x problem matrix of one assignment, with the database time.';

revoke all on function public.save_assignment(uuid, jsonb) from public, anon;
revoke all on function public.delete_assignment(uuid) from public, anon;
revoke all on function public.my_due_soon(integer) from public, anon;
revoke all on function public.assignment_matrix(uuid) from public, anon;
grant execute on function public.save_assignment(uuid, jsonb) to authenticated, service_role;
grant execute on function public.delete_assignment(uuid) to authenticated, service_role;
grant execute on function public.my_due_soon(integer) to authenticated, service_role;
grant execute on function public.assignment_matrix(uuid) to authenticated, service_role;

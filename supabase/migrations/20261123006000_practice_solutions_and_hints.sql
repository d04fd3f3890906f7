-- Practice (issue 15): official solutions and up to three hints per problem, unlocked by effort.
--
-- * Solutions and hints live in `private` (no API role has any privilege there), so no table
--   read, view or PostgREST embed can reach them. They leave the database only through the
--   security definer functions below, which apply one rule (authz.can_read_solution):
--   staff always; nobody else while a contest using the problem runs; a student after solving
--   (full marks: answers.marks_awarded >= problems.marks) or after giving up; everyone who may
--   see the problem once a contest using it has ended, if the author allowed it.
-- * Hints are revealed one at a time on request (public.reveal_next_hint); every reveal is a
--   row in public.hint_reveals that the student and approved staff (graders) may read. Hints
--   of a problem in a running contest stay locked.
-- * Giving up (public.give_up_problem) is stored and final: a BEFORE INSERT trigger on answers
--   refuses every later answer of that student to that problem, and no API role may delete a
--   give-up.
-- * Authors and admins write both through private.apply_problem_solution, called by
--   public.save_problem (grading) and by public.set_problem_solution (here).

-- ---------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------

create table private.problem_solutions (
  problem_id uuid primary key references public.problems (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 50000 and body ~ '[^[:space:]]'),
  attachment_path text check (
    attachment_path is null
    or (
      char_length(attachment_path) between 1 and 1024
      and attachment_path !~ '(^|/)\.{0,2}(/|$)'
      and position(E'\\' in attachment_path) = 0
    )
  ),
  public_after_contest boolean not null default true,
  updated_by uuid references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now()
);
comment on table private.problem_solutions is
  'The official solution of a problem (LaTeX, optional attachment). Read only through public.problem_practice under authz.can_read_solution.';
comment on column private.problem_solutions.public_after_contest is
  'When true, everyone who may see the problem reads the solution once a contest using it has ended.';
create index problem_solutions_attachment_path_idx on private.problem_solutions (attachment_path)
  where attachment_path is not null;

create table private.problem_hints (
  problem_id uuid not null references public.problems (id) on delete cascade,
  position integer not null check (position between 1 and 3),
  body text not null check (char_length(body) between 1 and 5000 and body ~ '[^[:space:]]'),
  primary key (problem_id, position)
);
comment on table private.problem_hints is
  'Up to three ordered hints of a problem, revealed to a student one at a time (public.reveal_next_hint).';

-- RLS on every table, even here: nothing is granted, so nothing passes.
alter table private.problem_solutions enable row level security;
alter table private.problem_hints enable row level security;
revoke all on private.problem_solutions, private.problem_hints from public, anon, authenticated, service_role;

-- Both tables below get a surrogate key on purpose: with (user_id, problem_id) as their primary
-- key PostgREST would read them as junctions between problems and profiles, and the spec's
-- embed problems(..., public_profiles(full_name)) would become ambiguous (PGRST201).
create table public.hint_reveals (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  problem_id uuid not null references public.problems (id) on delete cascade,
  position integer not null check (position between 1 and 3),
  revealed_at timestamptz not null default now(),
  constraint hint_reveals_once unique (user_id, problem_id, position)
);
comment on table public.hint_reveals is
  'Which hints a student revealed and when (no hint text). Written only by public.reveal_next_hint; read by the student and approved staff.';
create index hint_reveals_problem_idx on public.hint_reveals (problem_id);

create table public.problem_give_ups (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  problem_id uuid not null references public.problems (id) on delete cascade,
  given_up_at timestamptz not null default now(),
  constraint problem_give_ups_once unique (user_id, problem_id)
);
comment on table public.problem_give_ups is
  'A student gave up on a problem: its solution opens to them and they can no longer answer it. Final; written only by public.give_up_problem.';
create index problem_give_ups_problem_idx on public.problem_give_ups (problem_id);

alter table public.hint_reveals enable row level security;
alter table public.problem_give_ups enable row level security;

create policy "hint_reveals: students read their own, approved staff read all"
  on public.hint_reveals for select to authenticated
  using (user_id = (select auth.uid()) or (select authz.is_approved_staff()));

create policy "problem_give_ups: students read their own, approved staff read all"
  on public.problem_give_ups for select to authenticated
  using (user_id = (select auth.uid()) or (select authz.is_approved_staff()));

revoke all on public.hint_reveals, public.problem_give_ups from public, anon, authenticated;
grant select on public.hint_reveals, public.problem_give_ups to authenticated;
grant all on public.hint_reveals, public.problem_give_ups to service_role;

-- ---------------------------------------------------------------------------
-- the rule
-- ---------------------------------------------------------------------------

-- Same name and body as the contests migration defines: whichever runs last, the same function.
create or replace function authz.problem_in_running_contest(problem_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.contest_problems cp join public.contests c on c.id = cp.contest_id
    where cp.problem_id = problem_in_running_contest.problem_id and c.start_time <= now() and now() < c.end_time)
$$;
revoke all on function authz.problem_in_running_contest(uuid) from public;
grant execute on function authz.problem_in_running_contest(uuid) to anon, authenticated, service_role;

create or replace function authz.has_solved(problem_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.answers a join public.problems pr on pr.id = a.problem_id
    where a.problem_id = has_solved.problem_id and a.user_id = auth.uid()
      and a.marks_awarded >= pr.marks
  )
$$;
comment on function authz.has_solved(uuid) is 'True when the caller has full marks on the problem.';

create or replace function authz.has_given_up(problem_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.problem_give_ups g
    where g.problem_id = has_given_up.problem_id and g.user_id = auth.uid()
  )
$$;
comment on function authz.has_given_up(uuid) is 'True when the caller gave up on the problem.';

-- Staff always; otherwise only a problem the caller may see, never while a contest using it
-- runs, and then after solving, after giving up, or after a contest ended (author's choice).
create or replace function authz.can_read_solution(problem_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
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
$$;
comment on function authz.can_read_solution(uuid) is
  'Who reads a problem''s solution (and spoiler comments): staff; else not during a running contest; else solvers, those who gave up, and everyone after an ended contest if the author allowed it.';

-- The attachments bucket policy below asks this for each object it considers.
create or replace function authz.can_read_solution_attachment(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.problem_solutions s
    where s.attachment_path = object_name and authz.can_read_solution(s.problem_id)
  )
$$;

revoke all on function authz.has_solved(uuid), authz.has_given_up(uuid), authz.can_read_solution(uuid),
  authz.can_read_solution_attachment(text) from public;
grant execute on function authz.has_solved(uuid), authz.has_given_up(uuid), authz.can_read_solution(uuid),
  authz.can_read_solution_attachment(text) to anon, authenticated, service_role;

create policy "attachments: readers of a solution read its attachment"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'attachments' and authz.can_read_solution_attachment(name));

-- ---------------------------------------------------------------------------
-- giving up is final
-- ---------------------------------------------------------------------------

create or replace function private.refuse_answers_after_give_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.problem_give_ups g where g.user_id = new.user_id and g.problem_id = new.problem_id
  ) then
    raise exception 'You gave up on this problem, so it no longer accepts your answers.'
      using errcode = '42501', hint = 'Its solution is open to you on the problem page.';
  end if;
  return new;
end;
$$;

create trigger answers_refuse_after_give_up
  before insert on public.answers
  for each row execute function private.refuse_answers_after_give_up();

-- ---------------------------------------------------------------------------
-- writing solutions and hints
-- ---------------------------------------------------------------------------

-- payload: { "solution": null | { "body": text, "attachment_path": text | null,
--            "public_after_contest": boolean }, "hints": [text, ...] (at most 3) }.
-- A missing key leaves that part unchanged; solution null removes it; hints [] removes them.
-- Called by public.save_problem and public.set_problem_solution (which check the caller);
-- it checks again so that no future caller can skip the rule.
create or replace function private.apply_problem_solution(problem_id uuid, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  author_id uuid;
  solution jsonb;
  solution_body text;
  solution_path text;
  allow_after_contest boolean;
  hint_texts text[];
  hint_value jsonb;
begin
  select pr.created_by into author_id from public.problems pr where pr.id = apply_problem_solution.problem_id;
  if not found then
    raise exception 'Problem not found.' using errcode = 'P0002';
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
      if solution_path is not null and (
        char_length(solution_path) > 1024
        or solution_path ~ '(^|/)\.{0,2}(/|$)'
        or position(E'\\' in solution_path) > 0
        or split_part(solution_path, '/', 1) is distinct from author_id::text
      ) then
        raise exception 'A solution attachment must be a file in the problem author''s folder of the attachments bucket.'
          using errcode = '22023';
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
$$;
comment on function private.apply_problem_solution(uuid, jsonb) is
  'Validates and writes a problem''s solution and hints from the save payload (keys solution, hints); author (approved staff) or approved admin.';

create or replace function public.set_problem_solution(problem_id uuid, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Please log in to write a solution.' using errcode = '42501';
  end if;
  perform private.apply_problem_solution(set_problem_solution.problem_id, set_problem_solution.payload);
end;
$$;
comment on function public.set_problem_solution(uuid, jsonb) is
  'Writes the solution and hints of a problem (payload keys solution, hints; see private.apply_problem_solution); its author (approved staff) or an approved admin.';

-- ---------------------------------------------------------------------------
-- reading, revealing, giving up
-- ---------------------------------------------------------------------------

-- Everything the practice panel of one problem shows, in one call, filtered by the rule:
--   status: solved | attempted | not_tried (null for visitors); gave_up_at;
--   locked: the problem is in a running contest (hints and solution closed to non-staff);
--   hint_count, hints: the revealed ones (all of them for staff), can_reveal_hint;
--   has_solution, solution (null unless authz.can_read_solution), can_give_up;
--   next_problem: when solved, an unsolved one of the same topic and a similar difficulty.
create or replace function public.problem_practice(problem_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  staff boolean := authz.is_approved_staff();
  student boolean := coalesce(authz.approved_role() = 'contestant', false);
  pid uuid := problem_practice.problem_id;
  locked boolean;
  solved boolean;
  gave_up timestamptz;
  attempted boolean;
  total_hints integer;
  revealed jsonb;
  revealed_count integer;
  solution_row private.problem_solutions;
  readable boolean;
  next_one jsonb;
begin
  if not authz.can_see_problem(pid) then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;
  locked := authz.problem_in_running_contest(pid);
  solved := me is not null and authz.has_solved(pid);
  select g.given_up_at into gave_up from public.problem_give_ups g where g.user_id = me and g.problem_id = pid;
  attempted := me is not null and exists (select 1 from public.answers a where a.user_id = me and a.problem_id = pid);
  select count(*) into total_hints from private.problem_hints h where h.problem_id = pid;

  if staff then
    select coalesce(jsonb_agg(jsonb_build_object('position', h.position, 'body', h.body, 'revealed_at', null)
      order by h.position), '[]') into revealed
    from private.problem_hints h where h.problem_id = pid;
  elsif me is not null and not locked then
    select coalesce(jsonb_agg(jsonb_build_object('position', h.position, 'body', h.body, 'revealed_at', r.revealed_at)
      order by h.position), '[]') into revealed
    from public.hint_reveals r
    join private.problem_hints h on h.problem_id = r.problem_id and h.position = r.position
    where r.user_id = me and r.problem_id = pid;
  else
    revealed := '[]';
  end if;
  revealed_count := jsonb_array_length(revealed);

  select * into solution_row from private.problem_solutions s where s.problem_id = pid;
  readable := solution_row.problem_id is not null and authz.can_read_solution(pid);

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
      'body', solution_row.body,
      'attachment_path', solution_row.attachment_path,
      'public_after_contest', solution_row.public_after_contest) end,
    'can_give_up', student and not locked and not solved and gave_up is null,
    'next_problem', next_one
  );
end;
$$;
comment on function public.problem_practice(uuid) is
  'The practice state of one problem for the caller: progress, revealed hints, the solution when the rule allows it, the next problem once solved.';

create or replace function public.reveal_next_hint(problem_id uuid)
returns table (hint_number integer, body text, revealed_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
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
    raise exception 'Problem not found.' using errcode = 'P0002';
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
    raise exception 'There are no more hints for this problem.' using errcode = 'P0002';
  end if;

  insert into public.hint_reveals (user_id, problem_id, position, revealed_at)
  values (me, reveal_next_hint.problem_id, next_position, stamp);
  return query select next_position, hint_body, stamp;
end;
$$;
comment on function public.reveal_next_hint(uuid) is
  'Reveals (and records) the caller''s next hint of a problem; approved students, never while a contest using the problem runs.';

create or replace function public.give_up_problem(problem_id uuid)
returns public.problem_give_ups
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  recorded public.problem_give_ups;
begin
  if me is null then
    raise exception 'Please log in to give up on a problem.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students give up on problems.' using errcode = '42501';
  end if;
  if not authz.can_see_problem(give_up_problem.problem_id) then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;
  if authz.problem_in_running_contest(give_up_problem.problem_id) then
    raise exception 'This problem is in a running contest: its solution opens when the contest ends.'
      using errcode = '42501';
  end if;
  -- The same lock as submit_answer: an answer and a give-up of one student never interleave.
  perform 1 from public.profiles p where p.id = me for update;
  if authz.has_solved(give_up_problem.problem_id) then
    raise exception 'You have solved this problem: its solution is already open to you.' using errcode = '22023';
  end if;

  insert into public.problem_give_ups (user_id, problem_id, given_up_at)
  values (me, give_up_problem.problem_id, clock_timestamp())
  on conflict on constraint problem_give_ups_once do nothing;
  select * into recorded from public.problem_give_ups g where g.user_id = me and g.problem_id = give_up_problem.problem_id;
  return recorded;
end;
$$;
comment on function public.give_up_problem(uuid) is
  'The caller (an approved student) gives up on a problem: final; the solution opens and answers to it are refused.';

-- Graders: the hints each student had revealed, next to the answers of one grading page.
create or replace function public.hint_reveals_for_answers(answer_ids uuid[])
returns table (answer_id uuid, hint_number integer, body text, revealed_at timestamptz, before_answer boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;
comment on function public.hint_reveals_for_answers(uuid[]) is
  'Approved staff: for each answer, the hints its student revealed on that problem, when, and whether before the answer.';

revoke all on function public.set_problem_solution(uuid, jsonb), public.problem_practice(uuid),
  public.reveal_next_hint(uuid), public.give_up_problem(uuid), public.hint_reveals_for_answers(uuid[])
  from public, anon;
grant execute on function public.problem_practice(uuid) to anon, authenticated, service_role;
grant execute on function public.set_problem_solution(uuid, jsonb), public.reveal_next_hint(uuid),
  public.give_up_problem(uuid), public.hint_reveals_for_answers(uuid[]) to authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated;

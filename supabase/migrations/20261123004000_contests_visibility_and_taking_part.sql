-- Contests that run like contests (issue 12, decision 0021): problems hidden until the start,
-- registration, answers tagged with the contest in its window, a scoreboard kept in the
-- grade's transaction, spoiler-safe discussions while a contest runs, and one function that
-- writes a contest with its problem list.
--
-- Visibility rule (one rule, used by the policies and by authz.can_see_problem):
-- * a problem in no contest: as before (public, or its author, or approved staff);
-- * a problem in at least one contest follows the contests, whatever its is_public says:
--   before the first of them starts only its author and approved staff see it; from the first
--   start every signed-in user does; from the first end everyone does. So a public problem put
--   into an upcoming contest is hidden until the start, and a problem written hidden for a
--   contest becomes public when the contest ends, without anyone flipping it by hand.
-- The contest windows of each problem are copied onto the problem row by triggers, so the
-- policies compare columns of the row itself (no join per row, no policy recursion).

-- ---------------------------------------------------------------------------
-- contest windows on problems
-- ---------------------------------------------------------------------------

alter table public.problems
  add column contest_windows tstzmultirange,
  add column contest_public_at timestamptz;

comment on column public.problems.contest_windows is
  'Union of the [start, end) windows of the contests this problem is in; null when in none. Kept by triggers.';
comment on column public.problems.contest_public_at is
  'The earliest end among this problem''s contests: from then on everyone sees it. Kept by triggers.';

alter table public.contests
  add column created_by uuid default auth.uid() references public.profiles (id) on delete set null;
comment on column public.contests.created_by is 'The staff member who created the contest; instructors edit only their own.';
create index contests_created_by_idx on public.contests (created_by);
create index contests_end_time_idx on public.contests (end_time);

-- True when the contests a problem is in let this kind of caller see it (see the rule above).
-- SQL, not security definer, no settings: the planner inlines it into the policies.
create or replace function authz.problem_is_released(
  is_public boolean,
  contest_windows tstzmultirange,
  contest_public_at timestamptz,
  signed_in boolean
)
returns boolean
language sql
stable
as $$
  select case
    when contest_windows is null then is_public
    when signed_in then pg_catalog.lower(contest_windows) <= pg_catalog.now()
    else contest_public_at <= pg_catalog.now()
  end
$$;
comment on function authz.problem_is_released(boolean, tstzmultirange, timestamptz, boolean) is
  'The contest visibility rule of decision 0021 on a problem row''s own columns.';

create or replace function private.refresh_problem_contest_windows(problem_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
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
$$;

create or replace function private.on_contest_problems_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_problem_contest_windows(old.problem_id);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.problem_id is distinct from old.problem_id) then
    perform private.refresh_problem_contest_windows(new.problem_id);
  end if;
  return null;
end;
$$;

create trigger contest_problems_keep_windows
  after insert or delete or update of problem_id, contest_id on public.contest_problems
  for each row execute function private.on_contest_problems_changed();

create or replace function private.on_contest_times_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem uuid;
begin
  for problem in
    select cp.problem_id from public.contest_problems cp where cp.contest_id = new.id order by cp.problem_id
  loop
    perform private.refresh_problem_contest_windows(problem);
  end loop;
  return null;
end;
$$;

create trigger contests_keep_problem_windows
  after update of start_time, end_time on public.contests
  for each row
  when (old.start_time is distinct from new.start_time or old.end_time is distinct from new.end_time)
  execute function private.on_contest_times_changed();

-- Existing contests (seeded before this migration).
select private.refresh_problem_contest_windows(p.id)
from (select distinct cp.problem_id as id from public.contest_problems cp) as p;

-- ---------------------------------------------------------------------------
-- visibility helpers
-- ---------------------------------------------------------------------------

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
      )
  )
$$;
comment on function authz.can_see_problem(uuid) is
  'True when the caller may see the problem: its author, approved staff, or released by the rule of decision 0021.';

create or replace function authz.problem_in_running_contest(problem_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.contest_problems cp
    join public.contests c on c.id = cp.contest_id
    where cp.problem_id = problem_in_running_contest.problem_id
      and c.start_time <= now() and now() < c.end_time
  )
$$;
comment on function authz.problem_in_running_contest(uuid) is
  'True while the problem is in a contest with start_time <= now() < end_time (spoiler locks).';

revoke all on function authz.problem_is_released(boolean, tstzmultirange, timestamptz, boolean) from public;
revoke all on function authz.can_see_problem(uuid) from public;
revoke all on function authz.problem_in_running_contest(uuid) from public;
grant execute on function authz.problem_is_released(boolean, tstzmultirange, timestamptz, boolean)
  to anon, authenticated, service_role;
grant execute on function authz.can_see_problem(uuid) to anon, authenticated, service_role;
grant execute on function authz.problem_in_running_contest(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- policies: problems, comments, reactions, attachments
-- ---------------------------------------------------------------------------

drop policy "problems: visitors read public problems" on public.problems;
drop policy "problems: users read public, own and (as staff) all problems" on public.problems;

create policy "problems: visitors read released problems"
  on public.problems for select to anon
  using (authz.problem_is_released(is_public, contest_windows, contest_public_at, false));

create policy "problems: users read released, own and (as staff) all problems"
  on public.problems for select to authenticated
  using (
    authz.problem_is_released(is_public, contest_windows, contest_public_at, true)
    or created_by = (select auth.uid())
    or (select authz.is_approved_staff())
  );

-- While a contest with the problem runs, only approved staff read or write its discussion and
-- reactions (the problem's own row carries the windows, read under the caller's problem policy).
drop policy "comments: everyone reads comments on visible problems" on public.comments;
drop policy "comments: users comment as themselves on visible problems" on public.comments;
drop policy "comments: users edit their own comments" on public.comments;
drop policy "reactions: everyone reads reactions on visible problems" on public.reactions;
drop policy "reactions: users react as themselves on visible problems" on public.reactions;
drop policy "reactions: users change their own reaction" on public.reactions;

create policy "comments: everyone reads comments on visible problems outside running contests"
  on public.comments for select to anon, authenticated
  using (
    exists (
      select 1 from public.problems p
      where p.id = problem_id
        and (not coalesce(p.contest_windows @> now(), false) or (select authz.is_approved_staff()))
    )
  );

create policy "comments: users comment as themselves on visible problems outside running contests"
  on public.comments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.problems p
      where p.id = problem_id
        and (not coalesce(p.contest_windows @> now(), false) or (select authz.is_approved_staff()))
    )
  );

create policy "comments: users edit their own comments outside running contests"
  on public.comments for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.problems p
      where p.id = problem_id
        and (not coalesce(p.contest_windows @> now(), false) or (select authz.is_approved_staff()))
    )
  );

create policy "reactions: everyone reads reactions on visible problems outside running contests"
  on public.reactions for select to anon, authenticated
  using (
    exists (
      select 1 from public.problems p
      where p.id = problem_id
        and (not coalesce(p.contest_windows @> now(), false) or (select authz.is_approved_staff()))
    )
  );

create policy "reactions: users react as themselves on visible problems outside running contests"
  on public.reactions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.problems p
      where p.id = problem_id
        and (not coalesce(p.contest_windows @> now(), false) or (select authz.is_approved_staff()))
    )
  );

create policy "reactions: users change their own reaction outside running contests"
  on public.reactions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.problems p
      where p.id = problem_id
        and (not coalesce(p.contest_windows @> now(), false) or (select authz.is_approved_staff()))
    )
  );

-- Visitors read an attachment of a problem they may see (the subquery runs under the anon
-- problems policy, so the contest windows apply); the authenticated policy already does so.
drop policy "attachments: visitors read files of public problems" on storage.objects;
create policy "attachments: visitors read files of released problems"
  on storage.objects for select to anon
  using (
    bucket_id = 'attachments'
    and exists (select 1 from public.problems p where p.attachment_path = name)
  );

-- ---------------------------------------------------------------------------
-- contests and their problem lists: written only through save_contest
-- ---------------------------------------------------------------------------

drop policy "contests: approved admins create" on public.contests;
drop policy "contests: approved admins update" on public.contests;
drop policy "contests: approved admins delete" on public.contests;
drop policy "contest_problems: approved admins create" on public.contest_problems;
drop policy "contest_problems: approved admins update" on public.contest_problems;
drop policy "contest_problems: approved admins delete" on public.contest_problems;

revoke insert, update, delete on public.contests, public.contest_problems from anon, authenticated;
grant delete on public.contests to authenticated;

-- A contest is removed before it starts by its creator (approved staff) or an approved admin;
-- once started only the superadmin removes it.
create policy "contests: creators and approved admins delete before the start, the superadmin any time"
  on public.contests for delete to authenticated
  using (
    (
      start_time > now()
      and ((select authz.is_approved_admin()) or (created_by = (select auth.uid()) and (select authz.is_approved_staff())))
    )
    or (select authz.approved_role()) = 'superadmin'
  );

-- ---------------------------------------------------------------------------
-- registrations and the scoreboard summary
-- ---------------------------------------------------------------------------

create table public.contest_registrations (
  contest_id uuid not null references public.contests (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  registered_at timestamptz not null default now(),
  -- Kept by triggers in the grade's transaction (never written by clients):
  counts boolean not null default true,
  total_marks integer not null default 0,
  solved_count integer not null default 0,
  last_improved_at timestamptz,
  results jsonb not null default '{}'::jsonb,
  primary key (contest_id, user_id)
);
comment on table public.contest_registrations is
  'Students taking part in a contest. total_marks, solved_count, last_improved_at and results (per problem id: marks, attempts, pending) summarise the participant''s contest answers (kept by triggers); counts is false when the account is no longer an approved student.';

-- The board walks this index in rank order, index-only (the wide results column stays in the heap).
create index contest_registrations_board_idx
  on public.contest_registrations (contest_id, total_marks desc, last_improved_at asc nulls last, user_id)
  include (solved_count)
  where counts;
create index contest_registrations_user_idx on public.contest_registrations (user_id);

alter table public.contest_registrations enable row level security;

create policy "contest_registrations: students read their own, approved staff all"
  on public.contest_registrations for select to authenticated
  using (user_id = (select auth.uid()) or (select authz.is_approved_staff()));

revoke all on public.contest_registrations from anon, authenticated;
grant select on public.contest_registrations to authenticated;
grant all on public.contest_registrations to service_role;

-- Best result per participant and problem, from the answers tagged with the contest.
create table private.contest_problem_results (
  contest_id uuid not null references public.contests (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  problem_id uuid not null references public.problems (id) on delete cascade,
  best_marks integer,
  best_at timestamptz,
  attempts integer not null,
  pending integer not null,
  primary key (contest_id, user_id, problem_id)
);
comment on table private.contest_problem_results is
  'Per contest, participant and problem: best marks, when first reached, attempts and answers waiting for a grader. Derived from answers by triggers.';
alter table private.contest_problem_results enable row level security;
revoke all on private.contest_problem_results from public, anon, authenticated, service_role;

create index answers_contest_user_problem_idx
  on public.answers (contest_id, user_id, problem_id) where contest_id is not null;

-- Recomputes one participant's result on one problem and their totals, from the answers.
create or replace function private.refresh_contest_result(contest_id uuid, student_id uuid, problem_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  best integer;
  tries integer;
  waiting integer;
  reached timestamptz;
begin
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
$$;

-- total = sum of best marks over the contest's problems; the tie-break is the time of the
-- last answer that raised the total (the latest first reaching of a best mark above zero).
create or replace function private.refresh_contest_totals(contest_id uuid, student_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
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
$$;

-- Every participant of a contest afresh (after its problem list changed once started).
create or replace function private.recompute_contest_board(contest_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function private.on_contest_answer_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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
$$;

create trigger answers_keep_contest_board
  after insert or delete or update of status, marks_awarded, contest_id, problem_id, user_id, submitted_at
  on public.answers
  for each row execute function private.on_contest_answer_changed();

-- A participant who stops being an approved student leaves the board (and comes back if
-- approved again); their row and answers stay.
create or replace function private.on_profile_standing_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contest_registrations r
  set counts = (new.role = 'contestant' and new.status = 'approved')
  where r.user_id = new.id and r.counts is distinct from (new.role = 'contestant' and new.status = 'approved');
  return null;
end;
$$;

create trigger profiles_keep_contest_standing
  after update of role, status on public.profiles
  for each row when (old.role is distinct from new.role or old.status is distinct from new.status)
  execute function private.on_profile_standing_changed();

-- ---------------------------------------------------------------------------
-- answers: refused before the start, tagged with the contest in its window
-- ---------------------------------------------------------------------------

-- Runs inside submit_answer too (a BEFORE INSERT trigger). The instant is the answer's
-- submitted_at (submit_answer stamps it with clock_timestamp()), never later than the clock.
create or replace function private.answers_contest_gate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  answered_at timestamptz := least(coalesce(new.submitted_at, clock_timestamp()), clock_timestamp());
  windows tstzmultirange;
  opens_at timestamptz;
begin
  new.contest_id := null;
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
  return new;
end;
$$;

create trigger answers_contest_gate
  before insert on public.answers
  for each row execute function private.answers_contest_gate();

-- contest_id is the gate's to set: an update never moves an answer into or out of a contest.
create or replace function private.answers_keep_contest_tag()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.contest_id := old.contest_id;
  return new;
end;
$$;

create trigger answers_keep_contest_tag
  before update of contest_id on public.answers
  for each row when (old.contest_id is distinct from new.contest_id and new.contest_id is not null)
  execute function private.answers_keep_contest_tag();

-- ---------------------------------------------------------------------------
-- API functions
-- ---------------------------------------------------------------------------

create or replace function public.register_for_contest(contest_id uuid)
returns public.contest_registrations
language plpgsql
security definer
set search_path = ''
as $$
declare
  student_id uuid := auth.uid();
  student_role text;
  student_status text;
  contest_end timestamptz;
  registration public.contest_registrations;
begin
  if student_id is null then
    raise exception 'Please log in to register.' using errcode = '42501';
  end if;
  select p.role, p.status into student_role, student_status from public.profiles p where p.id = student_id;
  if student_role is distinct from 'contestant' or student_status is distinct from 'approved' then
    raise exception 'Only approved students can register for contests.' using errcode = '42501';
  end if;
  select c.end_time into contest_end from public.contests c where c.id = register_for_contest.contest_id for share;
  if not found then
    raise exception 'Contest not found.' using errcode = 'P0002';
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
$$;
comment on function public.register_for_contest(uuid) is
  'Registers the signed-in approved student for a contest that has not ended (idempotent).';

create or replace function public.unregister_from_contest(contest_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  contest_start timestamptz;
begin
  if auth.uid() is null then
    raise exception 'Please log in to register.' using errcode = '42501';
  end if;
  select c.start_time into contest_start from public.contests c where c.id = unregister_from_contest.contest_id for share;
  if not found then
    raise exception 'Contest not found.' using errcode = 'P0002';
  end if;
  if contest_start <= now() then
    raise exception 'This contest has started: registration can no longer be withdrawn.' using errcode = 'P0001';
  end if;
  delete from public.contest_registrations r
  where r.contest_id = unregister_from_contest.contest_id and r.user_id = auth.uid();
end;
$$;
comment on function public.unregister_from_contest(uuid) is
  'Withdraws the signed-in student''s registration before the contest starts.';

-- The board: participants ranked by total (desc), then the time of their last improving
-- answer (asc, none last); equal on both share a rank. Paged; with the caller's own row.
create or replace function public.contest_scoreboard(contest_id uuid, page integer default 1, page_size integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
-- Plan each statement for the actual contest and page: a generic plan does not know the limit
-- and sorts and joins every participant (250 ms instead of a few at 10,000 participants).
set plan_cache_mode = force_custom_plan
as $$
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
    raise exception 'Contest not found.' using errcode = 'P0002';
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
$$;
comment on function public.contest_scoreboard(uuid, integer, integer) is
  'A contest''s ranked, paged board from the answers tagged with it (approved students only), plus the caller''s own row and the database time.';

-- Creates (contest_id null) or edits a contest and its ordered problem list in one transaction.
-- payload: { title, description, start_time, end_time, problem_ids: [uuid, ...] }; a key left
-- out of an edit keeps its value.
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
  'Creates (contest_id null) or edits a contest with its ordered problem list, atomically; approved staff; problems of a started contest change only by the superadmin.';

-- ---------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------

revoke all on all functions in schema private from public, anon, authenticated;
revoke all on function public.register_for_contest(uuid) from public, anon;
revoke all on function public.unregister_from_contest(uuid) from public, anon;
revoke all on function public.contest_scoreboard(uuid, integer, integer) from public;
revoke all on function public.save_contest(uuid, jsonb) from public, anon;
grant execute on function public.register_for_contest(uuid) to authenticated, service_role;
grant execute on function public.unregister_from_contest(uuid) to authenticated, service_role;
grant execute on function public.contest_scoreboard(uuid, integer, integer) to anon, authenticated, service_role;
grant execute on function public.save_contest(uuid, jsonb) to authenticated, service_role;

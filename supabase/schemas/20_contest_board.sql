-- The contest board, computed once and read many times (issue 28, decision 0067): each
-- contest's ranked board as last built, the participants it counts, and the contests whose
-- board changed since. contest_scoreboard and contest_board_position (04_contests.sql) read it.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

create table private.contest_boards (
  contest_id uuid not null primary key references public.contests (id) on delete cascade,
  participants integer not null default 0,
  built_at timestamptz not null default '-infinity',
  build_ms double precision not null default 0,
  problems json not null default '[]'::json
);

create table private.contest_board_rows (
  contest_id uuid not null references public.contests (id) on delete cascade,
  user_id uuid not null,
  seq integer not null,
  place integer not null,
  total_marks integer not null,
  solved_count integer not null,
  last_improved_at timestamptz,
  results jsonb not null,
  entry json not null,
  constraint contest_board_rows_pkey primary key (contest_id, user_id)
);

create index contest_board_rows_seq_idx on private.contest_board_rows (contest_id, seq);
-- A name or picture change rewrites the participant's rows (private.on_profile_board_face_changed).
create index contest_board_rows_user_idx on private.contest_board_rows (user_id);

create table private.contest_board_changes (
  id bigint generated always as identity primary key,
  contest_id uuid not null,
  changed_at timestamptz not null default now()
);

create index contest_board_changes_contest_idx on private.contest_board_changes (contest_id);

alter table private.contest_boards enable row level security;
alter table private.contest_board_rows enable row level security;
alter table private.contest_board_changes enable row level security;

revoke all on table private.contest_boards from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on table private.contest_board_rows from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on table private.contest_board_changes from public, anon, authenticated, service_role, supabase_auth_admin;

comment on table private.contest_boards is
  'Per contest: the participants on its board, when and how fast the board (private.contest_board_rows) was last built, and the contest''s problems list as the board shows it (problems, kept by triggers on contest_problems and problems; decision 0067).';
comment on table private.contest_board_rows is
  'Each contest''s board as last built from contest_registrations: position (seq), rank (place), totals, tie-break time and per-problem results, and the row as readers get it (entry, json built once). Read only through contest_scoreboard and contest_board_position.';
comment on table private.contest_board_changes is
  'Contests whose board changed since it was built; written in the changing transaction, consumed by private.refresh_contest_board.';

-- Lists the contest whose registration changed in a way the board shows.
create or replace function private.on_contest_registration_changed()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  target uuid := coalesce(new.contest_id, old.contest_id);
begin
  if tg_op = 'UPDATE'
    and (old.contest_id, old.user_id, old.counts, old.total_marks, old.solved_count, old.last_improved_at, old.results)
      is not distinct from (new.contest_id, new.user_id, new.counts, new.total_marks, new.solved_count, new.last_improved_at, new.results) then
    return null;
  end if;
  -- A contest being deleted takes its board with it.
  if exists (select 1 from public.contests c where c.id = target) then
    insert into private.contest_board_changes (contest_id) values (target);
  end if;
  if tg_op = 'UPDATE' and old.contest_id is distinct from new.contest_id
    and exists (select 1 from public.contests c where c.id = old.contest_id) then
    insert into private.contest_board_changes (contest_id) values (old.contest_id);
  end if;
  return null;
end;
$function$;

revoke all on function private.on_contest_registration_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

create trigger contest_registrations_mark_board
  after insert or delete or update on public.contest_registrations
  for each row execute function private.on_contest_registration_changed();

-- A board row as contest_scoreboard returns it: json (text), so a page is its rows' text
-- joined rather than a jsonb rebuilt on every read (decision 0067).
create or replace function private.contest_board_entry(place integer, user_id uuid,
  full_name text, avatar_url text, total integer, solved integer,
  last_improved_at timestamptz, results jsonb)
 returns json
 language sql
 immutable
 set search_path to ''
as $function$
  select pg_catalog.json_build_object(
    'rank', place,
    'user_id', user_id,
    'full_name', full_name,
    'avatar_url', avatar_url,
    'total', total,
    'solved', solved,
    'last_improved_at', last_improved_at,
    'results', results
  )
$function$;

revoke all on function private.contest_board_entry(integer, uuid, text, text, integer, integer, timestamptz, jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;

-- A participant's new name or picture shows on the boards they are on at once.
create or replace function private.on_profile_board_face_changed()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  update private.contest_board_rows b
  set entry = private.contest_board_entry(b.place, b.user_id, new.full_name, new.avatar_url,
    b.total_marks, b.solved_count, b.last_improved_at, b.results)
  where b.user_id = new.id;
  return null;
end;
$function$;

revoke all on function private.on_profile_board_face_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

create trigger profiles_board_face
  after update of full_name, avatar_url on public.profiles
  for each row
  when ((old.full_name, old.avatar_url) is distinct from (new.full_name, new.avatar_url))
  execute function private.on_profile_board_face_changed();

-- Builds a contest's board from contest_registrations: the ranks and order contest_scoreboard
-- computed on every read before (total desc, then the earlier last improving answer, nulls
-- last; position ties broken by user id). Writes only the rows that moved.
create or replace function private.refresh_contest_board(contest_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  started timestamptz := clock_timestamp();
  counted integer;
begin
  -- The changes this build covers: those committed before this statement. One committed later
  -- stays listed (this statement does not see its row) and brings the next build.
  delete from private.contest_board_changes ch where ch.contest_id = refresh_contest_board.contest_id;

  -- A statement of its own: its snapshot holds every change just consumed.
  with board as (
    select r.user_id, r.total_marks, r.solved_count, r.last_improved_at, r.results,
      (rank() over (order by r.total_marks desc, r.last_improved_at asc nulls last))::integer as place,
      (row_number() over (order by r.total_marks desc, r.last_improved_at asc nulls last, r.user_id))::integer as seq
    from public.contest_registrations r
    where r.contest_id = refresh_contest_board.contest_id and r.counts
  ),
  gone as (
    delete from private.contest_board_rows b
    where b.contest_id = refresh_contest_board.contest_id
      and not exists (select 1 from board where board.user_id = b.user_id)
  ),
  -- Compared first (one hash join): an upsert would lock every existing row, moved or not.
  moved as (
    select board.* from board
    left join private.contest_board_rows b
      on b.contest_id = refresh_contest_board.contest_id and b.user_id = board.user_id
    where b.user_id is null
      or (b.seq, b.place, b.total_marks, b.solved_count, b.last_improved_at, b.results)
        is distinct from (board.seq, board.place, board.total_marks, board.solved_count,
          board.last_improved_at, board.results)
  ),
  -- Each moved row's json as readers get it, built here once rather than on every read.
  written as (
    insert into private.contest_board_rows as b
      (contest_id, user_id, seq, place, total_marks, solved_count, last_improved_at, results, entry)
    select refresh_contest_board.contest_id, moved.user_id, moved.seq, moved.place, moved.total_marks,
      moved.solved_count, moved.last_improved_at, moved.results,
      -- One index lookup per moved row (a join would hash every profile for a few rows).
      (select private.contest_board_entry(moved.place, moved.user_id, p.full_name, p.avatar_url,
          moved.total_marks, moved.solved_count, moved.last_improved_at, moved.results)
        from public.profiles p where p.id = moved.user_id)
    from moved
    on conflict on constraint contest_board_rows_pkey do update
    set seq = excluded.seq, place = excluded.place, total_marks = excluded.total_marks,
      solved_count = excluded.solved_count, last_improved_at = excluded.last_improved_at,
      results = excluded.results, entry = excluded.entry
    where (b.seq, b.place, b.total_marks, b.solved_count, b.last_improved_at, b.results)
      is distinct from (excluded.seq, excluded.place, excluded.total_marks, excluded.solved_count,
        excluded.last_improved_at, excluded.results)
  )
  select count(*)::integer into counted from board;

  insert into private.contest_boards as s (contest_id, participants, built_at, build_ms)
  values (refresh_contest_board.contest_id, counted, clock_timestamp(),
    extract(epoch from clock_timestamp() - started) * 1000)
  on conflict on constraint contest_boards_pkey do update
  set participants = excluded.participants, built_at = excluded.built_at, build_ms = excluded.build_ms;
end;
$function$;

revoke all on function private.refresh_contest_board(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

comment on function private.refresh_contest_board(uuid) is
  'Rebuilds a contest''s board (private.contest_board_rows, private.contest_boards) from contest_registrations and consumes the changes it covers.';

-- Whether a board whose last build is described by these figures is due for a rebuild now: at
-- most once per 200 µs per participant (a build takes about 10 µs per participant), or per 20
-- times the last build's duration when the database is busy (up to 500 µs per participant), at
-- least every 2 s; a reader (by_reader) leaves a board of more than 1,000 participants to the
-- scheduled job unless it has not rebuilt it for 10 s. A board never built is due.
create or replace function private.contest_board_due(built_at timestamptz, participants integer,
  build_ms double precision, by_reader boolean)
 returns boolean
 language sql
 volatile
 set search_path to ''
as $function$
  select built_at is null or (
    pg_catalog.clock_timestamp() >= built_at + least(interval '2 seconds',
      greatest(participants * interval '200 microseconds',
        least(build_ms * 20 * interval '1 millisecond', participants * interval '500 microseconds')))
    and not (by_reader and participants > 1000
      and pg_catalog.clock_timestamp() < built_at + interval '10 seconds'))
$function$;

revoke all on function private.contest_board_due(timestamptz, integer, double precision, boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

-- Rebuilds a listed board when it is due and nobody else is rebuilding it; true when it did.
-- by_reader: a board read (contest_scoreboard) rather than the scheduled job.
create or replace function private.refresh_contest_board_if_due(contest_id uuid, by_reader boolean default true)
 returns boolean
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if not exists (select 1 from private.contest_board_changes ch where ch.contest_id = refresh_contest_board_if_due.contest_id) then
    return false;
  end if;
  -- A board of more than 1,000 participants is rebuilt by the scheduled job
  -- (private.refresh_due_contest_boards, every 2 s), outside any request and so outside the
  -- request's time bound (decision 0046), which would cut a large rebuild on a busy database
  -- again and again. A reader rebuilds it only when the job has not for 10 s (not scheduled).
  if not coalesce((select private.contest_board_due(s.built_at, s.participants, s.build_ms, refresh_contest_board_if_due.by_reader)
      from private.contest_boards s where s.contest_id = refresh_contest_board_if_due.contest_id), true) then
    return false;
  end if;
  if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('contest_board'),
      pg_catalog.hashtext(refresh_contest_board_if_due.contest_id::text)) then
    return false;
  end if;
  perform private.refresh_contest_board(refresh_contest_board_if_due.contest_id);
  return true;
end;
$function$;

revoke all on function private.refresh_contest_board_if_due(uuid, boolean) from public, anon, authenticated, service_role, supabase_auth_admin;

comment on function private.refresh_contest_board_if_due(uuid, boolean) is
  'Rebuilds a contest''s board when a change is listed, the last build is older than 200 µs per participant and 20 times its duration (2 s at most), and no other session is rebuilding it; a reader leaves boards of more than 1,000 participants to the scheduled job unless it has not run for 10 s (private.contest_board_due).';

-- The scheduled job (the local gateway's tick; pg_cron on hosted, README): rebuilds every
-- listed board that is due. Returns how many it rebuilt.
create or replace function private.refresh_due_contest_boards()
 returns integer
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  listed uuid;
  rebuilt integer := 0;
begin
  -- Only the boards readers leave to it (more than 1,000 participants): a small board is rebuilt
  -- by its next reader, and the job never holds one while a reader waits for it.
  for listed in
    select distinct ch.contest_id from private.contest_board_changes ch
    join private.contest_boards s on s.contest_id = ch.contest_id
    where s.participants > 1000
  loop
    if private.refresh_contest_board_if_due(listed, false) then
      rebuilt := rebuilt + 1;
    end if;
  end loop;
  return rebuilt;
end;
$function$;

revoke all on function private.refresh_due_contest_boards() from public, anon, authenticated, service_role, supabase_auth_admin;

comment on function private.refresh_due_contest_boards() is
  'The scheduled rebuild of every listed contest board that is due (decision 0067): every 2 s by the local gateway, by pg_cron on hosted.';

-- The contest's problems list, kept with its board (contest_scoreboard reads it from there).
-- The contest's problems and their marks as the board lists them (the same for every reader;
-- contest_scoreboard hides it before the start from all but staff).
create or replace function private.contest_problem_list(contest_id uuid)
 returns json
 language sql
 stable
 security definer
 set search_path to ''
as $function$
  select coalesce(pg_catalog.json_agg(pg_catalog.json_build_object('problem_id', cp.problem_id,
      'position', cp.position, 'marks', pr.marks) order by cp.position, cp.problem_id), '[]'::json)
  from public.contest_problems cp join public.problems pr on pr.id = cp.problem_id
  where cp.contest_id = contest_problem_list.contest_id
$function$;

revoke all on function private.contest_problem_list(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

-- Writes a contest's problems list into its board's row (made if missing), when it changed.
-- A contest being deleted is skipped (its board goes with it).
create or replace function private.keep_contest_board_problems(contest_id uuid)
 returns void
 language sql
 security definer
 set search_path to ''
as $function$
  insert into private.contest_boards as s (contest_id, problems)
  select c.id, private.contest_problem_list(c.id)
  from public.contests c where c.id = keep_contest_board_problems.contest_id
  on conflict on constraint contest_boards_pkey do update
  set problems = excluded.problems
  where s.problems::text is distinct from excluded.problems::text
$function$;

revoke all on function private.keep_contest_board_problems(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

create or replace function private.on_contest_board_problems_changed()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if tg_table_name = 'problems' then
    -- A problem's marks: every contest listing it.
    perform private.keep_contest_board_problems(cp.contest_id)
    from public.contest_problems cp where cp.problem_id = new.id;
    return null;
  end if;
  if tg_op <> 'DELETE' then
    perform private.keep_contest_board_problems(new.contest_id);
  end if;
  if tg_op = 'DELETE' then
    perform private.keep_contest_board_problems(old.contest_id);
  elsif tg_op = 'UPDATE' and old.contest_id is distinct from new.contest_id then
    perform private.keep_contest_board_problems(old.contest_id);
  end if;
  return null;
end;
$function$;

revoke all on function private.on_contest_board_problems_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

create trigger contest_problems_keep_board_problems
  after insert or delete or update on public.contest_problems
  for each row execute function private.on_contest_board_problems_changed();

create trigger problems_keep_board_problems
  after update of marks on public.problems
  for each row
  when (old.marks is distinct from new.marks)
  execute function private.on_contest_board_problems_changed();

-- Issue 28: a board read costs well under a millisecond (decision 0067, "Each row's json built
-- once"). Each board row keeps its json as readers get it, built when the row moves (and when the
-- participant's name or picture changes); contest_scoreboard returns json and joins the page's
-- rows' text instead of building 50 jsonb objects and parsing them again on every read. The
-- sealed board (results at the end) counts its participants from the board as built. Boards of
-- more than 1,000 participants are rebuilt by a scheduled job rather than by their readers.

alter table private.contest_board_rows add column entry json;

update private.contest_board_rows b
set entry = pg_catalog.json_build_object('rank', b.place, 'user_id', b.user_id,
  'full_name', p.full_name, 'avatar_url', p.avatar_url, 'total', b.total_marks,
  'solved', b.solved_count, 'last_improved_at', b.last_improved_at, 'results', b.results)
from public.profiles p
where p.id = b.user_id;

delete from private.contest_board_rows where entry is null;

alter table private.contest_board_rows alter column entry set not null;

-- A name or picture change rewrites the participant's rows (private.on_profile_board_face_changed).
create index contest_board_rows_user_idx on private.contest_board_rows (user_id);

comment on table private.contest_board_rows is
  'Each contest''s board as last built from contest_registrations: position (seq), rank (place), totals, tie-break time and per-problem results, and the row as readers get it (entry, json built once). Read only through contest_scoreboard and contest_board_position.';

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


drop function public.contest_scoreboard(uuid, integer, integer);

CREATE OR REPLACE FUNCTION public.contest_scoreboard(contest_id uuid, page integer DEFAULT 1, page_size integer DEFAULT 50)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  contest public.contests;
  participants integer;
  problem_list json;
  board json;
  mine json;
  me public.contest_registrations;
  mine_on_board private.contest_board_rows;
begin
  if page is null or page < 1 or page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'page must be 1 or more and page_size between 1 and 100.' using errcode = '22023';
  end if;
  select * into contest from public.contests c where c.id = contest_scoreboard.contest_id;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;

  -- The board as last built (decision 0067), rebuilt first when it is due. A rebuild cut by the
  -- request's time bound (decision 0046) leaves the board as it was: this reader still gets it.
  begin
    perform private.refresh_contest_board_if_due(contest.id);
  exception when query_canceled then
    null;
  end;
  select coalesce((select s.participants from private.contest_boards s where s.contest_id = contest.id), 0)
  into participants;

  -- Results at the end (decision 0063): until the end nobody, staff included, sees a total.
  if contest.results_mode = 'after_end' and now() < contest.end_time then
    return private.sealed_scoreboard(contest, participants, contest_scoreboard.page, contest_scoreboard.page_size);
  end if;

  problem_list := private.contest_board_problems(contest);

  -- The page is a range of positions: its rows and nothing else are read, each row's json as
  -- built with the board (json, not jsonb: the rows' text is joined, nothing is parsed again).
  select coalesce(json_agg(b.entry order by b.seq), '[]'::json)
  into board
  from private.contest_board_rows b
  where b.contest_id = contest.id
    and b.seq > (contest_scoreboard.page - 1) * contest_scoreboard.page_size
    and b.seq <= contest_scoreboard.page * contest_scoreboard.page_size;

  select * into me from public.contest_registrations r
  where r.contest_id = contest.id and r.user_id = auth.uid();
  if found then
    select * into mine_on_board from private.contest_board_rows b
    where b.contest_id = contest.id and b.user_id = me.user_id;
    if found and me.counts then
      -- The caller's row as the board shows it.
      mine := json_build_object(
        'registered_at', me.registered_at,
        'counts', me.counts,
        'total', mine_on_board.total_marks,
        'solved', mine_on_board.solved_count,
        'last_improved_at', mine_on_board.last_improved_at,
        'rank', mine_on_board.place,
        'results', mine_on_board.results
      );
    else
      -- Not on the board (yet): the registration as it stands.
      mine := json_build_object(
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
  end if;

  return json_build_object(
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

revoke all on function public.contest_scoreboard(uuid,integer,integer) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.contest_scoreboard(uuid,integer,integer) to anon;
grant execute on function public.contest_scoreboard(uuid,integer,integer) to authenticated;
grant execute on function public.contest_scoreboard(uuid,integer,integer) to service_role;

comment on function public.contest_scoreboard(uuid,integer,integer) is 'A contest''s ranked, paged board from the answers tagged with it (approved students only), plus the caller''s own row; read from the board as last built (private.contest_board_rows, decision 0067), rebuilt first when due.';

drop function private.sealed_scoreboard(public.contests, integer, integer);

CREATE OR REPLACE FUNCTION private.contest_board_problems(contest contests)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- The contest's problems and their marks, once it has started (staff see them before).
  select case when contest.start_time <= now() or authz.is_approved_staff() then (
      select coalesce(json_agg(json_build_object('problem_id', cp.problem_id, 'position', cp.position, 'marks', pr.marks)
        order by cp.position, cp.problem_id), '[]'::json)
      from public.contest_problems cp join public.problems pr on pr.id = cp.problem_id
      where cp.contest_id = contest.id
    ) else '[]'::json end
$function$
;

revoke all on function private.contest_board_problems(public.contests) from public, anon, authenticated, service_role, supabase_auth_admin;

CREATE OR REPLACE FUNCTION private.sealed_scoreboard(contest contests, participants integer, page integer, page_size integer)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
    'contest_id', contest.id,
    'now', now(),
    'participants', sealed_scoreboard.participants,
    'page', sealed_scoreboard.page,
    'page_size', sealed_scoreboard.page_size,
    'problems', private.contest_board_problems(contest),
    'rows', '[]'::json,
    'me', (
      select json_build_object('registered_at', r.registered_at, 'counts', r.counts)
      from public.contest_registrations r where r.contest_id = contest.id and r.user_id = auth.uid()
    ),
    'sealed', true,
    'results_at', contest.end_time
  )
$function$
;

revoke all on function private.sealed_scoreboard(public.contests, integer, integer, integer) from public, anon, authenticated, service_role, supabase_auth_admin;

comment on function private.sealed_scoreboard(public.contests, integer, integer, integer) is
  'contest_scoreboard before the end of an "after the end" contest: participants and problems, no rows, no totals.';

drop function private.refresh_contest_board_if_due(uuid);

-- Rebuilds a listed board when it is due and nobody else is rebuilding it; true when it did.
-- by_reader: a board read (contest_scoreboard) rather than the scheduled job.
create or replace function private.refresh_contest_board_if_due(contest_id uuid, by_reader boolean default true)
 returns boolean
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  state private.contest_boards;
begin
  if not exists (select 1 from private.contest_board_changes ch where ch.contest_id = refresh_contest_board_if_due.contest_id) then
    return false;
  end if;
  select * into state from private.contest_boards s where s.contest_id = refresh_contest_board_if_due.contest_id;
  -- At most once per 200 µs per participant (a build takes about 10 µs per participant), or
  -- per 20 times the last build's duration when the database is busy (up to 500 µs per
  -- participant): rebuilding takes at most a twentieth of a core per contest whatever the
  -- readers; at least every 2 s (decision 0067). A class-sized board is rebuilt on the next read.
  if found and clock_timestamp() < state.built_at + least(interval '2 seconds',
      greatest(state.participants * interval '200 microseconds',
        least(state.build_ms * 20 * interval '1 millisecond', state.participants * interval '500 microseconds'))) then
    return false;
  end if;
  -- A board of more than 1,000 participants is rebuilt by the scheduled job
  -- (private.refresh_due_contest_boards, every 2 s), outside any request and so outside the
  -- request's time bound (decision 0046), which would cut a large rebuild on a busy database
  -- again and again. A reader rebuilds it only when the job has not for 10 s (not scheduled).
  if by_reader and found and state.participants > 1000
    and clock_timestamp() < state.built_at + interval '10 seconds' then
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
  'Rebuilds a contest''s board when a change is listed, the last build is older than 200 µs per participant and 20 times its duration (2 s at most), and no other session is rebuilding it; a reader leaves boards of more than 1,000 participants to the scheduled job unless it has not run for 10 s.';

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
  for listed in select distinct ch.contest_id from private.contest_board_changes ch loop
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


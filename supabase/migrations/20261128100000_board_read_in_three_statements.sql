-- Issue 28: a board read well under a millisecond (decision 0067, "The read in three statements").
-- contest_scoreboard ran about a dozen statements per call (the contest, the change list, the
-- board's state, the participants, the problems list, the page, the caller's registration, the
-- caller's row, each nested function's own search_path switch). Now the contest's problems list
-- is kept with its board (private.contest_boards.problems, rewritten by triggers when a problem
-- is added, removed, moved or its marks change), and a read is three small statements: the contest with
-- its board's state and whether a rebuild is due, the page, the caller's own row. A reader enters the
-- rebuild (and its exception block, a subtransaction) only when a rebuild is due.

alter table private.contest_boards add column problems json not null default '[]'::json;

comment on table private.contest_boards is
  'Per contest: the participants on its board, when and how fast the board (private.contest_board_rows) was last built, and the contest''s problems list as the board shows it (problems, kept by triggers on contest_problems and problems; decision 0067).';

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

-- Every existing contest's list.
insert into private.contest_boards as s (contest_id, problems)
select c.id, private.contest_problem_list(c.id) from public.contests c
on conflict on constraint contest_boards_pkey do update set problems = excluded.problems;

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

-- The problems list as the board shows it, from the list kept with the board (the same rule).
create or replace function private.contest_board_problems(contest public.contests)
 returns json
 language sql
 stable
 security definer
 set search_path to ''
as $function$
  -- The contest's problems and their marks, once it has started (staff see them before).
  select case when contest.start_time <= now() or authz.is_approved_staff() then
      coalesce((select s.problems from private.contest_boards s where s.contest_id = contest.id), '[]'::json)
    else '[]'::json end
$function$;

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

comment on function public.contest_scoreboard(uuid, integer, integer) is 'A contest''s ranked, paged board from the answers tagged with it (approved students only), plus the caller''s own row; read from the board as last built (private.contest_board_rows, decision 0067), rebuilt first when due; three statements when no rebuild is due.';

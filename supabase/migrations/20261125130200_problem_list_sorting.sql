-- Sorting the problems list (issue 29 point 7): newest (created_at), difficulty (Juniors,
-- Seniors, PAMO, IMO) and most solved, by the database so every page of a sorted list agrees.
-- * problems.solver_count: how many people have full marks on the problem (the scoring rule's
--   "solved": marks_awarded >= problems.marks). Kept by triggers on answers and on a change of
--   the problem's marks, in the transaction that changes them; the API cannot write it
--   (the column grants on problems leave it out).
-- * problems_with_progress gains difficulty_rank (1 = Juniors .. 4 = IMO) and solver_count, so
--   PostgREST orders by them (`order=difficulty_rank.asc`, `order=solver_count.desc`), with
--   created_at and id as tie-breakers for a stable paging.

alter table public.problems add column solver_count integer not null default 0
  constraint problems_solver_count_not_negative check (solver_count >= 0);
comment on column public.problems.solver_count is
  'How many people have full marks on this problem (kept by triggers on answers and problems.marks).';

create or replace function private.recount_problem_solvers(problem uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Lock the problem first, then count in a statement of its own: its snapshot is taken after
  -- the lock, so two answers graded at once both see each other.
  perform 1 from public.problems p where p.id = problem for update;
  update public.problems p
  set solver_count = counted.solvers
  from (
    select count(distinct a.user_id)::integer as solvers
    from public.answers a
    join public.problems pr on pr.id = a.problem_id
    where a.problem_id = problem and a.marks_awarded >= pr.marks
  ) as counted
  where p.id = problem and p.solver_count is distinct from counted.solvers;
end;
$$;
comment on function private.recount_problem_solvers(uuid) is
  'Sets problems.solver_count of one problem from its answers (full marks, distinct people).';
revoke all on function private.recount_problem_solvers(uuid) from public, anon, authenticated;

create or replace function private.answers_recount_solvers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.recount_problem_solvers(old.problem_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.problem_id is distinct from old.problem_id) then
    perform private.recount_problem_solvers(new.problem_id);
  end if;
  return null;
end;
$$;
comment on function private.answers_recount_solvers() is
  'Keeps problems.solver_count when an answer is added, graded, regraded or removed.';
revoke all on function private.answers_recount_solvers() from public, anon, authenticated;

create trigger answers_recount_solvers_insert
  after insert on public.answers
  for each row when (new.marks_awarded is not null)
  execute function private.answers_recount_solvers();
create trigger answers_recount_solvers_update
  after update of marks_awarded, problem_id, user_id on public.answers
  for each row
  when (old.marks_awarded is distinct from new.marks_awarded
    or old.problem_id is distinct from new.problem_id or old.user_id is distinct from new.user_id)
  execute function private.answers_recount_solvers();
create trigger answers_recount_solvers_delete
  after delete on public.answers
  for each row when (old.marks_awarded is not null)
  execute function private.answers_recount_solvers();

create or replace function private.problems_recount_solvers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.recount_problem_solvers(new.id);
  return null;
end;
$$;
comment on function private.problems_recount_solvers() is
  'Recounts problems.solver_count when the full marks of a problem change.';
revoke all on function private.problems_recount_solvers() from public, anon, authenticated;

create trigger problems_recount_solvers
  after update of marks on public.problems
  for each row when (old.marks is distinct from new.marks)
  execute function private.problems_recount_solvers();

-- The problems already stored.
update public.problems p
set solver_count = counted.solvers
from (
  select a.problem_id, count(distinct a.user_id)::integer as solvers
  from public.answers a
  join public.problems pr on pr.id = a.problem_id
  where a.marks_awarded >= pr.marks
  group by a.problem_id
) as counted
where counted.problem_id = p.id;

-- The list view with the two sort keys at its end (create or replace keeps the columns before).
create or replace view public.problems_with_progress
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
  end as solve_status,
  array_position(array['Juniors', 'Seniors', 'PAMO', 'IMO'], p.difficulty) as difficulty_rank,
  p.solver_count
from public.problems p
left join authz.my_problem_progress() as mine on mine.problem_id = p.id;

comment on view public.problems_with_progress is
  'Problems with the caller''s solve_status (solved, attempted, not_tried; null for visitors), difficulty_rank (1 Juniors .. 4 IMO) and solver_count. Security invoker: the problems policies apply.';

-- The sorted first pages: an index per order, newest first among equals.
create index problems_difficulty_rank_idx on public.problems
  ((array_position(array['Juniors', 'Seniors', 'PAMO', 'IMO'], difficulty)), created_at desc);
create index problems_solver_count_idx on public.problems (solver_count desc, created_at desc);

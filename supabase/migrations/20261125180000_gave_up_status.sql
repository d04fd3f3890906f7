-- Issue 29 point 15: a problem the student gave up on (and has not solved) reads 'gave_up', not
-- 'attempted', in the problems list (problems_with_progress.solve_status) and the contest problem
-- list (problem_solve_status). A solved problem stays 'solved'. Columns, grants and the security
-- invoker setting of the view are unchanged.

create or replace view public.problems_with_progress with (security_invoker = true) as
  select p.id,
    p.title,
    p.content,
    p.topic,
    p.difficulty,
    p.marks,
    p.is_public,
    p.created_by,
    p.attachment_path,
    p.created_at,
    case
      when (select auth.uid()) is null then null::text
      when mine.best_marks >= p.marks then 'solved'::text
      when mine.gave_up then 'gave_up'::text
      when mine.problem_id is not null then 'attempted'::text
      else 'not_tried'::text
    end as solve_status,
    array_position(array['Juniors'::text, 'Seniors'::text, 'PAMO'::text, 'IMO'::text], p.difficulty) as difficulty_rank,
    p.solver_count
  from public.problems p
  left join authz.my_problem_progress() as mine(problem_id, best_marks, answered, gave_up)
    on mine.problem_id = p.id;

comment on view public.problems_with_progress is
  'Problems with the caller''s solve_status (solved, gave_up, attempted, not_tried; null for visitors), difficulty_rank (1 Juniors .. 4 IMO) and solver_count. Security invoker: the problems policies apply.';

create or replace function public.problem_solve_status(problem public.problems)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when auth.uid() is null then null
    when mine.best_marks >= problem.marks then 'solved'
    when mine.gave_up then 'gave_up'
    when mine.problem_id is not null then 'attempted'
    else 'not_tried'
  end
  from (select 1) as one
  left join authz.my_problem_progress() as mine on mine.problem_id = problem.id
$$;

comment on function public.problem_solve_status(public.problems) is
  'The caller''s status on a problem: solved (full marks), gave_up (gave up, not solved), attempted, not_tried; null for visitors.';

-- Issue 28 point 2: the first minute of a contest. Two right answers to one problem at once
-- deadlocked (each held the key-share lock inserting an answer takes on the problem and waited
-- for the other's to take the problem FOR UPDATE to recount its solvers), and every auto-graded
-- answer recounted the problem's solvers under that lock, so answers to one problem queued behind
-- each other. A new answer now adds one solver only when it is the student's first full-marks
-- answer to the problem (an update of the counter, no recount), and the recount of updates and
-- deletions takes a no-key lock, which key-share locks do not wait for.

CREATE OR REPLACE FUNCTION private.recount_problem_solvers(problem uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Lock the problem first, then count in a statement of its own: its snapshot is taken after
  -- the lock, so two answers graded at once both see each other. A no-key lock: it does not wait
  -- for (nor deadlock with) the key-share locks that inserting answers takes on the problem.
  perform 1 from public.problems p where p.id = problem for no key update;
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
$function$
;

CREATE OR REPLACE FUNCTION private.answers_recount_solvers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- A regrade brings its problem's solver count up to date once, after its update (decision 0068).
  if current_setting('private.scores_moved_by_regrade', true) = 'on' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    -- A student's first full-marks answer adds one solver; any other new answer changes nothing
    -- and locks nothing (answers to one problem no longer wait for each other). A student's
    -- answers come one at a time (submit_answer locks their profile first).
    if new.marks_awarded >= (select pr.marks from public.problems pr where pr.id = new.problem_id)
      and not exists (
        select 1 from public.answers a join public.problems pr on pr.id = a.problem_id
        where a.user_id = new.user_id and a.problem_id = new.problem_id and a.id <> new.id
          and a.marks_awarded >= pr.marks) then
      update public.problems p set solver_count = p.solver_count + 1 where p.id = new.problem_id;
    end if;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.recount_problem_solvers(old.problem_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.problem_id is distinct from old.problem_id) then
    perform private.recount_problem_solvers(new.problem_id);
  end if;
  return null;
end;
$function$
;

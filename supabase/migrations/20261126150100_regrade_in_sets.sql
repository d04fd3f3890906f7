-- Issue 28 point 3 (decision 0068): a regrade of 10,000 answers under 2 s. The regrade's one
-- update no longer recounts the problem's solvers and refreshes a contest result once per changed
-- answer (per-row triggers: about 0.4 ms each, most of the 2.6 s measured); it does both once for
-- the problem after the update, the contest results in two set-based statements. The per-answer
-- triggers skip while a regrade's update runs (the setting the scores already used). Each distinct
-- answer text was already checked once.

CREATE OR REPLACE FUNCTION private.on_contest_answer_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- A regrade brings its problem's contest results up to date once, after its update (decision 0068).
  if current_setting('private.scores_moved_by_regrade', true) = 'on' then
    return null;
  end if;
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

CREATE OR REPLACE FUNCTION private.refresh_contest_results_of_problem(target uuid, student_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  moved_contests uuid[];
  moved_students uuid[];
begin
  if coalesce(cardinality(student_ids), 0) = 0 then
    return;
  end if;
  -- The students' results on this problem in each contest they answered it in, as
  -- refresh_contest_result writes them one at a time; only the changed ones are written.
  with answered as (
    select a.contest_id, a.user_id, max(a.marks_awarded) as best, count(*)::integer as tries,
      (count(*) filter (where a.marks_awarded is null))::integer as waiting
    from public.answers a
    where a.problem_id = target and a.contest_id is not null and a.user_id = any (student_ids)
    group by a.contest_id, a.user_id
  ),
  written as (
    insert into private.contest_problem_results as r
      (contest_id, user_id, problem_id, best_marks, best_at, attempts, pending)
    select x.contest_id, x.user_id, target, x.best,
      (select min(a.submitted_at) from public.answers a
        where a.contest_id = x.contest_id and a.user_id = x.user_id and a.problem_id = target
          and a.marks_awarded = x.best),
      x.tries, x.waiting
    from answered x
    where exists (select 1 from public.contests c where c.id = x.contest_id)
    on conflict on constraint contest_problem_results_pkey do update
    set best_marks = excluded.best_marks, best_at = excluded.best_at,
        attempts = excluded.attempts, pending = excluded.pending
    where (r.best_marks, r.best_at, r.attempts, r.pending)
      is distinct from (excluded.best_marks, excluded.best_at, excluded.attempts, excluded.pending)
    returning r.contest_id, r.user_id
  )
  select array_agg(w.contest_id), array_agg(w.user_id) into moved_contests, moved_students from written w;
  if moved_contests is null then
    return;
  end if;

  -- Their registrations' totals, as refresh_contest_totals computes them, in a statement of its
  -- own (it reads the results just written).
  update public.contest_registrations reg
  set total_marks = t.total, solved_count = t.solved, last_improved_at = t.last_at, results = t.results
  from (
    select r.contest_id, r.user_id, coalesce(sum(r.best_marks), 0)::integer as total,
      (count(*) filter (where r.best_marks >= pr.marks))::integer as solved,
      max(r.best_at) filter (where r.best_marks > 0) as last_at,
      coalesce(jsonb_object_agg(r.problem_id, jsonb_build_object(
        'marks', r.best_marks, 'attempts', r.attempts, 'pending', r.pending)), '{}'::jsonb) as results
    from unnest(moved_contests, moved_students) as m (contest_id, user_id)
    join private.contest_problem_results r on r.contest_id = m.contest_id and r.user_id = m.user_id
    join public.contest_problems cp on cp.contest_id = r.contest_id and cp.problem_id = r.problem_id
    join public.problems pr on pr.id = r.problem_id
    group by r.contest_id, r.user_id
  ) as t
  where reg.contest_id = t.contest_id and reg.user_id = t.user_id
    and (reg.total_marks, reg.solved_count, reg.last_improved_at, reg.results)
      is distinct from (t.total, t.solved, t.last_at, t.results);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.regrade_problem(target uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  full_marks integer;
  answer_ids uuid[];
  old_statuses text[];
  old_marks integer[];
  new_statuses text[];
  new_marks integer[];
  new_autos boolean[];
  students uuid[];
  old_best integer[];
  old_solved boolean[];
  changed integer;
begin
  select pr.marks into full_marks from public.problems pr where pr.id = target;
  if not found then
    return 0;
  end if;

  with key_governed as (
    select distinct a.content from public.answers a
    where a.problem_id = target and (a.auto_graded or a.status = 'submitted')
  ),
  verdicts as (
    select k.content, private.verdict_from_key(target, k.content) as verdict from key_governed k
  ),
  planned as (
    select a.id, a.user_id, a.status as old_status, a.marks_awarded as old_marks, a.auto_graded as old_auto,
      case
        when a.auto_graded or a.status = 'submitted' then coalesce(v.verdict, 'submitted')
        else private.status_for_marks(
          case when a.status = 'correct' then full_marks else least(a.marks_awarded, full_marks) end, full_marks)
      end as new_status,
      case
        when a.auto_graded or a.status = 'submitted' then
          case v.verdict when 'correct' then full_marks when 'incorrect' then 0 end
        when a.status = 'correct' then full_marks
        else least(a.marks_awarded, full_marks)
      end as new_marks,
      case when a.auto_graded or a.status = 'submitted' then v.verdict is not null else false end as new_auto
    from public.answers a
    left join verdicts v on v.content = a.content and (a.auto_graded or a.status = 'submitted')
    where a.problem_id = target
  )
  select array_agg(p.id), array_agg(p.old_status), array_agg(p.old_marks), array_agg(p.new_status),
    array_agg(p.new_marks), array_agg(p.new_auto), array_agg(distinct p.user_id)
  into answer_ids, old_statuses, old_marks, new_statuses, new_marks, new_autos, students
  from planned p
  where (p.old_status, p.old_marks, p.old_auto) is distinct from (p.new_status, p.new_marks, p.new_auto);

  if answer_ids is null then
    return 0;
  end if;

  -- Profiles before answers, in id order: the lock order of submit_answer and grade_answer.
  -- Once they are locked nobody else moves these students' scores until commit, so the scores
  -- can move by the difference of their best marks on this one problem.
  perform 1 from public.profiles p where p.id = any (students) order by p.id for update;
  select array_agg(b.user_id order by b.user_id), array_agg(b.best order by b.user_id),
    array_agg(b.solved order by b.user_id)
  into students, old_best, old_solved
  from (
    select a.user_id, max(a.marks_awarded) as best, coalesce(bool_or(a.status = 'correct'), false) as solved
    from public.answers a
    where a.problem_id = target and a.user_id = any (students)
    group by a.user_id
  ) as b;

  perform set_config('private.grade_reason', 'regrade', true);
  perform set_config('private.scores_moved_by_regrade', 'on', true);
  -- An answer a grader changed meanwhile no longer matches its planned old grade: it is left alone.
  update public.answers a
  set status = u.new_status,
      marks_awarded = u.new_marks,
      auto_graded = u.new_auto,
      graded_by = case when u.new_auto or u.new_status = 'submitted' then null else a.graded_by end,
      graded_at = case
        when u.new_status = 'submitted' then null
        when u.new_auto then clock_timestamp()
        else a.graded_at
      end
  from unnest(answer_ids, old_statuses, old_marks, new_statuses, new_marks, new_autos)
    as u (id, old_status, old_marks, new_status, new_marks, new_auto)
  where a.id = u.id
    and a.status = u.old_status
    and a.marks_awarded is not distinct from u.old_marks;
  get diagnostics changed = row_count;
  perform set_config('private.grade_reason', '', true);
  perform set_config('private.scores_moved_by_regrade', '', true);

  -- What the per-answer triggers skip during the update above, once for the whole problem: its
  -- solver count, and its participants' contest results and board summary (decision 0068).
  perform private.recount_problem_solvers(target);
  perform private.refresh_contest_results_of_problem(target, students);

  -- Best marks on this problem before and after; the rest of each score is untouched.
  update public.profiles p
  set score = p.score + d.score_change, problems_solved = p.problems_solved + d.solved_change
  from (
    select o.user_id,
      coalesce(n.best, 0) - coalesce(o.best, 0) as score_change,
      coalesce(n.solved, false)::integer - o.solved::integer as solved_change
    from unnest(students, old_best, old_solved) as o (user_id, best, solved)
    left join (
      select a.user_id, max(a.marks_awarded) as best, bool_or(a.status = 'correct') as solved
      from public.answers a
      where a.problem_id = target and a.user_id = any (students)
      group by a.user_id
    ) as n on n.user_id = o.user_id
  ) as d
  where p.id = d.user_id and (d.score_change <> 0 or d.solved_change <> 0);
  return changed;
end;
$function$
;

revoke all on function private.refresh_contest_results_of_problem(uuid,uuid[]) from public, anon, authenticated, service_role, supabase_auth_admin;

comment on function private.refresh_contest_results_of_problem(uuid, uuid[]) is
  'After a regrade of the problem: the listed students'' contest results on it and their registrations'' totals, in two statements (what refresh_contest_result does one answer at a time).';

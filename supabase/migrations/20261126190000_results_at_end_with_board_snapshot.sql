-- Merges two changes of this wave that replaced the same functions: results at the end
-- (decision 0063: answers held until the end, released at once) and the contest board built once
-- and read many times with regrades done in sets (decisions 0067, 0068). Each function here
-- keeps both: the board's sealed gate before the snapshot read, a regrade that leaves held answers
-- alone, and triggers that skip both a release and a regrade (each does the work once after).
CREATE OR REPLACE FUNCTION private.answers_recount_solvers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Results released at the end are recounted once per problem (release_due_results); a regrade
  -- brings its problem's solver count up to date once, after its update (decision 0068).
  if current_setting('private.releasing', true) = 'on'
    or current_setting('private.scores_moved_by_regrade', true) = 'on' then
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

CREATE OR REPLACE FUNCTION private.on_contest_answer_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Results released at the end are summed for the whole board at once (release_due_results);
  -- a regrade brings its problem's contest results up to date once, after its update (decision 0068).
  if current_setting('private.releasing', true) = 'on'
    or current_setting('private.scores_moved_by_regrade', true) = 'on' then
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
    where a.problem_id = target and (a.auto_graded or a.status = 'submitted') and a.sealed_until is null
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
    -- Answers held for the end of a contest are graded when they are released, not before.
    where a.problem_id = target and a.sealed_until is null
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

CREATE OR REPLACE FUNCTION public.contest_scoreboard(contest_id uuid, page integer DEFAULT 1, page_size integer DEFAULT 50)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
declare
  contest public.contests;
  show_problems boolean;
  participants integer;
  problem_list jsonb;
  board jsonb;
  mine jsonb;
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
  -- Results at the end (decision 0063): until the end nobody, staff included, sees a total.
  if contest.results_mode = 'after_end' and now() < contest.end_time then
    return private.sealed_scoreboard(contest, contest_scoreboard.page, contest_scoreboard.page_size);
  end if;
  show_problems := contest.start_time <= now() or authz.is_approved_staff();

  -- The board as last built (decision 0067), rebuilt first when it is due. A rebuild cut by the
  -- request's time bound (decision 0046) leaves the board as it was: this reader still gets it.
  begin
    perform private.refresh_contest_board_if_due(contest.id);
  exception when query_canceled then
    null;
  end;
  select coalesce((select s.participants from private.contest_boards s where s.contest_id = contest.id), 0)
  into participants;

  if show_problems then
    select coalesce(jsonb_agg(jsonb_build_object('problem_id', cp.problem_id, 'position', cp.position, 'marks', pr.marks)
      order by cp.position, cp.problem_id), '[]'::jsonb)
    into problem_list
    from public.contest_problems cp join public.problems pr on pr.id = cp.problem_id
    where cp.contest_id = contest.id;
  else
    problem_list := '[]'::jsonb;
  end if;

  -- The page is a range of positions: its rows and nothing else are read.
  select coalesce(jsonb_agg(jsonb_build_object(
      'rank', b.place,
      'user_id', b.user_id,
      'full_name', p.full_name,
      'avatar_url', p.avatar_url,
      'total', b.total_marks,
      'solved', b.solved_count,
      'last_improved_at', b.last_improved_at,
      'results', b.results
    ) order by b.seq), '[]'::jsonb)
  into board
  from private.contest_board_rows b
  cross join lateral (
    select pf.full_name, pf.avatar_url from public.profiles pf where pf.id = b.user_id
  ) as p
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
      mine := jsonb_build_object(
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
$function$
;




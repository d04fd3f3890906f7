-- Answers and grading: submit_answer (the one place an answer is written), answer keys,
-- grading by staff, marks, grade history, scores, and the per-account and per-address limits
-- (decisions 0018, 0019, 0045).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "private"."answer_origins" (
    "answer_id" uuid not null,
    "client_address" text not null,
    "submitted_at" timestamp with time zone not null default clock_timestamp()
);

create table "private"."problem_answer_keys" (
    "problem_id" uuid not null,
    "answers" text[] not null,
    "updated_at" timestamp with time zone not null default now()
);

create table "public"."answer_grade_history" (
    "id" bigint generated always as identity not null,
    "answer_id" uuid not null,
    "changed_at" timestamp with time zone not null default clock_timestamp(),
    "changed_by" uuid,
    "reason" text not null,
    "previous_status" text not null,
    "previous_marks" integer,
    "previous_feedback" text,
    "previous_graded_by" uuid,
    "previous_graded_at" timestamp with time zone,
    "new_status" text not null,
    "new_marks" integer,
    "new_feedback" text,
    "previous_notes" jsonb,
    "new_notes" jsonb
);

create table "public"."answers" (
    "id" uuid not null default gen_random_uuid(),
    "problem_id" uuid not null,
    "user_id" uuid not null,
    "content" text not null,
    "status" text not null default 'submitted'::text,
    "submitted_at" timestamp with time zone not null default now(),
    "graded_by" uuid,
    "graded_at" timestamp with time zone,
    "marks_awarded" integer,
    "feedback" text,
    "auto_graded" boolean not null default false,
    "contest_id" uuid,
    "grade_version" integer not null default 0,
    "idempotency_key" uuid,
    "page_count" smallint not null default 0,
    "sealed_until" timestamp with time zone,
    "virtual_participation_id" uuid
);

-- Functions

CREATE OR REPLACE FUNCTION authz.has_solved(problem_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.answers a join public.problems pr on pr.id = a.problem_id
    where a.problem_id = has_solved.problem_id and a.user_id = auth.uid()
      and a.marks_awarded >= pr.marks
  )
$function$
;

CREATE OR REPLACE FUNCTION private.answers_bump_grade_version()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if (new.status, new.marks_awarded, new.feedback) is distinct from (old.status, old.marks_awarded, old.feedback) then
    new.grade_version := old.grade_version + 1;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_fill_marks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- A status change without new marks (grade_answer with a status) derives them afresh.
  if tg_op = 'UPDATE' and new.status is distinct from old.status
    and new.marks_awarded is not distinct from old.marks_awarded then
    new.marks_awarded := null;
  end if;
  if new.marks_awarded is null and new.status in ('correct', 'incorrect') then
    new.marks_awarded := case
      when new.status = 'correct' then (select pr.marks from public.problems pr where pr.id = new.problem_id)
      else 0
    end;
  elsif new.status = 'submitted' then
    new.marks_awarded := null;
  end if;
  -- A graded answer without a grader was graded by the key.
  if tg_op = 'INSERT' and new.status <> 'submitted' and new.graded_by is null then
    new.auto_graded := true;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_need_active_account()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.uid() is not null and coalesce(auth.role(), '') <> 'service_role'
    and not authz.account_is_active() then
    raise exception 'Choose your own password first: open the link we e-mailed you, or use ''Forgot your password?''.'
      using errcode = '42501';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_record_grade_changes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  actor uuid := (select p.id from public.profiles p where p.id = auth.uid());
  why text := case when current_setting('private.grade_reason', true) = 'regrade' then 'regrade' else 'grade' end;
begin
  insert into public.answer_grade_history (
    answer_id, changed_by, reason, previous_status, previous_marks, previous_feedback,
    previous_graded_by, previous_graded_at, new_status, new_marks, new_feedback
  )
  select n.id, actor, why, o.status, o.marks_awarded, o.feedback, o.graded_by, o.graded_at,
    n.status, n.marks_awarded, n.feedback
  from old_rows o
  join new_rows n on n.id = o.id
  where (o.status, o.marks_awarded, o.feedback) is distinct from (n.status, n.marks_awarded, n.feedback);
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_scores_after_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.recompute_scores(array(
    select distinct o.user_id from old_rows o where o.marks_awarded is not null order by 1
  ));
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_scores_after_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.recompute_scores(array(
    select distinct n.user_id from new_rows n where n.marks_awarded is not null order by 1
  ));
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answers_scores_after_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- A regrade moves the scores itself, by the difference on its one problem.
  if current_setting('private.scores_moved_by_regrade', true) = 'on' then
    return null;
  end if;
  -- Only students whose answers changed in a way that can move a score.
  perform private.recompute_scores(array(
    select distinct changed.user_id
    from old_rows o
    join new_rows n on n.id = o.id
    cross join lateral (values (o.user_id), (n.user_id)) as changed (user_id)
    where (o.marks_awarded, o.status, o.problem_id, o.user_id)
      is distinct from (n.marks_awarded, n.status, n.problem_id, n.user_id)
    order by 1
  ));
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.apply_grade(target uuid, marks integer, feedback text, expected_version integer)
 RETURNS answers
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  grader_id uuid := auth.uid();
  current_answer public.answers;
  full_marks integer;
  clean_feedback text := nullif(regexp_replace(coalesce(feedback, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g'), '');
  grader_name text;
  graded public.answers;
begin
  if grader_id is null or not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.'
      using errcode = '42501';
  end if;

  select * into current_answer from public.answers a where a.id = target;
  if not found then
    raise exception 'Answer not found.' using errcode = 'PT404';
  end if;
  if current_answer.sealed_until is not null then
    raise exception 'This answer was sent in a contest whose results come at the end: it can be graded once the contest has ended.'
      using errcode = '22023';
  end if;
  if current_answer.user_id = grader_id then
    raise exception 'You cannot grade your own answer.' using errcode = '42501';
  end if;

  select pr.marks into full_marks from public.problems pr where pr.id = current_answer.problem_id;
  if marks is not null and (marks < 0 or marks > full_marks) then
    raise exception 'Marks must be a whole number from 0 to %.', full_marks using errcode = '22023';
  end if;
  if char_length(clean_feedback) > 10000 then
    raise exception 'Feedback is too long: at most 10000 characters.' using errcode = '22023';
  end if;

  -- Profile first, then the answer: the lock order of submit_answer and the regrade.
  perform 1 from public.profiles p where p.id = current_answer.user_id for update;
  select * into current_answer from public.answers a where a.id = target for update;

  if expected_version is not null and current_answer.grade_version <> expected_version then
    select coalesce(nullif(btrim(p.full_name), ''), 'another grader') into grader_name
    from public.profiles p where p.id = current_answer.graded_by;
    raise exception '%', case
      when current_answer.status = 'submitted' then
        'This answer was sent back to the queue while you were grading it. Reload it to see the current state.'
      else format('This answer was graded by %s at %s UTC (%s/%s) while you were grading it. Reload it to see the current grade.',
        coalesce(grader_name, case when current_answer.auto_graded then 'the answer key' else 'another grader' end),
        to_char(current_answer.graded_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
        current_answer.marks_awarded, full_marks)
    end using errcode = 'PT409', hint = 'grade_version';
  end if;

  perform set_config('private.grade_reason', 'grade', true);
  update public.answers a
  set status = private.status_for_marks(apply_grade.marks, full_marks),
      marks_awarded = apply_grade.marks,
      feedback = case when apply_grade.marks is null then null else clean_feedback end,
      auto_graded = false,
      graded_by = case when apply_grade.marks is null then null else grader_id end,
      graded_at = case when apply_grade.marks is null then null else clock_timestamp() end
  where a.id = target
  returning * into graded;
  return graded;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.on_answer_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.recompute_student_score(old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id) then
    perform private.recompute_student_score(new.user_id);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.on_problem_marks_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(current_setting('private.saving_problem', true), '') <> 'on' then
    perform private.regrade_problem(new.id);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.recompute_scores(student_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(cardinality(student_ids), 0) = 0 then
    return;
  end if;
  perform 1 from public.profiles p where p.id = any (student_ids) order by p.id for update;

  update public.profiles p
  set score = totals.total_marks, problems_solved = totals.full_count
  from (
    select s.id,
      coalesce(sum(best.marks), 0)::integer as total_marks,
      (count(*) filter (where best.marks >= best.full_marks))::integer as full_count
    from (select distinct unnest(student_ids) as id) as s
    left join lateral (
      select max(a.marks_awarded) as marks, max(pr.marks) as full_marks
      from public.answers a
      join public.problems pr on pr.id = a.problem_id
      where a.user_id = s.id and a.marks_awarded is not null
      group by a.problem_id
    ) as best on true
    group by s.id
  ) as totals
  where p.id = totals.id
    and (p.score, p.problems_solved) is distinct from (totals.total_marks, totals.full_count);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.recompute_student_score(student_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.recompute_scores(array[student_id])
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

CREATE OR REPLACE FUNCTION private.status_for_marks(marks integer, full_marks integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when marks is null then 'submitted'
    when marks >= full_marks then 'correct'
    when marks <= 0 then 'incorrect'
    else 'partial'
  end
$function$
;

CREATE OR REPLACE FUNCTION private.write_answer_key(target uuid, answers text[])
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  cleaned text[];
  previous text[];
begin
  select coalesce(array_agg(distinct btrim(entry) order by btrim(entry)), '{}') into cleaned
  from unnest(coalesce(write_answer_key.answers, '{}')) as entry
  where entry is not null and btrim(entry) <> '';

  if cardinality(cleaned) > 20 or exists (select 1 from unnest(cleaned) e where char_length(e) > 1000) then
    raise exception 'An answer key holds at most 20 answers of at most 1000 characters.' using errcode = '22023';
  end if;

  select coalesce(array(select e from unnest(k.answers) e order by e), '{}') into previous
  from private.problem_answer_keys k where k.problem_id = target;
  previous := coalesce(previous, '{}');

  if cardinality(cleaned) = 0 then
    delete from private.problem_answer_keys k where k.problem_id = target;
  else
    insert into private.problem_answer_keys as k (problem_id, answers)
    values (target, cleaned)
    on conflict on constraint problem_answer_keys_pkey
      do update set answers = excluded.answers, updated_at = now()
      where k.answers is distinct from excluded.answers;
  end if;
  return cleaned is distinct from previous;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.grade_answer(answer_id uuid, marks integer, feedback text DEFAULT NULL::text, expected_version integer DEFAULT NULL::integer)
 RETURNS answers
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select * from private.apply_grade(answer_id, marks, feedback, expected_version)
$function$
;

CREATE OR REPLACE FUNCTION public.grade_answer(answer_id uuid, status text)
 RETURNS answers
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  full_marks integer;
  kept_feedback text;
begin
  if grade_answer.status is null or grade_answer.status not in ('correct', 'incorrect', 'submitted') then
    if auth.uid() is null or not authz.is_approved_staff() then
      raise exception 'Only approved instructors, admins and the superadmin can grade answers.'
        using errcode = '42501';
    end if;
    raise exception 'Status must be correct, incorrect or submitted.' using errcode = '22023';
  end if;
  select pr.marks, a.feedback into full_marks, kept_feedback
  from public.answers a join public.problems pr on pr.id = a.problem_id
  where a.id = grade_answer.answer_id;
  return private.apply_grade(
    grade_answer.answer_id,
    case grade_answer.status when 'correct' then full_marks when 'incorrect' then 0 end,
    kept_feedback,
    null
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.grading_queue_problems()
 RETURNS TABLE(problem_id uuid, title text, topic text, waiting integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.' using errcode = '42501';
  end if;
  return query
    select pr.id, pr.title, pr.topic, count(*)::integer
    from public.answers a
    join public.problems pr on pr.id = a.problem_id
    where a.status = 'submitted' and a.sealed_until is null
    group by pr.id
    order by pr.title, pr.id;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.problem_answer_key(problem_id uuid)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  author_id uuid;
  accepted text[];
begin
  select pr.created_by into author_id from public.problems pr where pr.id = problem_answer_key.problem_id;
  if not found then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  if not private.can_edit_problem(author_id) then
    raise exception 'Only the problem''s author or an approved admin can read its answer key.'
      using errcode = '42501';
  end if;
  select k.answers into accepted from private.problem_answer_keys k where k.problem_id = problem_answer_key.problem_id;
  return coalesce(accepted, '{}');
end;
$function$
;

CREATE OR REPLACE FUNCTION public.set_answer_key(problem_id uuid, answers text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  author_id uuid;
begin
  select pr.created_by into author_id from public.problems pr where pr.id = set_answer_key.problem_id for update;
  if not found then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  if not private.can_edit_problem(author_id) then
    raise exception 'Only the problem''s author or an approved admin can set its answer key.'
      using errcode = '42501';
  end if;
  if private.write_answer_key(set_answer_key.problem_id, set_answer_key.answers) then
    perform private.regrade_problem(set_answer_key.problem_id);
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.submit_answer(problem_id uuid, content text)
 RETURNS answers
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  opens_at timestamptz;
  student_id uuid := auth.uid();
  trimmed text := regexp_replace(submit_answer.content, '^[[:space:]]+|[[:space:]]+$', '', 'g');
  address text := left(private.client_address(), 100);
  student_role text;
  student_status text;
  recent_count integer;
  hourly_count integer;
  wrong_count integer;
  verdict text;
  recorded public.answers;
  seal record;
begin
  if student_id is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;

  -- Locking the profile serialises one student's submissions, so the limits below cannot be
  -- raced past by parallel requests; the advisory lock does the same for one address.
  select p.role, p.status into student_role, student_status
  from public.profiles p where p.id = student_id
  for update;

  if student_role is distinct from 'contestant' or student_status is distinct from 'approved' then
    raise exception 'Only approved students can submit answers.' using errcode = '42501';
  end if;
  if trimmed is null or trimmed = '' then
    raise exception 'Answer cannot be empty.' using errcode = '22023';
  end if;
  if char_length(trimmed) > 5000 then
    raise exception 'Answer is too long: at most 5000 characters.' using errcode = '22023';
  end if;
  if not authz.can_see_problem(submit_answer.problem_id) then
    -- A problem hidden only until its contest starts gets the contest's clear message.
    select lower(pr.contest_windows) into opens_at
    from public.problems pr
    where pr.id = submit_answer.problem_id and lower(pr.contest_windows) > clock_timestamp();
    if opens_at is not null then
      raise exception 'This problem is part of a contest that has not started yet. Answers open at % UTC.',
        to_char(opens_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')
        using errcode = '42501';
    end if;
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;

  select count(*) into recent_count
  from public.answers a
  where a.user_id = student_id and a.submitted_at > clock_timestamp() - interval '1 minute';
  if recent_count >= 10 then
    raise exception 'Too many answers: wait a minute before submitting again.' using errcode = 'P0001';
  end if;

  wrong_count := private.wrong_attempts(student_id, submit_answer.problem_id);
  if wrong_count >= private.answer_attempt_cap() then
    raise exception 'You have used all % attempts at this problem: no more answers are accepted for it.',
      private.answer_attempt_cap()
      using errcode = 'P0001';
  end if;

  -- Every address counts, loopback too (issue 22): the local stack's clients are addresses of
  -- their own (the gateway passes the socket's), so the limits are the same everywhere.
  if address is not null then
    perform pg_advisory_xact_lock(hashtextextended('answer-address:' || address, 0));
    select count(*) filter (where o.submitted_at > clock_timestamp() - interval '1 minute'), count(*)
    into recent_count, hourly_count
    from private.answer_origins o
    where o.client_address = address and o.submitted_at > clock_timestamp() - interval '1 hour';
    if recent_count >= 60 or hourly_count >= 600 then
      raise exception 'Too many answers from your network: wait a few minutes before submitting again.'
        using errcode = 'P0001';
    end if;
    -- Free accounts do not multiply the attempts at one problem: at most 30 wrong key-graded
    -- answers to it from one address a day, whichever accounts sent them.
    select count(*) into wrong_count
    from private.answer_origins o
    join public.answers a on a.id = o.answer_id
    where o.client_address = address and o.submitted_at > clock_timestamp() - interval '1 day'
      and a.problem_id = submit_answer.problem_id and a.status = 'incorrect' and a.auto_graded;
    if wrong_count >= 30 then
      raise exception 'Too many wrong answers to this problem from your network today: try it again tomorrow.'
        using errcode = 'P0001';
    end if;
  end if;

  -- Results at the end (decision 0063): while the problem is in a running "after the end"
  -- contest (or the caller's virtual sitting of one), the answer is only received. It is not
  -- checked now (no verdict, no timing difference); a later answer replaces it (the last one
  -- counts); private.release_due_results grades it from the end.
  select s.sealed_until, s.virtual_participation_id into seal
  from private.answer_seal(student_id, submit_answer.problem_id, clock_timestamp()) as s;
  if seal.sealed_until is not null then
    update public.answers a
    set content = trimmed, submitted_at = clock_timestamp(), sealed_until = seal.sealed_until
    where a.id = (
      select s.id from public.answers s
      where s.user_id = student_id and s.problem_id = submit_answer.problem_id
        and s.sealed_until is not null and s.sealed_until > clock_timestamp()
        and s.virtual_participation_id is not distinct from seal.virtual_participation_id
      order by s.submitted_at desc, s.id
      limit 1
    )
    returning * into recorded;
    if recorded.id is null then
      insert into public.answers (problem_id, user_id, content, status, auto_graded, submitted_at, sealed_until)
      values (submit_answer.problem_id, student_id, trimmed, 'submitted', false, clock_timestamp(), seal.sealed_until)
      returning * into recorded;
    end if;
    if address is not null then
      insert into private.answer_origins as o (answer_id, client_address) values (recorded.id, address)
      on conflict on constraint answer_origins_pkey do update set submitted_at = clock_timestamp();
    end if;
    return recorded;
  end if;

  verdict := private.verdict_from_key(submit_answer.problem_id, trimmed);

  insert into public.answers (problem_id, user_id, content, status, auto_graded, submitted_at, graded_at)
  values (
    submit_answer.problem_id,
    student_id,
    trimmed,
    coalesce(verdict, 'submitted'),
    verdict is not null,
    clock_timestamp(),
    case when verdict is not null then clock_timestamp() end
  )
  returning * into recorded;

  if address is not null then
    insert into private.answer_origins (answer_id, client_address) values (recorded.id, address);
  end if;

  return recorded;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.answer_attempt_cap()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select 10
$function$
;



CREATE OR REPLACE FUNCTION private.wrong_attempts(student_id uuid, problem_id uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select count(*)::integer
  from public.answers a
  where a.user_id = wrong_attempts.student_id and a.problem_id = wrong_attempts.problem_id
    and a.status = 'incorrect' and a.auto_graded
$function$
;

CREATE OR REPLACE FUNCTION public.my_answer_state(problem_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  held public.answers;
  results_at timestamptz;
begin
  if me is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;
  if not authz.can_see_problem(my_answer_state.problem_id) then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  -- Results at the end (decision 0063): the answer the caller sent and when its result comes;
  -- nothing about whether it is right.
  select s.sealed_until into results_at
  from private.answer_seal(me, my_answer_state.problem_id, clock_timestamp()) as s;
  select a.* into held from public.answers a
  where a.user_id = me and a.problem_id = my_answer_state.problem_id and a.sealed_until is not null
  order by a.submitted_at desc, a.id
  limit 1;
  return jsonb_build_object(
    'results_at', coalesce(results_at, held.sealed_until),
    'received', case when held.id is not null then jsonb_build_object(
      'id', held.id, 'content', held.content, 'submitted_at', held.submitted_at, 'results_at', held.sealed_until
    ) end,
    'has_key', exists (
      select 1 from private.problem_answer_keys k where k.problem_id = my_answer_state.problem_id
    ),
    'attempt_cap', private.answer_attempt_cap(),
    'wrong_attempts', private.wrong_attempts(me, my_answer_state.problem_id)
  );
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

CREATE OR REPLACE FUNCTION private.problems_recount_solvers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.recount_problem_solvers(new.id);
  return null;
end;
$function$
;

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

-- Indexes

CREATE INDEX answer_origins_address_idx ON private.answer_origins USING btree (client_address, submitted_at DESC);

CREATE UNIQUE INDEX answer_origins_pkey ON private.answer_origins USING btree (answer_id);

CREATE UNIQUE INDEX problem_answer_keys_pkey ON private.problem_answer_keys USING btree (problem_id);

CREATE INDEX answer_grade_history_answer_idx ON public.answer_grade_history USING btree (answer_id, changed_at DESC);

CREATE INDEX answer_grade_history_changed_by_idx ON public.answer_grade_history USING btree (changed_by);

CREATE UNIQUE INDEX answer_grade_history_pkey ON public.answer_grade_history USING btree (id);

CREATE INDEX answers_contest_idx ON public.answers USING btree (contest_id) WHERE (contest_id IS NOT NULL);

CREATE INDEX answers_contest_user_problem_idx ON public.answers USING btree (contest_id, user_id, problem_id) WHERE (contest_id IS NOT NULL);

CREATE INDEX answers_graded_by_idx ON public.answers USING btree (graded_by);

CREATE UNIQUE INDEX answers_pkey ON public.answers USING btree (id);

CREATE INDEX answers_problem_idx ON public.answers USING btree (problem_id);

CREATE INDEX answers_sealed_idx ON public.answers USING btree (sealed_until) WHERE (sealed_until IS NOT NULL);

CREATE INDEX answers_status_idx ON public.answers USING btree (status, submitted_at);

CREATE INDEX answers_user_problem_idx ON public.answers USING btree (user_id, problem_id);

CREATE INDEX answers_user_submitted_idx ON public.answers USING btree (user_id, submitted_at DESC);

CREATE UNIQUE INDEX answers_user_idempotency_key_idx ON public.answers USING btree (user_id, idempotency_key) WHERE (idempotency_key IS NOT NULL);

-- Constraints

alter table "private"."answer_origins" add constraint "answer_origins_pkey" PRIMARY KEY using index "answer_origins_pkey";

alter table "private"."problem_answer_keys" add constraint "problem_answer_keys_pkey" PRIMARY KEY using index "problem_answer_keys_pkey";

alter table "public"."answer_grade_history" add constraint "answer_grade_history_pkey" PRIMARY KEY using index "answer_grade_history_pkey";

alter table "public"."answers" add constraint "answers_pkey" PRIMARY KEY using index "answers_pkey";

alter table "private"."answer_origins" add constraint "answer_origins_answer_id_fkey" FOREIGN KEY (answer_id) REFERENCES answers(id) ON DELETE CASCADE not valid;

alter table "private"."answer_origins" validate constraint "answer_origins_answer_id_fkey";

alter table "private"."answer_origins" add constraint "answer_origins_client_address_check" CHECK ((char_length(client_address) <= 100)) not valid;

alter table "private"."answer_origins" validate constraint "answer_origins_client_address_check";

alter table "private"."problem_answer_keys" add constraint "problem_answer_keys_answers_check" CHECK (((cardinality(answers) >= 1) AND (cardinality(answers) <= 20))) not valid;

alter table "private"."problem_answer_keys" validate constraint "problem_answer_keys_answers_check";

alter table "private"."problem_answer_keys" add constraint "problem_answer_keys_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "private"."problem_answer_keys" validate constraint "problem_answer_keys_problem_id_fkey";

alter table "public"."answer_grade_history" add constraint "answer_grade_history_answer_id_fkey" FOREIGN KEY (answer_id) REFERENCES answers(id) ON DELETE CASCADE not valid;

alter table "public"."answer_grade_history" validate constraint "answer_grade_history_answer_id_fkey";

alter table "public"."answer_grade_history" add constraint "answer_grade_history_changed_by_fkey" FOREIGN KEY (changed_by) REFERENCES public_profiles(id) ON DELETE SET NULL not valid;

alter table "public"."answer_grade_history" validate constraint "answer_grade_history_changed_by_fkey";

alter table "public"."answer_grade_history" add constraint "answer_grade_history_reason_check" CHECK ((reason = ANY (ARRAY['grade'::text, 'regrade'::text]))) not valid;

alter table "public"."answer_grade_history" validate constraint "answer_grade_history_reason_check";

alter table "public"."answers" add constraint "answers_content_length" CHECK ((char_length(content) <= 5000)) not valid;

alter table "public"."answers" validate constraint "answers_content_length";

alter table "public"."answers" add constraint "answers_content_not_blank" CHECK ((content ~ '[^[:space:]]'::text)) not valid;

alter table "public"."answers" validate constraint "answers_content_not_blank";

alter table "public"."answers" add constraint "answers_contest_id_fkey" FOREIGN KEY (contest_id) REFERENCES contests(id) ON DELETE SET NULL not valid;

alter table "public"."answers" validate constraint "answers_contest_id_fkey";

alter table "public"."answers" add constraint "answers_feedback_length" CHECK (((feedback IS NULL) OR (char_length(feedback) <= 10000))) not valid;

alter table "public"."answers" validate constraint "answers_feedback_length";

alter table "public"."answers" add constraint "answers_grade_version_check" CHECK ((grade_version >= 0)) not valid;

alter table "public"."answers" validate constraint "answers_grade_version_check";

alter table "public"."answers" add constraint "answers_graded_by_fkey" FOREIGN KEY (graded_by) REFERENCES public_profiles(id) ON DELETE SET NULL not valid;

alter table "public"."answers" validate constraint "answers_graded_by_fkey";

alter table "public"."answers" add constraint "answers_marks_awarded_check" CHECK (((marks_awarded IS NULL) OR ((marks_awarded >= 0) AND (marks_awarded <= 100)))) not valid;

alter table "public"."answers" validate constraint "answers_marks_awarded_check";

alter table "public"."answers" add constraint "answers_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "public"."answers" validate constraint "answers_problem_id_fkey";

alter table "public"."answers" add constraint "answers_status_check" CHECK ((status = ANY (ARRAY['submitted'::text, 'correct'::text, 'incorrect'::text, 'partial'::text]))) not valid;

alter table "public"."answers" validate constraint "answers_status_check";

alter table "public"."answers" add constraint "answers_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."answers" validate constraint "answers_user_id_fkey";

alter table "public"."answers" add constraint "answers_page_count_range" CHECK (((page_count >= 0) AND (page_count <= 6))) not valid;
alter table "public"."answers" validate constraint "answers_page_count_range";

-- Row-level security

alter table "private"."answer_origins" enable row level security;

alter table "private"."problem_answer_keys" enable row level security;

alter table "public"."answer_grade_history" enable row level security;

alter table "public"."answers" enable row level security;

-- Policies

create policy "answer_grade_history: approved staff read"
  on "public"."answer_grade_history"
  as permissive
  for select
  to authenticated
using (( SELECT authz.is_approved_staff() AS is_approved_staff));

create policy "answers: inactive accounts read nothing"
  on "public"."answers"
  as restrictive
  for select
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "answers: students read their own, approved staff read all"
  on "public"."answers"
  as permissive
  for select
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)));

-- Triggers

CREATE TRIGGER answers_contest_gate BEFORE INSERT ON public.answers FOR EACH ROW EXECUTE FUNCTION private.answers_contest_gate();

CREATE TRIGGER answers_fill_marks BEFORE INSERT OR UPDATE OF status, marks_awarded ON public.answers FOR EACH ROW EXECUTE FUNCTION private.answers_fill_marks();

CREATE TRIGGER answers_keep_contest_board AFTER INSERT OR DELETE OR UPDATE OF status, marks_awarded, contest_id, problem_id, user_id, submitted_at ON public.answers FOR EACH ROW EXECUTE FUNCTION private.on_contest_answer_changed();

CREATE TRIGGER answers_keep_contest_tag BEFORE UPDATE OF contest_id ON public.answers FOR EACH ROW WHEN (((old.contest_id IS DISTINCT FROM new.contest_id) AND (new.contest_id IS NOT NULL))) EXECUTE FUNCTION private.answers_keep_contest_tag();

CREATE TRIGGER answers_need_active_account BEFORE INSERT ON public.answers FOR EACH ROW EXECUTE FUNCTION private.answers_need_active_account();

CREATE TRIGGER answers_record_grade_changes AFTER UPDATE ON public.answers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.answers_record_grade_changes();

CREATE TRIGGER answers_scores_after_delete AFTER DELETE ON public.answers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.answers_scores_after_delete();

CREATE TRIGGER answers_scores_after_insert AFTER INSERT ON public.answers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.answers_scores_after_insert();

CREATE TRIGGER answers_scores_after_update AFTER UPDATE ON public.answers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.answers_scores_after_update();

CREATE TRIGGER answers_zz_bump_grade_version BEFORE UPDATE ON public.answers FOR EACH ROW EXECUTE FUNCTION private.answers_bump_grade_version();

CREATE TRIGGER problems_marks_keep_scores AFTER UPDATE OF marks ON public.problems FOR EACH ROW WHEN ((old.marks IS DISTINCT FROM new.marks)) EXECUTE FUNCTION private.on_problem_marks_changed();

CREATE TRIGGER answers_recount_solvers_delete AFTER DELETE ON public.answers FOR EACH ROW WHEN ((old.marks_awarded IS NOT NULL)) EXECUTE FUNCTION private.answers_recount_solvers();
CREATE TRIGGER answers_recount_solvers_insert AFTER INSERT ON public.answers FOR EACH ROW WHEN ((new.marks_awarded IS NOT NULL)) EXECUTE FUNCTION private.answers_recount_solvers();
CREATE TRIGGER answers_recount_solvers_update AFTER UPDATE OF marks_awarded, problem_id, user_id ON public.answers FOR EACH ROW WHEN (((old.marks_awarded IS DISTINCT FROM new.marks_awarded) OR (old.problem_id IS DISTINCT FROM new.problem_id) OR (old.user_id IS DISTINCT FROM new.user_id))) EXECUTE FUNCTION private.answers_recount_solvers();
CREATE TRIGGER problems_recount_solvers AFTER UPDATE OF marks ON public.problems FOR EACH ROW WHEN ((old.marks IS DISTINCT FROM new.marks)) EXECUTE FUNCTION private.problems_recount_solvers();

-- Grants

revoke all on table public.answers from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.answers to authenticated;
grant all on table public.answers to service_role;

revoke all on table public.answer_grade_history from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.answer_grade_history to authenticated;
grant all on table public.answer_grade_history to service_role;

revoke all on table private.problem_answer_keys from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on table private.answer_origins from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.recompute_student_score(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.grading_queue_problems() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.grading_queue_problems() to authenticated;
grant execute on function public.grading_queue_problems() to service_role;

revoke all on function private.on_answer_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.on_problem_marks_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_fill_marks() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.submit_answer(uuid,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.submit_answer(uuid,text) to authenticated;
grant execute on function public.submit_answer(uuid,text) to service_role;

revoke all on function private.answers_bump_grade_version() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_scores_after_insert() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.regrade_problem(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.grade_answer(uuid,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.grade_answer(uuid,text) to authenticated;
grant execute on function public.grade_answer(uuid,text) to service_role;

revoke all on function public.grade_answer(uuid,integer,text,integer) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.grade_answer(uuid,integer,text,integer) to authenticated;
grant execute on function public.grade_answer(uuid,integer,text,integer) to service_role;

revoke all on function public.set_answer_key(uuid,text[]) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.set_answer_key(uuid,text[]) to authenticated;
grant execute on function public.set_answer_key(uuid,text[]) to service_role;

revoke all on function public.problem_answer_key(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.problem_answer_key(uuid) to authenticated;
grant execute on function public.problem_answer_key(uuid) to service_role;

revoke all on function private.answers_need_active_account() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function authz.has_solved(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.has_solved(uuid) to anon;
grant execute on function authz.has_solved(uuid) to authenticated;
grant execute on function authz.has_solved(uuid) to service_role;

revoke all on function private.answers_scores_after_delete() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_record_grade_changes() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.recompute_scores(uuid[]) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.answers_scores_after_update() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.status_for_marks(integer,integer) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.write_answer_key(uuid,text[]) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.apply_grade(uuid,integer,text,integer) from public, anon, authenticated, service_role, supabase_auth_admin;

-- Comments

comment on table public.answers is 'Answers submitted by students. Written only through submit_answer and grade_answer; status drives profiles.score.';

comment on table private.problem_answer_keys is 'Accepted answers per problem. No API role has any privilege here; only security definer functions read it.';

comment on table public.answer_grade_history is 'Every change of an answer''s grade: who (null for the system), when, why (a grader''s grade, or a regrade after a key or marks change) and the grade before and after. Approved staff read it; students never do.';

comment on table private.answer_origins is 'The client address each answer came from, for the per-address answer limit. No API role reads it.';

comment on column public.answers.marks_awarded is 'Marks earned, 0..problems.marks; null while the answer waits for a grader.';

comment on column public.answers.feedback is 'A grader''s written feedback (LaTeX allowed), shown to the student.';

comment on column public.answers.auto_graded is 'True when the grade came from the problem''s answer key.';

comment on column public.answers.contest_id is 'The contest this answer counted for (submitted in its window by a registered participant), else null.';

comment on column public.answers.grade_version is 'Goes up by one on every change of status, marks or feedback; grade_answer refuses a save made against an older version.';

comment on function public.grade_answer(uuid,text) is 'Grades (or regrades) an answer as correct, incorrect or back to submitted; approved staff only, never their own answer.';

comment on function private.answers_need_active_account() is 'Before insert on answers: an account that has not chosen its own password cannot answer.';

comment on function private.recompute_scores(uuid[]) is 'Sets score (sum of best marks per problem) and problems_solved (problems with full marks) of the given students.';

comment on function private.regrade_problem(uuid) is 'Regrades a problem''s key-graded and waiting answers by its key and adjusts manual marks to its marks; returns the number of answers changed.';

comment on function public.set_answer_key(uuid,text[]) is 'Sets (or, with an empty array, removes) the accepted answers of a problem and regrades its key-graded answers; its author (approved staff) or an approved admin.';

comment on function public.problem_answer_key(uuid) is 'The accepted answers of a problem, for its edit form; its author (approved staff) or an approved admin.';

comment on function public.grade_answer(uuid,integer,text,integer) is 'Grades an answer with 0..problem marks and optional feedback (null marks: back to the queue); approved staff, never their own answer. With expected_version, refuses when the grade changed since the grader saw it.';

comment on function public.grading_queue_problems() is 'Problems with answers waiting for a grader and their number; approved staff only.';

comment on function public.submit_answer(uuid,text) is 'Records an answer for the signed-in approved student and grades it at once when the problem has a key. At most 10 a minute per account, 60 a minute and 600 an hour per client address, 10 wrong key-graded answers per problem.';

comment on function authz.has_solved(uuid) is 'True when the caller has full marks on the problem.';

revoke all on function private.answer_attempt_cap(), private.wrong_attempts(uuid, uuid)
  from public, anon, authenticated;
revoke all on function public.my_answer_state(uuid) from public, anon;
grant execute on function public.my_answer_state(uuid) to authenticated, service_role;
comment on function public.my_answer_state(uuid) is
  'For the signed-in caller and one problem: has_key (else answers are proofs for a grader), attempt_cap and wrong_attempts (the cap submit_answer enforces).';

comment on function private.answer_attempt_cap() is
  'Wrong key-graded answers one student may give to one problem (decision 0019).';
comment on function private.wrong_attempts(uuid, uuid) is
  'Wrong key-graded answers of one student to one problem: what counts against private.answer_attempt_cap().';

comment on function private.recount_problem_solvers(uuid) is
  'Sets problems.solver_count of one problem from its answers (full marks, distinct people).';
revoke all on function private.recount_problem_solvers(uuid) from public, anon, authenticated;
comment on function private.answers_recount_solvers() is
  'Keeps problems.solver_count when an answer is added, graded, regraded or removed.';
revoke all on function private.answers_recount_solvers() from public, anon, authenticated;
comment on function private.problems_recount_solvers() is
  'Recounts problems.solver_count when the full marks of a problem change.';
revoke all on function private.problems_recount_solvers() from public, anon, authenticated;

comment on column public.answers.idempotency_key is
  'Chosen by the browser for one submission: a retry with the same key returns this answer instead of making a second.';
comment on column public.answers.page_count is 'How many page images the answer has (0..6).';

comment on column public.answer_grade_history.new_notes is
  'The notes after this change, when grade_answer_with_notes made it (null otherwise).';

comment on column public.answers.sealed_until is
  'Set while the answer waits for the end of an "after the end" contest (or of a virtual clock of one): it stays ungraded until then and private.release_due_results grades it (decision 0063).';

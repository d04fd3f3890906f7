-- Second-wave foundation shared by grading (marks), contests and practice:
-- * answers carry the marks they earned (null while waiting), a grader's feedback, whether the
--   grade came from the answer key, and the contest they counted for;
-- * one scoring rule: score = sum over problems of a student's best marks on that problem,
--   problems_solved = problems with full marks (design §4), kept in the grade's transaction;
-- * one visibility helper, authz.can_see_problem, that submit_answer asks (the contests
--   migration redefines it with the contest windows).

alter table public.answers
  add column marks_awarded integer check (marks_awarded is null or marks_awarded between 0 and 100),
  add column feedback text check (feedback is null or char_length(feedback) <= 10000),
  add column auto_graded boolean not null default false,
  add column contest_id uuid references public.contests (id) on delete set null;

comment on column public.answers.marks_awarded is
  'Marks earned, 0..problems.marks; null while the answer waits for a grader.';
comment on column public.answers.feedback is 'A grader''s written feedback (LaTeX allowed), shown to the student.';
comment on column public.answers.auto_graded is 'True when the grade came from the problem''s answer key.';
comment on column public.answers.contest_id is
  'The contest this answer counted for (submitted in its window by a registered participant), else null.';

create index answers_user_problem_idx on public.answers (user_id, problem_id);
create index answers_contest_idx on public.answers (contest_id) where contest_id is not null;

-- Answers written with a status and no marks (seed, older callers) get full or zero marks.
create or replace function private.answers_fill_marks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create trigger answers_fill_marks
  before insert or update of status, marks_awarded on public.answers
  for each row execute function private.answers_fill_marks();

update public.answers a
set auto_graded = (a.graded_by is null and a.status <> 'submitted'),
    marks_awarded = case a.status when 'correct' then pr.marks when 'incorrect' then 0 end
from public.problems pr
where pr.id = a.problem_id;

-- score = sum over problems of the best marks, problems_solved = problems with full marks.
-- The profile row lock serialises concurrent grades of one student (see the grading migration).
create or replace function private.recompute_student_score(student_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles p where p.id = student_id for update;

  update public.profiles p
  set score = totals.total_marks, problems_solved = totals.full_count
  from (
    select coalesce(sum(best.marks), 0)::integer as total_marks,
      count(*) filter (where best.marks >= best.full_marks)::integer as full_count
    from (
      select max(a.marks_awarded) as marks, max(pr.marks) as full_marks
      from public.answers a
      join public.problems pr on pr.id = a.problem_id
      where a.user_id = student_id and a.marks_awarded is not null
      group by a.problem_id
    ) as best
  ) as totals
  where p.id = student_id
    and (p.score, p.problems_solved) is distinct from (totals.total_marks, totals.full_count);
end;
$$;

drop trigger answers_keep_scores on public.answers;
create trigger answers_keep_scores
  after insert or delete or update of status, marks_awarded, problem_id, user_id on public.answers
  for each row execute function private.on_answer_changed();

create or replace function private.on_problem_marks_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  student_id uuid;
begin
  -- Full marks follow the problem's marks; partial marks never exceed them.
  update public.answers a
  set marks_awarded = case when a.status = 'correct' then new.marks else least(a.marks_awarded, new.marks) end
  where a.problem_id = new.id and a.marks_awarded is not null;
  -- Ordered by id so two concurrent marks changes lock profiles in the same order.
  for student_id in
    select distinct a.user_id from public.answers a
    where a.problem_id = new.id and a.marks_awarded is not null
    order by a.user_id
  loop
    perform private.recompute_student_score(student_id);
  end loop;
  return null;
end;
$$;

-- Who may see (and so answer, comment on, react to) a problem. The contests migration
-- redefines it with the contest windows; policies and functions ask it, never is_public alone.
create or replace function authz.can_see_problem(problem_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.problems pr
    where pr.id = can_see_problem.problem_id
      and (pr.is_public or pr.created_by = auth.uid() or authz.is_approved_staff())
  )
$$;
comment on function authz.can_see_problem(uuid) is
  'True when the caller may see the problem: public, their own, or approved staff.';
revoke all on function authz.can_see_problem(uuid) from public;
grant execute on function authz.can_see_problem(uuid) to anon, authenticated, service_role;

-- As in 20261121001100_blank_text.sql, with marks and the visibility helper.
create or replace function public.submit_answer(problem_id uuid, content text)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  student_id uuid := auth.uid();
  trimmed text := regexp_replace(submit_answer.content, '^[[:space:]]+|[[:space:]]+$', '', 'g');
  student_role text;
  student_status text;
  recent_count integer;
  verdict text;
  recorded public.answers;
begin
  if student_id is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;

  -- Locking the profile serialises one student's submissions, so the rate limit below
  -- cannot be raced past by parallel requests.
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
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;

  select count(*) into recent_count
  from public.answers a
  where a.user_id = student_id and a.submitted_at > clock_timestamp() - interval '1 minute';
  if recent_count >= 10 then
    raise exception 'Too many answers: wait a minute before submitting again.' using errcode = 'P0001';
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

  return recorded;
end;
$$;

revoke all on function public.submit_answer(uuid, text) from public, anon;
grant execute on function public.submit_answer(uuid, text) to authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated;

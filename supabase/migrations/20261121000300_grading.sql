-- Grading and scoring (issue 5): answer keys nobody can read through the API, submit_answer
-- with auto-grading and a rate limit, grade_answer for the grading queue, set_answer_key,
-- and the score rules kept by the database in the same transaction as every grade.
-- private.answers_match(submitted, expected) comes from 20261121000200_answer_equivalence.sql;
-- it is only called from plpgsql bodies, so the order of creation does not matter.

create table private.problem_answer_keys (
  problem_id uuid primary key references public.problems (id) on delete cascade,
  answers text[] not null check (cardinality(answers) between 1 and 20),
  updated_at timestamptz not null default now()
);
comment on table private.problem_answer_keys is
  'Accepted answers per problem. No API role has any privilege here; only security definer functions read it.';
alter table private.problem_answer_keys enable row level security;
revoke all on private.problem_answer_keys from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- score rules
-- ---------------------------------------------------------------------------

-- score = sum of marks of the distinct problems with at least one correct answer,
-- problems_solved = their count. The profile row lock serialises concurrent grades of one
-- student; the recomputation runs as a later statement, so under read committed it sees
-- every grade committed before the lock was granted.
create or replace function private.recompute_student_score(student_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles p where p.id = student_id for update;

  update public.profiles p
  set score = solved.total_marks, problems_solved = solved.problem_count
  from (
    select coalesce(sum(pr.marks), 0)::integer as total_marks, count(*)::integer as problem_count
    from public.problems pr
    where exists (
      select 1 from public.answers a
      where a.problem_id = pr.id and a.user_id = student_id and a.status = 'correct'
    )
  ) as solved
  where p.id = student_id
    and (p.score, p.problems_solved) is distinct from (solved.total_marks, solved.problem_count);
end;
$$;

create or replace function private.on_answer_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.recompute_student_score(old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id) then
    perform private.recompute_student_score(new.user_id);
  end if;
  return null;
end;
$$;

create trigger answers_keep_scores
  after insert or delete or update of status, problem_id, user_id on public.answers
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
  -- Ordered by id so two concurrent marks changes lock profiles in the same order.
  for student_id in
    select distinct a.user_id from public.answers a
    where a.problem_id = new.id and a.status = 'correct'
    order by a.user_id
  loop
    perform private.recompute_student_score(student_id);
  end loop;
  return null;
end;
$$;

create trigger problems_marks_keep_scores
  after update of marks on public.problems
  for each row when (old.marks is distinct from new.marks)
  execute function private.on_problem_marks_changed();

-- ---------------------------------------------------------------------------
-- auto-grading
-- ---------------------------------------------------------------------------

-- 'correct' or 'incorrect' when the problem has a key, null when a grader must decide.
create or replace function private.verdict_from_key(problem_id uuid, submitted text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  accepted text[];
  expected text;
begin
  select k.answers into accepted from private.problem_answer_keys k where k.problem_id = verdict_from_key.problem_id;
  if accepted is null then
    return null;
  end if;
  foreach expected in array accepted loop
    if private.answers_match(submitted, expected) then
      return 'correct';
    end if;
  end loop;
  return 'incorrect';
end;
$$;

-- ---------------------------------------------------------------------------
-- API functions
-- ---------------------------------------------------------------------------

create or replace function public.submit_answer(problem_id uuid, content text)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  student_id uuid := auth.uid();
  trimmed text := btrim(submit_answer.content);
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
  if not exists (
    select 1 from public.problems pr where pr.id = submit_answer.problem_id and pr.is_public
  ) then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;

  select count(*) into recent_count
  from public.answers a
  where a.user_id = student_id and a.submitted_at > clock_timestamp() - interval '1 minute';
  if recent_count >= 10 then
    raise exception 'Too many answers: wait a minute before submitting again.' using errcode = 'P0001';
  end if;

  verdict := private.verdict_from_key(submit_answer.problem_id, trimmed);

  insert into public.answers (problem_id, user_id, content, status, submitted_at, graded_at)
  values (
    submit_answer.problem_id,
    student_id,
    trimmed,
    coalesce(verdict, 'submitted'),
    clock_timestamp(),
    case when verdict is not null then clock_timestamp() end
  )
  returning * into recorded;

  return recorded;
end;
$$;
comment on function public.submit_answer(uuid, text) is
  'Records an answer for the signed-in approved student and grades it at once when the problem has a key. At most 10 a minute.';

create or replace function public.grade_answer(answer_id uuid, status text)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  grader_id uuid := auth.uid();
  student_id uuid;
  graded public.answers;
begin
  if grader_id is null or not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.'
      using errcode = '42501';
  end if;
  if grade_answer.status is null or grade_answer.status not in ('correct', 'incorrect', 'submitted') then
    raise exception 'Status must be correct, incorrect or submitted.' using errcode = '22023';
  end if;

  select a.user_id into student_id from public.answers a where a.id = grade_answer.answer_id;
  if student_id is null then
    raise exception 'Answer not found.' using errcode = 'P0002';
  end if;
  if student_id = grader_id then
    raise exception 'You cannot grade your own answer.' using errcode = '42501';
  end if;

  -- Profile first, then the answer: the same lock order as submit_answer.
  perform 1 from public.profiles p where p.id = student_id for update;

  update public.answers a
  set status = grade_answer.status,
      graded_by = case when grade_answer.status = 'submitted' then null else grader_id end,
      graded_at = case when grade_answer.status = 'submitted' then null else clock_timestamp() end
  where a.id = grade_answer.answer_id
  returning * into graded;

  return graded;
end;
$$;
comment on function public.grade_answer(uuid, text) is
  'Grades (or regrades) an answer as correct, incorrect or back to submitted; approved staff only, never their own answer.';

create or replace function public.set_answer_key(problem_id uuid, answers text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  author_id uuid;
  cleaned text[];
begin
  select pr.created_by into author_id from public.problems pr where pr.id = set_answer_key.problem_id;
  if not found then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;
  if auth.uid() is null
    or not (
      (author_id = auth.uid() and authz.is_approved_staff())
      or authz.is_approved_admin()
    ) then
    raise exception 'Only the problem''s author or an approved admin can set its answer key.'
      using errcode = '42501';
  end if;

  select coalesce(array_agg(distinct btrim(entry)), '{}') into cleaned
  from unnest(coalesce(set_answer_key.answers, '{}')) as entry
  where btrim(entry) <> '';

  if cardinality(cleaned) > 20 or exists (select 1 from unnest(cleaned) e where char_length(e) > 1000) then
    raise exception 'An answer key holds at most 20 answers of at most 1000 characters.' using errcode = '22023';
  end if;

  -- An empty key removes it: answers to the problem then wait for a grader.
  if cardinality(cleaned) = 0 then
    delete from private.problem_answer_keys k where k.problem_id = set_answer_key.problem_id;
  else
    insert into private.problem_answer_keys as k (problem_id, answers)
    values (set_answer_key.problem_id, cleaned)
    on conflict on constraint problem_answer_keys_pkey
      do update set answers = excluded.answers, updated_at = now();
  end if;
end;
$$;
comment on function public.set_answer_key(uuid, text[]) is
  'Sets (or, with an empty array, removes) the accepted answers of a problem; its author (approved staff) or an approved admin.';

-- ---------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------

revoke all on all functions in schema private from public, anon, authenticated;
revoke all on function public.submit_answer(uuid, text) from public, anon;
revoke all on function public.grade_answer(uuid, text) from public, anon;
revoke all on function public.set_answer_key(uuid, text[]) from public, anon;
grant execute on function public.submit_answer(uuid, text) to authenticated, service_role;
grant execute on function public.grade_answer(uuid, text) to authenticated, service_role;
grant execute on function public.set_answer_key(uuid, text[]) to authenticated, service_role;

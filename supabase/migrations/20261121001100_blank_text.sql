-- Blank text (decision 0010): btrim() strips only spaces, so an answer or comment of newlines
-- and tabs passed both submit_answer's "Answer cannot be empty." and the check constraints.
-- Text columns people write must hold a visible character; submit_answer trims all whitespace.

alter table public.answers
  add constraint answers_content_not_blank check (content ~ '[^[:space:]]');
alter table public.comments
  add constraint comments_content_not_blank check (content ~ '[^[:space:]]');
alter table public.problems
  add constraint problems_title_not_blank check (title ~ '[^[:space:]]'),
  add constraint problems_body_not_blank check ((content ->> 'body') ~ '[^[:space:]]');

-- As in 20261121000300_grading.sql, but trimming every kind of whitespace.
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

-- create or replace keeps the grants; restated so this file alone says who may call it.
revoke all on function public.submit_answer(uuid, text) from public, anon;
grant execute on function public.submit_answer(uuid, text) to authenticated, service_role;

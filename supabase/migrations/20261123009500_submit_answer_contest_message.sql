-- Answers to a problem that its upcoming contest still hides are refused with the contest's
-- message (decision 0021) instead of 'Problem not found.': submit_answer asked the visibility rule
-- before the contest gate trigger could speak. The rest is as in 20261123003000.

create or replace function public.submit_answer(problem_id uuid, content text)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
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
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;

  select count(*) into recent_count
  from public.answers a
  where a.user_id = student_id and a.submitted_at > clock_timestamp() - interval '1 minute';
  if recent_count >= 10 then
    raise exception 'Too many answers: wait a minute before submitting again.' using errcode = 'P0001';
  end if;

  select count(*) into wrong_count
  from public.answers a
  where a.user_id = student_id and a.problem_id = submit_answer.problem_id
    and a.status = 'incorrect' and a.auto_graded;
  if wrong_count >= 10 then
    raise exception 'You have used all 10 attempts at this problem: no more answers are accepted for it.'
      using errcode = 'P0001';
  end if;

  -- Loopback is the local gateway speaking for every local client at once (tests, demos); a
  -- hosted project never sees it (decision 0019).
  if address is not null and address !~ '^(127\.|::1$|::ffff:127\.)' then
    perform pg_advisory_xact_lock(hashtextextended('answer-address:' || address, 0));
    select count(*) filter (where o.submitted_at > clock_timestamp() - interval '1 minute'), count(*)
    into recent_count, hourly_count
    from private.answer_origins o
    where o.client_address = address and o.submitted_at > clock_timestamp() - interval '1 hour';
    if recent_count >= 60 or hourly_count >= 600 then
      raise exception 'Too many answers from your network: wait a few minutes before submitting again.'
        using errcode = 'P0001';
    end if;
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

  if address is not null and address !~ '^(127\.|::1$|::ffff:127\.)' then
    insert into private.answer_origins (answer_id, client_address) values (recorded.id, address);
  end if;

  return recorded;
end;
$$;

revoke all on function public.submit_answer(uuid, text) from public, anon;
grant execute on function public.submit_answer(uuid, text) to authenticated, service_role;

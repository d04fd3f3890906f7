-- Free accounts do not multiply what one address can open or guess (issue 22, part 2; decision 0045).
--
-- Giving up opens a problem's solution, and the 10 wrong attempts per problem are per account;
-- sign-up is free, so throwaway accounts could open any solution or guess a practice answer for
-- another account. One client address now has, whichever accounts it uses:
--   * at most 20 give-ups an hour (private.give_up_origins records each give-up's address);
--   * at most 30 wrong key-graded answers to one problem a day (besides 60 answers a minute and
--     600 an hour, decision 0019).
-- Loopback addresses are no longer exempt: the local gateway passes each client's own socket
-- address (the tests' clients each have one of their own), so the limits hold and are tested
-- on the local stack as on hosted.

create table private.give_up_origins (
  user_id uuid not null,
  problem_id uuid not null,
  client_address text not null check (char_length(client_address) <= 100),
  given_up_at timestamptz not null default clock_timestamp(),
  primary key (user_id, problem_id),
  foreign key (user_id, problem_id) references public.problem_give_ups (user_id, problem_id) on delete cascade
);
comment on table private.give_up_origins is
  'The client address of each give-up, for the per-address give-up limit; no API role reads it.';
create index give_up_origins_address_idx on private.give_up_origins (client_address, given_up_at desc);
alter table private.give_up_origins enable row level security;
revoke all on private.give_up_origins from public, anon, authenticated, service_role;

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
$$;

create or replace function public.give_up_problem(problem_id uuid)
returns public.problem_give_ups
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  recorded public.problem_give_ups;
  address text := left(private.client_address(), 100);
begin
  if me is null then
    raise exception 'Please log in to give up on a problem.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students give up on problems.' using errcode = '42501';
  end if;
  if not authz.can_see_problem(give_up_problem.problem_id) then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  if authz.problem_in_running_contest(give_up_problem.problem_id) then
    raise exception 'This problem is in a running contest: its solution opens when the contest ends.'
      using errcode = '42501';
  end if;
  -- The same lock as submit_answer: an answer and a give-up of one student never interleave.
  perform 1 from public.profiles p where p.id = me for update;
  -- Free accounts do not multiply the solutions one address can open: at most 20 give-ups an
  -- hour from one address, whichever accounts asked.
  if address is not null then
    perform pg_advisory_xact_lock(hashtextextended('give-up-address:' || address, 0));
    if (select count(*) from private.give_up_origins o
        where o.client_address = address and o.given_up_at > clock_timestamp() - interval '1 hour') >= 20 then
      raise exception 'Too many give-ups from your network: wait an hour before giving up on another problem.'
        using errcode = 'P0001';
    end if;
  end if;
  if authz.has_solved(give_up_problem.problem_id) then
    raise exception 'You have solved this problem: its solution is already open to you.' using errcode = '22023';
  end if;

  insert into public.problem_give_ups (user_id, problem_id, given_up_at)
  values (me, give_up_problem.problem_id, clock_timestamp())
  on conflict on constraint problem_give_ups_once do nothing;
  if found and address is not null then
    insert into private.give_up_origins (user_id, problem_id, client_address)
    values (me, give_up_problem.problem_id, address);
  end if;
  select * into recorded from public.problem_give_ups g where g.user_id = me and g.problem_id = give_up_problem.problem_id;
  return recorded;
end;
$$;


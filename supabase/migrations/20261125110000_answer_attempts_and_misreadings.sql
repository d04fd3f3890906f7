-- Issue 29, point 3 "No silent lock-out": the student sees the attempts left before the cap, and
-- a misreading never costs an attempt (decisions 0019, 0025, 0037).
--
-- * private.answer_attempt_cap() and private.wrong_attempts(student, problem): the one cap (10
--   wrong key-graded answers per problem) and the one count, used by submit_answer and by
--   public.my_answer_state, so the box under the answer says what the database enforces.
-- * public.my_answer_state(problem_id): for the signed-in caller, whether the problem has an
--   answer key (else the box is for a proof), the cap and their wrong attempts so far.
-- * private.answer_repeating_decimal(answer): 3.333... and 0.1666... read as 3.\overline{3} and
--   0.1\overline{6} (the checker already compares repeating decimals exactly), not as 3.333.
-- * private.answer_ignored_parts(answer): what the reader drops from an answer: a percent sign,
--   degrees, a unit after the number, trailing dots. The browser's copy
--   (src/features/answers/reading/ignored-parts.ts) tells the student before they send.
-- * private.verdict_from_key: an answer that matches no key line and whose reading dropped a
--   part that no key line has (50% against a key of 0.5, 3 cm against 30) may have been
--   misread: a grader decides (verdict null), so it never costs an attempt. Answers matching a
--   key are still correct; plain wrong answers are still incorrect.

create or replace function private.answer_attempt_cap()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 10
$$;
comment on function private.answer_attempt_cap() is
  'Wrong key-graded answers one student may give to one problem (decision 0019).';

create or replace function private.wrong_attempts(student_id uuid, problem_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.answers a
  where a.user_id = wrong_attempts.student_id and a.problem_id = wrong_attempts.problem_id
    and a.status = 'incorrect' and a.auto_graded
$$;
comment on function private.wrong_attempts(uuid, uuid) is
  'Wrong key-graded answers of one student to one problem: what counts against private.answer_attempt_cap().';

create or replace function private.answer_repeating_decimal(answer text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  m text[];
  digits text;
  tail text;
  unit text;
begin
  if length(answer) > 500 then
    return answer;
  end if;
  m := regexp_match(answer, '^\s*(-?\d*)\.(\d{1,40})\s*(?:\.\.\.|…|\\ldots|\\cdots|\\dots)\s*$');
  if m is null then
    return answer;
  end if;
  digits := m[2];
  -- the shortest block before the period, then the shortest period repeated at least twice
  for start_at in 0 .. length(digits) - 2 loop
    tail := substr(digits, start_at + 1);
    for period in 1 .. length(tail) / 2 loop
      unit := left(tail, period);
      if length(tail) % period = 0 and repeat(unit, length(tail) / period) = tail then
        return m[1] || '.' || left(digits, start_at) || '\overline{' || unit || '}';
      end if;
    end loop;
  end loop;
  return answer;
end;
$$;
comment on function private.answer_repeating_decimal(text) is
  'A decimal ending in repeated digits and dots (3.333..., 0.1666...) as a repeating decimal (3.\overline{3}); any other answer unchanged.';

create or replace function private.answer_ignored_parts(answer text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  kinds text[] := '{}';
  s text;
  m text[];
begin
  if answer is null or length(answer) > 500 then
    return kinds;
  end if;
  if answer ~* '%|\d\s*(percent|percentage|pct)(?![a-zA-Z])' then
    kinds := kinds || 'percent'::text;
  end if;
  if answer ~* '°|\^\s*\{?\s*\\circ|\\degree(?![a-zA-Z])|\d\s*degrees?(?![a-zA-Z])' then
    kinds := kinds || 'degrees'::text;
  end if;
  s := regexp_replace(answer, '\\(text|textbf|textit|textrm|textsf|texttt|textup|textnormal|mbox|hbox|mathrm|mathbf|mathit|mathsf|mathtt|operatorname)\s*\{([^{}]*)\}', ' \2 ', 'g');
  s := replace(replace(s, '\$', ''), '$', '');
  m := regexp_match(s, '([0-9}).])\s*((square|sq\.?|cubic)\s+)?(units?|cm|centimeters?|mm|millimeters?|km|kilometers?|m|meters?|inches|inch|feet|foot|ft|yards?|miles?|cents?|dollars?|euros?|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|degrees?|mph|km/h|m/s|pounds?|lbs?|grams?|g|kg|liters?|litres?|l|ml|percent|percentage|pct|points?|ways?|(?=\s)\s+[a-zA-Z]{4,})\s*(\^\s*\{?\s*[23]\s*\}?)?\s*\.?\s*$', 'i');
  if m is not null and lower(btrim(m[4])) !~ '^(degrees?|percent|percentage|pct)$' then
    kinds := kinds || 'unit'::text;
  end if;
  if answer ~ '\d\s*(\.\.+|…)\s*$' then
    kinds := kinds || 'dots'::text;
  end if;
  return kinds;
end;
$$;
comment on function private.answer_ignored_parts(text) is
  'What the answer reader drops: percent, degrees, unit, dots (trailing dots that are not a repeating decimal). The browser has the same rules.';

-- 'correct' or 'incorrect' when the problem has a key, null when a grader must decide: the
-- problem has no key, or the answer matches no key and either cannot be read as math or lost
-- in reading a part (unit, %, degrees, trailing dots) that no key line has.
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
  options jsonb;
  reading text := private.answer_repeating_decimal(submitted);
  ignored text[];
  key_kinds text[] := '{}';
begin
  select k.answers into accepted from private.problem_answer_keys k where k.problem_id = verdict_from_key.problem_id;
  if accepted is null then
    return null;
  end if;
  options := private.answer_options(verdict_from_key.problem_id);
  foreach expected in array accepted loop
    if private.answers_match(reading, expected, options) then
      return 'correct';
    end if;
  end loop;
  if not private.answer_is_readable(reading) then
    return null;
  end if;
  ignored := private.answer_ignored_parts(reading);
  if cardinality(ignored) > 0 then
    foreach expected in array accepted loop
      key_kinds := key_kinds || private.answer_ignored_parts(expected);
    end loop;
    if exists (select 1 from unnest(ignored) as k(kind) where k.kind <> all (key_kinds)) then
      return null;
    end if;
  end if;
  return 'incorrect';
end;
$$;

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

  wrong_count := private.wrong_attempts(student_id, submit_answer.problem_id);
  if wrong_count >= private.answer_attempt_cap() then
    raise exception 'You have used all % attempts at this problem: no more answers are accepted for it.',
      private.answer_attempt_cap()
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

-- The answer box of one problem for the signed-in caller: whether it takes a final answer
-- (the problem has a key) or a proof, and how many wrong attempts are left.
create or replace function public.my_answer_state(problem_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;
  if not authz.can_see_problem(my_answer_state.problem_id) then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;
  return jsonb_build_object(
    'has_key', exists (
      select 1 from private.problem_answer_keys k where k.problem_id = my_answer_state.problem_id
    ),
    'attempt_cap', private.answer_attempt_cap(),
    'wrong_attempts', private.wrong_attempts(me, my_answer_state.problem_id)
  );
end;
$$;
comment on function public.my_answer_state(uuid) is
  'For the signed-in caller and one problem: has_key (else answers are proofs for a grader), attempt_cap and wrong_attempts (the cap submit_answer enforces).';

revoke all on function private.answer_attempt_cap(), private.wrong_attempts(uuid, uuid),
  private.answer_repeating_decimal(text), private.answer_ignored_parts(text)
  from public, anon, authenticated;
revoke all on function public.my_answer_state(uuid) from public, anon;
grant execute on function public.my_answer_state(uuid) to authenticated, service_role;

-- Rights come only with an active account in a signed-in session (issue 22, part 2; decision 0012).
--
-- * With the access-token hook off (or a token minted before it), an account whose owner never
--   chose a password gets a token with role `authenticated`. The restrictive policies kept it out
--   of tables, but security definer functions asked authz.approved_role() and the profile alone:
--   such a token could give up on a problem (and read its solution) or register for a contest.
-- * A confirmation or recovery link session of such an account carries role `anon` with the
--   account's id (the hook's doing, on purpose): functions granted to visitors that ask
--   authz.approved_role() (problem_practice, contest_scoreboard, the spoiler functions) took it
--   for the account's staff role and showed hints, solutions and upcoming contests' problems.
--
-- authz.approved_role() is the one place every role check goes through: it now answers only for
-- a request whose token says `authenticated` and whose account is active. register_for_contest
-- asks it instead of reading the profile itself.

create or replace function authz.approved_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role
  from public.profiles p
  where p.id = auth.uid()
    and p.status = 'approved'
    and coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
    and exists (select 1 from private.account_activations a where a.user_id = p.id)
$$;
comment on function authz.approved_role() is
  'Role of the signed-in user when their account is approved and active (own password chosen) and the token is a signed-in one (role authenticated), else null.';

create or replace function public.register_for_contest(contest_id uuid)
returns public.contest_registrations
language plpgsql
security definer
set search_path = ''
as $$
declare
  student_id uuid := auth.uid();
  contest_end timestamptz;
  registration public.contest_registrations;
begin
  if student_id is null then
    raise exception 'Please log in to register.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students can register for contests.' using errcode = '42501';
  end if;
  select c.end_time into contest_end from public.contests c where c.id = register_for_contest.contest_id for share;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;
  if contest_end <= now() then
    raise exception 'This contest has ended: registration is closed.' using errcode = 'P0001';
  end if;

  insert into public.contest_registrations as r (contest_id, user_id)
  values (register_for_contest.contest_id, student_id)
  on conflict on constraint contest_registrations_pkey do nothing;

  select * into registration from public.contest_registrations r
  where r.contest_id = register_for_contest.contest_id and r.user_id = student_id;
  return registration;
end;
$$;



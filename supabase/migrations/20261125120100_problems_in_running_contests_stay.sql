-- A problem in a running contest cannot be deleted (issue 29 point 4, decision 0039): the
-- contest editor forbids changing a started contest's problems, and deleting the problem on its
-- edit page (or through the API) removed it from the contest all the same. The database refuses
-- it now, for every API role; a problem with answers stays undeletable as before.
create or replace function private.guard_problem_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if exists (
      select 1
      from public.contest_problems cp
      join public.contests c on c.id = cp.contest_id
      where cp.problem_id = old.id and c.start_time <= now() and now() < c.end_time
    ) then
      raise exception 'This problem is in a contest that is running now, so it cannot be deleted until the contest ends.'
        using errcode = '42501';
    end if;
    if exists (select 1 from public.answers a where a.problem_id = old.id) then
      raise exception 'This problem has answers, so it cannot be deleted. Hide it instead.'
        using errcode = '23503';
    end if;
  end if;
  return old;
end;
$$;
comment on function private.guard_problem_delete() is
  'Before a problem is deleted through the API: refused while a contest with it runs, and when answers refer to it.';

-- Staff roles need the superadmin (issue 10 item 2, decision 0033).
-- An approved admin may still change a non-superadmin's role, but a change to instructor or
-- admin made by anyone other than the superadmin leaves the account pending: it gets no staff
-- right (authz.approved_role() is null while pending) and waits in /admin/approvals until the
-- superadmin approves or rejects it. Only the superadmin gives staff roles directly.
-- A demotion to student takes effect at once and keeps the account's status. A rejection is
-- never lifted by a role change: only the superadmin changes status.
--
-- A second BEFORE UPDATE trigger, not a new body for private.guard_profile_update: triggers
-- of one event fire in name order, so this one runs after guard_profile_update has refused
-- everything an actor may not do (own role, superadmin, status by non-superadmins), and the
-- status it sets is never mistaken by that guard for a status change the admin asked for.

create or replace function private.hold_staff_role_for_superadmin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Server-side functions (running as their owner) and service_role decide for themselves.
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.role is distinct from old.role
    and new.role in ('instructor', 'admin')
    and authz.approved_role() is distinct from 'superadmin'
    and new.status <> 'rejected' then
    new.status := 'pending';
  end if;
  return new;
end;
$$;
comment on function private.hold_staff_role_for_superadmin() is
  'Keeps a staff role given by anyone but the superadmin pending until the superadmin approves it.';

create trigger guard_staff_role_needs_superadmin
  before update of role on public.profiles
  for each row execute function private.hold_staff_role_for_superadmin();

revoke all on function private.hold_staff_role_for_superadmin() from public, anon, authenticated;

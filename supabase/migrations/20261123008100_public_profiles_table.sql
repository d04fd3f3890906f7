-- Visitors see only what the pages need (issue 10 item 6, issue 11 item 4, decision 0032).
-- public.public_profiles was a view running with its owner's rights (splinter ERROR
-- security_definer_view) that listed every account, pending, rejected and the superadmin
-- included, with its exact role. It becomes a table with the same name, kept in step with
-- public.profiles by a trigger, read under row-level security like any other table:
-- * rows of approved accounts only, for visitors and signed-in users alike;
-- * the fields a page shows (name, avatar, and the leaderboard's score and problems solved),
--   never email or status; role says only 'contestant' (the leaderboard lists students) or
--   'staff', so nobody can pick the superadmin or the admins out of the list;
-- * the foreign keys from public tables that name a person point at it (same names as
--   before), so the embeds `public_profiles!problems_created_by_fkey(...)`,
--   `public_profiles!user_id(...)` and `profiles:public_profiles(...)` keep working.
-- public.profiles itself is unchanged: visitors have no grant on it, a user reads their own
-- row, approved admins read all.

drop view public.public_profiles;

create table public.public_profiles (
  id uuid primary key references public.profiles (id) on delete cascade,
  full_name text,
  avatar_url text,
  role text not null check (role in ('contestant', 'staff')),
  score integer not null default 0,
  problems_solved integer not null default 0,
  listed boolean not null default false
);
comment on table public.public_profiles is
  'The public face of each profile, written only by a trigger on profiles: readable when the account is approved (listed). role is contestant or staff. Embed it for authors, commenters and students.';
comment on column public.public_profiles.listed is
  'True while the account is approved; other rows are hidden from everyone but their owner.';

-- The leaderboard: role = 'contestant' ordered by score, then problems solved, top 20.
create index public_profiles_leaderboard_idx
  on public.public_profiles (role, score desc, problems_solved desc);

create or replace function private.sync_public_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.public_profiles as pp (id, full_name, avatar_url, role, score, problems_solved, listed)
  values (
    new.id,
    new.full_name,
    new.avatar_url,
    case when new.role = 'contestant' then 'contestant' else 'staff' end,
    new.score,
    new.problems_solved,
    new.status = 'approved'
  )
  on conflict (id) do update
  set full_name = excluded.full_name,
      avatar_url = excluded.avatar_url,
      role = excluded.role,
      score = excluded.score,
      problems_solved = excluded.problems_solved,
      listed = excluded.listed
  where (pp.full_name, pp.avatar_url, pp.role, pp.score, pp.problems_solved, pp.listed)
    is distinct from (excluded.full_name, excluded.avatar_url, excluded.role, excluded.score,
      excluded.problems_solved, excluded.listed);
  return null;
end;
$$;
comment on function private.sync_public_profile() is 'Keeps public.public_profiles in step with public.profiles.';

create trigger profiles_sync_public_profile
  after insert or update of full_name, avatar_url, role, status, score, problems_solved on public.profiles
  for each row execute function private.sync_public_profile();

insert into public.public_profiles (id, full_name, avatar_url, role, score, problems_solved, listed)
select p.id, p.full_name, p.avatar_url,
  case when p.role = 'contestant' then 'contestant' else 'staff' end,
  p.score, p.problems_solved, p.status = 'approved'
from public.profiles p;

-- Every foreign key from a public table to profiles (id) now targets public_profiles (id),
-- under the same name and with the same delete rule: the two tables hold the same ids, and
-- PostgREST embeds public_profiles through them. A profile's deletion still cascades (profiles
-- -> public_profiles -> the referencing rows).
do $$
declare
  fk record;
begin
  for fk in
    select c.conname, c.conrelid::regclass as tbl, a.attname as col, c.confdeltype
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_namespace n on n.oid = (select relnamespace from pg_class where oid = c.conrelid)
    where c.contype = 'f'
      and c.confrelid = 'public.profiles'::regclass
      and n.nspname = 'public'
      and cardinality(c.conkey) = 1
  loop
    execute format('alter table %s drop constraint %I', fk.tbl, fk.conname);
    execute format(
      'alter table %s add constraint %I foreign key (%I) references public.public_profiles (id) on delete %s',
      fk.tbl, fk.conname, fk.col,
      case fk.confdeltype when 'c' then 'cascade' when 'n' then 'set null' when 'd' then 'set default'
        when 'r' then 'restrict' else 'no action' end
    );
  end loop;
end;
$$;

alter table public.public_profiles enable row level security;

-- The same rows for everyone: a signed-in account reads no more here than a visitor does (not
-- even its own row while pending: the profile page reads profiles).
create policy "public_profiles: everyone reads approved accounts"
  on public.public_profiles for select to anon, authenticated
  using (listed);

revoke all on public.public_profiles from public, anon, authenticated;
grant select on public.public_profiles to anon, authenticated;
grant all on public.public_profiles to service_role;
revoke all on function private.sync_public_profile() from public, anon, authenticated;

-- Own password first (issue 10 item 1, decision 0012). Every sign-up sends the public default
-- password (spec §2, §5), so knowing an address must not be enough to act as its owner:
-- * an account is *active* once its owner has set a password of their own (through the
--   e-mailed confirmation link, a recovery link or the service role), or when it is a seeded
--   demo account (local data only);
-- * the Custom Access Token hook (public.custom_access_token_hook, enabled in
--   supabase/config.toml locally and in the dashboard on hosted) refuses a password sign-in of
--   an inactive account and gives the sessions of e-mailed links the `anon` role until the
--   owner has chosen a password, so PostgREST treats the holder as a visitor;
-- * restrictive policies and an answers trigger refuse an inactive account's writes and
--   non-visitor reads even with an `authenticated` token (a project whose hook is off);
-- * the superadmin's credentials list says which accounts still have the default password.

-- ---------------------------------------------------------------------------
-- who has chosen their own password
-- ---------------------------------------------------------------------------

create table private.account_activations (
  user_id uuid primary key references auth.users (id) on delete cascade,
  activated_at timestamptz not null default now(),
  how text not null check (how in ('own_password', 'demo_seed'))
);
comment on table private.account_activations is
  'Accounts that may act as themselves: own_password = the owner set a password after sign-up; demo_seed = a seeded local demo account that keeps the default password. No row = still the sign-up (default) password: a visitor''s rights only.';

alter table private.account_activations enable row level security;
-- Only the hook (run by supabase_auth_admin) reads it directly; everyone else goes through the
-- security definer functions below.
revoke all on private.account_activations from public, anon, authenticated;
grant usage on schema private to supabase_auth_admin;
grant select on private.account_activations to supabase_auth_admin;
create policy "account_activations: the auth server reads them for the access token hook"
  on private.account_activations for select to supabase_auth_admin
  using (true);

-- A password set after the account was created is the owner's: GoTrue writes
-- encrypted_password on sign-up (insert) and again only when a signed-in user, a recovery
-- or the service role sets a new one (PUT /user, PUT /admin/users/{id}).
create or replace function private.record_own_password()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(new.encrypted_password, '') <> '' then
    insert into private.account_activations (user_id, how)
    values (new.id, 'own_password')
    on conflict (user_id) do update set how = 'own_password', activated_at = now();
  end if;
  return new;
end;
$$;
comment on function private.record_own_password() is
  'Trigger on auth.users: a changed password marks the account as having its owner''s own password.';

create trigger on_auth_user_password_changed
  after update of encrypted_password on auth.users
  for each row when (old.encrypted_password is distinct from new.encrypted_password)
  execute function private.record_own_password();

-- ---------------------------------------------------------------------------
-- the Custom Access Token hook
-- ---------------------------------------------------------------------------

create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  active boolean;
begin
  select exists (
    select 1 from private.account_activations a where a.user_id = (event ->> 'user_id')::uuid
  ) into active;

  if active then
    return jsonb_build_object('claims', event -> 'claims');
  end if;

  -- The default password is public: with it nobody proves they own the address.
  if event ->> 'authentication_method' = 'password' then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Choose your own password first: open the link we e-mailed you when you signed up, or use ''Forgot your password?'' on the login page.'
    ));
  end if;

  -- An e-mailed link (confirmation or recovery) proves the address; until the owner has set a
  -- password the session may only do that, so the Data API treats it as a visitor's.
  return jsonb_build_object('claims', jsonb_set(event -> 'claims', '{role}', '"anon"'));
end;
$$;
comment on function public.custom_access_token_hook(jsonb) is
  'Supabase Custom Access Token hook: no password sign-in before the owner chose a password; link sessions stay anon until then.';

grant usage on schema public to supabase_auth_admin;
revoke all on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;

-- ---------------------------------------------------------------------------
-- defense in depth: an inactive account holding an `authenticated` token still gets nothing
-- ---------------------------------------------------------------------------

create or replace function authz.account_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.account_activations a where a.user_id = auth.uid())
$$;
comment on function authz.account_is_active() is
  'True when the signed-in account has chosen its own password (or is a seeded demo account).';
revoke all on function authz.account_is_active() from public;
grant execute on function authz.account_is_active() to anon, authenticated, service_role;

-- Restrictive policies are and-ed with every permissive one: reads beyond a visitor's and all
-- writes need an active account.
create policy "profiles: inactive accounts read nothing" on public.profiles
  as restrictive for select to authenticated using ((select authz.account_is_active()));
create policy "profiles: inactive accounts change nothing" on public.profiles
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "answers: inactive accounts read nothing" on public.answers
  as restrictive for select to authenticated using ((select authz.account_is_active()));

create policy "problems: inactive accounts create nothing" on public.problems
  as restrictive for insert to authenticated with check ((select authz.account_is_active()));
create policy "problems: inactive accounts change nothing" on public.problems
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "problems: inactive accounts delete nothing" on public.problems
  as restrictive for delete to authenticated using ((select authz.account_is_active()));

create policy "comments: inactive accounts create nothing" on public.comments
  as restrictive for insert to authenticated with check ((select authz.account_is_active()));
create policy "comments: inactive accounts change nothing" on public.comments
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "comments: inactive accounts delete nothing" on public.comments
  as restrictive for delete to authenticated using ((select authz.account_is_active()));

create policy "reactions: inactive accounts create nothing" on public.reactions
  as restrictive for insert to authenticated with check ((select authz.account_is_active()));
create policy "reactions: inactive accounts change nothing" on public.reactions
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "reactions: inactive accounts delete nothing" on public.reactions
  as restrictive for delete to authenticated using ((select authz.account_is_active()));

create policy "contests: inactive accounts create nothing" on public.contests
  as restrictive for insert to authenticated with check ((select authz.account_is_active()));
create policy "contests: inactive accounts change nothing" on public.contests
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "contests: inactive accounts delete nothing" on public.contests
  as restrictive for delete to authenticated using ((select authz.account_is_active()));

create policy "contest_problems: inactive accounts create nothing" on public.contest_problems
  as restrictive for insert to authenticated with check ((select authz.account_is_active()));
create policy "contest_problems: inactive accounts change nothing" on public.contest_problems
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "contest_problems: inactive accounts delete nothing" on public.contest_problems
  as restrictive for delete to authenticated using ((select authz.account_is_active()));

create policy "team_members: inactive accounts create nothing" on public.team_members
  as restrictive for insert to authenticated with check ((select authz.account_is_active()));
create policy "team_members: inactive accounts change nothing" on public.team_members
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "team_members: inactive accounts delete nothing" on public.team_members
  as restrictive for delete to authenticated using ((select authz.account_is_active()));

create policy "attachments: inactive accounts upload nothing" on storage.objects
  as restrictive for insert to authenticated with check ((select authz.account_is_active()));
create policy "attachments: inactive accounts change nothing" on storage.objects
  as restrictive for update to authenticated using ((select authz.account_is_active()));
create policy "attachments: inactive accounts delete nothing" on storage.objects
  as restrictive for delete to authenticated using ((select authz.account_is_active()));

-- Answers are written by security definer functions (submit_answer), which policies do not
-- reach: a trigger asks about the caller instead. Server-side writes (seed, service role)
-- carry no user and pass.
create or replace function private.answers_need_active_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and coalesce(auth.role(), '') <> 'service_role'
    and not authz.account_is_active() then
    raise exception 'Choose your own password first: open the link we e-mailed you, or use ''Forgot your password?''.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.answers_need_active_account() is
  'Before insert on answers: an account that has not chosen its own password cannot answer.';

create trigger answers_need_active_account
  before insert on public.answers
  for each row execute function private.answers_need_active_account();

revoke all on all functions in schema private from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- /admin/user-credentials: which accounts still have the default password
-- ---------------------------------------------------------------------------

-- The list of accounts with their own password lives behind a security definer helper in the
-- unexposed authz schema (it answers the superadmin only); the API function itself runs as
-- its caller, so the profiles policies apply too and the database linter has nothing to flag.
create or replace function authz.accounts_with_own_password()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.user_id from private.account_activations a
  where a.how = 'own_password' and authz.approved_role() = 'superadmin'
$$;
comment on function authz.accounts_with_own_password() is
  'For the superadmin only (empty for anyone else): accounts whose owner set a password of their own.';
revoke all on function authz.accounts_with_own_password() from public;
grant execute on function authz.accounts_with_own_password() to authenticated, service_role;

create or replace function public.admin_user_credentials()
returns table (id uuid, email text, full_name text, role text, has_default_password boolean)
language plpgsql
stable
set search_path = ''
as $$
begin
  if authz.approved_role() is distinct from 'superadmin' or not authz.account_is_active() then
    raise exception 'Only the superadmin sees user credentials.' using errcode = '42501';
  end if;
  return query
    select p.id, p.email, p.full_name, p.role,
      p.id not in (select authz.accounts_with_own_password())
    from public.profiles p;
end;
$$;
comment on function public.admin_user_credentials() is
  'Superadmin only: every account with whether it still has the sign-up default password (no own password set since).';

revoke all on function public.admin_user_credentials() from public, anon;
grant execute on function public.admin_user_credentials() to authenticated, service_role;

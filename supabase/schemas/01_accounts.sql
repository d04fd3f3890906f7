-- Accounts: profiles (one per auth user), their public face (public_profiles), who has chosen
-- their own password (account_activations, decision 0012), the access-token hook, the role
-- helpers every permission asks (authz.approved_role and friends), display names.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "private"."account_activations" (
    "user_id" uuid not null,
    "activated_at" timestamp with time zone not null default now(),
    "how" text not null
);

create table "public"."profiles" (
    "id" uuid not null,
    "email" text,
    "full_name" text,
    "role" text not null default 'contestant'::text,
    "status" text not null default 'pending'::text,
    "score" integer not null default 0,
    "problems_solved" integer not null default 0,
    "avatar_url" text,
    "created_at" timestamp with time zone not null default now(),
    "language" text
);

create table "public"."public_profiles" (
    "id" uuid not null,
    "full_name" text,
    "avatar_url" text,
    "role" text not null,
    "score" integer not null default 0,
    "problems_solved" integer not null default 0,
    "listed" boolean not null default false
);

-- Functions

CREATE OR REPLACE FUNCTION authz.account_is_active()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from private.account_activations a where a.user_id = auth.uid())
$function$
;

CREATE OR REPLACE FUNCTION authz.accounts_with_own_password()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select a.user_id from private.account_activations a
  where a.how = 'own_password' and authz.approved_role() = 'superadmin'
$function$
;

CREATE OR REPLACE FUNCTION authz.approved_role()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.role
  from public.profiles p
  where p.id = auth.uid()
    and p.status = 'approved'
    and coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
    and exists (select 1 from private.account_activations a where a.user_id = p.id)
$function$
;

CREATE OR REPLACE FUNCTION authz.is_approved_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(authz.approved_role() in ('admin', 'superadmin'), false)
$function$
;

CREATE OR REPLACE FUNCTION authz.is_approved_staff()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(authz.approved_role() in ('instructor', 'admin', 'superadmin'), false)
$function$
;

CREATE OR REPLACE FUNCTION private.bound_user_metadata()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if pg_catalog.octet_length(coalesce(new.raw_user_meta_data, '{}'::jsonb)::text) > 4096 then
    raise exception 'User metadata is too large: at most 4096 bytes of JSON.' using errcode = '22001';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.check_display_name()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  -- The column is the trigger's argument (plpgsql cannot name a column one table lacks).
  name text := pg_catalog.to_jsonb(new) ->> tg_argv[0];
begin
  if tg_table_name = 'profiles' and tg_op = 'INSERT' then
    -- The sign-up's name, as the auth trigger copied it: cleaned, never refused.
    name := pg_catalog.btrim(private.without_bidi_controls(name));
    if not private.has_visible_character(name) then
      name := null;
    end if;
    new.full_name := name;
    return new;
  end if;
  -- A blank team member name is the not-blank constraint's to refuse (it names itself).
  if tg_table_name = 'team_members' and name !~ '[^[:space:]]' then
    return new;
  end if;
  if not private.display_name_is_clean(name) then
    raise exception using
      errcode = '23514',
      message = case
        when private.has_visible_character(name)
          then 'Name cannot contain text-direction control characters.'
        else 'Name must contain a visible character.'
      end;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.display_name_is_clean(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select value is null
    or (private.has_visible_character(value) and value = private.without_bidi_controls(value))
$function$
;

CREATE OR REPLACE FUNCTION private.explain_stored_urls()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  web_url constant text := '^https?://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?([/?#][]a-z0-9._~:/?#@!$&''()*+,;=%[-]*)?$';
begin
  -- One branch per table: NEW has only its own table's columns.
  if tg_table_name = 'profiles' then
    if new.avatar_url is not null and new.avatar_url !~* web_url then
      raise exception 'Avatar URL must be a web address starting with http:// or https://, without spaces or quotes.'
        using errcode = '23514', hint = 'For example https://example.com/me.png';
    end if;
  elsif tg_table_name = 'team_members' then
    if new.photo_url is not null and new.photo_url !~* web_url then
      raise exception 'Photo URL must be a web address starting with http:// or https://, without spaces or quotes.'
        using errcode = '23514', hint = 'For example https://example.com/photo.jpg';
    end if;
  elsif tg_table_name = 'problems' then
    if new.attachment_path is not null and (
      new.attachment_path !~ '^[A-Za-z0-9_/!.*''() &$=@;:+,?-]+$'
      or new.attachment_path ~ '(^|/)\.{0,2}(/|$)'
      or new.attachment_path ~ '[^/]{255}[^/]'
    ) then
      raise exception 'Attachment path must be a storage key of letters, digits and - _ . characters in plain folders.'
        using errcode = '23514', hint = 'Upload the file again: its key is made from the file name.';
    end if;
  end if;
  return new;
end
$function$
;

CREATE OR REPLACE FUNCTION private.guard_profile_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  actor uuid := auth.uid();
  actor_role text := authz.approved_role();
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if new.id is distinct from old.id or new.email is distinct from old.email
    or new.score is distinct from old.score or new.problems_solved is distinct from old.problems_solved
    or new.created_at is distinct from old.created_at then
    raise exception 'Only the server changes id, email, score, problems_solved and created_at.'
      using errcode = '42501';
  end if;

  if (new.full_name is distinct from old.full_name or new.avatar_url is distinct from old.avatar_url)
    and old.id is distinct from actor then
    raise exception 'You can only change your own name and avatar.' using errcode = '42501';
  end if;

  if new.language is distinct from old.language and old.id is distinct from actor then
    raise exception 'You can only change your own language.' using errcode = '42501';
  end if;

  if new.role is distinct from old.role then
    if old.id = actor then
      raise exception 'You cannot change your own role.' using errcode = '42501';
    end if;
    if actor_role is null or actor_role not in ('admin', 'superadmin') then
      raise exception 'Only approved admins and the superadmin change roles.' using errcode = '42501';
    end if;
    if old.role = 'superadmin' then
      raise exception 'The superadmin''s role cannot be changed.' using errcode = '42501';
    end if;
    if new.role = 'superadmin' then
      raise exception 'Nobody can be given the superadmin role.' using errcode = '42501';
    end if;
  end if;

  if new.status is distinct from old.status then
    if old.id = actor then
      raise exception 'You cannot change your own status.' using errcode = '42501';
    end if;
    if actor_role is distinct from 'superadmin' then
      raise exception 'Only the superadmin changes account status.' using errcode = '42501';
    end if;
  end if;

  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  requested_role text := lower(btrim(coalesce(new.raw_user_meta_data ->> 'role', '')));
  new_role text;
  new_status text;
  requested_name text := coalesce(new.raw_user_meta_data ->> 'fullName', new.raw_user_meta_data ->> 'full_name', '');
begin
  -- A sign-up can never make a superadmin: anything unknown becomes an approved student.
  case requested_role
    when 'instructor' then new_role := 'instructor'; new_status := 'pending';
    when 'admin' then new_role := 'admin'; new_status := 'pending';
    else new_role := 'contestant'; new_status := 'approved';
  end case;

  requested_name := regexp_replace(requested_name, '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+', '', 'g');
  requested_name := regexp_replace(requested_name, '[[:cntrl:]]+', ' ', 'g');
  requested_name := regexp_replace(
    left(requested_name, 200),
    '^[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$',
    '', 'g');
  if requested_name !~ '[^[:space:][:cntrl:]\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0]' then
    requested_name := null;
  end if;

  insert into public.profiles (id, email, full_name, role, status)
  values (new.id, new.email, requested_name, new_role, new_status);
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.has_visible_character(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select value ~ '[^[:space:][:cntrl:]\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E007F]'
$function$
;

CREATE OR REPLACE FUNCTION private.hold_staff_role_for_superadmin()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.record_own_password()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(new.encrypted_password, '') <> '' then
    insert into private.account_activations (user_id, how)
    values (new.id, 'own_password')
    on conflict (user_id) do update set how = 'own_password', activated_at = now();
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.sync_profile_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.sync_public_profile()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.without_bidi_controls(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.regexp_replace(value, '[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]', '', 'g')
$function$
;

CREATE OR REPLACE FUNCTION public.admin_user_credentials()
 RETURNS TABLE(id uuid, email text, full_name text, role text, has_default_password boolean)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if authz.approved_role() is distinct from 'superadmin' or not authz.account_is_active() then
    raise exception 'Only the superadmin sees user credentials.' using errcode = '42501';
  end if;
  return query
    select p.id, p.email, p.full_name, p.role,
      p.id not in (select authz.accounts_with_own_password())
    from public.profiles p;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.custom_access_token_hook(event jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.my_leaderboard_rank()
 RETURNS TABLE(id uuid, full_name text, avatar_url text, score integer, problems_solved integer, rank integer, students integer)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select me.id, me.full_name, me.avatar_url, me.score, me.problems_solved,
    1 + (
      select count(*)::integer from public.public_profiles o
      where o.role = 'contestant' and o.listed
        and (o.score > me.score or (o.score = me.score and o.problems_solved > me.problems_solved))
    ),
    (select count(*)::integer from public.public_profiles o where o.role = 'contestant' and o.listed)
  from public.public_profiles me
  where me.id = (select auth.uid()) and me.role = 'contestant' and me.listed
$function$
;

-- Indexes

CREATE UNIQUE INDEX account_activations_pkey ON private.account_activations USING btree (user_id);

CREATE INDEX profiles_created_at_idx ON public.profiles USING btree (created_at DESC);

CREATE INDEX profiles_leaderboard_idx ON public.profiles USING btree (role, score DESC, problems_solved DESC);

CREATE UNIQUE INDEX profiles_pkey ON public.profiles USING btree (id);

CREATE INDEX profiles_status_idx ON public.profiles USING btree (status);

CREATE INDEX public_profiles_board_idx ON public.public_profiles USING btree (score DESC, problems_solved DESC) WHERE ((role = 'contestant'::text) AND listed);

CREATE INDEX public_profiles_leaderboard_idx ON public.public_profiles USING btree (role, score DESC, problems_solved DESC);

CREATE UNIQUE INDEX public_profiles_pkey ON public.public_profiles USING btree (id);

-- Constraints

alter table "private"."account_activations" add constraint "account_activations_pkey" PRIMARY KEY using index "account_activations_pkey";

alter table "public"."profiles" add constraint "profiles_pkey" PRIMARY KEY using index "profiles_pkey";

alter table "public"."public_profiles" add constraint "public_profiles_pkey" PRIMARY KEY using index "public_profiles_pkey";

alter table "private"."account_activations" add constraint "account_activations_how_check" CHECK ((how = ANY (ARRAY['own_password'::text, 'demo_seed'::text]))) not valid;

alter table "private"."account_activations" validate constraint "account_activations_how_check";

alter table "private"."account_activations" add constraint "account_activations_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "private"."account_activations" validate constraint "account_activations_user_id_fkey";

alter table "public"."profiles" add constraint "profiles_avatar_url_is_http" CHECK (((avatar_url IS NULL) OR (avatar_url ~* '^https?://[^[:space:]]+$'::text))) not valid;

alter table "public"."profiles" validate constraint "profiles_avatar_url_is_http";

alter table "public"."profiles" add constraint "profiles_avatar_url_is_web_url" CHECK (((avatar_url IS NULL) OR (avatar_url ~* '^https?://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?([/?#][]a-z0-9._~:/?#@!$&''()*+,;=%[-]*)?$'::text))) NOT VALID not valid;

alter table "public"."profiles" add constraint "profiles_avatar_url_length" CHECK (((avatar_url IS NULL) OR (char_length(avatar_url) <= 2048))) not valid;

alter table "public"."profiles" validate constraint "profiles_avatar_url_length";

alter table "public"."profiles" add constraint "profiles_email_check" CHECK (((email IS NULL) OR (char_length(email) <= 320))) not valid;

alter table "public"."profiles" validate constraint "profiles_email_check";

alter table "public"."profiles" add constraint "profiles_full_name_length" CHECK (((full_name IS NULL) OR (char_length(full_name) <= 200))) not valid;

alter table "public"."profiles" validate constraint "profiles_full_name_length";

alter table "public"."profiles" add constraint "profiles_id_fkey" FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "public"."profiles" validate constraint "profiles_id_fkey";

alter table "public"."profiles" add constraint "profiles_language_check" CHECK (((language IS NULL) OR (language = ANY (ARRAY['en'::text, 'fr'::text, 'ar'::text])))) not valid;

alter table "public"."profiles" validate constraint "profiles_language_check";

alter table "public"."profiles" add constraint "profiles_problems_solved_check" CHECK ((problems_solved >= 0)) not valid;

alter table "public"."profiles" validate constraint "profiles_problems_solved_check";

alter table "public"."profiles" add constraint "profiles_role_check" CHECK ((role = ANY (ARRAY['superadmin'::text, 'admin'::text, 'instructor'::text, 'contestant'::text]))) not valid;

alter table "public"."profiles" validate constraint "profiles_role_check";

alter table "public"."profiles" add constraint "profiles_score_check" CHECK ((score >= 0)) not valid;

alter table "public"."profiles" validate constraint "profiles_score_check";

alter table "public"."profiles" add constraint "profiles_status_check" CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))) not valid;

alter table "public"."profiles" validate constraint "profiles_status_check";

alter table "public"."public_profiles" add constraint "public_profiles_id_fkey" FOREIGN KEY (id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."public_profiles" validate constraint "public_profiles_id_fkey";

alter table "public"."public_profiles" add constraint "public_profiles_role_check" CHECK ((role = ANY (ARRAY['contestant'::text, 'staff'::text]))) not valid;

alter table "public"."public_profiles" validate constraint "public_profiles_role_check";

alter table "public"."profiles" add constraint "profiles_full_name_no_controls" CHECK (((full_name IS NULL) OR (full_name !~ '[[:cntrl:]\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'::text))) NOT VALID not valid;
alter table "public"."profiles" add constraint "profiles_full_name_trimmed" CHECK (((full_name IS NULL) OR (full_name !~ '^[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]|[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$'::text))) NOT VALID not valid;
alter table "public"."profiles" add constraint "profiles_full_name_visible" CHECK (((full_name IS NULL) OR (full_name ~ '[^[:space:][:cntrl:]\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0]'::text))) NOT VALID not valid;

-- Row-level security

alter table "private"."account_activations" enable row level security;

alter table "public"."profiles" enable row level security;

alter table "public"."public_profiles" enable row level security;

-- Policies

create policy "account_activations: the auth server reads them for the access "
  on "private"."account_activations"
  as permissive
  for select
  to supabase_auth_admin
using (true);

create policy "profiles: inactive accounts change nothing"
  on "public"."profiles"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "profiles: inactive accounts read nothing"
  on "public"."profiles"
  as restrictive
  for select
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "profiles: users read their own row, approved admins read all"
  on "public"."profiles"
  as permissive
  for select
  to authenticated
using (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_admin() AS is_approved_admin)));

create policy "profiles: users update their own row, approved admins any"
  on "public"."profiles"
  as permissive
  for update
  to authenticated
using (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_admin() AS is_approved_admin)))
with check (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_admin() AS is_approved_admin)));

create policy "public_profiles: everyone reads approved accounts"
  on "public"."public_profiles"
  as permissive
  for select
  to anon, authenticated
using (listed);

-- Triggers

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_user();

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (((old.email)::text IS DISTINCT FROM (new.email)::text)) EXECUTE FUNCTION private.sync_profile_email();

CREATE TRIGGER on_auth_user_password_changed AFTER UPDATE OF encrypted_password ON auth.users FOR EACH ROW WHEN (((old.encrypted_password)::text IS DISTINCT FROM (new.encrypted_password)::text)) EXECUTE FUNCTION private.record_own_password();

CREATE TRIGGER users_metadata_bounded BEFORE INSERT OR UPDATE OF raw_user_meta_data ON auth.users FOR EACH ROW EXECUTE FUNCTION private.bound_user_metadata();

CREATE TRIGGER guard_profile_update BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.guard_profile_update();

CREATE TRIGGER guard_staff_role_needs_superadmin BEFORE UPDATE OF role ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.hold_staff_role_for_superadmin();

CREATE TRIGGER profiles_display_name_is_clean BEFORE INSERT OR UPDATE OF full_name ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.check_display_name('full_name');

CREATE TRIGGER profiles_explain_avatar_url BEFORE INSERT OR UPDATE OF avatar_url ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.explain_stored_urls();

CREATE TRIGGER profiles_sync_public_profile AFTER INSERT OR UPDATE OF full_name, avatar_url, role, status, score, problems_solved ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.sync_public_profile();

-- Grants

revoke all on table public.profiles from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

revoke all on table private.account_activations from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table private.account_activations to supabase_auth_admin;

revoke all on table public.public_profiles from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.public_profiles to anon;
grant select on table public.public_profiles to authenticated;
grant all on table public.public_profiles to service_role;

revoke all on function private.sync_profile_email() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function authz.is_approved_staff() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.is_approved_staff() to anon;
grant execute on function authz.is_approved_staff() to authenticated;
grant execute on function authz.is_approved_staff() to service_role;

revoke all on function authz.is_approved_admin() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.is_approved_admin() to anon;
grant execute on function authz.is_approved_admin() to authenticated;
grant execute on function authz.is_approved_admin() to service_role;

revoke all on function authz.approved_role() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.approved_role() to anon;
grant execute on function authz.approved_role() to authenticated;
grant execute on function authz.approved_role() to service_role;

revoke all on function public.admin_user_credentials() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.admin_user_credentials() to authenticated;
grant execute on function public.admin_user_credentials() to service_role;

revoke all on function private.guard_profile_update() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;

revoke all on function authz.account_is_active() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.account_is_active() to anon;
grant execute on function authz.account_is_active() to authenticated;
grant execute on function authz.account_is_active() to service_role;

revoke all on function authz.accounts_with_own_password() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.accounts_with_own_password() to authenticated;
grant execute on function authz.accounts_with_own_password() to service_role;

revoke all on function private.record_own_password() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.handle_new_user() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.explain_stored_urls() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.hold_staff_role_for_superadmin() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.without_bidi_controls(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.has_visible_character(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.sync_public_profile() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.display_name_is_clean(text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.check_display_name() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.bound_user_metadata() from public, anon, authenticated, service_role, supabase_auth_admin;

grant update (full_name) on table public.profiles to authenticated;
grant update (role) on table public.profiles to authenticated;
grant update (status) on table public.profiles to authenticated;
grant update (avatar_url) on table public.profiles to authenticated;
grant update (language) on table public.profiles to authenticated;

-- Comments

comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users. role, status, score and problems_solved are kept by the server only.';

comment on column public.profiles.language is
  'The interface language the user chose (en, fr, ar), or null: the browser''s languages decide.';

comment on table private.account_activations is 'Accounts that may act as themselves: own_password = the owner set a password after sign-up; demo_seed = a seeded local demo account that keeps the default password. No row = still the sign-up (default) password: a visitor''s rights only.';

comment on table public.public_profiles is 'The public face of each profile, written only by a trigger on profiles: readable when the account is approved (listed). role is contestant or staff. Embed it for authors, commenters and students.';

comment on column public.public_profiles.listed is 'True while the account is approved; other rows are hidden from everyone but their owner.';

comment on function authz.is_approved_staff() is 'True for approved instructors, admins and the superadmin.';

comment on function authz.is_approved_admin() is 'True for approved admins and the superadmin.';

comment on function private.record_own_password() is 'Trigger on auth.users: a changed password marks the account as having its owner''s own password.';

comment on function public.custom_access_token_hook(jsonb) is 'Supabase Custom Access Token hook: no password sign-in before the owner chose a password; link sessions stay anon until then.';

comment on function authz.account_is_active() is 'True when the signed-in account has chosen its own password (or is a seeded demo account).';

comment on function authz.accounts_with_own_password() is 'For the superadmin only (empty for anyone else): accounts whose owner set a password of their own.';

comment on function public.admin_user_credentials() is 'Superadmin only: every account with whether it still has the sign-up default password (no own password set since).';

comment on function private.explain_stored_urls() is 'Says in words why an avatar URL, team photo URL or attachment path is refused (the check constraints decide).';

comment on function authz.approved_role() is 'Role of the signed-in user when their account is approved and active (own password chosen) and the token is a signed-in one (role authenticated), else null.';

comment on function private.hold_staff_role_for_superadmin() is 'Keeps a staff role given by anyone but the superadmin pending until the superadmin approves it.';

comment on function private.sync_public_profile() is 'Keeps public.public_profiles in step with public.profiles.';

comment on function private.display_name_is_clean(text) is 'A display name holds a visible character and no bidi control character (issue 22).';

comment on function private.check_display_name() is 'Trigger: cleans a sign-up''s name; refuses a later name without a visible character or with bidi controls (23514).';

comment on function private.bound_user_metadata() is 'Trigger on auth.users: user metadata is at most 4 KB of JSON (issue 22).';

comment on function public.my_leaderboard_rank() is
  'The caller''s leaderboard row with its rank (ties share a place) and the number of ranked students; no row for staff, visitors and accounts not approved.';
revoke all on function public.my_leaderboard_rank() from public, anon;
grant execute on function public.my_leaderboard_rank() to authenticated, service_role;

comment on constraint profiles_full_name_trimmed on public.profiles is
  'A name has no spaces at its start or end.';
comment on constraint profiles_full_name_no_controls on public.profiles is
  'A name has no control characters and no text-direction controls.';
comment on constraint profiles_full_name_visible on public.profiles is
  'A name has at least one visible character.';

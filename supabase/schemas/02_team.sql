-- The team shown on the about page (team_members).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

-- Tables

create table "public"."team_members" (
    "id" uuid not null default gen_random_uuid(),
    "name" text not null,
    "role_title" text not null default ''::text,
    "bio" text not null default ''::text,
    "photo_url" text,
    "position" integer not null default 1,
    "created_at" timestamp with time zone not null default now()
);

-- Indexes

CREATE UNIQUE INDEX team_members_pkey ON public.team_members USING btree (id);

CREATE INDEX team_members_position_idx ON public.team_members USING btree ("position");

-- Constraints

alter table "public"."team_members" add constraint "team_members_pkey" PRIMARY KEY using index "team_members_pkey";

alter table "public"."team_members" add constraint "team_members_bio_length" CHECK ((char_length(bio) <= 5000)) not valid;

alter table "public"."team_members" validate constraint "team_members_bio_length";

alter table "public"."team_members" add constraint "team_members_name_length" CHECK ((char_length(name) <= 200)) not valid;

alter table "public"."team_members" validate constraint "team_members_name_length";

alter table "public"."team_members" add constraint "team_members_name_not_blank" CHECK ((name ~ '[^[:space:]]'::text)) not valid;

alter table "public"."team_members" validate constraint "team_members_name_not_blank";

alter table "public"."team_members" add constraint "team_members_photo_url_is_web_url" CHECK (((photo_url IS NULL) OR (photo_url ~* '^https?://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?([/?#][]a-z0-9._~:/?#@!$&''()*+,;=%[-]*)?$'::text))) NOT VALID not valid;

alter table "public"."team_members" add constraint "team_members_photo_url_length" CHECK (((photo_url IS NULL) OR (char_length(photo_url) <= 2048))) not valid;

alter table "public"."team_members" validate constraint "team_members_photo_url_length";

alter table "public"."team_members" add constraint "team_members_position_check" CHECK (("position" >= 1)) not valid;

alter table "public"."team_members" validate constraint "team_members_position_check";

alter table "public"."team_members" add constraint "team_members_role_title_length" CHECK ((char_length(role_title) <= 200)) not valid;

alter table "public"."team_members" validate constraint "team_members_role_title_length";

-- Row-level security

alter table "public"."team_members" enable row level security;

-- Policies

create policy "team_members: approved admins create"
  on "public"."team_members"
  as permissive
  for insert
  to authenticated
with check (( SELECT authz.is_approved_admin() AS is_approved_admin));

create policy "team_members: approved admins delete"
  on "public"."team_members"
  as permissive
  for delete
  to authenticated
using (( SELECT authz.is_approved_admin() AS is_approved_admin));

create policy "team_members: approved admins update"
  on "public"."team_members"
  as permissive
  for update
  to authenticated
using (( SELECT authz.is_approved_admin() AS is_approved_admin))
with check (( SELECT authz.is_approved_admin() AS is_approved_admin));

create policy "team_members: everyone reads"
  on "public"."team_members"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "team_members: inactive accounts change nothing"
  on "public"."team_members"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "team_members: inactive accounts create nothing"
  on "public"."team_members"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "team_members: inactive accounts delete nothing"
  on "public"."team_members"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

-- Triggers

CREATE TRIGGER team_members_display_name_is_clean BEFORE INSERT OR UPDATE OF name ON public.team_members FOR EACH ROW EXECUTE FUNCTION private.check_display_name('name');

CREATE TRIGGER team_members_explain_photo_url BEFORE INSERT OR UPDATE OF photo_url ON public.team_members FOR EACH ROW EXECUTE FUNCTION private.explain_stored_urls();

-- Grants

revoke all on table public.team_members from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.team_members to anon;
grant delete, insert, select, update on table public.team_members to authenticated;
grant all on table public.team_members to service_role;

-- Comments

comment on table public.team_members is 'Members shown on the /team page, in position order.';

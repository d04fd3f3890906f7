-- Translations (issue 26): a problem's title and statement in another language, read with the
-- problem (authz.can_see_problem) and written by whoever may edit it (its author as approved staff, approved admins).
-- The interface's own words are in the app's catalogs; the profile's language is in 01_accounts.sql.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "public"."problem_translations" (
    "problem_id" uuid not null,
    "locale" text not null,
    "title" text not null,
    "statement" text not null,
    "updated_by" uuid default auth.uid(),
    "updated_at" timestamp with time zone not null default now()
);

-- Functions

CREATE OR REPLACE FUNCTION private.stamp_problem_translation()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$function$
;

-- Indexes and constraints

CREATE UNIQUE INDEX problem_translations_pkey ON public.problem_translations USING btree (problem_id, locale);

CREATE INDEX problem_translations_updated_by_idx ON public.problem_translations USING btree (updated_by);

alter table "public"."problem_translations" add constraint "problem_translations_pkey" PRIMARY KEY using index "problem_translations_pkey";

alter table "public"."problem_translations" add constraint "problem_translations_locale_check" CHECK ((locale = ANY (ARRAY['en'::text, 'fr'::text, 'ar'::text])));

alter table "public"."problem_translations" add constraint "problem_translations_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES public.problems(id) ON DELETE CASCADE;

alter table "public"."problem_translations" add constraint "problem_translations_statement_length" CHECK ((char_length(statement) <= 20000));

alter table "public"."problem_translations" add constraint "problem_translations_statement_not_blank" CHECK ((statement ~ '[^[:space:]]'::text));

alter table "public"."problem_translations" add constraint "problem_translations_title_length" CHECK ((char_length(title) <= 200));

alter table "public"."problem_translations" add constraint "problem_translations_title_not_blank" CHECK ((title ~ '[^[:space:]]'::text));

alter table "public"."problem_translations" add constraint "problem_translations_updated_by_fkey" FOREIGN KEY (updated_by) REFERENCES auth.users(id) ON DELETE SET NULL;

-- Row-level security

alter table "public"."problem_translations" enable row level security;

-- Policies

create policy "problem_translations: inactive accounts change nothing"
  on "public"."problem_translations"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "problem_translations: inactive accounts create nothing"
  on "public"."problem_translations"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "problem_translations: inactive accounts delete nothing"
  on "public"."problem_translations"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "problem_translations: readers of the problem read its translations"
  on "public"."problem_translations"
  as permissive
  for select
  to anon, authenticated
using (authz.can_see_problem(problem_id));

create policy "problem_translations: who may edit the problem adds them"
  on "public"."problem_translations"
  as permissive
  for insert
  to authenticated
with check (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))));

create policy "problem_translations: who may edit the problem changes them"
  on "public"."problem_translations"
  as permissive
  for update
  to authenticated
using (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))))
with check (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))));

create policy "problem_translations: who may edit the problem deletes them"
  on "public"."problem_translations"
  as permissive
  for delete
  to authenticated
using (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))));

-- Triggers

CREATE TRIGGER stamp_problem_translation BEFORE INSERT OR UPDATE ON public.problem_translations FOR EACH ROW EXECUTE FUNCTION private.stamp_problem_translation();

-- Grants

revoke all on table public.problem_translations from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.problem_translations to anon;
grant delete, select on table public.problem_translations to authenticated;
grant insert (problem_id, locale, title, statement) on table public.problem_translations to authenticated;
grant update (title, statement) on table public.problem_translations to authenticated;
grant all on table public.problem_translations to service_role;

revoke all on function private.stamp_problem_translation() from public, anon, authenticated, service_role, supabase_auth_admin;

-- Comments

comment on table public.problem_translations is
  'A problem''s title and statement in another language (issue 26). Read with the problem; written by whoever may edit it.';

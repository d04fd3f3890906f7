-- Translations (issue 26): a problem's title and statement in another language (and, in private
-- tables read only by public.problem_practice, its hints and solution), read with the
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

create table private.problem_hint_translations (
  problem_id uuid not null,
  locale text not null,
  position integer not null,
  body text not null,
  constraint problem_hint_translations_pkey primary key (problem_id, locale, position),
  constraint problem_hint_translations_position_check check (position between 1 and 3),
  constraint problem_hint_translations_body_check
    check (char_length(body) between 1 and 5000 and body ~ '[^[:space:]]')
);

create table private.problem_solution_translations (
  problem_id uuid not null,
  locale text not null,
  body text not null,
  constraint problem_solution_translations_pkey primary key (problem_id, locale),
  constraint problem_solution_translations_body_check
    check (char_length(body) between 1 and 50000 and body ~ '[^[:space:]]')
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

CREATE OR REPLACE FUNCTION public.save_problem_translation(problem_id uuid, locale text, title text, statement text, hints text[] DEFAULT '{}'::text[], solution text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pid uuid := save_problem_translation.problem_id;
  lang text := save_problem_translation.locale;
  author_id uuid;
  clean_title text := btrim(coalesce(save_problem_translation.title, ''), E' \t\r\n');
  clean_statement text := btrim(coalesce(save_problem_translation.statement, ''), E' \t\r\n');
  clean_solution text := nullif(btrim(coalesce(save_problem_translation.solution, ''), E' \t\r\n'), '');
  given text[] := coalesce(save_problem_translation.hints, '{}');
  original_hints integer;
begin
  if auth.uid() is null then
    raise exception 'Please log in to translate a problem.' using errcode = '42501';
  end if;
  select pr.created_by into author_id from public.problems pr where pr.id = pid;
  if not found then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  if not authz.account_is_active()
    or not ((author_id = auth.uid() and authz.is_approved_staff()) or authz.is_approved_admin()) then
    raise exception 'Only the problem''s author or an approved admin can translate it.' using errcode = '42501';
  end if;
  if lang is null or lang not in ('fr', 'ar') then
    raise exception 'A translation is in French (fr) or Arabic (ar).' using errcode = '22023';
  end if;
  if clean_title = '' or clean_statement = '' then
    raise exception 'A translation needs its title and its statement.' using errcode = '22023';
  end if;
  if char_length(clean_title) > 200 then
    raise exception 'Use at most 200 characters for the title.' using errcode = '22023';
  end if;
  if char_length(clean_statement) > 20000 then
    raise exception 'Use at most 20,000 characters for the statement.' using errcode = '22023';
  end if;
  select count(*) into original_hints from private.problem_hints h where h.problem_id = pid;
  if exists (
    select 1 from unnest(given) with ordinality as t (body, position)
    where t.position > original_hints and coalesce(t.body, '') ~ '[^[:space:]]'
  ) then
    raise exception 'This problem has % hint(s): translate only those.', original_hints using errcode = '22023';
  end if;
  if exists (select 1 from unnest(given) as t (body) where char_length(btrim(t.body, E' \t\r\n')) > 5000) then
    raise exception 'Keep each hint under 5,000 characters.' using errcode = '22023';
  end if;
  if clean_solution is not null then
    if not exists (select 1 from private.problem_solutions s where s.problem_id = pid) then
      raise exception 'This problem has no solution to translate.' using errcode = '22023';
    end if;
    if char_length(clean_solution) > 50000 then
      raise exception 'Keep the solution under 50,000 characters.' using errcode = '22023';
    end if;
  end if;

  insert into public.problem_translations as t (problem_id, locale, title, statement)
  values (pid, lang, clean_title, clean_statement)
  on conflict on constraint problem_translations_pkey do update
    set title = excluded.title, statement = excluded.statement;

  -- Hints by position: a blank one is not translated (the reader gets the original there).
  delete from private.problem_hint_translations ht where ht.problem_id = pid and ht.locale = lang;
  insert into private.problem_hint_translations (problem_id, locale, position, body)
  select pid, lang, t.position::integer, btrim(t.body, E' \t\r\n')
  from unnest(given) with ordinality as t (body, position)
  where coalesce(t.body, '') ~ '[^[:space:]]';

  if clean_solution is null then
    delete from private.problem_solution_translations st where st.problem_id = pid and st.locale = lang;
  else
    insert into private.problem_solution_translations as st (problem_id, locale, body)
    values (pid, lang, clean_solution)
    on conflict on constraint problem_solution_translations_pkey do update set body = excluded.body;
  end if;
end;
$function$
;

-- Indexes and constraints

CREATE UNIQUE INDEX problem_translations_pkey ON public.problem_translations USING btree (problem_id, locale);

CREATE INDEX problem_translations_updated_by_idx ON public.problem_translations USING btree (updated_by);

alter table "public"."problem_translations" add constraint "problem_translations_pkey" PRIMARY KEY using index "problem_translations_pkey";

alter table private.problem_hint_translations add constraint problem_hint_translations_translation_fkey
  foreign key (problem_id, locale) references public.problem_translations (problem_id, locale) on delete cascade;

alter table private.problem_solution_translations add constraint problem_solution_translations_translation_fkey
  foreign key (problem_id, locale) references public.problem_translations (problem_id, locale) on delete cascade;

alter table "public"."problem_translations" add constraint "problem_translations_locale_check" CHECK ((locale = ANY (ARRAY['en'::text, 'fr'::text, 'ar'::text])));

alter table "public"."problem_translations" add constraint "problem_translations_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES public.problems(id) ON DELETE CASCADE;

alter table "public"."problem_translations" add constraint "problem_translations_statement_length" CHECK ((char_length(statement) <= 20000));

alter table "public"."problem_translations" add constraint "problem_translations_statement_not_blank" CHECK ((statement ~ '[^[:space:]]'::text));

alter table "public"."problem_translations" add constraint "problem_translations_title_length" CHECK ((char_length(title) <= 200));

alter table "public"."problem_translations" add constraint "problem_translations_title_not_blank" CHECK ((title ~ '[^[:space:]]'::text));

alter table "public"."problem_translations" add constraint "problem_translations_updated_by_fkey" FOREIGN KEY (updated_by) REFERENCES auth.users(id) ON DELETE SET NULL;

-- Row-level security

alter table "public"."problem_translations" enable row level security;

alter table private.problem_hint_translations enable row level security;

alter table private.problem_solution_translations enable row level security;

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

revoke all on table private.problem_hint_translations from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on table private.problem_solution_translations from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.save_problem_translation(uuid,text,text,text,text[],text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.save_problem_translation(uuid,text,text,text,text[],text) to authenticated;
grant execute on function public.save_problem_translation(uuid,text,text,text,text[],text) to service_role;

-- Comments

comment on table public.problem_translations is
  'A problem''s title and statement in another language (issue 26). Read with the problem; written by whoever may edit it.';

comment on table private.problem_hint_translations is
  'A problem''s hints in another language, by position (issue 26). Read only through public.problem_practice, for the hints the caller revealed (or staff).';
comment on table private.problem_solution_translations is
  'A problem''s solution in another language (issue 26). Read only through public.problem_practice under authz.can_read_solution.';

comment on function public.save_problem_translation(uuid,text,text,text,text[],text) is
  'Writes a problem''s translation (fr or ar): title, statement, hints by position (blank: not translated) and solution (blank: none) in one transaction; its author (approved staff) or an approved admin.';

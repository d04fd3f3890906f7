-- Issue 26 point 5: a problem's title and statement in another language. Readers read a
-- translation of a problem they can see (authz.can_see_problem); the problem's author (approved
-- staff) and approved admins write them, as they edit the problem.

create table public.problem_translations (
  problem_id uuid not null references public.problems (id) on delete cascade,
  locale text not null,
  title text not null,
  statement text not null,
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamp with time zone not null default now(),
  constraint problem_translations_pkey primary key (problem_id, locale),
  constraint problem_translations_locale_check check (locale = any (array['en'::text, 'fr'::text, 'ar'::text])),
  constraint problem_translations_title_length check (char_length(title) <= 200),
  constraint problem_translations_title_not_blank check (title ~ '[^[:space:]]'),
  constraint problem_translations_statement_length check (char_length(statement) <= 20000),
  constraint problem_translations_statement_not_blank check (statement ~ '[^[:space:]]')
);

create index problem_translations_updated_by_idx on public.problem_translations using btree (updated_by);

comment on table public.problem_translations is
  'A problem''s title and statement in another language (issue 26). Read with the problem; written by whoever may edit it.';

alter table public.problem_translations enable row level security;

create policy "problem_translations: readers of the problem read its translations"
  on public.problem_translations as permissive for select to anon, authenticated
  using (authz.can_see_problem(problem_id));

create policy "problem_translations: who may edit the problem adds them"
  on public.problem_translations as permissive for insert to authenticated
  with check (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))));

create policy "problem_translations: who may edit the problem changes them"
  on public.problem_translations as permissive for update to authenticated
  using (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))))
  with check (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))));

create policy "problem_translations: who may edit the problem deletes them"
  on public.problem_translations as permissive for delete to authenticated
  using (exists (select 1 from public.problems p where p.id = problem_translations.problem_id and ((p.created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))));

create policy "problem_translations: inactive accounts create nothing"
  on public.problem_translations as restrictive for insert to authenticated
  with check ((select authz.account_is_active()));

create policy "problem_translations: inactive accounts change nothing"
  on public.problem_translations as restrictive for update to authenticated
  using ((select authz.account_is_active()));

create policy "problem_translations: inactive accounts delete nothing"
  on public.problem_translations as restrictive for delete to authenticated
  using ((select authz.account_is_active()));

revoke all on table public.problem_translations from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.problem_translations to anon;
grant select, delete on table public.problem_translations to authenticated;
grant insert (problem_id, locale, title, statement) on table public.problem_translations to authenticated;
grant update (title, statement) on table public.problem_translations to authenticated;
grant all on table public.problem_translations to service_role;

-- The writer and the time are the database's.
create or replace function private.stamp_problem_translation()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$function$;

revoke all on function private.stamp_problem_translation() from public, anon, authenticated, service_role, supabase_auth_admin;

create trigger stamp_problem_translation before insert or update on public.problem_translations
  for each row execute function private.stamp_problem_translation();

-- Issue 26: the interface language a signed-in user chose, so it follows the account to another
-- device. null = not chosen (the browser's languages decide). Only the user changes their own:
-- read and written like their name (own row; the column grant; the guard refuses anyone else).

alter table public.profiles add column language text;

alter table public.profiles add constraint profiles_language_check
  check (language is null or language = any (array['en'::text, 'fr'::text, 'ar'::text]));

comment on column public.profiles.language is
  'The interface language the user chose (en, fr, ar), or null: the browser''s languages decide.';

grant update (language) on table public.profiles to authenticated;

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

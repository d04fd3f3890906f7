-- Profile names people can read (issue 29 point 6). A name is what the leaderboard, the
-- discussion and the header show to everyone, so the database keeps it readable whoever
-- writes it (the profile form, the API, a sign-up's metadata):
-- * no spaces (of any script) at the start or end;
-- * at least one visible character: not only spaces, zero-width or other invisible marks;
-- * no control characters (line breaks, tabs) and no text-direction controls (the bidi
--   embeddings, overrides and isolates U+202A-U+202E, U+2066-U+2069 and the marks U+200E,
--   U+200F, U+061C), which would flip how the text around a name reads;
-- * at most 200 characters (profiles_full_name_length, already there).
-- A null name stays allowed: the pages show 'Anonymous User' or the initials fallback.
-- The constraints are `not valid`: rows stored before keep working until they are next written.
-- The sign-up trigger cleans a name from the metadata the same way, so a sign-up never fails
-- over its name.

alter table public.profiles
  add constraint profiles_full_name_trimmed check (
    full_name is null
    or full_name !~ '^[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]|[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$'
  ) not valid,
  add constraint profiles_full_name_no_controls check (
    full_name is null
    or full_name !~ '[[:cntrl:]\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
  ) not valid,
  add constraint profiles_full_name_visible check (
    full_name is null
    or full_name ~ '[^[:space:][:cntrl:]\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0]'
  ) not valid;

comment on constraint profiles_full_name_trimmed on public.profiles is
  'A name has no spaces at its start or end.';
comment on constraint profiles_full_name_no_controls on public.profiles is
  'A name has no control characters and no text-direction controls.';
comment on constraint profiles_full_name_visible on public.profiles is
  'A name has at least one visible character.';

-- The sign-up trigger (core schema) with the name cleaned to the rules above: direction marks
-- removed, other control characters made spaces, spaces trimmed, nothing visible left: null.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Names people see are visible text, and user metadata is small (issue 22, part 2).
--
-- * A name made only of invisible characters (zero-width spaces, fillers, format characters)
--   showed as an empty row on the leaderboard and the scoreboard, and one carrying a direction
--   override (U+202E and friends) turned the text after it around on public pages. A display
--   name (profiles.full_name, team_members.name) must hold a visible character and no bidi
--   control. A sign-up's name is cleaned (controls dropped; nothing visible left: no name), so
--   sign-up never fails on it; a later change is refused with a sentence (23514).
-- * auth.users.raw_user_meta_data had no bound: megabytes of JSON per account. It is at most
--   4 KB (the app stores a name and a role); the local auth API refuses more with 422 first,
--   and this trigger holds the bound for hosted's auth server too.

-- Bidi controls: LRM, RLM, ALM, the embeddings and overrides (U+202A-U+202E) and the isolates
-- (U+2066-U+2069).
create or replace function private.without_bidi_controls(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(value, '[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]', '', 'g')
$$;

-- Visible: anything but white space, control and format characters, variation selectors, tag
-- characters and the blank-looking fillers (Hangul fillers, braille blank, Khmer inherent vowels).
create or replace function private.has_visible_character(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~ '[^[:space:][:cntrl:]\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E007F]'
$$;

create or replace function private.display_name_is_clean(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null
    or (private.has_visible_character(value) and value = private.without_bidi_controls(value))
$$;
comment on function private.display_name_is_clean(text) is
  'A display name holds a visible character and no bidi control character (issue 22).';

-- Security definer: the helpers above live in the private schema, which API roles cannot reach.
create or replace function private.check_display_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function private.check_display_name() is
  'Trigger: cleans a sign-up''s name; refuses a later name without a visible character or with bidi controls (23514).';

create trigger profiles_display_name_is_clean
  before insert or update of full_name on public.profiles
  for each row execute function private.check_display_name('full_name');
create trigger team_members_display_name_is_clean
  before insert or update of name on public.team_members
  for each row execute function private.check_display_name('name');

create or replace function private.bound_user_metadata()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.octet_length(coalesce(new.raw_user_meta_data, '{}'::jsonb)::text) > 4096 then
    raise exception 'User metadata is too large: at most 4096 bytes of JSON.' using errcode = '22001';
  end if;
  return new;
end;
$$;
comment on function private.bound_user_metadata() is
  'Trigger on auth.users: user metadata is at most 4 KB of JSON (issue 22).';

create trigger users_metadata_bounded
  before insert or update of raw_user_meta_data on auth.users
  for each row execute function private.bound_user_metadata();

revoke all on function private.without_bidi_controls(text), private.has_visible_character(text),
  private.display_name_is_clean(text), private.check_display_name(), private.bound_user_metadata()
  from public, anon, authenticated;

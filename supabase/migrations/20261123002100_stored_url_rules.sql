-- Stored URLs and object paths (issue 10 item 4, decision 0016). What a page puts into an
-- `<img src>` or asks Storage for is checked by the database, with messages a form can show:
--   * profiles.avatar_url and team_members.photo_url: an absolute http(s) URL with a host name
--     and printable URL characters only (no spaces, quotes, angle brackets or backslashes);
--   * problems.attachment_path: an object key hosted Storage accepts (its S3-safe ASCII set),
--     plain segments of at most 255 bytes.
-- The constraints hold the rule; the triggers only say it in words before the constraint
-- would. `not valid`: rows stored before keep working until they are next written.

alter table public.profiles
  add constraint profiles_avatar_url_is_web_url
  check (
    avatar_url is null
    or avatar_url ~* '^https?://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?([/?#][]a-z0-9._~:/?#@!$&''()*+,;=%[-]*)?$'
  ) not valid;

alter table public.team_members
  add constraint team_members_photo_url_is_web_url
  check (
    photo_url is null
    or photo_url ~* '^https?://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?([/?#][]a-z0-9._~:/?#@!$&''()*+,;=%[-]*)?$'
  ) not valid;

alter table public.problems
  add constraint problems_attachment_path_is_storage_key
  check (
    attachment_path is null
    or (
      attachment_path ~ '^[A-Za-z0-9_/!.*''() &$=@;:+,?-]+$'
      and attachment_path !~ '(^|/)\.{0,2}(/|$)'
      and attachment_path !~ '[^/]{255}[^/]'
    )
  ) not valid;

-- The same rules in words. Kept in one place per column; the regular expressions above are
-- the source of truth, these only run first.
create or replace function private.explain_stored_urls() returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
comment on function private.explain_stored_urls() is
  'Says in words why an avatar URL, team photo URL or attachment path is refused (the check constraints decide).';
revoke all on function private.explain_stored_urls() from public, anon, authenticated;

create trigger profiles_explain_avatar_url
  before insert or update of avatar_url on public.profiles
  for each row execute function private.explain_stored_urls();
create trigger team_members_explain_photo_url
  before insert or update of photo_url on public.team_members
  for each row execute function private.explain_stored_urls();
create trigger problems_explain_attachment_path
  before insert or update of attachment_path on public.problems
  for each row execute function private.explain_stored_urls();

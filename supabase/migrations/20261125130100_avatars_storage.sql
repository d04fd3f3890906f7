-- Profile pictures (issue 29 point 6, decision 0041). The profile page resizes a chosen
-- picture in the browser to a small square and re-encodes it (which drops EXIF and GPS), then
-- uploads it here and stores its public URL in profiles.avatar_url.
-- * A public bucket: an avatar is shown to everyone next to the name (leaderboard, authors,
--   comments), as Supabase's own avatar examples do; its address is unguessable (a random
--   file name) and holds nothing a name does not already show.
-- * The bucket takes only WebP, JPEG and PNG of at most 512 KB (hosted Storage and the local
--   gateway refuse anything else before the bytes land); the policies repeat the rule on the
--   object's key and, where Storage has filled it in, on its recorded size and type.
-- * Each user writes only under `{their user id}/`; nobody else changes or removes them.
--   Inactive accounts change nothing (the restrictive storage policies of own_password_first).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 524288, array['image/webp', 'image/jpeg', 'image/png'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- The rule for one avatar object a user may write: their folder, an image key, and (when
-- Storage has recorded them) a size and type within the bucket's limits.
create or replace function authz.is_own_avatar_object(object_name text, object_metadata jsonb)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (select auth.uid()) is not null
    and (storage.foldername(object_name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(object_name)) = 1
    and object_name ~ '^[0-9a-f-]{36}/[A-Za-z0-9_-]{1,100}\.(webp|jpg|jpeg|png)$'
    and coalesce((object_metadata ->> 'size')::bigint, 0) <= 524288
    and coalesce(object_metadata ->> 'mimetype', 'image/webp') in ('image/webp', 'image/jpeg', 'image/png')
$$;
comment on function authz.is_own_avatar_object(text, jsonb) is
  'Whether the caller may write this avatar object: their own folder, an image key, within the size and type limits.';
revoke all on function authz.is_own_avatar_object(text, jsonb) from public;
grant execute on function authz.is_own_avatar_object(text, jsonb) to authenticated, service_role;

create policy "avatars: users upload into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and authz.is_own_avatar_object(name, metadata));

-- Needed for upsert; the same rules as an upload.
create policy "avatars: users replace their own files"
  on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and authz.is_own_avatar_object(name, metadata));

-- Reading goes through the public URL; the API lists and reads only the caller's own files
-- (an upsert and a removal need to see the row).
create policy "avatars: users read their own files"
  on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "avatars: users delete their own files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Storage: the attachments bucket and the row-level security of storage.objects.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

-- Policies

create policy "attachments: approved staff replace files in their own folder"
  on "storage"."objects"
  as permissive
  for update
  to authenticated
using (((bucket_id = 'attachments'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) AND ( SELECT authz.is_approved_staff() AS is_approved_staff)))
with check (((bucket_id = 'attachments'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) AND (lower(storage.extension(name)) = ANY (ARRAY['pdf'::text, 'png'::text, 'jpg'::text, 'jpeg'::text, 'gif'::text, 'webp'::text])) AND ( SELECT authz.is_approved_staff() AS is_approved_staff)));

create policy "attachments: approved staff upload into their own folder"
  on "storage"."objects"
  as permissive
  for insert
  to authenticated
with check (((bucket_id = 'attachments'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) AND (lower(storage.extension(name)) = ANY (ARRAY['pdf'::text, 'png'::text, 'jpg'::text, 'jpeg'::text, 'gif'::text, 'webp'::text])) AND ( SELECT authz.is_approved_staff() AS is_approved_staff)));

create policy "attachments: inactive accounts change nothing"
  on "storage"."objects"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "attachments: inactive accounts delete nothing"
  on "storage"."objects"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "attachments: inactive accounts upload nothing"
  on "storage"."objects"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "attachments: readers of a solution read its attachment"
  on "storage"."objects"
  as permissive
  for select
  to anon, authenticated
using (((bucket_id = 'attachments'::text) AND authz.can_read_solution_attachment(name)));

create policy "attachments: users delete their own files"
  on "storage"."objects"
  as permissive
  for delete
  to authenticated
using (((bucket_id = 'attachments'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

create policy "attachments: users read own files, staff all, visible problems"
  on "storage"."objects"
  as permissive
  for select
  to authenticated
using (((bucket_id = 'attachments'::text) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT authz.is_approved_staff() AS is_approved_staff) OR (EXISTS ( SELECT 1
   FROM problems p
  WHERE (p.attachment_path = objects.name))))));

create policy "attachments: visitors read files of released problems"
  on "storage"."objects"
  as permissive
  for select
  to anon
using (((bucket_id = 'attachments'::text) AND (EXISTS ( SELECT 1
   FROM problems p
  WHERE (p.attachment_path = objects.name)))));


-- The bucket is a row, not schema: `supabase db diff` does not see it. The migration
-- 20261121000400 created it; it is here so that a database built from these files has it too.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'attachments',
  'attachments',
  false,
  10485760,
  array['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']
)
on conflict (id) do nothing;

CREATE OR REPLACE FUNCTION authz.is_own_avatar_object(object_name text, object_metadata jsonb)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (select auth.uid()) is not null
    and (storage.foldername(object_name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(object_name)) = 1
    and object_name ~ '^[0-9a-f-]{36}/[A-Za-z0-9_-]{1,100}\.(webp|jpg|jpeg|png)$'
    and coalesce((object_metadata ->> 'size')::bigint, 0) <= 524288
    and coalesce(object_metadata ->> 'mimetype', 'image/webp') in ('image/webp', 'image/jpeg', 'image/png')
$function$
;

create policy "avatars: users delete their own files"
  on "storage"."objects"
  as permissive
  for delete
  to authenticated
using (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

create policy "avatars: users read their own files"
  on "storage"."objects"
  as permissive
  for select
  to authenticated
using (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

create policy "avatars: users replace their own files"
  on "storage"."objects"
  as permissive
  for update
  to authenticated
using (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)))
with check (((bucket_id = 'avatars'::text) AND authz.is_own_avatar_object(name, metadata)));

create policy "avatars: users upload into their own folder"
  on "storage"."objects"
  as permissive
  for insert
  to authenticated
with check (((bucket_id = 'avatars'::text) AND authz.is_own_avatar_object(name, metadata)));

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 524288, array['image/webp', 'image/jpeg', 'image/png'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

comment on function authz.is_own_avatar_object(text, jsonb) is
  'Whether the caller may write this avatar object: their own folder, an image key, within the size and type limits.';
revoke all on function authz.is_own_avatar_object(text, jsonb) from public;
grant execute on function authz.is_own_avatar_object(text, jsonb) to authenticated, service_role;

-- Storage bucket for problem attachments and its row-level security on storage.objects.
-- Uploads: approved staff, only under `{their user id}/`, PDF or raster images, at most 10 MB.
-- SVG is left out on purpose: it can carry script.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'attachments',
  'attachments',
  false,
  10485760,
  array['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "attachments: approved staff upload into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'attachments'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp')
    and (select authz.is_approved_staff())
  );

-- Needed for upsert; the same rules as an upload.
create policy "attachments: approved staff replace files in their own folder"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'attachments'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select authz.is_approved_staff())
  )
  with check (
    bucket_id = 'attachments'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp')
    and (select authz.is_approved_staff())
  );

create policy "attachments: visitors read files of public problems"
  on storage.objects for select to anon
  using (
    bucket_id = 'attachments'
    and exists (select 1 from public.problems p where p.attachment_path = name and p.is_public)
  );

-- The problems subquery runs under the caller's problems policies, so a user also reads the
-- attachment of any problem they may see.
create policy "attachments: users read own files, staff all, visible problems"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'attachments'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select authz.is_approved_staff())
      or exists (select 1 from public.problems p where p.attachment_path = name)
    )
  );

create policy "attachments: users delete their own files"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'attachments'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

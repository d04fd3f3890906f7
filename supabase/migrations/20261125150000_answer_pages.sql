-- Pages with an answer (issue 20, decision 0047): a proof answer may carry 1..6 page images.
-- * Bucket `answer-pages`: private, JPEG or WebP only (the browser re-encodes every photo and
--   every PDF page), at most 3 MB an object (Storage measures the bytes).
-- * Object keys `{student id}/{idempotency key}/{page file}`: a student writes only into their
--   own folder, never overwrites (no update policy), deletes only pages not yet sent, and
--   uploads at most 60 objects a day; they read only their own folder, approved staff all.
-- * answers.idempotency_key: a retried submission returns the answer it already made.
-- * public.answer_pages: which objects belong to which answer, in order; written only by
--   submit_answer_pages, which checks the objects Storage recorded (owner folder, size, type).

-- ---------------------------------------------------------------------------
-- answers: idempotency key and page count
-- ---------------------------------------------------------------------------

alter table public.answers
  add column idempotency_key uuid,
  add column page_count smallint not null default 0
    constraint answers_page_count_range check (page_count between 0 and 6);
comment on column public.answers.idempotency_key is
  'Chosen by the browser for one submission: a retry with the same key returns this answer instead of making a second.';
comment on column public.answers.page_count is 'How many page images the answer has (0..6).';
create unique index answers_user_idempotency_key_idx
  on public.answers (user_id, idempotency_key) where idempotency_key is not null;

create table public.answer_pages (
  answer_id uuid not null references public.answers (id) on delete cascade,
  position smallint not null check (position between 1 and 6),
  object_path text not null unique check (char_length(object_path) <= 300),
  byte_size integer not null check (byte_size > 0),
  -- PNG only for the seeded demo pages (written by the seed, never uploaded through the bucket).
  content_type text not null check (content_type in ('image/jpeg', 'image/webp', 'image/png')),
  primary key (answer_id, position)
);
comment on table public.answer_pages is
  'The page images of an answer, in order (objects in the answer-pages bucket). Readable with the answer; written only by submit_answer_pages.';

alter table public.answer_pages enable row level security;
create policy "answer_pages: read with the answer"
  on public.answer_pages for select to authenticated
  using (exists (select 1 from public.answers a where a.id = answer_id));
revoke all on public.answer_pages from public, anon, authenticated;
grant select on public.answer_pages to authenticated;
grant all on public.answer_pages to service_role;

-- ---------------------------------------------------------------------------
-- bucket and object rules
-- ---------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('answer-pages', 'answer-pages', false, 3145728, array['image/jpeg', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create or replace function authz.can_upload_answer_page()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select authz.approved_role() = 'contestant'
    and authz.account_is_active()
    and (
      select count(*) from storage.objects o
      where o.bucket_id = 'answer-pages'
        and (storage.foldername(o.name))[1] = auth.uid()::text
        and o.created_at > now() - interval '1 day'
    ) < 60
$$;
comment on function authz.can_upload_answer_page() is
  'True for an approved, active student who has uploaded fewer than 60 answer pages in the last day.';

create or replace function authz.answer_page_is_sent(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.answer_pages p where p.object_path = object_name)
$$;
comment on function authz.answer_page_is_sent(text) is
  'True when the answer-pages object already belongs to a sent answer (then it is never deleted).';

revoke all on function authz.can_upload_answer_page() from public;
revoke all on function authz.answer_page_is_sent(text) from public;
grant execute on function authz.can_upload_answer_page() to anon, authenticated, service_role;
grant execute on function authz.answer_page_is_sent(text) to anon, authenticated, service_role;

create policy "answer-pages: approved students upload into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'answer-pages'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(name)) = 2
    and (storage.foldername(name))[2] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'webp')
    and (select authz.can_upload_answer_page())
  );

create policy "answer-pages: students read their own pages, approved staff all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'answer-pages'
    and (select authz.account_is_active())
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select authz.is_approved_staff())
    )
  );

create policy "answer-pages: students delete their own pages not yet sent"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'answer-pages'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not authz.answer_page_is_sent(name)
  );

-- ---------------------------------------------------------------------------
-- submit_answer_pages
-- ---------------------------------------------------------------------------

create or replace function public.submit_answer_pages(
  problem_id uuid, content text, idempotency_key uuid, pages text[] default '{}'
)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  student_id uuid := auth.uid();
  folder text;
  page_paths text[] := coalesce(pages, '{}');
  n_pages integer := coalesce(cardinality(pages), 0);
  trimmed text := regexp_replace(coalesce(content, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g');
  found_count integer;
  recorded public.answers;
begin
  if student_id is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;
  if submit_answer_pages.idempotency_key is null then
    raise exception 'A submission needs its key.' using errcode = '22023';
  end if;

  -- The profile lock serialises one student's submissions (as in submit_answer), so two
  -- retries of one submission cannot both pass the key check below.
  perform 1 from public.profiles p where p.id = student_id for update;

  select * into recorded from public.answers a
  where a.user_id = student_id and a.idempotency_key = submit_answer_pages.idempotency_key;
  if found then
    if recorded.problem_id <> submit_answer_pages.problem_id then
      raise exception 'This submission key was already used for another problem.' using errcode = '22023';
    end if;
    return recorded;
  end if;

  if n_pages > 6 then
    raise exception 'At most 6 pages can go with one answer.' using errcode = '22023';
  end if;
  if n_pages > 0 then
    if exists (select 1 from private.problem_answer_keys k where k.problem_id = submit_answer_pages.problem_id) then
      raise exception 'This problem takes a final answer, so pages cannot be attached.' using errcode = '22023';
    end if;
    if (select count(distinct x) from unnest(page_paths) as x) <> n_pages then
      raise exception 'A page was sent twice.' using errcode = '22023';
    end if;
    folder := student_id::text || '/' || submit_answer_pages.idempotency_key::text || '/';
    -- Storage recorded each object's size from its bytes and its declared type; every page must
    -- be this student's, of this submission, within the limits, and not yet sent.
    select count(*) into found_count
    from storage.objects o
    where o.bucket_id = 'answer-pages'
      and o.name = any (page_paths)
      and starts_with(o.name, folder)
      and coalesce((o.metadata ->> 'size')::bigint, 0) between 1 and 3145728
      and o.metadata ->> 'mimetype' in ('image/jpeg', 'image/webp')
      and not exists (select 1 from public.answer_pages ap where ap.object_path = o.name);
    if found_count <> n_pages then
      raise exception 'A page is missing or not allowed: upload it again.' using errcode = '22023';
    end if;
  end if;

  -- Pages alone are an answer; its text then says so, for every screen that shows only text.
  recorded := public.submit_answer(
    submit_answer_pages.problem_id,
    case when trimmed = '' and n_pages > 0 then 'See the attached pages.' else content end
  );

  update public.answers a
  set idempotency_key = submit_answer_pages.idempotency_key,
      page_count = n_pages
  where a.id = recorded.id
  returning * into recorded;

  insert into public.answer_pages (answer_id, position, object_path, byte_size, content_type)
  select recorded.id, p.ord, o.name, (o.metadata ->> 'size')::integer, o.metadata ->> 'mimetype'
  from unnest(page_paths) with ordinality as p (path, ord)
  join storage.objects o on o.bucket_id = 'answer-pages' and o.name = p.path;

  return recorded;
end;
$$;
comment on function public.submit_answer_pages(uuid, text, uuid, text[]) is
  'Submits an answer with up to 6 uploaded page images (object paths under {student}/{key}/). A retry with the same idempotency key returns the first answer.';

revoke all on function public.submit_answer_pages(uuid, text, uuid, text[]) from public, anon;
grant execute on function public.submit_answer_pages(uuid, text, uuid, text[]) to authenticated, service_role;

-- Whether the problem takes pages (no answer key): the answer form asks before offering them.
create or replace function public.problem_takes_pages(problem_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select authz.can_see_problem(problem_takes_pages.problem_id)
    and not exists (
      select 1 from private.problem_answer_keys k where k.problem_id = problem_takes_pages.problem_id
    )
$$;
comment on function public.problem_takes_pages(uuid) is
  'True when the caller may see the problem and it has no answer key (a proof): answers may carry pages.';
revoke all on function public.problem_takes_pages(uuid) from public;
grant execute on function public.problem_takes_pages(uuid) to anon, authenticated, service_role;

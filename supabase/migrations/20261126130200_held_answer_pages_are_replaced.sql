-- Results at the end (decision 0063): a new answer with pages replaces a held answer, and its
-- pages replace the held answer's pages.

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

  -- A held answer (results at the end, decision 0063) is replaced by the new one: its earlier
  -- pages give way to these.
  if recorded.sealed_until is not null then
    delete from public.answer_pages ap where ap.answer_id = recorded.id;
  end if;

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

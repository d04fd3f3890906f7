-- Proofs on paper (issue 20, decisions 0047 and 0048): pages with an answer (the private
-- answer-pages bucket, its storage policies, submit_answer_pages with an idempotency key) and
-- a grader's notes placed on the pages (answer_notes, grade_answer_with_notes). The answers
-- columns idempotency_key and page_count are in 09_answers_and_grading.sql.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

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

create table public.answer_notes (
  answer_id uuid not null references public.answers (id) on delete cascade,
  number smallint not null check (number between 1 and 50),
  page smallint not null check (page between 1 and 6),
  x real not null check (x >= 0 and x <= 1),
  y real not null check (y >= 0 and y <= 1),
  body text not null
    constraint answer_notes_body_not_blank check (body ~ '[^[:space:]]')
    constraint answer_notes_body_length check (char_length(body) <= 500),
  marks smallint check (marks between -100 and 100),
  primary key (answer_id, number)
);
comment on table public.answer_notes is
  'A grader''s numbered notes on an answer''s pages: page 1..6, x and y as fractions of the page, a short LaTeX text, optional marks. Written only by grade_answer_with_notes.';

alter table public.answer_notes enable row level security;
-- The answers subquery runs under the answers policies: the student's own answers, or staff.
create policy "answer_notes: approved staff, and the student once graded"
  on public.answer_notes for select to authenticated
  using (
    exists (
      select 1 from public.answers a
      where a.id = answer_id and (a.status <> 'submitted' or (select authz.is_approved_staff()))
    )
  );
revoke all on public.answer_notes from public, anon, authenticated;
grant select on public.answer_notes to authenticated;
grant all on public.answer_notes to service_role;


create or replace function private.answer_notes_json(target uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('number', n.number, 'page', n.page, 'x', n.x, 'y', n.y,
      'body', n.body, 'marks', n.marks) order by n.number),
    '[]'::jsonb)
  from public.answer_notes n where n.answer_id = target
$$;

create or replace function public.grade_answer_with_notes(
  answer_id uuid,
  notes jsonb,
  marks integer default null,
  feedback text default null,
  expected_version integer default null
)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := grade_answer_with_notes.answer_id;
  pages integer;
  full_marks integer;
  note jsonb;
  note_count integer;
  note_sum integer;
  any_marks boolean;
  total integer := grade_answer_with_notes.marks;
  before_notes jsonb;
  after_notes jsonb;
  history_id bigint;
  graded public.answers;
begin
  if auth.uid() is null or not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.'
      using errcode = '42501';
  end if;
  select a.page_count, pr.marks into pages, full_marks
  from public.answers a join public.problems pr on pr.id = a.problem_id
  where a.id = target;
  if not found then
    raise exception 'Answer not found.' using errcode = 'PT404';
  end if;

  if jsonb_typeof(coalesce(notes, '[]'::jsonb)) <> 'array' then
    raise exception 'Notes must be a list.' using errcode = '22023';
  end if;
  note_count := jsonb_array_length(coalesce(notes, '[]'::jsonb));
  if note_count > 50 then
    raise exception 'At most 50 notes go on one answer.' using errcode = '22023';
  end if;
  for note in select value from jsonb_array_elements(coalesce(notes, '[]'::jsonb)) loop
    if coalesce(jsonb_typeof(note), '') <> 'object'
      or coalesce(jsonb_typeof(note -> 'page'), '') <> 'number' or coalesce(jsonb_typeof(note -> 'x'), '') <> 'number'
      or coalesce(jsonb_typeof(note -> 'y'), '') <> 'number' or coalesce(jsonb_typeof(note -> 'body'), '') <> 'string'
      or (note ? 'marks' and jsonb_typeof(note -> 'marks') not in ('number', 'null')) then
      raise exception 'Each note needs a page, a position and a text.' using errcode = '22023';
    end if;
    if (note ->> 'page')::numeric not between 1 and greatest(pages, 0)
      or (note ->> 'page')::numeric <> trunc((note ->> 'page')::numeric) then
      raise exception 'A note is on a page this answer does not have.' using errcode = '22023';
    end if;
    if (note ->> 'x')::numeric not between 0 and 1 or (note ->> 'y')::numeric not between 0 and 1 then
      raise exception 'A note is outside its page.' using errcode = '22023';
    end if;
    if btrim(note ->> 'body') = '' or char_length(btrim(note ->> 'body')) > 500 then
      raise exception 'Each note needs a text of at most 500 characters.' using errcode = '22023';
    end if;
    if note ->> 'marks' is not null and (
      (note ->> 'marks')::numeric <> trunc((note ->> 'marks')::numeric)
      or (note ->> 'marks')::numeric not between -100 and 100) then
      raise exception 'A note''s marks must be a whole number from -100 to 100.' using errcode = '22023';
    end if;
  end loop;

  select coalesce(sum((n.value ->> 'marks')::integer), 0), bool_or(n.value ->> 'marks' is not null)
  into note_sum, any_marks
  from jsonb_array_elements(coalesce(notes, '[]'::jsonb)) as n;
  if total is null then
    if not coalesce(any_marks, false) then
      raise exception 'Give the marks, or marks on the notes.' using errcode = '22023';
    end if;
    if note_sum < 0 or note_sum > full_marks then
      raise exception 'The notes add up to %, outside 0 to %: set the marks yourself.', note_sum, full_marks
        using errcode = '22023';
    end if;
    total := note_sum;
  end if;

  before_notes := private.answer_notes_json(target);
  -- The grade itself (rules, locks, version check, history row when the grade changes).
  graded := private.apply_grade(target, total, feedback, expected_version);

  delete from public.answer_notes n where n.answer_id = target;
  insert into public.answer_notes (answer_id, number, page, x, y, body, marks)
  select target, n.ord, (n.value ->> 'page')::smallint, (n.value ->> 'x')::real,
    (n.value ->> 'y')::real, btrim(n.value ->> 'body'), (n.value ->> 'marks')::smallint
  from jsonb_array_elements(coalesce(notes, '[]'::jsonb)) with ordinality as n (value, ord);
  after_notes := private.answer_notes_json(target);

  -- The history row this grade wrote (the answer is locked, so it is this transaction's).
  select h.id into history_id from public.answer_grade_history h
  where h.answer_id = target and h.changed_at >= now()
  order by h.id desc limit 1;
  if history_id is not null then
    update public.answer_grade_history h
    set previous_notes = before_notes, new_notes = after_notes
    where h.id = history_id;
  elsif before_notes is distinct from after_notes then
    -- Only the notes changed: a new version (a stale save elsewhere is refused) and a history row.
    update public.answers a set grade_version = a.grade_version + 1 where a.id = target
    returning * into graded;
    insert into public.answer_grade_history (
      answer_id, changed_by, reason, previous_status, previous_marks, previous_feedback,
      previous_graded_by, previous_graded_at, new_status, new_marks, new_feedback,
      previous_notes, new_notes
    ) values (
      target, auth.uid(), 'grade', graded.status, graded.marks_awarded, graded.feedback,
      graded.graded_by, graded.graded_at, graded.status, graded.marks_awarded, graded.feedback,
      before_notes, after_notes
    );
  end if;
  return graded;
end;
$$;
comment on function public.grade_answer_with_notes(uuid, jsonb, integer, text, integer) is
  'Grades an answer and replaces its notes in one transaction: notes [{page, x, y, body, marks?}] (x, y fractions of the page); marks null means the notes'' sum. Same rules and version check as grade_answer.';

revoke all on function private.answer_notes_json(uuid) from public, anon, authenticated;
revoke all on function public.grade_answer_with_notes(uuid, jsonb, integer, text, integer) from public, anon;
grant execute on function public.grade_answer_with_notes(uuid, jsonb, integer, text, integer)
  to authenticated, service_role;

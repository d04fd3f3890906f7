-- Notes and handouts (issue 23, decision 0056): notes with problem blocks, their revisions and
-- each reader's progress. Part of supabase/schemas (docs/architecture.md, "The schema"): the
-- current definition.

-- Notes and handouts (issue 23, decision 0056): Markdown lessons with problem blocks, written by
-- approved staff (drafts seen only by their author and admins), their revisions written by a
-- trigger, and each reader's progress (opened, read; problems solved come from the answers).
-- A problem block is a fenced code block of language `problem` holding one problem id:
--   ```problem
--   4d5e…-…
--   ```
-- The ids are kept in notes.problem_ids (generated from the body); the problems themselves are
-- read through the problems policies, so a hidden or contest-locked problem stays hidden.

-- ---------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------

-- The problem ids of a body's problem blocks, in order, without repeats.
create or replace function authz.note_problem_ids(body text)
returns uuid[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(id order by first_at), '{}')
  from (
    select m.id::uuid as id, min(m.at) as first_at
    from (
      select lower(r.match[1]) as id, r.at
      from pg_catalog.regexp_matches(
        note_problem_ids.body,
        '^```problem[ \t]*\n[ \t]*([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})[ \t]*\n```[ \t]*$',
        'gn'
      ) with ordinality as r(match, at)
    ) m
    group by m.id
  ) ids
$$;
comment on function authz.note_problem_ids(text) is
  'The problem ids of a note body''s problem blocks (```problem / <id> / ```), in order of first appearance.';

create table public.notes (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  summary text not null default '',
  body text not null default '',
  topic text not null,
  level text not null,
  status text not null default 'draft',
  author_id uuid default auth.uid() references public.public_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  problem_ids uuid[] generated always as (authz.note_problem_ids(body)) stored,
  word_count integer generated always as (
    coalesce(pg_catalog.array_length(pg_catalog.regexp_split_to_array(pg_catalog.btrim(body), '\s+'), 1), 0)
  ) stored,
  constraint notes_title_length check (char_length(title) <= 200),
  constraint notes_title_not_blank check (btrim(title) <> ''),
  constraint notes_summary_length check (char_length(summary) <= 500),
  constraint notes_body_length check (char_length(body) <= 40000),
  constraint notes_topic_check check (topic in ('Combinatorics', 'Geometry', 'Number Theory', 'Algebra')),
  constraint notes_level_check check (level in ('Juniors', 'Seniors', 'PAMO', 'IMO')),
  constraint notes_status_check check (status in ('draft', 'published')),
  constraint notes_problem_count check (coalesce(array_length(problem_ids, 1), 0) <= 30)
);
comment on table public.notes is
  'Notes and handouts (issue 23): Markdown with LaTeX and problem blocks. Published notes are read by everyone, drafts by their author and admins; approved staff write their own, admins any.';
comment on column public.notes.problem_ids is 'The problems embedded by ```problem blocks, in order (generated from the body).';
comment on column public.notes.word_count is 'Words in the body, for the reading time (generated).';
create index notes_published_idx on public.notes (published_at desc) where status = 'published';
create index notes_author_idx on public.notes (author_id);
create index notes_problem_ids_idx on public.notes using gin (problem_ids);

create table public.note_revisions (
  id bigint generated always as identity primary key,
  note_id uuid not null references public.notes (id) on delete cascade,
  revision integer not null,
  title text not null,
  summary text not null,
  body text not null,
  topic text not null,
  level text not null,
  status text not null,
  edited_by uuid references public.public_profiles (id) on delete set null,
  edited_at timestamptz not null default now(),
  restored_from integer,
  constraint note_revisions_number unique (note_id, revision)
);
comment on table public.note_revisions is
  'Every saved state of a note: who (edited_by), when (edited_at), what (the fields); restored_from names the revision a restore copied. Written only by the notes trigger; read by whoever may edit the note.';
create index note_revisions_edited_by_idx on public.note_revisions (edited_by);

create table public.note_reads (
  user_id uuid not null references public.public_profiles (id) on delete cascade,
  note_id uuid not null references public.notes (id) on delete cascade,
  opened_at timestamptz not null default now(),
  read_at timestamptz,
  primary key (user_id, note_id)
);
comment on table public.note_reads is
  'A reader''s progress through a note: first opened, marked read. Written only through record_note_reading (database time).';
create index note_reads_note_idx on public.note_reads (note_id);

alter table public.notes enable row level security;
alter table public.note_revisions enable row level security;
alter table public.note_reads enable row level security;

-- ---------------------------------------------------------------------------
-- triggers
-- ---------------------------------------------------------------------------

-- Keeps the fields nobody writes (author, times) and checks the problem blocks: each names a
-- problem that exists and that the writer may see, so a note never points at nothing.
create or replace function private.prepare_note()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  missing uuid;
begin
  if tg_op = 'UPDATE' then
    new.author_id := old.author_id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  new.published_at := case
    when new.status <> 'published' then null
    when tg_op = 'UPDATE' and old.status = 'published' then old.published_at
    else now()
  end;
  -- The bounds of the check constraints, as sentences a form shows.
  if btrim(coalesce(new.title, '')) = '' then
    raise exception 'A note needs a title.' using errcode = '22023';
  elsif char_length(new.title) > 200 then
    raise exception 'Use at most 200 characters for the title.' using errcode = '22023';
  elsif char_length(new.summary) > 500 then
    raise exception 'Use at most 500 characters for the summary.' using errcode = '22023';
  elsif char_length(new.body) > 40000 then
    raise exception 'Use at most 40,000 characters for the note.' using errcode = '22023';
  elsif new.topic is null or new.topic not in ('Combinatorics', 'Geometry', 'Number Theory', 'Algebra') then
    raise exception 'Choose one of the topics: Combinatorics, Geometry, Number Theory or Algebra.' using errcode = '22023';
  elsif new.level is null or new.level not in ('Juniors', 'Seniors', 'PAMO', 'IMO') then
    raise exception 'Choose one of the levels: Juniors, Seniors, PAMO or IMO.' using errcode = '22023';
  elsif new.status is null or new.status not in ('draft', 'published') then
    raise exception 'A note is a draft or published.' using errcode = '22023';
  end if;
  if coalesce(array_length(authz.note_problem_ids(new.body), 1), 0) > 30 then
    raise exception 'A note embeds at most 30 problems.' using errcode = '22023';
  end if;
  select id into missing
  from unnest(authz.note_problem_ids(new.body)) as id
  where not authz.can_see_problem(id)
  limit 1;
  if missing is not null then
    raise exception 'A problem block names a problem that does not exist or that you cannot see (%).', missing
      using errcode = '22023';
  end if;
  return new;
end;
$$;
comment on function private.prepare_note() is
  'Before a note is written: author and creation time unchanged, updated_at and published_at from the database clock, problem blocks checked.';

-- Writes the revision: the note's new state, who saved it and when (and which revision a
-- restore copied, from the transaction setting notes.restored_from).
create or replace function private.record_note_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and (new.title, new.summary, new.body, new.topic, new.level, new.status)
      is not distinct from (old.title, old.summary, old.body, old.topic, old.level, old.status)
  then
    return null;
  end if;
  insert into public.note_revisions
    (note_id, revision, title, summary, body, topic, level, status, edited_by, restored_from)
  values (
    new.id,
    coalesce((select max(r.revision) from public.note_revisions r where r.note_id = new.id), 0) + 1,
    new.title, new.summary, new.body, new.topic, new.level, new.status,
    auth.uid(),
    nullif(current_setting('notes.restored_from', true), '')::integer
  );
  return null;
end;
$$;
comment on function private.record_note_revision() is
  'After a note is created or changed: its new state as the next revision, with who and when.';

create trigger prepare_note before insert or update on public.notes
  for each row execute function private.prepare_note();
create trigger record_note_revision after insert or update on public.notes
  for each row execute function private.record_note_revision();

-- ---------------------------------------------------------------------------
-- policies
-- ---------------------------------------------------------------------------

create policy "notes: visitors read published notes"
  on public.notes for select to anon
  using (status = 'published');

create policy "notes: users read published notes, their own drafts and (as admins) all"
  on public.notes for select to authenticated
  using (
    status = 'published'
    or author_id = (select auth.uid())
    or (select authz.is_approved_admin())
  );

create policy "notes: approved staff create notes as themselves"
  on public.notes for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (select authz.is_approved_staff())
    and (select authz.account_is_active())
  );

create policy "notes: authors (approved staff) and approved admins update"
  on public.notes for update to authenticated
  using (
    ((author_id = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))
    and (select authz.account_is_active())
  )
  with check (
    ((author_id = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))
    and (select authz.account_is_active())
  );

create policy "notes: authors (approved staff) and approved admins delete"
  on public.notes for delete to authenticated
  using (
    ((author_id = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))
    and (select authz.account_is_active())
  );

-- Revisions are read by whoever may edit their note.
create policy "note_revisions: the note's author (approved staff) and approved admins read"
  on public.note_revisions for select to authenticated
  using (
    exists (
      select 1 from public.notes n
      where n.id = note_id
        and ((n.author_id = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))
    )
  );

create policy "note_reads: readers read their own progress"
  on public.note_reads for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.notes, public.note_revisions, public.note_reads from public, anon, authenticated;
grant select on public.notes to anon, authenticated;
grant insert (title, summary, body, topic, level, status) on public.notes to authenticated;
grant update (title, summary, body, topic, level, status) on public.notes to authenticated;
grant delete on public.notes to authenticated;
grant select on public.note_revisions, public.note_reads to authenticated;
grant all on public.notes, public.note_revisions, public.note_reads to service_role;

revoke all on function authz.note_problem_ids(text) from public;
grant execute on function authz.note_problem_ids(text) to anon, authenticated, service_role;
revoke all on function private.prepare_note() from public;
revoke all on function private.record_note_revision() from public;

-- ---------------------------------------------------------------------------
-- functions
-- ---------------------------------------------------------------------------

-- Restores a revision: the note takes its fields again, which writes a new revision (with
-- restored_from). Runs as the caller: the revisions and notes policies decide.
create or replace function public.restore_note_revision(revision_id bigint)
returns public.notes
language plpgsql
set search_path = ''
as $$
declare
  source public.note_revisions;
  restored public.notes;
begin
  select * into source from public.note_revisions r where r.id = restore_note_revision.revision_id;
  if not found then
    raise exception 'That revision does not exist, or you may not restore it.' using errcode = 'PT404';
  end if;
  perform set_config('notes.restored_from', source.revision::text, true);
  update public.notes n
  set title = source.title, summary = source.summary, body = source.body,
      topic = source.topic, level = source.level, status = source.status
  where n.id = source.note_id
  returning * into restored;
  perform set_config('notes.restored_from', '', true);
  if restored.id is null then
    raise exception 'Only the note''s author or an admin restores a revision.' using errcode = '42501';
  end if;
  return restored;
end;
$$;
comment on function public.restore_note_revision(bigint) is
  'Gives a note the fields of one of its revisions again (a new revision records the restore); its author (approved staff) or an approved admin.';

-- Records that the caller opened a note (finished = false) or read it to the end (true), with
-- the database clock. Any signed-in active account, on a note it may read.
create or replace function public.record_note_reading(note_id uuid, finished boolean default false)
returns public.note_reads
language plpgsql
security definer
set search_path = ''
as $$
declare
  reader uuid := auth.uid();
  saved public.note_reads;
begin
  if reader is null or not authz.account_is_active() then
    raise exception 'Please log in to keep your progress.' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.notes n
    where n.id = record_note_reading.note_id
      and (n.status = 'published' or n.author_id = reader or authz.is_approved_admin())
  ) then
    raise exception 'Note not found.' using errcode = 'PT404';
  end if;
  insert into public.note_reads as r (user_id, note_id, opened_at, read_at)
  values (reader, record_note_reading.note_id, now(), case when finished then now() end)
  on conflict on constraint note_reads_pkey do update
    set read_at = case when finished then coalesce(r.read_at, now()) else r.read_at end
  returning * into saved;
  return saved;
end;
$$;
comment on function public.record_note_reading(uuid, boolean) is
  'Records that the signed-in reader opened a note they may read, or (finished) read it, with the database time.';

-- The caller's progress through notes: opened, read, and of the problems in each note that they
-- may see, how many they solved (full marks). Runs as the caller: every policy applies.
create or replace function public.my_note_progress(note_ids uuid[] default null)
returns table (
  note_id uuid,
  title text,
  opened_at timestamptz,
  read_at timestamptz,
  problems integer,
  solved integer,
  complete boolean
)
language sql
stable
set search_path = ''
as $$
  with mine as (select * from authz.my_problem_progress()),
  chosen as (
    select n.id, n.title, r.opened_at, r.read_at, n.problem_ids
    from public.notes n
    left join public.note_reads r on r.note_id = n.id and r.user_id = (select auth.uid())
    where (my_note_progress.note_ids is null and r.user_id is not null)
       or n.id = any (my_note_progress.note_ids)
  ),
  counted as (
    select n.id,
      count(p.id)::integer as problems,
      count(p.id) filter (where m.best_marks >= p.marks)::integer as solved
    from chosen n
    left join public.problems p on p.id = any (n.problem_ids)
    left join mine m on m.problem_id = p.id
    group by n.id
  )
  select n.id, n.title, n.opened_at, n.read_at, c.problems, c.solved,
    (n.read_at is not null and c.solved = c.problems) as complete
  from chosen n join counted c on c.id = n.id
  where auth.uid() is not null
  order by n.opened_at desc nulls last
$$;
comment on function public.my_note_progress(uuid[]) is
  'The signed-in reader''s progress: for the given notes, or (null) every note they opened: opened, read, problems they may see and solved of them, complete.';

revoke all on function public.restore_note_revision(bigint) from public, anon;
revoke all on function public.record_note_reading(uuid, boolean) from public, anon;
revoke all on function public.my_note_progress(uuid[]) from public, anon;
grant execute on function public.restore_note_revision(bigint) to authenticated, service_role;
grant execute on function public.record_note_reading(uuid, boolean) to authenticated, service_role;
grant execute on function public.my_note_progress(uuid[]) to authenticated, service_role;

-- Marks on the page (issue 20 point 3, decision 0048): a grader places numbered notes at points
-- of an answer's pages, each a short LaTeX text with optional marks. Positions are fractions of
-- the page's width and height (0..1), so a note lands on the same spot at any width.
-- * public.answer_notes: read by approved staff, and by the answer's student once it is graded;
--   written only by grade_answer_with_notes.
-- * grade_answer_with_notes: the notes and the grade in one transaction, through
--   private.apply_grade (same rules, version check and history); a change of the notes alone
--   also bumps grade_version, and the history keeps the notes before and after.

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

alter table public.answer_grade_history
  add column previous_notes jsonb,
  add column new_notes jsonb;
comment on column public.answer_grade_history.new_notes is
  'The notes after this change, when grade_answer_with_notes made it (null otherwise).';

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

-- Issue 13 (grading and authoring) and issue 10 item 3 (answer limits), on top of the
-- second-wave foundation (20261123000100):
-- * partial marks with feedback: grade_answer(answer_id, marks, feedback, expected_version),
--   status 'partial' for marks strictly between 0 and full, a grade version that a second
--   grader's stale save is refused on, and a grade history graders read and students do not;
-- * one set-based score rule kept by statement-level triggers, so a regrade of thousands of
--   answers recomputes each concerned student once;
-- * problems written through save_problem (problem, key, attachment path, later solution and
--   hints in one transaction); a key or marks change regrades the key-graded answers and
--   leaves manual grades alone; a problem that has answers cannot be deleted (hide it);
-- * answers limited per client address as well as per account, and at most 10 wrong
--   key-graded answers per student per problem (decision 0019).

-- ---------------------------------------------------------------------------
-- answers: partial status, grade version, history
-- ---------------------------------------------------------------------------

alter table public.answers drop constraint answers_status_check;
alter table public.answers
  add constraint answers_status_check check (status in ('submitted', 'correct', 'incorrect', 'partial'));

alter table public.answers
  add column grade_version integer not null default 0 check (grade_version >= 0);
comment on column public.answers.grade_version is
  'Goes up by one on every change of status, marks or feedback; grade_answer refuses a save made against an older version.';

-- Every change of a grade bumps the version a grader's save is checked against.
create or replace function private.answers_bump_grade_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.status, new.marks_awarded, new.feedback) is distinct from (old.status, old.marks_awarded, old.feedback) then
    new.grade_version := old.grade_version + 1;
  end if;
  return new;
end;
$$;

-- Named to sort after answers_fill_marks (triggers of one event fire in name order), so the
-- version compares the final marks.
create trigger answers_zz_bump_grade_version
  before update on public.answers
  for each row execute function private.answers_bump_grade_version();

create table public.answer_grade_history (
  id bigint generated always as identity primary key,
  answer_id uuid not null references public.answers (id) on delete cascade,
  changed_at timestamptz not null default clock_timestamp(),
  changed_by uuid references public.profiles (id) on delete set null,
  reason text not null check (reason in ('grade', 'regrade')),
  previous_status text not null,
  previous_marks integer,
  previous_feedback text,
  -- Not a foreign key: an audit record keeps the id, and a regrade of thousands of answers
  -- does not pay a check per row for it.
  previous_graded_by uuid,
  previous_graded_at timestamptz,
  new_status text not null,
  new_marks integer,
  new_feedback text
);
comment on table public.answer_grade_history is
  'Every change of an answer''s grade: who (null for the system), when, why (a grader''s grade, or a regrade after a key or marks change) and the grade before and after. Approved staff read it; students never do.';
create index answer_grade_history_answer_idx on public.answer_grade_history (answer_id, changed_at desc);
create index answer_grade_history_changed_by_idx on public.answer_grade_history (changed_by);

alter table public.answer_grade_history enable row level security;
create policy "answer_grade_history: approved staff read"
  on public.answer_grade_history for select to authenticated
  using ((select authz.is_approved_staff()));
revoke all on public.answer_grade_history from public, anon, authenticated;
grant select on public.answer_grade_history to authenticated;
grant all on public.answer_grade_history to service_role;

-- One statement-level insert per UPDATE: a regrade of thousands of answers writes its history
-- in one go.
create or replace function private.answers_record_grade_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select p.id from public.profiles p where p.id = auth.uid());
  why text := case when current_setting('private.grade_reason', true) = 'regrade' then 'regrade' else 'grade' end;
begin
  insert into public.answer_grade_history (
    answer_id, changed_by, reason, previous_status, previous_marks, previous_feedback,
    previous_graded_by, previous_graded_at, new_status, new_marks, new_feedback
  )
  select n.id, actor, why, o.status, o.marks_awarded, o.feedback, o.graded_by, o.graded_at,
    n.status, n.marks_awarded, n.feedback
  from old_rows o
  join new_rows n on n.id = o.id
  where (o.status, o.marks_awarded, o.feedback) is distinct from (n.status, n.marks_awarded, n.feedback);
  return null;
end;
$$;

create trigger answers_record_grade_changes
  after update on public.answers
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.answers_record_grade_changes();

-- ---------------------------------------------------------------------------
-- scores: one set-based rule, recomputed once per concerned student per statement
-- ---------------------------------------------------------------------------

-- score = sum over problems of the best marks, problems_solved = problems with full marks.
-- Profiles are locked in id order, the order every writer of answers takes them in.
create or replace function private.recompute_scores(student_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(student_ids), 0) = 0 then
    return;
  end if;
  perform 1 from public.profiles p where p.id = any (student_ids) order by p.id for update;

  update public.profiles p
  set score = totals.total_marks, problems_solved = totals.full_count
  from (
    select s.id,
      coalesce(sum(best.marks), 0)::integer as total_marks,
      (count(*) filter (where best.marks >= best.full_marks))::integer as full_count
    from (select distinct unnest(student_ids) as id) as s
    left join lateral (
      select max(a.marks_awarded) as marks, max(pr.marks) as full_marks
      from public.answers a
      join public.problems pr on pr.id = a.problem_id
      where a.user_id = s.id and a.marks_awarded is not null
      group by a.problem_id
    ) as best on true
    group by s.id
  ) as totals
  where p.id = totals.id
    and (p.score, p.problems_solved) is distinct from (totals.total_marks, totals.full_count);
end;
$$;
comment on function private.recompute_scores(uuid[]) is
  'Sets score (sum of best marks per problem) and problems_solved (problems with full marks) of the given students.';

create or replace function private.recompute_student_score(student_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.recompute_scores(array[student_id])
$$;

drop trigger answers_keep_scores on public.answers;

create or replace function private.answers_scores_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.recompute_scores(array(
    select distinct n.user_id from new_rows n where n.marks_awarded is not null order by 1
  ));
  return null;
end;
$$;

create or replace function private.answers_scores_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A regrade moves the scores itself, by the difference on its one problem.
  if current_setting('private.scores_moved_by_regrade', true) = 'on' then
    return null;
  end if;
  -- Only students whose answers changed in a way that can move a score.
  perform private.recompute_scores(array(
    select distinct changed.user_id
    from old_rows o
    join new_rows n on n.id = o.id
    cross join lateral (values (o.user_id), (n.user_id)) as changed (user_id)
    where (o.marks_awarded, o.status, o.problem_id, o.user_id)
      is distinct from (n.marks_awarded, n.status, n.problem_id, n.user_id)
    order by 1
  ));
  return null;
end;
$$;

create or replace function private.answers_scores_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.recompute_scores(array(
    select distinct o.user_id from old_rows o where o.marks_awarded is not null order by 1
  ));
  return null;
end;
$$;

create trigger answers_scores_after_insert
  after insert on public.answers
  referencing new table as new_rows
  for each statement execute function private.answers_scores_after_insert();
create trigger answers_scores_after_update
  after update on public.answers
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.answers_scores_after_update();
create trigger answers_scores_after_delete
  after delete on public.answers
  referencing old table as old_rows
  for each statement execute function private.answers_scores_after_delete();

-- ---------------------------------------------------------------------------
-- regrading after a key or marks change
-- ---------------------------------------------------------------------------

-- The status that marks out of full_marks show as.
create or replace function private.status_for_marks(marks integer, full_marks integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when marks is null then 'submitted'
    when marks >= full_marks then 'correct'
    when marks <= 0 then 'incorrect'
    else 'partial'
  end
$$;

-- Regrades every answer of a problem against its current key and marks and returns how many
-- answers changed. Answers the key graded (and answers still waiting) follow the key: without a
-- key they wait for a grader again. A grader's grade is never overwritten: full marks follow
-- the problem's marks, other marks are capped at them. Each distinct answer text is checked
-- once; only the students whose answers changed are locked, and their scores move by the change
-- of their best marks on this problem (the same rule as recompute_scores, problem by problem).
create or replace function private.regrade_problem(target uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_marks integer;
  answer_ids uuid[];
  old_statuses text[];
  old_marks integer[];
  new_statuses text[];
  new_marks integer[];
  new_autos boolean[];
  students uuid[];
  old_best integer[];
  old_solved boolean[];
  changed integer;
begin
  select pr.marks into full_marks from public.problems pr where pr.id = target;
  if not found then
    return 0;
  end if;

  with key_governed as (
    select distinct a.content from public.answers a
    where a.problem_id = target and (a.auto_graded or a.status = 'submitted')
  ),
  verdicts as (
    select k.content, private.verdict_from_key(target, k.content) as verdict from key_governed k
  ),
  planned as (
    select a.id, a.user_id, a.status as old_status, a.marks_awarded as old_marks, a.auto_graded as old_auto,
      case
        when a.auto_graded or a.status = 'submitted' then coalesce(v.verdict, 'submitted')
        else private.status_for_marks(
          case when a.status = 'correct' then full_marks else least(a.marks_awarded, full_marks) end, full_marks)
      end as new_status,
      case
        when a.auto_graded or a.status = 'submitted' then
          case v.verdict when 'correct' then full_marks when 'incorrect' then 0 end
        when a.status = 'correct' then full_marks
        else least(a.marks_awarded, full_marks)
      end as new_marks,
      case when a.auto_graded or a.status = 'submitted' then v.verdict is not null else false end as new_auto
    from public.answers a
    left join verdicts v on v.content = a.content and (a.auto_graded or a.status = 'submitted')
    where a.problem_id = target
  )
  select array_agg(p.id), array_agg(p.old_status), array_agg(p.old_marks), array_agg(p.new_status),
    array_agg(p.new_marks), array_agg(p.new_auto), array_agg(distinct p.user_id)
  into answer_ids, old_statuses, old_marks, new_statuses, new_marks, new_autos, students
  from planned p
  where (p.old_status, p.old_marks, p.old_auto) is distinct from (p.new_status, p.new_marks, p.new_auto);

  if answer_ids is null then
    return 0;
  end if;

  -- Profiles before answers, in id order: the lock order of submit_answer and grade_answer.
  -- Once they are locked nobody else moves these students' scores until commit, so the scores
  -- can move by the difference of their best marks on this one problem.
  perform 1 from public.profiles p where p.id = any (students) order by p.id for update;
  select array_agg(b.user_id order by b.user_id), array_agg(b.best order by b.user_id),
    array_agg(b.solved order by b.user_id)
  into students, old_best, old_solved
  from (
    select a.user_id, max(a.marks_awarded) as best, coalesce(bool_or(a.status = 'correct'), false) as solved
    from public.answers a
    where a.problem_id = target and a.user_id = any (students)
    group by a.user_id
  ) as b;

  perform set_config('private.grade_reason', 'regrade', true);
  perform set_config('private.scores_moved_by_regrade', 'on', true);
  -- An answer a grader changed meanwhile no longer matches its planned old grade: it is left alone.
  update public.answers a
  set status = u.new_status,
      marks_awarded = u.new_marks,
      auto_graded = u.new_auto,
      graded_by = case when u.new_auto or u.new_status = 'submitted' then null else a.graded_by end,
      graded_at = case
        when u.new_status = 'submitted' then null
        when u.new_auto then clock_timestamp()
        else a.graded_at
      end
  from unnest(answer_ids, old_statuses, old_marks, new_statuses, new_marks, new_autos)
    as u (id, old_status, old_marks, new_status, new_marks, new_auto)
  where a.id = u.id
    and a.status = u.old_status
    and a.marks_awarded is not distinct from u.old_marks;
  get diagnostics changed = row_count;
  perform set_config('private.grade_reason', '', true);
  perform set_config('private.scores_moved_by_regrade', '', true);

  -- Best marks on this problem before and after; the rest of each score is untouched.
  update public.profiles p
  set score = p.score + d.score_change, problems_solved = p.problems_solved + d.solved_change
  from (
    select o.user_id,
      coalesce(n.best, 0) - coalesce(o.best, 0) as score_change,
      coalesce(n.solved, false)::integer - o.solved::integer as solved_change
    from unnest(students, old_best, old_solved) as o (user_id, best, solved)
    left join (
      select a.user_id, max(a.marks_awarded) as best, bool_or(a.status = 'correct') as solved
      from public.answers a
      where a.problem_id = target and a.user_id = any (students)
      group by a.user_id
    ) as n on n.user_id = o.user_id
  ) as d
  where p.id = d.user_id and (d.score_change <> 0 or d.solved_change <> 0);
  return changed;
end;
$$;
comment on function private.regrade_problem(uuid) is
  'Regrades a problem''s key-graded and waiting answers by its key and adjusts manual marks to its marks; returns the number of answers changed.';

-- A direct change of a problem's marks (the update policy allows it) regrades too; save_problem
-- regrades once itself after writing marks and key together.
create or replace function private.on_problem_marks_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('private.saving_problem', true), '') <> 'on' then
    perform private.regrade_problem(new.id);
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------
-- answer keys
-- ---------------------------------------------------------------------------

-- Writes (or with an empty list removes) a key; true when the accepted answers changed.
create or replace function private.write_answer_key(target uuid, answers text[])
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleaned text[];
  previous text[];
begin
  select coalesce(array_agg(distinct btrim(entry) order by btrim(entry)), '{}') into cleaned
  from unnest(coalesce(write_answer_key.answers, '{}')) as entry
  where entry is not null and btrim(entry) <> '';

  if cardinality(cleaned) > 20 or exists (select 1 from unnest(cleaned) e where char_length(e) > 1000) then
    raise exception 'An answer key holds at most 20 answers of at most 1000 characters.' using errcode = '22023';
  end if;

  select coalesce(array(select e from unnest(k.answers) e order by e), '{}') into previous
  from private.problem_answer_keys k where k.problem_id = target;
  previous := coalesce(previous, '{}');

  if cardinality(cleaned) = 0 then
    delete from private.problem_answer_keys k where k.problem_id = target;
  else
    insert into private.problem_answer_keys as k (problem_id, answers)
    values (target, cleaned)
    on conflict on constraint problem_answer_keys_pkey
      do update set answers = excluded.answers, updated_at = now()
      where k.answers is distinct from excluded.answers;
  end if;
  return cleaned is distinct from previous;
end;
$$;

create or replace function private.can_edit_problem(author_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
    and ((author_id = auth.uid() and authz.is_approved_staff()) or authz.is_approved_admin())
$$;

create or replace function public.set_answer_key(problem_id uuid, answers text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  author_id uuid;
begin
  select pr.created_by into author_id from public.problems pr where pr.id = set_answer_key.problem_id for update;
  if not found then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;
  if not private.can_edit_problem(author_id) then
    raise exception 'Only the problem''s author or an approved admin can set its answer key.'
      using errcode = '42501';
  end if;
  if private.write_answer_key(set_answer_key.problem_id, set_answer_key.answers) then
    perform private.regrade_problem(set_answer_key.problem_id);
  end if;
end;
$$;
comment on function public.set_answer_key(uuid, text[]) is
  'Sets (or, with an empty array, removes) the accepted answers of a problem and regrades its key-graded answers; its author (approved staff) or an approved admin.';

create or replace function public.problem_answer_key(problem_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  author_id uuid;
  accepted text[];
begin
  select pr.created_by into author_id from public.problems pr where pr.id = problem_answer_key.problem_id;
  if not found then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;
  if not private.can_edit_problem(author_id) then
    raise exception 'Only the problem''s author or an approved admin can read its answer key.'
      using errcode = '42501';
  end if;
  select k.answers into accepted from private.problem_answer_keys k where k.problem_id = problem_answer_key.problem_id;
  return coalesce(accepted, '{}');
end;
$$;
comment on function public.problem_answer_key(uuid) is
  'The accepted answers of a problem, for its edit form; its author (approved staff) or an approved admin.';

-- ---------------------------------------------------------------------------
-- save_problem: problem, key, attachment path (and, later, solution and hints) in one transaction
-- ---------------------------------------------------------------------------

-- Replaced by the practice migration (official solution and hints).
create or replace function private.apply_problem_solution(problem_id uuid, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (coalesce(payload, '{}'::jsonb) ? 'solution' or coalesce(payload, '{}'::jsonb) ? 'hints') then
    return;
  end if;
  raise exception 'Solutions are not supported yet.' using errcode = '0A000';
end;
$$;

-- A text field of the payload: absent gives the fallback, anything but a string is refused.
create or replace function private.payload_text(payload jsonb, field text, fallback text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not payload ? field then
    return fallback;
  end if;
  if jsonb_typeof(payload -> field) = 'null' then
    return null;
  end if;
  if jsonb_typeof(payload -> field) <> 'string' then
    raise exception '% must be text.', field using errcode = '22023';
  end if;
  return payload ->> field;
end;
$$;

create or replace function public.save_problem(problem_id uuid, payload jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  existing public.problems;
  saved public.problems;
  unknown_field text;
  new_title text;
  new_body text;
  new_topic text;
  new_difficulty text;
  new_marks integer;
  new_public boolean;
  new_attachment text;
  key_entries text[];
  key_changed boolean := false;
  regraded integer := 0;
begin
  if actor is null or not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can create or edit problems.'
      using errcode = '42501';
  end if;
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The problem must be a JSON object.' using errcode = '22023';
  end if;
  select f into unknown_field from jsonb_object_keys(payload) as f
  where f not in ('title', 'body', 'topic', 'difficulty', 'marks', 'is_public', 'attachment_path',
    'answer_key', 'solution', 'hints')
  limit 1;
  if unknown_field is not null then
    raise exception 'Unknown field: %.', left(unknown_field, 60) using errcode = '22023';
  end if;

  if save_problem.problem_id is not null then
    select * into existing from public.problems pr where pr.id = save_problem.problem_id for update;
    if not found then
      raise exception 'Problem not found.' using errcode = 'P0002';
    end if;
    if not private.can_edit_problem(existing.created_by) then
      raise exception 'Only the problem''s author, an approved admin or the superadmin can edit it.'
        using errcode = '42501';
    end if;
  end if;

  new_title := btrim(private.payload_text(payload, 'title', existing.title), E' \t\r\n');
  new_body := private.payload_text(payload, 'body', existing.content ->> 'body');
  new_topic := private.payload_text(payload, 'topic', existing.topic);
  new_difficulty := private.payload_text(payload, 'difficulty', existing.difficulty);
  if coalesce(new_title, '') !~ '[^[:space:]]' or coalesce(new_body, '') !~ '[^[:space:]]'
    or coalesce(new_topic, '') = '' or coalesce(new_difficulty, '') = '' then
    raise exception 'All fields are required.' using errcode = '22023';
  end if;
  new_body := regexp_replace(new_body, '^[[:space:]]+|[[:space:]]+$', '', 'g');
  if char_length(new_title) > 200 then
    raise exception 'Use at most 200 characters for the title.' using errcode = '22023';
  end if;
  if char_length(new_body) > 20000 then
    raise exception 'The statement is too long: at most 20000 characters.' using errcode = '22023';
  end if;
  if new_topic not in ('Combinatorics', 'Geometry', 'Number Theory', 'Algebra') then
    raise exception 'Topic must be Combinatorics, Geometry, Number Theory or Algebra.' using errcode = '22023';
  end if;
  if new_difficulty not in ('Juniors', 'Seniors', 'PAMO', 'IMO') then
    raise exception 'Difficulty must be Juniors, Seniors, PAMO or IMO.' using errcode = '22023';
  end if;

  if payload ? 'marks' then
    if jsonb_typeof(payload -> 'marks') <> 'number' or (payload ->> 'marks')::numeric not between 1 and 100
      or (payload ->> 'marks')::numeric <> trunc((payload ->> 'marks')::numeric) then
      raise exception 'Marks must be a whole number from 1 to 100.' using errcode = '22023';
    end if;
    new_marks := ((payload ->> 'marks')::numeric)::integer;
  else
    new_marks := coalesce(existing.marks, 7);
  end if;

  if payload ? 'is_public' then
    if jsonb_typeof(payload -> 'is_public') <> 'boolean' then
      raise exception 'is_public must be true or false.' using errcode = '22023';
    end if;
    new_public := (payload ->> 'is_public')::boolean;
  else
    new_public := coalesce(existing.is_public, true);
  end if;

  new_attachment := private.payload_text(payload, 'attachment_path', existing.attachment_path);
  if new_attachment is not distinct from existing.attachment_path then
    null; -- unchanged: already checked when it was set
  elsif new_attachment is not null then
    -- The file must be one the author or the editor uploaded (their own folder) and exist.
    if split_part(new_attachment, '/', 1) not in (actor::text, coalesce(existing.created_by, actor)::text)
      or new_attachment ~ '(^|/)\.{0,2}(/|$)' or position(E'\\' in new_attachment) > 0
      or char_length(new_attachment) > 1024 then
      raise exception 'Attach a file you uploaded yourself.' using errcode = '42501';
    end if;
    if not exists (
      select 1 from storage.objects o where o.bucket_id = 'attachments' and o.name = new_attachment
    ) then
      raise exception 'The attachment was not found: upload it again.' using errcode = '22023';
    end if;
  end if;

  if payload ? 'answer_key' then
    if jsonb_typeof(payload -> 'answer_key') = 'null' then
      key_entries := '{}';
    elsif jsonb_typeof(payload -> 'answer_key') <> 'array'
      or exists (select 1 from jsonb_array_elements(payload -> 'answer_key') e where jsonb_typeof(e) <> 'string') then
      raise exception 'The answer key must be a list of answers.' using errcode = '22023';
    else
      key_entries := array(select jsonb_array_elements_text(payload -> 'answer_key'));
    end if;
  end if;

  -- save_problem regrades once below, after marks and key are both written.
  perform set_config('private.saving_problem', 'on', true);
  if save_problem.problem_id is null then
    insert into public.problems (title, content, topic, difficulty, marks, is_public, created_by, attachment_path)
    values (new_title, jsonb_build_object('body', new_body), new_topic, new_difficulty, new_marks, new_public,
      actor, new_attachment)
    returning * into saved;
  else
    update public.problems pr
    set title = new_title,
        content = jsonb_set(pr.content, '{body}', to_jsonb(new_body)),
        topic = new_topic,
        difficulty = new_difficulty,
        marks = new_marks,
        is_public = new_public,
        attachment_path = new_attachment
    where pr.id = save_problem.problem_id
    returning * into saved;
  end if;
  perform set_config('private.saving_problem', '', true);

  if key_entries is not null then
    key_changed := private.write_answer_key(saved.id, key_entries);
  end if;
  if existing.id is not null and (key_changed or existing.marks is distinct from saved.marks) then
    regraded := private.regrade_problem(saved.id);
  end if;

  perform private.apply_problem_solution(saved.id, payload);

  return jsonb_build_object('problem', to_jsonb(saved), 'regraded', regraded);
end;
$$;
comment on function public.save_problem(uuid, jsonb) is
  'Creates (problem_id null) or edits a problem with its answer key and attachment path in one transaction; a key or marks change regrades its key-graded answers. Returns {problem, regraded}.';

-- A problem answers refer to is hidden, not deleted (its answers carry students' scores).
create or replace function private.guard_problem_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
    and exists (select 1 from public.answers a where a.problem_id = old.id) then
    raise exception 'This problem has answers, so it cannot be deleted. Hide it instead.'
      using errcode = '23503';
  end if;
  return old;
end;
$$;

create trigger guard_problem_delete
  before delete on public.problems
  for each row execute function private.guard_problem_delete();

-- ---------------------------------------------------------------------------
-- grading
-- ---------------------------------------------------------------------------

-- The grade itself; grade_answer (marks) and the older grade_answer (status) both land here.
-- marks null sends the answer back to the queue.
create or replace function private.apply_grade(
  target uuid, marks integer, feedback text, expected_version integer
)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  grader_id uuid := auth.uid();
  current_answer public.answers;
  full_marks integer;
  clean_feedback text := nullif(regexp_replace(coalesce(feedback, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g'), '');
  grader_name text;
  graded public.answers;
begin
  if grader_id is null or not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.'
      using errcode = '42501';
  end if;

  select * into current_answer from public.answers a where a.id = target;
  if not found then
    raise exception 'Answer not found.' using errcode = 'P0002';
  end if;
  if current_answer.user_id = grader_id then
    raise exception 'You cannot grade your own answer.' using errcode = '42501';
  end if;

  select pr.marks into full_marks from public.problems pr where pr.id = current_answer.problem_id;
  if marks is not null and (marks < 0 or marks > full_marks) then
    raise exception 'Marks must be a whole number from 0 to %.', full_marks using errcode = '22023';
  end if;
  if char_length(clean_feedback) > 10000 then
    raise exception 'Feedback is too long: at most 10000 characters.' using errcode = '22023';
  end if;

  -- Profile first, then the answer: the lock order of submit_answer and the regrade.
  perform 1 from public.profiles p where p.id = current_answer.user_id for update;
  select * into current_answer from public.answers a where a.id = target for update;

  if expected_version is not null and current_answer.grade_version <> expected_version then
    select coalesce(nullif(btrim(p.full_name), ''), 'another grader') into grader_name
    from public.profiles p where p.id = current_answer.graded_by;
    raise exception '%', case
      when current_answer.status = 'submitted' then
        'This answer was sent back to the queue while you were grading it. Reload it to see the current state.'
      else format('This answer was graded by %s at %s UTC (%s/%s) while you were grading it. Reload it to see the current grade.',
        coalesce(grader_name, case when current_answer.auto_graded then 'the answer key' else 'another grader' end),
        to_char(current_answer.graded_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
        current_answer.marks_awarded, full_marks)
    end using errcode = 'PT409', hint = 'grade_version';
  end if;

  perform set_config('private.grade_reason', 'grade', true);
  update public.answers a
  set status = private.status_for_marks(apply_grade.marks, full_marks),
      marks_awarded = apply_grade.marks,
      feedback = case when apply_grade.marks is null then null else clean_feedback end,
      auto_graded = false,
      graded_by = case when apply_grade.marks is null then null else grader_id end,
      graded_at = case when apply_grade.marks is null then null else clock_timestamp() end
  where a.id = target
  returning * into graded;
  return graded;
end;
$$;

create or replace function public.grade_answer(
  answer_id uuid, marks integer, feedback text default null, expected_version integer default null
)
returns public.answers
language sql
security definer
set search_path = ''
as $$
  select * from private.apply_grade(answer_id, marks, feedback, expected_version)
$$;
comment on function public.grade_answer(uuid, integer, text, integer) is
  'Grades an answer with 0..problem marks and optional feedback (null marks: back to the queue); approved staff, never their own answer. With expected_version, refuses when the grade changed since the grader saw it.';

-- The first grading API (status only), kept for older callers: correct = full marks,
-- incorrect = 0, submitted = back to the queue; the feedback stays.
create or replace function public.grade_answer(answer_id uuid, status text)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_marks integer;
  kept_feedback text;
begin
  if grade_answer.status is null or grade_answer.status not in ('correct', 'incorrect', 'submitted') then
    if auth.uid() is null or not authz.is_approved_staff() then
      raise exception 'Only approved instructors, admins and the superadmin can grade answers.'
        using errcode = '42501';
    end if;
    raise exception 'Status must be correct, incorrect or submitted.' using errcode = '22023';
  end if;
  select pr.marks, a.feedback into full_marks, kept_feedback
  from public.answers a join public.problems pr on pr.id = a.problem_id
  where a.id = grade_answer.answer_id;
  return private.apply_grade(
    grade_answer.answer_id,
    case grade_answer.status when 'correct' then full_marks when 'incorrect' then 0 end,
    kept_feedback,
    null
  );
end;
$$;

-- The queue's problem filter: problems with answers waiting for a grader, and how many.
create or replace function public.grading_queue_problems()
returns table (problem_id uuid, title text, topic text, waiting integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not authz.is_approved_staff() then
    raise exception 'Only approved instructors, admins and the superadmin can grade answers.' using errcode = '42501';
  end if;
  return query
    select pr.id, pr.title, pr.topic, count(*)::integer
    from public.answers a
    join public.problems pr on pr.id = a.problem_id
    where a.status = 'submitted'
    group by pr.id
    order by pr.title, pr.id;
end;
$$;
comment on function public.grading_queue_problems() is
  'Problems with answers waiting for a grader and their number; approved staff only.';

-- ---------------------------------------------------------------------------
-- answer limits (issue 10 item 3, decision 0019)
-- ---------------------------------------------------------------------------

-- Identical in the gateway migration (the merge is clean): the first X-Forwarded-For entry of
-- the request, as hosted Supabase passes it to the database.
create or replace function private.client_address() returns text language sql stable set search_path = '' as $$
  select nullif(btrim(split_part(coalesce(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ''), ',', 1)), '')
$$;

create table private.answer_origins (
  answer_id uuid primary key references public.answers (id) on delete cascade,
  client_address text not null check (char_length(client_address) <= 100),
  submitted_at timestamptz not null default clock_timestamp()
);
comment on table private.answer_origins is
  'The client address each answer came from, for the per-address answer limit. No API role reads it.';
create index answer_origins_address_idx on private.answer_origins (client_address, submitted_at desc);
alter table private.answer_origins enable row level security;
revoke all on private.answer_origins from public, anon, authenticated, service_role;

-- As in 20261123000100, with the per-address limit and the wrong-attempt cap.
create or replace function public.submit_answer(problem_id uuid, content text)
returns public.answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  student_id uuid := auth.uid();
  trimmed text := regexp_replace(submit_answer.content, '^[[:space:]]+|[[:space:]]+$', '', 'g');
  address text := left(private.client_address(), 100);
  student_role text;
  student_status text;
  recent_count integer;
  hourly_count integer;
  wrong_count integer;
  verdict text;
  recorded public.answers;
begin
  if student_id is null then
    raise exception 'Please log in to submit an answer.' using errcode = '42501';
  end if;

  -- Locking the profile serialises one student's submissions, so the limits below cannot be
  -- raced past by parallel requests; the advisory lock does the same for one address.
  select p.role, p.status into student_role, student_status
  from public.profiles p where p.id = student_id
  for update;

  if student_role is distinct from 'contestant' or student_status is distinct from 'approved' then
    raise exception 'Only approved students can submit answers.' using errcode = '42501';
  end if;
  if trimmed is null or trimmed = '' then
    raise exception 'Answer cannot be empty.' using errcode = '22023';
  end if;
  if char_length(trimmed) > 5000 then
    raise exception 'Answer is too long: at most 5000 characters.' using errcode = '22023';
  end if;
  if not authz.can_see_problem(submit_answer.problem_id) then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;

  select count(*) into recent_count
  from public.answers a
  where a.user_id = student_id and a.submitted_at > clock_timestamp() - interval '1 minute';
  if recent_count >= 10 then
    raise exception 'Too many answers: wait a minute before submitting again.' using errcode = 'P0001';
  end if;

  select count(*) into wrong_count
  from public.answers a
  where a.user_id = student_id and a.problem_id = submit_answer.problem_id
    and a.status = 'incorrect' and a.auto_graded;
  if wrong_count >= 10 then
    raise exception 'You have used all 10 attempts at this problem: no more answers are accepted for it.'
      using errcode = 'P0001';
  end if;

  -- Loopback is the local gateway speaking for every local client at once (tests, demos); a
  -- hosted project never sees it (decision 0019).
  if address is not null and address !~ '^(127\.|::1$|::ffff:127\.)' then
    perform pg_advisory_xact_lock(hashtextextended('answer-address:' || address, 0));
    select count(*) filter (where o.submitted_at > clock_timestamp() - interval '1 minute'), count(*)
    into recent_count, hourly_count
    from private.answer_origins o
    where o.client_address = address and o.submitted_at > clock_timestamp() - interval '1 hour';
    if recent_count >= 60 or hourly_count >= 600 then
      raise exception 'Too many answers from your network: wait a few minutes before submitting again.'
        using errcode = 'P0001';
    end if;
  end if;

  verdict := private.verdict_from_key(submit_answer.problem_id, trimmed);

  insert into public.answers (problem_id, user_id, content, status, auto_graded, submitted_at, graded_at)
  values (
    submit_answer.problem_id,
    student_id,
    trimmed,
    coalesce(verdict, 'submitted'),
    verdict is not null,
    clock_timestamp(),
    case when verdict is not null then clock_timestamp() end
  )
  returning * into recorded;

  if address is not null and address !~ '^(127\.|::1$|::ffff:127\.)' then
    insert into private.answer_origins (answer_id, client_address) values (recorded.id, address);
  end if;

  return recorded;
end;
$$;
comment on function public.submit_answer(uuid, text) is
  'Records an answer for the signed-in approved student and grades it at once when the problem has a key. At most 10 a minute per account, 60 a minute and 600 an hour per client address, 10 wrong key-graded answers per problem.';

-- ---------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------

revoke all on all functions in schema private from public, anon, authenticated;
revoke all on function public.submit_answer(uuid, text) from public, anon;
revoke all on function public.grade_answer(uuid, text) from public, anon;
revoke all on function public.grade_answer(uuid, integer, text, integer) from public, anon;
revoke all on function public.set_answer_key(uuid, text[]) from public, anon;
revoke all on function public.problem_answer_key(uuid) from public, anon;
revoke all on function public.save_problem(uuid, jsonb) from public, anon;
grant execute on function public.submit_answer(uuid, text) to authenticated, service_role;
grant execute on function public.grade_answer(uuid, text) to authenticated, service_role;
grant execute on function public.grade_answer(uuid, integer, text, integer) to authenticated, service_role;
grant execute on function public.set_answer_key(uuid, text[]) to authenticated, service_role;
grant execute on function public.problem_answer_key(uuid) to authenticated, service_role;
grant execute on function public.save_problem(uuid, jsonb) to authenticated, service_role;
revoke all on function public.grading_queue_problems() from public, anon;
grant execute on function public.grading_queue_problems() to authenticated, service_role;

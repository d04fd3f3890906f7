-- Problems: the problem bank, who sees which problem (authz.can_see_problem), authoring
-- (save_problem, decision 0020).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "public"."problems" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "content" jsonb not null,
    "topic" text not null,
    "difficulty" text not null,
    "marks" integer not null default 7,
    "is_public" boolean not null default true,
    "created_by" uuid default auth.uid(),
    "attachment_path" text,
    "created_at" timestamp with time zone not null default now(),
    "contest_windows" tstzmultirange,
    "contest_public_at" timestamp with time zone,
    "solver_count" integer not null default 0,
    -- Decision 0061: title (A), topic (B), statement folded from LaTeX to words (C); the folding
    -- is described in supabase/migrations/20261126120000_problem_search.sql.
    "search_vector" tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, title), 'A')
  || setweight(to_tsvector('english'::regconfig, topic), 'B')
  || setweight(to_tsvector('english'::regconfig,
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(coalesce(content ->> 'body', ''), '\[asy\].*?\[/asy\]', ' ', 'g'),
          '\\(frac|dfrac|tfrac|cfrac|left|right|big|Big|bigg|Bigg|bigl|bigr|Bigl|Bigr|text|textbf|textit|textrm|textnormal|mathrm|mathbf|mathit|mathsf|mathtt|mathbb|mathcal|mbox|operatorname|displaystyle|textstyle|limits|nolimits|begin|end|quad|qquad|hspace|vspace|noindent|cdot|cdots|ldots|dots|dotsb|dotsc|dotsm|times|div|pm|mp|le|leq|ge|geq|ne|neq|lt|gt|approx|equiv|circ|prime|emph|boxed|overline|underline|hat|widehat|vec|bar|tilde|lfloor|rfloor|lceil|rceil|langle|rangle|lbrace|rbrace|in|to|mid)(?![A-Za-z])',
          ' ', 'g'),
        '\\([A-Za-z]+)', ' \1 ', 'g'),
      '[\\{}$^_&~]', ' ', 'g')), 'C')
) stored
);

-- Functions

CREATE OR REPLACE FUNCTION authz.can_see_problem(problem_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.problems pr
    where pr.id = can_see_problem.problem_id
      and (
        pr.created_by = auth.uid()
        or authz.is_approved_staff()
        or authz.problem_is_released(pr.is_public, pr.contest_windows, pr.contest_public_at, auth.uid() is not null)
        or (
          pr.contest_windows is null and not pr.is_public and auth.uid() is not null
          and exists (
            select 1
            from public.assignment_problems ap
            join public.assignments a on a.id = ap.assignment_id and a.opens_at <= now()
            join public.class_members m on m.class_id = a.class_id and m.user_id = auth.uid() and m.status = 'active'
            where ap.problem_id = pr.id
          )
          and authz.account_is_active()
        )
      )
  )
$function$
;

CREATE OR REPLACE FUNCTION authz.problem_is_released(is_public boolean, contest_windows tstzmultirange, contest_public_at timestamp with time zone, signed_in boolean)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
  select case
    when contest_windows is null then is_public
    when signed_in then pg_catalog.lower(contest_windows) <= pg_catalog.now()
    else contest_public_at <= pg_catalog.now()
  end
$function$
;

-- Search (decision 0061): the checked words and the candidates by index; public.search_problems
-- (in 10_practice.sql, beside the view whose rows it returns) keeps those the caller may see.

create or replace function authz.problem_search_terms(search text, sort text)
 returns table(matcher tsquery, title_pattern text)
 language plpgsql
 stable
 set search_path to ''
as $function$
declare
  words text := btrim(coalesce(search, ''), E' \t\r\n');
begin
  if char_length(words) > 200 then
    raise exception 'Search with at most 200 characters.' using errcode = '22023';
  end if;
  if sort is null or sort not in ('relevance', 'newest', 'difficulty', 'solved') then
    raise exception 'Sort by relevance, newest, difficulty or solved.' using errcode = '22023';
  end if;
  matcher := websearch_to_tsquery('english'::regconfig, words);
  title_pattern := '%' || replace(replace(replace(words, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return next;
end;
$function$;

create or replace function authz.problem_search_hits(matcher tsquery, title_pattern text)
 returns table(id uuid, rank real)
 language sql
 stable
 security definer
 rows 20
 set search_path to ''
as $function$
  select p.id, ts_rank(p.search_vector, problem_search_hits.matcher)
  from public.problems p
  where p.search_vector @@ problem_search_hits.matcher or p.title ilike problem_search_hits.title_pattern
$function$;

CREATE OR REPLACE FUNCTION private.can_edit_problem(author_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select auth.uid() is not null
    and ((author_id = auth.uid() and authz.is_approved_staff()) or authz.is_approved_admin())
$function$
;

CREATE OR REPLACE FUNCTION private.guard_problem_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated') then
    if exists (
      select 1
      from public.contest_problems cp
      join public.contests c on c.id = cp.contest_id
      where cp.problem_id = old.id and c.start_time <= now() and now() < c.end_time
    ) then
      raise exception 'This problem is in a contest that is running now, so it cannot be deleted until the contest ends.'
        using errcode = '42501';
    end if;
    if exists (select 1 from public.answers a where a.problem_id = old.id) then
      raise exception 'This problem has answers, so it cannot be deleted. Hide it instead.'
        using errcode = '23503';
    end if;
  end if;
  return old;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.payload_text(payload jsonb, field text, fallback text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.save_problem(problem_id uuid, payload jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
      raise exception 'Problem not found.' using errcode = 'PT404';
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
$function$
;

-- Indexes

CREATE INDEX problems_attachment_path_idx ON public.problems USING btree (attachment_path) WHERE (attachment_path IS NOT NULL);

CREATE INDEX problems_created_at_idx ON public.problems USING btree (created_at DESC);

CREATE INDEX problems_created_by_idx ON public.problems USING btree (created_by);

CREATE UNIQUE INDEX problems_pkey ON public.problems USING btree (id);

CREATE INDEX problems_search_vector_idx ON public.problems USING gin (search_vector);

CREATE INDEX problems_title_trgm_idx ON public.problems USING gin (title gin_trgm_ops);

CREATE INDEX problems_topic_difficulty_idx ON public.problems USING btree (topic, difficulty);

CREATE INDEX problems_topic_difficulty_visibility_idx ON public.problems USING btree (topic, difficulty) INCLUDE (is_public, created_by);

CREATE INDEX problems_difficulty_rank_idx ON public.problems USING btree (array_position(ARRAY['Juniors'::text, 'Seniors'::text, 'PAMO'::text, 'IMO'::text], difficulty), created_at DESC);
CREATE INDEX problems_solver_count_idx ON public.problems USING btree (solver_count DESC, created_at DESC);

-- Constraints

alter table "public"."problems" add constraint "problems_pkey" PRIMARY KEY using index "problems_pkey";

alter table "public"."problems" add constraint "problems_attachment_path_is_plain" CHECK (((attachment_path IS NULL) OR ((attachment_path !~ '(^|/)\.{0,2}(/|$)'::text) AND (POSITION(('\'::text) IN (attachment_path)) = 0)))) not valid;

alter table "public"."problems" validate constraint "problems_attachment_path_is_plain";

alter table "public"."problems" add constraint "problems_attachment_path_is_storage_key" CHECK (((attachment_path IS NULL) OR ((attachment_path ~ '^[A-Za-z0-9_/!.*''() &$=@;:+,?-]+$'::text) AND (attachment_path !~ '(^|/)\.{0,2}(/|$)'::text) AND (attachment_path !~ '[^/]{255}[^/]'::text)))) NOT VALID not valid;

alter table "public"."problems" add constraint "problems_attachment_path_length" CHECK (((attachment_path IS NULL) OR ((char_length(attachment_path) >= 1) AND (char_length(attachment_path) <= 1024)))) not valid;

alter table "public"."problems" validate constraint "problems_attachment_path_length";

alter table "public"."problems" add constraint "problems_body_not_blank" CHECK (((content ->> 'body'::text) ~ '[^[:space:]]'::text)) not valid;

alter table "public"."problems" validate constraint "problems_body_not_blank";

alter table "public"."problems" add constraint "problems_content_attachment_name_length" CHECK ((((content -> 'attachment_name'::text) IS NULL) OR ((jsonb_typeof((content -> 'attachment_name'::text)) = 'string'::text) AND ((char_length((content ->> 'attachment_name'::text)) >= 1) AND (char_length((content ->> 'attachment_name'::text)) <= 255))))) not valid;

alter table "public"."problems" validate constraint "problems_content_attachment_name_length";

alter table "public"."problems" add constraint "problems_content_body_length" CHECK (COALESCE(((jsonb_typeof((content -> 'body'::text)) = 'string'::text) AND (char_length((content ->> 'body'::text)) <= 20000)), false)) not valid;

alter table "public"."problems" validate constraint "problems_content_body_length";

alter table "public"."problems" add constraint "problems_content_keys" CHECK (
CASE
    WHEN (jsonb_typeof(content) = 'object'::text) THEN (((content - 'body'::text) - 'attachment_name'::text) = '{}'::jsonb)
    ELSE false
END) not valid;

alter table "public"."problems" validate constraint "problems_content_keys";

alter table "public"."problems" add constraint "problems_created_by_fkey" FOREIGN KEY (created_by) REFERENCES public_profiles(id) ON DELETE SET NULL not valid;

alter table "public"."problems" validate constraint "problems_created_by_fkey";

alter table "public"."problems" add constraint "problems_difficulty_check" CHECK ((difficulty = ANY (ARRAY['Juniors'::text, 'Seniors'::text, 'PAMO'::text, 'IMO'::text]))) not valid;

alter table "public"."problems" validate constraint "problems_difficulty_check";

alter table "public"."problems" add constraint "problems_marks_check" CHECK (((marks >= 1) AND (marks <= 100))) not valid;

alter table "public"."problems" validate constraint "problems_marks_check";

alter table "public"."problems" add constraint "problems_title_length" CHECK ((char_length(title) <= 200)) not valid;

alter table "public"."problems" validate constraint "problems_title_length";

alter table "public"."problems" add constraint "problems_title_not_blank" CHECK ((title ~ '[^[:space:]]'::text)) not valid;

alter table "public"."problems" validate constraint "problems_title_not_blank";

alter table "public"."problems" add constraint "problems_topic_check" CHECK ((topic = ANY (ARRAY['Combinatorics'::text, 'Geometry'::text, 'Number Theory'::text, 'Algebra'::text]))) not valid;

alter table "public"."problems" validate constraint "problems_topic_check";

alter table "public"."problems" add constraint "problems_solver_count_not_negative" CHECK ((solver_count >= 0)) not valid;

alter table "public"."problems" validate constraint "problems_solver_count_not_negative";

-- Row-level security

alter table "public"."problems" enable row level security;

-- Policies

create policy "problems: approved staff create problems as themselves"
  on "public"."problems"
  as permissive
  for insert
  to authenticated
with check (((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT authz.is_approved_staff() AS is_approved_staff) AND ((attachment_path IS NULL) OR (split_part(attachment_path, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text))));

create policy "problems: authors (approved staff) and approved admins delete"
  on "public"."problems"
  as permissive
  for delete
  to authenticated
using ((((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT authz.is_approved_staff() AS is_approved_staff)) OR ( SELECT authz.is_approved_admin() AS is_approved_admin)));

create policy "problems: authors (approved staff) and approved admins update"
  on "public"."problems"
  as permissive
  for update
  to authenticated
using ((((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT authz.is_approved_staff() AS is_approved_staff)) OR ( SELECT authz.is_approved_admin() AS is_approved_admin)))
with check (((((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT authz.is_approved_staff() AS is_approved_staff)) OR ( SELECT authz.is_approved_admin() AS is_approved_admin)) AND ((attachment_path IS NULL) OR (split_part(attachment_path, '/'::text, 1) = (created_by)::text))));

create policy "problems: inactive accounts change nothing"
  on "public"."problems"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "problems: inactive accounts create nothing"
  on "public"."problems"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "problems: inactive accounts delete nothing"
  on "public"."problems"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

-- The authenticated read policy ("problems: users read released, own, class and (as staff) all
-- problems") is in 14_classes.sql: it needs the class helpers.

create policy "problems: visitors read released problems"
  on "public"."problems"
  as permissive
  for select
  to anon
using (authz.problem_is_released(is_public, contest_windows, contest_public_at, false));

-- Triggers

CREATE TRIGGER guard_problem_delete BEFORE DELETE ON public.problems FOR EACH ROW EXECUTE FUNCTION private.guard_problem_delete();

CREATE TRIGGER problems_explain_attachment_path BEFORE INSERT OR UPDATE OF attachment_path ON public.problems FOR EACH ROW EXECUTE FUNCTION private.explain_stored_urls();

-- Grants

revoke all on table public.problems from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.problems to anon;
grant delete, select on table public.problems to authenticated;
grant all on table public.problems to service_role;

revoke all on function private.guard_problem_delete() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.payload_text(jsonb,text,text) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function authz.can_see_problem(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.can_see_problem(uuid) to anon;
grant execute on function authz.can_see_problem(uuid) to authenticated;
grant execute on function authz.can_see_problem(uuid) to service_role;

revoke all on function public.save_problem(uuid,jsonb) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.save_problem(uuid,jsonb) to authenticated;
grant execute on function public.save_problem(uuid,jsonb) to service_role;

revoke all on function authz.problem_is_released(boolean,tstzmultirange,timestamp with time zone,boolean) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.problem_is_released(boolean,tstzmultirange,timestamp with time zone,boolean) to anon;
grant execute on function authz.problem_is_released(boolean,tstzmultirange,timestamp with time zone,boolean) to authenticated;
grant execute on function authz.problem_is_released(boolean,tstzmultirange,timestamp with time zone,boolean) to service_role;

revoke all on function private.can_edit_problem(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

grant insert (title) on table public.problems to authenticated;
grant update (title) on table public.problems to authenticated;
grant insert (content) on table public.problems to authenticated;
grant update (content) on table public.problems to authenticated;
grant insert (topic) on table public.problems to authenticated;
grant update (topic) on table public.problems to authenticated;
grant insert (difficulty) on table public.problems to authenticated;
grant update (difficulty) on table public.problems to authenticated;
grant insert (marks) on table public.problems to authenticated;
grant update (marks) on table public.problems to authenticated;
grant insert (is_public) on table public.problems to authenticated;
grant update (is_public) on table public.problems to authenticated;
grant insert (created_by) on table public.problems to authenticated;
grant insert (attachment_path) on table public.problems to authenticated;
grant update (attachment_path) on table public.problems to authenticated;

-- Comments

comment on table public.problems is 'Olympiad problems. content.body holds the LaTeX statement; attachment_path is a path inside the attachments bucket.';

comment on column public.problems.contest_windows is 'Union of the [start, end) windows of the contests this problem is in; null when in none. Kept by triggers.';

comment on column public.problems.contest_public_at is 'The earliest end among this problem''s contests: from then on everyone sees it. Kept by triggers.';

comment on function public.save_problem(uuid,jsonb) is 'Creates (problem_id null) or edits a problem with its answer key and attachment path in one transaction; a key or marks change regrades its key-graded answers. Returns {problem, regraded}.';

comment on function authz.problem_is_released(boolean,tstzmultirange,timestamp with time zone,boolean) is 'The contest visibility rule of decision 0021 on a problem row''s own columns.';

comment on function authz.can_see_problem(uuid) is
  'True when the caller may see the problem: its author, approved staff, released by the rule of decision 0021, or a class-hidden problem of an opened assignment of their class (decision 0050).';

comment on column public.problems.search_vector is
  'The words search finds a problem by: title (A), topic (B), statement folded from LaTeX (C); decision 0061.';

comment on column public.problems.solver_count is
  'How many people have full marks on this problem (kept by triggers on answers and problems.marks).';

comment on function private.guard_problem_delete() is
  'Before a problem is deleted through the API: refused while a contest with it runs, and when answers refer to it.';

revoke all on function authz.problem_search_terms(text,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.problem_search_terms(text,text) to anon;
grant execute on function authz.problem_search_terms(text,text) to authenticated;
grant execute on function authz.problem_search_terms(text,text) to service_role;

comment on function authz.problem_search_terms(text,text) is
  'The checked words of a search: a websearch_to_tsquery and the title pattern as typed; refuses more than 200 characters or an unknown order. Decision 0061.';

revoke all on function authz.problem_search_hits(tsquery,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.problem_search_hits(tsquery,text) to anon;
grant execute on function authz.problem_search_hits(tsquery,text) to authenticated;
grant execute on function authz.problem_search_hits(tsquery,text) to service_role;

comment on function authz.problem_search_hits(tsquery,text) is
  'Candidates of a search (id, ts_rank) by index, whoever may see them: only public.search_problems calls it, and keeps the rows the caller may see. Decision 0061.';

-- Virtual contests (issue 25, decision 0064): after a contest ends, a student who did not take
-- part sits it on a clock of their own. Their answers carry virtual_participation_id (never
-- contest_id), so they never move the real board nor ratings; their would-be rank is read
-- against the real board.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "public"."virtual_participations" (
    "id" uuid not null default gen_random_uuid(),
    "contest_id" uuid not null,
    "user_id" uuid not null,
    "started_at" timestamp with time zone not null default now(),
    "ends_at" timestamp with time zone not null,
    "total_marks" integer not null default 0,
    "solved_count" integer not null default 0,
    "last_improved_at" timestamp with time zone,
    "results" jsonb not null default '{}'::jsonb
);

-- Functions

CREATE OR REPLACE FUNCTION private.refresh_virtual_result(participation_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.virtual_participations v
  set total_marks = t.total, solved_count = t.solved, last_improved_at = t.last_at, results = t.results
  from (
    select coalesce(sum(b.best), 0)::integer as total,
      (count(*) filter (where b.best >= b.full_marks))::integer as solved,
      max(b.best_at) filter (where b.best > 0) as last_at,
      coalesce(jsonb_object_agg(b.problem_id, jsonb_build_object(
        'marks', b.best, 'attempts', b.tries, 'pending', b.waiting)), '{}'::jsonb) as results
    from (
      select a.problem_id, max(a.marks_awarded) as best, max(pr.marks) as full_marks,
        count(*)::integer as tries, (count(*) filter (where a.marks_awarded is null))::integer as waiting,
        case when max(a.marks_awarded) is not null then
          (array_agg(a.submitted_at order by a.marks_awarded desc nulls last, a.submitted_at))[1] end as best_at
      from public.answers a
      join public.problems pr on pr.id = a.problem_id
      where a.virtual_participation_id = refresh_virtual_result.participation_id
      group by a.problem_id
    ) as b
  ) as t
  where v.id = refresh_virtual_result.participation_id
    and (v.total_marks, v.solved_count, v.last_improved_at, v.results)
      is distinct from (t.total, t.solved, t.last_at, t.results)
$function$
;

CREATE OR REPLACE FUNCTION private.on_virtual_answer_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if current_setting('private.releasing', true) = 'on' then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.virtual_participation_id is not null then
    perform private.refresh_virtual_result(old.virtual_participation_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.virtual_participation_id is not null
    and (tg_op = 'INSERT' or new.virtual_participation_id is distinct from old.virtual_participation_id
      or (new.status, new.marks_awarded, new.submitted_at) is distinct from (old.status, old.marks_awarded, old.submitted_at)) then
    perform private.refresh_virtual_result(new.virtual_participation_id);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.start_virtual_contest(contest_id uuid)
 RETURNS virtual_participations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  student_id uuid := auth.uid();
  contest public.contests;
  sitting public.virtual_participations;
begin
  if student_id is null then
    raise exception 'Please log in to sit a contest virtually.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students can sit a contest virtually.' using errcode = '42501';
  end if;
  select * into contest from public.contests c where c.id = start_virtual_contest.contest_id for share;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;
  -- Started once, never restarted nor moved: a second call returns the same sitting and clock.
  select * into sitting from public.virtual_participations v
  where v.contest_id = contest.id and v.user_id = student_id;
  if found then
    return sitting;
  end if;
  if now() < contest.end_time then
    raise exception 'A contest can be sat virtually once it has ended.' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.contest_registrations r where r.contest_id = contest.id and r.user_id = student_id) then
    raise exception 'You took part in this contest, so you cannot sit it virtually: your result is on its board.'
      using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.contest_problems cp where cp.contest_id = contest.id) then
    raise exception 'This contest has no problems to sit.' using errcode = 'P0001';
  end if;

  insert into public.virtual_participations as v (contest_id, user_id, started_at, ends_at)
  values (contest.id, student_id, now(), now() + (contest.end_time - contest.start_time))
  on conflict on constraint virtual_participations_once do nothing
  returning * into sitting;
  if sitting.id is null then
    select * into sitting from public.virtual_participations v
    where v.contest_id = contest.id and v.user_id = student_id;
  end if;
  return sitting;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.my_virtual_contest(contest_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sitting public.virtual_participations;
  contest public.contests;
  sealed boolean;
  virtual_at timestamptz;
  place integer;
begin
  if auth.uid() is null then
    return null;
  end if;
  select * into sitting from public.virtual_participations v
  where v.contest_id = my_virtual_contest.contest_id and v.user_id = auth.uid();
  if not found then
    return null;
  end if;
  -- Results that are due come out before they are read.
  if sitting.ends_at <= now() then
    perform private.release_due_results();
    select * into sitting from public.virtual_participations v where v.id = sitting.id;
  end if;
  select * into contest from public.contests c where c.id = sitting.contest_id;
  sealed := contest.results_mode = 'after_end' and now() < sitting.ends_at;
  -- The would-be rank: the real board's order (total marks, then the earlier last improvement),
  -- the sitting's times moved onto the contest's own clock.
  virtual_at := contest.start_time + (sitting.last_improved_at - sitting.started_at);
  if not sealed then
    select 1 + count(*)::integer into place
    from public.contest_registrations r
    where r.contest_id = contest.id and r.counts
      and (r.total_marks > sitting.total_marks
        or (r.total_marks = sitting.total_marks and virtual_at is null and r.last_improved_at is not null)
        or (r.total_marks = sitting.total_marks and r.last_improved_at < virtual_at));
  end if;
  return jsonb_build_object(
    'id', sitting.id,
    'contest_id', sitting.contest_id,
    'started_at', sitting.started_at,
    'ends_at', sitting.ends_at,
    'now', now(),
    'results_mode', contest.results_mode,
    'sealed', sealed,
    'total', case when sealed then null else sitting.total_marks end,
    'solved', case when sealed then null else sitting.solved_count end,
    'last_improved_at', case when sealed then null else virtual_at end,
    'results', case when sealed then null else sitting.results end,
    'rank', place,
    'participants', (select count(*)::integer from public.contest_registrations r where r.contest_id = contest.id and r.counts)
  );
end;
$function$
;

-- Indexes

CREATE UNIQUE INDEX virtual_participations_pkey ON public.virtual_participations USING btree (id);

CREATE UNIQUE INDEX virtual_participations_once ON public.virtual_participations USING btree (contest_id, user_id);

CREATE INDEX virtual_participations_user_idx ON public.virtual_participations USING btree (user_id, started_at);

CREATE INDEX answers_virtual_participation_idx ON public.answers USING btree (virtual_participation_id) WHERE (virtual_participation_id IS NOT NULL);

-- Constraints

alter table "public"."virtual_participations" add constraint "virtual_participations_pkey" PRIMARY KEY using index "virtual_participations_pkey";

alter table "public"."virtual_participations" add constraint "virtual_participations_once" UNIQUE using index "virtual_participations_once";

alter table "public"."virtual_participations" add constraint "virtual_participations_contest_id_fkey" FOREIGN KEY (contest_id) REFERENCES contests(id) ON DELETE CASCADE not valid;

alter table "public"."virtual_participations" validate constraint "virtual_participations_contest_id_fkey";

alter table "public"."virtual_participations" add constraint "virtual_participations_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."virtual_participations" validate constraint "virtual_participations_user_id_fkey";

alter table "public"."virtual_participations" add constraint "virtual_participations_clock" CHECK ((ends_at > started_at)) not valid;

alter table "public"."virtual_participations" validate constraint "virtual_participations_clock";

alter table "public"."answers" add constraint "answers_virtual_participation_id_fkey" FOREIGN KEY (virtual_participation_id) REFERENCES virtual_participations(id) ON DELETE SET NULL not valid;

alter table "public"."answers" validate constraint "answers_virtual_participation_id_fkey";

-- Row-level security

alter table "public"."virtual_participations" enable row level security;

-- Policies

create policy "virtual_participations: students read their own, approved staff read all"
  on "public"."virtual_participations"
  as permissive
  for select
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)));

-- Triggers

CREATE TRIGGER answers_keep_virtual_result AFTER INSERT OR DELETE OR UPDATE OF status, marks_awarded, virtual_participation_id, submitted_at ON public.answers FOR EACH ROW EXECUTE FUNCTION private.on_virtual_answer_changed();

-- Grants

revoke all on table public.virtual_participations from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.virtual_participations to authenticated;
grant all on table public.virtual_participations to service_role;

revoke all on function private.refresh_virtual_result(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.on_virtual_answer_changed() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.start_virtual_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.start_virtual_contest(uuid) to authenticated;
grant execute on function public.start_virtual_contest(uuid) to service_role;

revoke all on function public.my_virtual_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.my_virtual_contest(uuid) to authenticated;
grant execute on function public.my_virtual_contest(uuid) to service_role;

-- Comments

comment on table public.virtual_participations is 'A student''s virtual sitting of an ended contest: their own clock [started_at, ends_at) of the contest''s length, set once by start_virtual_contest. total_marks, solved_count, last_improved_at and results summarise the answers tagged with it (kept by triggers). Never part of the real board or ratings.';

comment on column public.answers.virtual_participation_id is 'The virtual sitting this answer was sent in (inside its clock), else null; such an answer never has a contest_id.';

comment on function public.start_virtual_contest(uuid) is 'Starts the caller''s virtual sitting of an ended contest (approved students who did not take part), once: a second call returns the same sitting and clock.';

comment on function public.my_virtual_contest(uuid) is 'The caller''s virtual sitting of a contest: clock, results (withheld until its end in an "after the end" contest) and would-be rank among the real participants; null when there is none.';

-- Results at the end and virtual contests (issue 25, decisions 0063 and 0064), part 1: the
-- columns and the virtual sittings' table. Existing contests keep instant results; new
-- contests default to results after the end.

alter table public.contests add column results_mode text not null default 'instant';
alter table public.contests alter column results_mode set default 'after_end';
alter table public.contests add constraint contests_results_mode_check
  check (results_mode = any (array['instant'::text, 'after_end'::text]));
comment on column public.contests.results_mode is
  'When results appear: ''instant'' (each answer is checked as it comes) or ''after_end'' (answers are received, the last one per problem counts, and nobody learns correctness before the end; decision 0063).';

alter table public.answers add column sealed_until timestamp with time zone;
alter table public.answers add column virtual_participation_id uuid;
create index answers_sealed_idx on public.answers using btree (sealed_until) where (sealed_until is not null);
comment on column public.answers.sealed_until is
  'Set while the answer waits for the end of an "after the end" contest (or of a virtual clock of one): it stays ungraded until then and private.release_due_results grades it (decision 0063).';


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

revoke all on table public.virtual_participations from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.virtual_participations to authenticated;
grant all on table public.virtual_participations to service_role;

comment on table public.virtual_participations is 'A student''s virtual sitting of an ended contest: their own clock [started_at, ends_at) of the contest''s length, set once by start_virtual_contest. total_marks, solved_count, last_improved_at and results summarise the answers tagged with it (kept by triggers). Never part of the real board or ratings.';

comment on column public.answers.virtual_participation_id is 'The virtual sitting this answer was sent in (inside its clock), else null; such an answer never has a contest_id.';

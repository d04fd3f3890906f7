-- Core schema of Get Into Olympiad: profiles, problems, contests, answers, comments,
-- reactions, team members; row-level security and explicit grants enforcing spec §6.
-- Deployable unchanged to hosted Supabase (`supabase db push`).

create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------
-- schemas
-- ---------------------------------------------------------------------------

-- `private` holds tables and functions no API role may touch (answer keys, trigger
-- functions, score bookkeeping). It is not exposed by PostgREST and has no grants.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- `authz` holds the small security definer helpers that row-level security policies call.
-- Policies run as the caller, so the callers need usage here; it is not an exposed schema.
create schema if not exists authz;
revoke all on schema authz from public;
grant usage on schema authz to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text check (email is null or char_length(email) <= 320),
  full_name text check (full_name is null or char_length(full_name) <= 200),
  role text not null default 'contestant'
    check (role in ('superadmin', 'admin', 'instructor', 'contestant')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  score integer not null default 0 check (score >= 0),
  problems_solved integer not null default 0 check (problems_solved >= 0),
  avatar_url text check (avatar_url is null or char_length(avatar_url) <= 2048),
  created_at timestamptz not null default now()
);
comment on table public.profiles is
  'One row per auth user, created by a trigger on auth.users. role, status, score and problems_solved are kept by the server only.';

create table public.problems (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  content jsonb not null check (
    jsonb_typeof(content) = 'object'
    and jsonb_typeof(content -> 'body') = 'string'
    and char_length(btrim(content ->> 'body')) between 1 and 20000
  ),
  topic text not null check (topic in ('Combinatorics', 'Geometry', 'Number Theory', 'Algebra')),
  difficulty text not null check (difficulty in ('Juniors', 'Seniors', 'PAMO', 'IMO')),
  marks integer not null default 7 check (marks between 1 and 100),
  is_public boolean not null default true,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  attachment_path text check (attachment_path is null or char_length(attachment_path) between 1 and 1024),
  created_at timestamptz not null default now()
);
comment on table public.problems is
  'Olympiad problems. content.body holds the LaTeX statement; attachment_path is a path inside the attachments bucket.';

create table public.contests (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  start_time timestamptz not null,
  end_time timestamptz not null,
  created_at timestamptz not null default now(),
  constraint contests_end_after_start check (end_time > start_time)
);
comment on table public.contests is 'Contests with a time window; their problems are listed in contest_problems.';

create table public.contest_problems (
  contest_id uuid not null references public.contests (id) on delete cascade,
  problem_id uuid not null references public.problems (id) on delete cascade,
  position integer not null default 1 check (position >= 1),
  primary key (contest_id, problem_id)
);
comment on table public.contest_problems is 'The ordered problems of each contest.';

create table public.answers (
  id uuid primary key default gen_random_uuid(),
  problem_id uuid not null references public.problems (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  content text not null check (char_length(btrim(content)) between 1 and 5000),
  status text not null default 'submitted' check (status in ('submitted', 'correct', 'incorrect')),
  submitted_at timestamptz not null default now(),
  graded_by uuid references public.profiles (id) on delete set null,
  graded_at timestamptz
);
comment on table public.answers is
  'Answers submitted by students. Written only through submit_answer and grade_answer; status drives profiles.score.';

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  problem_id uuid not null references public.problems (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  content text not null check (char_length(btrim(content)) between 1 and 5000),
  created_at timestamptz not null default now()
);
comment on table public.comments is 'Plain-text discussion comments on problems.';

create table public.reactions (
  id uuid primary key default gen_random_uuid(),
  problem_id uuid not null references public.problems (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  reaction_type text not null check (reaction_type in ('like', 'love', 'funny')),
  created_at timestamptz not null default now(),
  constraint reactions_one_per_user_per_problem unique (problem_id, user_id)
);
comment on table public.reactions is 'One reaction (like, love or funny) per user per problem.';

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  role_title text not null default '' check (char_length(role_title) <= 200),
  bio text not null default '' check (char_length(bio) <= 5000),
  photo_url text check (photo_url is null or char_length(photo_url) <= 2048),
  position integer not null default 1 check (position >= 1),
  created_at timestamptz not null default now()
);
comment on table public.team_members is 'Members shown on the /team page, in position order.';

-- ---------------------------------------------------------------------------
-- indexes: hot queries of spec §7 and every column a policy filters on
-- ---------------------------------------------------------------------------

create index profiles_leaderboard_idx on public.profiles (role, score desc, problems_solved desc);
create index profiles_status_idx on public.profiles (status);
create index problems_created_at_idx on public.problems (created_at desc);
create index problems_topic_difficulty_idx on public.problems (topic, difficulty);
create index problems_created_by_idx on public.problems (created_by);
create index problems_attachment_path_idx on public.problems (attachment_path) where attachment_path is not null;
create index problems_title_trgm_idx on public.problems using gin (title extensions.gin_trgm_ops);
create index contests_start_time_idx on public.contests (start_time desc);
create index contest_problems_contest_position_idx on public.contest_problems (contest_id, position);
create index contest_problems_problem_idx on public.contest_problems (problem_id);
create index answers_user_submitted_idx on public.answers (user_id, submitted_at desc);
create index answers_problem_idx on public.answers (problem_id);
create index answers_status_idx on public.answers (status, submitted_at);
create index answers_graded_by_idx on public.answers (graded_by);
create index comments_problem_created_idx on public.comments (problem_id, created_at desc);
create index comments_user_idx on public.comments (user_id);
-- reactions (problem_id) is served by the unique (problem_id, user_id) index.
create index reactions_user_idx on public.reactions (user_id);
create index team_members_position_idx on public.team_members (position);

-- ---------------------------------------------------------------------------
-- authorization helpers (security definer: they read profiles without recursing into
-- the profiles policies)
-- ---------------------------------------------------------------------------

create or replace function authz.approved_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.id = auth.uid() and p.status = 'approved'
$$;
comment on function authz.approved_role() is 'Role of the signed-in user when their account is approved, else null.';

create or replace function authz.is_approved_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(authz.approved_role() in ('instructor', 'admin', 'superadmin'), false)
$$;
comment on function authz.is_approved_staff() is 'True for approved instructors, admins and the superadmin.';

create or replace function authz.is_approved_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(authz.approved_role() in ('admin', 'superadmin'), false)
$$;
comment on function authz.is_approved_admin() is 'True for approved admins and the superadmin.';

revoke all on all functions in schema authz from public;
grant execute on all functions in schema authz to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- profiles: created from sign-up metadata, guarded against self-promotion
-- ---------------------------------------------------------------------------

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested_role text := lower(btrim(coalesce(new.raw_user_meta_data ->> 'role', '')));
  new_role text;
  new_status text;
begin
  -- A sign-up can never make a superadmin: anything unknown becomes an approved student.
  case requested_role
    when 'instructor' then new_role := 'instructor'; new_status := 'pending';
    when 'admin' then new_role := 'admin'; new_status := 'pending';
    else new_role := 'contestant'; new_status := 'approved';
  end case;

  insert into public.profiles (id, email, full_name, role, status)
  values (
    new.id,
    new.email,
    nullif(btrim(left(coalesce(new.raw_user_meta_data ->> 'fullName', new.raw_user_meta_data ->> 'full_name', ''), 200)), ''),
    new_role,
    new_status
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create or replace function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_profile_email();

-- Column grants already keep score, problems_solved, email, id and created_at out of reach
-- of the API roles; this trigger decides the columns they may write (role, status,
-- full_name, avatar_url) row by row. It must run as the caller (security invoker): current_user
-- tells API requests (anon, authenticated) from server-side functions, which run as their owner
-- and pass, as does service_role.
create or replace function private.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  actor_role text := authz.approved_role();
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if new.id is distinct from old.id or new.email is distinct from old.email
    or new.score is distinct from old.score or new.problems_solved is distinct from old.problems_solved
    or new.created_at is distinct from old.created_at then
    raise exception 'Only the server changes id, email, score, problems_solved and created_at.'
      using errcode = '42501';
  end if;

  if (new.full_name is distinct from old.full_name or new.avatar_url is distinct from old.avatar_url)
    and old.id is distinct from actor then
    raise exception 'You can only change your own name and avatar.' using errcode = '42501';
  end if;

  if new.role is distinct from old.role then
    if old.id = actor then
      raise exception 'You cannot change your own role.' using errcode = '42501';
    end if;
    if actor_role is null or actor_role not in ('admin', 'superadmin') then
      raise exception 'Only approved admins and the superadmin change roles.' using errcode = '42501';
    end if;
    if old.role = 'superadmin' then
      raise exception 'The superadmin''s role cannot be changed.' using errcode = '42501';
    end if;
    if new.role = 'superadmin' then
      raise exception 'Nobody can be given the superadmin role.' using errcode = '42501';
    end if;
  end if;

  if new.status is distinct from old.status then
    if old.id = actor then
      raise exception 'You cannot change your own status.' using errcode = '42501';
    end if;
    if actor_role is distinct from 'superadmin' then
      raise exception 'Only the superadmin changes account status.' using errcode = '42501';
    end if;
  end if;

  return new;
end;
$$;

create trigger guard_profile_update
  before update on public.profiles
  for each row execute function private.guard_profile_update();

-- The public face of a profile: what the leaderboard, problem authors and commenters show.
-- It runs with its owner's rights (not security_invoker) on purpose: it is the only way
-- visitors read profiles, and it never exposes email or status.
create view public.public_profiles as
  select p.id, p.full_name, p.avatar_url, p.role, p.score, p.problems_solved, p.created_at
  from public.profiles p;
comment on view public.public_profiles is
  'Public profile fields (no email, no status), readable by everyone; embed it for authors and commenters.';

-- ---------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------

alter table public.profiles enable row level security;
alter table public.problems enable row level security;
alter table public.contests enable row level security;
alter table public.contest_problems enable row level security;
alter table public.answers enable row level security;
alter table public.comments enable row level security;
alter table public.reactions enable row level security;
alter table public.team_members enable row level security;

-- profiles
create policy "profiles: users read their own row, approved admins read all"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select authz.is_approved_admin()));

create policy "profiles: users update their own row, approved admins any"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select authz.is_approved_admin()))
  with check (id = (select auth.uid()) or (select authz.is_approved_admin()));

-- problems
create policy "problems: visitors read public problems"
  on public.problems for select to anon
  using (is_public);

create policy "problems: users read public, own and (as staff) all problems"
  on public.problems for select to authenticated
  using (is_public or created_by = (select auth.uid()) or (select authz.is_approved_staff()));

-- An attachment must live in the author's own folder: nobody can publish another user's file
-- by pointing a public problem at it.
create policy "problems: approved staff create problems as themselves"
  on public.problems for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and (select authz.is_approved_staff())
    and (attachment_path is null or split_part(attachment_path, '/', 1) = (select auth.uid())::text)
  );

create policy "problems: authors (approved staff) and approved admins update"
  on public.problems for update to authenticated
  using (
    (created_by = (select auth.uid()) and (select authz.is_approved_staff()))
    or (select authz.is_approved_admin())
  )
  with check (
    ((created_by = (select auth.uid()) and (select authz.is_approved_staff())) or (select authz.is_approved_admin()))
    and (attachment_path is null or split_part(attachment_path, '/', 1) = created_by::text)
  );

create policy "problems: authors (approved staff) and approved admins delete"
  on public.problems for delete to authenticated
  using (
    (created_by = (select auth.uid()) and (select authz.is_approved_staff()))
    or (select authz.is_approved_admin())
  );

-- contests, contest_problems, team_members: read by all, written by approved admins
create policy "contests: everyone reads" on public.contests for select to anon, authenticated using (true);
create policy "contests: approved admins create" on public.contests for insert to authenticated
  with check ((select authz.is_approved_admin()));
create policy "contests: approved admins update" on public.contests for update to authenticated
  using ((select authz.is_approved_admin())) with check ((select authz.is_approved_admin()));
create policy "contests: approved admins delete" on public.contests for delete to authenticated
  using ((select authz.is_approved_admin()));

create policy "contest_problems: everyone reads" on public.contest_problems for select to anon, authenticated
  using (true);
create policy "contest_problems: approved admins create" on public.contest_problems for insert to authenticated
  with check ((select authz.is_approved_admin()));
create policy "contest_problems: approved admins update" on public.contest_problems for update to authenticated
  using ((select authz.is_approved_admin())) with check ((select authz.is_approved_admin()));
create policy "contest_problems: approved admins delete" on public.contest_problems for delete to authenticated
  using ((select authz.is_approved_admin()));

create policy "team_members: everyone reads" on public.team_members for select to anon, authenticated
  using (true);
create policy "team_members: approved admins create" on public.team_members for insert to authenticated
  with check ((select authz.is_approved_admin()));
create policy "team_members: approved admins update" on public.team_members for update to authenticated
  using ((select authz.is_approved_admin())) with check ((select authz.is_approved_admin()));
create policy "team_members: approved admins delete" on public.team_members for delete to authenticated
  using ((select authz.is_approved_admin()));

-- answers: students read their own, graders read all; writes only through functions
create policy "answers: students read their own, approved staff read all"
  on public.answers for select to authenticated
  using (user_id = (select auth.uid()) or (select authz.is_approved_staff()));

-- comments and reactions: on problems the reader can see; written as oneself
create policy "comments: everyone reads comments on visible problems"
  on public.comments for select to anon, authenticated
  using (exists (select 1 from public.problems p where p.id = problem_id));

create policy "comments: users comment as themselves on visible problems"
  on public.comments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.problems p where p.id = problem_id)
  );

create policy "comments: users edit their own comments"
  on public.comments for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "comments: users delete their own comments, approved admins any"
  on public.comments for delete to authenticated
  using (user_id = (select auth.uid()) or (select authz.is_approved_admin()));

create policy "reactions: everyone reads reactions on visible problems"
  on public.reactions for select to anon, authenticated
  using (exists (select 1 from public.problems p where p.id = problem_id));

create policy "reactions: users react as themselves on visible problems"
  on public.reactions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.problems p where p.id = problem_id)
  );

create policy "reactions: users change their own reaction"
  on public.reactions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "reactions: users remove their own reaction"
  on public.reactions for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- grants: explicit, nothing more than the policies need. Revoke first so a project whose
-- default privileges still auto-grant public tables ends up the same as a new one.
-- ---------------------------------------------------------------------------

revoke all on all tables in schema public from anon, authenticated;
grant all on all tables in schema public to service_role;

grant select on public.public_profiles to anon, authenticated;

grant select on public.profiles to authenticated;
grant update (full_name, avatar_url, role, status) on public.profiles to authenticated;

grant select on public.problems to anon, authenticated;
grant insert (title, content, topic, difficulty, marks, is_public, created_by, attachment_path)
  on public.problems to authenticated;
grant update (title, content, topic, difficulty, marks, is_public, attachment_path)
  on public.problems to authenticated;
grant delete on public.problems to authenticated;

grant select on public.contests, public.contest_problems, public.team_members to anon, authenticated;
grant insert, update, delete on public.contests, public.contest_problems, public.team_members to authenticated;

grant select on public.answers to authenticated;

grant select on public.comments to anon, authenticated;
grant insert (problem_id, user_id, content) on public.comments to authenticated;
grant update (content) on public.comments to authenticated;
grant delete on public.comments to authenticated;

grant select on public.reactions to anon, authenticated;
grant insert (problem_id, user_id, reaction_type) on public.reactions to authenticated;
grant update (reaction_type) on public.reactions to authenticated;
grant delete on public.reactions to authenticated;

revoke all on all functions in schema private from public, anon, authenticated;

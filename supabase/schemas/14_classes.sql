-- Classes and assignments (issue 21, decision 0050): classes, their teachers and members, join
-- codes (wrong codes limited per account), assignments of bank problems or a contest, the
-- teacher's matrix and the student's "Due soon". Membership checks go through the small
-- security definer helpers in authz (design section 5), so policies never recurse.
-- The authenticated read policy of public.problems is here, at the end: it needs the class
-- helpers (03_problems.sql has the visitors' policy and authz.can_see_problem).
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

create table public.classes (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text not null default '',
  join_code text not null,
  needs_approval boolean not null default false,
  board_visible boolean not null default false,
  created_by uuid default auth.uid() references public.public_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint classes_name_length check (char_length(name) <= 120),
  constraint classes_name_not_blank check (btrim(name) <> ''),
  constraint classes_description_length check (char_length(description) <= 2000),
  constraint classes_join_code_form check (join_code ~ '^[A-HJ-NP-Z2-9]{8}$'),
  constraint classes_join_code_unique unique (join_code)
);
comment on table public.classes is
  'A teacher''s class (issue 21). Read by its teachers and members; written only through create_class, update_class, renew_class_join_code and delete_class.';
comment on column public.classes.join_code is
  '8 characters from ABCDEFGHJKLMNPQRSTUVWXYZ23456789; shown as XXXX-XXXX; renewed by a teacher.';
comment on column public.classes.board_visible is 'When on, the active members see each other.';
create index classes_created_by_idx on public.classes (created_by);

create table public.class_teachers (
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid not null references public.public_profiles (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (class_id, user_id)
);
comment on table public.class_teachers is 'The teachers of each class (approved staff). Written only through the class functions.';
create index class_teachers_user_idx on public.class_teachers (user_id);

create table public.class_members (
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid not null references public.public_profiles (id) on delete cascade,
  status text not null check (status in ('pending', 'active', 'removed')),
  joined_at timestamptz not null default now(),
  primary key (class_id, user_id)
);
comment on table public.class_members is
  'Students of each class: pending (waiting for a teacher), active, or removed (kept so the code no longer lets them in). Written only through the class functions.';
create index class_members_user_idx on public.class_members (user_id, status);
create index class_members_class_status_idx on public.class_members (class_id, status);

create table private.class_join_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);
comment on table private.class_join_failures is 'Wrong join codes per account, for the rate limit of join_class.';
create index class_join_failures_user_idx on private.class_join_failures (user_id, failed_at desc);

alter table public.classes enable row level security;
alter table public.class_teachers enable row level security;
alter table public.class_members enable row level security;
alter table private.class_join_failures enable row level security;

-- ---------------------------------------------------------------------------
-- membership helpers: the caller's class ids, evaluated once per statement
-- ---------------------------------------------------------------------------

create or replace function authz.taught_class_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(ct.class_id), '{}')
  from public.class_teachers ct
  where ct.user_id = auth.uid() and authz.is_approved_staff() and authz.account_is_active()
$$;
comment on function authz.taught_class_ids() is 'The classes the caller teaches (while they are approved, active staff).';

create or replace function authz.joined_class_ids(with_pending boolean default false)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.class_id), '{}')
  from public.class_members m
  where m.user_id = auth.uid()
    and (m.status = 'active' or (joined_class_ids.with_pending and m.status = 'pending'))
    and authz.account_is_active()
$$;
comment on function authz.joined_class_ids(boolean) is
  'The classes the caller is an active member of (with_pending: or waiting to be approved in).';

create or replace function authz.board_class_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.class_id), '{}')
  from public.class_members m
  join public.classes c on c.id = m.class_id
  where m.user_id = auth.uid() and m.status = 'active' and c.board_visible and authz.account_is_active()
$$;
comment on function authz.board_class_ids() is 'The classes whose board is on and where the caller is an active member.';

create or replace function authz.teaches_class(class_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select teaches_class.class_id = any (authz.taught_class_ids())
$$;
comment on function authz.teaches_class(uuid) is 'True when the caller teaches the class.';

revoke all on function authz.taught_class_ids() from public;
revoke all on function authz.joined_class_ids(boolean) from public;
revoke all on function authz.board_class_ids() from public;
revoke all on function authz.teaches_class(uuid) from public;
grant execute on function authz.taught_class_ids() to authenticated, service_role;
grant execute on function authz.joined_class_ids(boolean) to authenticated, service_role;
grant execute on function authz.board_class_ids() to authenticated, service_role;
grant execute on function authz.teaches_class(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- policies: read only; no client writes
-- ---------------------------------------------------------------------------

create policy "classes: teachers and members read their classes"
  on public.classes for select to authenticated
  using (
    id = any ((select authz.taught_class_ids())::uuid[])
    or id = any ((select authz.joined_class_ids(true))::uuid[])
  );

create policy "class_teachers: teachers and active members read a class's teachers"
  on public.class_teachers for select to authenticated
  using (
    class_id = any ((select authz.taught_class_ids())::uuid[])
    or class_id = any ((select authz.joined_class_ids())::uuid[])
  );

create policy "class_members: their own row, teachers all, members each other while the board is on"
  on public.class_members for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select authz.account_is_active()))
    or class_id = any ((select authz.taught_class_ids())::uuid[])
    or (status = 'active' and class_id = any ((select authz.board_class_ids())::uuid[]))
  );

revoke all on public.classes, public.class_teachers, public.class_members from public, anon, authenticated;
grant select on public.classes, public.class_teachers, public.class_members to authenticated;
grant all on public.classes, public.class_teachers, public.class_members to service_role;
revoke all on private.class_join_failures from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- writes
-- ---------------------------------------------------------------------------

create or replace function private.new_join_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea;
  code text;
begin
  loop
    -- Bytes 0-5 and 10-11 of a version 4 uuid are random; 256 is a multiple of 32.
    bytes := uuid_send(gen_random_uuid());
    code := '';
    for i in 0..7 loop
      code := code || substr(alphabet, get_byte(bytes, (array[0, 1, 2, 3, 4, 5, 10, 11])[i + 1]) % 32 + 1, 1);
    end loop;
    exit when not exists (select 1 from public.classes c where c.join_code = code);
  end loop;
  return code;
end;
$$;

create or replace function private.class_fields(payload jsonb, existing public.classes)
returns public.classes
language plpgsql
immutable
set search_path = ''
as $$
declare
  result public.classes := existing;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The class must be given as an object.' using errcode = '22023';
  end if;
  if payload ? 'name' then
    if jsonb_typeof(payload -> 'name') <> 'string' then
      raise exception 'The name must be text.' using errcode = '22023';
    end if;
    result.name := btrim(payload ->> 'name');
  end if;
  if payload ? 'description' then
    if jsonb_typeof(payload -> 'description') not in ('string', 'null') then
      raise exception 'The description must be text.' using errcode = '22023';
    end if;
    result.description := btrim(coalesce(payload ->> 'description', ''));
  end if;
  if payload ? 'needs_approval' then
    if jsonb_typeof(payload -> 'needs_approval') <> 'boolean' then
      raise exception 'needs_approval must be true or false.' using errcode = '22023';
    end if;
    result.needs_approval := (payload ->> 'needs_approval')::boolean;
  end if;
  if payload ? 'board_visible' then
    if jsonb_typeof(payload -> 'board_visible') <> 'boolean' then
      raise exception 'board_visible must be true or false.' using errcode = '22023';
    end if;
    result.board_visible := (payload ->> 'board_visible')::boolean;
  end if;
  if coalesce(result.name, '') = '' then
    raise exception 'A class needs a name.' using errcode = '22023';
  end if;
  if char_length(result.name) > 120 then
    raise exception 'The class name is at most 120 characters.' using errcode = '22023';
  end if;
  if char_length(coalesce(result.description, '')) > 2000 then
    raise exception 'The description is at most 2000 characters.' using errcode = '22023';
  end if;
  return result;
end;
$$;

create or replace function private.require_class_teacher(class_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.classes c where c.id = require_class_teacher.class_id)
    or not authz.teaches_class(require_class_teacher.class_id) then
    raise exception 'Class not found, or you do not teach it.' using errcode = '42501';
  end if;
end;
$$;

-- payload: { name, description?, needs_approval?, board_visible? }
create or replace function public.create_class(payload jsonb)
returns public.classes
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  fields public.classes;
  saved public.classes;
begin
  if caller is null or not authz.is_approved_staff() or not authz.account_is_active() then
    raise exception 'Only approved instructors, admins and the superadmin can create classes.' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('create-class:' || caller::text, 0));
  if (select count(*) from public.classes c where c.created_by = caller) >= 100 then
    raise exception 'You can create at most 100 classes.' using errcode = 'P0001';
  end if;
  fields := private.class_fields(payload, row(null, null, '', null, false, false, null, null)::public.classes);
  insert into public.classes (name, description, join_code, needs_approval, board_visible, created_by)
  values (fields.name, fields.description, private.new_join_code(), fields.needs_approval, fields.board_visible, caller)
  returning * into saved;
  insert into public.class_teachers (class_id, user_id) values (saved.id, caller);
  return saved;
end;
$$;
comment on function public.create_class(jsonb) is
  'Creates a class with a fresh join code; the caller (approved staff) becomes its teacher.';

create or replace function public.update_class(class_id uuid, payload jsonb)
returns public.classes
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.classes;
  fields public.classes;
  saved public.classes;
begin
  perform private.require_class_teacher(update_class.class_id);
  select * into existing from public.classes c where c.id = update_class.class_id for update;
  fields := private.class_fields(payload, existing);
  update public.classes c
  set name = fields.name, description = fields.description,
    needs_approval = fields.needs_approval, board_visible = fields.board_visible
  where c.id = existing.id
  returning * into saved;
  return saved;
end;
$$;
comment on function public.update_class(uuid, jsonb) is
  'A teacher changes the name, description, approval and board settings of their class.';

create or replace function public.renew_class_join_code(class_id uuid)
returns public.classes
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.classes;
begin
  perform private.require_class_teacher(renew_class_join_code.class_id);
  update public.classes c set join_code = private.new_join_code()
  where c.id = renew_class_join_code.class_id
  returning * into saved;
  return saved;
end;
$$;
comment on function public.renew_class_join_code(uuid) is 'A teacher replaces the join code: the old code and link stop working.';

create or replace function public.delete_class(class_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_class_teacher(delete_class.class_id);
  delete from public.classes c where c.id = delete_class.class_id;
end;
$$;
comment on function public.delete_class(uuid) is
  'A teacher deletes the class with its memberships and assignments; students keep their answers.';

create or replace function public.add_class_teacher(class_id uuid, email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  teacher uuid;
begin
  perform private.require_class_teacher(add_class_teacher.class_id);
  select p.id into teacher from public.profiles p
  where lower(p.email) = lower(btrim(add_class_teacher.email))
    and p.status = 'approved' and p.role in ('instructor', 'admin', 'superadmin');
  if teacher is null then
    raise exception 'No approved instructor or admin has this e-mail address.' using errcode = 'PT404';
  end if;
  if (select count(*) from public.class_teachers ct where ct.class_id = add_class_teacher.class_id) >= 10 then
    raise exception 'A class has at most 10 teachers.' using errcode = 'P0001';
  end if;
  insert into public.class_teachers (class_id, user_id) values (add_class_teacher.class_id, teacher)
  on conflict do nothing;
end;
$$;
comment on function public.add_class_teacher(uuid, text) is 'A teacher adds an approved instructor or admin (by e-mail) as a co-teacher.';

create or replace function public.remove_class_teacher(class_id uuid, user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_class_teacher(remove_class_teacher.class_id);
  perform 1 from public.classes c where c.id = remove_class_teacher.class_id for update;
  if (select count(*) from public.class_teachers ct where ct.class_id = remove_class_teacher.class_id
      and ct.user_id <> remove_class_teacher.user_id) = 0 then
    raise exception 'A class keeps at least one teacher.' using errcode = 'P0001';
  end if;
  delete from public.class_teachers ct
  where ct.class_id = remove_class_teacher.class_id and ct.user_id = remove_class_teacher.user_id;
end;
$$;
comment on function public.remove_class_teacher(uuid, uuid) is 'A teacher removes a co-teacher (or themselves); the last teacher stays.';

-- Returns { class_id, name, status: 'active' | 'pending' } on success, or
-- { status: 'wrong_code', attempts_left } for a code no class has: the failure must be kept, so
-- it is an answer, not an error. Refusals that change nothing are errors.
create or replace function public.join_class(code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  cleaned text := upper(regexp_replace(coalesce(join_class.code, ''), '[[:space:]-]', '', 'g'));
  failures integer;
  oldest timestamptz;
  target public.classes;
  membership public.class_members;
begin
  if caller is null or not authz.account_is_active() then
    raise exception 'Please log in to join a class.' using errcode = '42501';
  end if;
  if authz.approved_role() is distinct from 'contestant' then
    raise exception 'Only approved students can join a class.' using errcode = '42501';
  end if;
  -- One account's tries are serialised, so parallel requests cannot pass the limit.
  perform pg_advisory_xact_lock(hashtextextended('class-join:' || caller::text, 0));
  select count(*), min(f.failed_at) into failures, oldest
  from private.class_join_failures f
  where f.user_id = caller and f.failed_at > now() - interval '10 minutes';
  if failures >= 10 then
    raise exception 'Too many wrong codes: try again after % UTC.',
      to_char((oldest + interval '10 minutes') at time zone 'UTC', 'HH24:MI')
      using errcode = 'P0001';
  end if;

  if cleaned ~ '^[A-HJ-NP-Z2-9]{8}$' then
    select * into target from public.classes c where c.join_code = cleaned;
  end if;
  if target.id is null then
    insert into private.class_join_failures (user_id) values (caller);
    delete from private.class_join_failures f where f.user_id = caller and f.failed_at < now() - interval '1 day';
    return jsonb_build_object('status', 'wrong_code', 'attempts_left', greatest(10 - failures - 1, 0));
  end if;

  select * into membership from public.class_members m where m.class_id = target.id and m.user_id = caller;
  if membership.status = 'removed' then
    raise exception 'Your teacher removed you from this class: ask them to add you again.' using errcode = '42501';
  end if;
  if membership.status is null then
    if (select count(*) from public.class_members m where m.class_id = target.id and m.status <> 'removed') >= 500 then
      raise exception 'This class is full (500 students).' using errcode = 'P0001';
    end if;
    insert into public.class_members (class_id, user_id, status)
    values (target.id, caller, case when target.needs_approval then 'pending' else 'active' end)
    returning * into membership;
  end if;
  return jsonb_build_object('class_id', target.id, 'name', target.name, 'status', membership.status);
end;
$$;
comment on function public.join_class(text) is
  'An approved student joins the class with this code (pending when it needs approval); 10 wrong codes per 10 minutes per account.';

create or replace function public.approve_class_member(class_id uuid, user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_class_teacher(approve_class_member.class_id);
  update public.class_members m set status = 'active'
  where m.class_id = approve_class_member.class_id and m.user_id = approve_class_member.user_id
    and m.status in ('pending', 'removed');
  if not found then
    raise exception 'This student is not waiting to join the class.' using errcode = 'PT404';
  end if;
end;
$$;
comment on function public.approve_class_member(uuid, uuid) is 'A teacher lets a waiting (or earlier removed) student into the class.';

create or replace function public.remove_class_member(class_id uuid, user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_class_teacher(remove_class_member.class_id);
  update public.class_members m set status = 'removed'
  where m.class_id = remove_class_member.class_id and m.user_id = remove_class_member.user_id
    and m.status <> 'removed';
  if not found then
    raise exception 'This student is not in the class.' using errcode = 'PT404';
  end if;
end;
$$;
comment on function public.remove_class_member(uuid, uuid) is
  'A teacher removes a student (or declines a waiting one); the code no longer lets them in. Their answers stay theirs.';

create or replace function public.leave_class(class_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Please log in.' using errcode = '42501';
  end if;
  delete from public.class_members m
  where m.class_id = leave_class.class_id and m.user_id = auth.uid() and m.status in ('active', 'pending');
  if not found then
    raise exception 'You are not in this class.' using errcode = 'PT404';
  end if;
end;
$$;
comment on function public.leave_class(uuid) is 'A student leaves a class (or withdraws a waiting request); their answers stay.';

revoke all on function private.new_join_code() from public, anon, authenticated;
revoke all on function private.class_fields(jsonb, public.classes) from public, anon, authenticated;
revoke all on function private.require_class_teacher(uuid) from public, anon, authenticated;
revoke all on function public.create_class(jsonb) from public, anon;
revoke all on function public.update_class(uuid, jsonb) from public, anon;
revoke all on function public.renew_class_join_code(uuid) from public, anon;
revoke all on function public.delete_class(uuid) from public, anon;
revoke all on function public.add_class_teacher(uuid, text) from public, anon;
revoke all on function public.remove_class_teacher(uuid, uuid) from public, anon;
revoke all on function public.join_class(text) from public, anon;
revoke all on function public.approve_class_member(uuid, uuid) from public, anon;
revoke all on function public.remove_class_member(uuid, uuid) from public, anon;
revoke all on function public.leave_class(uuid) from public, anon;
grant execute on function public.create_class(jsonb) to authenticated, service_role;
grant execute on function public.update_class(uuid, jsonb) to authenticated, service_role;
grant execute on function public.renew_class_join_code(uuid) to authenticated, service_role;
grant execute on function public.delete_class(uuid) to authenticated, service_role;
grant execute on function public.add_class_teacher(uuid, text) to authenticated, service_role;
grant execute on function public.remove_class_teacher(uuid, uuid) to authenticated, service_role;
grant execute on function public.join_class(text) to authenticated, service_role;
grant execute on function public.approve_class_member(uuid, uuid) to authenticated, service_role;
grant execute on function public.remove_class_member(uuid, uuid) to authenticated, service_role;
grant execute on function public.leave_class(uuid) to authenticated, service_role;

create table public.assignments (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references public.classes (id) on delete cascade,
  title text not null,
  kind text not null check (kind in ('problems', 'contest')),
  contest_id uuid references public.contests (id) on delete set null,
  opens_at timestamptz not null,
  due_at timestamptz not null,
  created_by uuid default auth.uid() references public.public_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint assignments_title_length check (char_length(title) <= 200),
  constraint assignments_title_not_blank check (btrim(title) <> ''),
  constraint assignments_due_after_opening check (due_at > opens_at)
);
comment on table public.assignments is
  'Work given to a class: its problems in assignment_problems (a contest''s list is copied there). Written only through save_assignment and delete_assignment.';
create index assignments_class_due_idx on public.assignments (class_id, due_at);
create index assignments_contest_idx on public.assignments (contest_id) where contest_id is not null;

create table public.assignment_problems (
  assignment_id uuid not null references public.assignments (id) on delete cascade,
  problem_id uuid not null references public.problems (id) on delete cascade,
  position integer not null check (position >= 1),
  primary key (assignment_id, problem_id)
);
comment on table public.assignment_problems is 'The ordered problems of each assignment.';
create index assignment_problems_problem_idx on public.assignment_problems (problem_id);

alter table public.assignments enable row level security;
alter table public.assignment_problems enable row level security;

-- ---------------------------------------------------------------------------
-- helpers and policies
-- ---------------------------------------------------------------------------

-- The hidden problems the caller sees as an active member: in an opened assignment of their class.
create or replace function authz.class_problem_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct ap.problem_id), '{}')
  from public.class_members m
  join public.assignments a on a.class_id = m.class_id and a.opens_at <= now()
  join public.assignment_problems ap on ap.assignment_id = a.id
  where m.user_id = auth.uid() and m.status = 'active' and authz.account_is_active()
$$;
comment on function authz.class_problem_ids() is
  'Problems of the opened assignments of the classes the caller is an active member of.';
revoke all on function authz.class_problem_ids() from public;
grant execute on function authz.class_problem_ids() to authenticated, service_role;

create policy "assignments: teachers read all, active members read opened ones"
  on public.assignments for select to authenticated
  using (
    class_id = any ((select authz.taught_class_ids())::uuid[])
    or (opens_at <= now() and class_id = any ((select authz.joined_class_ids())::uuid[]))
  );

-- An entry is read with its assignment (whose policy holds no join), and its problem row follows
-- the problems policies.
create policy "assignment_problems: read with their assignment"
  on public.assignment_problems for select to authenticated
  using (exists (select 1 from public.assignments a where a.id = assignment_id));

revoke all on public.assignments, public.assignment_problems from public, anon, authenticated;
grant select on public.assignments, public.assignment_problems to authenticated;
grant all on public.assignments, public.assignment_problems to service_role;


-- ---------------------------------------------------------------------------
-- writes
-- ---------------------------------------------------------------------------

-- Creates (assignment_id null; payload.class_id) or edits an assignment with its problem list.
-- payload: { class_id, title, opens_at, due_at, problem_ids: [uuid, ...] } or
-- { class_id, title, opens_at, due_at, contest_id } (the contest's problems, in its order).
create or replace function public.save_assignment(assignment_id uuid, payload jsonb)
returns public.assignments
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_role text := authz.approved_role();
  existing public.assignments;
  target_class uuid;
  new_title text;
  new_opens timestamptz;
  new_due timestamptz;
  new_contest uuid;
  new_problems uuid[];
  old_problems uuid[] := '{}';
  saved public.assignments;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The assignment must be given as an object.' using errcode = '22023';
  end if;
  if save_assignment.assignment_id is not null then
    select * into existing from public.assignments a where a.id = save_assignment.assignment_id for update;
    if not found or not authz.teaches_class(existing.class_id) then
      raise exception 'Assignment not found, or you do not teach its class.' using errcode = '42501';
    end if;
    target_class := existing.class_id;
    select coalesce(array_agg(ap.problem_id order by ap.position), '{}') into old_problems
    from public.assignment_problems ap where ap.assignment_id = existing.id;
  else
    begin
      target_class := (payload ->> 'class_id')::uuid;
    exception when others then
      raise exception 'class_id must be a class id.' using errcode = '22023';
    end;
    perform private.require_class_teacher(target_class);
    perform 1 from public.classes c where c.id = target_class for update;
    if (select count(*) from public.assignments a where a.class_id = target_class) >= 500 then
      raise exception 'A class has at most 500 assignments.' using errcode = 'P0001';
    end if;
  end if;

  if payload ? 'title' and jsonb_typeof(payload -> 'title') <> 'string' then
    raise exception 'The title must be text.' using errcode = '22023';
  end if;
  new_title := btrim(coalesce(payload ->> 'title', existing.title, ''));
  if new_title = '' or char_length(new_title) > 200 then
    raise exception 'An assignment needs a title of at most 200 characters.' using errcode = '22023';
  end if;
  begin
    new_opens := coalesce((payload ->> 'opens_at')::timestamptz, existing.opens_at);
    new_due := coalesce((payload ->> 'due_at')::timestamptz, existing.due_at);
  exception when others then
    raise exception 'Opening and due times must be valid date-times.' using errcode = '22023';
  end;
  if new_opens is null or new_due is null then
    raise exception 'An assignment needs an opening time and a due time.' using errcode = '22023';
  end if;
  if new_due <= new_opens then
    raise exception 'The due time must come after the opening time.' using errcode = '22023';
  end if;
  if new_due - new_opens > interval '366 days' then
    raise exception 'An assignment is open for at most a year.' using errcode = '22023';
  end if;

  if payload ? 'contest_id' and jsonb_typeof(payload -> 'contest_id') <> 'null' then
    begin
      new_contest := (payload ->> 'contest_id')::uuid;
    exception when others then
      raise exception 'contest_id must be a contest id.' using errcode = '22023';
    end;
    if not exists (select 1 from public.contests c where c.id = new_contest) then
      raise exception 'Contest not found.' using errcode = 'PT404';
    end if;
    select coalesce(array_agg(cp.problem_id order by cp.position, cp.problem_id), '{}') into new_problems
    from public.contest_problems cp where cp.contest_id = new_contest;
    if cardinality(new_problems) = 0 then
      raise exception 'This contest has no problems yet.' using errcode = '22023';
    end if;
  elsif payload ? 'problem_ids' then
    if jsonb_typeof(payload -> 'problem_ids') <> 'array' then
      raise exception 'problem_ids must be a list of problem ids.' using errcode = '22023';
    end if;
    if jsonb_array_length(payload -> 'problem_ids') > 30 then
      raise exception 'An assignment has at most 30 problems.' using errcode = '22023';
    end if;
    begin
      select coalesce(array_agg(e.value::uuid order by e.ordinality), '{}') into new_problems
      from jsonb_array_elements_text(payload -> 'problem_ids') with ordinality as e (value, ordinality);
    exception when others then
      raise exception 'problem_ids must be a list of problem ids.' using errcode = '22023';
    end;
    if cardinality(new_problems) = 0 then
      raise exception 'Pick at least one problem.' using errcode = '22023';
    end if;
    if cardinality(new_problems) <> (select count(distinct x) from unnest(new_problems) as x) then
      raise exception 'A problem appears in the list twice.' using errcode = '22023';
    end if;
    if exists (select 1 from unnest(new_problems) as x where not exists (select 1 from public.problems pr where pr.id = x)) then
      raise exception 'Problem not found.' using errcode = 'PT404';
    end if;
    if caller_role = 'instructor' and exists (
      select 1 from public.problems pr
      where pr.id = any (new_problems) and not pr.is_public and pr.created_by is distinct from caller
        and not (pr.id = any (old_problems))
    ) then
      raise exception 'You can only assign your own hidden problems.' using errcode = '42501';
    end if;
  elsif existing.id is null then
    raise exception 'Pick problems or a contest to assign.' using errcode = '22023';
  end if;

  if existing.id is not null then
    update public.assignments a
    set title = new_title, opens_at = new_opens, due_at = new_due,
      kind = case when new_problems is null then a.kind when new_contest is not null then 'contest' else 'problems' end,
      contest_id = case when new_problems is null then a.contest_id else new_contest end
    where a.id = existing.id
    returning * into saved;
  else
    insert into public.assignments (class_id, title, kind, contest_id, opens_at, due_at, created_by)
    values (target_class, new_title, case when new_contest is not null then 'contest' else 'problems' end,
      new_contest, new_opens, new_due, caller)
    returning * into saved;
  end if;

  if new_problems is not null and new_problems is distinct from old_problems then
    delete from public.assignment_problems ap where ap.assignment_id = saved.id;
    insert into public.assignment_problems (assignment_id, problem_id, position)
    select saved.id, x.problem_id, x.position::integer
    from unnest(new_problems) with ordinality as x (problem_id, position);
  end if;
  return saved;
end;
$$;
comment on function public.save_assignment(uuid, jsonb) is
  'A teacher creates (assignment_id null) or edits an assignment: bank problems in order, or a contest''s problems; opening and due times.';

create or replace function public.delete_assignment(assignment_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  select a.class_id into target from public.assignments a where a.id = delete_assignment.assignment_id;
  if target is null or not authz.teaches_class(target) then
    raise exception 'Assignment not found, or you do not teach its class.' using errcode = '42501';
  end if;
  delete from public.assignments a where a.id = delete_assignment.assignment_id;
end;
$$;
comment on function public.delete_assignment(uuid) is 'A teacher deletes an assignment; the answers stay.';

-- ---------------------------------------------------------------------------
-- reading: the student's due soon and progress, the teacher's matrix
-- ---------------------------------------------------------------------------

-- The caller's open assignments (opened, not yet due), soonest first, with their progress:
-- done = problems with full marks or given up. With the database's now for the countdowns.
create or replace function public.my_due_soon(max_rows integer default 10)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'now', now(),
    'assignments', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id, 'class_id', d.class_id, 'class_name', d.class_name, 'title', d.title,
        'opens_at', d.opens_at, 'due_at', d.due_at, 'problems', d.problems, 'done', d.done
      ) order by d.due_at, d.id), '[]'::jsonb)
  )
  from (
    select a.id, a.class_id, c.name as class_name, a.title, a.opens_at, a.due_at, p.problems, p.done
    from public.class_members m
    join public.assignments a on a.class_id = m.class_id and a.opens_at <= now() and a.due_at > now()
    join public.classes c on c.id = m.class_id
    cross join lateral (
      select count(*)::integer as problems,
        count(*) filter (
          where exists (select 1 from public.problem_give_ups g where g.user_id = m.user_id and g.problem_id = ap.problem_id)
            or (select max(an.marks_awarded) from public.answers an
                where an.user_id = m.user_id and an.problem_id = ap.problem_id) >= pr.marks
        )::integer as done
      from public.assignment_problems ap
      join public.problems pr on pr.id = ap.problem_id
      where ap.assignment_id = a.id
    ) as p
    where m.user_id = auth.uid() and m.status = 'active' and authz.account_is_active()
    order by a.due_at, a.id
    limit least(greatest(coalesce(my_due_soon.max_rows, 10), 1), 50)
  ) as d
$$;
comment on function public.my_due_soon(integer) is
  'The signed-in student''s opened, not yet due assignments (soonest first) with problems done, and the database time.';

-- Per assignment, one row per active student and problem: best marks, attempts, wrong answers,
-- answers waiting for grading, hints revealed, gave up, first and last answer time, late, and the
-- answer to open (the best, earliest). Only the class's teachers.
create or replace function public.assignment_matrix(assignment_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target public.assignments;
  class_name text;
  result jsonb;
begin
  select * into target from public.assignments a where a.id = assignment_matrix.assignment_id;
  if target.id is null or not authz.teaches_class(target.class_id) then
    raise exception 'Assignment not found, or you do not teach its class.' using errcode = '42501';
  end if;
  select c.name into class_name from public.classes c where c.id = target.class_id;

  with problems as (
    select ap.problem_id, ap.position, pr.title, pr.marks
    from public.assignment_problems ap join public.problems pr on pr.id = ap.problem_id
    where ap.assignment_id = target.id
  ),
  students as (
    select m.user_id, pp.full_name, m.joined_at,
      (select max(an.submitted_at) from public.answers an where an.user_id = m.user_id) as last_activity
    from public.class_members m
    left join public.public_profiles pp on pp.id = m.user_id
    where m.class_id = target.class_id and m.status = 'active'
  ),
  cells as (
    select s.user_id, p.problem_id, st.best, st.attempts, st.wrong, st.waiting, st.first_at, st.last_at,
      st.best_answer_id,
      st.attempts > 0 and (st.on_time = 0 or coalesce(st.best_on_time, -1) < coalesce(st.best, -1)) as late,
      (select count(*) from public.hint_reveals h where h.user_id = s.user_id and h.problem_id = p.problem_id)::integer as hints,
      exists (select 1 from public.problem_give_ups g where g.user_id = s.user_id and g.problem_id = p.problem_id) as gave_up
    from students s
    cross join problems p
    cross join lateral (
      select max(an.marks_awarded) as best,
        count(*)::integer as attempts,
        count(*) filter (where an.status = 'incorrect')::integer as wrong,
        count(*) filter (where an.status = 'submitted')::integer as waiting,
        count(*) filter (where an.submitted_at < target.due_at)::integer as on_time,
        max(an.marks_awarded) filter (where an.submitted_at < target.due_at) as best_on_time,
        min(an.submitted_at) as first_at,
        max(an.submitted_at) as last_at,
        (array_agg(an.id order by an.marks_awarded desc nulls last, an.submitted_at))[1] as best_answer_id
      from public.answers an
      where an.user_id = s.user_id and an.problem_id = p.problem_id
    ) as st
  )
  select jsonb_build_object(
    'now', now(),
    'assignment', jsonb_build_object('id', target.id, 'class_id', target.class_id, 'class_name', class_name,
      'title', target.title, 'kind', target.kind, 'contest_id', target.contest_id,
      'opens_at', target.opens_at, 'due_at', target.due_at),
    'problems', coalesce((select jsonb_agg(jsonb_build_object('id', p.problem_id, 'position', p.position,
      'title', p.title, 'marks', p.marks) order by p.position) from problems p), '[]'::jsonb),
    'students', coalesce((select jsonb_agg(jsonb_build_object('id', s.user_id, 'full_name', s.full_name,
      'joined_at', s.joined_at, 'last_activity', s.last_activity) order by s.full_name, s.user_id) from students s), '[]'::jsonb),
    'cells', coalesce((select jsonb_agg(jsonb_build_object('user_id', c.user_id, 'problem_id', c.problem_id,
      'best', c.best, 'attempts', c.attempts, 'wrong', c.wrong, 'waiting', c.waiting, 'hints', c.hints,
      'gave_up', c.gave_up, 'first_at', c.first_at, 'last_at', c.last_at, 'late', c.late,
      'answer_id', c.best_answer_id)) from cells c), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.assignment_matrix(uuid) is
  'A teacher''s student x problem matrix of one assignment, with the database time.';

revoke all on function public.save_assignment(uuid, jsonb) from public, anon;
revoke all on function public.delete_assignment(uuid) from public, anon;
revoke all on function public.my_due_soon(integer) from public, anon;
revoke all on function public.assignment_matrix(uuid) from public, anon;
grant execute on function public.save_assignment(uuid, jsonb) to authenticated, service_role;
grant execute on function public.delete_assignment(uuid) to authenticated, service_role;
grant execute on function public.my_due_soon(integer) to authenticated, service_role;
grant execute on function public.assignment_matrix(uuid) to authenticated, service_role;

-- One permissive policy per table, role and operation (the database linter's rule): the policy of
-- 20261123004000 with the class rule added as its last alternative.
create policy "problems: users read released, own, class and (as staff) all problems"
  on public.problems for select to authenticated
  using (
    authz.problem_is_released(is_public, contest_windows, contest_public_at, true)
    or created_by = (select auth.uid())
    or (select authz.is_approved_staff())
    or (contest_windows is null and not is_public and id = any ((select authz.class_problem_ids())::uuid[]))
  );

-- Classes (issue 21 points 1 and 4, decision 0050): a teacher gathers students with a join code.
--
-- * An approved instructor, admin or the superadmin creates a class and is its first teacher;
--   teachers add co-teachers (approved staff, by e-mail), rename it, turn on the class board,
--   ask for approval of new members, renew the join code, remove members.
-- * An approved student joins with the code (or its link); when the class asks for approval the
--   membership waits (pending) until a teacher approves it. A student leaves whenever they like;
--   a removed student cannot join again with the code.
-- * Wrong codes are rate limited per account in the database: 10 wrong codes in 10 minutes, then
--   every try is refused until the oldest of them is 10 minutes old. A code is 8 characters from
--   a 32-letter alphabet (2^40 codes), so guessing one is hopeless at that rate.
-- * Reading: a teacher reads their classes, a student the classes they belong to (a pending
--   student the class row only), nobody else anything. Members see each other only while the
--   class board is on. Every write goes through the functions below.
-- Membership is asked through small security definer helpers that return the caller's class ids
-- once per statement (`(select authz.x())` is an InitPlan), so the policies never join or recurse.

-- ---------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------

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

-- Notices (issue 20 point 5, decision 0049): an answer graded, an account approved or rejected,
-- a registered contest starting within the hour. Each event writes its notice in its own
-- transaction (triggers), and the notice writes its mail to an outbox in the same transaction,
-- unless the user turned e-mail off for that kind. A sender delivers the outbox: locally the
-- gateway into its mailbox, on hosted a scheduled Edge Function (README, deploy).
-- * public.notices: the in-app bell; each user reads and marks read only their own.
-- * public.notice_email_settings: e-mail on/off per kind, one row per user (default: on).
-- * private.notice_outbox: mails waiting or sent; no API role reads it. claim_notice_mail /
--   finish_notice_mail (service role only) lease a batch and record what was sent.
-- * private.notice_stop_tokens: the one-click stop link of each mail (per user and kind).

create table public.notices (
  id bigint generated always as identity primary key,
  -- People are referenced through public_profiles (decision 0032); one row per profile.
  user_id uuid not null references public.public_profiles (id) on delete cascade,
  kind text not null check (kind in ('answer_graded', 'account_approved', 'account_rejected', 'contest_starting')),
  title text not null check (char_length(title) <= 200),
  body text not null check (char_length(body) <= 1000),
  link text check (link is null or link ~ '^/[A-Za-z0-9/_-]*$'),
  dedupe_key text not null unique,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
comment on table public.notices is
  'In-app notices, written only by triggers and the contest reminder job; each user reads their own and marks them read with mark_notices_read.';
create index notices_user_created_idx on public.notices (user_id, created_at desc);
create index notices_user_unread_idx on public.notices (user_id) where read_at is null;

alter table public.notices enable row level security;
create policy "notices: users read their own"
  on public.notices for select to authenticated
  using (user_id = (select auth.uid()) and (select authz.account_is_active()));
revoke all on public.notices from public, anon, authenticated;
grant select on public.notices to authenticated;
grant all on public.notices to service_role;

create table public.notice_email_settings (
  user_id uuid primary key references public.public_profiles (id) on delete cascade,
  answer_graded boolean not null default true,
  account_status boolean not null default true,
  contest_starting boolean not null default true,
  updated_at timestamptz not null default now()
);
comment on table public.notice_email_settings is
  'Whether a user gets e-mail for each kind of notice (no row: all on). Written by set_notice_email and stop_notice_email.';
alter table public.notice_email_settings enable row level security;
create policy "notice_email_settings: users read their own"
  on public.notice_email_settings for select to authenticated
  using (user_id = (select auth.uid()) and (select authz.account_is_active()));
revoke all on public.notice_email_settings from public, anon, authenticated;
grant select on public.notice_email_settings to authenticated;
grant all on public.notice_email_settings to service_role;

create table private.notice_stop_tokens (
  token uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  setting text not null check (setting in ('answer_graded', 'account_status', 'contest_starting')),
  unique (user_id, setting)
);

create table private.notice_outbox (
  id bigint generated always as identity primary key,
  notice_id bigint not null unique references public.notices (id) on delete cascade,
  to_email text not null,
  subject text not null,
  body text not null,
  link text,
  stop_token uuid not null,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text
);
create index notice_outbox_waiting_idx on private.notice_outbox (id) where sent_at is null;
revoke all on private.notice_outbox, private.notice_stop_tokens from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- notice -> outbox, in the same transaction
-- ---------------------------------------------------------------------------

create or replace function private.notice_setting(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when kind in ('account_approved', 'account_rejected') then 'account_status' else kind end
$$;

create or replace function private.notices_fill_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  wanted boolean;
  chosen text := private.notice_setting(new.kind);
  token uuid;
begin
  select p.email into address from public.profiles p where p.id = new.user_id;
  select case chosen
      when 'answer_graded' then s.answer_graded
      when 'account_status' then s.account_status
      else s.contest_starting end
  into wanted
  from public.notice_email_settings s where s.user_id = new.user_id;
  if address is null or not coalesce(wanted, true) then
    return null;
  end if;
  insert into private.notice_stop_tokens (user_id, setting) values (new.user_id, chosen)
  on conflict (user_id, setting) do update set setting = excluded.setting
  returning private.notice_stop_tokens.token into token;
  insert into private.notice_outbox (notice_id, to_email, subject, body, link, stop_token)
  values (new.id, address, new.title, new.body, new.link, token);
  return null;
end;
$$;

create trigger notices_fill_outbox
  after insert on public.notices
  for each row execute function private.notices_fill_outbox();

-- ---------------------------------------------------------------------------
-- the events
-- ---------------------------------------------------------------------------

-- A grader's grade (not the answer key's verdict, which the student sees at once). Marks and a
-- link only: never the feedback or anything of the solution.
create or replace function private.answers_notice_graded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem_title text;
  full_marks integer;
begin
  select pr.title, pr.marks into problem_title, full_marks from public.problems pr where pr.id = new.problem_id;
  insert into public.notices (user_id, kind, title, body, link, dedupe_key)
  values (
    new.user_id,
    'answer_graded',
    'Your answer was graded',
    format('Your answer to "%s" got %s/%s.', left(problem_title, 150), new.marks_awarded, full_marks),
    '/problems/' || new.problem_id,
    format('answer_graded:%s:%s', new.id, new.grade_version)
  )
  on conflict (dedupe_key) do nothing;
  return null;
end;
$$;

create trigger answers_notice_graded
  after update of status, marks_awarded on public.answers
  for each row
  when (
    new.status <> 'submitted' and not new.auto_graded and new.marks_awarded is not null
    and (old.status, old.marks_awarded) is distinct from (new.status, new.marks_awarded)
  )
  execute function private.answers_notice_graded();

create or replace function private.profiles_notice_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notices (user_id, kind, title, body, link, dedupe_key)
  values (
    new.id,
    case when new.status = 'approved' then 'account_approved' else 'account_rejected' end,
    case when new.status = 'approved' then 'Your account was approved' else 'Your account was not approved' end,
    case when new.status = 'approved'
      then 'Your Get Into Olympiad account is approved: you can now use everything your role offers.'
      else 'Your Get Into Olympiad account request was not approved.' end,
    case when new.status = 'approved' then '/dashboard' else null end,
    format('account_%s:%s:%s', new.status, new.id, extract(epoch from clock_timestamp()))
  );
  return null;
end;
$$;

create trigger profiles_notice_status
  after update of status on public.profiles
  for each row
  when (old.status = 'pending' and new.status in ('approved', 'rejected'))
  execute function private.profiles_notice_status();

-- Registered students of contests starting within the hour: one notice per contest and student.
-- Run every minute (locally by the gateway's sender, on hosted by the scheduled Edge Function),
-- and at registration for that one registration.
create or replace function private.write_contest_reminders(only_contest uuid, only_user uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  added integer;
begin
  insert into public.notices (user_id, kind, title, body, link, dedupe_key)
  select r.user_id, 'contest_starting', 'A contest starts within the hour',
    format('"%s" starts at %s UTC.', left(c.title, 150), to_char(c.start_time at time zone 'UTC', 'YYYY-MM-DD HH24:MI')),
    '/contests/' || c.id,
    format('contest_starting:%s:%s', c.id, r.user_id)
  from public.contests c
  join public.contest_registrations r on r.contest_id = c.id
  where c.start_time > now() and c.start_time <= now() + interval '1 hour'
    and (only_contest is null or c.id = only_contest)
    and (only_user is null or r.user_id = only_user)
  on conflict (dedupe_key) do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;

create or replace function public.enqueue_contest_reminders()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.write_contest_reminders(null, null)
$$;
comment on function public.enqueue_contest_reminders() is
  'Writes the "starting within the hour" notice for every registration of a contest starting in the next hour (once each). Service role only; scheduled.';

create or replace function private.registrations_notice_soon()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.write_contest_reminders(new.contest_id, new.user_id);
  return null;
end;
$$;

create trigger registrations_notice_soon
  after insert on public.contest_registrations
  for each row execute function private.registrations_notice_soon();

-- ---------------------------------------------------------------------------
-- what users do
-- ---------------------------------------------------------------------------

create or replace function public.mark_notices_read(notice_ids bigint[] default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if auth.uid() is null or not authz.account_is_active() then
    raise exception 'Please log in to see your notices.' using errcode = '42501';
  end if;
  update public.notices n set read_at = now()
  where n.user_id = auth.uid() and n.read_at is null
    and (notice_ids is null or n.id = any (notice_ids));
  get diagnostics changed = row_count;
  return changed;
end;
$$;
comment on function public.mark_notices_read(bigint[]) is
  'Marks the caller''s notices read (all unread ones when no ids are given); others'' notices are never touched.';

create or replace function public.set_notice_email(setting text, enabled boolean)
returns public.notice_email_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.notice_email_settings;
begin
  if auth.uid() is null or not authz.account_is_active() then
    raise exception 'Please log in to change your e-mail settings.' using errcode = '42501';
  end if;
  if setting not in ('answer_graded', 'account_status', 'contest_starting') or enabled is null then
    raise exception 'Unknown e-mail setting.' using errcode = '22023';
  end if;
  insert into public.notice_email_settings (user_id) values (auth.uid()) on conflict (user_id) do nothing;
  update public.notice_email_settings s
  set answer_graded = case when setting = 'answer_graded' then enabled else s.answer_graded end,
      account_status = case when setting = 'account_status' then enabled else s.account_status end,
      contest_starting = case when setting = 'contest_starting' then enabled else s.contest_starting end,
      updated_at = now()
  where s.user_id = auth.uid()
  returning * into saved;
  return saved;
end;
$$;

-- The one-click stop link of a mail: anyone holding the token (it is the mail's), nothing else.
create or replace function public.stop_notice_email(token uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  which text;
begin
  select t.user_id, t.setting into owner, which from private.notice_stop_tokens t where t.token = stop_notice_email.token;
  if owner is null then
    raise exception 'This link is not valid.' using errcode = 'PT404';
  end if;
  insert into public.notice_email_settings (user_id) values (owner) on conflict (user_id) do nothing;
  update public.notice_email_settings s
  set answer_graded = case when which = 'answer_graded' then false else s.answer_graded end,
      account_status = case when which = 'account_status' then false else s.account_status end,
      contest_starting = case when which = 'contest_starting' then false else s.contest_starting end,
      updated_at = now()
  where s.user_id = owner;
  return which;
end;
$$;
comment on function public.stop_notice_email(uuid) is
  'Turns off the e-mail kind a mail''s stop link names; returns the setting (answer_graded, account_status, contest_starting).';

-- ---------------------------------------------------------------------------
-- the sender's side (service role only)
-- ---------------------------------------------------------------------------

-- Leases up to `batch` waiting mails for 5 minutes: a sender that dies mid-way leaves them to the
-- next run (nothing is lost); one that sent them records it with finish_notice_mail.
create or replace function public.claim_notice_mail(batch integer default 20)
returns table (id bigint, to_email text, subject text, body text, link text, stop_token uuid)
language sql
security definer
set search_path = ''
as $$
  update private.notice_outbox o
  set claimed_at = now(), attempts = o.attempts + 1
  where o.id in (
    select w.id from private.notice_outbox w
    where w.sent_at is null and w.attempts < 10
      and (w.claimed_at is null or w.claimed_at < now() - interval '5 minutes')
    order by w.id
    limit least(greatest(batch, 1), 100)
    for update skip locked
  )
  returning o.id, o.to_email, o.subject, o.body, o.link, o.stop_token
$$;

create or replace function public.finish_notice_mail(sent bigint[], failed bigint[] default '{}', error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.notice_outbox o set sent_at = now(), last_error = null where o.id = any (sent);
  update private.notice_outbox o set claimed_at = null, last_error = left(error, 500) where o.id = any (failed);
$$;

revoke all on function private.notice_setting(text), private.notices_fill_outbox(),
  private.answers_notice_graded(), private.profiles_notice_status(),
  private.registrations_notice_soon(), private.write_contest_reminders(uuid, uuid)
  from public, anon, authenticated;
revoke all on function public.enqueue_contest_reminders(), public.claim_notice_mail(integer),
  public.finish_notice_mail(bigint[], bigint[], text) from public, anon, authenticated;
grant execute on function public.enqueue_contest_reminders(), public.claim_notice_mail(integer),
  public.finish_notice_mail(bigint[], bigint[], text) to service_role;
revoke all on function public.mark_notices_read(bigint[]), public.set_notice_email(text, boolean)
  from public, anon;
grant execute on function public.mark_notices_read(bigint[]), public.set_notice_email(text, boolean)
  to authenticated, service_role;
revoke all on function public.stop_notice_email(uuid) from public;
grant execute on function public.stop_notice_email(uuid) to anon, authenticated, service_role;

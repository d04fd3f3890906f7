-- Practice (issue 15): spoiler-safe discussion.
--
-- A comment's author may mark it as a spoiler (comments.is_spoiler). The text of a spoiler is
-- never sent to someone who has not earned the solution: it moves to private.comment_spoilers
-- and the comments row keeps a placeholder, so `select *` on comments, embeds and every policy
-- stay as they are. The text comes back through
-- * public.comment_spoiler_text(comments), a computed field: the text for the comment's author
--   and for those who may read the problem's solution (authz.can_read_solution: solvers,
--   those who gave up, staff, everyone after an ended contest if allowed), null otherwise;
-- * public.reveal_spoiler(comment_id): anyone who may read the comment asks for it explicitly
--   (the "Show spoiler" button, after a confirmation), except while a contest using the
--   problem runs, when only staff and the author get it.

alter table public.comments add column is_spoiler boolean not null default false;
comment on column public.comments.is_spoiler is
  'Marked by its author as giving away the solution: content then holds a placeholder and the text lives in private.comment_spoilers.';

create table private.comment_spoilers (
  -- No foreign key: the row is written by the comments BEFORE trigger, when the comment row
  -- does not exist yet; comments_drop_spoiler_text removes it with its comment.
  comment_id uuid primary key,
  content text not null check (char_length(btrim(content)) between 1 and 5000 and content ~ '[^[:space:]]')
);
comment on table private.comment_spoilers is
  'The text of spoiler comments, served only by public.comment_spoiler_text and public.reveal_spoiler.';
alter table private.comment_spoilers enable row level security;
revoke all on private.comment_spoilers from public, anon, authenticated, service_role;

grant insert (is_spoiler) on public.comments to authenticated;
grant update (is_spoiler) on public.comments to authenticated;

create or replace function private.spoiler_placeholder()
returns text
language sql
immutable
set search_path = ''
as $$ select 'This comment contains a spoiler.'::text $$;

-- Runs after the comments policies (WITH CHECK is evaluated on the row this returns, which
-- keeps user_id and problem_id). Moves a spoiler's text into private.comment_spoilers.
create or replace function private.keep_spoiler_text_private()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  placeholder text := private.spoiler_placeholder();
  hidden text;
begin
  if new.is_spoiler then
    -- New text (insert, an edit, or marking an existing comment) replaces the stored one;
    -- an update that only re-sends the placeholder keeps it.
    if tg_op = 'INSERT' or not old.is_spoiler or new.content is distinct from old.content then
      insert into private.comment_spoilers as s (comment_id, content)
      values (new.id, new.content)
      on conflict (comment_id) do update set content = excluded.content;
    end if;
    new.content := placeholder;
  elsif tg_op = 'UPDATE' and old.is_spoiler then
    -- Unmarked: the text comes back unless the update brings a new one.
    select s.content into hidden from private.comment_spoilers s where s.comment_id = old.id;
    if new.content is not distinct from old.content then
      new.content := coalesce(hidden, new.content);
    end if;
    delete from private.comment_spoilers s where s.comment_id = old.id;
  end if;
  return new;
end;
$$;

-- comments.id defaults to gen_random_uuid(), so it is set before BEFORE triggers run.
create trigger comments_keep_spoiler_text_private
  before insert or update of content, is_spoiler on public.comments
  for each row execute function private.keep_spoiler_text_private();

create or replace function private.drop_spoiler_text()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.comment_spoilers s where s.comment_id = old.id;
  return null;
end;
$$;

create trigger comments_drop_spoiler_text
  after delete on public.comments
  for each row when (old.is_spoiler)
  execute function private.drop_spoiler_text();

create or replace function public.comment_spoiler_text(comment public.comments)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.content
  from private.comment_spoilers s
  where comment.is_spoiler
    and s.comment_id = comment.id
    -- The caller must be able to read this comment row at all (the comments policies).
    and exists (select 1 from public.comments c where c.id = comment.id)
    and (
      (comment.user_id = auth.uid() and auth.uid() is not null)
      or authz.can_read_solution(comment.problem_id)
    )
$$;
comment on function public.comment_spoiler_text(public.comments) is
  'Computed field: the text of a spoiler comment for its author and those who may read the problem''s solution; null otherwise.';

create or replace function public.reveal_spoiler(comment_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target public.comments;
  hidden text;
begin
  select c.* into target from public.comments c where c.id = reveal_spoiler.comment_id;
  if target.id is null or not authz.can_see_problem(target.problem_id) then
    raise exception 'Comment not found.' using errcode = 'P0002';
  end if;
  if not target.is_spoiler then
    return target.content;
  end if;
  if not authz.is_approved_staff()
    and target.user_id is distinct from auth.uid()
    and authz.problem_in_running_contest(target.problem_id) then
    raise exception 'Spoilers stay hidden while this problem is in a running contest.' using errcode = '42501';
  end if;
  select s.content into hidden from private.comment_spoilers s where s.comment_id = target.id;
  return hidden;
end;
$$;
comment on function public.reveal_spoiler(uuid) is
  'The text of a spoiler comment, asked for explicitly ("Show spoiler"); refused while a contest using the problem runs.';

revoke all on function public.comment_spoiler_text(public.comments), public.reveal_spoiler(uuid) from public, anon;
grant execute on function public.comment_spoiler_text(public.comments), public.reveal_spoiler(uuid)
  to anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated;

-- Spoiler texts follow the comments' own read rule (issue 22, part 2).
--
-- * public.comment_spoiler_text(comments) judged the row it was handed: a made-up row naming a
--   real comment's id with the caller as its author returned the spoiler's text. It now reads the
--   stored comment and judges that (author, problem, spoiler flag).
-- * public.reveal_spoiler(comment_id) answered any comment of a problem the caller may see, so a
--   comment hidden by the comments policy (a problem in a running contest, for everyone but
--   staff) came back through it. Both functions are security definer (they read
--   private.comment_spoilers), so the comments policy does not reach them: they ask
--   authz.can_read_comment, the policy's rule as a function.
-- * A comment the caller may not read is "not found" as HTTP 404 (SQLSTATE PT404), not P0002,
--   which PostgREST answers with 500.

create or replace function authz.can_read_comment(comment_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- The same rule as the policy "comments: everyone reads comments on visible problems outside
  -- running contests": the problem is visible to the caller, and not in a running contest
  -- unless the caller is approved staff.
  select exists (
    select 1
    from public.comments c
    join public.problems p on p.id = c.problem_id
    where c.id = can_read_comment.comment_id
      and authz.can_see_problem(p.id)
      and (not coalesce(p.contest_windows @> now(), false) or authz.is_approved_staff())
  )
$$;
comment on function authz.can_read_comment(uuid) is
  'Whether the caller may read the comment (the comments select policy as a function, for security definer readers).';
revoke all on function authz.can_read_comment(uuid) from public;
grant execute on function authz.can_read_comment(uuid) to anon, authenticated, service_role;

create or replace function public.comment_spoiler_text(comment public.comments)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  -- Only the stored comment counts: the row handed in gives nothing but its id.
  select s.content
  from public.comments c
  join private.comment_spoilers s on s.comment_id = c.id
  where c.id = comment_spoiler_text.comment.id
    and c.is_spoiler
    and (
      (c.user_id = auth.uid() and auth.uid() is not null)
      or (authz.can_read_comment(c.id) and authz.can_read_solution(c.problem_id))
    )
$$;
comment on function public.comment_spoiler_text(public.comments) is
  'Computed field: the text of a spoiler comment for its author and those who may read the problem''s solution; null otherwise. Judges the stored comment, never the row handed in.';

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
    raise exception 'Comment not found.' using errcode = 'PT404';
  end if;
  -- Its author keeps their own words (as before).
  if target.user_id = auth.uid() and auth.uid() is not null then
    if not target.is_spoiler then
      return target.content;
    end if;
  elsif target.is_spoiler and not authz.is_approved_staff()
    and authz.problem_in_running_contest(target.problem_id) then
    raise exception 'Spoilers stay hidden while this problem is in a running contest.' using errcode = '42501';
  elsif not authz.can_read_comment(target.id) then
    -- Everyone else reads only what the comments policy shows them.
    raise exception 'Comment not found.' using errcode = 'PT404';
  elsif not target.is_spoiler then
    return target.content;
  end if;
  select s.content into hidden from private.comment_spoilers s where s.comment_id = target.id;
  return hidden;
end;
$$;
comment on function public.reveal_spoiler(uuid) is
  'The text of a comment the caller may read, spoilers included, asked for explicitly ("Show spoiler"); spoilers are refused while a contest using the problem runs.';

revoke all on function public.comment_spoiler_text(public.comments), public.reveal_spoiler(uuid) from public, anon;
grant execute on function public.comment_spoiler_text(public.comments), public.reveal_spoiler(uuid)
  to anon, authenticated, service_role;

-- Discussion: comments, spoiler comments (their text kept apart) and reactions.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table "private"."comment_spoilers" (
    "comment_id" uuid not null,
    "content" text not null
);

create table "public"."comments" (
    "id" uuid not null default gen_random_uuid(),
    "problem_id" uuid not null,
    "user_id" uuid not null default auth.uid(),
    "content" text not null,
    "created_at" timestamp with time zone not null default now(),
    "is_spoiler" boolean not null default false,
    "edited_at" timestamp with time zone
);

create table "public"."reactions" (
    "id" uuid not null default gen_random_uuid(),
    "problem_id" uuid not null,
    "user_id" uuid not null default auth.uid(),
    "reaction_type" text not null,
    "created_at" timestamp with time zone not null default now()
);

-- Functions

CREATE OR REPLACE FUNCTION authz.can_read_comment(comment_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- The same rule as the policy "comments: everyone reads comments on visible problems outside
  -- running contests": the problem is visible to the caller, and not in a running contest
  -- unless the caller is approved staff; nor in the caller's own running virtual contest.
  select exists (
    select 1
    from public.comments c
    join public.problems p on p.id = c.problem_id
    where c.id = can_read_comment.comment_id
      and authz.can_see_problem(p.id)
      and (not coalesce(p.contest_windows @> now(), false) or authz.is_approved_staff())
      and not authz.in_my_virtual_contest(p.id)
  )
$function$
;

CREATE OR REPLACE FUNCTION private.drop_spoiler_text()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from private.comment_spoilers s where s.comment_id = old.id;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.keep_spoiler_text_private()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.spoiler_placeholder()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 'This comment contains a spoiler.'::text $function$
;

CREATE OR REPLACE FUNCTION public.comment_spoiler_text(comment comments)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.reveal_spoiler(comment_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.toggle_reaction(problem_id uuid, reaction_type text)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  caller uuid := auth.uid();
  own_id uuid;
  own_type text;
begin
  if caller is null then
    raise exception 'User not found' using errcode = '42501', hint = 'check';
  end if;
  if toggle_reaction.reaction_type is null
     or toggle_reaction.reaction_type not in ('like', 'love', 'funny') then
    raise exception 'Unknown reaction type: %', coalesce(toggle_reaction.reaction_type, 'null')
      using errcode = '22023', hint = 'check';
  end if;

  -- Lock the caller's reaction (if any) so a concurrent toggle waits for this one.
  select r.id, r.reaction_type into own_id, own_type
  from public.reactions r
  where r.problem_id = toggle_reaction.problem_id and r.user_id = caller
  for update;

  if own_id is null then
    begin
      insert into public.reactions (problem_id, user_id, reaction_type)
      values (toggle_reaction.problem_id, caller, toggle_reaction.reaction_type);
    exception when others then
      raise exception using message = sqlerrm, errcode = sqlstate, hint = 'add';
    end;
    return 'added';
  end if;

  if own_type = toggle_reaction.reaction_type then
    begin
      delete from public.reactions r where r.id = own_id;
    exception when others then
      raise exception using message = sqlerrm, errcode = sqlstate, hint = 'remove';
    end;
    return 'removed';
  end if;

  begin
    update public.reactions r set reaction_type = toggle_reaction.reaction_type where r.id = own_id;
  exception when others then
    raise exception using message = sqlerrm, errcode = sqlstate, hint = 'update';
  end;
  return 'updated';
end;
$function$
;

CREATE OR REPLACE FUNCTION private.stamp_comment_edit()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- Only a real change counts (a spoiler's stored text is compared by the content sent).
  if new.content is distinct from old.content or new.is_spoiler is distinct from old.is_spoiler then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$function$
;

-- Indexes

CREATE UNIQUE INDEX comment_spoilers_pkey ON private.comment_spoilers USING btree (comment_id);

CREATE UNIQUE INDEX comments_pkey ON public.comments USING btree (id);

CREATE INDEX comments_problem_created_idx ON public.comments USING btree (problem_id, created_at DESC);

CREATE INDEX comments_user_idx ON public.comments USING btree (user_id);

CREATE UNIQUE INDEX reactions_one_per_user_per_problem ON public.reactions USING btree (problem_id, user_id);

CREATE UNIQUE INDEX reactions_pkey ON public.reactions USING btree (id);

CREATE INDEX reactions_user_idx ON public.reactions USING btree (user_id);

-- Constraints

alter table "private"."comment_spoilers" add constraint "comment_spoilers_pkey" PRIMARY KEY using index "comment_spoilers_pkey";

alter table "public"."comments" add constraint "comments_pkey" PRIMARY KEY using index "comments_pkey";

alter table "public"."reactions" add constraint "reactions_pkey" PRIMARY KEY using index "reactions_pkey";

alter table "private"."comment_spoilers" add constraint "comment_spoilers_content_check" CHECK ((((char_length(btrim(content)) >= 1) AND (char_length(btrim(content)) <= 5000)) AND (content ~ '[^[:space:]]'::text))) not valid;

alter table "private"."comment_spoilers" validate constraint "comment_spoilers_content_check";

alter table "public"."comments" add constraint "comments_content_length" CHECK ((char_length(content) <= 2000)) not valid;

alter table "public"."comments" validate constraint "comments_content_length";

alter table "public"."comments" add constraint "comments_content_not_blank" CHECK ((content ~ '[^[:space:]]'::text)) not valid;

alter table "public"."comments" validate constraint "comments_content_not_blank";

alter table "public"."comments" add constraint "comments_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "public"."comments" validate constraint "comments_problem_id_fkey";

alter table "public"."comments" add constraint "comments_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."comments" validate constraint "comments_user_id_fkey";

alter table "public"."reactions" add constraint "reactions_one_per_user_per_problem" UNIQUE using index "reactions_one_per_user_per_problem";

alter table "public"."reactions" add constraint "reactions_problem_id_fkey" FOREIGN KEY (problem_id) REFERENCES problems(id) ON DELETE CASCADE not valid;

alter table "public"."reactions" validate constraint "reactions_problem_id_fkey";

alter table "public"."reactions" add constraint "reactions_reaction_type_check" CHECK ((reaction_type = ANY (ARRAY['like'::text, 'love'::text, 'funny'::text]))) not valid;

alter table "public"."reactions" validate constraint "reactions_reaction_type_check";

alter table "public"."reactions" add constraint "reactions_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."reactions" validate constraint "reactions_user_id_fkey";

-- Row-level security

alter table "private"."comment_spoilers" enable row level security;

alter table "public"."comments" enable row level security;

alter table "public"."reactions" enable row level security;

-- Policies

create policy "comments: everyone reads comments on visible problems outside r"
  on "public"."comments"
  as permissive
  for select
  to anon, authenticated
using ((EXISTS ( SELECT 1
   FROM problems p
  WHERE ((p.id = comments.problem_id) AND ((NOT COALESCE((p.contest_windows @> now()), false)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)) AND (NOT authz.in_my_virtual_contest(p.id))))));

create policy "comments: inactive accounts change nothing"
  on "public"."comments"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "comments: inactive accounts create nothing"
  on "public"."comments"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "comments: inactive accounts delete nothing"
  on "public"."comments"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "comments: users comment as themselves on visible problems outsi"
  on "public"."comments"
  as permissive
  for insert
  to authenticated
with check (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM problems p
  WHERE ((p.id = comments.problem_id) AND ((NOT COALESCE((p.contest_windows @> now()), false)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)))))));

create policy "comments: users delete their own comments, approved admins any"
  on "public"."comments"
  as permissive
  for delete
  to authenticated
using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT authz.is_approved_admin() AS is_approved_admin)));

create policy "comments: users edit their own comments outside running contest"
  on "public"."comments"
  as permissive
  for update
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)))
with check (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM problems p
  WHERE ((p.id = comments.problem_id) AND ((NOT COALESCE((p.contest_windows @> now()), false)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)))))));

create policy "reactions: everyone reads reactions on visible problems outside"
  on "public"."reactions"
  as permissive
  for select
  to anon, authenticated
using ((EXISTS ( SELECT 1
   FROM problems p
  WHERE ((p.id = reactions.problem_id) AND ((NOT COALESCE((p.contest_windows @> now()), false)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff))))));

create policy "reactions: inactive accounts change nothing"
  on "public"."reactions"
  as restrictive
  for update
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "reactions: inactive accounts create nothing"
  on "public"."reactions"
  as restrictive
  for insert
  to authenticated
with check (( SELECT authz.account_is_active() AS account_is_active));

create policy "reactions: inactive accounts delete nothing"
  on "public"."reactions"
  as restrictive
  for delete
  to authenticated
using (( SELECT authz.account_is_active() AS account_is_active));

create policy "reactions: users change their own reaction outside running cont"
  on "public"."reactions"
  as permissive
  for update
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)))
with check (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM problems p
  WHERE ((p.id = reactions.problem_id) AND ((NOT COALESCE((p.contest_windows @> now()), false)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)))))));

create policy "reactions: users react as themselves on visible problems outsid"
  on "public"."reactions"
  as permissive
  for insert
  to authenticated
with check (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM problems p
  WHERE ((p.id = reactions.problem_id) AND ((NOT COALESCE((p.contest_windows @> now()), false)) OR ( SELECT authz.is_approved_staff() AS is_approved_staff)))))));

create policy "reactions: users remove their own reaction"
  on "public"."reactions"
  as permissive
  for delete
  to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)));

-- Triggers

CREATE TRIGGER comments_drop_spoiler_text AFTER DELETE ON public.comments FOR EACH ROW WHEN (old.is_spoiler) EXECUTE FUNCTION private.drop_spoiler_text();

CREATE TRIGGER comments_keep_spoiler_text_private BEFORE INSERT OR UPDATE OF content, is_spoiler ON public.comments FOR EACH ROW EXECUTE FUNCTION private.keep_spoiler_text_private();

CREATE TRIGGER comments_edited_at BEFORE UPDATE ON public.comments FOR EACH ROW EXECUTE FUNCTION private.stamp_comment_edit();

-- Grants

revoke all on table public.reactions from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.reactions to anon;
grant delete, select on table public.reactions to authenticated;
grant all on table public.reactions to service_role;

revoke all on table public.comments from public, anon, authenticated, service_role, supabase_auth_admin;
grant select on table public.comments to anon;
grant delete, select on table public.comments to authenticated;
grant all on table public.comments to service_role;

revoke all on table private.comment_spoilers from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.comment_spoiler_text(public.comments) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.comment_spoiler_text(public.comments) to anon;
grant execute on function public.comment_spoiler_text(public.comments) to authenticated;
grant execute on function public.comment_spoiler_text(public.comments) to service_role;

revoke all on function private.spoiler_placeholder() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.keep_spoiler_text_private() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function private.drop_spoiler_text() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function public.toggle_reaction(uuid,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.toggle_reaction(uuid,text) to authenticated;
grant execute on function public.toggle_reaction(uuid,text) to service_role;

revoke all on function authz.can_read_comment(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.can_read_comment(uuid) to anon;
grant execute on function authz.can_read_comment(uuid) to authenticated;
grant execute on function authz.can_read_comment(uuid) to service_role;

revoke all on function public.reveal_spoiler(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.reveal_spoiler(uuid) to anon;
grant execute on function public.reveal_spoiler(uuid) to authenticated;
grant execute on function public.reveal_spoiler(uuid) to service_role;

grant insert (problem_id) on table public.comments to authenticated;
grant insert (user_id) on table public.comments to authenticated;
grant insert (content) on table public.comments to authenticated;
grant update (content) on table public.comments to authenticated;
grant insert (is_spoiler) on table public.comments to authenticated;
grant update (is_spoiler) on table public.comments to authenticated;

grant insert (problem_id) on table public.reactions to authenticated;
grant insert (user_id) on table public.reactions to authenticated;
grant insert (reaction_type) on table public.reactions to authenticated;
grant update (reaction_type) on table public.reactions to authenticated;

-- Comments

comment on table public.comments is 'Plain-text discussion comments on problems.';

comment on table public.reactions is 'One reaction (like, love or funny) per user per problem.';

comment on table private.comment_spoilers is 'The text of spoiler comments, served only by public.comment_spoiler_text and public.reveal_spoiler.';

comment on column public.comments.is_spoiler is 'Marked by its author as giving away the solution: content then holds a placeholder and the text lives in private.comment_spoilers.';

comment on function public.toggle_reaction(uuid,text) is 'Adds, removes or changes the caller''s reaction on a problem in one transaction; returns added, removed or updated. Security invoker: the reactions policies apply.';

comment on function authz.can_read_comment(uuid) is 'Whether the caller may read the comment (the comments select policy as a function, for security definer readers).';

comment on function public.comment_spoiler_text(public.comments) is 'Computed field: the text of a spoiler comment for its author and those who may read the problem''s solution; null otherwise. Judges the stored comment, never the row handed in.';

comment on function public.reveal_spoiler(uuid) is 'The text of a comment the caller may read, spoilers included, asked for explicitly ("Show spoiler"); spoilers are refused while a contest using the problem runs.';

comment on column public.comments.edited_at is
  'When its author last changed the text or the spoiler mark (set by a trigger; null if never).';
comment on function private.stamp_comment_edit() is
  'Sets comments.edited_at when an update changes the text or the spoiler mark.';
revoke all on function private.stamp_comment_edit() from public, anon, authenticated;

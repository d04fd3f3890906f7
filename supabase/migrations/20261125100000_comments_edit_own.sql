-- Discussion (issue 29, point 11): authors edit or delete their own comments.
--
-- Who may change a comment (the policies of earlier migrations stay; this adds the edit stamp):
-- * its author, while their account is active (approved), edits it (content, is_spoiler: the
--   only columns granted for update) outside a running contest with the problem, and deletes it;
-- * approved admins and the superadmin delete any comment (moderation), but edit none: nobody
--   changes another person's words. Instructors moderate nothing;
-- * everyone else (another user, a visitor, a pending or rejected account) changes nothing: the
--   update or delete matches no row.
-- An edit stamps edited_at with the database's time, so readers see "(edited)".

alter table public.comments add column edited_at timestamptz;
comment on column public.comments.edited_at is
  'When its author last changed the text or the spoiler mark (set by a trigger; null if never).';

create or replace function private.stamp_comment_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Only a real change counts (a spoiler's stored text is compared by the content sent).
  if new.content is distinct from old.content or new.is_spoiler is distinct from old.is_spoiler then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$$;
comment on function private.stamp_comment_edit() is
  'Sets comments.edited_at when an update changes the text or the spoiler mark.';
revoke all on function private.stamp_comment_edit() from public, anon, authenticated;

-- Named to run before comments_keep_spoiler_text_private (triggers fire in name order), which
-- replaces a spoiler's text by its placeholder.
create trigger comments_edited_at
  before update on public.comments
  for each row execute function private.stamp_comment_edit();

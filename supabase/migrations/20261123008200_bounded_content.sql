-- Bounded content (issue 10 item 5, decision 0034). Every text a user writes has a length
-- limit in the database, under a constraint named <table>_<column>_length that the app maps
-- to a readable message (src/lib/text-limits.ts holds the same numbers for the forms).
-- The old limits measured btrim(text), so a title of one letter and 100,000 spaces passed: the
-- limits now measure the text as stored, and blankness has its own *_not_blank constraints.
-- problems.content holds exactly the keys the app uses: body (the statement) and, optionally,
-- attachment_name (the original file name of the attachment); any other key is refused, so
-- nobody can make every visitor of /problems download megabytes of extra JSON.

alter table public.profiles
  drop constraint if exists profiles_full_name_check,
  drop constraint if exists profiles_avatar_url_check,
  add constraint profiles_full_name_length check (full_name is null or char_length(full_name) <= 200),
  add constraint profiles_avatar_url_length check (avatar_url is null or char_length(avatar_url) <= 2048);

alter table public.problems
  drop constraint if exists problems_title_check,
  drop constraint if exists problems_content_check,
  drop constraint if exists problems_attachment_path_check,
  add constraint problems_title_length check (char_length(title) <= 200),
  add constraint problems_content_keys check (
    case when jsonb_typeof(content) = 'object'
      then (content - 'body' - 'attachment_name') = '{}'::jsonb
      else false
    end
  ),
  -- coalesce: jsonb_typeof of a missing key is null, and a null check passes.
  add constraint problems_content_body_length check (
    coalesce(jsonb_typeof(content -> 'body') = 'string' and char_length(content ->> 'body') <= 20000, false)
  ),
  add constraint problems_content_attachment_name_length check (
    content -> 'attachment_name' is null
    or (jsonb_typeof(content -> 'attachment_name') = 'string'
      and char_length(content ->> 'attachment_name') between 1 and 255)
  ),
  add constraint problems_attachment_path_length check (
    attachment_path is null or char_length(attachment_path) between 1 and 1024
  );

alter table public.contests
  drop constraint if exists contests_title_check,
  drop constraint if exists contests_description_check,
  add constraint contests_title_length check (char_length(title) <= 200),
  add constraint contests_title_not_blank check (title ~ '[^[:space:]]'),
  add constraint contests_description_length check (char_length(description) <= 5000);

alter table public.answers
  drop constraint if exists answers_content_check,
  drop constraint if exists answers_feedback_check,
  add constraint answers_content_length check (char_length(content) <= 5000),
  add constraint answers_feedback_length check (feedback is null or char_length(feedback) <= 10000);

alter table public.comments
  drop constraint if exists comments_content_check,
  add constraint comments_content_length check (char_length(content) <= 2000);

alter table public.team_members
  drop constraint if exists team_members_name_check,
  drop constraint if exists team_members_role_title_check,
  drop constraint if exists team_members_bio_check,
  drop constraint if exists team_members_photo_url_check,
  add constraint team_members_name_length check (char_length(name) <= 200),
  add constraint team_members_name_not_blank check (name ~ '[^[:space:]]'),
  add constraint team_members_role_title_length check (char_length(role_title) <= 200),
  add constraint team_members_bio_length check (char_length(bio) <= 5000),
  add constraint team_members_photo_url_length check (photo_url is null or char_length(photo_url) <= 2048);

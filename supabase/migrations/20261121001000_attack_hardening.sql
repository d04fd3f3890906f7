-- Hardening found by the attack suite (tests/integration/attacks-*.test.ts, decision 0010).
-- Policies and constraints only: no table, column or function of the contract changes.

-- A contest's problem list showed every problem id, non-public ones included, to anyone:
-- list a contest's problem only to those who may see the problem itself (the subquery runs
-- under the caller's problems policies, as for comments and reactions).
drop policy "contest_problems: everyone reads" on public.contest_problems;
create policy "contest_problems: everyone reads entries of visible problems"
  on public.contest_problems for select to anon, authenticated
  using (exists (select 1 from public.problems p where p.id = problem_id));

-- An avatar is an image on the web: only http(s) URLs, never javascript: or data: URLs that
-- a screen might one day put into a link.
alter table public.profiles
  add constraint profiles_avatar_url_is_http
  check (avatar_url is null or avatar_url ~* '^https?://[^[:space:]]+$');

-- The problems policies check an attachment's first folder; a path like `{me}/../{you}/x.pdf`
-- passed that check while naming another user's file. Paths are plain object names: no empty,
-- `.` or `..` segments, no leading slash, no backslash.
alter table public.problems
  add constraint problems_attachment_path_is_plain
  check (
    attachment_path is null
    or (attachment_path !~ '(^|/)\.{0,2}(/|$)' and position(E'\\' in attachment_path) = 0)
  );

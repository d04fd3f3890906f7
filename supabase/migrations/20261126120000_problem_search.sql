-- Issue 24 point 2, decision 0061: full-text search over a problem's title, statement and topic.
--
-- problems.search_vector is a stored generated column: the title (weight A), the topic (B) and
-- the statement (C) in the 'english' configuration, the statement first folded from LaTeX to
-- words. The folding is written inline (only built-in immutable functions), so a direct insert
-- by an author needs no extra privilege:
--   1. [asy]…[/asy] figure code is dropped (drawing commands are not the problem's words);
--   2. commands that only format or stand for a symbol say nothing: \frac, \dfrac, \left,
--      \right, \text, \mathrm, \cdot, \le, \circ, \begin, \end, … (\frac{1}{2} → "1 2");
--   3. every other command becomes its name as a word: \triangle ABC → "triangle ABC",
--      \angle → "angle", \sqrt → "sqrt", \pi → "pi", \sin → "sin", \binom → "binom";
--   4. TeX punctuation ($ { } ^ _ & ~ \) becomes a space.
-- public.search_problems(search) ranks the problems the caller may see with ts_rank against
-- websearch_to_tsquery('english', search); a title that contains the text as typed matches too
-- (the list's search box matched titles so before: "hexag" still finds the hexagons).

alter table public.problems add column search_vector tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, title), 'A')
  || setweight(to_tsvector('english'::regconfig, topic), 'B')
  || setweight(to_tsvector('english'::regconfig,
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(coalesce(content ->> 'body', ''), '\[asy\].*?\[/asy\]', ' ', 'g'),
          '\\(frac|dfrac|tfrac|cfrac|left|right|big|Big|bigg|Bigg|bigl|bigr|Bigl|Bigr|text|textbf|textit|textrm|textnormal|mathrm|mathbf|mathit|mathsf|mathtt|mathbb|mathcal|mbox|operatorname|displaystyle|textstyle|limits|nolimits|begin|end|quad|qquad|hspace|vspace|noindent|cdot|cdots|ldots|dots|dotsb|dotsc|dotsm|times|div|pm|mp|le|leq|ge|geq|ne|neq|lt|gt|approx|equiv|circ|prime|emph|boxed|overline|underline|hat|widehat|vec|bar|tilde|lfloor|rfloor|lceil|rceil|langle|rangle|lbrace|rbrace|in|to|mid)(?![A-Za-z])',
          ' ', 'g'),
        '\\([A-Za-z]+)', ' \1 ', 'g'),
      '[\\{}$^_&~]', ' ', 'g')), 'C')
) stored;

create index problems_search_vector_idx on public.problems using gin (search_vector);

comment on column public.problems.search_vector is
  'The words search finds a problem by: title (A), topic (B), statement folded from LaTeX (C); decision 0061.';

-- The words of a search, checked: a tsquery for search_vector and a pattern for the title as
-- typed (no words: every title matches). Bad input is refused with a sentence.
create or replace function authz.problem_search_terms(search text, sort text)
 returns table(matcher tsquery, title_pattern text)
 language plpgsql
 stable
 set search_path to ''
as $function$
declare
  words text := btrim(coalesce(search, ''), E' \t\r\n');
begin
  if char_length(words) > 200 then
    raise exception 'Search with at most 200 characters.' using errcode = '22023';
  end if;
  if sort is null or sort not in ('relevance', 'newest', 'difficulty', 'solved') then
    raise exception 'Sort by relevance, newest, difficulty or solved.' using errcode = '22023';
  end if;
  matcher := websearch_to_tsquery('english'::regconfig, words);
  title_pattern := '%' || replace(replace(replace(words, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return next;
end;
$function$;

-- The matching rows are found by an index (GIN over search_vector, the trigram index over the
-- title) in a security definer helper: under row-level security PostgreSQL may not use an index
-- for a non-leakproof operator such as @@ or ilike, and every search would read every problem.
-- The helper only names candidates (ids and ranks); search_problems, security invoker, keeps
-- those the caller may see through problems_with_progress (the problems policies themselves).
-- authz is not exposed by the Data API, so no one calls the helper but that function. ROWS 20:
-- the planner then fetches the candidates' rows by primary key instead of reading them all.
create or replace function authz.problem_search_hits(matcher tsquery, title_pattern text)
 returns table(id uuid, rank real)
 language sql
 stable
 security definer
 rows 20
 set search_path to ''
as $function$
  select p.id, ts_rank(p.search_vector, problem_search_hits.matcher)
  from public.problems p
  where p.search_vector @@ problem_search_hits.matcher or p.title ilike problem_search_hits.title_pattern
$function$;

-- A plain SQL function the planner inlines into PostgREST's query (so no set search_path: it
-- would stop the inlining; every name is qualified): the page's LIMIT and the count then apply
-- to the join itself, and only a page of rows is read in full.
create or replace function public.search_problems(search text, sort text default 'relevance')
 returns setof public.problems_with_progress
 language sql
 stable
as $function$
  select v.*
  from authz.problem_search_terms(search_problems.search, search_problems.sort) as terms
  cross join lateral authz.problem_search_hits(terms.matcher, terms.title_pattern) as hit
  join public.problems_with_progress v on v.id = hit.id
  order by
    case when search_problems.sort = 'difficulty' then v.difficulty_rank end,
    case when search_problems.sort = 'solved' then v.solver_count end desc,
    case when search_problems.sort = 'relevance' then hit.rank end desc,
    v.created_at desc, v.id
$function$;

revoke all on function authz.problem_search_terms(text,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.problem_search_terms(text,text) to anon;
grant execute on function authz.problem_search_terms(text,text) to authenticated;
grant execute on function authz.problem_search_terms(text,text) to service_role;

revoke all on function authz.problem_search_hits(tsquery,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.problem_search_hits(tsquery,text) to anon;
grant execute on function authz.problem_search_hits(tsquery,text) to authenticated;
grant execute on function authz.problem_search_hits(tsquery,text) to service_role;

revoke all on function public.search_problems(text,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.search_problems(text,text) to anon;
grant execute on function public.search_problems(text,text) to authenticated;
grant execute on function public.search_problems(text,text) to service_role;

comment on function authz.problem_search_terms(text,text) is
  'The checked words of a search: a websearch_to_tsquery and the title pattern as typed; refuses more than 200 characters or an unknown order. Decision 0061.';

comment on function authz.problem_search_hits(tsquery,text) is
  'Candidates of a search (id, ts_rank) by index, whoever may see them: only public.search_problems calls it, and keeps the rows the caller may see. Decision 0061.';

comment on function public.search_problems(text,text) is
  'The problems the caller may see that match the words (websearch_to_tsquery over search_vector, or the title containing the text) in the order asked: relevance (ts_rank, then newest), newest, difficulty (easiest first) or solved (most solved first); filters and paging apply on top. Decision 0061.';

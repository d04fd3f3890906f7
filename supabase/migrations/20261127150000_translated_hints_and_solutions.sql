-- Issue 26 point 5: a problem's hints and solution in another language, written by whoever may
-- edit the problem, released by exactly the rules of the originals. They live in private tables
-- (no API role reads them, like private.problem_hints and private.problem_solutions) and come
-- back only through public.problem_practice, which now takes the reader's language. A
-- translation's hints and solution belong to its title and statement (public.problem_translations):
-- deleting the translation deletes them.

create table private.problem_hint_translations (
  problem_id uuid not null,
  locale text not null,
  position integer not null,
  body text not null,
  constraint problem_hint_translations_pkey primary key (problem_id, locale, position),
  constraint problem_hint_translations_translation_fkey foreign key (problem_id, locale)
    references public.problem_translations (problem_id, locale) on delete cascade,
  constraint problem_hint_translations_position_check check (position between 1 and 3),
  constraint problem_hint_translations_body_check
    check (char_length(body) between 1 and 5000 and body ~ '[^[:space:]]')
);

create table private.problem_solution_translations (
  problem_id uuid not null,
  locale text not null,
  body text not null,
  constraint problem_solution_translations_pkey primary key (problem_id, locale),
  constraint problem_solution_translations_translation_fkey foreign key (problem_id, locale)
    references public.problem_translations (problem_id, locale) on delete cascade,
  constraint problem_solution_translations_body_check
    check (char_length(body) between 1 and 50000 and body ~ '[^[:space:]]')
);

alter table private.problem_hint_translations enable row level security;
alter table private.problem_solution_translations enable row level security;
revoke all on table private.problem_hint_translations from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on table private.problem_solution_translations from public, anon, authenticated, service_role, supabase_auth_admin;

comment on table private.problem_hint_translations is
  'A problem''s hints in another language, by position (issue 26). Read only through public.problem_practice, for the hints the caller revealed (or staff).';
comment on table private.problem_solution_translations is
  'A problem''s solution in another language (issue 26). Read only through public.problem_practice under authz.can_read_solution.';

-- The practice state now takes the reader's language: the same hints and solution as before,
-- each in that language when its translation exists (with its locale), the original otherwise.
drop function public.problem_practice(uuid);

CREATE OR REPLACE FUNCTION public.problem_practice(problem_id uuid, locale text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  staff boolean := authz.is_approved_staff();
  student boolean := coalesce(authz.approved_role() = 'contestant', false);
  pid uuid := problem_practice.problem_id;
  wanted text := problem_practice.locale;
  locked boolean;
  solved boolean;
  gave_up timestamptz;
  attempted boolean;
  total_hints integer;
  revealed jsonb;
  revealed_count integer;
  solution_row private.problem_solutions;
  solution_translated text;
  readable boolean;
  next_one jsonb;
begin
  if not authz.can_see_problem(pid) then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  locked := authz.problem_in_running_contest(pid);
  solved := me is not null and authz.has_solved(pid);
  select g.given_up_at into gave_up from public.problem_give_ups g where g.user_id = me and g.problem_id = pid;
  attempted := me is not null and exists (select 1 from public.answers a where a.user_id = me and a.problem_id = pid);
  select count(*) into total_hints from private.problem_hints h where h.problem_id = pid;

  -- A translated hint is returned exactly where its original is: the same rows, another body.
  if staff then
    select coalesce(jsonb_agg(jsonb_build_object('position', h.position, 'body', coalesce(ht.body, h.body),
      'revealed_at', null, 'locale', ht.locale) order by h.position), '[]') into revealed
    from private.problem_hints h
    left join private.problem_hint_translations ht
      on ht.problem_id = h.problem_id and ht.position = h.position and ht.locale = wanted
    where h.problem_id = pid;
  elsif me is not null and not locked then
    select coalesce(jsonb_agg(jsonb_build_object('position', h.position, 'body', coalesce(ht.body, h.body),
      'revealed_at', r.revealed_at, 'locale', ht.locale) order by h.position), '[]') into revealed
    from public.hint_reveals r
    join private.problem_hints h on h.problem_id = r.problem_id and h.position = r.position
    left join private.problem_hint_translations ht
      on ht.problem_id = h.problem_id and ht.position = h.position and ht.locale = wanted
    where r.user_id = me and r.problem_id = pid;
  else
    revealed := '[]';
  end if;
  revealed_count := jsonb_array_length(revealed);

  select * into solution_row from private.problem_solutions s where s.problem_id = pid;
  readable := solution_row.problem_id is not null and authz.can_read_solution(pid);
  if readable and wanted is not null then
    select st.body into solution_translated
    from private.problem_solution_translations st where st.problem_id = pid and st.locale = wanted;
  end if;

  if solved and not staff then
    select jsonb_build_object('id', pr.id, 'title', pr.title, 'topic', pr.topic, 'difficulty', pr.difficulty)
    into next_one
    from public.problems pr, public.problems here
    where here.id = pid
      and pr.topic = here.topic and pr.id <> here.id
      and authz.can_see_problem(pr.id)
      and not exists (
        select 1 from public.answers a
        where a.user_id = me and a.problem_id = pr.id and a.marks_awarded >= pr.marks
      )
      and not exists (select 1 from public.problem_give_ups g where g.user_id = me and g.problem_id = pr.id)
    order by abs(array_position(array['Juniors', 'Seniors', 'PAMO', 'IMO'], pr.difficulty)
        - array_position(array['Juniors', 'Seniors', 'PAMO', 'IMO'], here.difficulty)),
      exists (select 1 from public.answers a where a.user_id = me and a.problem_id = pr.id),
      pr.created_at desc, pr.id
    limit 1;
  end if;

  return jsonb_build_object(
    'status', case when me is null then null when solved then 'solved' when attempted or gave_up is not null
      then 'attempted' else 'not_tried' end,
    'gave_up_at', gave_up,
    'locked', locked,
    'hint_count', total_hints,
    'hints', revealed,
    'can_reveal_hint', student and not locked and not staff and revealed_count < total_hints,
    'has_solution', solution_row.problem_id is not null,
    'solution', case when readable then jsonb_build_object(
      'body', coalesce(solution_translated, solution_row.body),
      'locale', case when solution_translated is not null then wanted end,
      'attachment_path', solution_row.attachment_path,
      'public_after_contest', solution_row.public_after_contest) end,
    'can_give_up', student and not locked and not solved and gave_up is null,
    'next_problem', next_one
  );
end;
$function$
;

revoke all on function public.problem_practice(uuid,text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.problem_practice(uuid,text) to anon;
grant execute on function public.problem_practice(uuid,text) to authenticated;
grant execute on function public.problem_practice(uuid,text) to service_role;

comment on function public.problem_practice(uuid,text) is 'The practice state of one problem for the caller: progress, revealed hints, the solution when the rule allows it, the next problem once solved. With a locale, each hint and the solution in that language when translated (its locale given), else the original.';

-- The one write of a translation: title, statement, hints by position and solution together.
CREATE OR REPLACE FUNCTION public.save_problem_translation(problem_id uuid, locale text, title text, statement text, hints text[] DEFAULT '{}'::text[], solution text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pid uuid := save_problem_translation.problem_id;
  lang text := save_problem_translation.locale;
  author_id uuid;
  clean_title text := btrim(coalesce(save_problem_translation.title, ''), E' \t\r\n');
  clean_statement text := btrim(coalesce(save_problem_translation.statement, ''), E' \t\r\n');
  clean_solution text := nullif(btrim(coalesce(save_problem_translation.solution, ''), E' \t\r\n'), '');
  given text[] := coalesce(save_problem_translation.hints, '{}');
  original_hints integer;
begin
  if auth.uid() is null then
    raise exception 'Please log in to translate a problem.' using errcode = '42501';
  end if;
  select pr.created_by into author_id from public.problems pr where pr.id = pid;
  if not found then
    raise exception 'Problem not found.' using errcode = 'PT404';
  end if;
  if not authz.account_is_active()
    or not ((author_id = auth.uid() and authz.is_approved_staff()) or authz.is_approved_admin()) then
    raise exception 'Only the problem''s author or an approved admin can translate it.' using errcode = '42501';
  end if;
  if lang is null or lang not in ('fr', 'ar') then
    raise exception 'A translation is in French (fr) or Arabic (ar).' using errcode = '22023';
  end if;
  if clean_title = '' or clean_statement = '' then
    raise exception 'A translation needs its title and its statement.' using errcode = '22023';
  end if;
  if char_length(clean_title) > 200 then
    raise exception 'Use at most 200 characters for the title.' using errcode = '22023';
  end if;
  if char_length(clean_statement) > 20000 then
    raise exception 'Use at most 20,000 characters for the statement.' using errcode = '22023';
  end if;
  select count(*) into original_hints from private.problem_hints h where h.problem_id = pid;
  if exists (
    select 1 from unnest(given) with ordinality as t (body, position)
    where t.position > original_hints and coalesce(t.body, '') ~ '[^[:space:]]'
  ) then
    raise exception 'This problem has % hint(s): translate only those.', original_hints using errcode = '22023';
  end if;
  if exists (select 1 from unnest(given) as t (body) where char_length(btrim(t.body, E' \t\r\n')) > 5000) then
    raise exception 'Keep each hint under 5,000 characters.' using errcode = '22023';
  end if;
  if clean_solution is not null then
    if not exists (select 1 from private.problem_solutions s where s.problem_id = pid) then
      raise exception 'This problem has no solution to translate.' using errcode = '22023';
    end if;
    if char_length(clean_solution) > 50000 then
      raise exception 'Keep the solution under 50,000 characters.' using errcode = '22023';
    end if;
  end if;

  insert into public.problem_translations as t (problem_id, locale, title, statement)
  values (pid, lang, clean_title, clean_statement)
  on conflict on constraint problem_translations_pkey do update
    set title = excluded.title, statement = excluded.statement;

  -- Hints by position: a blank one is not translated (the reader gets the original there).
  delete from private.problem_hint_translations ht where ht.problem_id = pid and ht.locale = lang;
  insert into private.problem_hint_translations (problem_id, locale, position, body)
  select pid, lang, t.position::integer, btrim(t.body, E' \t\r\n')
  from unnest(given) with ordinality as t (body, position)
  where coalesce(t.body, '') ~ '[^[:space:]]';

  if clean_solution is null then
    delete from private.problem_solution_translations st where st.problem_id = pid and st.locale = lang;
  else
    insert into private.problem_solution_translations as st (problem_id, locale, body)
    values (pid, lang, clean_solution)
    on conflict on constraint problem_solution_translations_pkey do update set body = excluded.body;
  end if;
end;
$function$
;

revoke all on function public.save_problem_translation(uuid,text,text,text,text[],text) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.save_problem_translation(uuid,text,text,text,text[],text) to authenticated;
grant execute on function public.save_problem_translation(uuid,text,text,text,text[],text) to service_role;

comment on function public.save_problem_translation(uuid,text,text,text,text[],text) is
  'Writes a problem''s translation (fr or ar): title, statement, hints by position (blank: not translated) and solution (blank: none) in one transaction; its author (approved staff) or an approved admin.';

-- Wiring (issues 13.5 and 15.1): the solution and hints are saved inside public.save_problem, so
-- an admin editing someone else's problem uploads the solution attachment into their own folder,
-- as save_problem already allows for the problem's attachment. This replaces
-- private.apply_problem_solution with one change to the attachment rule: the file must be in the
-- author's or the editor's folder and must exist (an unchanged path is not checked again). Every
-- other check is kept as the practice migration wrote it.

create or replace function private.apply_problem_solution(problem_id uuid, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  author_id uuid;
  solution jsonb;
  solution_body text;
  solution_path text;
  old_path text;
  allow_after_contest boolean;
  hint_texts text[];
  hint_value jsonb;
begin
  select pr.created_by into author_id from public.problems pr where pr.id = apply_problem_solution.problem_id;
  if not found then
    raise exception 'Problem not found.' using errcode = 'P0002';
  end if;
  -- API callers (a signed-in JWT) must be the author (approved staff) or an approved admin.
  if auth.uid() is not null
    and not ((author_id = auth.uid() and authz.is_approved_staff()) or authz.is_approved_admin()) then
    raise exception 'Only the problem''s author or an approved admin can write its solution and hints.'
      using errcode = '42501';
  end if;
  if payload is null then
    return;
  end if;
  if jsonb_typeof(payload) <> 'object' then
    raise exception 'The solution payload must be an object with optional solution and hints.' using errcode = '22023';
  end if;
  -- Other keys (the problem's own fields in save_problem's payload) are not ours: ignored.
  if payload ? 'solution' then
    solution := payload -> 'solution';
    if jsonb_typeof(solution) = 'null' then
      delete from private.problem_solutions s where s.problem_id = apply_problem_solution.problem_id;
    elsif jsonb_typeof(solution) <> 'object' then
      raise exception 'solution must be an object { body, attachment_path, public_after_contest } or null.'
        using errcode = '22023';
    else
      if jsonb_typeof(solution -> 'body') is distinct from 'string' then
        raise exception 'The solution needs a text body.' using errcode = '22023';
      end if;
      solution_body := regexp_replace(solution ->> 'body', '^[[:space:]]+|[[:space:]]+$', '', 'g');
      if solution_body = '' then
        raise exception 'The solution cannot be empty (send null to remove it).' using errcode = '22023';
      end if;
      if char_length(solution_body) > 50000 then
        raise exception 'The solution is too long: at most 50000 characters.' using errcode = '22023';
      end if;
      if coalesce(jsonb_typeof(solution -> 'attachment_path'), 'null') not in ('null', 'string') then
        raise exception 'attachment_path must be text or null.' using errcode = '22023';
      end if;
      solution_path := nullif(btrim(solution ->> 'attachment_path'), '');
      select s.attachment_path into old_path
      from private.problem_solutions s where s.problem_id = apply_problem_solution.problem_id;
      if solution_path is not null and solution_path is distinct from old_path then
        if char_length(solution_path) > 1024
          or solution_path ~ '(^|/)\.{0,2}(/|$)'
          or position(E'\\' in solution_path) > 0
          or split_part(solution_path, '/', 1) not in (author_id::text, coalesce(auth.uid(), author_id)::text)
        then
          raise exception 'A solution attachment must be a file in the problem author''s or your folder of the attachments bucket.'
            using errcode = '22023';
        end if;
        if not exists (
          select 1 from storage.objects o where o.bucket_id = 'attachments' and o.name = solution_path
        ) then
          raise exception 'The solution attachment was not found: upload it again.' using errcode = '22023';
        end if;
      end if;
      if coalesce(jsonb_typeof(solution -> 'public_after_contest'), 'null') not in ('null', 'boolean') then
        raise exception 'public_after_contest must be true or false.' using errcode = '22023';
      end if;
      allow_after_contest := coalesce((solution ->> 'public_after_contest')::boolean, true);

      insert into private.problem_solutions as s
        (problem_id, body, attachment_path, public_after_contest, updated_by, updated_at)
      values (apply_problem_solution.problem_id, solution_body, solution_path, allow_after_contest, auth.uid(), now())
      on conflict on constraint problem_solutions_pkey do update
        set body = excluded.body, attachment_path = excluded.attachment_path,
            public_after_contest = excluded.public_after_contest,
            updated_by = excluded.updated_by, updated_at = excluded.updated_at;
    end if;
  end if;

  if payload ? 'hints' then
    if jsonb_typeof(payload -> 'hints') <> 'array' then
      raise exception 'hints must be a list of at most 3 texts.' using errcode = '22023';
    end if;
    hint_texts := '{}';
    for hint_value in select value from jsonb_array_elements(payload -> 'hints') loop
      if jsonb_typeof(hint_value) <> 'string' then
        raise exception 'Each hint must be a text.' using errcode = '22023';
      end if;
      -- Blank entries (an empty form field) are skipped, the others keep their order.
      if hint_value #>> '{}' ~ '[^[:space:]]' then
        hint_texts := hint_texts || regexp_replace(hint_value #>> '{}', '^[[:space:]]+|[[:space:]]+$', '', 'g');
      end if;
    end loop;
    if cardinality(hint_texts) > 3 then
      raise exception 'A problem has at most 3 hints.' using errcode = '22023';
    end if;
    if exists (select 1 from unnest(hint_texts) h where char_length(h) > 5000) then
      raise exception 'A hint is too long: at most 5000 characters.' using errcode = '22023';
    end if;
    delete from private.problem_hints h where h.problem_id = apply_problem_solution.problem_id;
    insert into private.problem_hints (problem_id, position, body)
    select apply_problem_solution.problem_id, t.ordinality::integer, t.body
    from unnest(hint_texts) with ordinality as t (body, ordinality);
  end if;
end;
$$;
comment on function private.apply_problem_solution(uuid, jsonb) is
  'Validates and writes a problem''s solution and hints from the save payload (keys solution, hints); author (approved staff) or approved admin.';

revoke all on function private.apply_problem_solution(uuid, jsonb) from public, anon, authenticated;

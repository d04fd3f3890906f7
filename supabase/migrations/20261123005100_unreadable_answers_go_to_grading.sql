-- An answer that cannot be read as math is not marked wrong by the key: it waits for a grader
-- (issue 14, "it can still be sent and then goes to the grading queue").
--
-- private.answer_is_readable(answer) says whether the checker reads every part of an answer
-- (numbers, expressions, words, choice letters, intervals, equations...). verdict_from_key keeps
-- its contract ('correct', 'incorrect', or null when a grader must decide) and its callers:
-- a key match is still 'correct' whatever the answer looks like; an unreadable answer that
-- matches no key is now null instead of 'incorrect'.

create or replace function private.ans_form_readable(f private.ans_form)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  if f is null then
    return false;
  end if;
  if f.kind = 'eq' then
    if f.lhs is not null then
      return private.ans_form_readable(private.ans_form_of(f.rhs_text));
    end if;
    return f.items is not null and (f.items[1]).kind = 'num';
  end if;
  return coalesce(cardinality(f.items), 0) > 0
    and not exists (select 1 from unnest(f.items) i where i.kind is null or i.kind = 'str');
end;
$$;

create or replace function private.answer_is_readable(answer text)
returns boolean
language plpgsql
immutable
parallel unsafe
set search_path = ''
as $$
declare
  s text;
begin
  if answer is null or length(answer) > 500 then
    return false;
  end if;
  s := private.ans_normalize(answer);
  return s is not null and s <> '' and private.ans_form_readable(private.ans_form_of(s));
exception
  when others then
    return false;
end;
$$;

comment on function private.answer_is_readable(text) is
  'True when the answer checker reads every part of the answer as math, a word or a choice letter; unreadable answers go to the grading queue.';

-- 'correct' or 'incorrect' when the problem has a key, null when a grader must decide: the
-- problem has no key, or the answer matches no key and cannot be read as math.
create or replace function private.verdict_from_key(problem_id uuid, submitted text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  accepted text[];
  expected text;
begin
  select k.answers into accepted from private.problem_answer_keys k where k.problem_id = verdict_from_key.problem_id;
  if accepted is null then
    return null;
  end if;
  foreach expected in array accepted loop
    if private.answers_match(submitted, expected) then
      return 'correct';
    end if;
  end loop;
  if not private.answer_is_readable(submitted) then
    return null;
  end if;
  return 'incorrect';
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated;

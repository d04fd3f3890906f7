-- Deleting a contest that has answers (issue 12, decision 0022): the foreign key sets the answers'
-- contest_id to null, and the board trigger then refreshed a summary row for the contest being
-- deleted, which its foreign key refused, so the delete failed. The summary goes with the contest:
-- refresh nothing for a contest that no longer exists. Answers and scores stay.

create or replace function private.refresh_contest_result(contest_id uuid, student_id uuid, problem_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  best integer;
  tries integer;
  waiting integer;
  reached timestamptz;
begin
  -- A contest being deleted sets its answers' contest_id to null; its summary goes with it.
  if not exists (select 1 from public.contests c where c.id = refresh_contest_result.contest_id) then
    return;
  end if;
  select max(a.marks_awarded), count(*), count(*) filter (where a.marks_awarded is null)
  into best, tries, waiting
  from public.answers a
  where a.contest_id = refresh_contest_result.contest_id
    and a.user_id = refresh_contest_result.student_id
    and a.problem_id = refresh_contest_result.problem_id;

  if tries = 0 then
    delete from private.contest_problem_results r
    where r.contest_id = refresh_contest_result.contest_id
      and r.user_id = refresh_contest_result.student_id
      and r.problem_id = refresh_contest_result.problem_id;
  else
    select min(a.submitted_at) into reached
    from public.answers a
    where a.contest_id = refresh_contest_result.contest_id
      and a.user_id = refresh_contest_result.student_id
      and a.problem_id = refresh_contest_result.problem_id
      and a.marks_awarded = best;
    insert into private.contest_problem_results as r
      (contest_id, user_id, problem_id, best_marks, best_at, attempts, pending)
    values (
      refresh_contest_result.contest_id, refresh_contest_result.student_id, refresh_contest_result.problem_id,
      best, reached, tries, waiting
    )
    on conflict on constraint contest_problem_results_pkey do update
    set best_marks = excluded.best_marks, best_at = excluded.best_at,
        attempts = excluded.attempts, pending = excluded.pending;
  end if;

  perform private.refresh_contest_totals(refresh_contest_result.contest_id, refresh_contest_result.student_id);
end;
$$;

revoke all on function private.refresh_contest_result(uuid, uuid, uuid) from public, anon, authenticated;

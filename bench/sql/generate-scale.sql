-- The data set of the database-at-scale bench: 100,000 students, 50 instructors, an admin, 10,000
-- problems, 1,000,000 answers, 100,000 comments, ~200,000 reactions. Deterministic (setseed,
-- md5-derived ids). Runs in the bench database only, as the superuser.
--
-- session_replication_role = replica skips triggers (the profile trigger on auth.users, the
-- per-answer score trigger) and foreign-key checks, so a million rows load in seconds;
-- profiles are inserted directly and scores are computed in one statement at the end, with
-- the same rule as private.recompute_student_score. Secondary indexes (those the migrations
-- made, not constraints) are dropped for the load and rebuilt from their own definitions after:
-- one sorted build is much faster than a million random inserts.

set session_replication_role = replica;
set maintenance_work_mem = '256MB';
select setseed(0.42);

truncate auth.users, public.profiles, public.problems, public.answers, public.comments,
  public.reactions, public.contests, public.contest_problems, private.problem_answer_keys,
  public.contest_registrations, private.contest_problem_results cascade;

create temporary table bench_secondary_indexes as
select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
from pg_index i
where i.indrelid in (
    'auth.users'::regclass, 'public.profiles'::regclass, 'public.problems'::regclass,
    'public.answers'::regclass, 'public.comments'::regclass
  )
  and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid);

do $$
declare
  index_name text;
begin
  for index_name in select name from bench_secondary_indexes loop
    execute format('drop index %s', index_name);
  end loop;
end;
$$;

create temporary table bench_people as
select
  i,
  md5('bench-person-' || i)::uuid as id,
  case when i <= 50 then 'instructor' when i = 51 then 'admin' else 'contestant' end as role,
  format('bench.person.%s@scale.test', i) as email,
  format('%s %s', (array['Amina', 'Kwame', 'Lerato', 'Tariq', 'Nadia', 'Chidi', 'Zara', 'Jomo'])[1 + i % 8], i) as full_name,
  now() - make_interval(days => (i % 700)) as created_at
from generate_series(1, 100051) as i;

insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, created_at, updated_at)
select id, 'authenticated', 'authenticated', email, jsonb_build_object('fullName', full_name), '{}'::jsonb, created_at, created_at, created_at
from bench_people;

insert into public.profiles (id, email, full_name, role, status, created_at)
select id, email, full_name, role, 'approved', created_at from bench_people;

insert into public.problems (id, title, content, topic, difficulty, marks, is_public, created_by, created_at)
select
  md5('bench-problem-' || i)::uuid,
  -- Twelve kinds of statement (issue 24: search needs words that differ between problems), so a
  -- common word such as "triangle" is in about one problem in twelve.
  format('Problem %s: %s', i, (array['sums of squares', 'a hexagon in a circle', 'right triangles',
    'paths on a grid', 'a geometric sequence', 'digits of a power', 'coins and probability',
    'a cubic polynomial', 'chords of a circle', 'a tiling of a board', 'primes in a progression',
    'an inequality for three numbers'])[1 + i % 12]),
  jsonb_build_object('body', format((array[
    'Find all integers $n$ such that $n^2 + %s$ is divisible by $%s$.',
    'A regular hexagon of side %s is inscribed in a circle; find the area outside the hexagon when the radius is $%s$.',
    'In $\triangle ABC$ the angle at $C$ is right, $AC = %s$ and $BC = %s$. Find the altitude from $C$.',
    'How many lattice paths go from $(0,0)$ to $(%s, %s)$ with unit steps right and up?',
    'A geometric sequence has first term %s and ratio $\frac{1}{%s}$. Find the sum of its terms.',
    'What is the last digit of $%s^{%s}$?',
    'A fair coin is tossed %s times. What is the probability of exactly %s heads?',
    'The cubic $x^3 - %sx + %s$ has three real roots. Find the sum of their squares.',
    'Two chords of a circle meet at a point dividing one into segments %s and %s. Find the other.',
    'In how many ways can a $2 \times %s$ board be tiled by dominoes, modulo %s?',
    'How many primes are in the progression $%s k + %s$ for $k$ below 100?',
    'Prove that $a^2 + b^2 + c^2 \ge %s(ab + bc + ca) / %s$ for positive reals $a, b, c$.'])[1 + i % 12],
    i, 3 + i % 97)),
  (array['Combinatorics', 'Geometry', 'Number Theory', 'Algebra'])[1 + i % 4],
  (array['Juniors', 'Seniors', 'PAMO', 'IMO'])[1 + (i / 4) % 4],
  1 + i % 10,
  i % 20 <> 0,
  md5('bench-person-' || (1 + i % 50))::uuid,
  now() - make_interval(mins => i * 97)
from generate_series(1, 10000) as i;

insert into private.problem_answer_keys (problem_id, answers)
select md5('bench-problem-' || i)::uuid, array[(i % 97)::text]
from generate_series(1, 10000) as i;

-- Answers: a student picks problems at random; 35 % correct, 50 % incorrect (both graded by the
-- key, with full or zero marks), 15 % waiting. Problem i is worth 1 + i % 10 marks.
insert into public.answers (id, problem_id, user_id, content, status, marks_awarded, auto_graded, submitted_at, graded_at)
select
  gen_random_uuid(),
  md5('bench-problem-' || problem_index)::uuid,
  md5('bench-person-' || (52 + floor(random() * 100000))::int)::uuid,
  (floor(random() * 100))::text,
  case when r < 0.35 then 'correct' when r < 0.85 then 'incorrect' else 'submitted' end,
  case when r < 0.35 then 1 + problem_index % 10 when r < 0.85 then 0 end,
  r < 0.85,
  submitted_at,
  case when r < 0.85 then submitted_at end
from (
  select random() as r, 1 + floor(random() * 10000)::int as problem_index,
    now() - make_interval(secs => floor(random() * 365 * 86400)) as submitted_at
  from generate_series(1, 1000000)
) as generated;

-- Marks as the answers_fill_marks trigger (skipped here) derives them: full for correct, 0 for
-- incorrect, null while waiting. Progress and the score rule read marks_awarded.
update public.answers a
set marks_awarded = case a.status when 'correct' then pr.marks when 'incorrect' then 0 end
from public.problems pr
where pr.id = a.problem_id and a.status <> 'submitted';

insert into public.comments (problem_id, user_id, content, created_at)
select
  md5('bench-problem-' || (1 + floor(random() * 10000))::int)::uuid,
  md5('bench-person-' || (1 + floor(random() * 100051))::int)::uuid,
  'Nice problem: try reducing modulo a small prime first.',
  now() - make_interval(secs => floor(random() * 365 * 86400))
from generate_series(1, 100000);

insert into public.reactions (problem_id, user_id, reaction_type)
select
  md5('bench-problem-' || (1 + floor(random() * 10000))::int)::uuid,
  md5('bench-person-' || (1 + floor(random() * 100051))::int)::uuid,
  (array['like', 'love', 'funny'])[1 + floor(random() * 3)::int]
from generate_series(1, 200000)
on conflict on constraint reactions_one_per_user_per_problem do nothing;

-- The score rule of private.recompute_scores: sum of best marks, problems with full marks.
update public.profiles p
set score = totals.total_marks, problems_solved = totals.full_count
from (
  select best.user_id, sum(best.marks)::integer as total_marks,
    (count(*) filter (where best.marks >= best.full_marks))::integer as full_count
  from (
    select a.user_id, max(a.marks_awarded) as marks, max(pr.marks) as full_marks
    from public.answers a
    join public.problems pr on pr.id = a.problem_id
    where a.marks_awarded is not null
    group by a.user_id, a.problem_id
  ) as best
  group by best.user_id
) as totals
where p.id = totals.user_id;

-- Contests (issue 12): a running contest of 12 problems with 10,000 registered participants and
-- their answers in its window, an upcoming one of 12 more problems. Triggers are off here, so the
-- problems' contest windows, the answers' contest tag and marks, and the board summary are
-- written with the same rules the triggers apply.
-- The running contest shows results instantly, so its board is the full board (an "after the
-- end" contest shows no board until its end).
insert into public.contests (id, title, description, start_time, end_time, results_mode)
values
  (md5('bench-contest-running')::uuid, 'Bench running contest', 'Twelve problems, 10,000 participants.',
    now() - interval '2 hours', now() + interval '2 hours', 'instant'),
  (md5('bench-contest-upcoming')::uuid, 'Bench upcoming contest', 'Twelve problems, hidden until the start.',
    now() + interval '1 day', now() + interval '1 day 3 hours', 'after_end');

insert into public.contest_problems (contest_id, problem_id, position)
select md5('bench-contest-running')::uuid, md5('bench-problem-' || i)::uuid, i from generate_series(1, 12) as i
union all
select md5('bench-contest-upcoming')::uuid, md5('bench-problem-' || (12 + i))::uuid, i from generate_series(1, 12) as i;

select private.refresh_problem_contest_windows(cp.problem_id) from public.contest_problems cp;

insert into public.contest_registrations (contest_id, user_id, registered_at)
select md5('bench-contest-running')::uuid, md5('bench-person-' || (52 + i))::uuid, now() - interval '3 hours'
from generate_series(0, 9999) as i;

-- Each participant tries a problem with probability 0.6, in one to three attempts; a try is
-- right with probability 0.45 (full marks), else 0 marks.
insert into public.answers (id, problem_id, user_id, content, status, marks_awarded, auto_graded,
  submitted_at, graded_at, contest_id)
select gen_random_uuid(), t.problem_id, t.user_id, (floor(random() * 100))::text,
  case when r < 0.45 then 'correct' else 'incorrect' end,
  case when r < 0.45 then t.marks else 0 end,
  true, t.at, t.at, md5('bench-contest-running')::uuid
from (
  select p.problem_id, p.marks, u.user_id, random() as r,
    now() - interval '2 hours' + make_interval(secs => floor(random() * 7000)) as at
  from (select md5('bench-person-' || (52 + i))::uuid as user_id from generate_series(0, 9999) as i) as u
  cross join (
    select cp.problem_id, pr.marks from public.contest_problems cp join public.problems pr on pr.id = cp.problem_id
    where cp.contest_id = md5('bench-contest-running')::uuid
  ) as p
  cross join lateral generate_series(1, 1 + floor(random() * 3)::int) as attempt
  where random() < 0.6
) as t;

insert into private.contest_problem_results (contest_id, user_id, problem_id, best_marks, best_at, attempts, pending)
select x.contest_id, x.user_id, x.problem_id, x.best,
  min(x.submitted_at) filter (where x.marks_awarded = x.best), count(*), count(*) filter (where x.marks_awarded is null)
from (
  select a.contest_id, a.user_id, a.problem_id, a.marks_awarded, a.submitted_at,
    max(a.marks_awarded) over (partition by a.contest_id, a.user_id, a.problem_id) as best
  from public.answers a where a.contest_id is not null
) as x
group by x.contest_id, x.user_id, x.problem_id, x.best;

update public.contest_registrations reg
set total_marks = t.total, solved_count = t.solved, last_improved_at = t.last_at, results = t.results
from (
  select r.contest_id, r.user_id, coalesce(sum(r.best_marks), 0)::integer as total,
    (count(*) filter (where r.best_marks >= pr.marks))::integer as solved,
    max(r.best_at) filter (where r.best_marks > 0) as last_at,
    jsonb_object_agg(r.problem_id, jsonb_build_object('marks', r.best_marks, 'attempts', r.attempts, 'pending', r.pending)) as results
  from private.contest_problem_results r join public.problems pr on pr.id = r.problem_id
  group by r.contest_id, r.user_id
) as t
where reg.contest_id = t.contest_id and reg.user_id = t.user_id;

do $$
declare
  definition text;
begin
  for definition in select b.definition from bench_secondary_indexes b loop
    execute definition;
  end loop;
end;
$$;


-- Scale accounts act as people who chose their own password (decision 0012).
insert into private.account_activations (user_id, how)
select u.id, 'own_password' from auth.users u
on conflict (user_id) do nothing;

-- The profiles' public face, which the (skipped) profile trigger would have written.
insert into public.public_profiles (id, full_name, avatar_url, role, score, problems_solved, listed)
select p.id, p.full_name, p.avatar_url,
  case when p.role = 'contestant' then 'contestant' else 'staff' end,
  p.score, p.problems_solved, p.status = 'approved'
from public.profiles p
on conflict (id) do update set full_name = excluded.full_name, avatar_url = excluded.avatar_url,
  role = excluded.role, score = excluded.score, problems_solved = excluded.problems_solved,
  listed = excluded.listed;

set session_replication_role = origin;

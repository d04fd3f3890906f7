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
  public.reactions, public.contests, public.contest_problems, private.problem_answer_keys cascade;

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
  format('Problem %s: sums of squares modulo %s', i, 3 + i % 97),
  jsonb_build_object('body', format('Find all integers $n$ such that $n^2 + %s$ is divisible by $%s$.', i, 3 + i % 97)),
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

-- Answers: a student picks problems at random; 35 % correct, 50 % incorrect, 15 % waiting.
insert into public.answers (id, problem_id, user_id, content, status, submitted_at, graded_at)
select
  gen_random_uuid(),
  md5('bench-problem-' || (1 + floor(random() * 10000))::int)::uuid,
  md5('bench-person-' || (52 + floor(random() * 100000))::int)::uuid,
  (floor(random() * 100))::text,
  case when r < 0.35 then 'correct' when r < 0.85 then 'incorrect' else 'submitted' end,
  submitted_at,
  case when r < 0.85 then submitted_at end
from (
  select random() as r, now() - make_interval(secs => floor(random() * 365 * 86400)) as submitted_at
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

update public.profiles p
set score = solved.total_marks, problems_solved = solved.problem_count
from (
  select s.user_id, sum(pr.marks)::integer as total_marks, count(*)::integer as problem_count
  from (select distinct a.user_id, a.problem_id from public.answers a where a.status = 'correct') as s
  join public.problems pr on pr.id = s.problem_id
  group by s.user_id
) as solved
where p.id = solved.user_id;

do $$
declare
  definition text;
begin
  for definition in select b.definition from bench_secondary_indexes b loop
    execute definition;
  end loop;
end;
$$;

set session_replication_role = origin;

-- Students for the answer-submission load test (submit_answer allows 10 answers a minute per
-- student, so the load is spread over many). Signing up through auth.users lets the profile
-- trigger make them approved contestants, as a real sign-up would. Idempotent.
insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, created_at, updated_at)
select
  md5('load-student-' || i)::uuid,
  'authenticated',
  'authenticated',
  format('load.student.%s@bench.test', i),
  jsonb_build_object('fullName', format('Load Student %s', i)),
  '{}'::jsonb,
  now(), now(), now()
from generate_series(1, 4000) as i
on conflict (id) do nothing;

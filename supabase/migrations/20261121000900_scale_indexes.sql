-- Indexes from the database-at-scale bench (issue 7; figures in docs/performance.md, made by
-- `npm run bench` on 100,000 students, 10,000 problems, 1,000,000 answers).
-- Only indexes: no table, policy or function changes.

-- /admin lists every account newest first (`role <> 'superadmin' order by created_at desc`,
-- capped at PostgREST's max-rows): without an index on created_at that is a sequential scan
-- and a sort of every profile (44 ms at 100k students); with it, an index scan that stops at
-- the page (6 ms, most of it building the JSON of 1,000 rows).
create index if not exists profiles_created_at_idx on public.profiles (created_at desc);

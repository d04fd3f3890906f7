// @ts-check
// The regrade of `npm run bench` (db section) once more, timing the database backend's own CPU
// time (/proc/<pid>/stat) beside the wall time: on a shared machine the wall time mostly
// measures waiting for a core. Needs the bench stack running (node bench/stack-process.mjs) and
// its bench_scale database prepared by a previous `npm run bench -- --only=db`.
//   node bench/regrade-cpu.mjs [runs]
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { BENCH_PORTS } from './stack-process.mjs';

const runs = Number(process.argv[2]) || 5;
const client = new pg.Client({
  connectionString: `postgres://postgres:postgres@127.0.0.1:${BENCH_PORTS.db}/bench_scale`,
});
await client.connect();
const {
  rows: [ids],
} =
  await client.query(`select (select id from public.problems order by created_at desc limit 1) as problem,
  (select id from public.profiles where role = 'admin' order by email limit 1) as admin,
  (select count(*) from public.answers a where a.problem_id =
    (select id from public.problems order by created_at desc limit 1))::int as answers,
  pg_backend_pid() as pid`);
const cpuMs = () => {
  const fields = readFileSync(`/proc/${ids.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
};
console.log(`problem with ${ids.answers} answers`);
for (let run = 0; run < runs; run += 1) {
  await client.query('begin');
  await client.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ role: 'authenticated', sub: ids.admin })],
  );
  const cpu = cpuMs();
  const started = performance.now();
  const { rows } = await client.query(
    `select (public.save_problem($1, '{"answer_key": ["2"]}'::jsonb) ->> 'regraded')::int as regraded`,
    [ids.problem],
  );
  const wall = performance.now() - started;
  console.log(
    `regraded ${rows[0].regraded} answers: ${wall.toFixed(0)} ms wall, ${cpuMs() - cpu} ms backend CPU`,
  );
  await client.query('rollback');
}
await client.end();

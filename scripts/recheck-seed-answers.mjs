// @ts-check
// Re-grades every auto-graded answer of supabase/seed.sql with the current answer checker and
// prints each one whose grade would change, and why (how both sides are read). Then lists the
// pairs of differently written seeded keys that match, both ways, to be read for false accepts.
// It starts its own PostgreSQL 17, applies every migration before the first one of the checking
// migrations (so the seed is graded by the checker it was written against), loads the seed,
// applies the remaining migrations and grades again with private.verdict_from_key.
// Usage: node scripts/recheck-seed-answers.mjs [--since <migration version>]
// Exit code 1 when a grade would change.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../supabase/local/migrate.mjs';
import { startOwnPostgres } from './measure-equivalence.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = join(root, 'supabase/migrations');
const at = process.argv.indexOf('--since');
// The first migration of the exact answer checker (issue 14).
const since = at >= 0 ? process.argv[at + 1] : '20261123005000';

async function main() {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const before = files.filter((f) => f < since);
  const after = files.filter((f) => f >= since);
  const staging = await mkdtemp(join(tmpdir(), 'recheck-seed-'));
  for (const file of before) await cp(join(migrationsDir, file), join(staging, file));

  const own = await startOwnPostgres();
  const client = new pg.Client(own.url);
  await client.connect();
  try {
    await migrate(client, {
      migrationsDir: staging,
      seedFile: join(root, 'supabase/seed.sql'),
      log: () => {},
    });
    const { rows: graded } = await client.query(
      `select a.id, a.problem_id, a.content, a.status, k.answers as keys
         from public.answers a
         join private.problem_answer_keys k on k.problem_id = a.problem_id
        where a.graded_by is null and a.status in ('correct', 'incorrect')
        order by a.id`,
    );
    for (const file of after) await cp(join(migrationsDir, file), join(staging, file));
    await migrate(client, { migrationsDir: staging, seedFile: null, log: () => {} });

    const { rows: regraded } = await client.query(
      `select t.id, private.verdict_from_key(t.problem_id, t.content) as verdict,
              private.answer_reading(t.content) as reading,
              (select string_agg(private.answer_reading(k), ' | ') from unnest(t.keys) k) as key_reading
         from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) with ordinality as u(id, problem_id, content, keys_json, i)
         cross join lateral (select u.id, u.problem_id, u.content, array(select jsonb_array_elements_text(u.keys_json::jsonb)) as keys) t
        order by u.i`,
      [
        graded.map((r) => r.id),
        graded.map((r) => r.problem_id),
        graded.map((r) => r.content),
        graded.map((r) => JSON.stringify(r.keys)),
      ],
    );
    const changes = graded
      .map((row, i) => ({ ...row, ...regraded[i] }))
      .filter((row) => row.verdict !== row.status);
    console.log(
      `${graded.length} auto-graded seed answers re-checked (migrations before ${since} graded the seed; ` +
        `${after.length} applied after): ${changes.length} would change.`,
    );
    for (const change of changes) {
      console.log(
        `  ${change.status} -> ${change.verdict}: ${JSON.stringify(change.content)} for key ${JSON.stringify(change.keys)}\n` +
          `    read as ${change.reading}; key read as ${change.key_reading}`,
      );
    }
    const { rows: crossed } = await client.query(
      `with keys as (select distinct unnest(answers) as k from private.problem_answer_keys)
       select count(*) filter (where true) as pairs,
              array_remove(array_agg(case when private.answers_match(a.k, b.k) then a.k || '  matches  ' || b.k end), null) as matches
         from keys a cross join keys b where a.k <> b.k`,
    );
    const { pairs, matches } = crossed[0];
    console.log(
      `${pairs} ordered pairs of differently written seeded keys: ${matches.length} match ` +
        '(each must be the same answer written two ways; read them):',
    );
    for (const match of matches) console.log(`  ${match}`);
    process.exitCode = changes.length === 0 ? 0 : 1;
  } finally {
    await client.end();
    await own.stop();
    await rm(staging, { recursive: true, force: true });
  }
}

await main();

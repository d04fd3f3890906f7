// Our own checks for the lints of Supabase's database linter (splinter) that guard security,
// run on every `npm test` against the migrated and seeded test database (decision 0032).
// `npm run db:lint` runs splinter itself when a checkout of it is at hand (SPLINTER_DIR).
// Like splinter, "exposed" means the schemas PostgREST serves (public, graphql_public).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';

const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;
const EXPOSED = ['public', 'graphql_public'];
// Schemas splinter leaves alone: the platform's own, and extensions'.
const PLATFORM = [
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pg_catalog',
  'pg_toast',
  'pgbouncer',
  'pgsodium',
  'realtime',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'vault',
];
const accepted = Object.keys(
  (
    JSON.parse(
      readFileSync(new URL('../../supabase/lint-accepted.json', import.meta.url), 'utf8'),
    ) as {
      accepted: Record<string, string>;
    }
  ).accepted,
);

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client(databaseUrl);
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

async function names(sql: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(sql, params);
  return rows.map((row) => row.name).sort();
}

// 0010, 0013, 0002 and 0014 admit no exception; 0011, 0028 and 0029 are WARNs that may be
// intended, each then explained by its cache_key in supabase/lint-accepted.json (decision 0032).
describe('security lints (splinter 0002, 0007, 0010, 0011, 0013, 0014, 0028, 0029)', () => {
  it("0010: no view in an exposed schema runs with its owner's rights", async () => {
    const found = await names(
      `select format('%s.%s', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'v' and n.nspname = any ($1)
         and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
         and not coalesce(c.reloptions::text[] && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'], false)`,
      [EXPOSED],
    );
    expect(found).toEqual([]);
  });

  it('0013 and 0007: every table in an exposed schema has row-level security on', async () => {
    const found = await names(
      `select format('%s.%s', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname = any ($1) and not c.relrowsecurity`,
      [EXPOSED],
    );
    expect(found).toEqual([]);
  });

  it('0002: no relation the API roles can read shows auth.users', async () => {
    const found = await names(
      `select distinct format('%s.%s', n.nspname, c.relname) as name
       from pg_depend d
       join pg_rewrite r on r.oid = d.objid
       join pg_class c on c.oid = r.ev_class
       join pg_namespace n on n.oid = c.relnamespace
       where d.refobjid = 'auth.users'::regclass and n.nspname = any ($1)
         and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
      [EXPOSED],
    );
    expect(found).toEqual([]);
  });

  it('0011: every function of ours fixes its search_path, or is explained', async () => {
    const found = await names(
      `select format('function_search_path_mutable_%s_%s_%s', n.nspname, p.proname, md5(p.prosrc)) as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname <> all ($1) and n.nspname not like 'pg\\_%'
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as config where config like 'search_path=%')`,
      [PLATFORM],
    );
    expect(found.filter((key) => !accepted.includes(key))).toEqual([]);
  });

  it('0014: no extension lives in public', async () => {
    const found = await names(
      `select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'`,
    );
    expect(found).toEqual([]);
  });

  it('0028: every security definer function visitors may call is explained in supabase/lint-accepted.json', async () => {
    const found = await names(
      `select format('anon_security_definer_function_executable_%s_%s_%s',
           n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.prosecdef and n.nspname = any ($1) and has_function_privilege('anon', p.oid, 'execute')`,
      [EXPOSED],
    );
    expect(found.filter((key) => !accepted.includes(key))).toEqual([]);
  });

  it('0029: every security definer function signed-in users may call is explained in supabase/lint-accepted.json', async () => {
    const found = await names(
      `select format('authenticated_security_definer_function_executable_%s_%s_%s',
           n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.prosecdef and n.nspname = any ($1) and has_function_privilege('authenticated', p.oid, 'execute')`,
      [EXPOSED],
    );
    expect(found.filter((key) => !accepted.includes(key))).toEqual([]);
  });
});

describe("policy lints (splinter 0003, 0006, 0024) and the team's policy rules", () => {
  it('every policy in public names its roles and one operation (never "to public" or "for all")', async () => {
    const found = await names(
      `select format('%s: %s', tablename, policyname) as name from pg_policies
       where schemaname = 'public' and ('public' = any (roles) or cmd = 'ALL')`,
    );
    expect(found).toEqual([]);
  });

  it('0003: auth.uid() and friends are wrapped in a select, evaluated once per query', async () => {
    const found = await names(
      `select format('%s: %s', tablename, policyname) as name from pg_policies
       where schemaname = 'public' and exists (
         select 1 from unnest(array[qual, with_check]) as expression, unnest(array['auth.uid()', 'auth.jwt()', 'auth.role()', 'auth.email()']) as fn
         where expression like '%' || fn || '%' and lower(expression) not like '%select ' || fn || '%'
       )`,
    );
    expect(found).toEqual([]);
  });

  it('0006: one permissive policy per table, role and operation', async () => {
    const found = await names(
      `select format('%s %s %s: %s', p.tablename, r.role, p.cmd, string_agg(p.policyname, ', ')) as name
       from pg_policies p cross join lateral unnest(p.roles) as r(role)
       where p.schemaname = 'public' and p.permissive = 'PERMISSIVE'
       group by p.tablename, r.role, p.cmd having count(*) > 1`,
    );
    expect(found).toEqual([]);
  });

  it('0024: no write policy lets everyone through (using or with check of plain true)', async () => {
    const found = await names(
      `select format('%s: %s', tablename, policyname) as name from pg_policies
       where schemaname = 'public' and cmd in ('INSERT', 'UPDATE', 'DELETE')
         and (qual = 'true' or with_check = 'true')`,
    );
    expect(found).toEqual([]);
  });

  it('no foreign key from a public table points at profiles: people are embedded from public_profiles', async () => {
    const found = await names(
      `select format('%s.%s', c.conrelid::regclass, c.conname) as name from pg_constraint c
       join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
       where c.contype = 'f' and c.confrelid = 'public.profiles'::regclass and n.nspname = 'public'
         and c.conrelid <> 'public.public_profiles'::regclass`,
    );
    expect(found).toEqual([]);
  });
});

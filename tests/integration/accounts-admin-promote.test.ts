// `npm run admin:promote -- email` (issue 11): makes an existing, confirmed account with its own
// password the approved superadmin, and refuses clearly, changing nothing, otherwise. The
// success path runs on a stack of its own without the seed (the shared one has a superadmin).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { startStack } from '../../supabase/local/stack.mjs';
import { createAccount, uniqueEmail } from './support/clients';

const run = promisify(execFile);
const SCRIPT = new URL('../../scripts/admin-promote.mjs', import.meta.url).pathname;
const sharedDbUrl = `postgres://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;

async function promote(email: string, databaseUrl: string) {
  try {
    const { stdout, stderr } = await run('node', [SCRIPT, email], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

async function query<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const superadmins = (databaseUrl: string) =>
  query<{ email: string; status: string }>(
    databaseUrl,
    "select email, status from public.profiles where role = 'superadmin' order by email",
  );

describe('admin:promote against the shared test database (a superadmin exists)', () => {
  it('refuses an unknown address, an unconfirmed one, one without its own password, and a second superadmin', async () => {
    const unknown = await promote(uniqueEmail('nobody'), sharedDbUrl);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/no account with the address/);

    const inactive = await createAccount({ choosePassword: false });
    const noPassword = await promote(inactive.email, sharedDbUrl);
    expect(noPassword.code).toBe(1);
    expect(noPassword.out).toMatch(/has not chosen its own password yet/);

    const active = await createAccount();
    const second = await promote(active.email, sharedDbUrl);
    expect(second.code).toBe(1);
    // (Other suites running alongside make superadmins of their own: the seeded one is listed.)
    expect(second.out).toMatch(/there already is a superadmin \(.*superadmin@olympiad\.test/);
    expect(second.out).toMatch(/Nothing changed\./);
    const [row] = await query<{ role: string }>(
      sharedDbUrl,
      'select role from public.profiles where id = $1',
      [active.userId],
    );
    expect(row?.role).toBe('contestant');
  });

  it('says how to use it without an address or a database URL', async () => {
    const missing = await promote('', sharedDbUrl);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/Usage: DATABASE_URL=/);
  });
});

describe('admin:promote on a fresh project (no superadmin yet)', () => {
  const ports = {
    gatewayPort: TEST_PORTS.gateway + 10,
    dbPort: TEST_PORTS.db + 10,
    restPort: TEST_PORTS.rest + 10,
  };
  let stop: () => Promise<void> = async () => undefined;
  let dataDir = '';
  const dbUrl = `postgres://postgres:postgres@127.0.0.1:${ports.dbPort}/postgres`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'olympiad-promote-'));
    const stack = await startStack({
      dataDir,
      ...ports,
      reset: true,
      durable: false,
      seed: false,
      log: () => undefined,
    });
    stop = stack.stop;
  }, 120_000);
  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a confirmed account with its own password the approved superadmin, once', async () => {
    const email = uniqueEmail('first-admin');
    // A sign-up that confirmed and chose a password, made directly in the fresh database.
    await query(
      dbUrl,
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt('Olympiad2026!', extensions.gen_salt('bf', 4)), now(),
         '{"provider":"email","providers":["email"]}', '{"fullName":"First Admin","role":"Instructor"}', now(), now())`,
      [email],
    );
    const unconfirmedEmail = uniqueEmail('unconfirmed');
    await query(
      dbUrl,
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, '', now(), now())`,
      [unconfirmedEmail],
    );
    expect((await promote(unconfirmedEmail, dbUrl)).out).toMatch(
      /has not confirmed its address yet/,
    );

    expect((await promote(email, dbUrl)).out).toMatch(/has not chosen its own password yet/);
    await query(
      dbUrl,
      "update auth.users set encrypted_password = extensions.crypt('Own-2026-password', extensions.gen_salt('bf', 4)) where email = $1",
      [email],
    );

    const promoted = await promote(email.toUpperCase(), dbUrl);
    expect(promoted.code).toBe(0);
    expect(promoted.out).toMatch(/is now the approved superadmin \(was instructor, pending\)/);
    expect(await superadmins(dbUrl)).toEqual([{ email, status: 'approved' }]);

    const again = await promote(email, dbUrl);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/already is the approved superadmin/);
  });
});

#!/usr/bin/env node
// `npm run admin:promote -- someone@example.com`: makes an existing account the approved
// superadmin, against the database in DATABASE_URL (hosted: the connection string of
// Project Settings > Database; locally: the DB URL `npm run db:start` prints). The first
// superadmin has to come from somewhere: sign-up never makes one (README, "Deploy to Supabase").
//
// It refuses, changing nothing, when the account does not exist, has not confirmed its address
// or chosen its own password yet, or when there already is a superadmin.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const USAGE = 'Usage: DATABASE_URL=postgresql://... npm run admin:promote -- someone@example.com';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`admin:promote: ${message}`);
  process.exit(1);
}

/**
 * Connection settings: hosted Supabase needs TLS. Pass its CA certificate (Project Settings >
 * Database > SSL) as DATABASE_SSL_CA=path to verify the server; local addresses go plain.
 */
function connectionConfig(databaseUrl) {
  let url;
  try {
    url = new URL(databaseUrl);
  } catch {
    fail(`DATABASE_URL is not a connection string. ${USAGE}`);
  }
  const local = ['127.0.0.1', 'localhost', '::1'].includes(url.hostname);
  const sslmode = url.searchParams.get('sslmode');
  url.searchParams.delete('sslmode');
  if (local && sslmode !== 'require') return { connectionString: url.toString() };
  const caFile = process.env.DATABASE_SSL_CA;
  const ca = caFile ? readFileSync(caFile, 'utf8') : undefined;
  if (!ca) {
    console.warn(
      'admin:promote: connecting with TLS without verifying the server (set DATABASE_SSL_CA to the project CA certificate to verify it).',
    );
  }
  return { connectionString: url.toString(), ssl: ca ? { ca } : { rejectUnauthorized: false } };
}

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) fail(USAGE);
if (!process.env.DATABASE_URL) fail(`DATABASE_URL is not set. ${USAGE}`);

const client = new pg.Client(connectionConfig(process.env.DATABASE_URL));
try {
  await client.connect();
} catch (error) {
  fail(`cannot connect to the database: ${error instanceof Error ? error.message : error}`);
}

try {
  await client.query('begin');
  // One promotion at a time, so two runs cannot make two superadmins.
  await client.query("select pg_advisory_xact_lock(hashtext('admin:promote'))");
  const { rows: accounts } = await client.query(
    `select u.id, u.email, u.email_confirmed_at, p.role, p.status,
            exists (select 1 from private.account_activations a where a.user_id = u.id) as active
     from auth.users u left join public.profiles p on p.id = u.id
     where lower(u.email) = lower($1) and u.deleted_at is null`,
    [email],
  );
  const account = accounts[0];
  if (!account) {
    throw new Error(
      `no account with the address ${email}. Sign up on the site first, open the link in the confirmation mail and choose your password, then run this again.`,
    );
  }
  if (!account.email_confirmed_at) {
    throw new Error(
      `${account.email} has not confirmed its address yet: open the link in the confirmation mail first.`,
    );
  }
  if (!account.active) {
    throw new Error(
      `${account.email} has not chosen its own password yet: open the link in the confirmation mail (or use 'Forgot your password?') and choose one first.`,
    );
  }
  if (!account.role)
    throw new Error(`${account.email} has no profile; were all migrations applied?`);
  const { rows: superadmins } = await client.query(
    "select email, status from public.profiles where role = 'superadmin' order by created_at",
  );
  const others = superadmins.filter(
    (row) => row.email?.toLowerCase() !== account.email.toLowerCase(),
  );
  if (others.length > 0) {
    throw new Error(
      `there already is a superadmin (${others.map((row) => row.email).join(', ')}). Nothing changed.`,
    );
  }
  if (account.role === 'superadmin' && account.status === 'approved') {
    await client.query('rollback');
    console.log(`${account.email} already is the approved superadmin. Nothing changed.`);
    process.exit(0);
  }
  await client.query(
    "update public.profiles set role = 'superadmin', status = 'approved' where id = $1",
    [account.id],
  );
  await client.query('commit');
  console.log(
    `${account.email} is now the approved superadmin (was ${account.role}, ${account.status}). Sign out and in again on the site to see the admin screens.`,
  );
} catch (error) {
  await client.query('rollback').catch(() => undefined);
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await client.end();
}

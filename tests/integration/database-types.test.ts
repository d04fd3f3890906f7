// src/lib/database.types.ts is generated from the migrations (`npm run db:types`). This test
// regenerates it from the integration stack's database, migrated from the same files, and fails
// when the committed file no longer matches: a migration without `npm run db:types`.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { generateDatabaseTypes } from '../../scripts/lib/database-types.mjs';

const DB_URL = `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;

it('the committed database types match the migrations (else run `npm run db:types`)', async () => {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    const generated = await generateDatabaseTypes(client);
    const committed = await readFile(
      new URL('../../src/lib/database.types.ts', import.meta.url),
      'utf8',
    );
    expect(
      committed,
      'src/lib/database.types.ts is stale: run `npm run db:types` and commit it',
    ).toBe(generated);
  } finally {
    await client.end();
  }
});

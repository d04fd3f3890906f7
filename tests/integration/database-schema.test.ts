// supabase/schemas holds the current definition of the database, one file per domain; the
// migrations are its history. Both must build the same database (issue 22, part 3). When they
// do not, the failure names each object that differs, and `npm run db:schema-diff -- --sql`
// prints the SQL between them.
import { describe, expect, it } from 'vitest';
import { compareMigrationsWithSchemas } from '../../scripts/lib/schema-build.mjs';
import { compareSchemaFacts } from '../../scripts/lib/schema-facts.mjs';
import { testDbUrl } from './support/gateway';

describe('supabase/schemas', () => {
  it('builds the same database as supabase/migrations', { timeout: 120_000 }, async () => {
    const { differences } = await compareMigrationsWithSchemas(testDbUrl);
    expect(
      differences,
      'supabase/schemas and supabase/migrations differ: put the change in both (docs/architecture.md, "The schema"); `npm run db:schema-diff` prints this list',
    ).toEqual([]);
  });

  it('names each object that differs, and how', () => {
    const fromMigrations = new Map<string, Record<string, unknown>>([
      ['function public.submit_answer(uuid,text)', { definition: 'a\nb', acl: ['x'] }],
      ['policy "p" on public.answers', { using: 'true' }],
      ['table public.answers', { rls: true }],
    ]);
    const fromSchemas = new Map<string, Record<string, unknown>>([
      ['function public.submit_answer(uuid,text)', { definition: 'a\nc', acl: ['x'] }],
      ['table public.answers', { rls: false }],
      ['trigger t on public.answers', { definition: 'CREATE TRIGGER t' }],
    ]);
    expect(compareSchemaFacts(fromMigrations, fromSchemas)).toEqual([
      'function public.submit_answer(uuid,text) differs (definition: line 2: migrations "b", schemas "c")',
      'policy "p" on public.answers only in migrations',
      'table public.answers differs (rls: migrations true, schemas false)',
      'trigger t on public.answers only in schemas',
    ]);
  });
});

// The preview under the answer box (src/features/answers/reading) must read answers the way the
// database does: on every input of the labelled pairs, "read as math" in the browser is
// private.answer_is_readable in the database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { readPairs } from '../../scripts/measure-equivalence.mjs';
import { readAnswer } from '../../src/features/answers/reading/read-answer';
import { normalizeAnswer } from '../../src/features/answers/reading/normalize-answer';

const databaseUrl =
  process.env.ANSWER_EQUIVALENCE_DB_URL ??
  `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client(databaseUrl);
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

async function labelledInputs(): Promise<string[]> {
  const pairs = await readPairs();
  return [...new Set(pairs.flatMap((pair) => [pair.submitted, pair.expected]))];
}

describe('the browser reads answers as the database does', () => {
  it('normalises every labelled input to the same text', async () => {
    const inputs = await labelledInputs();
    const { rows } = await client.query<{ answer: string; normalized: string | null }>(
      'select a as answer, private.ans_normalize(a) as normalized from unnest($1::text[]) a',
      [inputs],
    );
    const different = rows
      .filter((row) => normalizeAnswer(row.answer) !== row.normalized)
      .map(
        (row) =>
          `${row.answer}: browser ${normalizeAnswer(row.answer)}, database ${row.normalized}`,
      );
    expect(different).toEqual([]);
  });

  it('agrees on which labelled inputs read as math', async () => {
    const inputs = await labelledInputs();
    const { rows } = await client.query<{ answer: string; readable: boolean }>(
      'select a as answer, private.answer_is_readable(a) as readable from unnest($1::text[]) a',
      [inputs],
    );
    const different = rows
      .filter((row) => (readAnswer(row.answer).kind === 'math') !== row.readable)
      .map(
        (row) =>
          `${row.answer}: browser ${JSON.stringify(readAnswer(row.answer))}, database ${row.readable}`,
      );
    expect(different).toEqual([]);
  });
});

// The labelled pairs (tests/data/equivalence-pairs.jsonl) against private.answers_match, and the
// per-problem answer options. Private functions are not reachable through the API, so this test
// talks to PostgreSQL directly as the superuser of the integration stack.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { matchPairs, readPairs, summarise } from '../../scripts/measure-equivalence.mjs';

const databaseUrl =
  process.env.ANSWER_EQUIVALENCE_DB_URL ??
  `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;
const recorded = JSON.parse(
  readFileSync(new URL('../data/equivalence-agreement.json', import.meta.url), 'utf8'),
) as {
  all: number;
  nonPolicy: number;
};

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client(databaseUrl);
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe('the labelled pairs', () => {
  it('has several hundred pairs, equal and not, in every class', async () => {
    const pairs = await readPairs();
    expect(pairs.length).toBeGreaterThanOrEqual(400);
    const classes = new Map<string, { equal: number; different: number }>();
    for (const pair of pairs) {
      const entry = classes.get(pair.class) ?? { equal: 0, different: 0 };
      if (pair.equal) entry.equal += 1;
      else entry.different += 1;
      classes.set(pair.class, entry);
    }
    for (const [name, counts] of classes) {
      expect({ name, equal: counts.equal > 0, different: counts.different > 0 }).toEqual({
        name,
        equal: true,
        different: true,
      });
    }
  });

  it('accepts no pair labelled different and keeps the recorded agreement', async () => {
    const pairs = await readPairs();
    const summary = summarise(pairs, await matchPairs(client, pairs));
    const falseAccepts = summary.disagreements
      .filter((d) => d.got)
      .map((d) => `${d.submitted}  vs  ${d.expected}`);
    expect(falseAccepts).toEqual([]);
    const rejected = summary.disagreements.map(
      (d) => `[${d.class}] ${d.submitted}  vs  ${d.expected}`,
    );
    expect(summary.all.agree / summary.all.pairs, rejected.join('\n')).toBeGreaterThanOrEqual(
      recorded.all,
    );
    expect(
      summary.nonPolicy.agree / summary.nonPolicy.pairs,
      rejected.join('\n'),
    ).toBeGreaterThanOrEqual(recorded.nonPolicy);
  });
});

describe('per-problem answer options', () => {
  async function withProblem(run: (problemId: string) => Promise<void>) {
    await client.query('begin');
    try {
      const { rows } = await client.query<{ id: string }>(
        `insert into public.problems (title, content, topic, difficulty)
         values ('Options', '{"body": "Find the line."}', 'Algebra', 'Juniors') returning id`,
      );
      await run(rows[0]!.id);
    } finally {
      await client.query('rollback');
    }
  }

  it('stores, reads and clears the options of a problem', async () => {
    await withProblem(async (problemId) => {
      const read = async () =>
        (await client.query<{ o: unknown }>('select private.answer_options($1) as o', [problemId]))
          .rows[0]?.o;
      await expect(read()).resolves.toEqual({});
      await client.query('select private.set_answer_options($1, $2)', [
        problemId,
        { lone_value: false },
      ]);
      await expect(read()).resolves.toEqual({ lone_value: false });
      const { rows } = await client.query<{ ok: boolean }>(
        "select private.answers_match('2x+3', 'y=2x+3', private.answer_options($1)) as ok",
        [problemId],
      );
      expect(rows[0]?.ok).toBe(false);
      await client.query('select private.set_answer_options($1, $2)', [problemId, {}]);
      await expect(read()).resolves.toEqual({});
    });
  });

  it.each([[{ strict: true }], [{ lone_value: 'no' }], [[true]]])(
    'refuses %j and changes nothing',
    async (options) => {
      await withProblem(async (problemId) => {
        await client.query('select private.set_answer_options($1, $2)', [
          problemId,
          { ordered_lists: true },
        ]);
        await client.query('savepoint refused');
        await expect(
          client.query('select private.set_answer_options($1, $2)', [
            problemId,
            JSON.stringify(options),
          ]),
        ).rejects.toMatchObject({ code: '22023' });
        await client.query('rollback to savepoint refused');
        const { rows } = await client.query<{ o: unknown }>(
          'select private.answer_options($1) as o',
          [problemId],
        );
        expect(rows[0]?.o).toEqual({ ordered_lists: true });
      });
    },
  );

  it.each(['anon', 'authenticated'])(
    '%s can neither call the option functions nor read the table',
    async (role) => {
      await withProblem(async (problemId) => {
        await client.query('select private.set_answer_options($1, $2)', [
          problemId,
          { decimals: false },
        ]);
        for (const [statement, params] of [
          ['select private.set_answer_options($1, \'{"decimals": true}\')', [problemId]],
          ['select private.answer_options($1)', [problemId]],
          ["select private.answers_match('1', '1', '{}')", []],
          ['select * from private.problem_answer_options', []],
        ] as const) {
          await client.query('savepoint attempt');
          await client.query(`set local role ${role}`);
          await expect(client.query(statement, [...params])).rejects.toMatchObject({
            code: '42501',
          });
          await client.query('rollback to savepoint attempt');
        }
        const { rows } = await client.query<{ o: unknown }>(
          'select private.answer_options($1) as o',
          [problemId],
        );
        expect(rows[0]?.o).toEqual({ decimals: false });
      });
    },
  );
});

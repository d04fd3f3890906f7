// private.answers_match, the comparison submit_answer grades with. Private functions are not
// reachable through the API, so this test talks to PostgreSQL directly as the superuser of the
// integration stack (supabase/local/postgres.mjs: postgres/postgres on the test db port).
// The labelled pairs run in answer-checking.test.ts and scripts/measure-equivalence.mjs.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';

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

async function answersMatch(
  submitted: string | null,
  expected: string | null,
): Promise<boolean | null> {
  const { rows } = await client.query<{ ok: boolean | null }>(
    'select private.answers_match($1, $2) as ok',
    [submitted, expected],
  );
  return rows[0]?.ok ?? null;
}

/** Runs every pair in one query; returns the pairs whose result differs from `expected`. */
async function mismatches(
  pairs: ReadonlyArray<readonly [string, string]>,
  expected: boolean,
): Promise<string[]> {
  const { rows } = await client.query<{ submitted: string; key: string; ok: boolean }>(
    `select t.submitted, t.key, private.answers_match(t.submitted, t.key) as ok
       from unnest($1::text[], $2::text[]) as t(submitted, key)`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return rows.filter((r) => r.ok !== expected).map((r) => `${r.submitted}  vs  ${r.key}`);
}

describe('the examples of the issue are one answer each', () => {
  const groups = [
    ['\\frac{14}{3}', '14/3', '\\dfrac{14}{3}'],
    ['3\\sqrt{13}', '3 \\sqrt{13}'],
    ['\\left( 3, \\frac{\\pi}{2} \\right)', '(3, \\pi/2)'],
    ['90^\\circ', '90'],
    ['\\text{Evelyn}', 'Evelyn'],
    ['0.5', '\\frac12'],
  ];

  it('accepts every form for every other form, both ways', async () => {
    const pairs = groups.flatMap((group) =>
      group.flatMap((a) => group.map((b) => [a, b] as const)),
    );
    expect(await mismatches(pairs, true)).toEqual([]);
  });

  it('keeps the groups apart', async () => {
    const pairs = groups.flatMap((group, i) =>
      groups.flatMap((other, j) =>
        i === j ? [] : group.flatMap((a) => other.map((b) => [a, b] as const)),
      ),
    );
    expect(await mismatches(pairs, false)).toEqual([]);
  });
});

// Answers of MATH-500 (key on the right) with a way a student could type them.
const equivalentSamples = [
  ['1-\\sqrt{19}, 1+\\sqrt{19}', '1 \\pm \\sqrt{19}'],
  ['\\{-2, 1-\\sqrt5, 1+\\sqrt5\\}', '\\{1\\pm\\sqrt{5},-2\\}'],
  ['(-1/3, 2/3, 5/3)', '\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}'],
  [
    '\\begin{bmatrix}-1&0\\\\0&-1\\end{bmatrix}',
    '\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}',
  ],
  ['(3, 4]', '(3,4]'],
  ['(-∞, 2) ∪ (3, ∞)', '(-\\infty, 2) \\cup (3, \\infty)'],
  ['[-2, 7]', 'x \\in [-2,7]'],
  ['\\left[\\pi^2/8, 5\\pi^2/4\\right]', '\\left[ \\frac{\\pi^2}{8}, \\frac{5 \\pi^2}{4} \\right]'],
  ['5', 'x=5'],
  ['y = 3 + 2x', 'y = 2x + 3'],
  ['-5x + 7y - 11z - 4 = 0', '5x - 7y + 11z + 4 = 0'],
  ['ab + 2a + 5b + 10', '(a+5)(b+2)'],
  ['\\frac{\\cos x}{\\sin x}', '\\cot x'],
  ['-x^4 + x^5 + x^3 - x^2 + x - 1', 'x^5 - x^4 + x^3 - x^2 + x - 1'],
  ['2(k+1)', '2k+2'],
  ['-5i + 6', '6 - 5i'],
  ['3/56', '\\frac{3}{56}'],
  ['0.34', '\\dfrac{17}{50}'],
  ['6.72 \\times 10^{-5}', '.0000672'],
  ['137.5', '137 \\frac{1}{2}'],
  ['9/5', '1\\frac{4}{5}'],
  ['270/7', '\\frac{270}7\\text{ degrees}'],
  ['10080', '10,\\!080'],
  ['11111111100', '11,\\! 111,\\! 111,\\! 100'],
  ['32,348', '\\$32,\\!348'],
  ['18.9', '\\$18.90'],
  ['864', '864 \\mbox{ inches}^2'],
  ['5.4 cents', '5.4 \\text{ cents}'],
  ['C', '\\text{(C)}'],
  ['(e)', '\\text{(E)}'],
  ['EAST', '\\text{east}'],
  ['52_{8}', '52_8'],
  ['\\sqrt{3}/3', '\\frac{\\sqrt{3}}{3}'],
  ['1/\\sqrt{3}', '\\frac{\\sqrt{3}}{3}'],
  ['2\\pi r', '2 \\pi r'],
  ['√51', '\\sqrt{51}'],
  ['20000/π', '\\frac{20000}{\\pi}'],
  ['$-\\frac{\\pi}{6}$', '-\\frac{\\pi}{6}'],
  ['\\displaystyle\\frac{448}{15625}', '\\frac{448}{15625}'],
  ['120°', '120^\\circ'],
  ['3R^2', '3R^2'],
] as const;

const differentSamples = [
  ['(0,1]', '[0,1)'],
  ['[0,1]', '(0,1)'],
  ['1,000', '(1,0)'],
  ['1000', '(1,0)'],
  ['(1,2,3,4)', '\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}'],
  [
    '\\begin{pmatrix} 1 & 3 \\\\ 2 & 4 \\end{pmatrix}',
    '\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}',
  ],
  ['x=3', 'x=2'],
  ['y=2', 'x=2'],
  ['2x+3', 'y = 2x + 3'],
  ['1+\\sqrt{19}', '1 \\pm \\sqrt{19}'],
  ['(1,-2)', '1,-2'],
  ['\\{1,2\\}', '(1,2)'],
  ['3r^2', '3R^2'],
  ['seat', '\\text{east}'],
  ['(B)', '\\text{(C)}'],
  ['40', '40_9'],
  ['11111111101', '11,\\! 111,\\! 111,\\! 100'],
  ['0.33', '\\frac{1}{3}'],
  ['0.334', '\\frac13'],
  ['14/5', '1\\frac{4}{5}'],
  ['4/5', '1\\frac{4}{5}'],
  ['\\sqrt{13}', '3\\sqrt{13}'],
  ['\\frac{1}{2}', '\\frac{1}{4}'],
  ['\\pi/2', '\\left( 3, \\frac{\\pi}{2} \\right)'],
  ['6 + 5i', '6 - 5i'],
  ['x^5 - x^4 + x^3 - x^2 + x + 1', 'x^5 - x^4 + x^3 - x^2 + x - 1'],
  ['(2, \\infty)', '[2,\\infty)'],
  ['(-\\infty, 0]', '(0, \\infty]'],
  ['', '0'],
  ['   ', '0'],
] as const;

describe('MATH-500 answers', () => {
  it('accepts rewritings of the same answer', async () => {
    expect(await mismatches(equivalentSamples, true)).toEqual([]);
  });

  it('rejects different answers', async () => {
    expect(await mismatches(differentSamples, false)).toEqual([]);
  });
});

// Policy choices a problem can turn off (docs/answer-equivalence.md, private.set_answer_options).
describe('per-problem options', () => {
  const cases: Array<[string, string, Record<string, boolean>]> = [
    ['y = 2x + 3', '2x+3', { lone_value: false }],
    ['x = 5', '5', { lone_value: false }],
    ['-2,1', '1,-2', { ordered_lists: true }],
    ['\\frac{1}{3}', '0.333', { decimals: false }],
  ];

  it.each(cases)(
    '%s vs %s: accepted by default, not under %o',
    async (submitted, expected, options) => {
      await expect(answersMatch(submitted, expected)).resolves.toBe(true);
      const { rows } = await client.query<{ ok: boolean }>(
        'select private.answers_match($1, $2, $3) as ok',
        [submitted, expected, JSON.stringify(options)],
      );
      expect(rows[0]?.ok).toBe(false);
    },
  );
});

describe('hostile answers return false fast, without an error', () => {
  const hostile: Array<[string, string]> = [
    ['very long', '1'.repeat(100_000)],
    ['just over the limit', `${'1+'.repeat(250)}1`],
    ['deep parentheses', `${'('.repeat(240)}7${')'.repeat(240)}`],
    ['deep fractions', `${'\\frac{1}{'.repeat(45)}2${'}'.repeat(45)}`],
    ['unbalanced', '\\left( 3, \\frac{\\pi}{2}'],
    ['macro definition', '\\def\\x{\\x\\x}\\x'],
    ['tower of powers', '10^10^10'],
    ['bigger tower', '9^{9^{9^{9}}}'],
    ['huge literal', '9'.repeat(400)],
    ['huge factorial', '1000!'],
    ['division by zero', '1/0'],
    ['log of zero', '\\ln 0'],
    ['root of a negative', '\\sqrt{-1}'],
    ['zero to the zero', '0^0'],
    ['negative to a fraction', '(-8)^{0.5}'],
    ['infinity arithmetic', '\\infty - \\infty'],
    ['tiny', '10^{-400}'],
    ['many elements', Array.from({ length: 200 }, (_, i) => String(i)).join(',')],
    ['many \\pm', '1\\pm1\\pm1\\pm1\\pm1\\pm1\\pm1\\pm1\\pm1\\pm1'],
    ['SQL', "1'); drop table public.answers; --"],
    ['control characters', '\u0001\u0007\u001b[2J'],
    ['unicode', '𝟙𝟚𝟛 ∑∫ 😀'],
    ['huge power', '(x-a)^{100000}'],
    ['power over the digit limit', '7^{99999}'],
    ['many factorials', '300!300!300!300!300!300!'],
    ['nested roots', `${'\\sqrt{'.repeat(40)}2${'}'.repeat(40)}`],
    ['many boxes', '\\boxed{'.repeat(30) + '1' + '}'.repeat(30)],
    ['bars', '|'.repeat(400)],
    ['relations', '<'.repeat(300)],
    ['equals', '='.repeat(300)],
    ['exp overflow', 'e^{e^{e^{10}}}'],
    ['log base', '\\log_{1}5'],
    // issue 24: sums and products, scientific notation
    ['sum over the term limit', '\\sum_{k=1}^{100000} k'],
    ['nested sums', '\\sum_{i=1}^{999}\\sum_{j=1}^{999}\\sum_{l=1}^{999} ijl'],
    ['many sums', Array.from({ length: 25 }, () => '\\sum_{k=1}^{999}kx').join(',')],
    [
      'sums under \\pm',
      `\\{${Array.from({ length: 20 }, () => '\\sum_{k=1}^{999}k\\pm x').join(',')}\\}`,
    ],
    ['sum of powers', '\\sum_{k=1}^{1000}k^{99999}'],
    ['product of powers', '\\prod_{k=1}^{1000} 7^{9999}'],
    ['sum with a symbolic bound', '\\sum_{k=1}^{n} k'],
    ['sum without a body', '\\sum_{k=1}^{10}'],
    ['huge exponent', '1e99999999'],
    ['tiny exponent', '1e-999999'],
    ['nested e-notation', '1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e5'],
    ['many decimals', Array.from({ length: 50 }, () => '1.41421356').join(',')],
  ];

  it.each(hostile)('%s', async (_label, answer) => {
    for (const key of ['1', '\\frac{14}{3}', '(3,4]', 'x=5', '\\text{Evelyn}']) {
      const started = performance.now();
      await expect(answersMatch(answer, key)).resolves.toBe(false);
      await expect(answersMatch(key, answer)).resolves.toBe(false);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('treats a missing answer or key as no match', async () => {
    await expect(answersMatch(null, '1')).resolves.toBe(false);
    await expect(answersMatch('1', null)).resolves.toBe(false);
  });
});

describe('who may call it', () => {
  it.each(['anon', 'authenticated'])('%s cannot execute private.answers_match', async (role) => {
    await client.query('begin');
    try {
      await client.query(`set local role ${role}`);
      await expect(client.query("select private.answers_match('1', '1')")).rejects.toMatchObject({
        code: '42501',
      });
    } finally {
      await client.query('rollback');
    }
  });
});

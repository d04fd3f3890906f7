// @ts-check
// Issue 24 point 3: the answer checker's time per comparison, in the database. Every labelled pair
// of tests/data/equivalence-pairs.jsonl through private.answers_match, timed server side with
// clock_timestamp() around each call (scripts/measure-equivalence.mjs), one warm-up round, then
// the middle of three rounds by median. Target: median under 1 ms. Also the agreement, so a
// faster checker that agrees less shows.
import pg from 'pg';
import { matchPairs, readPairs, summarise, timeCalls } from '../scripts/measure-equivalence.mjs';

const TARGET_MEDIAN_MS = 1;

/**
 * @param {{ dbUrl: string, log: (line: string) => void }} options
 */
export async function measureChecker({ dbUrl, log }) {
  const pairs = await readPairs();
  const client = new pg.Client(dbUrl);
  await client.connect();
  try {
    const summary = summarise(pairs, await matchPairs(client, pairs));
    log(`checker: ${pairs.length} pairs, ${summary.all.falseAccepts} false accepts`);
    await timeCalls(client, pairs);
    const rounds = [];
    for (let round = 0; round < 3; round += 1) rounds.push(await timeCalls(client, pairs));
    const timing = rounds.sort((a, b) => a.median - b.median)[1];
    return {
      measuredAt: new Date().toISOString(),
      pairs: pairs.length,
      agree: summary.all.agree,
      falseAccepts: summary.all.falseAccepts,
      nonPolicyPairs: summary.nonPolicy.pairs,
      nonPolicyAgree: summary.nonPolicy.agree,
      ...timing,
      targetMedianMs: TARGET_MEDIAN_MS,
      met: timing.median < TARGET_MEDIAN_MS && summary.all.falseAccepts === 0,
    };
  } finally {
    await client.end();
  }
}

/**
 * @param {Awaited<ReturnType<typeof measureChecker>>} checker
 */
export function checkerSection(checker) {
  const ms = (/** @type {number} */ n) => `${n.toFixed(3)} ms`;
  return [
    '### Answer checker (issue 24)',
    '',
    `${checker.pairs} labelled pairs through \`private.answers_match\`, timed in the database (middle of three ` +
      `rounds): median **${ms(checker.median)}** (target under ${checker.targetMedianMs} ms: ` +
      `**${checker.met ? 'met' : 'missed'}**), p90 ${ms(checker.p90)}, p99 ${ms(checker.p99)}, max ${ms(checker.max)}. ` +
      `Agreement ${checker.agree} of ${checker.pairs} (${checker.nonPolicyAgree} of ${checker.nonPolicyPairs} not policy), ` +
      `${checker.falseAccepts} false accepts.`,
  ].join('\n');
}

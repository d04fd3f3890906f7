// @ts-check
// The reference for the ratings fixture (decision 0065): Codeforces' rating formula written
// straight from Mike Mirzayanov's published description and Java code
// (codeforces.com/blog/entry/20762 and the submission it links), pair by pair as there: no
// histogram, no narrowed search, nothing shared with the database's version.
//
//   node scripts/rating-reference.mjs            writes tests/data/rating-fixture.json
//   node scripts/rating-reference.mjs --check    fails if the committed fixture differs
//
// Java's int division truncates toward zero: Math.trunc below.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURE = fileURLToPath(new URL('../tests/data/rating-fixture.json', import.meta.url));

/** @param {number} ra @param {number} rb P(a beats b) */
function eloWinProbability(ra, rb) {
  return 1.0 / (1 + Math.pow(10, (rb - ra) / 400.0));
}

/**
 * @typedef {{ id: string, points: number, rating: number }} Input
 * @typedef {Input & { index: number, rank: number, seed: number, needRating: number, delta: number }} Contestant
 */

/** getSeed: 1 + the chance of every contestant (itself included) beating rating `rating`. */
function getSeed(/** @type {Contestant[]} */ contestants, /** @type {number} */ rating) {
  let result = 1;
  for (const other of contestants) result += eloWinProbability(other.rating, rating);
  return result;
}

function getRatingToRank(/** @type {Contestant[]} */ contestants, /** @type {number} */ rank) {
  let left = 1;
  let right = 8000;
  while (right - left > 1) {
    const mid = Math.trunc((left + right) / 2);
    if (getSeed(contestants, mid) < rank) right = mid;
    else left = mid;
  }
  return left;
}

/** The i-th element of a list the loop keeps in range. @template T */
function at(/** @type {T[]} */ list, /** @type {number} */ i) {
  const item = list[i];
  if (item === undefined) throw new Error(`No element ${i}.`);
  return item;
}

/** A stable sort (Java's Collections.sort is stable; so is Array.prototype.sort). */
function sortBy(/** @type {Contestant[]} */ list, /** @type {(c: Contestant) => number} */ key) {
  list.sort((a, b) => key(b) - key(a));
}

/** @param {Input[]} inputs in their fixed order @returns the deltas by id */
export function ratingChanges(inputs) {
  /** @type {Contestant[]} */
  const contestants = inputs.map((input, index) => ({
    ...input,
    index,
    rank: 0,
    seed: 0,
    needRating: 0,
    delta: 0,
  }));
  if (contestants.length === 0) return [];

  // reassignRanks: a tied group gets the place of its last member.
  sortBy(contestants, (c) => c.points);
  let first = 0;
  let points = at(contestants, 0).points;
  for (let i = 1; i < contestants.length; i++) {
    if (at(contestants, i).points < points) {
      for (let j = first; j < i; j++) at(contestants, j).rank = i;
      first = i;
      points = at(contestants, i).points;
    }
  }
  for (let j = first; j < contestants.length; j++) at(contestants, j).rank = contestants.length;

  for (const a of contestants) {
    a.seed = 1;
    for (const b of contestants) {
      if (a !== b) a.seed += eloWinProbability(b.rating, a.rating);
    }
  }
  for (const c of contestants) {
    const midRank = Math.sqrt(c.rank * c.seed);
    c.needRating = getRatingToRank(contestants, midRank);
    c.delta = Math.trunc((c.needRating - c.rating) / 2);
  }

  sortBy(contestants, (c) => c.rating);
  {
    let sum = 0;
    for (const c of contestants) sum += c.delta;
    const inc = Math.trunc(-sum / contestants.length) - 1;
    for (const c of contestants) c.delta += inc;
  }
  {
    let sum = 0;
    const zeroSumCount = Math.min(
      4 * Math.round(Math.sqrt(contestants.length)),
      contestants.length,
    );
    for (let i = 0; i < zeroSumCount; i++) sum += at(contestants, i).delta;
    const inc = Math.min(Math.max(Math.trunc(-sum / zeroSumCount), -10), 0);
    for (const c of contestants) c.delta += inc;
  }

  contestants.sort((a, b) => a.index - b.index);
  return contestants.map((c) => ({
    id: c.id,
    place: c.rank,
    needRating: c.needRating,
    delta: c.delta,
    newRating: c.rating + c.delta,
  }));
}

/** A small deterministic generator (mulberry32) so the fixture is reproducible. */
function random(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function idOf(/** @type {number} */ caseIndex, /** @type {number} */ i) {
  const hex = (caseIndex * 100000 + i).toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

/** @returns {{ name: string, inputs: Input[] }[]} */
function cases() {
  const list = [];
  // Everyone new (1500), ties in the middle and at the bottom.
  list.push({
    name: 'first contest: eight newcomers, ties',
    inputs: [21, 14, 14, 7, 7, 7, 0, 0].map((points, i) => ({
      id: idOf(1, i),
      points,
      rating: 1500,
    })),
  });
  list.push({ name: 'one participant', inputs: [{ id: idOf(2, 0), points: 3, rating: 1500 }] });
  list.push({
    name: 'upsets: the lowest rated wins',
    inputs: [
      { id: idOf(3, 0), points: 28, rating: 1100 },
      { id: idOf(3, 1), points: 21, rating: 1500 },
      { id: idOf(3, 2), points: 14, rating: 1900 },
      { id: idOf(3, 3), points: 7, rating: 2300 },
    ],
  });
  /** @type {[number, number, number][]} */
  const spreads = [
    [4, 30, 800],
    [5, 120, 1600],
    [6, 400, 2400],
  ];
  for (const [index, size, spread] of spreads) {
    const next = random(index * 7919);
    list.push({
      name: `${size} participants, ratings over ${spread} points, marks with ties`,
      inputs: Array.from({ length: size }, (_, i) => {
        const rating = 1500 - spread / 2 + Math.floor(next() * spread);
        // Stronger students tend to score more; marks are multiples of 7 or partial.
        const points = Math.max(
          0,
          Math.min(42, Math.round((rating - 1000) / 60 + (next() - 0.5) * 20)),
        );
        return { id: idOf(index, i), points, rating };
      }),
    });
  }
  return list;
}

/** The fixture's text: every case with its inputs and the reference's outputs. */
export function fixtureText() {
  const fixture = {
    about:
      "Codeforces' rating formula (Mike Mirzayanov, codeforces.com/blog/entry/20762): inputs in their order, expected outputs computed by scripts/rating-reference.mjs, an independent pair-by-pair implementation of the published Java code (int division truncates toward zero). The database must give the same place, needRating, delta and newRating (tests/integration/ratings.test.ts).",
    cases: cases().map(({ name, inputs }) => ({ name, inputs, expected: ratingChanges(inputs) })),
  };
  return `${JSON.stringify(fixture, null, 2)}\n`;
}

const main = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (main && process.argv.includes('--check')) {
  const text = fixtureText();
  if (readFileSync(FIXTURE, 'utf8') !== text) {
    console.error('tests/data/rating-fixture.json is not what the reference computes.');
    process.exit(1);
  }
  console.log('The fixture matches the reference.');
} else if (main) {
  writeFileSync(FIXTURE, fixtureText());
  console.log('Wrote tests/data/rating-fixture.json.');
}

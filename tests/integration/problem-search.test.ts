// Search over title, statement and topic (issue 24 point 2, decision 0061): the generated
// search_vector with LaTeX folded to words, public.search_problems ranking with ts_rank, and
// the visibility rules: a hidden or contest-locked problem is never found by its words by
// someone who cannot see it.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import { createProblem, rowOf, service, userWith } from './support/factories';
import { createContest, dbNow } from './contests-fixtures';

// A word no other file's problems hold, so every count below is this file's own.
const TOKEN = `wombat${Date.now().toString(36)}`;

let author: SignedUpUser;
let otherInstructor: SignedUpUser;
let pendingInstructor: SignedUpUser;
let student: SignedUpUser;
let inTitle: string;
let inStatement: string;
let inTopicOnly: string;
let withLatex: string;
let withFigure: string;
let hidden: string;
let contestLocked: string;

type Client = SignedUpUser['client'];

/** A lexeme of a tsvector's text with a position of `weight` (e.g. 'angl':1A,7C holds C). */
const weighted = (lexeme: string, weight: string) => new RegExp(`'${lexeme}':[^ ]*\\d${weight}`);

async function search(client: Client, words: string, sort = 'relevance') {
  const { data, error, count } = await client
    .rpc('search_problems', { search: words, sort }, { get: true, count: 'exact' })
    .select('id, title');
  if (error) throw new Error(error.message);
  const rows = (data ?? []) as unknown as { id: string }[];
  return { ids: rows.map((row) => row.id), count };
}

beforeAll(async () => {
  [author, otherInstructor, pendingInstructor, student] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('instructor', 'pending'),
    userWith('contestant'),
  ]);
  inTitle = await createProblem(author, {
    title: `The hexagon and the circle ${TOKEN}`,
    body: 'Find the area of the shaded region.',
    topic: 'Geometry',
  });
  inStatement = await createProblem(author, {
    title: `Shaded region ${TOKEN}`,
    body: 'A regular hexagon is inscribed in a circle of radius 2. Find its area.',
    topic: 'Geometry',
  });
  inTopicOnly = await createProblem(author, {
    title: `Counting paths ${TOKEN}`,
    body: 'How many paths lead from A to B?',
    topic: 'Combinatorics',
  });
  withLatex = await createProblem(author, {
    title: `Angles ${TOKEN}`,
    body: 'In $\\triangle PQR$, $\\angle P = \\frac{\\pi}{3}$ and $\\sqrt{x} \\le 2$.',
    topic: 'Algebra',
  });
  withFigure = await createProblem(author, {
    title: `Figure ${TOKEN}`,
    body: 'Find $x$.\n[asy]\ndraw(unitcircle);\nlabel("zebrafish", (0,0));\n[/asy]',
    topic: 'Algebra',
  });
  hidden = await createProblem(author, {
    title: `Secret draft ${TOKEN}`,
    body: 'A hexagon nobody else may see.',
    isPublic: false,
  });
  contestLocked = await createProblem(author, {
    title: `Contest hexagon ${TOKEN}`,
    body: 'A hexagon kept for a contest that has not started.',
  });
  const now = await dbNow();
  await createContest(now + 86_400_000, now + 2 * 86_400_000, [contestLocked], 'Search contest');
});

describe('the words of a problem', () => {
  it('fold LaTeX commands to words, drop formatting commands and figure code', async () => {
    const vector = String((await rowOf('problems', withLatex)).search_vector);
    expect(vector).toMatch(weighted('triangl', 'C'));
    expect(vector).toMatch(weighted('angl', 'C'));
    expect(vector).toMatch(weighted('pqr', 'C'));
    expect(vector).toMatch(weighted('pi', 'C'));
    expect(vector).toMatch(weighted('sqrt', 'C'));
    expect(vector).not.toMatch(/'frac'|'le'|'\\/);
    const figure = String((await rowOf('problems', withFigure)).search_vector);
    expect(figure).not.toMatch(/unitcircl|zebrafish|draw|label/);
  });

  it('weigh the title above the topic above the statement, and follow an edit', async () => {
    const vector = String((await rowOf('problems', inTitle)).search_vector);
    expect(vector).toMatch(weighted('hexagon', 'A'));
    expect(vector).toMatch(weighted('geometri', 'B'));
    const { error } = await author.client.rpc('save_problem', {
      problem_id: inTopicOnly,
      payload: { body: 'How many lattice paths lead from A to B?' },
    });
    expect(error).toBeNull();
    expect(String((await rowOf('problems', inTopicOnly)).search_vector)).toMatch(
      weighted('lattic', 'C'),
    );
  });
});

describe('search_problems', () => {
  it('finds statements by their words, title matches first (ts_rank)', async () => {
    const { ids, count } = await search(anonClient(), `hexagon circle ${TOKEN}`);
    expect(ids).toEqual([inTitle, inStatement]);
    expect(count).toBe(2);
  });

  it('finds by LaTeX command words and by topic, with web search syntax', async () => {
    expect((await search(anonClient(), `triangle ${TOKEN}`)).ids).toEqual([withLatex]);
    expect((await search(anonClient(), `combinatorics ${TOKEN}`)).ids).toEqual([inTopicOnly]);
    expect((await search(anonClient(), `"regular hexagon" ${TOKEN}`)).ids).toEqual([inStatement]);
    expect((await search(anonClient(), `hexagon -circle ${TOKEN}`)).ids).toEqual([]);
    expect((await search(anonClient(), `frac ${TOKEN}`)).ids).toEqual([]);
    expect((await search(anonClient(), `zebrafish ${TOKEN}`)).ids).toEqual([]);
  });

  it('still matches part of a title as typed, as the title search did', async () => {
    const { ids } = await search(anonClient(), `hexagon and the circle ${TOKEN.slice(0, -2)}`);
    expect(ids).toEqual([inTitle]);
  });

  it('orders by the order asked for', async () => {
    const newest = await search(anonClient(), TOKEN, 'newest');
    expect(newest.ids[0]).toBe(withFigure);
    expect(newest.ids.at(-1)).toBe(inTitle);
    const easiest = await search(anonClient(), TOKEN, 'difficulty');
    expect(easiest.count).toBe(5);
  });

  it.each([
    ['a visitor', () => anonClient()],
    ['a student', () => student.client],
    ['a pending instructor', () => pendingInstructor.client],
  ])('never finds hidden or contest-locked problems for %s', async (_, client) => {
    for (const words of [TOKEN, `hexagon ${TOKEN}`, `secret draft ${TOKEN}`, `contest ${TOKEN}`]) {
      const { ids } = await search(client(), words);
      expect(ids).not.toContain(hidden);
      expect(ids).not.toContain(contestLocked);
    }
    const everything = await search(client(), TOKEN);
    expect(everything.count).toBe(5);
    expect((await search(client(), `secret draft ${TOKEN}`)).count).toBe(0);
  });

  it('finds them for their author and approved staff, who may see them', async () => {
    for (const user of [author, otherInstructor]) {
      const { ids, count } = await search(user.client, `hexagon ${TOKEN}`);
      expect(ids).toEqual(expect.arrayContaining([hidden, contestLocked, inTitle, inStatement]));
      expect(count).toBe(4);
    }
  });

  it('refuses a search too long or an unknown order with a sentence, and changes nothing', async () => {
    const before = await rowOf('problems', inTitle);
    const long = await anonClient().rpc('search_problems', { search: 'x'.repeat(201) });
    expect(long.error?.message).toBe('Search with at most 200 characters.');
    const sort = await anonClient().rpc('search_problems', { search: 'x', sort: 'bogus' });
    expect(sort.error?.message).toBe('Sort by relevance, newest, difficulty or solved.');
    expect(await rowOf('problems', inTitle)).toEqual(before);
  });

  it('cannot write the search words directly', async () => {
    const before = await rowOf('problems', inTitle);
    const { error } = await service
      .from('problems')
      .update({ search_vector: 'planted' } as never)
      .eq('id', inTitle);
    expect(error).not.toBeNull();
    expect(await rowOf('problems', inTitle)).toEqual(before);
  });
});

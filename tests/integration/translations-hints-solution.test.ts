// Issue 26 point 5: a problem's hints and solution in another language are released by exactly
// the rules of the originals (decision 0026): nobody reads a French hint or solution they have
// not earned, by any table or function; once earned, the French comes back; a running contest
// locks them like the originals. Only the problem's author (approved staff) or an approved admin
// writes them, and every refusal changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  HINTS,
  SOLUTION,
  contestWith,
  createPracticeProblem,
  endContest,
  service,
  submit,
  userWith,
} from './practice-fixtures';

type Client = SignedUpUser['client'];

const FRENCH = {
  locale: 'fr',
  title: 'Un problème',
  statement: 'Calculez $1 + 1$.',
  hints: ['INDICE-UN : comptez les uns.', 'INDICE-DEUX : additionnez-les.', ''],
  solution: 'Solution officielle : $1 + 1 = 2$ car SOLUTION-FRANCAISE.',
};

interface TranslatedPractice {
  locked: boolean;
  hints: { position: number; body: string; locale: string | null }[];
  solution: { body: string; locale: string | null } | null;
}

async function practiceIn(client: Client, problemId: string, locale: string | null) {
  const { data, error } = await client.rpc('problem_practice', {
    problem_id: problemId,
    ...(locale ? { locale } : {}),
  });
  if (error) throw new Error(error.message);
  return data as unknown as TranslatedPractice;
}

function saveTranslation(client: Client, problemId: string, translation = FRENCH) {
  return client.rpc('save_problem_translation', {
    problem_id: problemId,
    locale: translation.locale,
    title: translation.title,
    statement: translation.statement,
    hints: translation.hints,
    solution: translation.solution,
  });
}

/** No translated secret anywhere in a response body. */
function expectNoFrenchSecret(value: unknown) {
  const text = JSON.stringify(value ?? null);
  expect(text).not.toContain('INDICE-');
  expect(text).not.toContain('SOLUTION-FRANCAISE');
}

let author: SignedUpUser;
let otherInstructor: SignedUpUser;
let admin: SignedUpUser;
let student: SignedUpUser;
let problemId: string;

beforeAll(async () => {
  [author, otherInstructor, admin, student] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('admin'),
    userWith('contestant'),
  ]);
  problemId = await createPracticeProblem(author);
  const saved = await saveTranslation(author.client, problemId);
  expect(saved.error).toBeNull();
});

describe('translated hints and solution are earned like the originals', () => {
  it('a student who has not earned them reads no French by any table or function', async () => {
    for (const client of [student.client, anonClient()]) {
      const practice = await practiceIn(client, problemId, 'fr');
      expect(practice.hints).toEqual([]);
      expect(practice.solution).toBeNull();
      expectNoFrenchSecret(practice);
      for (const table of ['problem_hint_translations', 'problem_solution_translations']) {
        const direct = await client.from(table).select('*');
        expect(direct.error).not.toBeNull();
        expectNoFrenchSecret(direct.data);
        const privateSchema = await client.schema('private').from(table).select('*');
        expect(privateSchema.error).not.toBeNull();
        expectNoFrenchSecret(privateSchema.data);
      }
      const embed = await client
        .from('problem_translations')
        .select('*, problem_hint_translations(*), problem_solution_translations(*)')
        .eq('problem_id', problemId);
      expect(embed.error).not.toBeNull();
      expectNoFrenchSecret(embed.data);
      // The statement's translation is public with the problem; nothing else rides along.
      const row = await client.from('problem_translations').select('*').eq('problem_id', problemId);
      expect(row.data?.map((translation) => translation.title)).toEqual([FRENCH.title]);
      expectNoFrenchSecret(row.data);
    }
    // Not even the service role reads them over the API.
    const asService = await service.schema('private').from('problem_hint_translations').select();
    expect(asService.error).not.toBeNull();
  });

  it('a revealed hint comes back in French, the others stay closed; the original on request', async () => {
    const learner = await userWith('contestant');
    const reveal = await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    expect(reveal.error).toBeNull();

    const french = await practiceIn(learner.client, problemId, 'fr');
    expect(french.hints.map(({ position, body, locale }) => ({ position, body, locale }))).toEqual([
      { position: 1, body: FRENCH.hints[0], locale: 'fr' },
    ]);
    expect(JSON.stringify(french)).not.toContain('INDICE-DEUX');
    expect(french.solution).toBeNull();

    const original = await practiceIn(learner.client, problemId, null);
    expect(original.hints.map((hint) => [hint.body, hint.locale])).toEqual([[HINTS[0], null]]);
    // A language without a translation reads the original.
    const arabic = await practiceIn(learner.client, problemId, 'ar');
    expect(arabic.hints.map((hint) => [hint.body, hint.locale])).toEqual([[HINTS[0], null]]);

    // The third hint has no French: revealed, it comes in English.
    await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    const all = await practiceIn(learner.client, problemId, 'fr');
    expect(all.hints.map((hint) => [hint.body, hint.locale])).toEqual([
      [FRENCH.hints[0], 'fr'],
      [FRENCH.hints[1], 'fr'],
      [HINTS[2], null],
    ]);
  });

  it('once the solution is earned (giving up, solving) it comes back in French', async () => {
    const quitter = await userWith('contestant');
    expect((await quitter.client.rpc('give_up_problem', { problem_id: problemId })).error).toBe(
      null,
    );
    const french = await practiceIn(quitter.client, problemId, 'fr');
    expect(french.solution).toMatchObject({ body: FRENCH.solution, locale: 'fr' });
    expect((await practiceIn(quitter.client, problemId, null)).solution).toMatchObject({
      body: SOLUTION,
      locale: null,
    });

    const solver = await userWith('contestant');
    expect((await submit(solver, problemId, '2')).error).toBeNull();
    expect((await practiceIn(solver.client, problemId, 'fr')).solution?.body).toBe(FRENCH.solution);
  });

  it('a running contest locks the French like the original, even for a solver; its end opens it', async () => {
    const locked = await createPracticeProblem(author);
    expect((await saveTranslation(author.client, locked)).error).toBeNull();
    const racer = await userWith('contestant');
    expect((await submit(racer, locked, '2')).error).toBeNull();
    expect((await practiceIn(racer.client, locked, 'fr')).solution?.body).toBe(FRENCH.solution);

    const contestId = await contestWith(locked, 'running');
    const during = await practiceIn(racer.client, locked, 'fr');
    expect(during.locked).toBe(true);
    expect(during.hints).toEqual([]);
    expect(during.solution).toBeNull();
    expectNoFrenchSecret(during);
    // Staff still read everything.
    expect((await practiceIn(author.client, locked, 'fr')).solution?.body).toBe(FRENCH.solution);

    await endContest(contestId);
    expect((await practiceIn(racer.client, locked, 'fr')).solution?.body).toBe(FRENCH.solution);
  });

  it('an upcoming contest hides the translation with its problem', async () => {
    const later = await createPracticeProblem(author);
    expect((await saveTranslation(author.client, later)).error).toBeNull();
    await contestWith(later, 'upcoming');
    for (const client of [student.client, anonClient()]) {
      const problem = await client.from('problems').select('id').eq('id', later);
      const translation = await client
        .from('problem_translations')
        .select('title')
        .eq('problem_id', later);
      expect(problem.data).toEqual([]);
      expect(translation.data).toEqual([]);
      const { data, error } = await client.rpc('problem_practice', {
        problem_id: later,
        locale: 'fr',
      });
      expect(error?.code).toBe('PT404');
      expectNoFrenchSecret(data);
    }
  });
});

describe('writing a translation', () => {
  async function stored(problem: string) {
    const row = await service
      .from('problem_translations')
      .select('locale, title, statement')
      .eq('problem_id', problem);
    const practice = await practiceIn(author.client, problem, 'fr');
    return {
      rows: row.data,
      hints: practice.hints.map((hint) => [hint.body, hint.locale]),
      solution: practice.solution?.body,
    };
  }

  it('is refused to another instructor, a student and a visitor, and nothing changes', async () => {
    const before = await stored(problemId);
    expect(before.solution).toBe(FRENCH.solution);
    const hijack = {
      ...FRENCH,
      title: 'Piraté',
      hints: ['INDICE-PIRATE', '', ''],
      solution: 'Piratée',
    };
    for (const client of [otherInstructor.client, student.client]) {
      const { error } = await saveTranslation(client, problemId, hijack);
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe(
        "Only the problem's author or an approved admin can translate it.",
      );
      const removed = await client
        .from('problem_translations')
        .delete()
        .eq('problem_id', problemId)
        .select();
      expect(removed.data ?? []).toEqual([]);
    }
    expect((await saveTranslation(anonClient(), problemId, hijack)).error).not.toBeNull();
    expect(await stored(problemId)).toEqual(before);
  });

  it('is written by an approved admin too, in Arabic, and stays apart from the French', async () => {
    const arabic = {
      locale: 'ar',
      title: 'مسألة',
      statement: 'احسب $1 + 1$.',
      hints: ['', 'تلميح: اجمعهما.'],
      solution: 'الحل: $1 + 1 = 2$.',
    };
    expect((await saveTranslation(admin.client, problemId, arabic)).error).toBeNull();
    const practice = await practiceIn(author.client, problemId, 'ar');
    expect(practice.hints.map((hint) => [hint.body, hint.locale])).toEqual([
      [HINTS[0], null],
      [arabic.hints[1], 'ar'],
      [HINTS[2], null],
    ]);
    expect(practice.solution).toMatchObject({ body: arabic.solution, locale: 'ar' });
    expect((await stored(problemId)).solution).toBe(FRENCH.solution);
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const bare = await createPracticeProblem(author, { solution: null, hints: ['Only hint.'] });
    expect(
      (await saveTranslation(author.client, bare, { ...FRENCH, hints: [], solution: '' })).error,
    ).toBeNull();
    const before = await stored(bare);
    const cases: [Partial<typeof FRENCH>, string][] = [
      [{ locale: 'xx' }, 'A translation is in French (fr) or Arabic (ar).'],
      [{ locale: 'en' }, 'A translation is in French (fr) or Arabic (ar).'],
      [{ statement: '   ' }, 'A translation needs its title and its statement.'],
      [{ title: 'x'.repeat(201) }, 'Use at most 200 characters for the title.'],
      [{ hints: ['a', 'b'] }, 'This problem has 1 hint(s): translate only those.'],
      [{ hints: ['x'.repeat(5001)] }, 'Keep each hint under 5,000 characters.'],
      [{ solution: 'Une solution.' }, 'This problem has no solution to translate.'],
    ];
    for (const [change, message] of cases) {
      const { error } = await saveTranslation(author.client, bare, {
        ...FRENCH,
        hints: [],
        solution: '',
        ...change,
      });
      expect(error?.message, message).toBe(message);
    }
    const missing = await saveTranslation(author.client, '00000000-0000-0000-0000-000000000000');
    expect(missing.error?.code).toBe('PT404');
    expect(await stored(bare)).toEqual(before);
  });

  it('a blank hint or solution removes its translation; deleting the translation removes all', async () => {
    const problem = await createPracticeProblem(author);
    expect((await saveTranslation(author.client, problem)).error).toBeNull();
    expect(
      (
        await saveTranslation(author.client, problem, {
          ...FRENCH,
          hints: ['', 'Deux.'],
          solution: ' ',
        })
      ).error,
    ).toBeNull();
    const changed = await stored(problem);
    expect(changed.hints).toEqual([
      [HINTS[0], null],
      ['Deux.', 'fr'],
      [HINTS[2], null],
    ]);
    expect(changed.solution).toBe(SOLUTION);

    expect((await saveTranslation(author.client, problem)).error).toBeNull();
    const removed = await author.client
      .from('problem_translations')
      .delete()
      .eq('problem_id', problem)
      .select('locale');
    expect(removed.data).toEqual([{ locale: 'fr' }]);
    const after = await stored(problem);
    expect(after.rows).toEqual([]);
    expect(after.hints).toEqual(HINTS.map((hint) => [hint, null]));
    expect(after.solution).toBe(SOLUTION);
  });
});

describe('the seed', () => {
  it('holds French hints and solutions for some translated problems, and one Arabic solution', async () => {
    const titles = [
      'How many divisors does 196 have?',
      'Perimeter of a hexagon made of six triangles',
      'Adding three values of a rational function',
    ];
    const { data } = await service.from('problems').select('id, title').in('title', titles);
    const idOf = (title: string) => data?.find((row) => row.title === title)?.id ?? '';
    const divisors = await practiceIn(admin.client, idOf(titles[0]!), 'fr');
    expect(divisors.hints.map((hint) => hint.locale)).toEqual(['fr', 'fr', 'fr']);
    expect(divisors.hints[0]?.body).toMatch(/^Commencez par décomposer/);
    expect(divisors.solution).toMatchObject({
      locale: 'fr',
      body: expect.stringMatching(/diviseurs\.$/),
    });
    const hexagon = await practiceIn(admin.client, idOf(titles[1]!), 'fr');
    expect(hexagon.hints.map((hint) => hint.locale)).toEqual(['fr', 'fr']);
    const rational = await practiceIn(admin.client, idOf(titles[2]!), 'ar');
    expect(rational.solution?.locale).toBe('ar');
  });
});

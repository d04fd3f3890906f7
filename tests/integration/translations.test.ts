// Issue 26: the profile's language is its owner's alone; a problem's translations are written by
// whoever may edit the problem and read by whoever may read it. Every refusal changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import { createProblem, profileOf, service, userWith } from './support/factories';

describe('the profile language', () => {
  let student: SignedUpUser;
  let other: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    [student, other, admin] = await Promise.all([
      userWith('contestant'),
      userWith('contestant'),
      userWith('admin'),
    ]);
  });

  it('is set by its owner, to a language the interface speaks', async () => {
    const { error } = await student.client
      .from('profiles')
      .update({ language: 'ar' })
      .eq('id', student.userId);
    expect(error).toBeNull();
    expect((await profileOf(student.userId)).language).toBe('ar');

    const refused = await student.client
      .from('profiles')
      .update({ language: 'xx' })
      .eq('id', student.userId);
    expect(refused.error?.code).toBe('23514');
    expect((await profileOf(student.userId)).language).toBe('ar');
  });

  it('is nobody else’s to change, not even an admin’s', async () => {
    const before = (await profileOf(other.userId)).language;
    const byStudent = await student.client
      .from('profiles')
      .update({ language: 'fr' })
      .eq('id', other.userId)
      .select();
    // RLS hides the other row from a student: nothing updated.
    expect(byStudent.data ?? []).toEqual([]);
    const byAdmin = await admin.client
      .from('profiles')
      .update({ language: 'fr' })
      .eq('id', other.userId);
    expect(byAdmin.error?.message).toBe('You can only change your own language.');
    expect((await profileOf(other.userId)).language).toBe(before);
  });
});

describe('problem translations', () => {
  let author: SignedUpUser;
  let otherInstructor: SignedUpUser;
  let admin: SignedUpUser;
  let student: SignedUpUser;
  let publicProblem: string;
  let privateProblem: string;

  const french = { locale: 'fr', title: 'Un problème', statement: 'Calculez $1 + 1$.' };

  beforeAll(async () => {
    [author, otherInstructor, admin, student] = await Promise.all([
      userWith('instructor'),
      userWith('instructor'),
      userWith('admin'),
      userWith('contestant'),
    ]);
    publicProblem = await createProblem(author);
    privateProblem = await createProblem(author, { isPublic: false });
  });

  async function stored(problemId: string) {
    const { data } = await service
      .from('problem_translations')
      .select('locale, title, statement, updated_by')
      .eq('problem_id', problemId);
    return data ?? [];
  }

  it('are written by the author, who is recorded as their writer', async () => {
    const { error } = await author.client
      .from('problem_translations')
      .insert({ problem_id: publicProblem, ...french });
    expect(error).toBeNull();
    expect(await stored(publicProblem)).toEqual([{ ...french, updated_by: author.userId }]);
  });

  it('are changed by an approved admin too', async () => {
    const { error } = await admin.client
      .from('problem_translations')
      .insert({ problem_id: privateProblem, ...french, statement: 'Énoncé privé.' });
    expect(error).toBeNull();
    expect((await stored(privateProblem)).map((row) => row.statement)).toEqual(['Énoncé privé.']);
  });

  it('are refused to another instructor, a student and a visitor, and nothing changes', async () => {
    const before = await stored(publicProblem);
    for (const client of [otherInstructor.client, student.client, anonClient()]) {
      const insert = await client
        .from('problem_translations')
        .insert({ problem_id: publicProblem, locale: 'ar', title: 'x', statement: 'y' });
      expect(insert.error).not.toBeNull();
      const update = await client
        .from('problem_translations')
        .update({ statement: 'Changed.' })
        .eq('problem_id', publicProblem)
        .select();
      expect(update.data ?? []).toEqual([]);
      await client.from('problem_translations').delete().eq('problem_id', publicProblem);
    }
    expect(await stored(publicProblem)).toEqual(before);
  });

  it('refuse a blank statement, an unknown language and a forged writer', async () => {
    const blank = await author.client
      .from('problem_translations')
      .insert({ problem_id: publicProblem, locale: 'ar', title: 'x', statement: '   ' });
    expect(blank.error?.message).toMatch(/problem_translations_statement_not_blank/);
    const unknown = await author.client
      .from('problem_translations')
      .insert({ problem_id: publicProblem, locale: 'xx', title: 'x', statement: 'y' });
    expect(unknown.error?.code).toBe('23514');
    const forged = await author.client.from('problem_translations').insert({
      problem_id: publicProblem,
      locale: 'ar',
      title: 'x',
      statement: 'y',
      updated_by: admin.userId,
    } as never);
    expect(forged.error).not.toBeNull();
    expect((await stored(publicProblem)).map((row) => row.locale)).toEqual(['fr']);
  });

  it('are read with the problem: a visitor reads a public one, not a private one', async () => {
    const visitor = anonClient();
    const open = await visitor
      .from('problem_translations')
      .select('title, statement')
      .eq('problem_id', publicProblem);
    expect(open.data).toEqual([{ title: french.title, statement: french.statement }]);
    const hidden = await visitor
      .from('problem_translations')
      .select('title')
      .eq('problem_id', privateProblem);
    expect(hidden.data).toEqual([]);
    const byStudent = await student.client
      .from('problem_translations')
      .select('title')
      .eq('problem_id', privateProblem);
    expect(byStudent.data).toEqual([]);
  });

  it('go with their problem', async () => {
    const problem = await createProblem(author);
    await author.client.from('problem_translations').insert({ problem_id: problem, ...french });
    await author.client.from('problems').delete().eq('id', problem);
    expect(await stored(problem)).toEqual([]);
  });
});

// Issue 13 item 5 with issue 15 items 1-2: save_problem writes the problem, its key, its
// attachment, its official solution and its hints in one transaction, so a refused hint leaves
// no problem, no key and no solution behind, and a refused edit changes nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { practiceOf, service, userWith } from './practice-fixtures';
import type { SignedUpUser } from './support/clients';

let author: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  [author, admin] = await Promise.all([userWith('instructor'), userWith('admin')]);
});

function problemPayload(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    body: 'Compute $1 + 1$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
    is_public: true,
    answer_key: ['2'],
    ...extra,
  };
}

async function upload(user: SignedUpUser, name: string): Promise<string> {
  const path = `${user.userId}/${Date.now()}-${name}`;
  const { error } = await user.client.storage
    .from('attachments')
    .upload(path, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), {
      contentType: 'application/pdf',
    });
  if (error) throw new Error(error.message);
  return path;
}

async function problemsTitled(title: string): Promise<number> {
  const { data, error } = await service.from('problems').select('id').eq('title', title);
  if (error) throw new Error(error.message);
  return data.length;
}

async function keyOf(user: SignedUpUser, problemId: string): Promise<string[]> {
  const { data, error } = await user.client.rpc('problem_answer_key', { problem_id: problemId });
  if (error) throw new Error(error.message);
  return data as string[];
}

describe('save_problem with a solution and hints', () => {
  it('writes the problem, key, attachments, solution and hints together', async () => {
    const title = `Wiring ${randomUUID()}`;
    const problemFile = await upload(author, 'statement.pdf');
    const solutionFile = await upload(author, 'solution.pdf');
    const { data, error } = await author.client.rpc('save_problem', {
      problem_id: null,
      payload: problemPayload(title, {
        attachment_path: problemFile,
        solution: {
          body: 'Because $1 + 1 = 2$.',
          attachment_path: solutionFile,
          public_after_contest: false,
        },
        hints: ['First hint.', '  ', 'Second hint.'],
      }),
    });
    expect(error).toBeNull();
    const saved = data as { problem: { id: string; attachment_path: string } };
    expect(saved.problem.attachment_path).toBe(problemFile);
    expect(await keyOf(author, saved.problem.id)).toEqual(['2']);
    const practice = await practiceOf(author.client, saved.problem.id);
    expect(practice.solution).toEqual({
      body: 'Because $1 + 1 = 2$.',
      attachment_path: solutionFile,
      public_after_contest: false,
      // Not a translation (issue 26): the original.
      locale: null,
    });
    expect(practice.hints.map((hint) => [hint.position, hint.body])).toEqual([
      [1, 'First hint.'],
      [2, 'Second hint.'],
    ]);
  });

  it.each([
    ['four hints', ['a', 'b', 'c', 'd'], 'A problem has at most 3 hints.'],
    ['an overlong hint', ['a', 'x'.repeat(5001)], 'A hint is too long: at most 5000 characters.'],
  ])('refuses a new problem with %s and writes nothing', async (_name, hints, message) => {
    const title = `Wiring refused ${randomUUID()}`;
    const { data, error } = await author.client.rpc('save_problem', {
      problem_id: null,
      payload: problemPayload(title, {
        solution: { body: 'A solution.', attachment_path: null, public_after_contest: true },
        hints,
      }),
    });
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe(message);
    // No problem row, hence no key, solution or hints (they hang off the problem).
    expect(await problemsTitled(title)).toBe(0);
  });

  it('refuses an edit with a bad hint and leaves the problem, key, solution and hints as they were', async () => {
    const title = `Wiring edit ${randomUUID()}`;
    const created = await author.client.rpc('save_problem', {
      problem_id: null,
      payload: problemPayload(title, {
        solution: { body: 'Old solution.', attachment_path: null, public_after_contest: true },
        hints: ['Old hint.'],
      }),
    });
    expect(created.error).toBeNull();
    const id = (created.data as { problem: { id: string } }).problem.id;
    const before = await practiceOf(author.client, id);

    const refused = await author.client.rpc('save_problem', {
      problem_id: id,
      payload: problemPayload(`${title} changed`, {
        answer_key: ['3'],
        marks: 5,
        solution: { body: 'New solution.', attachment_path: null, public_after_contest: false },
        hints: ['1', '2', '3', '4'],
      }),
    });
    expect(refused.error?.message).toBe('A problem has at most 3 hints.');

    const { data: row } = await service
      .from('problems')
      .select('title, marks')
      .eq('id', id)
      .single<{ title: string; marks: number }>();
    expect(row).toEqual({ title, marks: 7 });
    expect(await keyOf(author, id)).toEqual(['2']);
    expect(await practiceOf(author.client, id)).toEqual(before);
    expect(before.solution?.body).toBe('Old solution.');
  });

  it("lets an admin attach a solution file from their own folder to someone else's problem, only once uploaded", async () => {
    const created = await author.client.rpc('save_problem', {
      problem_id: null,
      payload: problemPayload(`Wiring admin ${randomUUID()}`),
    });
    expect(created.error).toBeNull();
    const id = (created.data as { problem: { id: string } }).problem.id;

    const missing = await admin.client.rpc('save_problem', {
      problem_id: id,
      payload: { solution: { body: 'S.', attachment_path: `${admin.userId}/never-uploaded.pdf` } },
    });
    expect(missing.error?.message).toBe('The solution attachment was not found: upload it again.');
    expect((await practiceOf(author.client, id)).has_solution).toBe(false);

    const file = await upload(admin, 'admin-solution.pdf');
    const saved = await admin.client.rpc('save_problem', {
      problem_id: id,
      payload: { solution: { body: 'S.', attachment_path: file }, hints: ['H.'] },
    });
    expect(saved.error).toBeNull();
    const practice = await practiceOf(author.client, id);
    expect(practice.solution?.attachment_path).toBe(file);
    expect(practice.hints.map((hint) => hint.body)).toEqual(['H.']);

    // Another instructor's folder is still refused.
    const other = await userWith('instructor');
    const foreign = await upload(other, 'foreign.pdf');
    const refused = await admin.client.rpc('save_problem', {
      problem_id: id,
      payload: { solution: { body: 'S.', attachment_path: foreign } },
    });
    expect(refused.error?.code).toBe('22023');
    expect((await practiceOf(author.client, id)).solution?.attachment_path).toBe(file);
  });
});

// Issue 15: spoiler comments. The text of a spoiler never reaches a reader who has not earned the
// solution unless they ask for it (reveal_spoiler, after the UI's confirmation), and not even
// then while a contest using the problem runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  contestWith,
  createPracticeProblem,
  endContest,
  expectNoSecret,
  service,
  submit,
  userWith,
} from './practice-fixtures';

const SPOILER = 'SPOILER-SECRET: the answer is 2.';
const PLACEHOLDER = 'This comment contains a spoiler.';
const SELECT = '*, profiles:public_profiles(full_name, avatar_url), comment_spoiler_text';

let author: SignedUpUser;
let solver: SignedUpUser;
let student: SignedUpUser;
let problemId: string;
let commentId: string;

beforeAll(async () => {
  [author, solver, student] = await Promise.all([
    userWith('instructor'),
    userWith('contestant'),
    userWith('contestant'),
  ]);
  problemId = await createPracticeProblem(author);
  expect((await submit(solver, problemId, '2')).error).toBeNull();
  const posted = await solver.client
    .from('comments')
    .insert({ problem_id: problemId, user_id: solver.userId, content: SPOILER, is_spoiler: true })
    .select(SELECT)
    .single();
  expect(posted.error).toBeNull();
  commentId = posted.data!.id as string;
  // The insert's own response already carries only the placeholder.
  expect(posted.data).toMatchObject({ is_spoiler: true, content: PLACEHOLDER });
});

async function commentAs(client: SignedUpUser['client']) {
  const { data, error } = await client.from('comments').select(SELECT).eq('id', commentId).single();
  if (error) throw new Error(error.message);
  return data as { content: string; is_spoiler: boolean; comment_spoiler_text: string | null };
}

describe('spoiler comments', () => {
  it('sends non-solvers a placeholder and no text, through the table and embeds', async () => {
    for (const client of [anonClient(), student.client]) {
      const comment = await commentAs(client);
      expect(comment).toMatchObject({
        is_spoiler: true,
        content: PLACEHOLDER,
        comment_spoiler_text: null,
      });
      const embedded = await client
        .from('problems')
        .select('id, comments(*, comment_spoiler_text)')
        .eq('id', problemId);
      expectNoSecret(embedded.data);
      const all = await client.from('comments').select('*').eq('problem_id', problemId);
      expectNoSecret(all.data);
    }
  });

  it('sends the text with the comments to its author, solvers, those who gave up and staff', async () => {
    const quitter = await userWith('contestant');
    await quitter.client.rpc('give_up_problem', { problem_id: problemId });
    for (const user of [solver, author, quitter]) {
      expect((await commentAs(user.client)).comment_spoiler_text).toBe(SPOILER);
    }
  });

  it('gives the text to a non-solver who asks for it explicitly', async () => {
    const { data, error } = await student.client.rpc('reveal_spoiler', { comment_id: commentId });
    expect(error).toBeNull();
    expect(data).toBe(SPOILER);
    const visitor = await anonClient().rpc('reveal_spoiler', { comment_id: commentId });
    expect(visitor.data).toBe(SPOILER);
  });

  it('keeps spoilers closed to non-solvers while a contest using the problem runs', async () => {
    const running = await createPracticeProblem(author);
    const writer = await userWith('contestant');
    const posted = await writer.client
      .from('comments')
      .insert({ problem_id: running, user_id: writer.userId, content: SPOILER, is_spoiler: true })
      .select('id')
      .single();
    const contestId = await contestWith(running, 'running');
    const refused = await student.client.rpc('reveal_spoiler', { comment_id: posted.data!.id });
    expect(refused.error?.message).toBe(
      'Spoilers stay hidden while this problem is in a running contest.',
    );
    expectNoSecret(refused.data);
    const list = await student.client.from('comments').select(SELECT).eq('problem_id', running);
    expectNoSecret(list.data);
    // Its author still reads their own words.
    expect((await writer.client.rpc('reveal_spoiler', { comment_id: posted.data!.id })).data).toBe(
      SPOILER,
    );
    await endContest(contestId);
    expect((await student.client.rpc('reveal_spoiler', { comment_id: posted.data!.id })).data).toBe(
      SPOILER,
    );
  });

  it('a comment on a problem the reader cannot see is not found', async () => {
    const hidden = await createPracticeProblem(author, { isPublic: false });
    const posted = await author.client
      .from('comments')
      .insert({ problem_id: hidden, user_id: author.userId, content: SPOILER, is_spoiler: true })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    const { data, error } = await student.client.rpc('reveal_spoiler', {
      comment_id: posted.data!.id,
    });
    expect(error?.code).toBe('PT404');
    expectNoSecret(data);
  });

  it('only the author marks, edits or unmarks; unmarking brings the text back', async () => {
    const writer = await userWith('contestant');
    const posted = await writer.client
      .from('comments')
      .insert({ problem_id: problemId, user_id: writer.userId, content: 'Plain words first.' })
      .select('id, content, is_spoiler')
      .single();
    expect(posted.data).toMatchObject({ is_spoiler: false, content: 'Plain words first.' });
    const id = posted.data!.id as string;

    // Someone else cannot flip it (RLS: no row to update).
    const foreign = await student.client
      .from('comments')
      .update({ is_spoiler: true })
      .eq('id', id)
      .select();
    expect(foreign.data).toEqual([]);
    expect(
      (await service.from('comments').select('is_spoiler').eq('id', id).single()).data,
    ).toEqual({ is_spoiler: false });

    await writer.client.from('comments').update({ is_spoiler: true }).eq('id', id);
    expect((await service.from('comments').select('content').eq('id', id).single()).data).toEqual({
      content: PLACEHOLDER,
    });
    expect((await student.client.rpc('reveal_spoiler', { comment_id: id })).data).toBe(
      'Plain words first.',
    );

    await writer.client.from('comments').update({ content: 'SPOILER-SECRET edited' }).eq('id', id);
    expect((await service.from('comments').select('content').eq('id', id).single()).data).toEqual({
      content: PLACEHOLDER,
    });
    expectNoSecret(await commentAs(student.client));

    await writer.client.from('comments').update({ is_spoiler: false }).eq('id', id);
    expect(
      (await service.from('comments').select('content, is_spoiler').eq('id', id).single()).data,
    ).toEqual({
      content: 'SPOILER-SECRET edited',
      is_spoiler: false,
    });
  });
});

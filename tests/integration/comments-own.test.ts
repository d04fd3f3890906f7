// Issue 29, point 11 (decision 0035): authors edit and delete their own comments; nobody else
// edits them; approved admins delete any (moderation); another user, an instructor, a visitor and
// a pending account change nothing on a comment that is not theirs. An edit is stamped with the database's
// time (edited_at), which nobody can write themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import { countRows, createProblem, rowOf, userWith } from './support/factories';

let author: SignedUpUser;
let other: SignedUpUser;
let instructor: SignedUpUser;
let admin: SignedUpUser;
let problemId: string;

beforeAll(async () => {
  [author, other, instructor, admin] = await Promise.all([
    userWith('contestant'),
    userWith('contestant'),
    userWith('instructor'),
    userWith('admin'),
  ]);
  problemId = await createProblem(instructor);
});

async function commentBy(user: SignedUpUser, content = 'Try $n = 1$ first.'): Promise<string> {
  const { data, error } = await user.client
    .from('comments')
    .insert({ problem_id: problemId, user_id: user.userId, content })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return data.id;
}

/** Tries to edit and to delete `id` as `client`; both must change nothing. */
async function expectNoChange(client: SignedUpUser['client'], id: string): Promise<void> {
  const before = await rowOf('comments', id);
  const edit = await client
    .from('comments')
    .update({ content: 'Hijacked.' })
    .eq('id', id)
    .select('id');
  // Refused either by the grants (an error) or by row-level security (no row matched).
  expect(edit.error !== null || edit.data?.length === 0).toBe(true);
  const removal = await client.from('comments').delete().eq('id', id).select('id');
  expect(removal.error !== null || removal.data?.length === 0).toBe(true);
  expect(await rowOf('comments', id)).toEqual(before);
}

describe('editing and deleting comments', () => {
  it('lets the author edit their comment, stamping edited_at with the database time', async () => {
    const id = await commentBy(author);
    expect((await rowOf('comments', id)).edited_at).toBeNull();
    const started = Date.now();
    const { data, error } = await author.client
      .from('comments')
      .update({ content: 'Better: try $n = 2$.' })
      .eq('id', id)
      .select('content, edited_at')
      .single<{ content: string; edited_at: string }>();
    expect(error).toBeNull();
    expect(data!.content).toBe('Better: try $n = 2$.');
    expect(Math.abs(Date.parse(data!.edited_at) - started)).toBeLessThan(60_000);
  });

  it('does not let anyone set edited_at, not even the author', async () => {
    const id = await commentBy(author);
    const forged = await author.client
      .from('comments')
      .update({ edited_at: '2000-01-01T00:00:00Z' })
      .eq('id', id);
    expect(forged.error).not.toBeNull();
    expect((await rowOf('comments', id)).edited_at).toBeNull();
  });

  it('keeps the length rule on an edit (refused with the readable constraint)', async () => {
    const id = await commentBy(author);
    const before = await rowOf('comments', id);
    const { error } = await author.client
      .from('comments')
      .update({ content: 'x'.repeat(2001) })
      .eq('id', id);
    expect(error?.message).toMatch(/comments_content_length/);
    expect(await rowOf('comments', id)).toEqual(before);
  });

  it('lets the author delete their comment', async () => {
    const id = await commentBy(author);
    const { data, error } = await author.client.from('comments').delete().eq('id', id).select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(await countRows('comments', 'id', id)).toBe(0);
  });

  it('refuses another student, an instructor and a visitor: nothing changes', async () => {
    const id = await commentBy(author);
    await expectNoChange(other.client, id);
    await expectNoChange(instructor.client, id);
    await expectNoChange(anonClient(), id);
  });

  it('refuses an admin an edit of someone else’s words, but lets them delete it', async () => {
    const id = await commentBy(author);
    const before = await rowOf('comments', id);
    const edit = await admin.client
      .from('comments')
      .update({ content: 'Edited by an admin.' })
      .eq('id', id)
      .select('id');
    expect(edit.error).toBeNull();
    expect(edit.data).toHaveLength(0);
    expect(await rowOf('comments', id)).toEqual(before);
    const removal = await admin.client.from('comments').delete().eq('id', id).select('id');
    expect(removal.data).toHaveLength(1);
    expect(await countRows('comments', 'id', id)).toBe(0);
  });

  it('lets a pending account (which may post, like any signed-in account) edit its own comment', async () => {
    const pending = await userWith('instructor', 'pending');
    const id = await commentBy(pending);
    const { data } = await pending.client
      .from('comments')
      .update({ content: 'Edited while pending.' })
      .eq('id', id)
      .select('content');
    expect(data).toEqual([{ content: 'Edited while pending.' }]);
  });

  it('refuses a pending account on someone else’s comment: nothing changes', async () => {
    const pending = await userWith('contestant', 'pending');
    const id = await commentBy(author);
    await expectNoChange(pending.client, id);
  });
});

// Notes (issue 23, decision 0056): drafts are seen only by their author and admins, published
// notes by everyone; approved staff write their own notes, admins any; every change writes a
// revision (who, when, what) and a restore writes a new one; a problem embedded in a published
// note is still read through the problems policies, so a hidden or contest-locked one stays
// hidden; reading progress is the reader's own and counts only the problems they may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import { createProblem, rowOf, service, userWith } from './support/factories';
import { closeDatabase, createContest, dbNow } from './contests-fixtures';

const block = (id: string) => '```problem\n' + id + '\n```';

let author: SignedUpUser;
let otherInstructor: SignedUpUser;
let pendingInstructor: SignedUpUser;
let admin: SignedUpUser;
let student: SignedUpUser;
let publicProblem: string;
let hiddenProblem: string;
let contestProblem: string;

async function writeNote(
  who: SignedUpUser,
  fields: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const { data, error } = await who.client
    .from('notes')
    .insert({ title: 'A note', body: 'Text.', topic: 'Algebra', level: 'Juniors', ...fields })
    .select('*')
    .single();
  if (error) throw new Error(`Could not write a note: ${error.message}`);
  return data as { id: string } & Record<string, unknown>;
}

async function visibleNoteIds(client: SignedUpUser['client'], ids: string[]): Promise<string[]> {
  const { data, error } = await client.from('notes').select('id').in('id', ids);
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: string }) => row.id).sort();
}

async function revisionsOf(noteId: string) {
  const { data, error } = await service
    .from('note_revisions')
    .select('*')
    .eq('note_id', noteId)
    .order('revision');
  if (error) throw new Error(error.message);
  return data as {
    id: number;
    revision: number;
    title: string;
    body: string;
    status: string;
    edited_by: string | null;
    restored_from: number | null;
  }[];
}

beforeAll(async () => {
  [author, otherInstructor, pendingInstructor, admin, student] = await Promise.all([
    userWith('instructor', 'approved', { fullName: 'Note Author' }),
    userWith('instructor'),
    userWith('instructor', 'pending'),
    userWith('admin'),
    userWith('contestant'),
  ]);
  publicProblem = await createProblem(author, { title: 'Notes: public', key: ['2'] });
  hiddenProblem = await createProblem(author, {
    title: 'Notes: hidden',
    isPublic: false,
    key: ['3'],
  });
  contestProblem = await createProblem(author, {
    title: 'Notes: in an upcoming contest',
    isPublic: false,
    key: ['4'],
  });
  const now = await dbNow();
  await createContest(now + 3_600_000, now + 7_200_000, [contestProblem], 'Notes contest');
});

afterAll(async () => {
  await closeDatabase();
});

describe('who reads which note', () => {
  it('a draft is read by its author and admins only; a published note by everyone', async () => {
    const draft = await writeNote(author, { title: 'Draft note' });
    const published = await writeNote(author, { title: 'Published note', status: 'published' });
    const ids = [draft.id, published.id];
    expect(await visibleNoteIds(author.client, ids)).toEqual([...ids].sort());
    expect(await visibleNoteIds(admin.client, ids)).toEqual([...ids].sort());
    expect(await visibleNoteIds(student.client, ids)).toEqual([published.id]);
    expect(await visibleNoteIds(otherInstructor.client, ids)).toEqual([published.id]);
    expect(await visibleNoteIds(pendingInstructor.client, ids)).toEqual([published.id]);
    const visitor = anonClient();
    const { data } = await visitor.from('notes').select('id, title').in('id', ids);
    expect(data).toEqual([{ id: published.id, title: 'Published note' }]);
    // Nor do its revisions leak: students and other instructors read none of them.
    for (const reader of [student, otherInstructor]) {
      const revisions = await reader.client
        .from('note_revisions')
        .select('id')
        .eq('note_id', draft.id);
      expect(revisions.data).toEqual([]);
    }
    const { data: own } = await author.client
      .from('note_revisions')
      .select('revision')
      .eq('note_id', draft.id);
    expect(own).toEqual([{ revision: 1 }]);
  });

  it('a problem embedded in a published note stays hidden when the problem is', async () => {
    const note = await writeNote(author, {
      status: 'published',
      body: `Try these.\n\n${block(publicProblem)}\n\n${block(hiddenProblem)}\n\n${block(contestProblem)}\n`,
    });
    expect(note.problem_ids).toEqual([publicProblem, hiddenProblem, contestProblem]);
    for (const reader of [student.client, anonClient()]) {
      const { data } = await reader
        .from('problems')
        .select('id, content')
        .in('id', note.problem_ids as string[]);
      expect((data ?? []).map((row: { id: string }) => row.id)).toEqual([publicProblem]);
    }
    // Its answer, hints and solution stay closed too: answering is refused.
    const answer = await student.client.rpc('submit_answer', {
      problem_id: hiddenProblem,
      content: '3',
    });
    expect(answer.error).not.toBeNull();
    // The reader's progress counts the problems they may see: one.
    const progress = await student.client.rpc('my_note_progress', { note_ids: [note.id] });
    expect(progress.error).toBeNull();
    expect(progress.data).toMatchObject([{ note_id: note.id, problems: 1, solved: 0 }]);
  });
});

describe('who writes', () => {
  it('approved staff write notes as themselves; students, pending staff and visitors cannot', async () => {
    for (const refused of [student, pendingInstructor]) {
      const { error } = await refused.client
        .from('notes')
        .insert({ title: 'Mine', body: 'x', topic: 'Algebra', level: 'Juniors' });
      expect(error?.code).toBe('42501');
    }
    const { error: visitorError } = await anonClient()
      .from('notes')
      .insert({ title: 'Mine', body: 'x', topic: 'Algebra', level: 'Juniors' });
    expect(visitorError).not.toBeNull();
    const { count } = await service
      .from('notes')
      .select('*', { count: 'exact', head: true })
      .eq('title', 'Mine');
    expect(count).toBe(0);
    // The author column is not the writer's to choose.
    const { error: spoof } = await otherInstructor.client.from('notes').insert({
      title: 'Spoof',
      body: 'x',
      topic: 'Algebra',
      level: 'Juniors',
      author_id: author.userId,
    } as never);
    expect(spoof).not.toBeNull();
  });

  it('another instructor cannot edit or delete a note, and nothing changes; an admin can edit', async () => {
    const note = await writeNote(author, { title: 'Only mine', status: 'published' });
    const before = await rowOf('notes', note.id);
    const edit = await otherInstructor.client
      .from('notes')
      .update({ title: 'Taken over' })
      .eq('id', note.id)
      .select('id');
    expect(edit.data ?? []).toEqual([]);
    const removed = await otherInstructor.client
      .from('notes')
      .delete()
      .eq('id', note.id)
      .select('id');
    expect(removed.data ?? []).toEqual([]);
    const byStudent = await student.client
      .from('notes')
      .update({ title: 'Taken over' })
      .eq('id', note.id)
      .select('id');
    expect(byStudent.error?.code ?? (byStudent.data ?? []).length).not.toBe(1);
    expect(await rowOf('notes', note.id)).toEqual(before);
    expect(await revisionsOf(note.id)).toHaveLength(1);

    const byAdmin = await admin.client
      .from('notes')
      .update({ title: 'Edited by an admin' })
      .eq('id', note.id)
      .select('title, author_id')
      .single();
    expect(byAdmin.error).toBeNull();
    // The author stays the author.
    expect(byAdmin.data).toEqual({ title: 'Edited by an admin', author_id: author.userId });
  });

  it('bad input is refused with a sentence and changes nothing', async () => {
    const note = await writeNote(author, { title: 'Bounded' });
    const before = await rowOf('notes', note.id);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: 'x'.repeat(201) }, /at most 200 characters for the title/],
      [{ title: '   ' }, /needs a title/],
      [{ summary: 's'.repeat(501) }, /at most 500 characters for the summary/],
      [{ body: 'b'.repeat(40_001) }, /at most 40,000 characters/],
      [{ topic: 'Astrology' }, /one of the topics/],
      [{ level: 'Easy' }, /one of the levels/],
      [
        { body: block('00000000-0000-4000-8000-000000000000') },
        /does not exist or that you cannot see/,
      ],
    ];
    for (const [change, message] of cases) {
      const { error } = await author.client.from('notes').update(change).eq('id', note.id);
      expect(error?.message).toMatch(message);
    }
    expect(await rowOf('notes', note.id)).toEqual(before);
    expect(await revisionsOf(note.id)).toHaveLength(1);
  });
});

describe('revisions', () => {
  it('every change writes who, when and what; a restore writes a new revision', async () => {
    const note = await writeNote(author, { title: 'Version one', body: 'First text.' });
    await author.client
      .from('notes')
      .update({ title: 'Version two', body: 'Second text.' })
      .eq('id', note.id);
    // Saving the same fields again writes nothing new.
    await author.client.from('notes').update({ title: 'Version two' }).eq('id', note.id);
    await admin.client.from('notes').update({ status: 'published' }).eq('id', note.id);
    let revisions = await revisionsOf(note.id);
    expect(revisions.map((r) => [r.revision, r.title, r.status, r.edited_by])).toEqual([
      [1, 'Version one', 'draft', author.userId],
      [2, 'Version two', 'draft', author.userId],
      [3, 'Version two', 'published', admin.userId],
    ]);
    // Revisions cannot be written or changed through the API.
    const forged = await author.client.from('note_revisions').insert({
      note_id: note.id,
      revision: 9,
      title: 't',
      summary: '',
      body: '',
      topic: 'Algebra',
      level: 'Juniors',
      status: 'draft',
    } as never);
    expect(forged.error).not.toBeNull();

    // Another instructor cannot restore; nothing changes.
    const refused = await otherInstructor.client.rpc('restore_note_revision', {
      revision_id: revisions[0]!.id,
    });
    expect(refused.error).not.toBeNull();
    expect((await revisionsOf(note.id)).length).toBe(3);

    const restored = await author.client.rpc('restore_note_revision', {
      revision_id: revisions[0]!.id,
    });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({
      title: 'Version one',
      body: 'First text.',
      status: 'draft',
    });
    revisions = await revisionsOf(note.id);
    expect(revisions.at(-1)).toMatchObject({
      revision: 4,
      title: 'Version one',
      restored_from: 1,
      edited_by: author.userId,
    });
  });
});

describe('reading progress', () => {
  it('is the reader’s own, with the database time, and moves with a solved problem', async () => {
    const note = await writeNote(author, {
      status: 'published',
      body: `${block(publicProblem)}\n`,
    });
    const draft = await writeNote(author, { title: 'Unreadable draft' });
    const opened = await student.client.rpc('record_note_reading', { note_id: note.id });
    expect(opened.error).toBeNull();
    expect(opened.data).toMatchObject({ user_id: student.userId, read_at: null });
    // A draft they may not read is "not found", and nothing is recorded.
    const refused = await student.client.rpc('record_note_reading', { note_id: draft.id });
    expect(refused.error?.code).toBe('PT404');
    const { count } = await service
      .from('note_reads')
      .select('*', { count: 'exact', head: true })
      .eq('note_id', draft.id);
    expect(count).toBe(0);
    // Visitors keep no progress.
    const visitor = await anonClient().rpc('record_note_reading', { note_id: note.id });
    expect(visitor.error).not.toBeNull();

    let progress = await student.client.rpc('my_note_progress', { note_ids: [note.id] });
    expect(progress.data).toMatchObject([{ problems: 1, solved: 0, complete: false }]);
    const answered = await student.client.rpc('submit_answer', {
      problem_id: publicProblem,
      content: '2',
    });
    expect(answered.error).toBeNull();
    await student.client.rpc('record_note_reading', { note_id: note.id, finished: true });
    progress = await student.client.rpc('my_note_progress', { note_ids: [note.id] });
    expect(progress.data).toMatchObject([{ problems: 1, solved: 1, complete: true }]);
    expect(progress.data?.[0]?.read_at).toBeTruthy();
    // Someone else's progress is not theirs to read.
    const others = await otherInstructor.client
      .from('note_reads')
      .select('*')
      .eq('note_id', note.id);
    expect(others.data).toEqual([]);
    // Notes in progress (no ids): the opened notes, this one included.
    const mine = await student.client.rpc('my_note_progress', {});
    expect((mine.data ?? []).map((row: { note_id: string }) => row.note_id)).toContain(note.id);
  });
});

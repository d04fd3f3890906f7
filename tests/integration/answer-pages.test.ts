// Issue 20 points 1 and 2: pages with a proof answer. Only their student and approved staff read
// them; nobody lists, overwrites, deletes or guesses another student's pages; size, count and
// type hold in the bucket, the policies and submit_answer_pages; a retried submission makes one
// answer. Every refusal is checked to have changed nothing.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonKey, createAccount, stackUrl, type SignedUpUser } from './support/clients';
import { countRows, createProblem, rowOf, service, userWith } from './support/factories';
import { forgedJwt } from './attacks-fixtures';

const BUCKET = 'answer-pages';
/** The smallest bytes that start like a JPEG. */
const jpeg = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes], { type: 'image/jpeg' });
};

let student: SignedUpUser;
let other: SignedUpUser;
let grader: SignedUpUser;
let pendingInstructor: SignedUpUser;
let proof: string;
let keyed: string;
let sentPath: string;
let answerId: string;

function storageStatus(error: unknown): string | undefined {
  return (error as { statusCode?: string } | null)?.statusCode;
}

async function objectCount(prefix: string): Promise<number> {
  const { data, error } = await service.storage.from(BUCKET).list(prefix);
  if (error) throw error;
  return data.length;
}

async function send(
  who: SignedUpUser,
  key: string,
  pages: string[],
  content = '',
  problemId = proof,
) {
  return await who.client.rpc('submit_answer_pages', {
    problem_id: problemId,
    content,
    idempotency_key: key,
    pages,
  });
}

async function uploadPage(who: SignedUpUser, key: string, name = `${randomUUID()}.jpg`) {
  const path = `${who.userId}/${key}/${name}`;
  const { error } = await who.client.storage.from(BUCKET).upload(path, jpeg());
  if (error) throw new Error(`upload failed: ${error.message}`);
  return path;
}

/** A client whose every request carries `token` (a link session, or a forged one). */
function clientWithToken(token: string): SupabaseClient {
  return createClient(stackUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
    realtime: { transport: ws as never },
  });
}

beforeAll(async () => {
  const author = await userWith('instructor');
  [student, other, grader, pendingInstructor] = await Promise.all([
    userWith('contestant'),
    userWith('contestant'),
    userWith('instructor'),
    userWith('instructor', 'pending'),
  ]);
  proof = await createProblem(author, { title: 'Pages proof' });
  keyed = await createProblem(author, { title: 'Keyed', key: ['2'] });

  const key = randomUUID();
  sentPath = await uploadPage(student, key);
  const second = await uploadPage(student, key);
  const sent = await send(student, key, [sentPath, second], 'Proof on paper');
  expect(sent.error).toBeNull();
  answerId = (sent.data as { id: string }).id;
});

describe('sending pages', () => {
  it('records the pages in order with the answer', async () => {
    expect(await rowOf('answers', answerId)).toMatchObject({
      content: 'Proof on paper',
      page_count: 2,
      status: 'submitted',
    });
    const { data } = await student.client
      .from('answer_pages')
      .select('position, object_path, content_type')
      .eq('answer_id', answerId)
      .order('position');
    expect(data?.map((p) => p.position)).toEqual([1, 2]);
    expect(data?.[0]?.object_path).toBe(sentPath);
  });

  it('pages alone are an answer', async () => {
    const key = randomUUID();
    const path = await uploadPage(student, key);
    const { data, error } = await send(student, key, [path]);
    expect(error).toBeNull();
    expect(data).toMatchObject({ content: 'See the attached pages.', page_count: 1 });
  });

  it('a retry with the same key returns the same answer and makes no second one', async () => {
    const key = randomUUID();
    const path = await uploadPage(student, key);
    const first = await send(student, key, [path], 'retry me');
    // The retry's upload of the same page finds it already there (409) and sends again.
    const again = await student.client.storage.from(BUCKET).upload(path, jpeg());
    expect(storageStatus(again.error)).toBe('409');
    const [second, third] = await Promise.all([
      send(student, key, [path], 'retry me'),
      send(student, key, [path], 'retry me'),
    ]);
    const ids = [first, second, third].map((r) => (r.data as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    const { count } = await service
      .from('answers')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', key);
    expect(count).toBe(1);
  });

  it('refuses pages on a problem with an answer key, more than 6, repeats, and pages of another submission', async () => {
    const key = randomUUID();
    const path = await uploadPage(student, key);
    const before = await countRows('answers', 'user_id', student.userId);
    expect((await send(student, key, [path], '', keyed)).error?.message).toBe(
      'This problem takes a final answer, so pages cannot be attached.',
    );
    expect((await send(student, key, Array(7).fill(path))).error?.message).toBe(
      'At most 6 pages can go with one answer.',
    );
    expect((await send(student, key, [path, path])).error?.message).toBe('A page was sent twice.');
    // A page already sent with another answer, or uploaded under another key.
    expect((await send(student, key, [sentPath])).error?.message).toBe(
      'A page is missing or not allowed: upload it again.',
    );
    expect((await send(student, key, [`${student.userId}/${key}/nothing.jpg`])).error?.code).toBe(
      '22023',
    );
    expect(await countRows('answers', 'user_id', student.userId)).toBe(before);
  });

  it('refuses another student’s uploaded page', async () => {
    const victimKey = randomUUID();
    const victimPath = await uploadPage(student, victimKey);
    const before = await countRows('answers', 'user_id', other.userId);
    // Even under the victim's key, the folder is the victim's, not the sender's.
    const { error } = await send(other, victimKey, [victimPath]);
    expect(error?.message).toBe('A page is missing or not allowed: upload it again.');
    expect(await countRows('answers', 'user_id', other.userId)).toBe(before);
    expect(await countRows('answer_pages', 'object_path', victimPath)).toBe(0);
  });
});

describe('the bucket and its policies', () => {
  it('refuses oversize, mislabelled and wrongly named files, and writes outside one’s folder', async () => {
    const key = randomUUID();
    const bucket = student.client.storage.from(BUCKET);
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const oversize = await bucket.upload(
      `${student.userId}/${key}/big.jpg`,
      new Blob([big], { type: 'image/jpeg' }),
    );
    expect(storageStatus(oversize.error)).toBe('413');
    // A PDF or an HTML page declared as a JPEG: the bytes say otherwise.
    for (const body of ['%PDF-1.4 not an image', '<html><script>alert(1)</script></html>']) {
      const mislabelled = await bucket.upload(
        `${student.userId}/${key}/page.jpg`,
        new Blob([body], { type: 'image/jpeg' }),
      );
      expect(storageStatus(mislabelled.error)).toBe('415');
    }
    const png = await bucket.upload(
      `${student.userId}/${key}/page.png`,
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
        type: 'image/png',
      }),
    );
    expect(storageStatus(png.error)).toBe('415');
    const htmlName = await bucket.upload(`${student.userId}/${key}/page.html`, jpeg());
    expect(storageStatus(htmlName.error)).toBe('403');
    const noKeyFolder = await bucket.upload(`${student.userId}/page.jpg`, jpeg());
    expect(storageStatus(noKeyFolder.error)).toBe('403');
    const intoOther = await bucket.upload(`${other.userId}/${key}/page.jpg`, jpeg());
    expect(storageStatus(intoOther.error)).toBe('403');
    expect(await objectCount(`${student.userId}/${key}`)).toBe(0);
    expect(await objectCount(`${other.userId}/${key}`)).toBe(0);
  });

  it('nobody overwrites or deletes a sent page; unsent pages can be removed by their student', async () => {
    const before = await service.storage.from(BUCKET).download(sentPath);
    const beforeBytes = Buffer.from(await before.data!.arrayBuffer());
    const upsert = await student.client.storage
      .from(BUCKET)
      .upload(sentPath, jpeg(200), { upsert: true });
    expect(upsert.error).not.toBeNull();
    for (const who of [student, other, grader]) {
      const { data } = await who.client.storage.from(BUCKET).remove([sentPath]);
      expect(data ?? []).toEqual([]);
    }
    const after = await service.storage.from(BUCKET).download(sentPath);
    expect(Buffer.from(await after.data!.arrayBuffer())).toEqual(beforeBytes);

    const key = randomUUID();
    const unsent = await uploadPage(student, key);
    const byOther = await other.client.storage.from(BUCKET).remove([unsent]);
    expect(byOther.data ?? []).toEqual([]);
    expect(await objectCount(`${student.userId}/${key}`)).toBe(1);
    const removed = await student.client.storage.from(BUCKET).remove([unsent]);
    expect(removed.data).toHaveLength(1);
    expect(await objectCount(`${student.userId}/${key}`)).toBe(0);
  });

  it('only the student and approved staff read or sign a page', async () => {
    expect(
      (await student.client.storage.from(BUCKET).createSignedUrl(sentPath, 60)).error,
    ).toBeNull();
    const staffUrl = await grader.client.storage.from(BUCKET).createSignedUrl(sentPath, 60);
    expect(staffUrl.error).toBeNull();
    expect((await fetch(staffUrl.data!.signedUrl)).status).toBe(200);

    const { userId, email } = await createAccount({ choosePassword: false });
    await service.from('profiles').update({ status: 'approved' }).eq('id', userId);
    const now = Math.floor(Date.now() / 1000);
    const linkSession = clientWithToken(
      await forgedJwt({ sub: userId, email, role: 'anon', aud: 'authenticated', exp: now + 600 }),
    );
    const hookOff = clientWithToken(
      await forgedJwt({
        sub: userId,
        email,
        role: 'authenticated',
        aud: 'authenticated',
        exp: now + 600,
      }),
    );
    const readers: [string, SupabaseClient][] = [
      ['another student', other.client],
      ['a visitor', anonClient()],
      ['a pending instructor', pendingInstructor.client],
      ['a link session', linkSession],
      ['an account before its own password', hookOff],
    ];
    for (const [who, client] of readers) {
      const bucket = client.storage.from(BUCKET);
      expect((await bucket.createSignedUrl(sentPath, 60)).error, who).not.toBeNull();
      expect((await bucket.download(sentPath)).error, who).not.toBeNull();
      expect(await bucket.list(student.userId), who).toMatchObject({ data: [] });
      const pages = await client
        .from('answer_pages')
        .select('object_path')
        .eq('answer_id', answerId);
      expect(pages.data ?? [], who).toEqual([]);
    }
    // Guessing: the key folder is a fresh UUID per submission, and a guess is not found either way.
    const guess = await other.client.storage
      .from(BUCKET)
      .download(`${student.userId}/${randomUUID()}/1.jpg`);
    expect(guess.error).not.toBeNull();
  });

  it('uploads and sends are refused to visitors, pending staff, link sessions and staff', async () => {
    const { userId, email } = await createAccount({ choosePassword: false });
    await service.from('profiles').update({ status: 'approved' }).eq('id', userId);
    const now = Math.floor(Date.now() / 1000);
    const hookOff = clientWithToken(
      await forgedJwt({
        sub: userId,
        email,
        role: 'authenticated',
        aud: 'authenticated',
        exp: now + 600,
      }),
    );
    const key = randomUUID();
    const cases: [string, SupabaseClient, string][] = [
      ['a visitor', anonClient(), randomUUID()],
      ['a pending instructor', pendingInstructor.client, pendingInstructor.userId],
      ['an account before its own password', hookOff, userId],
      ['an approved instructor', grader.client, grader.userId],
    ];
    for (const [who, client, folder] of cases) {
      const up = await client.storage.from(BUCKET).upload(`${folder}/${key}/p.jpg`, jpeg());
      expect(up.error, who).not.toBeNull();
      expect(await objectCount(`${folder}/${key}`), who).toBe(0);
      const sent = await client.rpc('submit_answer_pages', {
        problem_id: proof,
        content: 'x',
        idempotency_key: key,
        pages: [],
      });
      expect(sent.error, who).not.toBeNull();
    }
    expect(await service.from('answers').select('id').eq('idempotency_key', key)).toMatchObject({
      data: [],
    });
  });

  it('a student uploads at most 60 pages a day', async () => {
    const busy = await userWith('contestant');
    const key = randomUUID();
    const bucket = busy.client.storage.from(BUCKET);
    for (let i = 0; i < 60; i += 1) {
      expect((await bucket.upload(`${busy.userId}/${key}/${i}.jpg`, jpeg())).error).toBeNull();
    }
    const over = await bucket.upload(`${busy.userId}/${key}/60.jpg`, jpeg());
    expect(storageStatus(over.error)).toBe('403');
    expect(await objectCount(`${busy.userId}/${key}`)).toBe(60);
  });
});

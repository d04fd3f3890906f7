// The local stack's Storage-compatible API through real supabase-js, against the real
// `attachments` bucket and storage policies from supabase/migrations.
import { StorageApiError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  serviceClient,
  signUpUser,
  stackUrl,
  type SignedUpUser,
} from './support/clients';

const BUCKET = 'attachments';
const TEN_MB = 10 * 1024 * 1024;

let staff: SignedUpUser;
let student: SignedUpUser;

/** An approved instructor: sign-up leaves staff pending; the service role approves. */
async function approvedInstructor(): Promise<SignedUpUser> {
  const user = await signUpUser({ role: 'Instructor', fullName: 'Storage Staff' });
  const { error } = await serviceClient()
    .from('profiles')
    .update({ status: 'approved' })
    .eq('id', user.userId);
  if (error) throw new Error(`Could not approve the instructor: ${error.message}`);
  return user;
}

function pdf(text: string): Blob {
  return new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });
}

function pathFor(user: SignedUpUser, fileName: string): string {
  return `${user.userId}/${Date.now()}-${fileName}`;
}

/** The Storage API's own status code (`statusCode` in the body), as hosted sends it. */
function storageStatus(error: unknown): string | undefined {
  return error instanceof StorageApiError ? String(error.statusCode) : undefined;
}

beforeAll(async () => {
  staff = await approvedInstructor();
  student = await signUpUser({ role: 'Student' });
});

describe('upload and download', () => {
  it('uploads a file into the own folder, downloads it, signs it and removes it', async () => {
    const bucket = staff.client.storage.from(BUCKET);
    const path = pathFor(staff, 'statement sheet.pdf');

    const uploaded = await bucket.upload(path, pdf('hello'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({
      path,
      fullPath: `${BUCKET}/${path}`,
      id: expect.any(String),
    });

    const downloaded = await bucket.download(path);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data?.text()).toBe('%PDF-1.4\nhello\n%%EOF');
    expect(downloaded.data?.type).toBe('application/pdf');

    const signed = await bucket.createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toMatch(
      new RegExp(`^${stackUrl}/storage/v1/object/sign/${BUCKET}/`),
    );
    const viaLink = await fetch(signed.data?.signedUrl ?? '');
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers.get('content-type')).toBe('application/pdf');
    expect(await viaLink.text()).toBe('%PDF-1.4\nhello\n%%EOF');

    const listed = await bucket.list(staff.userId);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toContain(path.split('/')[1]);

    const removed = await bucket.remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([path]);

    const gone = await bucket.download(path);
    expect(storageStatus(gone.error)).toBe('404');
    expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(400);
  });

  it('takes a raw body with a content type, and refuses to overwrite unless upsert is set', async () => {
    const bucket = staff.client.storage.from(BUCKET);
    const path = pathFor(staff, 'figure.png');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    expect((await bucket.upload(path, png, { contentType: 'image/png' })).error).toBeNull();

    const again = await bucket.upload(path, png, { contentType: 'image/png' });
    expect(storageStatus(again.error)).toBe('409');

    const replaced = await bucket.upload(path, Buffer.from([0x89, 0x50]), {
      contentType: 'image/png',
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    const downloaded = await bucket.download(path);
    expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer())).toEqual(
      Buffer.from([0x89, 0x50]),
    );
  });
});

describe('bucket limits', () => {
  it('refuses a file over the 10 MB limit with 413', async () => {
    const tooBig = new Blob([new Uint8Array(TEN_MB + 1)], { type: 'application/pdf' });
    const { data, error } = await staff.client.storage
      .from(BUCKET)
      .upload(pathFor(staff, 'big.pdf'), tooBig);
    expect(data).toBeNull();
    expect(storageStatus(error)).toBe('413');
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
  });

  it('refuses a type the bucket does not allow with invalid_mime_type (415)', async () => {
    const text = new Blob(['plain text'], { type: 'text/plain' });
    const { error } = await staff.client.storage
      .from(BUCKET)
      .upload(pathFor(staff, 'notes.pdf'), text);
    expect(storageStatus(error)).toBe('415');
    expect(error?.message).toBe('mime type text/plain is not supported');
  });
});

describe('row-level security on storage.objects', () => {
  it('refuses an upload from a student (no insert policy allows it)', async () => {
    const { error } = await student.client.storage
      .from(BUCKET)
      .upload(pathFor(student, 'mine.pdf'), pdf('x'));
    expect(storageStatus(error)).toBe('403');
    expect(error?.message).toBe('new row violates row-level security policy');
  });

  it("refuses an upload into another user's folder", async () => {
    const { error } = await staff.client.storage
      .from(BUCKET)
      .upload(pathFor(student, 'planted.pdf'), pdf('x'));
    expect(storageStatus(error)).toBe('403');
  });

  it('refuses an upload without a session (anon)', async () => {
    const { error } = await anonClient()
      .storage.from(BUCKET)
      .upload(pathFor(staff, 'anon.pdf'), pdf('x'));
    expect(storageStatus(error)).toBe('403');
  });

  it('hides a file of no public problem from visitors, signed URLs included', async () => {
    const path = pathFor(staff, 'private.pdf');
    expect((await staff.client.storage.from(BUCKET).upload(path, pdf('secret'))).error).toBeNull();

    const visitor = anonClient().storage.from(BUCKET);
    expect(storageStatus((await visitor.download(path)).error)).toBe('404');
    expect(storageStatus((await visitor.createSignedUrl(path, 60)).error)).toBe('404');

    // A student may not remove staff files: nothing is deleted.
    const removed = await student.client.storage.from(BUCKET).remove([path]);
    expect(removed.data).toEqual([]);
    expect((await staff.client.storage.from(BUCKET).download(path)).error).toBeNull();
  });

  it('does not serve a private bucket through the public URL', async () => {
    const path = pathFor(staff, 'not-public.pdf');
    expect((await staff.client.storage.from(BUCKET).upload(path, pdf('x'))).error).toBeNull();
    const { data } = anonClient().storage.from(BUCKET).getPublicUrl(path);
    expect((await fetch(data.publicUrl)).status).toBe(400);
  });

  it('refuses a signed URL whose token was made for another file', async () => {
    const bucket = staff.client.storage.from(BUCKET);
    const first = pathFor(staff, 'first.pdf');
    const second = pathFor(staff, 'second.pdf');
    await bucket.upload(first, pdf('1'));
    await bucket.upload(second, pdf('2'));
    const signed = await bucket.createSignedUrl(first, 60);
    const token = new URL(signed.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const forged = `${stackUrl}/storage/v1/object/sign/${BUCKET}/${second}?token=${token}`;
    const response = await fetch(forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });
});

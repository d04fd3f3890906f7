// Storage keys as hosted Storage has them, and refused uploads leave nothing on disk (issue 10
// item 4, issue 11 item 2). A gateway of our own serves storage from a fresh files directory
// in front of the integration database, so the test can look at every file and folder.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, type SignedUpUser } from './support/clients';
import { startOwnGateway, type OwnGateway } from './support/gateway';
import { tokenOf, userWith } from './attacks-fixtures';

let gateway: OwnGateway;
let filesDir: string;
let instructor: SignedUpUser;
let student: SignedUpUser;
let instructorToken: string;

/** Every file and folder below the files directory. */
async function onDisk(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries.map((e) => relative(filesDir, join(e.parentPath, e.name))).sort();
}

async function upload(
  key: string,
  {
    token,
    type = 'application/pdf',
    body = '%PDF-1.4 test',
  }: { token?: string; type?: string; body?: BodyInit } = {},
) {
  const response = await fetch(`${gateway.url}/storage/v1/object/attachments/${key}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token ?? anonKey}`, 'content-type': type },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'gateway-storage-'));
  gateway = await startOwnGateway({ filesDir });
  [instructor, student] = await Promise.all([userWith('instructor'), userWith('contestant')]);
  instructorToken = await tokenOf(instructor);
});

afterAll(async () => {
  await gateway.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('object keys', () => {
  it.each([
    [
      'a non-ASCII name',
      (id: string) => `${id}/${encodeURIComponent('énoncé #3.pdf')}`,
      `énoncé #3.pdf`,
    ],
    ['a NUL byte', (id: string) => `${id}/a%00b.pdf`, 'a\u0000b.pdf'],
    ['a 300-character name', (id: string) => `${id}/${'n'.repeat(300)}.pdf`, 'nnnn'],
    ['a backslash', (id: string) => `${id}/a%5Cb.pdf`, '\\'],
    ['a name over 1024 bytes', (id: string) => `${id}/${'d/'.repeat(520)}x.pdf`, 'd/d/'],
  ])(
    '%s is 400 InvalidKey in hosted Storage shape, and nothing is stored',
    async (_name, key, shown) => {
      const answer = await upload(key(instructor.userId), { token: instructorToken });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
      });
      expect(String(answer.body.message)).toContain('Invalid key: ');
      expect(String(answer.body.message)).toContain(shown.slice(0, 4));
      expect(await onDisk()).toEqual([]);
    },
  );

  it("accepts every character of hosted's key set", async () => {
    const key = `${instructor.userId}/Aa0_!.*'() &$=@;:+,?-.pdf`;
    const answer = await upload(encodeURI(key).replace(/\?/g, '%3F'), { token: instructorToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Key: `attachments/${key}` });
  });
});

describe('refused uploads leave nothing on disk', () => {
  it('anonymous, a student, another folder, too big, a refused type: no file, no folder', async () => {
    const own = (name: string) => `${instructor.userId}/sub/dir/${name}`;
    const before = await onDisk();
    const attempts = [
      await upload(own('anon.pdf')),
      await upload(`${student.userId}/mine.pdf`, { token: await tokenOf(student) }),
      await upload(`${student.userId}/theirs.pdf`, { token: instructorToken }),
      await upload(own('big.pdf'), {
        token: instructorToken,
        body: new Uint8Array(10 * 1024 * 1024 + 1),
      }),
      await upload(own('page.html'), { token: instructorToken, type: 'text/html' }),
    ];
    expect(attempts.map((a) => [a.status, a.body.statusCode])).toEqual([
      [400, '403'],
      [400, '403'],
      [400, '403'],
      [400, '413'],
      [400, '415'],
    ]);
    expect(await onDisk()).toEqual(before);
    expect((await onDisk()).some((entry) => entry.includes('sub'))).toBe(false);
  });

  it('an accepted upload is one flat file named by its key, read back and removed', async () => {
    const key = `${instructor.userId}/deep/folder/figure-1.pdf`;
    const before = await onDisk();
    const stored = await upload(key, { token: instructorToken, body: '%PDF-1.4 figure' });
    expect(stored.status).toBe(200);
    const hashed = join('attachments', createHash('sha256').update(key).digest('hex'));
    const added = (await onDisk()).filter((entry) => !before.includes(entry));
    expect(added).toEqual(
      before.includes('attachments') ? [hashed] : ['attachments', hashed].sort(),
    );

    const download = await fetch(
      `${gateway.url}/storage/v1/object/authenticated/attachments/${key}`,
      {
        headers: { apikey: anonKey, authorization: `Bearer ${instructorToken}` },
      },
    );
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.4 figure');

    const removed = await fetch(`${gateway.url}/storage/v1/object/attachments`, {
      method: 'DELETE',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${instructorToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefixes: [key] }),
    });
    expect(removed.status).toBe(200);
    expect(await onDisk()).not.toContain(hashed);
  });
});

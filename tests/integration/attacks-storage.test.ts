// Attacks on attachment storage: climbing out of one's folder, overwriting or deleting another
// user's object, listing other folders, reading private attachments, forged and expired signed
// URLs, and bytes that pretend to be something else. The victim's object is checked unchanged.
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonKey, stackUrl, type SignedUpUser } from './support/clients';
import { createProblem, forgedJwt, raw, tokenOf, userWith } from './attacks-fixtures';

const BUCKET = 'attachments';
const original = '%PDF-1.4 victim original';

let victim: SignedUpUser;
let attacker: SignedUpUser;
let student: SignedUpUser;
let victimPath: string;

async function victimBytes(): Promise<string> {
  const { data, error } = await victim.client.storage.from(BUCKET).download(victimPath);
  if (error) throw new Error(error.message);
  return await data.text();
}

/** An upsert whose path reaches the gateway byte for byte, without URL normalisation. */
function verbatimUpload(path: string, token: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(stackUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/pdf',
          'x-upsert': 'true',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('%PDF-1.4 planted');
  });
}

function statusOf(error: unknown): string | undefined {
  return (error as { statusCode?: string } | null)?.statusCode;
}

beforeAll(async () => {
  [victim, attacker, student] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('contestant'),
  ]);
  victimPath = `${victim.userId}/${Date.now()}-private.pdf`;
  const { error } = await victim.client.storage
    .from(BUCKET)
    .upload(victimPath, new Blob([original], { type: 'application/pdf' }));
  if (error) throw new Error(error.message);
});

describe("another user's objects", () => {
  it('path traversal out of the own folder is refused as an invalid key, plain or encoded', async () => {
    const token = await tokenOf(attacker);
    const victimFile = victimPath.split('/')[1] ?? '';
    // fetch() resolves `..` and `%2e%2e` itself; node:http sends the path exactly as written.
    for (const name of [
      `${attacker.userId}/../${victimPath}`,
      `${attacker.userId}/%2e%2e/${victim.userId}/${victimFile}`,
      `${attacker.userId}/..%2f${victim.userId}%2f${victimFile}`,
      `${attacker.userId}/./x.pdf`,
    ]) {
      const response = await verbatimUpload(`/storage/v1/object/${BUCKET}/${name}`, token);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ error: 'InvalidKey' });
    }
    expect(await victimBytes()).toBe(original);
  });

  it('a malformed percent-encoding is a bad key, not a server error', async () => {
    const response = await raw(`/storage/v1/object/${BUCKET}/${attacker.userId}/%E0%A4%A.pdf`, {
      token: await tokenOf(attacker),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'InvalidKey' });
  });

  it('upsert and update cannot overwrite it', async () => {
    const bucket = attacker.client.storage.from(BUCKET);
    const upsert = await bucket.upload(
      victimPath,
      new Blob(['%PDF-1.4 overwritten'], { type: 'application/pdf' }),
      { upsert: true },
    );
    expect(statusOf(upsert.error)).toBe('403');
    const update = await bucket.update(
      victimPath,
      new Blob(['%PDF-1.4 overwritten'], { type: 'application/pdf' }),
    );
    expect(statusOf(update.error)).toBe('404');
    expect(await victimBytes()).toBe(original);
  });

  it('delete by another instructor, a student or a visitor removes nothing', async () => {
    for (const client of [attacker.client, student.client, anonClient()]) {
      const { data } = await client.storage.from(BUCKET).remove([victimPath]);
      expect(data ?? []).toEqual([]);
    }
    expect(await victimBytes()).toBe(original);
  });

  it("a student or visitor lists nothing of another user's folder and cannot read or sign its files", async () => {
    for (const client of [student.client, anonClient()]) {
      const bucket = client.storage.from(BUCKET);
      const listed = await bucket.list(victim.userId);
      expect(listed.data ?? []).toEqual([]);
      expect(statusOf((await bucket.download(victimPath)).error)).toBe('404');
      expect(statusOf((await bucket.createSignedUrl(victimPath, 60)).error)).toBe('404');
      const batch = await bucket.createSignedUrls([victimPath], 60);
      expect(batch.data?.[0]?.signedUrl ?? null).toBeNull();
    }
  });

  it('the attachment of a non-public problem stays private to visitors and students', async () => {
    const path = `${victim.userId}/${Date.now()}-statement.pdf`;
    await victim.client.storage
      .from(BUCKET)
      .upload(path, new Blob(['%PDF-1.4 statement'], { type: 'application/pdf' }));
    await createProblem(victim, { isPublic: false, attachmentPath: path });
    for (const client of [anonClient(), student.client]) {
      expect(statusOf((await client.storage.from(BUCKET).download(path)).error)).toBe('404');
    }
    expect((await attacker.client.storage.from(BUCKET).download(path)).error).toBeNull(); // approved staff read all
  });
});

describe('signed URLs', () => {
  async function signedToken(): Promise<string> {
    const { data } = await victim.client.storage.from(BUCKET).createSignedUrl(victimPath, 60);
    return new URL(data?.signedUrl ?? '').searchParams.get('token') ?? '';
  }

  it('a token signed with another secret, an expired one, or an access token opens nothing', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const url = `${BUCKET}/${victimPath}`;
    const tokens = [
      await forgedJwt(
        { url, iat, exp: iat + 600 },
        'not-the-project-secret-but-32-characters-long',
      ),
      await forgedJwt({ url, iat: iat - 120, exp: iat - 60 }),
      await tokenOf(victim),
      anonKey,
      `${(await signedToken()).slice(0, -2)}xx`,
    ];
    for (const token of tokens) {
      const response = await fetch(`${stackUrl}/storage/v1/object/sign/${url}?token=${token}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'InvalidJWT' });
    }
    expect(
      (await fetch(`${stackUrl}/storage/v1/object/sign/${url}?token=${await signedToken()}`))
        .status,
    ).toBe(200);
  });
});

describe('what the bytes claim to be', () => {
  it('an HTML page declared as PNG is served as PNG with nosniff; declared as HTML it is refused', async () => {
    const bucket = attacker.client.storage.from(BUCKET);
    const html = '<html><script>alert(document.cookie)</script></html>';
    const path = `${attacker.userId}/${Date.now()}-innocent.pdf`;
    expect((await bucket.upload(path, new Blob([html], { type: 'image/png' }))).error).toBeNull();
    const { data } = await bucket.createSignedUrl(path, 60);
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    for (const type of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'TEXT/HTML']) {
      const refused = await bucket.upload(
        `${attacker.userId}/${Date.now()}-page.pdf`,
        new Blob([html], { type }),
      );
      expect(statusOf(refused.error)).toBe('415');
    }
    const raw415 = await raw(
      `/storage/v1/object/${BUCKET}/${attacker.userId}/${Date.now()}-raw.png`,
      {
        method: 'POST',
        token: await tokenOf(attacker),
        headers: { 'content-type': 'Text/Html; charset=utf-8' },
        body: html,
      },
    );
    expect(raw415.body).toMatchObject({ statusCode: '415' });
  });

  it('an HTML file name is refused even with an allowed type', async () => {
    const { error } = await attacker.client.storage
      .from(BUCKET)
      .upload(
        `${attacker.userId}/${Date.now()}-page.html`,
        new Blob(['<script></script>'], { type: 'image/png' }),
      );
    expect(statusOf(error)).toBe('403');
  });

  it('a cache-control value cannot inject headers or break later downloads', async () => {
    const path = `${attacker.userId}/${Date.now()}-cached.pdf`;
    const response = await raw(`/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      token: await tokenOf(attacker),
      headers: { 'content-type': 'application/pdf', 'cache-control': 'max-age=1, private\tx' },
      body: '%PDF-1.4',
    });
    expect(response.status).toBe(200);
    const form = new FormData();
    form.append('cacheControl', '3600\r\nset-cookie: owned=1');
    form.append('', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const multipartPath = `${attacker.userId}/${Date.now()}-form.pdf`;
    const multipart = await fetch(`${stackUrl}/storage/v1/object/${BUCKET}/${multipartPath}`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${await tokenOf(attacker)}` },
      body: form,
    });
    expect(multipart.status).toBe(200);
    for (const stored of [path, multipartPath]) {
      const download = await attacker.client.storage.from(BUCKET).download(stored);
      expect(download.error).toBeNull();
    }
    const { data } = await attacker.client.storage.from(BUCKET).createSignedUrl(multipartPath, 60);
    const served = await fetch(data?.signedUrl ?? '');
    expect(served.headers.get('set-cookie')).toBeNull();
    expect(served.headers.get('cache-control')).toBe('no-cache');
  });
});

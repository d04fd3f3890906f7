// The profile works (issue 29 point 6): a user changes their own name, picture and password;
// the database keeps names readable, the avatars bucket keeps each user in their own folder
// with small images only, and nobody else (another user, a visitor) changes any of it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  ownPassword,
  signedInClient,
  signUpUser,
  stackUrl,
  type SignedUpUser,
} from './support/clients';
import { profileOf, rowOf, service, userWith } from './support/factories';

const BUCKET = 'avatars';
// The smallest real WebP (1x1, lossless): what the browser's re-encoding sends, in miniature.
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

let me: SignedUpUser;
let other: SignedUpUser;

beforeAll(async () => {
  me = await userWith('contestant', 'approved', { fullName: 'Profile Owner' });
  other = await userWith('instructor', 'approved', { fullName: 'Profile Other' });
});

function webp(): Blob {
  return new Blob([WEBP], { type: 'image/webp' });
}

async function objectExists(key: string): Promise<boolean> {
  const [folder, name] = key.split('/');
  const { data } = await service.storage.from(BUCKET).list(folder, { search: name });
  return (data ?? []).some((file) => file.name === name);
}

describe('names', () => {
  it.each([
    // The display-name trigger (issue 22) answers first with its sentence; the constraints
    // (trimmed, no controls) hold what it does not check.
    ['spaces around it', '  Padded  ', 'profiles_full_name_trimmed'],
    ['a right-to-left override', 'Ada \u202eecalevoL', 'Name cannot contain text-direction'],
    ['a line break', 'Two\nLines', 'profiles_full_name_no_controls'],
    ['only invisible characters', '\u200b\u2060\u200b', 'Name must contain a visible character'],
    ['only an ideographic space', '\u3000', 'Name must contain a visible character'],
  ])('refuses a name with %s, and nothing changes', async (_what, name, says) => {
    const before = await profileOf(me.userId);
    const { error } = await me.client
      .from('profiles')
      .update({ full_name: name })
      .eq('id', me.userId);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(says);
    expect(await profileOf(me.userId)).toEqual(before);
  });

  it('takes a name in any script, and a name of 200 characters but not 201', async () => {
    for (const name of ['José Ñandú', 'محمد علي', '李小龙', 'x'.repeat(200)]) {
      const { error } = await me.client
        .from('profiles')
        .update({ full_name: name })
        .eq('id', me.userId);
      expect(error).toBeNull();
      expect((await profileOf(me.userId)).full_name).toBe(name);
    }
    const { error } = await me.client
      .from('profiles')
      .update({ full_name: 'x'.repeat(201) })
      .eq('id', me.userId);
    expect(error?.code).toBe('23514');
  });

  it('a sign-up with a messy name gets it cleaned, never refused', async () => {
    const flipped = await signUpUser({ fullName: '  \u202eMallory\u202c  ' });
    expect((await profileOf(flipped.userId)).full_name).toBe('Mallory');
    const invisible = await signUpUser({ fullName: '\u200b\u200b' });
    expect((await profileOf(invisible.userId)).full_name).toBeNull();
  });

  it('another user and a visitor cannot change my name or avatar, and nothing changes', async () => {
    await service
      .from('profiles')
      .update({ full_name: 'Profile Owner', avatar_url: null })
      .eq('id', me.userId);
    const before = await profileOf(me.userId);
    const publicBefore = await rowOf('public_profiles', me.userId);
    const attempt = { full_name: 'Hacked', avatar_url: 'https://evil.example/x.png' };
    const byOther = await other.client.from('profiles').update(attempt).eq('id', me.userId);
    expect(byOther.data).toBeNull();
    const byVisitor = await anonClient().from('profiles').update(attempt).eq('id', me.userId);
    expect(byVisitor.error?.code).toBe('42501');
    const onPublic = await other.client
      .from('public_profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', me.userId);
    expect(onPublic.error?.code).toBe('42501');
    expect(await profileOf(me.userId)).toEqual(before);
    expect(await rowOf('public_profiles', me.userId)).toEqual(publicBefore);
  });
});

describe('avatars bucket', () => {
  it('a user uploads into their own folder; everyone reads it by its public URL', async () => {
    const key = `${me.userId}/${randomUUID()}.webp`;
    const { error } = await me.client.storage
      .from(BUCKET)
      .upload(key, webp(), { contentType: 'image/webp' });
    expect(error).toBeNull();
    const url = me.client.storage.from(BUCKET).getPublicUrl(key).data.publicUrl;
    expect(url).toBe(`${stackUrl}/storage/v1/object/public/${BUCKET}/${key}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WEBP);
    // The profile may point at it (and public_profiles follows).
    const saved = await me.client.from('profiles').update({ avatar_url: url }).eq('id', me.userId);
    expect(saved.error).toBeNull();
    expect((await rowOf('public_profiles', me.userId)).avatar_url).toBe(url);
  });

  it.each([
    ['into another user’s folder', () => `${other.userId}/${randomUUID()}.webp`, webp],
    ['into a nested folder', () => `${me.userId}/deeper/${randomUUID()}.webp`, webp],
    ['outside any folder', () => `${randomUUID()}.webp`, webp],
    [
      'an SVG',
      () => `${me.userId}/${randomUUID()}.svg`,
      () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    ],
    [
      'a text file named .webp',
      () => `${me.userId}/${randomUUID()}.webp`,
      () => new Blob(['hello'], { type: 'text/plain' }),
    ],
    [
      'an image over 512 KB',
      () => `${me.userId}/${randomUUID()}.webp`,
      () => new Blob([Buffer.alloc(600 * 1024, 1)], { type: 'image/webp' }),
    ],
  ])('refuses an upload %s, and nothing is stored', async (_what, keyOf, blobOf) => {
    const key = keyOf();
    const blob = blobOf();
    const { error } = await me.client.storage
      .from(BUCKET)
      .upload(key, blob, { contentType: blob.type });
    expect(error).not.toBeNull();
    const { data } = await service.storage.from(BUCKET).list(key.split('/')[0]);
    expect((data ?? []).map((file) => `${key.split('/')[0]}/${file.name}`)).not.toContain(key);
  });

  it('another user and a visitor cannot overwrite or remove my picture', async () => {
    const key = `${me.userId}/${randomUUID()}.webp`;
    expect(
      (await me.client.storage.from(BUCKET).upload(key, webp(), { contentType: 'image/webp' }))
        .error,
    ).toBeNull();
    for (const client of [other.client, anonClient()]) {
      const overwrite = await client.storage
        .from(BUCKET)
        .upload(key, new Blob([Buffer.from('RIFF')], { type: 'image/webp' }), {
          contentType: 'image/webp',
          upsert: true,
        });
      expect(overwrite.error).not.toBeNull();
      await client.storage.from(BUCKET).remove([key]);
      expect(await objectExists(key)).toBe(true);
    }
    const url = me.client.storage.from(BUCKET).getPublicUrl(key).data.publicUrl;
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(WEBP);
    // The owner may.
    await me.client.storage.from(BUCKET).remove([key]);
    expect(await objectExists(key)).toBe(false);
  });

  it('a visitor cannot upload at all', async () => {
    const key = `${me.userId}/${randomUUID()}.webp`;
    const { error } = await anonClient()
      .storage.from(BUCKET)
      .upload(key, webp(), { contentType: 'image/webp' });
    expect(error).not.toBeNull();
    expect(await objectExists(key)).toBe(false);
  });
});

describe('password', () => {
  it('the current password is proven by signing in again; then the new one replaces it', async () => {
    const user = await userWith('contestant');
    const wrong = await user.client.auth.signInWithPassword({
      email: user.email,
      password: 'Not-my-password-1',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const proof = await user.client.auth.signInWithPassword({
      email: user.email,
      password: ownPassword,
    });
    expect(proof.error).toBeNull();
    const next = 'A-brand-new-password-9';
    const { error } = await user.client.auth.updateUser({
      password: next,
      current_password: ownPassword,
    });
    expect(error).toBeNull();
    await expect(signedInClient(user.email, ownPassword)).rejects.toThrow();
    await expect(signedInClient(user.email, next)).resolves.toBeTruthy();
  });
});

// Stored URLs (issue 10 item 4, decision 0016): avatars and team photos are http(s) web
// addresses, attachment paths are keys hosted Storage accepts; the database refuses anything
// else with a message a form can show, and the row is unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, type SignedUpUser } from './support/clients';
import { rowOf, userWith } from './attacks-fixtures';

const service = serviceClient();
let student: SignedUpUser;
let instructor: SignedUpUser;

beforeAll(async () => {
  [student, instructor] = await Promise.all([userWith('contestant'), userWith('instructor')]);
});

describe('avatar URLs', () => {
  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
    '/relative.png',
    'https://example.com/a b.png',
    'https://example.com/"onerror="x',
    'https://example.com/<script>',
    'https:///nohost',
    'http://exa mple.com/',
  ])('%s is refused with a clear message and nothing changes', async (url) => {
    const before = await rowOf('profiles', student.userId);
    const { error } = await student.client
      .from('profiles')
      .update({ avatar_url: url })
      .eq('id', student.userId);
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe(
      'Avatar URL must be a web address starting with http:// or https://, without spaces or quotes.',
    );
    expect(await rowOf('profiles', student.userId)).toEqual(before);
  });

  it('an http(s) web address is stored', async () => {
    for (const url of [
      'https://example.com/me.png',
      'http://cdn.example.org:8080/a/b_c-d~e.jpg?size=64#x',
    ]) {
      const { error } = await student.client
        .from('profiles')
        .update({ avatar_url: url })
        .eq('id', student.userId);
      expect(error).toBeNull();
      expect((await rowOf('profiles', student.userId)).avatar_url).toBe(url);
    }
  });
});

describe('team photos', () => {
  it('refuses a non-web URL even from the service role, and stores a web one', async () => {
    const bad = await service
      .from('team_members')
      .insert({ name: 'Photo test', photo_url: 'javascript:alert(1)' });
    expect(bad.error?.code).toBe('23514');
    expect(bad.error?.message).toBe(
      'Photo URL must be a web address starting with http:// or https://, without spaces or quotes.',
    );
    const good = await service
      .from('team_members')
      .insert({ name: 'Photo test', photo_url: 'https://example.com/p.jpg' })
      .select('id')
      .single<{ id: string }>();
    expect(good.error).toBeNull();
    await service
      .from('team_members')
      .delete()
      .eq('id', good.data?.id ?? '');
  });
});

describe('attachment paths', () => {
  it('are keys hosted Storage accepts', async () => {
    const created = await service
      .from('problems')
      .insert({
        title: 'Attachment path rules',
        content: { body: 'x' },
        topic: 'Algebra',
        difficulty: 'Juniors',
        marks: 7,
        created_by: instructor.userId,
      })
      .select('id')
      .single<{ id: string }>();
    expect(created.error).toBeNull();
    const id = created.data?.id ?? '';
    for (const path of [
      `${instructor.userId}/énoncé.pdf`,
      `${instructor.userId}/${'n'.repeat(300)}.pdf`,
      `${instructor.userId}/../x.pdf`,
      `${instructor.userId}/a<b>.pdf`,
    ]) {
      const { error } = await service
        .from('problems')
        .update({ attachment_path: path })
        .eq('id', id);
      expect(error?.code).toBe('23514');
      expect(error?.message).toBe(
        'Attachment path must be a storage key of letters, digits and - _ . characters in plain folders.',
      );
      expect((await rowOf('problems', id)).attachment_path).toBeNull();
    }
    const ok = `${instructor.userId}/1790000000000-enonce-3.pdf`;
    expect(
      (await service.from('problems').update({ attachment_path: ok }).eq('id', id)).error,
    ).toBeNull();
    await service.from('problems').delete().eq('id', id);
  });
});

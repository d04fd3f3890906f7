import { describe, expect, it } from 'vitest';
import { attachmentObjectKey, slugFileName } from '@/features/problems/attachment-key';

/** Hosted Storage's object key rule (supabase/storage src/storage/limits.ts). */
const HOSTED_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

describe('attachment object keys', () => {
  it.each([
    ['énoncé #3.pdf', 'enonce-3.pdf'],
    ['Screenshot 2026-11-23 at 10.15.42 AM.png', 'screenshot-2026-11-23-at-10-15-42-am.png'],
    ['Übung (final).PDF', 'ubung-final.pdf'],
    ['задача.jpg', 'file.jpg'],
    ['..pdf', 'file.pdf'],
    ['noextension', 'noextension'],
    ['../../etc/passwd', 'file.etcpasswd'],
  ])('%s → %s', (name, slug) => {
    expect(slugFileName(name)).toBe(slug);
  });

  it('puts the slug under the author folder with the upload time', () => {
    const key = attachmentObjectKey(
      '0b1c-user',
      { name: 'énoncé #3.pdf' },
      new Date(1_790_000_000_000),
    );
    expect(key).toBe('0b1c-user/1790000000000-enonce-3.pdf');
    expect(attachmentObjectKey('u', { name: 'a.png' }, 5)).toBe('u/5-a.png');
  });

  it('always yields a key hosted Storage accepts, with a short last segment', () => {
    const names = [
      'a'.repeat(300) + '.pdf',
      '🙂🙂.webp',
      'x\u0000y.gif',
      'name with %2e%2e and \\ slash.jpeg',
      '',
    ];
    for (const name of names) {
      const key = attachmentObjectKey('user', { name }, 1);
      expect(key).toMatch(HOSTED_KEY);
      const last = key.split('/').pop() ?? '';
      expect(last.length).toBeLessThanOrEqual(120);
      expect(key.split('/')).toHaveLength(2);
      expect(last).not.toMatch(/^\.+$/);
    }
  });
});

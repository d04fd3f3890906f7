// Issue 26: dates, relative times, numbers and plurals follow the reader's language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problemMessages } from '@/features/problems/components/problem-messages';
import { formatCount } from '@/lib/format-count';
import { loadLocale, locale, localeFromLanguages } from '@/lib/i18n';
import { formatAgo, formatDate, formatNumber } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';

beforeAll(() => Promise.all([loadLocale('fr'), loadLocale('ar')]));
afterEach(() => locale.set('en'));

describe('the language of a first visit', () => {
  it.each([
    [['fr-SN', 'en'], 'fr'],
    [['ar-TN'], 'ar'],
    [['pt-BR', 'fr-FR'], 'fr'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(localeFromLanguages(languages)).toBe(expected);
  });
});

describe('formats', () => {
  it('writes dates with the language’s month names', () => {
    expect(formatDate('2026-01-05T12:00:00Z', 'MMMM d, yyyy')).toBe('January 5, 2026');
    locale.set('fr');
    expect(formatDate('2026-01-05T12:00:00Z', 'd MMMM yyyy')).toBe('5 janvier 2026');
    locale.set('ar');
    expect(formatDate('2026-01-05T12:00:00Z', 'd MMMM yyyy')).toBe('5 يناير 2026');
  });

  it('says how long ago in the language', () => {
    const twoHoursAgo = Date.now() - 2 * 3600_000;
    expect(formatAgo(twoHoursAgo)).toBe('about 2 hours ago');
    locale.set('fr');
    expect(formatAgo(twoHoursAgo)).toBe('il y a environ 2 heures');
  });

  it('groups thousands as the language does, Arabic with Western digits', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatNumber(0.5)).toBe('0.5');
    locale.set('fr');
    expect(formatCount(12345)).toBe('12\u202f345');
    expect(formatNumber(0.5)).toBe('0,5');
    locale.set('ar');
    expect(formatCount(12345)).toMatch(/^12.345$/);
    expect(formatNumber(12345)).not.toMatch(/[٠-٩]/);
  });

  it('chooses the plural form of each language', () => {
    const marks = (n: number) => problemMessages.get().marks(n);
    expect([1, 2, 7].map(marks)).toEqual(['1 mark', '2 marks', '7 marks']);
    locale.set('fr');
    expect([1, 2].map(marks)).toEqual(['1 point', '2 points']);
    locale.set('ar');
    expect([1, 2, 5, 11].map(marks)).toEqual(['علامة واحدة', 'علامتان', '5 علامات', '11 علامة']);
    const showing = problemMessages.get().showing(12345);
    expect(fill(showing, { first: 1, last: 25 })).toBe('عرض 1–25 من أصل 12,345');
  });
});

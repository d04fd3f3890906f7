import { format } from 'date-fns';
import { ar, fr } from 'date-fns/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '@/lib/i18n';
import { dayMonthYear, hourMinute, mediumDate, monthDayYear } from '@/lib/i18n/intl-dates';

// The connection line ("saved on <date> at <time>"), a problem's and a note's dates are written
// with Intl (no date-fns before a page's first paint); they must read exactly as date-fns's
// 'd MMMM yyyy', 'MMMM d, yyyy', 'PP' and 'HH:mm' did in every language.
describe('dates written with Intl', () => {
  const start = locale.get();
  afterEach(() => locale.set(start));
  const dates = ['2026-11-25T20:07:00', '2026-01-05T00:03:00', '2026-07-31T13:59:00'];

  it.each([
    ['en', undefined],
    ['fr', fr],
    ['ar', ar],
  ] as const)('%s: the same text as date-fns', (code, dateLocale) => {
    locale.set(code);
    for (const value of dates) {
      expect(dayMonthYear(value)).toBe(
        format(new Date(value), 'd MMMM yyyy', { locale: dateLocale }),
      );
      expect(hourMinute(value)).toBe(format(new Date(value), 'HH:mm'));
      expect(mediumDate(value)).toBe(format(new Date(value), 'PP', { locale: dateLocale }));
      expect(monthDayYear(value)).toBe(
        format(new Date(value), 'MMMM d, yyyy', { locale: dateLocale }),
      );
    }
  });
});

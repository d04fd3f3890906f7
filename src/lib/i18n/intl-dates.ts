/**
 * Dates written with Intl instead of date-fns, for what every page loads (the connection line's
 * "Offline, saved on …"): date-fns is 7 KB gzip a first visit need not pay (issue 27). Same text
 * as date-fns's 'd MMMM yyyy' and 'HH:mm' in the app's languages: 25 November 2026, 25 novembre
 * 2026, 25 نوفمبر 2026; 20:07.
 */
import { intlLocale, locale } from './index';
import { dateTimeFormat } from './intl-cache';

/** The day, month's name and year of `value` in the current language. */
function dateParts(value: Date | string) {
  const parts = dateTimeFormat(intlLocale(locale.get()), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((piece) => piece.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** '25 November 2026' in the current language (day, month's name, year in that order). */
export function dayMonthYear(value: Date | string): string {
  const { day, month, year } = dateParts(value);
  return `${day} ${month} ${year}`;
}

/** 'Nov 25, 2026', '25 nov. 2026', '25 نوفمبر 2026': date-fns's 'PP' in the current language. */
export function mediumDate(value: Date | string): string {
  return dateTimeFormat(intlLocale(locale.get()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(value));
}

/** 'November 25, 2026' (date-fns's 'MMMM d, yyyy'): the English order of a problem's date. */
export function monthDayYear(value: Date | string): string {
  const { day, month, year } = dateParts(value);
  return `${month} ${day}, ${year}`;
}

/** '20:07': hours and minutes on a 24-hour clock, in the viewer's time zone. */
export function hourMinute(value: Date | string): string {
  return dateTimeFormat(intlLocale(locale.get()), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}

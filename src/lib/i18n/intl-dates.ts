/**
 * Dates written with Intl instead of date-fns, for what every page loads (the connection line's
 * "Offline, saved on …"): date-fns is 7 KB gzip a first visit need not pay (issue 27). Same text
 * as date-fns's 'd MMMM yyyy' and 'HH:mm' in the app's languages: 25 November 2026, 25 novembre
 * 2026, 25 نوفمبر 2026; 20:07.
 */
import { intlLocale, locale } from './index';
import { dateTimeFormat } from './intl-cache';

/** '25 November 2026' in the current language (day, month's name, year in that order). */
export function dayMonthYear(value: Date | string): string {
  const parts = dateTimeFormat(intlLocale(locale.get()), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((piece) => piece.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** '20:07': hours and minutes on a 24-hour clock, in the viewer's time zone. */
export function hourMinute(value: Date | string): string {
  return dateTimeFormat(intlLocale(locale.get()), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}

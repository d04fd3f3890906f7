/**
 * Dates, times and numbers in the reader's language (decision 0071): date-fns with the loaded
 * locale, Intl for numbers. Read the language at call time, so a render after a switch follows.
 */
import { format, formatDistanceToNow, parseISO } from 'date-fns';
import { dateLocale, intlLocale, locale } from './index';
import { dateTimeFormat } from './intl-cache';

export { formatNumber } from './number';

type DateInput = string | number | Date;

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** date-fns `format` in the current language ('MMMM d, yyyy' → '5 janvier 2026' in French). */
export function formatDate(value: DateInput, pattern: string): string {
  return format(toDate(value), pattern, { locale: dateLocale() });
}

/** '3 hours ago', 'il y a 3 heures', 'منذ 3 ساعات'. */
export function formatAgo(value: DateInput): string {
  return formatDistanceToNow(toDate(value), { addSuffix: true, locale: dateLocale() });
}

/** Date and time with Intl's medium/short style for the current language. */
export function formatDateTime(value: DateInput, options?: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(
    intlLocale(locale.get()),
    options ?? { dateStyle: 'medium', timeStyle: 'short' },
  ).format(toDate(value));
}

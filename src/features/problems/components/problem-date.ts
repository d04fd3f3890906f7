import { locale } from '@/lib/i18n';
import { dayMonthYear, monthDayYear } from '@/lib/i18n/intl-dates';

/**
 * Dates as 'November 25, 2026' (in French and Arabic, '25 novembre 2026', their own month names),
 * written with Intl: the problem page's first screen does not wait for date-fns (issue 27).
 */
export function formatProblemDate(iso: string): string {
  return locale.get() === 'en' ? monthDayYear(iso) : dayMonthYear(iso);
}

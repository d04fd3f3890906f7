import { locale } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';

/**
 * Dates as 'MMMM d, yyyy' (in French and Arabic, their own month names). A module of its own so
 * that the problem cards, which need `problem-format` but no date, do not load date-fns (issue 27).
 */
export function formatProblemDate(iso: string): string {
  return formatDate(iso, locale.get() === 'en' ? 'MMMM d, yyyy' : 'd MMMM yyyy');
}

/**
 * Numbers in the reader's language (decision 0071), in a module of its own: the problem list
 * counts its problems with it, and must not pull in date-fns (about 7 KB gzip) for that
 * (issue 27). `format.ts` re-exports it beside the dates.
 */
import { intlLocale, locale } from './index';
import { numberFormat } from './intl-cache';

/** A number with the current language's separators (12,345 · 12 345 · 12,345). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(locale.get()), options).format(value);
}

import { intlLocale, locale, messages } from '@/lib/i18n';
import { numberFormat } from '@/lib/i18n/intl-cache';
import { fill, plural } from '@/lib/i18n/text';

/** A count with thousands separators: formatCount(12345) === '12,345' (12 345 in French). */
export function formatCount(value: number): string {
  const tag = intlLocale(locale.get());
  return numberFormat(tag === 'en' ? 'en-US' : tag, { maximumFractionDigits: 0 }).format(value);
}

const countMessages = messages('counts', {
  showing: 'Showing {first}–{last} of {total}',
  user: plural({ one: '{count} user', other: '{count} users' }),
  pendingUser: plural({ one: '{count} pending user', other: '{count} pending users' }),
  participant: plural({ one: '{count} participant', other: '{count} participants' }),
});
/** The nouns counted in the reader's language (others are written as given, in English). */
const NOUNS: Record<string, 'user' | 'pendingUser' | 'participant'> = {
  user: 'user',
  'pending user': 'pendingUser',
  participant: 'participant',
};

/** "1 problem", "12,345 problems": the count and its noun, singular only for exactly one. */
export function countOf(value: number, singular: string, plural = `${singular}s`): string {
  const known = NOUNS[singular];
  if (known && plural === `${singular}s`) return countMessages.get()[known](value);
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** "Showing 1,001–1,025 of 12,345 problems" for one page of a paged list (total above 0). */
export function pageRangeSummary(
  total: number,
  page: number,
  pageSize: number,
  noun: string,
): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return fill(countMessages.get().showing, {
    first: formatCount(first),
    last: formatCount(last),
    total: countOf(total, noun),
  });
}

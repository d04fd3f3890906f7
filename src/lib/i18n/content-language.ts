/**
 * The language a problem's own words are read in (issue 26): its statement, hints and solution
 * come in the reader's language where the author translated them, unless the reader pressed
 * "Show original" on that problem. One switch for the whole problem, shared by the statement
 * (problems feature) and the hints and solution (practice feature); remembered for the visit.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { BASE_LOCALE, useLocale, type Locale } from './index';

const originalsShown = atom<ReadonlySet<string>>(new Set());

/** Shows a problem's original (true) or its translation (false). */
export function setShowOriginal(problemId: string, shown: boolean): void {
  const next = new Set(originalsShown.get());
  if (shown) next.add(problemId);
  else next.delete(problemId);
  originalsShown.set(next);
}

/** Whether the reader asked for this problem's original. */
export function useShowOriginal(problemId: string): boolean {
  return useStore(originalsShown).has(problemId);
}

/**
 * The language to ask a problem's translated content in: the reader's, or null for the original
 * (English readers, or "Show original").
 */
export function useContentLocale(problemId: string): Locale | null {
  const locale = useLocale();
  const showOriginal = useShowOriginal(problemId);
  return locale === BASE_LOCALE || showOriginal ? null : locale;
}

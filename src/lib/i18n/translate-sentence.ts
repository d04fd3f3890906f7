import { atom } from 'nanostores';

/**
 * A sentence made outside components (a refusal, Auth's message, a form rule) in the reader's
 * language: the lookup and its tables (./sentences.ts) load with a language other than English,
 * so the first route carries only this. Until then, and in English, a sentence shows as written.
 */
/** The translation of a sentence, or undefined while the language's table has not arrived. */
let lookup: ((text: string) => string | undefined) | null = null;
/** Whether a sentence was shown as written because its language's table had not arrived. */
let shownBeforeTable = false;

export function translateSentence(text: string): string {
  const translated = lookup?.(text);
  if (translated !== undefined) return translated;
  shownBeforeTable = true;
  return text;
}

/** Called by ./sentences.ts once it has loaded. */
export function setSentenceLookup(next: (text: string) => string | undefined): void {
  lookup = next;
}

/**
 * Counts the sentence tables that arrived after a sentence was shown without one (a refusal that
 * came back first on a slow connection): that sentence would otherwise stay in English, so the
 * components that read messages (useT) re-render then. When nothing was shown early, nothing
 * re-renders (a whole-page render during a French or Arabic page's load cost 0.1 s of LCP).
 */
export const sentenceTables = atom(0);

/** Called by ./sentences.ts when a language's table is ready. */
export function sentenceTableArrived(): void {
  if (!shownBeforeTable) return;
  shownBeforeTable = false;
  sentenceTables.set(sentenceTables.get() + 1);
}

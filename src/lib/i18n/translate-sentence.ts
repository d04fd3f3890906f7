import { atom } from 'nanostores';

/**
 * A sentence made outside components (a refusal, Auth's message, a form rule) in the reader's
 * language: the lookup and its tables (./sentences.ts) load with a language other than English,
 * so the first route carries only this. Until then, and in English, a sentence shows as written.
 */
let lookup: ((text: string) => string) | null = null;

export function translateSentence(text: string): string {
  return lookup ? lookup(text) : text;
}

/** Called by ./sentences.ts once it has loaded. */
export function setSentenceLookup(next: (text: string) => string): void {
  lookup = next;
}

/**
 * Counts the sentence tables that have arrived. A sentence shown before its language's table
 * (a refusal that came back first on a slow connection) would otherwise stay in English: the
 * components that read it (useT) re-render once the table is there.
 */
export const sentenceTables = atom(0);

/** Called by ./sentences.ts when a language's table is ready. */
export function sentenceTableArrived(): void {
  sentenceTables.set(sentenceTables.get() + 1);
}

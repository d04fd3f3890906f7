/**
 * Sentences made outside components, in the reader's language (issue 26): the database's
 * refusals (supabase/schemas/, listed by scripts/refusal-sentences.mjs), Auth's messages, the
 * readable forms of raw failures (errors.ts, text-limits.ts) and the forms' rules (zod). The
 * English sentence is the key; sentences/refusals.json, auth.json, client.json and notices.json
 * (the notices' titles and bodies the database writes, supabase/schemas/16_notices.sql) list those the
 * test (tests/unit/i18n/sentences.test.ts) cannot find in the code. Each language's table
 * (sentences/fr.json, ar.json) is a lazy chunk loaded with that language, never on an English
 * visit. A pattern's {1}, {2}… match the parameters the database put in
 * (`Marks must be a whole number from 0 to {1}.`).
 */
import { isLocale, locale, type Locale } from './index';
import { sentenceTableArrived, setSentenceLookup } from './translate-sentence';

type Table = Record<string, string>;
interface Lookup {
  exact: Map<string, string>;
  patterns: [RegExp, string][];
}

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Table>> = {
  fr: () => import('./sentences/fr.json').then((module) => module.default as Table),
  ar: () => import('./sentences/ar.json').then((module) => module.default as Table),
};

const lookups = new Map<Locale, Lookup>();
const loading = new Map<Locale, Promise<void>>();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table as exact sentences and, for those with {n}, anchored patterns. */
export function toLookup(table: Table): Lookup {
  const exact = new Map<string, string>();
  const patterns: [RegExp, string][] = [];
  for (const [english, translated] of Object.entries(table)) {
    if (!/\{\d+\}/.test(english)) exact.set(english, translated);
    else {
      const source = english
        .split(/(\{\d+\})/)
        .map((piece) =>
          /^\{\d+\}$/.test(piece) ? `(?<p${piece.slice(1, -1)}>.+?)` : escape(piece),
        )
        .join('');
      patterns.push([new RegExp(`^${source}$`, 's'), translated]);
    }
  }
  return { exact, patterns };
}

/** Loads a language's sentences once (English needs none). */
export function loadSentences(code: Locale): Promise<void> {
  if (code === 'en' || !isLocale(code)) return Promise.resolve();
  let promise = loading.get(code);
  if (!promise) {
    promise = loaders[code]().then((table) => {
      lookups.set(code, toLookup(table));
      sentenceTableArrived();
    });
    promise.catch(() => loading.delete(code));
    loading.set(code, promise);
  }
  return promise;
}

/** Sets the table of a language directly (tests). */
export function setSentenceTable(code: Locale, table: Table): void {
  lookups.set(code, toLookup(table));
  sentenceTableArrived();
}

/**
 * `text` in the current language when it is a sentence we know, else unchanged; undefined while
 * the table of a language other than English has not arrived.
 */
function lookUpSentence(text: string): string | undefined {
  const code = locale.get();
  const lookup = lookups.get(code);
  if (!lookup) return code === 'en' ? text : undefined;
  const trimmed = text.trim();
  const exact = lookup.exact.get(trimmed);
  if (exact !== undefined) return exact;
  for (const [pattern, translated] of lookup.patterns) {
    const match = pattern.exec(trimmed);
    if (match)
      return translated.replace(
        /\{(\d+)\}/g,
        (whole, n: string) => match.groups?.[`p${n}`] ?? whole,
      );
  }
  return text;
}

// From now on translateSentence() (./translate-sentence.ts, on the first route) looks up here;
// a language's sentences load as soon as it is chosen.
setSentenceLookup(lookUpSentence);
locale.subscribe((code) => void loadSentences(code).catch(() => undefined));

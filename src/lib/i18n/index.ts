/**
 * The interface's words (decision 0071): @nanostores/i18n. Each component declares its English
 * messages beside itself with `messages('name', { ... })`, so English ships in the chunk that
 * uses it; French and Arabic are one JSON catalog each (catalogs/), loaded lazily when chosen.
 *
 *   const m = messages('header', { login: 'Log in', solved: count({ one: '{count} solved', other: '{count} solved' }) });
 *   const t = useT(m);  →  t.login, t.solved(3)
 */
import { createI18n, params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { Locale as DateLocale } from 'date-fns';
import { atom, type Store, type StoreValue } from 'nanostores';
import {
  BASE_LOCALE,
  LOCALE_STORAGE_KEY,
  directionOf,
  initialLocale,
  isLocale,
  type Locale,
} from './locales';
import { sentenceTables } from './translate-sentence';

export { params };
export * from './locales';

/** Intl's tag for a language: Arabic with the Western digits that math and answers use. */
export function intlLocale(code: Locale): string {
  return code === 'ar' ? 'ar-u-nu-latn' : code;
}

type Catalog = Record<string, Record<string, string | Record<string, string>>>;

const catalogLoaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  fr: () => import('./catalogs/fr.json').then((module) => module.default as Catalog),
  ar: () => import('./catalogs/ar.json').then((module) => module.default as Catalog),
};

const dateLocaleLoaders: Record<Exclude<Locale, 'en'>, () => Promise<DateLocale>> = {
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
};

/** The language shown now. Change it with setLocale (which loads the catalog first). */
export const locale = atom<Locale>(initialLocale());

const loaded = new Map<Locale, Promise<void>>();
const dateLocales = new Map<Locale, DateLocale>();

export const i18n = createI18n(locale, {
  baseLocale: BASE_LOCALE,
  // Every component's translations come in one catalog per language.
  async get(code) {
    if (!isLocale(code) || code === BASE_LOCALE) return {};
    return catalogLoaders[code]();
  },
});

/** A component's messages, English given here; translations come from the catalogs. */
export const messages = i18n;

/**
 * The messages of a component in the current language (re-renders when it changes, and when the
 * language's sentences arrive: what the component shows of them, an error's reason, is read at
 * render time through translateSentence).
 */
export function useT<Messages extends Store>(messages: Messages): StoreValue<Messages> {
  useStore(sentenceTables);
  return useStore(messages);
}

/** The language shown now, as a React value. */
export function useLocale(): Locale {
  return useStore(locale);
}

/** Loads a language's catalog and date names once (English needs nothing). */
export function loadLocale(code: Locale): Promise<void> {
  if (code === BASE_LOCALE) return Promise.resolve();
  let promise = loaded.get(code);
  if (!promise) {
    // The sentences outside components (refusals, Auth, rules) load beside, not awaited.
    void import('./sentences').then((module) => module.loadSentences(code)).catch(() => undefined);
    promise = Promise.all([catalogLoaders[code](), dateLocaleLoaders[code]()]).then(
      ([catalog, dates]) => {
        // Components' translations by name: the library's cache holds exactly that.
        i18n.cache[code] = {
          ...i18n.cache[code],
          ...(catalog as object),
        } as (typeof i18n.cache)[Locale];
        dateLocales.set(code, dates);
      },
    );
    promise.catch(() => loaded.delete(code));
    loaded.set(code, promise);
  }
  return promise;
}

/** The date-fns locale of the current language (undefined: English, date-fns's default). */
export function dateLocale(): DateLocale | undefined {
  return dateLocales.get(locale.get());
}

/** Shows `code` once its catalog is here; `remember` keeps the choice on this device. */
export async function setLocale(code: Locale, { remember = true } = {}): Promise<void> {
  await loadLocale(code);
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, code);
    } catch {
      // Storage blocked: the choice lasts for this visit.
    }
  }
  locale.set(code);
}

/** <html lang dir> follow the language (index.html's head script sets them before paint). */
function followDocument(code: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}
locale.subscribe(followDocument);

/**
 * The languages the interface speaks (decision 0071). English is the spec's text and is built
 * into each component's messages; the others are catalogs loaded when chosen.
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE = 'en' satisfies Locale;

/** Each language named in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

/** localStorage key of a visitor's choice; index.html's head script reads it too. */
export const LOCALE_STORAGE_KEY = 'gio-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The first of the browser's languages we speak ('fr-SN' → 'fr'), else English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const code = language.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return BASE_LOCALE;
}

/** A stored choice wins; else the browser's languages (first visit). */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser's languages.
  }
  if (typeof navigator === 'undefined') return BASE_LOCALE;
  return localeFromLanguages(
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
}

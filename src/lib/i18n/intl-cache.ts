/**
 * Intl formatters kept per language and options: building one loads the language's data and
 * costs milliseconds on a slow phone, and the pages format hundreds of numbers, plurals and
 * dates on their first render (issue 27: it showed in the first page's main-thread time).
 */
const cache = new Map<string, unknown>();

function cached<T>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${tag}|${options ? JSON.stringify(options) : ''}`;
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

export const numberFormat = (tag: string, options?: Intl.NumberFormatOptions) =>
  cached('number', tag, options, () => new Intl.NumberFormat(tag, options));

export const pluralRules = (tag: string) =>
  cached('plural', tag, undefined, () => new Intl.PluralRules(tag));

export const dateTimeFormat = (tag: string | undefined, options?: Intl.DateTimeFormatOptions) =>
  cached('date', tag ?? '', options, () => new Intl.DateTimeFormat(tag, options));

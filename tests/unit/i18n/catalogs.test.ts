// Issue 26: French and Arabic say everything English says. Every module that declares messages
// is loaded, so the library's English cache holds every component; each catalog must have exactly
// the same components and keys, the same {placeholders}, and the plural forms its language uses.
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import ar from '@/lib/i18n/catalogs/ar.json';
import fr from '@/lib/i18n/catalogs/fr.json';

type Entry = string | Record<string, string>;
type Catalog = Record<string, Record<string, Entry>>;

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modules = import.meta.glob('/src/**/*.{ts,tsx}');

async function englishCatalog(): Promise<Catalog> {
  const declaring = Object.keys(sources).filter(
    (path) => !path.endsWith('/src/main.tsx') && /\bmessages\(\s*'/.test(sources[path] ?? ''),
  );
  expect(declaring.length).toBeGreaterThan(5);
  // One at a time: importing many modules at once can race in Node's loader when an ESM module
  // is required from CommonJS by two of them ("reading 'getStatus'" of an undefined job).
  for (const path of declaring) await modules[path]!();
  return i18n.cache.en as unknown as Catalog;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const textsOf = (entry: Entry) => (typeof entry === 'string' ? [entry] : Object.values(entry));

/** The plural forms a language needs (Intl.PluralRules), beyond which 'other' stands in. */
const FORMS: Record<string, string[]> = {
  fr: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

describe.each([
  ['fr', fr as Catalog],
  ['ar', ar as Catalog],
])('the %s catalog', (code, catalog) => {
  it('has every component and key of English, and nothing else', async () => {
    const english = await englishCatalog();
    const shape = (c: Catalog) =>
      Object.fromEntries(
        Object.entries(c)
          .map(([component, entries]) => [component, Object.keys(entries).sort()])
          .sort(),
      );
    expect(shape(catalog)).toEqual(shape(english));
  });

  it('keeps the placeholders and gives every plural form the language uses', async () => {
    const english = await englishCatalog();
    const problems: string[] = [];
    for (const [component, entries] of Object.entries(english)) {
      for (const [key, base] of Object.entries(entries)) {
        const translated = catalog[component]?.[key];
        if (translated === undefined) continue;
        const where = `${component}.${key}`;
        if (typeof base !== typeof translated) {
          problems.push(`${where}: ${typeof base === 'string' ? 'not a plural' : 'a plural'}`);
          continue;
        }
        if (typeof translated === 'object') {
          for (const form of FORMS[code]!) {
            if (!(form in translated)) problems.push(`${where}: no '${form}' form`);
          }
        }
        const wanted = [...new Set(textsOf(base).flatMap(placeholders))].sort();
        for (const text of textsOf(translated)) {
          const got = [...new Set(placeholders(text))].sort();
          // A plural form may leave {count} out ("one problem"); nothing else may go missing.
          const missing = wanted.filter((name) => name !== 'count' && !got.includes(name));
          const extra = got.filter((name) => !wanted.includes(name));
          if (missing.length || extra.length)
            problems.push(`${where}: placeholders ${got.join(',')} ≠ ${wanted.join(',')}`);
        }
        if (textsOf(translated).some((text) => !text.trim())) problems.push(`${where}: empty`);
      }
    }
    expect(problems).toEqual([]);
  });
});

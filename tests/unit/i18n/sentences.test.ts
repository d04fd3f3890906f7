// Issue 26: the sentences made outside components (the database's refusals, Auth's messages,
// errors.ts, text-limits.ts, the forms' rules) read in French and Arabic. A refusal added to
// supabase/schemas/ without its French and Arabic fails here, so it cannot ship untranslated.
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_ERRORS, translateFormError } from '@/components/form-errors';
import { locale } from '@/lib/i18n';
import { setSentenceTable } from '@/lib/i18n/sentences';
import { translateSentence } from '@/lib/i18n/translate-sentence';
import ar from '@/lib/i18n/sentences/ar.json';
import auth from '@/lib/i18n/sentences/auth.json';
import client from '@/lib/i18n/sentences/client.json';
import fr from '@/lib/i18n/sentences/fr.json';
import notices from '@/lib/i18n/sentences/notices.json';
import refusals from '@/lib/i18n/sentences/refusals.json';
import { DataError, errorMessage, FALLBACK_MESSAGE, RAW_MESSAGES, toDataError } from '@/lib/errors';
import { CONSTRAINT_MESSAGES } from '@/lib/text-limits';
import { refusalSentences } from '../../../scripts/refusal-sentences.mjs';

const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A literal that reads as a sentence: a capital, a space, a final stop. */
const SENTENCE = /'([A-Z][^'\n]* [^'\n]*[.?!])'/g;

/** Every English sentence the tables must translate. */
function englishSentences(): string[] {
  const all = new Set<string>([
    ...refusals,
    ...auth,
    ...client,
    ...notices,
    FALLBACK_MESSAGE,
    ...RAW_MESSAGES.map(([, sentence]) => sentence),
    ...Object.values(CONSTRAINT_MESSAGES),
  ]);
  for (const [path, text] of Object.entries(sources)) {
    // The forms' rules (zod schemas and checks kept beside the forms).
    if (/-rules\.ts$/.test(path)) for (const [, s] of text.matchAll(SENTENCE)) all.add(s!);
    // Errors thrown with a sentence for errorMessage to show.
    for (const [, s] of text.matchAll(/new Error\('([A-Z][^'\n]* [^'\n]*[.?!])'\)/g)) all.add(s!);
  }
  // FORM_ERRORS are component messages (catalogs), not sentences.
  for (const message of Object.values(FORM_ERRORS)) all.delete(message);
  return [...all].sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

afterEach(() => locale.set('en'));

describe('the refusal list', () => {
  it('is the schema files’ sentences (node scripts/refusal-sentences.mjs rewrites it)', () => {
    expect(refusals).toEqual(refusalSentences());
    expect(refusals.length).toBeGreaterThan(150);
  });
});

describe.each([
  ['fr', fr as Record<string, string>],
  ['ar', ar as Record<string, string>],
])('the %s sentences', (code, table) => {
  it('translate every English sentence, and nothing else', () => {
    const english = englishSentences();
    const missing = english.filter((sentence) => !table[sentence]?.trim());
    const extra = Object.keys(table).filter((sentence) => !english.includes(sentence));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keep every {n} parameter and change the words', () => {
    const problems = Object.entries(table).flatMap(([english, translated]) => [
      ...(placeholders(english).join() === placeholders(translated).join()
        ? []
        : [`${english}: ${translated}`]),
      ...(english === translated && english.length > 20 ? [`${english}: not translated`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it(`read in ${code} through errorMessage, parameters in place`, () => {
    setSentenceTable(code as 'fr' | 'ar', table);
    locale.set(code as 'fr' | 'ar');
    const refused = toDataError('Submitting an answer', {
      message: 'You have used all 3 attempts at this problem: no more answers are accepted for it.',
      code: 'P0001',
    });
    const read = errorMessage(refused);
    expect(read).toBe(
      table[
        'You have used all {1} attempts at this problem: no more answers are accepted for it.'
      ]!.replace('{1}', '3'),
    );
    expect(read).toContain('3');
    expect(read).not.toMatch(/attempts/);
  });
});

describe('the lookup', () => {
  it('reads a known refusal with its parameters in French and Arabic', () => {
    setSentenceTable('fr', fr);
    setSentenceTable('ar', ar);
    const english =
      'This answer was graded by Ada Lovelace at 2026-11-25 10:00:00 UTC (3/7) while you were grading it. Reload it to see the current grade.';
    locale.set('fr');
    const french = translateSentence(english);
    expect(french).toMatch(/^Cette réponse a été notée par Ada Lovelace/);
    expect(french).toContain('2026-11-25 10:00:00');
    expect(french).toContain('(3/7)');
    locale.set('ar');
    const arabic = translateSentence(english);
    expect(arabic).toContain('Ada Lovelace');
    expect(arabic).toContain('(3/7)');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
  });

  it('reads the notices the database writes in French and Arabic, their parameters kept', () => {
    setSentenceTable('fr', fr);
    setSentenceTable('ar', ar);
    locale.set('fr');
    expect(translateSentence('Your answer was graded')).toBe('Votre réponse a été notée');
    expect(translateSentence('Your answer to "Roots of a quadratic" got 5/7.')).toBe(
      'Votre réponse à « Roots of a quadratic » a obtenu 5/7.',
    );
    locale.set('ar');
    const arabic = translateSentence('"Spring round" starts at 2026-12-01 09:00 UTC.');
    expect(arabic).toContain('Spring round');
    expect(arabic).toContain('2026-12-01 09:00');
    expect(arabic).not.toMatch(/starts at/);
  });

  it('passes an unknown sentence unchanged, and English always', () => {
    setSentenceTable('fr', fr);
    locale.set('fr');
    expect(translateSentence('Something nobody wrote down.')).toBe('Something nobody wrote down.');
    expect(errorMessage(new Error('A message of its own.'))).toBe('A message of its own.');
    locale.set('en');
    expect(translateSentence('Problem not found.')).toBe('Problem not found.');
    expect(
      errorMessage(new DataError('Loading a problem', { message: 'Problem not found.' })),
    ).toBe('Problem not found.');
  });

  it('reads raw failures, the fallback and Auth’s messages in French', () => {
    setSentenceTable('fr', fr);
    locale.set('fr');
    expect(
      errorMessage(toDataError('Saving', { message: 'new row violates row-level security' })),
    ).toBe(fr['You are not allowed to do this. If you think you should be, log in again.']);
    expect(errorMessage(undefined)).toBe(fr['Something went wrong.']);
    expect(errorMessage(new Error('Invalid login credentials'))).toBe(
      fr['Invalid login credentials'],
    );
    expect(
      errorMessage(new Error('For security purposes, you can only request this after 42 seconds.')),
    ).toMatch(/42/);
  });

  it('gives the forms’ rules in French where FormField shows them', () => {
    setSentenceTable('fr', fr);
    locale.set('fr');
    const t = { ...FORM_ERRORS };
    expect(translateFormError('Marks must be a whole number from 1 to 100.', t)).toBe(
      'Les points doivent être un nombre entier de 1 à 100.',
    );
    expect(translateFormError('All fields are required.', t)).toBe(
      'Tous les champs sont obligatoires.',
    );
    expect(translateFormError(undefined, t)).toBeUndefined();
  });
});

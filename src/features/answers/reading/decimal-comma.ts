/**
 * The decimal comma (issue 26): French and Arabic write 0,5 for one half and separate list items
 * with a semicolon, (1 ; 2). Before an answer is read or sent in those languages, it is written as
 * the checker reads English: 0,5 → 0.5, 3{,}14 → 3.14, 1 234,5 → 1234.5, (1 ; 2) → (1 , 2),
 * Arabic-Indic digits and the Arabic decimal separator (٠٫٥) → 0.5. English is never converted:
 * there 12,345 is twelve thousand and 12, 345 a list. `tex…` puts the reading back in the
 * reader's notation for "Read as".
 */
import type { Locale } from '@/lib/i18n';

/** The languages whose decimal separator is the comma. */
const DECIMAL_COMMA: ReadonlySet<Locale> = new Set(['fr', 'ar']);

export function writesDecimalComma(locale: Locale): boolean {
  return DECIMAL_COMMA.has(locale);
}

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC = /[\u06F0-\u06F9]/g;
/** A whole number with its thousands grouped by spaces: 1 234 567 or 1 234,5. */
const SPACED_THOUSANDS = /^\s*[-+]?\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:,\d+)?\s*$/;

/** The answer as the checker reads it (English notation); unchanged in English. */
export function fromDecimalComma(answer: string, locale: Locale): string {
  if (!writesDecimalComma(locale)) return answer;
  let s = answer
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, ',') // ARABIC DECIMAL SEPARATOR
    .replace(/\u066C/g, ' '); // ARABIC THOUSANDS SEPARATOR
  if (SPACED_THOUSANDS.test(s)) s = s.replace(/[ \u00A0\u202F]/g, '');
  // A comma between two digits is the decimal point here (LaTeX writes it 3{,}14).
  s = s.replace(/(\d)(?:\{,\}|,)(?=\d)/g, '$1.');
  // The semicolon separates list items, pairs and intervals: (1 ; 2) → (1 , 2). Not LaTeX's \; space.
  s = s.replace(/(^|[^\\]);/g, '$1,');
  return s;
}

/** A reading's LaTeX in the reader's notation: 0.5 → 0{,}5 and lists with "; ". */
export function texWithDecimalComma(tex: string, locale: Locale): string {
  if (!writesDecimalComma(locale)) return tex;
  return tex.replace(/,\\ /g, ';\\ ').replace(/(\d)\.(?=\d)/g, '$1{,}');
}

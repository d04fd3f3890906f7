import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from '@/lib/i18n/intl-cache';

describe('Intl formatters kept per language and options', () => {
  it('gives the same formatter for the same language and options', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 0 })).toBe(
      numberFormat('fr', { maximumFractionDigits: 0 }),
    );
    expect(pluralRules('ar')).toBe(pluralRules('ar'));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }),
    );
  });

  it('keeps languages and options apart', () => {
    expect(numberFormat('fr')).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1,235');
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(1234.5)).toBe('1,234.5');
    expect(pluralRules('ar').select(2)).toBe('two');
    expect(pluralRules('en').select(2)).toBe('other');
    // The viewer's own zone (no language given) is not the 'en' formatter.
    expect(dateTimeFormat(undefined)).not.toBe(dateTimeFormat('en'));
  });
});

// The print button says "Print" in the page's language (a note's button was English in French
// and Arabic).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintButton } from '@/components/PrintButton';
import { loadLocale, locale } from '@/lib/i18n';

describe('PrintButton', () => {
  it.each([
    ['en', 'Print'],
    ['fr', 'Imprimer'],
    ['ar', 'طباعة'],
  ] as const)('in %s reads %s', async (code, text) => {
    await loadLocale(code);
    locale.set(code);
    const { unmount } = render(<PrintButton />);
    expect(screen.getByRole('button', { name: text })).toBeInTheDocument();
    unmount();
    locale.set('en');
  });

  it('keeps a label it is given', () => {
    render(<PrintButton label="Print contest" />);
    expect(screen.getByRole('button', { name: 'Print contest' })).toBeInTheDocument();
  });
});

// A refusal can come back before its language's sentences (a slow connection loads them beside
// the catalog, not before the page): once they arrive it reads in that language, not in English.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadFailure } from '@/components/ui/load-failure';
import { locale } from '@/lib/i18n';

const REFUSAL = 'Assignment not found, or you do not teach its class.';

afterEach(() => locale.set('en'));

describe('a sentence shown before its table arrived', () => {
  it('turns French when the table arrives', async () => {
    locale.set('fr');
    render(<LoadFailure title="Failed to load." error={new Error(REFUSAL)} />);
    expect(screen.getByText(REFUSAL)).toBeInTheDocument();

    const { loadSentences } = await import('@/lib/i18n/sentences');
    await loadSentences('fr');

    expect(
      await screen.findByText('Devoir introuvable, ou vous n’enseignez pas dans sa classe.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });
});

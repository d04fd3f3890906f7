// A refusal can come back before its language's sentences (a slow connection loads them beside
// the catalog, not before the page): once they arrive it reads in that language, not in English.
// When no sentence was shown early, their arrival re-renders nothing.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailure } from '@/components/ui/load-failure';
import { locale, messages, useT } from '@/lib/i18n';

const REFUSAL = 'Assignment not found, or you do not teach its class.';

afterEach(() => locale.set('en'));

const counted = messages('lateSentencesTest', { title: 'Title' });
const rendered = vi.fn();
function Counted() {
  rendered();
  return <p>{useT(counted).title}</p>;
}

describe('a language’s sentences arriving', () => {
  it('re-render nothing when no sentence was shown before them', async () => {
    locale.set('ar');
    render(<Counted />);
    const before = rendered.mock.calls.length;
    const { loadSentences } = await import('@/lib/i18n/sentences');
    await loadSentences('ar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rendered.mock.calls.length).toBe(before);
  });

  it('turn a sentence shown before them French', async () => {
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

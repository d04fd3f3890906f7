import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMotionFeatures } from '@/features/problems/components/motion-features-loader';
import { StaggeredGrid } from '@/features/problems/components/StaggeredGrid';

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * A prefers-reduced-motion query the test can flip. framer-motion reads it once and then
 * follows its change events, so the same list object must stay installed for the whole file.
 */
const reducedMotion = { matches: false, listeners: new Set<() => void>() };
function setReducedMotion(matches: boolean) {
  reducedMotion.matches = matches;
  reducedMotion.listeners.forEach((listener) => listener());
}

beforeAll(() => {
  const query = {
    get matches() {
      return reducedMotion.matches;
    },
    media: '(prefers-reduced-motion)',
    addListener: (listener: () => void) => reducedMotion.listeners.add(listener),
    removeListener: (listener: () => void) => reducedMotion.listeners.delete(listener),
    addEventListener: (_type: string, listener: () => void) =>
      reducedMotion.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) =>
      reducedMotion.listeners.delete(listener),
  };
  window.matchMedia = () => query as unknown as MediaQueryList;
});

afterEach(() => setReducedMotion(false));

function renderGrid() {
  render(
    <StaggeredGrid
      label="Cards"
      items={ITEMS}
      getKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
    />,
  );
  return screen.getAllByRole('listitem');
}

describe('StaggeredGrid (framer-motion, LazyMotion with features on demand)', () => {
  it('fades each item in from transparent once the features are there, then leaves it shown', async () => {
    expect(await loadMotionFeatures()).toHaveProperty('renderer');
    const items = renderGrid();
    expect(items).toHaveLength(ITEMS.length);
    expect(items[ITEMS.length - 1]!.style.opacity).toBe('0');
    // The last of six cards starts after the capped 0.3 s delay and fades for 0.2 s.
    await waitFor(() => items.forEach((item) => expect(item.style.opacity).toBe('1')), {
      timeout: 2000,
    });
  });

  it('shows every item at once, unanimated, for a reduced-motion user', async () => {
    await loadMotionFeatures();
    setReducedMotion(true);
    for (const item of renderGrid()) {
      expect(item.style.opacity).not.toBe('0');
      expect(['', 'none']).toContain(item.style.transform);
    }
  });
});

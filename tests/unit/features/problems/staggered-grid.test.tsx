import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMotionItem } from '@/features/problems/components/motion-loader';
import { StaggeredGrid } from '@/features/problems/components/StaggeredGrid';
import { firstPagePainted, markFirstPageShown } from '@/lib/first-page';

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f'];

function renderGrid(items = ITEMS) {
  const view = render(
    <StaggeredGrid
      label="Cards"
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
    />,
  );
  return { view, items: screen.getAllByRole('listitem') };
}

describe('StaggeredGrid (CSS until the first interaction brings framer-motion)', () => {
  it("shows the app's first page of items at once, unanimated", () => {
    const { items, view } = renderGrid();
    expect(items).toHaveLength(ITEMS.length);
    for (const item of items) {
      expect(item).not.toHaveClass('card-appear');
      expect(item.style.animationDelay).toBe('');
    }
    view.unmount();
  });

  it('fades later items in, 0.1 s apart, the delay capped at 0.3 s', async () => {
    markFirstPageShown();
    await act(() => firstPagePainted());
    const { items } = renderGrid();
    expect(items.map((item) => item.className.includes('card-appear'))).toEqual(
      ITEMS.map(() => true),
    );
    expect(items.map((item) => item.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
      '300ms',
      '300ms',
    ]);
    expect(items[0]!.style.animationDuration).toBe('200ms');
  });

  it('animates later items with framer-motion once it has loaded, starting them hidden', async () => {
    markFirstPageShown();
    await act(() => firstPagePainted());
    await loadMotionItem();
    const { items } = renderGrid(['x', 'y']);
    expect(items).toHaveLength(2);
    // framer-motion's initial style, not the CSS class: the card rises from 8 px below.
    for (const item of items) {
      expect(item).not.toHaveClass('card-appear');
      expect(item.style.opacity).toBe('0');
    }
    expect(screen.getByText('y')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('@/lib/first-page');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('first page signal', () => {
  it('runs waiting work once the first page is shown and painted, and later work at once', async () => {
    const { afterFirstPage, markFirstPageShown } = await freshModule();
    const waiting = vi.fn();
    afterFirstPage(waiting);
    expect(waiting).not.toHaveBeenCalled();
    markFirstPageShown();
    markFirstPageShown();
    // Not in the same task: the page's frame is painted first.
    expect(waiting).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledTimes(1));
    const later = vi.fn();
    afterFirstPage(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs the work after the timeout if no page says so, once; a cancel stops it', async () => {
    vi.useFakeTimers();
    const { afterFirstPage, markFirstPageShown } = await freshModule();
    const work = vi.fn();
    const cancelled = vi.fn();
    afterFirstPage(work, 3000);
    afterFirstPage(cancelled, 3000)();
    vi.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    markFirstPageShown();
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

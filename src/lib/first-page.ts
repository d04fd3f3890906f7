import { startTransition, useEffect, useState } from 'react';

/**
 * "The first page is on screen": the layout says so when its route chunk has rendered. Work
 * that the first paint does not need (loading supabase-js for the session) waits for it, and then
 * for the browser to have painted the page and gone idle, so it does not compete with the page's
 * own chunks and paint on a slow phone. A timeout is the safety net.
 */
let shown = false;
let painted = false;
const waiting = new Set<() => void>();

export function markFirstPageShown(): void {
  if (shown) return;
  shown = true;
  afterPaintAndIdle(() => {
    painted = true;
    // For whoever waits for a settled page (the browser journeys): what waited on the first page
    // starts now, so its requests follow this mark.
    if (typeof document !== 'undefined') document.documentElement.dataset.firstPage = 'painted';
    const callbacks = [...waiting];
    waiting.clear();
    callbacks.forEach((callback) => callback());
  });
}

/**
 * A frame reaches the screen some time after the main thread has painted it (more on a slow
 * phone); work started in between still competes with that first paint.
 */
const PRESENTATION_MS = 250;

/**
 * The next frame (the one that paints the page), its way to the screen, then an idle moment or a
 * quarter second at most: parts of the page wait on this too (a problem's discussion, a returning
 * user's dashboard sections), and a busy phone may have no idle moment for a long while.
 */
function afterPaintAndIdle(callback: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(callback, { timeout: PRESENTATION_MS })
      : setTimeout(callback, 0);
  const afterPresentation = () => setTimeout(whenIdle, PRESENTATION_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterPresentation);
  else afterPresentation();
}

/** Runs `callback` once the first page is shown and painted (or after `timeoutMs`); returns a cancel. */
export function afterFirstPage(callback: () => void, timeoutMs = 3000): () => void {
  if (painted) {
    callback();
    return () => undefined;
  }
  const run = () => {
    clearTimeout(timer);
    waiting.delete(run);
    callback();
  };
  const timer = setTimeout(run, timeoutMs);
  waiting.add(run);
  return () => {
    clearTimeout(timer);
    waiting.delete(run);
  };
}

/**
 * Whether the first page has painted (see afterFirstPage): for parts of a page that may come a
 * moment later (hints, the solution), so their chunks do not compete with the page's first paint.
 */
export function useFirstPagePainted(): boolean {
  const [done, setDone] = useState(painted);
  // A transition: what appears after the first paint renders in slices, yielding to the browser,
  // not as one long task that holds a tap on a slow phone (total blocking time).
  useEffect(
    () => (done ? undefined : afterFirstPage(() => startTransition(() => setDone(true)))),
    [done],
  );
  return done;
}

/** Whether the first page has painted already (see afterFirstPage), read once. */
export function hasFirstPagePainted(): boolean {
  return painted;
}

/** Resolves once the first page has painted (see afterFirstPage). */
export function firstPagePainted(): Promise<void> {
  return new Promise((resolve) => afterFirstPage(resolve));
}

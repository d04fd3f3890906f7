/**
 * "The first page is on screen": the layout says so when its route chunk has rendered. Work
 * that the first paint does not need (loading supabase-js for the session) waits for it, so it
 * does not compete with the page's own chunk for a slow link. A timeout is the safety net.
 */
let shown = false;
const waiting = new Set<() => void>();

export function markFirstPageShown(): void {
  if (shown) return;
  shown = true;
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

/** Runs `callback` once the first page is shown (or after `timeoutMs`); returns a cancel. */
export function afterFirstPage(callback: () => void, timeoutMs = 3000): () => void {
  if (shown) {
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

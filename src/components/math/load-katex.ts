export type Katex = typeof import('katex').default;

let katexPromise: Promise<Katex> | null = null;

/** KaTeX and its stylesheet load on first use, so pages without math do not pay for them. */
export function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
  );
  return katexPromise;
}

/**
 * Starts loading KaTeX now, on a page that will almost surely show math, so it downloads
 * while the page's data does rather than after it. Failure is left to `MathText`.
 */
export function preloadKatex(): void {
  loadKatex().catch(() => undefined);
}

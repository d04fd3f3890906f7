import { firstPagePainted } from '@/lib/first-page';

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
 * KaTeX for text on screen: once the first page has painted (at once on later pages). The text
 * shows its source until then: a statement paints as soon as it is there, and the 80 KB of KaTeX
 * and its stylesheet do not hold the first page's paint back on a slow phone.
 */
export function loadKatexAfterFirstPaint(): Promise<Katex> {
  return firstPagePainted().then(loadKatex);
}

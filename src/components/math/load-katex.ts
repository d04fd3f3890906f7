import { firstPagePainted } from '@/lib/first-page';

export type Katex = typeof import('katex').default;

let katexPromise: Promise<Katex> | null = null;

/** How long typesetting waits for KaTeX's two main fonts before it goes on without them. */
const FONT_WAIT_MS = 1500;

/**
 * KaTeX's upright and italic fonts, asked for as soon as its stylesheet has declared them (in
 * parallel with its script) instead of when typeset math is first laid out: math typeset in a
 * stand-in font moved the text around it when the real one arrived (layout shift on the problem
 * page, issue 27). Never fails; gives up after FONT_WAIT_MS.
 */
function katexFonts(): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return Promise.resolve();
  const loaded = Promise.all([fonts.load('1em KaTeX_Main'), fonts.load('italic 1em KaTeX_Math')]);
  const late = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return Promise.race([loaded, late]).then(
    () => undefined,
    () => undefined,
  );
}

/** KaTeX and its stylesheet load on first use, so pages without math do not pay for them. */
export function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([
    import('katex'),
    import('katex/dist/katex.min.css').then(katexFonts),
  ]).then(([module]) => module.default);
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

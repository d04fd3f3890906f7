import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from '../../../scripts/vite/scripts-after-frame.mjs';

describe('scripts after the frame (build)', () => {
  it('asks for the entry module and its preloads at low priority, and nothing else', () => {
    const html = [
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<script>inline()</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="high" href="/assets/kept.js">',
    ].join('\n');
    expect(lowPriorityScripts(html)).toBe(
      [
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index.css">',
        '<script>inline()</script>',
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" fetchpriority="high" href="/assets/kept.js">',
      ].join('\n'),
    );
  });
});

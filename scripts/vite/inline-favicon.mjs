// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The favicon (public/favicon.svg, 0.2 KB) written into index.html as a data URL: as a file it
 * was one of the six requests HTTP/1.1 runs at once while the page's own files waited on a slow
 * link (issue 27).
 * @returns {import('vite').Plugin}
 */
export function inlineFavicon() {
  let publicDir = 'public';
  return {
    name: 'inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: (html) => {
      const link = 'href="/favicon.svg"';
      if (!html.includes(link)) throw new Error('inline-favicon: index.html links no /favicon.svg');
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
      return html.replace(link, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

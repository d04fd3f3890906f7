// @ts-check
/**
 * The first paint is the frame prerendered in index.html (decision 0031): it needs no JavaScript.
 * This build step asks the browser to fetch the entry module and its preloads at low priority, so
 * on a slow connection they do not compete with the document and its stylesheet for the first
 * paint (decision 0031). They still start at once and run as soon as they arrive.
 * @returns {import('vite').Plugin}
 */
export function scriptsAfterFrame() {
  return {
    name: 'scripts-after-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => lowPriorityScripts(html),
    },
  };
}

/** Adds fetchpriority="low" to module scripts and modulepreload links that lack a priority. */
export function lowPriorityScripts(/** @type {string} */ html) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

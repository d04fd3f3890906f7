// @ts-check
import { relative } from 'node:path';
import { pageRoutes, readRouteSources } from '../lib/route-table.mjs';

/**
 * Each route's own files, asked for from the document's head: a small script matches the URL
 * against `routes` and adds a modulepreload link for every file of that page beyond the entry's,
 * so on a slow link they download beside the entry module instead of after it has run (issue 27,
 * decision 0081). A wrong or missing hint costs only time: the router decides. The file names
 * carry hashes (about 18 bytes each, compressed): every route's list would add 2 KB to every
 * first visit, so only the routes people land on get one.
 * @param {{ routes: string[] }} options route paths as the route table writes them
 * @returns {import('vite').Plugin}
 */
export function routePreloads({ routes: hinted }) {
  let root = '';
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, { bundle }) => {
        if (!bundle) return [];
        const table = pageRoutes(...(await readRouteSources()));
        const missing = hinted.filter((route) => !table.some(([path]) => path === route));
        if (missing.length > 0) {
          throw new Error(`route-preloads: not in the route table: ${missing.join(', ')}`);
        }
        const files = filesBeyondEntry(bundle, root);
        const routes = table.filter(([path]) => hinted.includes(path));
        return [
          {
            tag: 'script',
            children: preloadScript(
              routeFiles(files, routes),
              languageFiles(files),
              prerenderedPaths(html),
              base,
            ),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * @typedef {(test: (module: string) => boolean) => string[]} FilesOf the files that the dynamic
 *   chunks of the modules passing `test` load statically beyond the entry's (module keys are
 *   paths from the root, e.g. `src/pages/HomePage.tsx`)
 */

/**
 * @param {import('rolldown').OutputBundle} bundle
 * @param {string} root
 * @returns {FilesOf}
 */
export function filesBeyondEntry(bundle, root) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** @param {string} fileName @param {Set<string>} into */
  const closure = (fileName, into = new Set()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: the build has no entry chunk');
  const entryFiles = closure(entry.fileName);
  const dynamic = chunks
    .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId)
    .map((chunk) => ({
      module: relative(root, /** @type {string} */ (chunk.facadeModuleId)),
      fileName: chunk.fileName,
    }));
  return (test) => {
    const files = new Set();
    for (const chunk of dynamic.filter(({ module }) => test(module)))
      closure(chunk.fileName, files);
    return [...files].filter((file) => !entryFiles.has(file));
  };
}

/**
 * For each route, its page's files, in the order a route is matched: routes with fewer
 * parameters first (`/contests/new` before `/contests/:id`), as the router ranks them.
 * @param {FilesOf} filesOf
 * @param {Array<[string, string]>} routes [route path, page module key]
 * @returns {Array<[RegExp, string[]]>}
 */
export function routeFiles(filesOf, routes) {
  const parameters = (/** @type {string} */ route) => (route.match(/[:*]/g) ?? []).length;
  return [...routes]
    .filter(([route]) => !route.includes('*'))
    .sort(([a], [b]) => parameters(a) - parameters(b))
    .flatMap(([route, page]) => {
      const files = filesOf((module) => module === page);
      if (files.length === 0) return [];
      const pattern = `^${route.replace(/:[^/]+/g, '[^/]+')}$`;
      return [/** @type {[RegExp, string[]]} */ ([new RegExp(pattern), files])];
    });
}

/** What the entry loads before its first render in a language other than English. */
const LANGUAGE_MODULE = /(?:^src\/lib\/i18n\/catalogs|\/date-fns\/locale)\/(\w+)\.js(?:on)?$/;

/**
 * Per language, the files of its catalog and date names (src/lib/i18n: loadLocale), which the
 * first render waits for.
 * @param {FilesOf} filesOf
 * @returns {Record<string, string[]>}
 */
export function languageFiles(filesOf) {
  const languages = new Set();
  filesOf((module) => {
    const match = LANGUAGE_MODULE.exec(module);
    if (match?.[1]) languages.add(match[1]);
    return false;
  });
  return Object.fromEntries(
    [...languages].map((code) => [
      code,
      filesOf((module) => LANGUAGE_MODULE.exec(module)?.[1] === code),
    ]),
  );
}

/**
 * The paths whose first screen index.html carries, prerendered (`data-page`, decision 0031).
 * @param {string} html
 */
export function prerenderedPaths(html) {
  return [...new Set([...html.matchAll(/data-page="([^"]+)"/g)].map((match) => String(match[1])))];
}

/**
 * The head script: the URL's path (without a trailing slash) against each route's pattern, the
 * first match's files, and those of the page's language (the head's first script has set
 * `<html lang>`), as modulepreload links (as Vite's own preloads: same-origin CORS). Files are
 * listed once, as their names under `assets/` without `.js`. On a page whose first screen is in
 * the HTML they are asked for once it has painted: that screen needs none of them, and they
 * would share the link with its stylesheet.
 * @param {Array<[RegExp, string[]]>} routes
 * @param {Record<string, string[]>} languages
 * @param {string[]} prerendered paths whose first screen is in the HTML
 * @param {string} base
 */
export function preloadScript(routes, languages, prerendered, base) {
  const short = (/** @type {string} */ file) => file.replace(/^assets\//, '').replace(/\.js$/, '');
  const lists = [...routes.map(([, list]) => list), ...Object.values(languages)];
  const files = [...new Set(lists.flat().map(short))];
  const indexes = (/** @type {string[]} */ list) => list.map((file) => files.indexOf(short(file)));
  const table = routes.map(([pattern, list]) => [pattern.source.slice(1, -1), indexes(list)]);
  const byLanguage = Object.fromEntries(
    Object.entries(languages).map(([code, list]) => [code, indexes(list)]),
  );
  return `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},g=${JSON.stringify(byLanguage)},p=location.pathname.replace(/(.)\\/+$/,'$1'),w=[];function a(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.fetchPriority='low';l.href=${JSON.stringify(`${base}assets/`)}+f[n]+'.js';document.head.appendChild(l)}for(var i=0;i<r.length;i++)if(new RegExp('^'+r[i][0]+'$').test(p)){w=r[i][1];break}function go(){w.concat(g[document.documentElement.lang]||[]).forEach(a)}if(${JSON.stringify(prerendered)}.indexOf(p)<0)go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
}

// @ts-check
// The app's routes read from src/app/route-table.tsx, best effort (a label or a hint, never a
// decision: the router decides): `const X = lazyWithPreload(() => import('@/pages/X'))` and
// `<Route path={paths.y} element={<X />} />` or `<Route path="/a/:b" element={<X />} />`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Every route with a page: [route path, page module key], in the table's order.
 * @param {string} routesSource src/app/route-table.tsx
 * @param {string} pathsSource src/config/paths.ts
 * @returns {Array<[string, string]>}
 */
export function pageRoutes(routesSource, pathsSource) {
  const pathByName = new Map(
    [...pathsSource.matchAll(/^\s*(\w+): '([^']*)'/gm)].map((m) => [m[1], m[2]]),
  );
  const moduleByComponent = new Map(
    [
      ...routesSource.matchAll(
        /const (\w+) = lazy(?:WithPreload)?\(\(\) => import\('@\/(pages\/\w+)'\)\)/g,
      ),
    ].map((m) => [m[1], `src/${m[2]}.tsx`]),
  );
  /** @type {Array<[string, string]>} */
  const routes = [];
  const routeTags = /<Route path=(?:\{paths\.(\w+)\}|"([^"]+)") element=\{<(\w+) \/>\}/g;
  for (const [, pathName, literal, component] of routesSource.matchAll(routeTags)) {
    const route = literal ?? (pathName ? pathByName.get(pathName) : undefined);
    const module = component ? moduleByComponent.get(component) : undefined;
    if (route && module) routes.push([route, module]);
  }
  return routes;
}

/**
 * The URL path of each page (its first route), for labels.
 * @param {string} routesSource
 * @param {string} pathsSource
 * @returns {Map<string, string>} page module key → route path
 */
export function routesOfPages(routesSource, pathsSource) {
  /** @type {Map<string, string>} */
  const routes = new Map();
  for (const [route, module] of pageRoutes(routesSource, pathsSource)) {
    if (!routes.has(module)) routes.set(module, route);
  }
  return routes;
}

/** The sources of this checkout's route table and paths, for `pageRoutes` / `routesOfPages`. */
export async function readRouteSources() {
  const read = (/** @type {string} */ path) =>
    readFile(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
  return /** @type {[string, string]} */ ([
    await read('src/app/route-table.tsx'),
    await read('src/config/paths.ts'),
  ]);
}

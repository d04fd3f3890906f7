// The head script that asks for a route's own files beside the entry (scripts/vite/route-preloads.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageRoutes } from '../../scripts/lib/route-table.mjs';
import {
  filesBeyondEntry,
  languageFiles,
  preloadScript,
  prerenderedPaths,
  routeFiles,
} from '../../scripts/vite/route-preloads.mjs';

const root = '/app';
/** @param {string} fileName @param {object} rest */
const chunk = (fileName, rest = {}) => ({ type: 'chunk', fileName, imports: [], ...rest });
const bundle = {
  'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
  'assets/shared.js': chunk('assets/shared.js'),
  'assets/statement.js': chunk('assets/statement.js', { imports: ['assets/shared.js'] }),
  'assets/ProblemDetailPage.js': chunk('assets/ProblemDetailPage.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/pages/ProblemDetailPage.tsx',
    imports: ['assets/statement.js', 'assets/shared.js'],
  }),
  'assets/EditProblemPage.js': chunk('assets/EditProblemPage.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/pages/EditProblemPage.tsx',
    imports: ['assets/statement.js'],
  }),
  'assets/ContestEditorPage.js': chunk('assets/ContestEditorPage.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/pages/ContestEditorPage.tsx',
  }),
  'assets/ContestDetailPage.js': chunk('assets/ContestDetailPage.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/pages/ContestDetailPage.tsx',
  }),
  'assets/fr-catalog.js': chunk('assets/fr-catalog.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/lib/i18n/catalogs/fr.json',
  }),
  'assets/fr-dates.js': chunk('assets/fr-dates.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/node_modules/date-fns/locale/fr.js',
    imports: ['assets/shared.js', 'assets/date-common.js'],
  }),
  'assets/date-common.js': chunk('assets/date-common.js'),
  'assets/fr-sentences.js': chunk('assets/fr-sentences.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/lib/i18n/sentences/fr.json',
  }),
};
const routes = pageRoutes(
  `const ProblemDetailPage = lazyWithPreload(() => import('@/pages/ProblemDetailPage'));
   const EditProblemPage = lazyWithPreload(() => import('@/pages/EditProblemPage'));
   const ContestDetailPage = lazyWithPreload(() => import('@/pages/ContestDetailPage'));
   const ContestEditorPage = lazyWithPreload(() => import('@/pages/ContestEditorPage'));
   const NotFoundPage = lazyWithPreload(() => import('@/pages/NotFoundPage'));
   <Route path="/problems/:id" element={<ProblemDetailPage />} />
   <Route path="/contests/:id" element={<ContestDetailPage />} />
   <Route path={paths.newContest} element={<ContestEditorPage />} />
   <Route path="/problems/:id/edit" element={<EditProblemPage />} />
   <Route path="*" element={<NotFoundPage />} />`,
  `export const paths = {\n  newContest: '/contests/new',\n};`,
);

const afterPaint = new WeakMap();

/**
 * The head script on `pathname` in `lang`: the links it adds at once (`afterPaint`: those it
 * adds once the page has painted).
 */
function preloadsAt(pathname, base = '/', lang = 'en', prerendered = []) {
  const added = [];
  const later = [];
  const document = {
    documentElement: { lang },
    head: { appendChild: (link) => added.push(link) },
    createElement: () => ({}),
  };
  const files = filesBeyondEntry(bundle, root);
  const script = preloadScript(routeFiles(files, routes), languageFiles(files), prerendered, base);
  new Function('location', 'document', 'requestAnimationFrame', 'setTimeout', script)(
    { pathname },
    document,
    (callback) => later.push(callback),
    (callback) => later.push(callback),
  );
  const atOnce = [...added];
  while (later.length > 0) later.shift()();
  afterPaint.set(atOnce, added.slice(atOnce.length));
  return atOnce;
}

test("a route's files beyond the entry's, as module preloads", () => {
  const links = preloadsAt('/problems/7f0c1a52-0000-4000-8000-000000000001');
  assert.deepEqual(
    links.map((link) => link.href),
    ['/assets/ProblemDetailPage.js', '/assets/statement.js'],
  );
  assert.ok(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === ''));
});

test('a static route wins over a parameter, a deeper path is its own route', () => {
  assert.deepEqual(
    preloadsAt('/contests/new/').map((link) => link.href),
    ['/assets/ContestEditorPage.js'],
  );
  assert.deepEqual(
    preloadsAt('/contests/42').map((link) => link.href),
    ['/assets/ContestDetailPage.js'],
  );
  assert.deepEqual(
    preloadsAt('/problems/1/edit', '/olympiad/').map((link) => link.href),
    ['/olympiad/assets/EditProblemPage.js', '/olympiad/assets/statement.js'],
  );
});

test('a page in French also asks for the catalog and date names its first render waits for', () => {
  assert.deepEqual(
    preloadsAt('/contests/42', '/', 'fr').map((link) => link.href),
    [
      '/assets/ContestDetailPage.js',
      '/assets/fr-catalog.js',
      '/assets/fr-dates.js',
      '/assets/date-common.js',
    ],
  );
  assert.deepEqual(
    preloadsAt('/nowhere', '/', 'fr').map((link) => link.href),
    ['/assets/fr-catalog.js', '/assets/fr-dates.js', '/assets/date-common.js'],
  );
  assert.deepEqual(preloadsAt('/nowhere', '/', 'ar'), []);
});

test('a page whose first screen is in the HTML asks once that screen has painted', () => {
  const links = preloadsAt('/contests/new', '/', 'en', ['/contests/new', '/']);
  assert.deepEqual(links, []);
  assert.deepEqual(
    afterPaint.get(links).map((link) => link.href),
    ['/assets/ContestEditorPage.js'],
  );
  assert.equal(preloadsAt('/contests/42', '/', 'en', ['/contests/new']).length, 1);
  assert.deepEqual(prerenderedPaths('<div data-page="/"></div><div data-page="/problems">'), [
    '/',
    '/problems',
  ]);
});

test('an unknown path or a catch-all asks for nothing', () => {
  assert.deepEqual(preloadsAt('/nowhere'), []);
  assert.deepEqual(preloadsAt('/problems'), []);
});

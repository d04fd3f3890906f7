// Unit tests of the bundle measure and the budget ratchet (node --test tests/budgets).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetFigures, checkBudgets, ratchet } from '../../bench/lib/budgets.mjs';
import { pageKeys, staticClosure } from '../../bench/lib/bundle.mjs';
import { routesOfPages } from '../../scripts/lib/route-table.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/ProblemPage.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_math.js': { file: 'assets/math.js', imports: ['_katex.js'] },
  '_katex.js': { file: 'assets/katex.js' },
  'src/pages/HomePage.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/pages/ProblemPage.tsx': {
    file: 'assets/problem.js',
    isDynamicEntry: true,
    imports: ['index.html', '_math.js'],
    dynamicImports: ['_lazy.js'],
  },
  '_lazy.js': { file: 'assets/lazy.js', isDynamicEntry: true },
};

test('a route loads the entry, the page and their static imports, not dynamic ones', () => {
  assert.deepEqual(staticClosure(manifest, ['index.html']).sort(), ['_react.js', 'index.html']);
  assert.deepEqual(staticClosure(manifest, ['index.html', 'src/pages/ProblemPage.tsx']).sort(), [
    '_katex.js',
    '_math.js',
    '_react.js',
    'index.html',
    'src/pages/ProblemPage.tsx',
  ]);
});

test('a missing chunk is an error, not a smaller figure', () => {
  assert.throws(() => staticClosure({ a: { file: 'a.js', imports: ['gone'] } }, ['a']), /gone/);
});

test('pages are the lazy chunks under src/pages', () => {
  assert.deepEqual(pageKeys(manifest), ['src/pages/HomePage.tsx', 'src/pages/ProblemPage.tsx']);
});

test('route paths come from the lazy declarations and Route tags', () => {
  const routes = routesOfPages(
    `const HomePage = lazy(() => import('@/pages/HomePage'));
     const ProblemDetailPage = lazy(() => import('@/pages/ProblemDetailPage'));
     <Route path={paths.home} element={<HomePage />} />
     <Route path="/problems/:id" element={<ProblemDetailPage />} />`,
    `export const paths = {\n  home: '/',\n  login: '/login',\n};`,
  );
  assert.equal(routes.get('src/pages/HomePage.tsx'), '/');
  assert.equal(routes.get('src/pages/ProblemDetailPage.tsx'), '/problems/:id');
});

const budgets = {
  firstRoute: { path: '/', page: 'src/pages/HomePage.tsx' },
  rounding: 1000,
  budgets: {
    firstRouteJsGzip: { limit: 150000, target: 150000, description: '' },
    cssGzip: { limit: 9000, target: 30000, description: '' },
  },
};

test('a figure over its limit fails; over the target only is a gap', () => {
  const checks = checkBudgets(
    { firstRouteJsGzip: { figure: 150001, detail: '' }, cssGzip: { figure: 8000, detail: '' } },
    budgets,
  );
  assert.deepEqual(
    checks.map((c) => [c.name, c.over, c.overTarget]),
    [
      ['firstRouteJsGzip', true, true],
      ['cssGzip', false, false],
    ],
  );
});

test('the ratchet lowers limits to the rounded-up figure and never raises them', () => {
  const checks = checkBudgets(
    { firstRouteJsGzip: { figure: 149001, detail: '' }, cssGzip: { figure: 9500, detail: '' } },
    budgets,
  );
  const next = ratchet(checks, budgets);
  assert.equal(next.budgets.firstRouteJsGzip?.limit, 150000);
  assert.equal(next.budgets.cssGzip?.limit, 9000);
  const lower = ratchet(
    checkBudgets(
      { firstRouteJsGzip: { figure: 120400, detail: '' }, cssGzip: { figure: 100, detail: '' } },
      budgets,
    ),
    budgets,
  );
  assert.equal(lower.budgets.firstRouteJsGzip?.limit, 121000);
  assert.equal(lower.budgets.cssGzip?.limit, 1000);
  assert.equal(budgets.budgets.cssGzip.limit, 9000, 'the input is not modified');
});

test('the first visit is measured from its group: entry, page and the connection line', () => {
  const page = { page: 'src/pages/HomePage.tsx', route: '/', files: ['a.js'], js: { gzip: 100 } };
  const measure = /** @type {any} */ ({
    pages: [page],
    css: { gzip: 10, files: 1 },
    groups: { firstVisit: { files: ['a.js', 'b.js', 'c.js'], js: { gzip: 140 } } },
  });
  const budgets = {
    firstRoute: { path: '/', page: 'src/pages/HomePage.tsx' },
    firstVisit: { path: '/problems', modules: ['src/pages/ProblemsPage.tsx'] },
    rounding: 1000,
    budgets: {},
  };
  assert.deepEqual(budgetFigures(measure, budgets).firstVisitJsGzip, {
    figure: 140,
    detail: '/problems: 3 files',
  });
  // Configured but not measured is an error, never a figure of 0.
  assert.throws(() => budgetFigures({ ...measure, groups: {} }, budgets), /first visit/);
});

// @ts-check
// `node scripts/check-budgets.mjs`: builds the SPA (Vite, with its manifest, into dist/) and
// checks the JavaScript and CSS budgets of bench/budgets.json. Fails with the figures when a
// budget is exceeded. `--no-build` checks the existing dist/; `--ratchet` lowers the limits
// to the figures reached.
import { join } from 'node:path';
import { ROOT, buildApp, largestOrigins } from '../bench/lib/build.mjs';
import { measureBuild } from '../bench/lib/bundle.mjs';
import { readRouteSources, routesOfPages } from './lib/route-table.mjs';
import {
  budgetFigures,
  checkBudgets,
  kb,
  ratchet,
  readBudgets,
  writeBudgets,
} from '../bench/lib/budgets.mjs';

const BUDGETS_FILE = join(ROOT, 'bench', 'budgets.json');
const OUT_DIR = join(ROOT, 'dist');
const args = new Set(process.argv.slice(2));

const composition = args.has('--no-build') ? {} : await buildApp({ outDir: OUT_DIR });
const routes = routesOfPages(...(await readRouteSources()));
const budgets = await readBudgets(BUDGETS_FILE);
const measure = await measureBuild(OUT_DIR, {
  routes,
  groups: budgets.firstVisit ? { firstVisit: budgets.firstVisit.modules } : {},
});
const figures = budgetFigures(measure, budgets);
const checks = checkBudgets(figures, budgets);

console.log('Budgets (gzip), bench/budgets.json:');
for (const check of checks) {
  const verdict = check.over ? 'OVER' : 'ok';
  const gap = check.overTarget ? `, ${kb(check.figure - check.target)} over the target` : '';
  console.log(
    `  ${verdict.padEnd(4)} ${check.name.padEnd(20)} ${kb(check.figure).padStart(9)} / limit ${kb(check.limit)} (target ${kb(check.target)}${gap})  ${check.detail}`,
  );
}

const failed = checks.filter((check) => check.over);
if (failed.length > 0) {
  const first = measure.pages.find((p) => p.page === budgets.firstRoute.page);
  if (first && Object.keys(composition).length > 0) {
    console.log(
      `\nFirst route is made of (pre-minification): ${largestOrigins(composition, first.files, 6)
        .map(({ origin, bytes }) => `${origin} ${kb(bytes)}`)
        .join(', ')}`,
    );
  }
  console.error(
    `\n${failed.length} budget(s) exceeded: ${failed.map((c) => `${c.name} ${kb(c.figure)} > ${kb(c.limit)}`).join('; ')}.` +
      '\nShrink the bundle (lazy-load what the first screen does not need), or, if the growth is' +
      ' deliberate, raise the limit in bench/budgets.json in the same commit and say why.',
  );
  process.exit(1);
}

if (args.has('--ratchet')) {
  const next = ratchet(checks, budgets);
  await writeBudgets(BUDGETS_FILE, next);
  console.log('\nLimits lowered to the figures reached (bench/budgets.json).');
}

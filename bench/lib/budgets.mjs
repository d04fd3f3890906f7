// @ts-check
// The budget ratchet (bench/budgets.json): each limit is the figure the build has reached, never
// above its target unless the build is already over it (then the gap is reported). A build over
// a limit fails; `--ratchet` lowers the limits to the current figures.
import { readFile, writeFile } from 'node:fs/promises';

/**
 * @typedef {{ limit: number, target: number, description: string }} Budget
 * @typedef {{ firstRoute: { path: string, page: string }, firstVisit?: { path: string, modules: string[] }, rounding: number, budgets: Record<string, Budget> }} BudgetFile
 * @typedef {{ name: string, figure: number, limit: number, target: number, description: string, over: boolean, overTarget: boolean, detail: string }} BudgetCheck
 */

/** @param {string} path @returns {Promise<BudgetFile>} */
export async function readBudgets(path) {
  return JSON.parse(await readFile(path, 'utf8'));
}

/** @param {string} path @param {BudgetFile} budgets */
export async function writeBudgets(path, budgets) {
  await writeFile(path, `${JSON.stringify(budgets, null, 2)}\n`);
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/**
 * The figures the budgets are about, from a measured build.
 * @param {import('./bundle.mjs').BuildMeasure} measure
 * @param {BudgetFile} budgets
 * @returns {Record<string, { figure: number, detail: string }>}
 */
export function budgetFigures(measure, budgets) {
  const first = measure.pages.find((p) => p.page === budgets.firstRoute.page);
  if (!first) throw new Error(`The build has no lazy chunk for ${budgets.firstRoute.page}`);
  const largest = measure.pages.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
  return {
    firstRouteJsGzip: {
      figure: first.js.gzip,
      detail: `${budgets.firstRoute.path}: ${first.files.join(', ')}`,
    },
    largestRouteJsGzip: {
      figure: largest.js.gzip,
      detail: `${largest.route ?? largest.page} (${largest.page})`,
    },
    cssGzip: { figure: measure.css.gzip, detail: `${measure.css.files} file(s)` },
    ...(budgets.firstVisit && {
      firstVisitJsGzip: firstVisitFigure(measure, budgets.firstVisit),
    }),
  };
}

/**
 * What a first visit loads: the entry, its page, and what every page loads once painted (the
 * connection line), from `measureBuild`'s group `firstVisit`.
 * @param {import('./bundle.mjs').BuildMeasure} measure
 * @param {{ path: string, modules: string[] }} firstVisit
 */
function firstVisitFigure(measure, firstVisit) {
  const group = measure.groups.firstVisit;
  if (!group) throw new Error('The build was measured without the first visit group');
  return { figure: group.js.gzip, detail: `${firstVisit.path}: ${group.files.length} files` };
}

/**
 * @param {Record<string, { figure: number, detail: string }>} figures
 * @param {BudgetFile} budgets
 * @returns {BudgetCheck[]}
 */
export function checkBudgets(figures, budgets) {
  return Object.entries(budgets.budgets).map(([name, budget]) => {
    const measured = figures[name];
    if (!measured) throw new Error(`No figure for budget ${name}`);
    return {
      name,
      ...budget,
      figure: measured.figure,
      detail: measured.detail,
      over: measured.figure > budget.limit,
      overTarget: measured.figure > budget.target,
    };
  });
}

/**
 * Limits lowered to the current figures (rounded up), never raised.
 * @param {BudgetCheck[]} checks
 * @param {BudgetFile} budgets
 * @returns {BudgetFile}
 */
export function ratchet(checks, budgets) {
  const next = structuredClone(budgets);
  for (const check of checks) {
    const reached = Math.ceil(check.figure / budgets.rounding) * budgets.rounding;
    const entry = next.budgets[check.name];
    if (entry && reached < entry.limit) entry.limit = reached;
  }
  return next;
}

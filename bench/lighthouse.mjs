// @ts-check
// Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown)
// on the built SPA served by `vite preview`, against the bench stack. One Chromium for all pages;
// each page is measured `runs` times with a cold cache and the median run is reported.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A page to measure. `session` (supabase-js's stored session) is written to localStorage under
 * `storageKey` first, as for a returning signed-in user; the cache is still cleared.
 * @typedef {{ path: string, label?: string, session?: { storageKey: string, value: object }, locale?: string }} LighthousePage
 */

/** @param {any} lhr @param {string} id */
function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** @param {any} lhr @param {string} resourceType */
function transferred(lhr, resourceType) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return (
    items.find((/** @type {any} */ item) => item.resourceType === resourceType)?.transferSize ??
    null
  );
}

/** @param {number | null | undefined} score */
function percent(score) {
  return score === null || score === undefined ? null : Math.round(score * 100);
}

/** @param {(number | null)[]} values */
export function median(values) {
  const known = values.filter((v) => v !== null).sort((a, b) => Number(a) - Number(b));
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (Number(known[middle - 1]) + Number(known[middle])) / 2;
}

/** @param {any} lhr */
function figuresOf(lhr) {
  return {
    performance: percent(lhr.categories.performance?.score),
    accessibility: percent(lhr.categories.accessibility?.score),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    scriptTransferBytes: transferred(lhr, 'script'),
    totalTransferBytes: transferred(lhr, 'total'),
    failedAccessibilityAudits: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((/** @type {any} */ ref) => lhr.audits[ref.id])
      .filter((/** @type {any} */ audit) => audit && audit.score !== null && audit.score < 1)
      .map((/** @type {any} */ audit) => audit.id),
  };
}

/**
 * Empties the HTTP cache and the origin's storage, then stores the page's session if it has one.
 * @param {import('puppeteer-core').Browser} browser @param {string} origin @param {LighthousePage} page
 */
async function prepareStorage(browser, origin, page) {
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (page.session || page.locale) {
      // A static file of the origin is enough to write its localStorage. Not a page: the app
      // would start, fill the HTTP cache and install its worker, and the measured visit would
      // then load its scripts from them (the French, Arabic and signed-in rows reported 50 KB
      // of JavaScript instead of 120 KB until this was seen).
      await tab.goto(`${origin}/favicon.svg`).catch(() => undefined);
    }
    if (page.locale) {
      // The interface language a returning reader chose (issue 26: first paint per locale).
      await tab.evaluate((code) => localStorage.setItem('gio-locale', code), page.locale);
    }
    if (page.session) {
      const { storageKey, value } = page.session;
      await tab.evaluate(
        (key, json) => localStorage.setItem(key, json),
        storageKey,
        JSON.stringify(value),
      );
    }
    // Whatever that visit put in a cache goes; localStorage (the session, the language) stays.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cookies,indexeddb,service_workers,cache_storage',
    });
  } finally {
    await tab.close();
  }
}

/**
 * @param {{ baseUrl: string, pages: LighthousePage[], runs?: number, log: (line: string) => void }} options
 */
export async function measureLighthouse({ baseUrl, pages, runs = 3, log }) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const origin = new URL(baseUrl).origin;
  const measured = [];
  /** @type {string | null} */
  let userAgent = null;
  try {
    for (const page of pages) {
      const all = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`  lighthouse: ${page.label ?? page.path} (run ${run} of ${runs})`);
        await prepareStorage(browser, origin, page);
        const runner = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // prepareStorage cleared the cache and storage; a reset here would drop the session.
          disableStorageReset: true,
        });
        const lhr = runner?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (lhr.runtimeError) {
          throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
        }
        if (page.session && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
          throw new Error(`${page.path} sent the signed-in user to ${lhr.finalDisplayedUrl}`);
        }
        userAgent ??= lhr.environment?.hostUserAgent ?? null;
        if (process.env.LIGHTHOUSE_REPORTS) {
          // Full reports for a closer look (open them in the Lighthouse viewer).
          const name = `${(page.label ?? page.path).replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
          await writeFile(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
        }
        all.push(figuresOf(lhr));
      }
      // The run with the median performance score stands for the page (its figures belong
      // together); the medians of each figure are kept beside it.
      const byScore = [...all].sort((a, b) => Number(a.performance) - Number(b.performance));
      const representative = byScore[Math.floor(byScore.length / 2)];
      measured.push({
        path: page.label ?? page.path,
        ...representative,
        runs: all.length,
        medians: {
          performance: median(all.map((r) => r.performance)),
          fcpMs: median(all.map((r) => r.fcpMs)),
          lcpMs: median(all.map((r) => r.lcpMs)),
          tbtMs: median(all.map((r) => r.tbtMs)),
          cls: median(all.map((r) => r.cls)),
        },
        performanceRange: [byScore[0]?.performance, byScore[byScore.length - 1]?.performance],
      });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return {
    preset: `mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown), median of ${runs} runs, cold cache`,
    lighthouseVersion: /** @type {{ version: string }} */ (require('lighthouse/package.json'))
      .version,
    browser: userAgent,
    pages: measured,
  };
}

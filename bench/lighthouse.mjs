// @ts-check
// Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown)
// on the built SPA served by `vite preview`, against the bench stack. One Chromium for all pages.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** @param {number | null} score */
function percent(score) {
  return score === null || score === undefined ? null : Math.round(score * 100);
}

/**
 * @param {{ baseUrl: string, paths: string[], log: (line: string) => void }} options
 */
export async function measureLighthouse({ baseUrl, paths, log }) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
  const pages = [];
  let browser = null;
  try {
    for (const path of paths) {
      log(`  lighthouse: ${path}`);
      const runner = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
      browser ??= lhr.environment?.hostUserAgent ?? null;
      pages.push({
        path,
        performance: percent(lhr.categories.performance?.score ?? null),
        accessibility: percent(lhr.categories.accessibility?.score ?? null),
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
      });
    }
  } finally {
    await chrome.kill();
  }
  return {
    preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
    lighthouseVersion: /** @type {{ version: string }} */ (require('lighthouse/package.json'))
      .version,
    browser,
    pages,
  };
}

// @ts-check
// Issue 27 figures on the built app with its service worker, in Chromium (no throttling: bytes,
// not times, are the point): what a first and a repeat visit to /problems transfer, and whether
// an offline reload of a viewed problem renders its statement and math.
//
// Bytes are counted from the browser's own accounting of every finished request (headers and
// body as received, compressed), the service worker's own fetches (its precache) included;
// what the worker answers from its cache costs nothing.
import { chromium } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Counts the bytes of every request the context finishes from now on.
 * @param {import('playwright-core').BrowserContext} context
 */
function byteCounter(context) {
  /** @type {Promise<number>[]} */
  let pending = [];
  /** @type {{ url: string, bytes: number, worker: boolean }[]} */
  const requests = [];
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return 0;
        const sizes = await request.sizes();
        // The worker's own script (sw.js) arrives through the network with its body reported as
        // 0 bytes; its Content-Length is what came. (A copy from the HTTP cache has no headers.)
        const length = Number((await response.allHeaders())['content-length'] ?? 0);
        const body =
          sizes.responseBodySize === 0 && sizes.responseHeadersSize > 0 && response.status() === 200
            ? length
            : sizes.responseBodySize;
        const bytes = body + sizes.responseHeadersSize;
        requests.push({ url: request.url(), bytes, worker: request.serviceWorker() !== null });
        return bytes;
      })().catch(() => 0),
    );
  });
  return {
    async total() {
      const all = await Promise.all(pending);
      return all.reduce((sum, n) => sum + n, 0);
    },
    reset() {
      pending = [];
      requests.length = 0;
    },
    requests,
  };
}

/** @param {import('playwright-core').Page} page */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
}

/**
 * @param {{ baseUrl: string, problemPath: string, log: (line: string) => void }} options
 */
export async function measureOffline({ baseUrl, problemPath, log }) {
  // Requests the service worker makes (its precache) are reported with this flag.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 375, height: 812 },
      isMobile: true,
    });
    const bytes = byteCounter(context);
    const page = await context.newPage();

    log('offline: first visit to /problems');
    await page.goto(`${baseUrl}/problems`);
    // @ts-expect-error -- runs in the page, where navigator exists
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 60_000,
    });
    await settle(page);
    const firstVisit = await bytes.total();
    const firstVisitWorker = bytes.requests
      .filter((r) => r.worker)
      .reduce((sum, r) => sum + r.bytes, 0);
    const firstVisitApi = bytes.requests
      .filter((r) => r.url.includes('/rest/v1/') || r.url.includes('/auth/v1/'))
      .reduce((sum, r) => sum + r.bytes, 0);

    const firstRequests = bytes.requests
      .map((r) => ({ url: r.url.replace(baseUrl, ''), bytes: r.bytes, worker: r.worker }))
      .sort((a, b) => b.bytes - a.bytes);

    log('offline: repeat visit to /problems');
    bytes.reset();
    const again = await context.newPage();
    await page.close();
    await again.goto(`${baseUrl}/problems`);
    await settle(again);
    const repeatVisit = await bytes.total();
    const repeatRequests = bytes.requests.map((r) => ({
      url: r.url.replace(baseUrl, ''),
      bytes: r.bytes,
    }));

    log('offline: a viewed problem reloaded offline');
    await again.goto(`${baseUrl}${problemPath}`);
    await again.locator('main article h1').first().waitFor();
    await settle(again);
    await context.setOffline(true);
    const started = Date.now();
    await again.reload();
    let rendersOffline = false;
    let mathOffline = false;
    let savedLabel = null;
    try {
      await again.locator('main article h1').first().waitFor({ timeout: 15_000 });
      rendersOffline = true;
      await again.locator('main article .katex').first().waitFor({ timeout: 15_000 });
      mathOffline = true;
      savedLabel = await again
        .getByTestId('offline-notice')
        .textContent({ timeout: 5_000 })
        .catch(() => null);
    } catch {
      // the figures say what did not render
    }
    const offlineRenderMs = rendersOffline ? Date.now() - started : null;
    await context.setOffline(false);
    await context.close();
    return {
      measuredAt: new Date().toISOString(),
      firstVisitBytes: firstVisit,
      firstVisitWorkerBytes: firstVisitWorker,
      firstVisitApiBytes: firstVisitApi,
      firstRequests,
      repeatVisitBytes: repeatVisit,
      repeatRequests,
      offlineReload: { rendersOffline, mathOffline, savedLabel, offlineRenderMs },
    };
  } finally {
    await browser.close();
  }
}

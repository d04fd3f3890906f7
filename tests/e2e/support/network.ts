// Waiting for a page to have settled without Playwright's "networkidle", which always waits
// 500 ms after the last request: the route sweeps (accessibility, languages) visit hundreds of
// pages and paid that on every one. A page visited with `visit` has its requests counted from
// before its navigation, so "nothing open and nothing new for a moment" is exact.
import type { Page, Request } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';

interface RequestCount {
  open: Set<Request>;
  lastEvent: number;
}

const counts = new WeakMap<Page, RequestCount>();

function countRequests(page: Page): RequestCount {
  const known = counts.get(page);
  if (known) return known;
  const count: RequestCount = { open: new Set(), lastEvent: Date.now() };
  const done = (request: Request) => {
    count.open.delete(request);
    count.lastEvent = Date.now();
  };
  page.on('request', (request) => {
    count.open.add(request);
    count.lastEvent = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  counts.set(page, count);
  return count;
}

/** Whether this page's requests are counted (it was opened with `visit`). */
export function hasRequestCount(page: Page): boolean {
  return counts.has(page);
}

/**
 * Waits until the page has painted its first screen (what waits on that paint starts then, see
 * src/lib/first-page.ts), no request is open and none has started or ended for `quietMs`.
 */
export async function networkQuiet(page: Page, quietMs = 250, timeoutMs = 30_000): Promise<void> {
  const count = countRequests(page);
  await page
    .locator('html[data-first-page="painted"]')
    .waitFor({ state: 'attached', timeout: 5_000 })
    .catch(() => undefined);
  const deadline = Date.now() + timeoutMs;
  while (count.open.size > 0 || Date.now() - count.lastEvent < quietMs) {
    if (Date.now() > deadline) {
      const open = [...count.open].map((request) => request.url()).join(', ');
      throw new Error(`the page's requests did not settle in ${timeoutMs} ms; open: ${open}`);
    }
    await sleep(50);
  }
}

/** Opens `path` with the page's requests counted from before the navigation. */
export async function gotoCounted(page: Page, path: string): Promise<void> {
  countRequests(page);
  await page.goto(path);
}

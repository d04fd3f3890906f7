/// <reference lib="webworker" />
// The service worker (issue 27, decision 0069), built by vite-plugin-pwa (injectManifest) into
// /sw.js for production builds only. What it does:
// - precaches the versioned shell (index.html and the files it links), once the first page has
//   painted, taking the hashed files from the HTTP cache the page filled; every other
//   chunk, the KaTeX stylesheet and its woff2 fonts are kept when first used (their names carry
//   their hash, so a kept file is never stale);
// - serves every navigation from the precached index.html, so the app opens without signal;
// - keeps the Data API reads the reading pages make (network first, so online nothing is stale)
//   in one cache, keyed by the signed-in account: offline they answer from there, and the page
//   says when it was saved. Signing out deletes the cache (src/lib/offline/saved-data.ts).
// A new version waits until the app asks it to take over (the update prompt): never mid-answer.
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SAVED_AT_HEADER, SAVED_DATA_CACHE } from '@/lib/offline/keys';
import { isReadRpc, savedDataKey } from '@/lib/offline/read-requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

/** Built files whose name carries their hash: a copy under the same name is the same file. */
function isHashedAsset(url: string): boolean {
  return new URL(url).pathname.startsWith('/assets/');
}

/**
 * A hashed file the page has just loaded is in the browser's HTTP cache: take it from there
 * without asking the server again (a revalidation per file cost 127 bytes and a round trip,
 * about 60 of them on a first visit). Unhashed files (index.html) are fetched as Workbox does.
 */
function fromHttpCache(request: Request): Request {
  return isHashedAsset(request.url)
    ? new Request(request.url, {
        cache: 'force-cache',
        credentials: 'same-origin',
        integrity: request.integrity,
      })
    : request;
}

// The plugin appends the web app manifest to the list; the browser fetches it itself, online,
// when it needs it (scripts/vite/pwa.mjs keeps the rest of the list to the shell).
const PRECACHE = self.__WB_MANIFEST.filter(
  (entry) => (typeof entry === 'string' ? entry : entry.url) !== 'manifest.webmanifest',
);
const PRECACHED_ASSETS = PRECACHE.map((entry) =>
  typeof entry === 'string' ? entry : entry.url,
).filter((url) => url.startsWith('assets/'));

/**
 * index.html on the first install: the page that registered this worker was served the same
 * document a moment ago (every page of the app is index.html), so it is in the HTTP cache under
 * that page's address. Taken from there when it is this version's (it names every file this
 * version precaches), else fetched as Workbox does. An update (a worker already active) always
 * fetches: an open tab may hold an older document.
 */
async function shellFromHttpCache(request: Request): Promise<Request> {
  if (new URL(request.url).pathname !== '/index.html' || self.registration.active) return request;
  try {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const page of pages) {
      if (new URL(page.url).origin !== self.location.origin) continue;
      const cached = new Request(page.url, { cache: 'only-if-cached', mode: 'same-origin' });
      const response = await fetch(cached.clone());
      if (!response.ok) continue;
      const html = await response.text();
      if (PRECACHED_ASSETS.every((asset) => html.includes(`/${asset}`))) return cached;
    }
  } catch {
    // not in the HTTP cache: fetch it
  }
  return request;
}

addPlugins([
  {
    requestWillFetch: async ({ request }) => fromHttpCache(await shellFromHttpCache(request)),
  },
]);
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

const ASSETS_CACHE = 'gio-assets-v1';
/** Files of older versions go once the cache holds more than this (oldest kept first). */
const MAX_ASSETS = 300;

/**
 * Deletes the oldest kept files beyond MAX_ASSETS. A cache lists its entries in the order they
 * were stored, and a kept file is never stored again (its name carries its hash), so the first
 * ones are the oldest. (Workbox's expiration plugin does this with an IndexedDB of timestamps:
 * 2 KB more of the worker on every first visit, issue 27.)
 */
async function trimAssets(cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(key);
}
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    // Static hosts answer `Vary: Origin`; a module script's request carries an Origin, the
    // worker's own fetch of the same file does not. The names carry the hash: ignore Vary.
    matchOptions: { ignoreVary: true },
    plugins: [{ cacheDidUpdate: async ({ cacheName }) => trimAssets(cacheName) }],
  }),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page's own chunks, fetched before this worker controlled it: keep them too.
  if (data?.type === 'KEEP_ASSETS' && Array.isArray(data.urls)) {
    const urls = data.urls.filter(
      (url): url is string =>
        typeof url === 'string' && new URL(url).origin === self.location.origin,
    );
    event.waitUntil(
      caches.open(ASSETS_CACHE).then(async (cache) => {
        for (const url of urls) {
          if (await cache.match(url, { ignoreVary: true })) continue;
          const response = await fetch(fromHttpCache(new Request(url))).catch(() => undefined);
          if (response?.ok) await cache.put(url, response).catch(() => {});
        }
        await trimAssets(ASSETS_CACHE);
      }),
    );
  }
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The account a request is made for: the `sub` of its bearer token, unverified (a cache key). */
function accountOf(request: Request): string {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { sub?: string };
    return payload.sub ?? 'visitor';
  } catch {
    return 'visitor';
  }
}

function isSavedRead(request: Request, url: URL): boolean {
  if (!url.pathname.includes('/rest/v1/')) return false;
  if (request.method === 'GET') return true;
  return request.method === 'POST' && isReadRpc(url.pathname);
}

async function keyOf(request: Request): Promise<string> {
  const body = request.method === 'POST' ? await request.clone().text() : '';
  // Which rows PostgREST returns also depends on these headers (count, single object).
  const shape = `${request.headers.get('accept') ?? ''}|${request.headers.get('prefer') ?? ''}`;
  return savedDataKey(request.url, accountOf(request), `${shape}|${body}`);
}

/** The Cache API refuses partial (206) answers, which PostgREST gives with a count. */
const STATUS_HEADER = 'x-gio-status';

/** Saves a good answer with its time; a failure to save never touches the page's answer. */
async function save(key: string, response: Response): Promise<void> {
  try {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    headers.set(STATUS_HEADER, String(response.status));
    const cache = await caches.open(SAVED_DATA_CACHE);
    await cache.put(key, new Response(await response.blob(), { status: 200, headers }));
  } catch {
    // quota, or a body that cannot be read: this read is simply not saved
  }
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const key = await keyOf(request);
  let response: Response;
  try {
    response = await fetch(request.clone());
  } catch (failure) {
    // The page reads when it was saved from the same cache (src/lib/offline/saved-data.ts).
    const saved = await (await caches.open(SAVED_DATA_CACHE)).match(key, { ignoreVary: true });
    if (!saved) throw failure;
    const status = Number(saved.headers.get(STATUS_HEADER) ?? 200);
    return new Response(saved.body, { status, headers: saved.headers });
  }
  if (response.ok) event.waitUntil(save(key, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!isSavedRead(event.request, url)) return;
  event.respondWith(networkFirst(event));
});

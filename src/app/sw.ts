/// <reference lib="webworker" />
// The service worker (issue 27, decision 0069), built by vite-plugin-pwa (injectManifest) into
// /sw.js for production builds only. What it does:
// - precaches the versioned shell (index.html and the files it links, the icons); every other
//   chunk, the KaTeX stylesheet and its woff2 fonts are kept when first used (their names carry
//   their hash, so a kept file is never stale);
// - serves every navigation from the precached index.html, so the app opens without signal;
// - keeps the Data API reads the reading pages make (network first, so online nothing is stale)
//   in one cache, keyed by the signed-in account: offline they answer from there, and the page
//   says when it was saved. Signing out deletes the cache (src/lib/offline/saved-data.ts).
// A new version waits until the app asks it to take over (the update prompt): never mid-answer.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SAVED_AT_HEADER, SAVED_DATA_CACHE } from '@/lib/offline/keys';
import { isReadRpc, savedDataKey } from '@/lib/offline/read-requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

const ASSETS_CACHE = 'gio-assets-v1';
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    // Static hosts answer `Vary: Origin`; a module script's request carries an Origin, the
    // worker's own fetch of the same file does not. The names carry the hash: ignore Vary.
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
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
        for (const url of urls)
          if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url).catch(() => {});
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

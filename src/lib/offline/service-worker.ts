// Registers the service worker of a production build (src/app/sw.ts, decision 0069), from the
// connection notices (src/app/layout), which load once the first page has painted. A new
// version is never taken by itself: the update prompt asks, so nobody loses an answer being
// typed. A chunk that fails to load while a new version waits takes it
// (src/lib/chunk-reload.ts), so an old tab never runs on.
//
// The registration is written here (about 50 lines) rather than taken from workbox-window, which
// cost 2.2 KB of every first visit for the same three events (issue 27, decision 0078).
import { setTakeUpdate } from '../chunk-reload';
import { setConnectionState } from './connection-state';

/** How long "Update now" waits for the new version to take over before reloading anyway. */
const TAKE_OVER_WAIT_MS = 5_000;

/** Checks for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60_000;

let registered: Promise<ServiceWorkerRegistration | undefined> | undefined;
let reloadPage = () => window.location.reload();

/**
 * When the student last chose "Update now" in this tab. The new version takes over once the old
 * one has finished what it is doing, which on a busy phone can come after the page has reloaded
 * (the reload does not wait for ever): a page that finds the new version still waiting so soon
 * after asks it again, and reloads once it has taken over.
 */
const UPDATE_TAKEN_KEY = 'olympiad:update-taken-at';
/** How long after "Update now" a waiting version is asked again without a new click. */
const UPDATE_TAKEN_FOR_MS = 60_000;

function updateTakenRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(UPDATE_TAKEN_KEY) ?? 0) < UPDATE_TAKEN_FOR_MS;
  } catch {
    return false;
  }
}

/** A new version has installed and waits while this page runs the old one: ask the student. */
function offerUpdate(waiting: ServiceWorker | null): void {
  setTakeUpdate(() => takeUpdate());
  setConnectionState({ updateReady: true });
  if (waiting && updateTakenRecently()) {
    navigator.serviceWorker.addEventListener('controllerchange', () => reloadPage(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }
}

/** Offers the update once `worker` has installed, if this page already runs a version. */
function watchInstall(worker: ServiceWorker): void {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
  });
}

/**
 * Links the web app manifest, which the build keeps in a template until the first page has
 * painted (scripts/vite/pwa.mjs: its fetch and its icon's competed with the page's own files).
 */
function linkManifest(): void {
  const template = document.getElementById('manifest-link');
  if (template instanceof HTMLTemplateElement) {
    document.head.append(template.content.cloneNode(true));
    template.remove();
  }
}

/** Registers the worker (once); `reload` reloads the page (a test's stand-in). */
export function startServiceWorker(reload: () => void = reloadPage): void {
  reloadPage = reload;
  linkManifest();
  if (registered || !('serviceWorker' in navigator)) return;
  registered = navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks workers (an automated one, a privacy setting) may answer nothing.
      if (!registration) return undefined;
      // A version that installed while no tab of it was open waits already.
      if (registration.waiting && navigator.serviceWorker.controller) {
        offerUpdate(registration.waiting);
      }
      if (registration.installing) watchInstall(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) watchInstall(registration.installing);
      });
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      void navigator.serviceWorker.ready.then(keepLoadedAssets);
      return registration;
    },
    (error: unknown) => {
      console.warn('No offline support:', error);
      return undefined;
    },
  );
}

/** The chunks this page loaded before the worker controlled it: the worker keeps them too. */
function keepLoadedAssets(registration: ServiceWorkerRegistration): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && url.includes('/assets/'));
  registration.active?.postMessage({ type: 'KEEP_ASSETS', urls });
}

/** The student said yes: the new version takes over and the page reloads with it. */
export function takeUpdate(reloadNow: () => void = reloadPage): void {
  try {
    sessionStorage.setItem(UPDATE_TAKEN_KEY, String(Date.now()));
  } catch {
    // storage blocked: a page that reloads before the new version took over offers it again
  }
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    reloadNow();
  };
  // The new version takes over once the old one has ended what it was answering; on a busy
  // phone that can take a while, and "Update now" must not look like it did nothing: the page
  // reloads after a few seconds whatever the worker does (a reload takes the new version if it
  // has taken over, else it is offered again).
  setTimeout(reload, TAKE_OVER_WAIT_MS);
  void (async () => {
    const waiting = (await registered)?.waiting;
    if (!waiting) {
      reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    waiting.postMessage({ type: 'SKIP_WAITING' });
  })().catch(reload);
}

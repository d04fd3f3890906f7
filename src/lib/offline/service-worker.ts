// Registers the service worker of a production build (src/app/sw.ts, decision 0069), from the
// connection notices (src/app/layout), which load once the first page has painted. A new
// version is never taken by itself: the update prompt asks, so nobody loses an answer being
// typed. A chunk that fails to load while a new version waits takes it
// (src/lib/chunk-reload.ts), so an old tab never runs on.
import { registerSW } from 'virtual:pwa-register';
import { setTakeUpdate } from '../chunk-reload';
import { setConnectionState } from './connection-state';

/** Checks for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60_000;

let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;

let started = false;

export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  applyUpdate = registerSW({
    onNeedRefresh() {
      setTakeUpdate(takeUpdate);
      setConnectionState({ updateReady: true });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      void navigator.serviceWorker.ready.then(keepLoadedAssets);
    },
    onRegisterError(error: unknown) {
      console.warn('No offline support:', error);
    },
  });
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
export function takeUpdate(): void {
  if (applyUpdate) void applyUpdate(true);
  else window.location.reload();
}

/**
 * After a redeploy the hashed chunk names change: a tab opened before it asks for chunks that are
 * gone, and the dynamic import fails. Reloading fetches the new index.html and its new chunk
 * names. It is done once: sessionStorage remembers the reload, so a chunk that is really broken
 * shows the error boundary instead of reloading for ever.
 */
export const CHUNK_RELOAD_KEY = 'olympiad:chunk-reload-at';
/** A second chunk failure within this time of the reload is not a stale deploy: show the error. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Set while a new version of the app waits in the service worker (src/lib/offline). */
let takeUpdate: (() => void) | null = null;

export function setTakeUpdate(next: (() => void) | null): void {
  takeUpdate = next;
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/**
 * Reloads the page unless it was already reloaded for a chunk within the window. Returns
 * whether it reloads (the caller then shows nothing, the page is going away).
 */
export function reloadOnceForChunk({
  storage = safeSessionStorage(),
  // A new version waiting in the service worker is taken, not the old shell reloaded.
  reload = () => (takeUpdate ? takeUpdate() : window.location.reload()),
  now = Date.now,
}: ReloadDeps = {}): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  reload();
  return true;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: never reload blindly, show the boundary
  }
}

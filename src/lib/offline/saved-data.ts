// What this device keeps for the signed-in account (issue 27): the Data API reads the service
// worker saved, answers waiting for the connection (their pages in IndexedDB), and the forms'
// drafts. None of it outlives the account's session on this device: signing out (or another
// account signing in) clears it all.
import { clearDraftsOf } from '@/lib/form-draft-keys';
import { SAVED_AT_HEADER, SAVED_DATA_CACHE, WAITING_ANSWERS_KEY } from './keys';

/** Whose data the device keeps now. */
const OWNER_KEY = 'olympiad:saved-data-owner';

/** Clears what the device keeps; `owner`, the account it was kept for, also loses its drafts. */
export async function clearSavedData(owner: string | null = null): Promise<void> {
  if (owner) clearDraftsOf(owner);
  try {
    window.localStorage.removeItem(WAITING_ANSWERS_KEY);
    window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage blocked: nothing was kept there either
  }
  // The pages of waiting answers (IndexedDB); the module loads only when this runs.
  await import('./waiting-pages')
    .then(({ clearWaitingPages }) => clearWaitingPages())
    .catch(() => undefined);
  if (typeof caches === 'undefined') return;
  await caches.delete(SAVED_DATA_CACHE).catch(() => false);
}

/**
 * Called with every change of session: an explicit sign-out, or a session of another account
 * than the one whose data the device keeps, clears it. A session that merely could not be
 * refreshed offline is no reason to (the reader would lose what they saved).
 */
export function keepSavedDataFor(userId: string | null, signedOut: boolean): void {
  let owner: string | null;
  try {
    owner = window.localStorage.getItem(OWNER_KEY);
  } catch {
    owner = null;
  }
  if (signedOut || (userId && owner && owner !== userId)) void clearSavedData(owner);
  if (userId) {
    try {
      window.localStorage.setItem(OWNER_KEY, userId);
    } catch {
      // storage blocked: nothing is kept
    }
  }
}

/**
 * When the oldest saved copy among these Data API requests was saved (ISO), or null if none
 * of them is in the cache: the page says so while offline ("offline, saved on <date>").
 */
export async function savedAtOf(urls: string[]): Promise<string | null> {
  if (typeof caches === 'undefined' || urls.length === 0) return null;
  const cache = await caches.open(SAVED_DATA_CACHE);
  const wanted = new Set(urls);
  let oldest: string | null = null;
  for (const request of await cache.keys()) {
    const url = request.url.replace(/[?&]__account=.*$/, '');
    if (!wanted.has(url)) continue;
    const savedAt =
      (await cache.match(request, { ignoreVary: true }))?.headers.get(SAVED_AT_HEADER) ?? null;
    if (savedAt && (!oldest || savedAt < oldest)) oldest = savedAt;
  }
  return oldest;
}

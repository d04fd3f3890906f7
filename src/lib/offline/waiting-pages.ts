// The page images of answers waiting for the connection (issue 27, decision 0070): the JPEGs the
// upload path made, kept in IndexedDB (idb-keyval) under `{submission key}/{page id}`, until the
// answer is sent. Kept as bytes and type, not as Blob objects, which some browsers (older iOS
// Safari) failed to store in IndexedDB. The answer itself (text, problem, page ids) waits in localStorage beside the
// text answers (waiting-answers.ts), so the screens read it synchronously.
import { clear, createStore, delMany, getMany, keys, setMany, type UseStore } from 'idb-keyval';
import { messages } from '@/lib/i18n';

export const waitingPagesMessages = messages('waitingPages', {
  noRoom:
    'This device has no room left to keep your pages. Free some space on it, or send your answer when you are back online.',
  notKept: 'This device could not keep your pages: send your answer when you are back online.',
  lost: 'The pages of this answer are no longer on this device: attach them again.',
});

/** Where the pages wait: its own database, cleared with the account's saved data. */
export const WAITING_PAGES_DB = 'gio-waiting-pages';
const STORE = 'pages';

let store: UseStore | null = null;
function pagesStore(): UseStore {
  store ??= createStore(WAITING_PAGES_DB, STORE);
  return store;
}

const entryKey = (submission: string, pageId: string) => `${submission}/${pageId}`;

function isQuotaError(error: unknown): boolean {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'QuotaExceededError' || /quota/i.test(String(error));
}

export interface WaitingPage {
  id: string;
  blob: Blob;
}

/** One kept page as IndexedDB holds it. */
interface StoredPage {
  type: string;
  bytes: ArrayBuffer;
}

function isStoredPage(value: unknown): value is StoredPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredPage).type === 'string' &&
    // Not `instanceof`: a value read back may come from another realm (a test's IndexedDB).
    Object.prototype.toString.call((value as StoredPage).bytes) === '[object ArrayBuffer]'
  );
}

/** Keeps the pages of one submission; throws a sentence (room, blocked storage) if it cannot. */
export async function keepWaitingPages(submission: string, pages: WaitingPage[]): Promise<void> {
  if (typeof indexedDB === 'undefined') throw new Error(waitingPagesMessages.get().notKept);
  try {
    const entries = await Promise.all(
      pages.map(async (page): Promise<[string, StoredPage]> => [
        entryKey(submission, page.id),
        { type: page.blob.type, bytes: await page.blob.arrayBuffer() },
      ]),
    );
    await setMany(entries, pagesStore());
  } catch (failure) {
    // Nothing half-kept stays behind (best effort).
    await dropWaitingPages(submission).catch(() => undefined);
    const t = waitingPagesMessages.get();
    throw new Error(isQuotaError(failure) ? t.noRoom : t.notKept, { cause: failure });
  }
}

/** The kept pages of one submission in the given order; null if any of them is gone. */
export async function waitingPagesOf(
  submission: string,
  pageIds: string[],
): Promise<Blob[] | null> {
  const stored: unknown[] = await getMany(
    pageIds.map((id) => entryKey(submission, id)),
    pagesStore(),
  );
  if (!stored.every(isStoredPage)) return null;
  return stored.map((page) => new Blob([page.bytes], { type: page.type }));
}

/** Drops the kept pages of one submission (sent, refused, or no longer wanted). */
export async function dropWaitingPages(submission: string): Promise<void> {
  const all = await keys<string>(pagesStore());
  const mine = all.filter((key) => typeof key === 'string' && key.startsWith(`${submission}/`));
  if (mine.length > 0) await delMany(mine, pagesStore());
}

/** Forgets every kept page on this device (sign-out, another account). */
export async function clearWaitingPages(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clear(pagesStore());
}

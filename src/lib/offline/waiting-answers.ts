// Answers typed while the connection was down (issue 27): kept on the device, in localStorage,
// until they are sent. Each carries the key chosen when the student pressed Submit, so however
// often it is sent (a lost reply, two tabs) the server records it once. The page images of an
// answer with pages wait in IndexedDB under the same key (waiting-pages.ts).
import { useSyncExternalStore } from 'react';
import { WAITING_ANSWERS_KEY } from './keys';

/** A page of a waiting answer: its id (the object name) and type; the image is in IndexedDB. */
export interface WaitingAnswerPage {
  id: string;
  type: string;
}

export interface WaitingAnswer {
  /** The submission's idempotency key. */
  key: string;
  userId: string;
  problemId: string;
  content: string;
  /** The contest the student answered in (the page's ?contest=), else null. */
  contestId: string | null;
  queuedAt: string;
  /** The pages sent with it, in order (none for a text answer). */
  pages?: WaitingAnswerPage[];
}

const EMPTY: WaitingAnswer[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: WaitingAnswer[] } = { raw: null, list: EMPTY };

function read(): WaitingAnswer[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(WAITING_ANSWERS_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.list;
  let list: WaitingAnswer[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed as WaitingAnswer[];
  } catch {
    list = EMPTY;
  }
  cached = { raw, list };
  return list;
}

function write(list: WaitingAnswer[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(WAITING_ANSWERS_KEY);
    else window.localStorage.setItem(WAITING_ANSWERS_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the answer is not kept, and the caller's error stands
    throw new Error('This device could not keep your answer: send it again when you are online.');
  }
  listeners.forEach((listener) => listener());
}

export function queueAnswer(answer: WaitingAnswer): void {
  write([...read().filter((a) => a.key !== answer.key), answer]);
}

export function removeWaitingAnswer(key: string): void {
  write(read().filter((a) => a.key !== key));
}

export function waitingAnswersOf(userId: string): WaitingAnswer[] {
  return read().filter((a) => a.userId === userId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab queued or sent one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WAITING_ANSWERS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** All waiting answers on this device (filter by account and problem with the result). */
export function useWaitingAnswers(): WaitingAnswer[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Whether a failure means the request never got an answer (no connection), not a refusal. */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch|NetworkError|Load failed|fetch failed|network connection/i.test(message);
}

// What the app knows about the connection and its service worker (issue 27): whether the
// browser is online, and whether a new version waits for the student's yes.
import { useSyncExternalStore } from 'react';

interface ConnectionState {
  online: boolean;
  /** A new version of the app is installed and waits for the student to take it. */
  updateReady: boolean;
}

let state: ConnectionState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
};
const listeners = new Set<() => void>();

export function setConnectionState(patch: Partial<ConnectionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function getState(): ConnectionState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, getState, getState);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setConnectionState({ online: true }));
  window.addEventListener('offline', () => setConnectionState({ online: false }));
}

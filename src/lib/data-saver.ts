// Data saver (issue 27 point 4): on by itself when the browser asks for it (Save-Data,
// navigator.connection.saveData), or as the student sets it on the profile page
// (data-saver-setting.ts). It makes the app fetch less: uploaded pictures and answer pages load
// on tap, the scoreboard refreshes every 60 s, lists page by 10. This module is on the first
// route (the header's avatar): only what reading the state needs.
import { useSyncExternalStore } from 'react';

export const DATA_SAVER_KEY = 'olympiad:data-saver';

const listeners = new Set<() => void>();

export function notifyDataSaver(): void {
  listeners.forEach((listener) => listener());
}

/** The stored setting: 'on', 'off', or null (follow the browser). */
export function storedDataSaver(): string | null {
  try {
    return window.localStorage.getItem(DATA_SAVER_KEY);
  } catch {
    return null; // storage blocked: the browser's wish decides
  }
}

/** Whether the data saver is on now (the setting, else the browser's Save-Data wish). */
export function dataSaverOn(): boolean {
  const stored = storedDataSaver();
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

export function subscribeDataSaver(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeDataSaver, dataSaverOn, () => false);
}

// The data saver's setting and what it changes (issue 27 point 4); src/lib/data-saver.ts reads it.
import { useSyncExternalStore } from 'react';
import { DATA_SAVER_KEY, notifyDataSaver, storedDataSaver, subscribeDataSaver } from './data-saver';

/**
 * What the long lists page by with the data saver on (problems, notes, notices, a contest's
 * board): each asks the server for pages of this size when `useDataSaver()` says so. (Not a hook
 * here: this module is in the first route's shared chunk.)
 */
export const DATA_SAVER_PAGE_SIZE = 10;
/** How often a running contest's scoreboard refreshes with the data saver on. */
export const DATA_SAVER_REFRESH_MS = 60_000;

export type DataSaverSetting = 'on' | 'off' | 'auto';

export function dataSaverSetting(): DataSaverSetting {
  const stored = storedDataSaver();
  return stored === 'on' || stored === 'off' ? stored : 'auto';
}

export function setDataSaverSetting(setting: DataSaverSetting): void {
  try {
    if (setting === 'auto') window.localStorage.removeItem(DATA_SAVER_KEY);
    else window.localStorage.setItem(DATA_SAVER_KEY, setting);
  } catch {
    // storage blocked: nothing is kept
  }
  notifyDataSaver();
}

/** Whether the browser asks for less data (Chromium's Save-Data / Lite mode). */
export function browserAsksToSaveData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

export function useDataSaverSetting(): DataSaverSetting {
  return useSyncExternalStore(subscribeDataSaver, dataSaverSetting, () => 'auto' as const);
}

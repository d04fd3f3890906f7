// The data saver's setting and what it changes (issue 27 point 4); src/lib/data-saver.ts reads it.
import { useSyncExternalStore } from 'react';
import {
  DATA_SAVER_KEY,
  notifyDataSaver,
  storedDataSaver,
  subscribeDataSaver,
  useDataSaver,
} from './data-saver';

/** What lists page by with the data saver on. */
export const DATA_SAVER_PAGE_SIZE = 10;
/**
 * How many rows a page of a long list shows: `normal`, or 10 with the data saver on, so the
 * server sends less (every paged list uses it: problems, notes, notices, a contest's board).
 */
export function useListPageSize(normal: number): number {
  return useDataSaver() ? Math.min(normal, DATA_SAVER_PAGE_SIZE) : normal;
}

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

import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadOnceForChunk,
} from '@/lib/chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.test/assets/HomePage-abc.js',
    'error loading dynamically imported module: https://x.test/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-1.css',
  ])('knows the browsers’ words: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForChunk', () => {
  it('reloads once, then not again within the window (no reload loop), then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };

    expect(reloadOnceForChunk(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));

    now += 1_000; // the reloaded page fails again: show the boundary instead
    expect(reloadOnceForChunk(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += CHUNK_RELOAD_WINDOW_MS; // a later redeploy, much later: reload again
    expect(reloadOnceForChunk(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

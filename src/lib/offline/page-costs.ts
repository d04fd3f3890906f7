// What the last pages cost (issue 27 point 4): the bytes the browser transferred for each page
// the student opened (PerformanceResourceTiming transferSize: 0 for what came from a cache or the
// service worker). Kept for this tab only, newest first.

export interface PageCost {
  path: string;
  bytes: number;
  at: string;
}

const KEY = 'olympiad:page-costs';
const KEPT = 8;

export function pageCosts(): PageCost[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PageCost[]) : [];
  } catch {
    return [];
  }
}

/** Bytes transferred since `sinceMs` (performance time); from 0 the document counts too. */
export function bytesSince(sinceMs: number): number {
  const entries = [
    ...performance.getEntriesByType('resource'),
    ...(sinceMs === 0 ? performance.getEntriesByType('navigation') : []),
  ] as PerformanceResourceTiming[];
  return entries
    .filter((entry) => entry.startTime >= sinceMs)
    .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
}

export function recordPageCost(path: string, sinceMs: number): void {
  const cost: PageCost = { path, bytes: bytesSince(sinceMs), at: new Date().toISOString() };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([cost, ...pageCosts()].slice(0, KEPT)));
  } catch {
    // storage blocked: nothing is kept
  }
}

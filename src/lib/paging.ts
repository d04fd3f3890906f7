import { unwrap, type Result } from '@/lib/data';

/** One page of a server-paged list (the grading queue, the admin lists). */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages `total` rows make at `pageSize` a page (at least one, for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function pageBounds(page: number, pageSize: number) {
  const current = Math.max(1, page);
  const from = (current - 1) * pageSize;
  return { page: current, from, to: from + pageSize - 1 };
}

type PageResult<Row> = Result<Row[]> & { count: number | null };

/**
 * Runs a ranged, counted query. A page past the end (an old link, ?page=999, or the last row of
 * the last page just approved) is PostgREST's 416 PGRST103, which carries no count: the first
 * page is asked for its count and the last page is shown instead (issue 29 point 9).
 */
export async function fetchPage<Row, T>(
  requested: number | undefined,
  run: (from: number, to: number) => PromiseLike<PageResult<Row>>,
  context: string,
  pageSize: number,
  /** Narrows a row as supabase-js types it to the row the page shows (src/lib/parse.ts). */
  toRow: (row: Row, index: number) => T,
): Promise<Paged<T>> {
  let bounds = pageBounds(requested ?? 1, pageSize);
  let result = await run(bounds.from, bounds.to);
  if (result.error?.code === 'PGRST103' && bounds.page > 1) {
    bounds = pageBounds(1, pageSize);
    result = await run(bounds.from, bounds.to);
    const last = pageCount(result.count ?? 0, pageSize);
    if (!result.error && last > 1) {
      bounds = pageBounds(last, pageSize);
      result = await run(bounds.from, bounds.to);
    }
  }
  const rows = unwrap(result, context).map(toRow);
  return { rows, total: result.count ?? rows.length, page: bounds.page, pageSize };
}

import { env } from '@/config/env';

/**
 * Public data a page needs, requested by the entry module as soon as it runs (src/app/early-data.ts
 * decides which, from the URL), instead of after the route chunk and supabase-js have loaded. The
 * page's query function adopts the response with `takeEarly`; if it failed or was not started,
 * the query asks through supabase-js as usual. Public data only for visitors: a signed-in user may
 * see rows a visitor does not. With a stored session, only the user's own profile on the
 * dashboard, asked for with their own stored token.
 */
export interface EarlyRows {
  rows: unknown[];
  /** From Content-Range when the request asked for an exact count. */
  total: number | null;
}

const started = new Map<string, Promise<EarlyRows>>();
/** Answers that have arrived, for a page's first render to show at once (`takeEarlyIfArrived`). */
const arrived = new Map<string, EarlyRows>();

export interface EarlyRequest {
  /** The query key the page's query function adopts the answer under. */
  key: string;
  /** GET /rest/v1/{path}. */
  path: string;
  /** Ask for an exact count (Content-Range). */
  count?: boolean;
  /** A signed-in user's stored access token; else the anon role. */
  token?: string;
}

/** GET /rest/v1/{path} as the anon role (or with `token`). */
export function fetchEarly({ path, count = false, token }: EarlyRequest): Promise<Response> {
  return fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${token ?? env.supabaseAnonKey}`,
      ...(count ? { Prefer: 'count=exact' } : {}),
    },
  });
}

/** The requests the document's head started, by key. */
export type HeadStarted = Record<string, { path: string; response: Promise<Response> }>;

declare global {
  interface Window {
    /**
     * Where the document's head leaves the requests it started (src/app/early-head.ts, inlined
     * in index.html by a production build): the same requests, half a second earlier on a slow
     * link, since they no longer wait for the entry module to arrive.
     */
    earlyRequests?: HeadStarted;
  }
}

/** The head's response for `request`, once (the same path, else none). */
function takeFromHead({ key, path }: EarlyRequest): Promise<Response> | undefined {
  const handed = window.earlyRequests?.[key];
  if (!handed) return undefined;
  delete window.earlyRequests?.[key];
  return handed.path === path ? handed.response : undefined;
}

/**
 * Starts `request` (or adopts the head's) and keeps the answer under its key for the page's
 * query.
 */
export function startEarly(request: EarlyRequest): void {
  const { key } = request;
  const answer = (takeFromHead(request) ?? fetchEarly(request)).then(async (response) => {
    if (!response.ok) throw new Error(`Early request failed: ${response.status}`);
    const total = Number(response.headers.get('content-range')?.split('/')[1]);
    const rows: unknown = await response.json();
    if (!Array.isArray(rows)) throw new Error('Early request failed: not a list of rows');
    const early = { rows, total: Number.isFinite(total) ? total : null };
    if (started.get(key) === answer) arrived.set(key, early);
    return early;
  });
  answer.catch(() => undefined); // adopted or not, a failure is never unhandled
  started.set(key, answer);
}

/**
 * The early answer for `key` if it has already arrived, once; else undefined (the query then
 * waits with `takeEarly`). For a query's initial data: the page's first render shows the rows
 * instead of its loading state.
 */
function takeEarlyIfArrived(key: string): EarlyRows | undefined {
  const early = arrived.get(key);
  if (!early) return undefined;
  arrived.delete(key);
  started.delete(key);
  return early;
}

/** The early answer for `key`, once (a refetch asks the database again), or undefined. */
export async function takeEarly(key: string): Promise<EarlyRows | undefined> {
  const request = started.get(key);
  if (!request) return undefined;
  started.delete(key);
  arrived.delete(key);
  try {
    return await request;
  } catch {
    return undefined;
  }
}

/** What the query makes of the early answer for `key`, if it has arrived (for initial data). */
export function mapEarly<T>(key: string, map: (early: EarlyRows) => T | undefined): T | undefined {
  const early = takeEarlyIfArrived(key);
  return early ? map(early) : undefined;
}

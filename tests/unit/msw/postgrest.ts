import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';

/** The local stack the app falls back to when no VITE_SUPABASE_URL is set (src/config/env.ts). */
export const SUPABASE_URL = 'http://127.0.0.1:54321';
export const restUrl = (table: string) => `${SUPABASE_URL}/rest/v1/${table}`;
export const rpcUrl = (fn: string) => `${SUPABASE_URL}/rest/v1/rpc/${fn}`;
export const storageUrl = (path: string) => `${SUPABASE_URL}/storage/v1/${path}`;

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function pgrstErrorBody(
  code: string,
  message: string,
  details: string | null = null,
): PostgrestErrorBody {
  return { code, message, details, hint: null };
}

/** A PostgREST error response, e.g. 42501 (403) or P0001 (400). */
export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
) {
  return HttpResponse.json(pgrstErrorBody(code, message, details), { status });
}

export function wantsSingleObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(OBJECT_MEDIA_TYPE);
}

/** The 406 PostgREST sends when `.single()` matched no row (or several). */
export function notSingleError(count: number) {
  return pgrstError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${count} rows`,
  );
}

/**
 * Rows as PostgREST sends them: a bare array, or one object under
 * `Accept: application/vnd.pgrst.object+json`; with `Prefer: count=exact` a Content-Range.
 */
export function pgrstRows(
  request: Request,
  rows: readonly unknown[],
  options: { total?: number; status?: number } = {},
) {
  if (wantsSingleObject(request)) {
    if (rows.length !== 1) return notSingleError(rows.length);
    return HttpResponse.json(rows[0] as DefaultBodyType, { status: options.status ?? 200 });
  }
  const headers = new Headers();
  if ((request.headers.get('prefer') ?? '').includes('count=exact')) {
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const total = options.total ?? rows.length;
    const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
    headers.set('content-range', `${range}/${total}`);
  }
  return HttpResponse.json(rows as DefaultBodyType, { status: options.status ?? 200, headers });
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

async function readBody(request: StrictRequest<DefaultBodyType>): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * A handler for one table or rpc that records every request it receives, so tests can assert
 * the exact query supabase-js sent (select, filters, order, range, body).
 */
export function recordingHandler(
  method: Method,
  url: string,
  respond: (request: Request, recorded: RecordedRequest) => Response | Promise<Response>,
) {
  const requests: RecordedRequest[] = [];
  const handler = http[method](url, async ({ request }) => {
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    return respond(request, recorded);
  });
  return { handler, requests };
}

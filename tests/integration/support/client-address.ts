// Each simulated person is a client of their own, as real users are: their requests leave from
// a loopback address of their own (Linux routes all of 127.0.0.0/8 to the local machine), so the
// auth API's per-address limits see many clients, never one client doing everything. The limits
// themselves are never relaxed (decision 0013); tests of the limits pick one address and use it.
import { request as httpRequest, Agent } from 'node:http';
import { randomInt } from 'node:crypto';

/** A loopback address other than 127.0.0.1. */
export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

type FetchInput = string | URL | Request;

/** `fetch` whose connections leave from `localAddress` (plain http, what the local stack speaks). */
export function fetchFrom(localAddress: string): typeof fetch {
  // An idle connection is dropped after 3 s, before the gateway's 5 s keep-alive limit (Node's
  // default) closes it from its side: reusing one the server is closing fails with ECONNRESET.
  const agent = new Agent({ keepAlive: true, localAddress, maxSockets: 8, timeout: 3_000 });
  const fetchViaAgent = async (input: FetchInput, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(request?.headers);
    new Headers(init.headers).forEach((value, key) => headers.set(key, value));
    let body: Buffer | undefined;
    const source = init.body ?? (request ? await request.arrayBuffer() : undefined);
    if (source != null) {
      // Response serialises every BodyInit (strings, buffers, blobs, form data, streams) and
      // names the content type of those that have one (form data's boundary).
      const serialised = new Response(source as BodyInit);
      body = Buffer.from(await serialised.arrayBuffer());
      const type = serialised.headers.get('content-type');
      if (type && !headers.has('content-type')) headers.set('content-type', type);
    }
    if (body && body.length > 0 && (method === 'GET' || method === 'HEAD')) body = undefined;
    const outgoing: Record<string, string> = {};
    headers.forEach((value, key) => {
      outgoing[key] = value;
    });
    if (body) outgoing['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest(url, { method, headers: outgoing, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 500;
          const responseHeaders = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            if (Array.isArray(value)) value.forEach((v) => responseHeaders.append(key, v));
            else if (value !== undefined) responseHeaders.set(key, value);
          }
          const noBody = status === 204 || status === 304 || method === 'HEAD';
          resolve(
            new Response(noBody ? null : Buffer.concat(chunks), {
              status,
              statusText: res.statusMessage,
              headers: responseHeaders,
            }),
          );
        });
      });
      req.on('error', reject);
      init.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
      req.end(body);
    });
  };
  return fetchViaAgent as typeof fetch;
}

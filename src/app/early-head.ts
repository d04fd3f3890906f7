// Inlined in index.html's head by a production build (scripts/vite/early-head.mjs): the page's
// first data is asked for as soon as the document's head is read, beside the entry module rather
// than after it (issue 27: on a slow link the entry takes a second to arrive). The entry adopts
// the answers (src/lib/early-data.ts); anything this does not start, the entry does.
import { fetchEarly, type HeadStarted } from '@/lib/early-data';
import { earlyRequest } from './early-requests';

export function startHeadRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const started: HeadStarted = {};
  const request = earlyRequest(location);
  if (request) {
    const response = fetchEarly(request);
    response.catch(() => undefined); // the entry's query asks again
    started[request.key] = { path: request.path, response };
  }
  window.earlyRequests = started;
}

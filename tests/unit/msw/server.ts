import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { restUrl, rpcUrl } from './postgrest';
import { contestDefaults } from './contests';

/**
 * One msw server for the unit project; each test adds the handlers it needs with server.use.
 * The student dashboard's progress call answers "no progress yet" unless a test says otherwise,
 * so tests that only pass through /dashboard need not know about it; likewise the answer
 * form's pages question.
 */
export const server = setupServer(
  ...contestDefaults,
  http.post(rpcUrl('my_progress'), () => HttpResponse.json({ cells: [], recent: [] })),
  // The answer form asks whether the problem takes pages (issue 20): no, unless a test says so.
  http.post(rpcUrl('problem_takes_pages'), () => HttpResponse.json(false)),
  // The header's bell counts unread notices for a signed-in user: none, unless a test says so.
  http.head(restUrl('notices'), () =>
    HttpResponse.json(null, { headers: { 'content-range': '*/0' } }),
  ),
  http.get(restUrl('notices'), () => HttpResponse.json([])),
);

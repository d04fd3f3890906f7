import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { rpcUrl } from './postgrest';
import { contestDefaults } from './contests';

/**
 * One msw server for the unit project; each test adds the handlers it needs with server.use.
 * The student dashboard's progress call answers "no progress yet" unless a test says otherwise,
 * so tests that only pass through /dashboard need not know about it (likewise its "Due soon" card); nor
 * has anyone a leaderboard rank (my_leaderboard_rank returns no row) unless a test gives one.
 */
export const server = setupServer(
  ...contestDefaults,
  http.post(rpcUrl('my_progress'), () => HttpResponse.json({ cells: [], recent: [] })),
  http.post(rpcUrl('my_leaderboard_rank'), () => HttpResponse.json([])),
  http.post(rpcUrl('my_due_soon'), () =>
    HttpResponse.json({ now: new Date().toISOString(), assignments: [] }),
  ),
);

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pgrstRows, restUrl, rpcUrl } from './postgrest';
import { contestDefaults } from './contests';

/**
 * One msw server for the unit project; each test adds the handlers it needs with server.use.
 * The student dashboard's progress call answers "no progress yet" unless a test says otherwise,
 * so tests that only pass through /dashboard need not know about it (likewise its "Due soon" card,
 * the answer form's pages question and the practice panel's hints); nor has anyone a leaderboard rank (my_leaderboard_rank
 * returns no row) unless a test gives one; nor are there notes, nor has anyone a rating.
 */
export const server = setupServer(
  ...contestDefaults,
  http.post(rpcUrl('my_progress'), () => HttpResponse.json({ cells: [], recent: [] })),
  http.post(rpcUrl('my_leaderboard_rank'), () => HttpResponse.json([])),
  http.post(rpcUrl('my_due_soon'), () =>
    HttpResponse.json({ now: new Date().toISOString(), assignments: [] }),
  ),
  // The answer form asks whether the problem takes pages (issue 20): no, unless a test says so.
  http.post(rpcUrl('problem_takes_pages'), () => HttpResponse.json(false)),
  // The practice panel (a lazy chunk) asks for the reader's hints: nothing earned, unless a test
  // says so. On a slow machine its request can leave after the test's own handlers are gone.
  http.post(rpcUrl('problem_practice'), () =>
    HttpResponse.json({
      status: null,
      locked: false,
      hint_count: 0,
      hints: [],
      has_solution: false,
      solution: null,
    }),
  ),
  // A student's answer box asks for their attempts: a keyed problem, none wrong, unless a test
  // says so (the box can ask while a test waits for a later part of the page).
  http.post(rpcUrl('my_answer_state'), () =>
    HttpResponse.json({ has_key: true, attempt_cap: 10, wrong_attempts: 0 }),
  ),
  // The header's bell counts unread notices for a signed-in user: none, unless a test says so.
  http.head(restUrl('notices'), () =>
    HttpResponse.json(null, { headers: { 'content-range': '*/0' } }),
  ),
  http.get(restUrl('notices'), () => HttpResponse.json([])),
  // The problem list a saved form lands on: empty unless a test says otherwise (its request can
  // still be in flight when a test that ended on /problems hands over to the next one).
  http.get(restUrl('problems_with_progress'), ({ request }) => pgrstRows(request, [])),
  // Notes (issue 23): the problem page's "Learn the idea" and the dashboard's notes in progress
  // find none unless a test says otherwise.
  http.get(restUrl('notes'), ({ request }) => pgrstRows(request, [])),
  http.post(rpcUrl('my_note_progress'), () => HttpResponse.json([])),
  // Ratings (issue 25): nobody is rated, no contest finalised, unless a test says otherwise
  // (the profile shows the student's rating; the contest page asks staff about finalising).
  http.get(restUrl('ratings'), ({ request }) => pgrstRows(request, [])),
  http.get(restUrl('rating_changes'), ({ request }) => pgrstRows(request, [])),
);

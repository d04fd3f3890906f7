import { http, HttpResponse } from 'msw';
import { pgrstRows, restUrl, rpcUrl } from './postgrest';

/** An empty board as contest_scoreboard returns it (no participants, no problems yet). */
export function emptyScoreboard(contestId: string) {
  return {
    contest_id: contestId,
    now: new Date().toISOString(),
    participants: 0,
    page: 1,
    page_size: 50,
    problems: [],
    rows: [],
    me: null,
  };
}

/**
 * Defaults every test gets (tests override them with server.use): the problem page asks which
 * contests a problem is in (none), the contest page asks for the board (empty); after the end
 * it releases due results (none), asks for the reader's virtual sitting (none) and upsolving
 * states (none); the profile lists the reader's ended contests (none).
 */
export const contestDefaults = [
  http.get(restUrl('contest_problems'), ({ request }) => pgrstRows(request, [])),
  http.post(rpcUrl('contest_scoreboard'), async ({ request }) => {
    const body = (await request.json()) as { contest_id: string };
    return HttpResponse.json(emptyScoreboard(body.contest_id));
  }),
  http.post(rpcUrl('release_due_results'), () => HttpResponse.json(0)),
  http.post(rpcUrl('my_virtual_contest'), () => HttpResponse.json(null)),
  http.post(rpcUrl('my_contest_upsolving'), () => HttpResponse.json([])),
  http.post(rpcUrl('my_upsolving'), () => HttpResponse.json([])),
];

// Public data starts loading from the entry module, before the route chunk, and the page's query
// adopts it instead of asking again.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startEarlyData } from '@/app/early-data';
import { startHeadRequests } from '@/app/early-head';
import { fetchLeaderboard } from '@/features/leaderboard/api';
import { fetchProblem, fetchProblems, problemQueries } from '@/features/problems/api';
import { leaderboardQueries } from '@/features/leaderboard/api';
import { fetchContest, fetchContests } from '@/features/contests/api';
import { fetchNote } from '@/features/notes/api';
import { fetchProfile } from '@/features/profiles/api';
import { contestRow, problemRow, profiles } from './msw/fixtures';
import { gotrueSession, SESSION_STORAGE_KEY, storeSession } from './msw/gotrue';
import { pgrstRows, recordingHandler, restUrl } from './msw/postgrest';
import { server } from './msw/server';

const row = { ...problemRow, author: { full_name: 'Emmy Noether', avatar_url: null } };

describe('early data', () => {
  it('/problems: one request, started before the page, adopted by the first page query', async () => {
    const reads = recordingHandler('get', restUrl('problems_with_progress'), (request) =>
      pgrstRows(request, [row], { total: 30 }),
    );
    server.use(reads.handler);
    startEarlyData({ pathname: '/problems', search: '' });
    const page = await fetchProblems({ page: 1 });
    expect(page.total).toBe(30);
    expect(page.problems[0]).toMatchObject({ id: problemRow.id, creatorName: 'Emmy Noether' });
    expect(reads.requests).toHaveLength(1);
    const url = reads.requests[0]!.url;
    expect(url.searchParams.get('select')).toBe(
      '*,author:public_profiles!created_by(full_name,avatar_url)',
    );
    expect(url.searchParams.get('limit')).toBe('12');
    // Adopted once: the next fetch asks the database again, with the very same query.
    await fetchProblems({ page: 1 });
    expect(reads.requests).toHaveLength(2);
    const sorted = (u: URL) => [...u.searchParams.entries()].sort().join('&');
    expect(sorted(reads.requests[0]!.url)).toBe(sorted(reads.requests[1]!.url));
  });

  it('/problems/{id} and /leaderboard are adopted too', async () => {
    const problemReads = recordingHandler('get', restUrl('problems'), (request) =>
      pgrstRows(request, [row]),
    );
    const boardReads = recordingHandler('get', restUrl('public_profiles'), (request) =>
      pgrstRows(request, [
        { id: 'x', full_name: 'Ada', avatar_url: null, score: 3, problems_solved: 1 },
      ]),
    );
    server.use(problemReads.handler, boardReads.handler);
    startEarlyData({ pathname: `/problems/${problemRow.id}`, search: '' });
    await expect(fetchProblem(problemRow.id)).resolves.toMatchObject({ title: problemRow.title });
    expect(problemReads.requests).toHaveLength(1);
    startEarlyData({ pathname: '/leaderboard', search: '' });
    await expect(fetchLeaderboard()).resolves.toHaveLength(1);
    expect(boardReads.requests).toHaveLength(1);
    expect(boardReads.requests[0]!.url.searchParams.get('role')).toBe('eq.contestant');
  });

  it("the document's head asks first; the entry adopts its answer instead of asking again", async () => {
    const reads = recordingHandler('get', restUrl('problems'), (request) =>
      pgrstRows(request, [row]),
    );
    server.use(reads.handler);
    const location = { pathname: `/problems/${problemRow.id}`, search: '' };
    startHeadRequests(location);
    expect(reads.requests).toHaveLength(0); // not yet answered, but on its way
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.requests).toHaveLength(1);
    startEarlyData(location);
    await expect(fetchProblem(problemRow.id)).resolves.toMatchObject({ title: problemRow.title });
    expect(reads.requests).toHaveLength(1);
    // Taken from the head once: the next page load's entry asks for itself.
    expect(window.earlyRequests).toEqual({});
    startEarlyData(location);
    await fetchProblem(problemRow.id);
    expect(reads.requests).toHaveLength(2);
    delete window.earlyRequests;
  });

  it('starts nothing with a stored session or filters in the URL', async () => {
    const reads = recordingHandler('get', restUrl('problems_with_progress'), (request) =>
      pgrstRows(request, []),
    );
    server.use(reads.handler);
    startEarlyData({ pathname: '/problems', search: '?topic=Algebra' });
    storeSession(profiles.student);
    startEarlyData({ pathname: '/problems', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.requests).toHaveLength(0);
  });

  it('a failed early request falls back to the usual query', async () => {
    let calls = 0;
    server.use(
      recordingHandler('get', restUrl('public_profiles'), (request) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : pgrstRows(request, []);
      }).handler,
    );
    startEarlyData({ pathname: '/leaderboard', search: '' });
    await expect(fetchLeaderboard()).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it('once arrived, is the initial data of the page query: the first render shows the rows', async () => {
    const reads = recordingHandler('get', restUrl('problems'), (request) =>
      pgrstRows(request, [row]),
    );
    server.use(reads.handler);
    const initialProblem = () => {
      const { initialData } = problemQueries.detail(problemRow.id);
      return typeof initialData === 'function' ? initialData() : initialData;
    };
    startEarlyData({ pathname: `/problems/${problemRow.id}`, search: '' });
    // Not arrived yet: no initial data (the query will wait for the same request instead).
    expect(initialProblem()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(initialProblem()).toMatchObject({ id: problemRow.id, creatorName: 'Emmy Noether' });
    // Taken once: a later look has none, and the query asks the database.
    expect(initialProblem()).toBeUndefined();
    await expect(fetchProblem(problemRow.id)).resolves.toMatchObject({ id: problemRow.id });
    expect(reads.requests).toHaveLength(2);
  });

  it('a filtered list or another page never takes the first page as initial data', async () => {
    server.use(
      recordingHandler('get', restUrl('problems_with_progress'), (request) =>
        pgrstRows(request, [row], { total: 1 }),
      ).handler,
    );
    startEarlyData({ pathname: '/problems', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const initialPage = (filters: Parameters<typeof problemQueries.list>[0]) => {
      const { initialData } = problemQueries.list(filters);
      return typeof initialData === 'function' ? initialData() : initialData;
    };
    expect(initialPage({ page: 2 })).toBeUndefined();
    expect(initialPage({ topic: 'Algebra' })).toBeUndefined();
    expect(initialPage({ search: 'circle' })).toBeUndefined();
    expect(initialPage({ page: 1 })).toMatchObject({ total: 1, page: 1 });
    const board = leaderboardQueries.top().initialData;
    expect(typeof board === 'function' ? board() : board).toBeUndefined();
  });

  it('/contests and /contests/{id}: adopted once, the same query the api asks', async () => {
    const detailRow = {
      ...contestRow,
      contest_problems: [
        { position: 2, problems: { ...problemRow, id: 'second', profiles: null } },
        { position: 1, problems: { ...problemRow, id: 'first', profiles: null } },
      ],
    };
    const reads = recordingHandler('get', restUrl('contests'), (request) =>
      request.headers.get('accept')?.includes('vnd.pgrst.object')
        ? HttpResponse.json(detailRow)
        : pgrstRows(
            request,
            new URL(request.url).searchParams.has('id') ? [detailRow] : [contestRow],
          ),
    );
    server.use(reads.handler);
    const sorted = (u: URL) => [...u.searchParams.entries()].sort().join('&');

    startEarlyData({ pathname: '/contests', search: '' });
    await expect(fetchContests()).resolves.toMatchObject([{ id: contestRow.id }]);
    expect(reads.requests).toHaveLength(1);
    await fetchContests();
    expect(reads.requests).toHaveLength(2);
    expect(sorted(reads.requests[0]!.url)).toBe(sorted(reads.requests[1]!.url));

    startEarlyData({ pathname: `/contests/${contestRow.id}`, search: '' });
    const early = await fetchContest(contestRow.id);
    expect(early.problems.map((p) => p.id)).toEqual(['first', 'second']);
    expect(reads.requests).toHaveLength(3);
    await expect(fetchContest(contestRow.id)).resolves.toEqual(early);
    expect(reads.requests).toHaveLength(4);
    expect(sorted(reads.requests[2]!.url)).toBe(sorted(reads.requests[3]!.url));
  });

  it('/notes/{id}: adopted once, checked like the api, the same query the api asks', async () => {
    const note = {
      id: '5f0c6d0e-4b7e-4f55-9a1c-2f1f6d1e0a01',
      title: 'Invariants',
      summary: 'What does not change.',
      body: 'Look for what stays the same.',
      topic: 'Combinatorics',
      level: 'Juniors',
      status: 'published',
      author_id: profiles.instructor.id,
      problem_ids: null,
      word_count: 6,
      published_at: '2026-11-20T10:00:00Z',
      created_at: '2026-11-20T09:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
      author: { full_name: 'Ivan Instructor' },
    };
    const reads = recordingHandler('get', restUrl('notes'), (request) =>
      request.headers.get('accept')?.includes('vnd.pgrst.object')
        ? HttpResponse.json(note)
        : pgrstRows(request, [note]),
    );
    server.use(reads.handler);
    const sorted = (u: URL) => [...u.searchParams.entries()].sort().join('&');

    startEarlyData({ pathname: `/notes/${note.id.toUpperCase()}`, search: '' });
    const early = await fetchNote(note.id);
    expect(early).toMatchObject({ title: 'Invariants', problem_ids: [], word_count: 6 });
    expect(early.author?.full_name).toBe('Ivan Instructor');
    expect(reads.requests).toHaveLength(1);
    await expect(fetchNote(note.id)).resolves.toEqual(early);
    expect(reads.requests).toHaveLength(2);
    expect(sorted(reads.requests[0]!.url)).toBe(sorted(reads.requests[1]!.url));

    // A row of another shape is refused (a ShapeError), never shown as a note.
    server.use(
      recordingHandler('get', restUrl('notes'), (request) =>
        pgrstRows(request, [{ ...note, topic: 7 }]),
      ).handler,
    );
    startEarlyData({ pathname: `/notes/${note.id}`, search: '' });
    await expect(fetchNote(note.id)).rejects.toThrow(/topic/);
  });

  it('/dashboard with a stored session: the own profile, with the stored token, adopted once', async () => {
    const reads = recordingHandler('get', restUrl('profiles'), (request) =>
      pgrstRows(request, [profiles.student]),
    );
    server.use(reads.handler);
    storeSession(profiles.student);
    const token = gotrueSessionToken();

    // Another page with a stored session starts nothing; the dashboard starts the profile.
    startEarlyData({ pathname: '/problems', search: '' });
    startEarlyData({ pathname: '/dashboard', search: '' });
    const early = await fetchProfile(profiles.student.id);
    expect(early).toMatchObject({ full_name: 'Ada Lovelace', role: 'contestant', score: 21 });
    expect(reads.requests).toHaveLength(1);
    expect(reads.requests[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(reads.requests[0]!.url.searchParams.get('id')).toBe(`eq.${profiles.student.id}`);
    // Adopted once: the next read goes through supabase-js.
    await fetchProfile(profiles.student.id);
    expect(reads.requests).toHaveLength(2);

    // A token about to expire is not used (supabase-js refreshes it first).
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...gotrueSession(profiles.student), expires_at: Date.now() / 1000 + 10 }),
    );
    startEarlyData({ pathname: '/dashboard', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.requests).toHaveLength(2);
  });
});

function gotrueSessionToken(): string {
  const stored: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
  return String(Reflect.get(Object(stored), 'access_token'));
}

// Issue 27 point 4: with the data saver on, the long lists ask the server for pages of 10
// (problems, notes, notices, a contest's board), and page through the rest.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setDataSaverSetting } from '@/lib/data-saver-setting';
import { emptyScoreboard } from '../msw/contests';
import { contestRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { emptyRestHandler, profilesHandler } from '../msw/handlers';
import { pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';

const TOTAL = 23;

const notice = (n: number) => ({
  id: n,
  kind: 'answer_graded',
  title: `Notice ${n}`,
  body: 'Your answer was graded.',
  link: null,
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: '2026-11-20T11:00:00.000Z',
});

/** Answers one page of `TOTAL` notices, as PostgREST would for the offset and limit asked. */
function noticePages() {
  return recordingHandler('get', restUrl('notices'), (request, recorded) => {
    const offset = Number(recorded.url.searchParams.get('offset') ?? 0);
    const limit = Number(recorded.url.searchParams.get('limit') ?? TOTAL);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) =>
      notice(offset + i + 1),
    );
    return pgrstRows(request, rows, { total: TOTAL });
  });
}

const listRequests = (requests: { url: URL; method: string }[]) =>
  requests
    .filter((r) => r.method === 'GET')
    .map((r) => [r.url.searchParams.get('offset'), r.url.searchParams.get('limit')]);

afterEach(() => setDataSaverSetting('auto'));

/** A signed-in student on /notices, whose notices come in pages. */
function studentWithNotices() {
  storeSession(profiles.student);
  const pages = noticePages();
  server.use(pages.handler, profilesHandler([profiles.student]), emptyRestHandler);
  return pages;
}

describe('the data saver pages the long lists by 10', () => {
  it('notices: ten a page, and the next ten on the next page', async () => {
    setDataSaverSetting('on');
    const pages = studentWithNotices();
    const { user } = renderApp('/notices');
    expect(await screen.findByText('Notice 10')).toBeInTheDocument();
    expect(screen.queryByText('Notice 11')).toBeNull();
    expect(listRequests(pages.requests)).toEqual([['0', '10']]);
    const nav = screen.getByRole('navigation', { name: 'Notice pages' });
    expect(nav).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Notice 11')).toBeInTheDocument();
    expect(listRequests(pages.requests)).toContainEqual(['10', '10']);
  });

  it('without it, one page holds them all (up to 50)', async () => {
    const pages = studentWithNotices();
    renderApp('/notices');
    expect(await screen.findByText(`Notice ${TOTAL}`)).toBeInTheDocument();
    expect(listRequests(pages.requests)).toEqual([['0', '50']]);
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).toBeNull();
  });

  it('notes: the published notes are asked for ten at a time', async () => {
    setDataSaverSetting('on');
    const notes = recordingHandler('get', restUrl('notes'), (request) =>
      pgrstRows(request, [], { total: 0 }),
    );
    server.use(notes.handler);
    renderApp('/notes');
    await waitFor(() =>
      expect(
        notes.requests.some(
          (r) =>
            r.url.searchParams.get('status') === 'eq.published' &&
            r.url.searchParams.get('limit') === '10',
        ),
      ).toBe(true),
    );
  });

  it('a contest’s board: ten rows a page instead of fifty', async () => {
    setDataSaverSetting('on');
    const HOUR = 3_600_000;
    const contest = {
      ...contestRow,
      id: 'c-saver',
      title: 'Saver Cup',
      start_time: new Date(Date.now() - 100 * HOUR).toISOString(),
      end_time: new Date(Date.now() - 96 * HOUR).toISOString(),
      contest_problems: [],
    };
    const board = recordingHandler('post', rpcUrl('contest_scoreboard'), () =>
      HttpResponse.json({ ...emptyScoreboard(contest.id), page_size: 10 }),
    );
    server.use(
      recordingHandler('get', restUrl('contests'), (request) => pgrstRows(request, [contest]))
        .handler,
      board.handler,
    );
    renderApp(`/contests/${contest.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saver Cup' })).toBeVisible();
    await waitFor(() => expect(board.requests).not.toHaveLength(0));
    expect(board.requests[0]!.body).toMatchObject({
      contest_id: contest.id,
      page: 1,
      page_size: 10,
    });
  });
});

import { screen, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { contestRow } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast } from './page-helpers';

const HOUR = 3_600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

const upcoming = {
  ...contestRow,
  id: 'c-up',
  title: 'Winter Cup',
  start_time: iso(48),
  end_time: iso(52),
};
const running = {
  ...contestRow,
  id: 'c-run',
  title: 'Live Round',
  start_time: iso(-1),
  end_time: iso(3),
};
const ended = {
  ...contestRow,
  id: 'c-end',
  title: 'Autumn Cup',
  description: '',
  start_time: iso(-100),
  end_time: iso(-96),
};

const ppp = (value: string) => format(parseISO(value), 'PPP p');

function contestsHandler(rows: readonly unknown[]) {
  return recordingHandler('get', restUrl('contests'), (request) => pgrstRows(request, rows));
}

describe('/contests', () => {
  it('groups contests into Running, Upcoming and Ended, in two columns with times, a countdown and View Contest', async () => {
    const { handler, requests } = contestsHandler([upcoming, running, ended]);
    server.use(handler);
    renderApp('/contests');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upcoming & Past Contests' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.closest('ul')).toHaveClass('md:grid-cols-2');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Running (1)',
      'Upcoming (1)',
      'Ended (1)',
    ]);

    const live = within(cards[0]!);
    expect(live.getByRole('heading', { name: 'Live Round' })).toBeInTheDocument();
    expect(live.getByRole('timer')).toHaveTextContent(/^Ends in 2h 5\dm \d\ds$/);
    const first = within(cards[1]!);
    expect(first.getByRole('heading', { name: 'Winter Cup' })).toBeInTheDocument();
    expect(first.getByText(contestRow.description)).toBeInTheDocument();
    expect(first.getByText(ppp(upcoming.start_time))).toBeInTheDocument();
    expect(first.getByText(ppp(upcoming.end_time))).toBeInTheDocument();
    expect(first.getByText('Upcoming')).toBeInTheDocument();
    expect(first.getByRole('timer')).toHaveTextContent(/^Starts in (1d 23h 5\dm|2d 00h 00m)$/);
    expect(first.getByRole('link', { name: 'View Contest' })).toHaveAttribute(
      'href',
      '/contests/c-up',
    );
    expect(live.getByText('Running')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Ended')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(/^Times in your time zone: /)).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('order')).toBe('start_time.desc');
  });

  it('shows a loading message first', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), async (request) => {
        await delay(100);
        return pgrstRows(request, [upcoming]);
      }).handler,
    );
    renderApp('/contests');
    expect(await screen.findByText('Loading contests...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Winter Cup' })).toBeInTheDocument();
  });

  it('says No contests found. Please check back later! when there are none', async () => {
    server.use(contestsHandler([]).handler);
    renderApp('/contests');
    expect(
      await screen.findByText('No contests found. Please check back later!'),
    ).toBeInTheDocument();
  });

  it('toasts Failed to load contests with Please try again later. on failure', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    renderApp('/contests');
    const toast = await findToast('Failed to load contests');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Please try again later.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

const detailRow = {
  ...running,
  contest_problems: [
    {
      position: 2,
      problems: {
        id: 'p2',
        title: 'Second problem',
        topic: 'Geometry',
        difficulty: 'IMO',
        profiles: null,
      },
    },
    {
      position: 1,
      problems: {
        id: 'p1',
        title: 'First problem',
        topic: 'Algebra',
        difficulty: 'Juniors',
        profiles: { full_name: 'Emmy Noether' },
      },
    },
  ],
};

describe('/contests/{id}', () => {
  it('shows title, description, times and the problems in contest order with authors', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('contests'), (request) =>
      pgrstRows(request, [detailRow]),
    );
    server.use(handler);
    renderApp('/contests/c-run');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Round' }),
    ).toBeInTheDocument();
    expect(screen.getByText(contestRow.description)).toBeInTheDocument();
    expect(screen.getByText(ppp(running.start_time))).toBeInTheDocument();
    expect(screen.getByText(ppp(running.end_time))).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Problems in this Contest' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('First problem');
    expect(items[0]).toHaveTextContent('Algebra');
    expect(items[0]).toHaveTextContent('Juniors');
    expect(items[0]).toHaveTextContent('by Emmy Noether');
    expect(items[1]).toHaveTextContent('by Unknown');
    expect(within(items[1]!).getByRole('link', { name: 'View Problem' })).toHaveAttribute(
      'href',
      '/problems/p2?contest=c-run',
    );
    expect(requests[0]!.url.searchParams.get('id')).toBe('eq.c-run');
  });

  it('says No problems have been added to this contest yet. when it has none', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), (request) =>
        pgrstRows(request, [{ ...ended, contest_problems: [] }]),
      ).handler,
    );
    renderApp('/contests/c-end');
    expect(
      await screen.findByText('No problems have been added to this contest yet.'),
    ).toBeInTheDocument();
  });

  it('does not invite a visitor to register for an ended contest (issue 29)', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), (request) =>
        pgrstRows(request, [{ ...ended, contest_problems: [] }]),
      ).handler,
    );
    renderApp('/contests/c-end');
    expect(
      await screen.findByText('This contest has ended: its problems are open for practice.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/register for this contest/)).not.toBeInTheDocument();
  });

  it("tells a visitor that an upcoming contest's problems appear at the start, with a live countdown", async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), (request) =>
        pgrstRows(request, [{ ...upcoming, contest_problems: [] }]),
      ).handler,
    );
    renderApp('/contests/c-up');
    expect(
      await screen.findByText(/^The problems are revealed when the contest starts/),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Starts in /);
    expect(screen.getByText(/as a student to register for this contest\./)).toBeInTheDocument();
    expect(await screen.findByText('No one has registered yet.')).toBeInTheDocument();
  });

  it('shows Contest Not Found with Back to Contests for a missing contest', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), (request) => pgrstRows(request, [])).handler,
    );
    renderApp('/contests/nope');
    expect(await screen.findByRole('heading', { name: 'Contest Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Contests' })).toHaveAttribute(
      'href',
      '/contests',
    );
  });

  it('toasts Failed to load contest details. when the server fails', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    renderApp('/contests/c-run');
    expect(await findToast('Failed to load contest details.')).toHaveTextContent(
      'Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Back to Contests' })).toBeInTheDocument();
  });
});

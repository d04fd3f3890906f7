import { screen, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { teamMemberRow } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast } from './page-helpers';

const entries = Array.from({ length: 5 }, (_, index) => ({
  id: `s${index + 1}`,
  full_name: index === 4 ? null : `Student ${index + 1}`,
  avatar_url: null,
  score: 50 - index * 10,
  problems_solved: 5 - index,
}));

describe('/leaderboard', () => {
  it('ranks the top students with trophies for the first three', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('public_profiles'), (request) =>
      pgrstRows(request, entries),
    );
    server.use(handler);
    renderApp('/leaderboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leaderboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Top 20 performers on the platform.')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Student', 'Problems Solved', 'Score']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByRole('img', { name: 'Gold trophy' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Silver trophy' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Bronze trophy' })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('img', { name: /trophy/ })).not.toBeInTheDocument();
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Student 1', '5', '50']);
    expect(rows[4]).toHaveTextContent('Anonymous User');

    const params = requests[0]!.url.searchParams;
    expect(params.get('role')).toBe('eq.contestant');
    expect(params.get('order')).toBe('score.desc,problems_solved.desc');
    expect(params.get('limit')).toBe('20');
  });

  it('shows Loading leaderboard... while loading', async () => {
    server.use(
      recordingHandler('get', restUrl('public_profiles'), async (request) => {
        await delay(100);
        return pgrstRows(request, entries);
      }).handler,
    );
    renderApp('/leaderboard');
    expect(await screen.findByText('Loading leaderboard...')).toBeInTheDocument();
    // Grey rows hold a full table's height meanwhile, so the page does not jump (CLS).
    expect(screen.getByRole('main').querySelectorAll('[aria-hidden="true"] tbody tr')).toHaveLength(
      20,
    );
    // Hidden from assistive technology, so nothing in it may take keyboard focus.
    expect(
      screen
        .getByRole('main')
        .querySelectorAll(
          '[aria-hidden="true"] [tabindex], [aria-hidden="true"] a, [aria-hidden="true"] button',
        ),
    ).toHaveLength(0);
    expect(await screen.findByText('Student 1')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelectorAll('[aria-hidden="true"] tbody tr')).toHaveLength(
      0,
    );
  });

  it('leaves the table empty when the fetch fails', async () => {
    server.use(
      recordingHandler('get', restUrl('public_profiles'), () => pgrstError(500, 'XX000', 'boom'))
        .handler,
    );
    renderApp('/leaderboard');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });
});

describe('/team', () => {
  it('shows the team members: name, role title, bio', async () => {
    server.use(
      recordingHandler('get', restUrl('team_members'), (request) =>
        pgrstRows(request, [teamMemberRow]),
      ).handler,
    );
    renderApp('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: teamMemberRow.name })).toBeInTheDocument();
    expect(screen.getByText(teamMemberRow.role_title)).toBeInTheDocument();
    expect(screen.getByText(teamMemberRow.bio)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the photo when there is one', async () => {
    server.use(
      recordingHandler('get', restUrl('team_members'), (request) =>
        pgrstRows(request, [{ ...teamMemberRow, photo_url: 'https://example.com/maryam.jpg' }]),
      ).handler,
    );
    renderApp('/team');
    await screen.findByRole('heading', { name: teamMemberRow.name });
    expect(document.querySelector('img[src="https://example.com/maryam.jpg"]')).not.toBeNull();
  });

  it('falls back to four sample members with a toast when the fetch fails', async () => {
    server.use(
      recordingHandler('get', restUrl('team_members'), () => pgrstError(500, 'XX000', 'boom'))
        .handler,
    );
    renderApp('/team');
    const toast = await findToast('Failed to load team');
    expect(toast).toHaveTextContent('Falling back to sample data.');
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('falls back to four sample members when there are none', async () => {
    server.use(
      recordingHandler('get', restUrl('team_members'), (request) => pgrstRows(request, [])).handler,
    );
    renderApp('/team');
    const main = within(screen.getByRole('main'));
    expect(await main.findAllByRole('heading', { level: 2 })).toHaveLength(4);
  });
});

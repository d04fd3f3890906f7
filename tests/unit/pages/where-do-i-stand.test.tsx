// Issue 29, point 13: ties share a rank on the leaderboard, a student beyond the top 20 sees their
// own row under it (the database's rank), the dashboard says the rank, counts have separators.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contestRow, profiles } from '../msw/fixtures';
import { pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { signedInAs } from './page-helpers';

const top = Array.from({ length: 20 }, (_, index) => ({
  id: `s${index + 1}`,
  full_name: `Student ${index + 1}`,
  avatar_url: null,
  // Students 2 and 3 tie (same score and problems solved).
  score: index === 2 ? 12_000 - 100 : 12_000 - index * 100,
  problems_solved: index === 2 ? 119 : 120 - index,
}));

function boardHandlers(myRank: unknown[]) {
  server.use(
    recordingHandler('get', restUrl('public_profiles'), (request) => pgrstRows(request, top))
      .handler,
    http.post(rpcUrl('my_leaderboard_rank'), () => HttpResponse.json(myRank)),
  );
}

describe('where do I stand', () => {
  it('gives tied students the same rank and formats counts with separators', async () => {
    boardHandlers([]);
    renderApp('/leaderboard');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual(['2', 'Student 2', '119', '11,900']);
    expect(cells(rows[2]!)).toEqual(['2', 'Student 3', '119', '11,900']);
    expect(cells(rows[3]!)[0]).toBe('4');
    expect(rows).toHaveLength(20);
  });

  it("adds a student's own row, with the database's rank, under the top 20", async () => {
    signedInAs(profiles.student);
    boardHandlers([
      {
        id: profiles.student.id,
        full_name: 'Ada Lovelace',
        avatar_url: null,
        score: 21,
        problems_solved: 3,
        rank: 1234,
        students: 10_500,
      },
    ]);
    renderApp('/leaderboard');
    const table = await screen.findByRole('table');
    const mine = await within(table).findByText('(you)');
    const row = mine.closest('tr')!;
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveTextContent('1,234');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(within(table).getAllByRole('row').at(-1)).toBe(row);
  });

  it('highlights the own row in place when the student is in the top 20', async () => {
    signedInAs(profiles.student);
    boardHandlers([{ ...top[4], rank: 5, students: 30 }]);
    renderApp('/leaderboard');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('(you)')).closest('tr')!;
    expect(row).toHaveTextContent('Student 5');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('shows the rank on the dashboard', async () => {
    signedInAs(profiles.student);
    server.use(
      http.post(rpcUrl('my_leaderboard_rank'), () =>
        HttpResponse.json([
          { id: profiles.student.id, score: 21, problems_solved: 3, rank: 7, students: 12_345 },
        ]),
      ),
    );
    renderApp('/dashboard');
    const line = await screen.findByTestId('my-rank');
    expect(await within(line).findByText('7')).toBeInTheDocument();
    expect(line).toHaveTextContent('Rank 7 of 12,345 on the leaderboard');
    expect(within(line).getByRole('link', { name: 'leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
  });

  it("Jump to me opens the contest board's page that holds the student's row and focuses it", async () => {
    signedInAs(profiles.student);
    const HOUR = 3_600_000;
    const contest = {
      ...contestRow,
      id: 'c-run',
      title: 'Live Round',
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + HOUR).toISOString(),
      contest_problems: [],
    };
    const row = (rank: number, userId: string, name: string) => ({
      rank,
      user_id: userId,
      full_name: name,
      avatar_url: null,
      total: 0,
      solved: 0,
      last_improved_at: null,
      results: {},
    });
    const pages: number[] = [];
    server.use(
      recordingHandler('get', restUrl('contests'), (request) => pgrstRows(request, [contest]))
        .handler,
      http.post(rpcUrl('contest_scoreboard'), async ({ request }) => {
        const { page } = (await request.json()) as { page: number };
        pages.push(page);
        const rows =
          page === 2
            ? [row(51, 'u51', 'Before Me'), row(51, profiles.student.id, 'Ada Lovelace')]
            : [row(1, 'u1', 'Leader')];
        return HttpResponse.json({
          contest_id: 'c-run',
          now: new Date().toISOString(),
          participants: 120,
          page,
          page_size: 50,
          problems: [],
          rows,
          me: {
            registered_at: contest.start_time,
            counts: true,
            rank: 51,
            total: 0,
            solved: 0,
            last_improved_at: null,
            results: {},
          },
        });
      }),
      http.post(rpcUrl('contest_board_position'), () => HttpResponse.json(77)),
    );
    const { user } = renderApp('/contests/c-run');
    expect(await screen.findByText(/You are ranked/)).toHaveTextContent(
      'You are ranked 51 of 120.',
    );
    await user.click(screen.getByRole('button', { name: 'Jump to me' }));
    const board = screen.getByRole('region', { name: 'Contest scoreboard' });
    const mine = (await within(board).findByText('(you)')).closest('tr')!;
    expect(pages).toContain(2);
    await waitFor(() => expect(mine).toHaveFocus());
    expect(mine).toHaveAttribute('aria-current', 'true');
  });
});

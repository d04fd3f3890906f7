import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRow, problemRow, profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';

const submission = (
  id: string,
  status: string,
  marks: number | null = null,
  feedback: string | null = null,
) => ({
  id,
  submitted_at: answerRow.submitted_at,
  status,
  marks_awarded: marks,
  feedback,
  problems: { id: problemRow.id, title: problemRow.title, marks: 7 },
});

describe('/submissions', () => {
  it('denies guests with a link to log in', async () => {
    renderApp('/submissions');
    const heading = await screen.findByText('Access Denied');
    const panel = heading.parentElement as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("lists the user's answers with problem links, dates and status badges", async () => {
    signedInAs(profiles.student);
    const rows = [
      submission('a1', 'correct', 7),
      submission('a2', 'incorrect', 0),
      submission('a3', 'submitted'),
      submission('a4', 'submitted'),
      submission('a5', 'partial', 5, 'Good, but the case $n = 0$ is missing.'),
    ];
    const { handler, requests } = recordingHandler('get', restUrl('answers'), (request) =>
      pgrstRows(request, rows),
    );
    server.use(handler);
    renderApp('/submissions');
    expect(await screen.findByRole('heading', { name: 'My Submissions' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Problem', 'Submitted At', 'Status', 'Marks', 'Feedback']);
    expect(within(table).getAllByRole('link', { name: problemRow.title })[0]).toHaveAttribute(
      'href',
      `/problems/${problemRow.id}`,
    );
    expect(within(table).getAllByText('November 1st, 2026', { exact: false })).toHaveLength(5);
    expect(within(table).getByText('correct')).toHaveClass('bg-emerald-100');
    expect(within(table).getByText('incorrect')).toHaveClass('bg-red-600');
    // Partial marks: an outline badge with the marks, the marks out of the problem's, the feedback as math.
    expect(within(table).getByText('partial 5/7')).toHaveClass('border-slate-300');
    expect(within(table).getByText('5 / 7')).toBeInTheDocument();
    expect(within(table).getByText('7 / 7')).toBeInTheDocument();
    expect(within(table).getAllByText('— / 7')).toHaveLength(2);
    const feedbackRow = within(table).getByText('partial 5/7').closest('tr')!;
    await waitFor(() => expect(feedbackRow.querySelector('.katex')).not.toBeNull());
    expect(requests[0]!.url.searchParams.get('select')).toBe(
      'id,submitted_at,status,marks_awarded,feedback,page_count,problems(id,title,marks)',
    );
    expect(requests[0]!.url.searchParams.get('user_id')).toBe(`eq.${profiles.student.id}`);
  });

  it('invites the user to solve problems when there are none', async () => {
    signedInAs(profiles.student);
    server.use(
      recordingHandler('get', restUrl('answers'), (request) => pgrstRows(request, [])).handler,
    );
    renderApp('/submissions');
    expect(await screen.findByText(/You haven't made any submissions yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go solve some problems!' })).toHaveAttribute(
      'href',
      '/problems',
    );
  });

  it('says Failed to load submissions when the fetch fails', async () => {
    signedInAs(profiles.student);
    server.use(
      recordingHandler('get', restUrl('answers'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    renderApp('/submissions');
    expect(await findToast('Failed to load submissions')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });
});

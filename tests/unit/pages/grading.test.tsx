import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRow, problemRow, profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';

const waiting = {
  id: answerRow.id,
  content: '$\\frac{14}{3}$',
  status: 'submitted',
  submitted_at: answerRow.submitted_at,
  problem: { id: problemRow.id, title: problemRow.title },
  student: { full_name: 'Ada Lovelace' },
};
const graded = {
  ...waiting,
  id: 'eeeeeeee-0000-4000-8000-000000000002',
  status: 'correct',
  graded_at: answerRow.submitted_at,
};

/** GET answers: status=eq.submitted is the queue, status=in.(...) the recently graded list. */
function answersApi(
  queue: unknown[],
  recent: unknown[],
  grade = (request: Request) => pgrstRows(request, [{ ...answerRow, status: 'correct' }]),
  totals: { queue?: number; recent?: number } = {},
) {
  const list = recordingHandler('get', restUrl('answers'), (request) =>
    new URL(request.url).searchParams.get('status') === 'eq.submitted'
      ? pgrstRows(request, queue, { total: totals.queue })
      : pgrstRows(request, recent, { total: totals.recent }),
  );
  const rpc = recordingHandler('post', rpcUrl('grade_answer'), grade);
  server.use(list.handler, rpc.handler);
  return { list: list.requests, grade: rpc.requests };
}

describe('/grading', () => {
  it('shows waiting answers with problem link, student, time and the answer as math', async () => {
    signedInAs(profiles.instructor);
    answersApi([waiting], []);
    renderApp('/grading');
    expect(await screen.findByRole('heading', { name: 'Grading Queue' })).toBeInTheDocument();
    const queue = screen.getByRole('region', { name: /Waiting for a grade/ });
    expect(await within(queue).findByRole('link', { name: problemRow.title })).toHaveAttribute(
      'href',
      `/problems/${problemRow.id}`,
    );
    expect(
      within(queue).getByText(/Ada Lovelace · submitted November 1st, 2026/),
    ).toBeInTheDocument();
    await waitFor(() => expect(queue.querySelector('.katex')).not.toBeNull());
    expect(screen.getByText('No graded answers yet.')).toBeInTheDocument();
  });

  it('grades through rpc grade_answer and reloads both lists', async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([waiting], []);
    const { user } = renderApp('/grading');
    await user.click(await screen.findByRole('button', { name: /^Correct: Ada Lovelace/ }));
    expect(await findToast('Answer graded')).toBeInTheDocument();
    expect(api.grade[0]!.body).toEqual({ answer_id: answerRow.id, status: 'correct' });
    await waitFor(() => expect(api.list.length).toBeGreaterThanOrEqual(4));
  });

  it('lets a grade be changed from the recently graded list', async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([], [graded]);
    const { user } = renderApp('/grading');
    expect(
      await screen.findByText('No answers are waiting for a grade. Well done!'),
    ).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recently graded' });
    expect(await within(recent).findByText('correct')).toBeInTheDocument();
    expect(within(recent).queryByRole('button', { name: /^Correct:/ })).not.toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: /^Incorrect:/ }));
    await waitFor(() =>
      expect(api.grade[0]!.body).toEqual({ answer_id: graded.id, status: 'incorrect' }),
    );
    const recentRequest = api.list.find(
      (request) => request.url.searchParams.get('status') !== 'eq.submitted',
    )!;
    expect(recentRequest.url.searchParams.get('status')).toBe('in.(correct,incorrect)');
  });

  it('pages both lists on the server, 10 answers a page, the waiting ones oldest first', async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([waiting], [graded], undefined, { queue: 23, recent: 12 });
    const { user } = renderApp('/grading');
    expect(
      await screen.findByRole('heading', { name: 'Waiting for a grade (23)' }),
    ).toBeInTheDocument();
    const queueRequest = (index: number) =>
      api.list.filter((r) => r.url.searchParams.get('status') === 'eq.submitted')[index]!;
    expect(queueRequest(0).url.searchParams.get('order')).toBe('submitted_at.asc,id.asc');
    expect(queueRequest(0).url.searchParams.get('limit')).toBe('10');
    const waitingPages = await screen.findByRole('navigation', { name: 'Waiting answer pages' });
    await user.click(within(waitingPages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queueRequest(1).url.searchParams.get('offset')).toBe('20'));
    const gradedPages = screen.getByRole('navigation', { name: 'Graded answer pages' });
    await user.click(within(gradedPages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(api.list.at(-1)!.url.searchParams.get('status')).toBe('in.(correct,incorrect)'),
    );
    expect(api.list.at(-1)!.url.searchParams.get('offset')).toBe('10');
    expect(within(waitingPages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says Failed to load the grading queue when the queue cannot load', async () => {
    signedInAs(profiles.instructor);
    server.use(
      recordingHandler('get', restUrl('answers'), (request) =>
        new URL(request.url).searchParams.get('status') === 'eq.submitted'
          ? pgrstError(500, 'XX000', 'boom')
          : pgrstRows(request, [graded]),
      ).handler,
    );
    renderApp('/grading');
    expect(await findToast('Failed to load the grading queue')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('shows the server message when grading is refused', async () => {
    signedInAs(profiles.instructor);
    answersApi([waiting], [], () => pgrstError(403, '42501', 'You cannot grade your own answer.'));
    const { user } = renderApp('/grading');
    await user.click(await screen.findByRole('button', { name: /^Incorrect: Ada Lovelace/ }));
    expect(await findToast('Grading Failed')).toHaveTextContent(
      'You cannot grade your own answer.',
    );
  });
});

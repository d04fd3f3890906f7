// Issue 29, points 9 and 11: the discussion speaks math (LaTeX rendered, prose stays text),
// authors edit and delete their own comments, a text over the limit is refused with a message
// (never cut), and a discussion closed by a running contest never shows its composer first.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commentRow, problemRow, profiles } from '../msw/fixtures';
import { pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';

const PATH = `/problems/${problemRow.id}`;

function pageHandlers(comments: unknown[] = []) {
  const commentReads = recordingHandler('get', restUrl('comments'), (request) =>
    pgrstRows(request, comments),
  );
  server.use(
    recordingHandler('get', restUrl('problems'), (request) => pgrstRows(request, [problemRow]))
      .handler,
    recordingHandler('get', restUrl('reactions'), (request) => pgrstRows(request, [])).handler,
    commentReads.handler,
    recordingHandler('get', restUrl('answers'), (request) => pgrstRows(request, [])).handler,
    http.post(rpcUrl('problem_practice'), () =>
      HttpResponse.json({ status: null, locked: false, hints: [], hint_count: 0 }),
    ),
    // The answer box asks a signed-in student for their attempts (issue 29, point 3).
    http.post(rpcUrl('my_answer_state'), () =>
      HttpResponse.json({ has_key: true, attempt_cap: 10, wrong_attempts: 0 }),
    ),
  );
  return commentReads;
}

const otherComment = {
  ...commentRow,
  id: 'c-other',
  user_id: profiles.instructor.id,
  content: 'Someone else wrote $a+b$.',
  edited_at: null,
  is_spoiler: false,
  comment_spoiler_text: null,
  profiles: { full_name: 'Emmy Noether', avatar_url: null },
};
const ownComment = {
  ...commentRow,
  id: 'c-own',
  content: 'Since $x^2 \\ge 0$, n = 1 works.',
  edited_at: '2026-01-02T00:00:00.000Z',
  is_spoiler: false,
  comment_spoiler_text: null,
};

describe('the discussion', () => {
  it('renders LaTeX between delimiters, keeps prose as text, and marks an edited comment', async () => {
    pageHandlers([ownComment]);
    renderApp(PATH);
    const discussion = await screen.findByRole('region', { name: /Discussion/ });
    const item = (await within(discussion).findAllByRole('listitem'))[0]!;
    await waitFor(() => expect(item.querySelector('.katex')).not.toBeNull());
    expect(item).toHaveTextContent('n = 1 works.');
    expect(item).toHaveTextContent('(edited)');
    // A visitor is offered neither Edit nor Delete.
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers Edit and Delete on the own comment only, and saves an edit', async () => {
    signedInAs(profiles.student);
    pageHandlers([ownComment, otherComment]);
    const patch = recordingHandler('patch', restUrl('comments'), (request) =>
      pgrstRows(request, [{ ...ownComment, content: 'Fixed: $n = 2$.', edited_at: '2026-01-03' }]),
    );
    server.use(patch.handler);
    const { user } = renderApp(PATH);
    const discussion = await screen.findByRole('region', { name: /Discussion/ });
    const [own, other] = await within(discussion).findAllByRole('listitem');
    expect(within(other!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(other!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(within(own!).getByRole('button', { name: 'Edit' }));
    const field = await within(own!).findByLabelText('Edit your comment');
    expect(field).toHaveValue(ownComment.content);
    await user.clear(field);
    await user.type(field, 'Fixed: $n = 2$.');
    await user.click(within(own!).getByRole('button', { name: 'Save' }));
    expect(await findToast('Comment updated.')).toBeInTheDocument();
    expect(patch.requests[0]!.url.searchParams.get('id')).toBe(`eq.${ownComment.id}`);
    expect(patch.requests[0]!.body).toEqual({ content: 'Fixed: $n = 2$.', is_spoiler: false });
  });

  it('says in words when the database refused a change (no row matched)', async () => {
    signedInAs(profiles.student);
    pageHandlers([ownComment]);
    const remove = recordingHandler('delete', restUrl('comments'), (request) =>
      pgrstRows(request, []),
    );
    server.use(remove.handler);
    const { user } = renderApp(PATH);
    const discussion = await screen.findByRole('region', { name: /Discussion/ });
    const own = (await within(discussion).findAllByRole('listitem'))[0]!;
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await user.click(within(own).getByRole('button', { name: 'Yes, delete' }));
    const toast = await findToast('Failed to delete comment');
    expect(toast).toHaveTextContent('This comment could not be deleted');
    expect(remove.requests).toHaveLength(1);
  });

  it('refuses a comment over 2,000 characters with a message and keeps every character', async () => {
    signedInAs(profiles.student);
    pageHandlers();
    const post = recordingHandler('post', restUrl('comments'), (request) =>
      pgrstRows(request, [commentRow], { status: 201 }),
    );
    server.use(post.handler);
    const { user } = renderApp(PATH);
    const field = await screen.findByPlaceholderText('Add a comment...');
    await user.click(field);
    await user.paste('x'.repeat(2003));
    expect(field).toHaveValue('x'.repeat(2003));
    expect(
      screen.getByText(
        'Use at most 2,000 characters for a comment. Remove 3 characters to send it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2,003 / 2,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await user.type(field, '{Enter}');
    expect(post.requests).toHaveLength(0);
  });

  it('never shows the composer before it knows whether a running contest closes it', async () => {
    signedInAs(profiles.student);
    pageHandlers();
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const contest = {
      id: 'k1',
      title: 'Autumn Cup',
      description: '',
      start_time: start,
      end_time: end,
      created_at: start,
      results_mode: 'instant',
    };
    server.use(
      // The contest bar (issue 29, point 8) reads the running contest the problem is in.
      http.get(restUrl('contests'), ({ request }) =>
        pgrstRows(request, [{ ...contest, contest_problems: [] }]),
      ),
      http.get(restUrl('contest_problems'), async ({ request }) => {
        await delay(400);
        return pgrstRows(request, [
          {
            contests: contest,
          },
        ]);
      }),
    );
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: problemRow.title });
    expect(await screen.findByText('Loading discussion...')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Add a comment...')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Discussion closed during the contest' }),
    ).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Add a comment...')).not.toBeInTheDocument();
  });
});

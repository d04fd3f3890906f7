// Issue 15 in the screens: the create form saves the solution and hints through
// set_problem_solution after the insert; a spoiler comment stays collapsed for a non-solver and
// its text is fetched only after an explicit confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commentRow, problemRow, profiles } from '../msw/fixtures';
import { pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { expectLocation, signedInAs } from './page-helpers';

describe('/create-problem with a solution and hints', () => {
  // Route chunks compile on first use; on a busy machine that takes a while.
  it(
    'creates the problem, then saves the solution and the non-blank hints in order',
    { timeout: 30_000 },
    async () => {
      signedInAs(profiles.instructor);
      const create = recordingHandler('post', restUrl('problems'), (request) =>
        pgrstRows(request, [problemRow], { status: 201 }),
      );
      const saved = recordingHandler(
        'post',
        rpcUrl('set_problem_solution'),
        () => new HttpResponse(null, { status: 204 }),
      );
      const list = recordingHandler('get', restUrl('problems_with_progress'), (request) =>
        pgrstRows(request, []),
      );
      server.use(create.handler, saved.handler, list.handler);
      const { user } = renderApp('/create-problem');
      await user.type(
        await screen.findByLabelText('Problem Title', {}, { timeout: 15_000 }),
        'Sum of squares',
      );
      await user.type(screen.getByLabelText('Problem Statement'), 'Find $n$.');
      await user.selectOptions(screen.getByLabelText('Topic'), 'Number Theory');
      await user.selectOptions(screen.getByLabelText('Difficulty'), 'Juniors');
      await user.type(screen.getByLabelText('Official solution'), 'Take $n = 1$.');
      await user.type(screen.getByLabelText('Hint 1'), 'Try small cases.');
      await user.type(screen.getByLabelText('Hint 3'), 'Parity.');
      await user.click(screen.getByLabelText(/Show the solution to everyone once a contest/));
      await user.click(screen.getByRole('button', { name: 'Create Problem' }));
      await waitFor(() => expect(saved.requests).toHaveLength(1), { timeout: 10_000 });
      await expectLocation('/problems');
      expect(saved.requests[0]!.body).toEqual({
        problem_id: problemRow.id,
        payload: {
          solution: { body: 'Take $n = 1$.', attachment_path: null, public_after_contest: false },
          hints: ['Try small cases.', 'Parity.'],
        },
      });
    },
  );
});

describe('spoiler comments on /problems/{id}', () => {
  it(
    'shows a placeholder and fetches the text only after the reader confirms',
    { timeout: 30_000 },
    async () => {
      signedInAs(profiles.student);
      const spoiler = {
        ...commentRow,
        id: 'spoiler-1',
        is_spoiler: true,
        content: 'This comment contains a spoiler.',
        comment_spoiler_text: null,
      };
      server.use(
        recordingHandler('get', restUrl('problems'), (request) => pgrstRows(request, [problemRow]))
          .handler,
        recordingHandler('get', restUrl('reactions'), (request) => pgrstRows(request, [])).handler,
        recordingHandler('get', restUrl('comments'), (request) => pgrstRows(request, [spoiler]))
          .handler,
        recordingHandler('get', restUrl('answers'), (request) => pgrstRows(request, [])).handler,
        http.post(rpcUrl('problem_practice'), () =>
          HttpResponse.json({ status: 'not_tried', hints: [], hint_count: 0 }),
        ),
      );
      const reveal = recordingHandler('post', rpcUrl('reveal_spoiler'), () =>
        HttpResponse.json('The answer is 42.'),
      );
      server.use(reveal.handler);
      const { user } = renderApp(`/problems/${problemRow.id}`);
      const discussion = await screen.findByRole(
        'region',
        { name: /Discussion/ },
        { timeout: 15_000 },
      );
      expect(
        await within(discussion).findByText(
          'This comment may give away the solution.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(within(discussion).queryByText('The answer is 42.')).not.toBeInTheDocument();

      await user.click(within(discussion).getByRole('button', { name: 'Show spoiler' }));
      expect(reveal.requests).toHaveLength(0);
      await user.click(within(discussion).getByRole('button', { name: 'Cancel' }));
      await user.click(within(discussion).getByRole('button', { name: 'Show spoiler' }));
      await user.click(within(discussion).getByRole('button', { name: 'Yes, show it' }));
      expect(await within(discussion).findByText('The answer is 42.')).toBeInTheDocument();
      expect(reveal.requests).toHaveLength(1);
      expect(reveal.requests[0]!.body).toEqual({ comment_id: 'spoiler-1' });
    },
  );
});

// Issue 15 in the screens: a spoiler comment stays collapsed for a non-solver and its text is
// fetched only after an explicit confirmation. (The create and edit forms' solution and hints are
// tested in create-problem.test.tsx and edit-problem.test.tsx: they go inside save_problem.)
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commentRow, problemRow, profiles } from '../msw/fixtures';
import { pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { signedInAs } from './page-helpers';

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

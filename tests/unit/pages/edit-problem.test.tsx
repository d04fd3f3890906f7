import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemRow, profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { expectLocation, findToast, signedInAs } from './page-helpers';

const PATH = `/problems/${problemRow.id}/edit`;

function editApi(
  save: () => Response = () => HttpResponse.json({ problem: problemRow, regraded: 3 }),
) {
  const problems = recordingHandler('get', restUrl('problems'), (request) =>
    pgrstRows(request, [problemRow]),
  );
  const key = recordingHandler('post', rpcUrl('problem_answer_key'), () =>
    HttpResponse.json(['14/3']),
  );
  const saved = recordingHandler('post', rpcUrl('save_problem'), save);
  // Staff read the solution and every hint through problem_practice.
  const practice = recordingHandler('post', rpcUrl('problem_practice'), () =>
    HttpResponse.json({
      status: 'not_tried',
      gave_up_at: null,
      locked: false,
      hint_count: 2,
      hints: [
        { position: 1, body: 'Try small cases.', revealed_at: null },
        { position: 2, body: 'Look at parity.', revealed_at: null },
      ],
      can_reveal_hint: false,
      has_solution: true,
      solution: { body: 'Take $n = 1$.', attachment_path: null, public_after_contest: false },
      can_give_up: false,
      next_problem: null,
    }),
  );
  const removal = recordingHandler('delete', restUrl('problems'), () =>
    pgrstError(409, '23503', 'This problem has answers, so it cannot be deleted. Hide it instead.'),
  );
  const reactions = recordingHandler('get', restUrl('reactions'), (request) =>
    pgrstRows(request, []),
  );
  const comments = recordingHandler('get', restUrl('comments'), (request) =>
    pgrstRows(request, []),
  );
  // The translations section (issue 26): no translation yet.
  const translations = recordingHandler('get', restUrl('problem_translations'), (request) =>
    pgrstRows(request, []),
  );
  server.use(
    problems.handler,
    key.handler,
    saved.handler,
    practice.handler,
    removal.handler,
    reactions.handler,
    comments.handler,
    translations.handler,
  );
  return { save: saved.requests, key: key.requests, practice: practice.requests };
}

// A form of seven fields on a shared two-core machine: typing alone can pass the default 5 s.
describe('/problems/{id}/edit', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('@/pages/EditProblemPage');
  }, 30_000);

  it('prefills the form with the problem and its key, saves through save_problem and shows the regrade count', async () => {
    signedInAs(profiles.instructor);
    const api = editApi();
    const { user } = renderApp(PATH);
    const title = await screen.findByLabelText('Problem Title');
    expect(title).toHaveValue(problemRow.title);
    expect(screen.getByLabelText('Answer key (optional)')).toHaveValue('14/3');
    expect(screen.getByLabelText('Marks')).toHaveValue(problemRow.marks);
    await user.clear(title);
    await user.paste('Fixed title');
    await user.clear(screen.getByLabelText('Answer key (optional)'));
    await user.paste('5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Problem Saved')).toHaveTextContent('3 answers regraded.');
    await expectLocation(`/problems/${problemRow.id}`);
    expect(api.save[0]!.body).toMatchObject({
      problem_id: problemRow.id,
      payload: { title: 'Fixed title', answer_key: ['5'], marks: problemRow.marks },
    });
  });

  it('keeps the form and shows the reason when the save is refused', async () => {
    signedInAs(profiles.instructor);
    editApi(() =>
      pgrstError(
        400,
        '22023',
        'An answer key holds at most 20 answers of at most 1000 characters.',
      ),
    );
    const { user } = renderApp(PATH);
    await screen.findByLabelText('Problem Title');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Failed to save problem')).toHaveTextContent('at most 20 answers');
    await expectLocation(PATH);
  });

  it('offers hiding when the problem has answers and cannot be deleted', async () => {
    signedInAs(profiles.instructor);
    editApi();
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete problem' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText(
        'This problem has answers, so it cannot be deleted. Hide it instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide problem' })).toBeInTheDocument();
  });

  it('tells another instructor it is not theirs and never asks for the key', async () => {
    signedInAs({ ...profiles.instructor, id: 'aaaaaaaa-0000-4000-8000-0000000000ff' });
    const api = editApi();
    renderApp(PATH);
    expect(
      await screen.findByText("Only the problem's author, an admin or the superadmin can edit it."),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.key).toHaveLength(0));
    expect(api.practice).toHaveLength(0);
  });

  it('prefills the solution and hints and saves them in the same save_problem call', async () => {
    signedInAs(profiles.instructor);
    const api = editApi();
    const { user } = renderApp(PATH);
    const solution = await screen.findByLabelText('Official solution');
    expect(solution).toHaveValue('Take $n = 1$.');
    expect(screen.getByLabelText('Hint 1')).toHaveValue('Try small cases.');
    expect(screen.getByLabelText('Hint 2')).toHaveValue('Look at parity.');
    expect(screen.getByLabelText('Hint 3')).toHaveValue('');
    expect(screen.getByLabelText(/Show the solution to everyone once a contest/)).not.toBeChecked();
    await user.clear(solution);
    await user.paste('Take $n = 2$.');
    await user.clear(screen.getByLabelText('Hint 1'));
    await user.click(screen.getByLabelText('Hint 3'));
    await user.paste('Mod 4.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Problem Saved')).toBeInTheDocument();
    expect(api.save).toHaveLength(1);
    expect(api.save[0]!.body).toMatchObject({
      problem_id: problemRow.id,
      payload: {
        title: problemRow.title,
        solution: { body: 'Take $n = 2$.', attachment_path: null, public_after_contest: false },
        hints: ['Look at parity.', 'Mod 4.'],
      },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRow, commentRow, problemRow, profiles } from '../msw/fixtures';
import {
  pgrstError,
  pgrstRows,
  recordingHandler,
  restUrl,
  rpcUrl,
  storageUrl,
} from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';
import { problemRowWith } from './screen-helpers';

const PATH = `/problems/${problemRow.id}`;

/** problem_practice with nothing earned: no hints, no solution (the practice panel stays empty). */
function practiceHandler() {
  return http.post(rpcUrl('problem_practice'), () =>
    HttpResponse.json({
      status: null,
      locked: false,
      hint_count: 0,
      hints: [],
      has_solution: false,
      solution: null,
    }),
  );
}

interface DetailData {
  problem?: unknown;
  reactions?: unknown[];
  comments?: unknown[];
  answers?: unknown[];
  /** public.my_answer_state: a keyed problem with no wrong attempt unless told. */
  answerState?: { has_key: boolean; attempt_cap: number; wrong_attempts: number };
}

// Every screen here also asks for the practice state (hints, solution) of the problem.
beforeEach(() => server.use(practiceHandler()));

/** Problem, reactions, comments and the student's own answers as PostgREST returns them. */
function detailHandlers({
  problem = problemRow,
  reactions = [],
  comments = [],
  answers = [],
  answerState = { has_key: true, attempt_cap: 10, wrong_attempts: 0 },
}: DetailData = {}) {
  const problems = recordingHandler('get', restUrl('problems'), (request) =>
    pgrstRows(request, [problem]),
  );
  const reactionReads = recordingHandler('get', restUrl('reactions'), (request) =>
    pgrstRows(request, reactions),
  );
  const commentReads = recordingHandler('get', restUrl('comments'), (request) =>
    pgrstRows(request, comments),
  );
  const answerReads = recordingHandler('get', restUrl('answers'), (request) =>
    pgrstRows(request, answers),
  );
  const state = recordingHandler('post', rpcUrl('my_answer_state'), () =>
    HttpResponse.json(answerState),
  );
  server.use(
    problems.handler,
    reactionReads.handler,
    commentReads.handler,
    answerReads.handler,
    state.handler,
  );
  return { problems, reactionReads, commentReads, state };
}

describe('/problems/{id} for a visitor', () => {
  it('shows Loading problem... and then the problem: title, author, date, badges, statement', async () => {
    server.use(
      recordingHandler('get', restUrl('problems'), async (request) => {
        await delay(150);
        return pgrstRows(request, [problemRowWith({ difficulty: 'PAMO', marks: 9 })]);
      }).handler,
      recordingHandler('get', restUrl('reactions'), (request) => pgrstRows(request, [])).handler,
      recordingHandler('get', restUrl('comments'), (request) => pgrstRows(request, [])).handler,
    );
    renderApp(PATH);
    expect(await screen.findByText('Loading problem...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: problemRow.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('Emmy Noether')).toBeInTheDocument();
    expect(screen.getByText('November 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Number Theory')).toBeInTheDocument();
    expect(screen.getByText('PAMO').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    expect(screen.getByText('9 marks')).toBeInTheDocument();
    const statement = screen.getByRole('region', { name: 'Problem statement' });
    expect(statement).toHaveTextContent('Find all integers');
  });

  it('renders a pure LaTeX body as display math', async () => {
    detailHandlers({ problem: problemRowWith({ content: { body: '\\int_0^1 x^2 \\, dx' } }) });
    renderApp(PATH);
    const statement = await screen.findByRole('region', { name: 'Problem statement' });
    await waitFor(() =>
      expect(statement.querySelector('.math-display .katex-display')).not.toBeNull(),
    );
  });

  it('says Problem not found. for a missing id', async () => {
    server.use(
      recordingHandler('get', restUrl('problems'), (request) => pgrstRows(request, [])).handler,
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Problem not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Problems' })).toHaveAttribute(
      'href',
      '/problems',
    );
  });

  it('says the problem could not be loaded when the server fails', async () => {
    server.use(
      recordingHandler('get', restUrl('problems'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'The problem could not be loaded.' }),
    ).toBeInTheDocument();
  });

  it('links to the attachment with a signed URL', async () => {
    const path = `${profiles.instructor.id}/1700000000000-diagram.pdf`;
    detailHandlers({ problem: problemRowWith({ attachment_path: path }) });
    server.use(
      http.post(storageUrl(`object/sign/attachments/${path}`), () =>
        HttpResponse.json({ signedURL: `/object/sign/attachments/${path}?token=signed-token` }),
      ),
    );
    renderApp(PATH);
    const link = await screen.findByRole('link', { name: /diagram\.pdf/ });
    expect(link.getAttribute('href')).toContain('token=signed-token');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows reaction counts, and asks a visitor to log in to react', async () => {
    detailHandlers({
      reactions: [
        { user_id: 'u1', reaction_type: 'like' },
        { user_id: 'u2', reaction_type: 'like' },
        { user_id: 'u3', reaction_type: 'funny' },
      ],
    });
    const { user } = renderApp(PATH);
    const like = await screen.findByRole('button', { name: 'Like 2' });
    expect(screen.getByRole('button', { name: 'Love 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Funny 1' })).toBeInTheDocument();
    await user.click(like);
    expect(await findToast('Please log in to react.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('has no answer card, asks to log in to answer, and links guests to Log in under Discussion', async () => {
    detailHandlers();
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: problemRow.title });
    expect(screen.queryByRole('heading', { name: 'Submit Your Answer' })).not.toBeInTheDocument();
    expect(screen.getByText('Please log in to submit an answer.')).toBeInTheDocument();
    // The discussion waits until it is known that no running contest closes it.
    const discussion = await screen.findByRole('region', { name: /Discussion/ });
    expect(within(discussion).getByRole('heading', { name: 'Discussion (0)' })).toBeInTheDocument();
    expect(
      await within(discussion).findByText('No comments yet. Be the first to start the discussion!'),
    ).toBeInTheDocument();
    expect(within(discussion).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(discussion).queryByPlaceholderText('Add a comment...')).not.toBeInTheDocument();
  });

  it('lists comments newest first as plain text with name and relative time', async () => {
    const older = {
      ...commentRow,
      id: 'c-old',
      content: 'Older idea',
      created_at: '2020-01-01T00:00:00.000Z',
    };
    const newer = {
      ...commentRow,
      id: 'c-new',
      content: '<b>not bold</b>',
      created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      profiles: { full_name: 'Emmy Noether', avatar_url: null },
    };
    const { commentReads } = detailHandlers({ comments: [newer, older] });
    renderApp(PATH);
    const discussion = await screen.findByRole('region', { name: /Discussion/ });
    expect(
      await within(discussion).findByRole('heading', { name: 'Discussion (2)' }),
    ).toBeInTheDocument();
    const items = within(discussion).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Emmy Noether');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[0]!).getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Ada Lovelace');
    expect(items[1]).toHaveTextContent(/years ago/);
    expect(commentReads.requests[0]!.url.searchParams.get('order')).toBe('created_at.desc');
  });
});

describe('/problems/{id} for a student', () => {
  it("highlights the student's own reaction", async () => {
    signedInAs(profiles.student);
    detailHandlers({
      reactions: [
        { user_id: profiles.student.id, reaction_type: 'love' },
        { user_id: 'u2', reaction_type: 'like' },
      ],
    });
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: 'Love 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles with one call to toggle_reaction, then reloads the counts', async () => {
    signedInAs(profiles.student);
    let reactions: unknown[] = [];
    server.use(
      recordingHandler('get', restUrl('problems'), (request) => pgrstRows(request, [problemRow]))
        .handler,
      recordingHandler('get', restUrl('comments'), (request) => pgrstRows(request, [])).handler,
      recordingHandler('get', restUrl('answers'), (request) => pgrstRows(request, [])).handler,
      http.get(restUrl('reactions'), ({ request }) => pgrstRows(request, reactions)),
    );
    const toggle = recordingHandler('post', rpcUrl('toggle_reaction'), () => {
      reactions = [{ user_id: profiles.student.id, reaction_type: 'funny' }];
      return HttpResponse.json('added');
    });
    server.use(toggle.handler);
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Funny 0' }));
    expect(await screen.findByRole('button', { name: 'Funny 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(toggle.requests).toHaveLength(1);
    expect(toggle.requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      reaction_type: 'funny',
    });
  });

  it('toasts Failed to update reaction with the server message', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    server.use(
      recordingHandler('post', rpcUrl('toggle_reaction'), () =>
        HttpResponse.json(
          { code: '42501', message: 'permission denied', details: null, hint: 'add' },
          { status: 403 },
        ),
      ).handler,
    );
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Like 0' }));
    const toast = await findToast('Failed to update reaction');
    // A raw database message reads as a sentence (issue 29 point 9).
    expect(toast).toHaveTextContent('You are not allowed to do this.');
    expect(toast).not.toHaveTextContent('permission denied');
  });

  it('shows the answer card: 5-row Your Solution, and Answer cannot be empty. when blank', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    const submit = recordingHandler('post', rpcUrl('submit_answer_pages'), (request) =>
      pgrstRows(request, [answerRow]),
    );
    server.use(submit.handler);
    const { user } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Submit Your Answer' })).toBeInTheDocument();
    const field = await screen.findByLabelText('Your Solution');
    expect(field).toHaveAttribute('rows', '5');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Answer cannot be empty.')).toBeInTheDocument();
    expect(submit.requests).toHaveLength(0);
  });

  it('a correct answer is confirmed by the toast alone, with the spec text', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    const submit = recordingHandler('post', rpcUrl('submit_answer_pages'), async (request) => {
      // Long enough for the busy label to be seen on a loaded machine.
      await delay(300);
      return pgrstRows(request, [{ ...answerRow, status: 'correct' }]);
    });
    server.use(submit.handler);
    const { user } = renderApp(PATH);
    await user.type(await screen.findByLabelText('Your Solution'), '14/3');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await findToast('Answer Submitted!')).toHaveTextContent(
      'Great job! Your score has been updated.',
    );
    expect(screen.queryByTestId('answer-verdict')).not.toBeInTheDocument();
    expect(submit.requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      content: '14/3',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pages: [],
    });
  });

  it.each([
    ['incorrect', 'Incorrect — try again'],
    ['submitted', 'Submitted — waiting for a grader'],
  ])('a %s verdict shows inline only, never as a toast', async (status, line) => {
    signedInAs(profiles.student);
    detailHandlers();
    server.use(
      recordingHandler('post', rpcUrl('submit_answer_pages'), (request) =>
        pgrstRows(request, [{ ...answerRow, status }]),
      ).handler,
    );
    const { user } = renderApp(PATH);
    await user.type(await screen.findByLabelText('Your Solution'), '14/3');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByTestId('answer-verdict')).toHaveTextContent(line);
    await delay(100);
    expect(screen.queryByText('Answer Submitted!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Great job/)).not.toBeInTheDocument();
  });

  it('tells a student who had already solved the problem that the score is unchanged', async () => {
    signedInAs(profiles.student);
    detailHandlers({
      answers: [
        {
          id: 'old',
          content: '14/3',
          submitted_at: answerRow.submitted_at,
          graded_at: answerRow.submitted_at,
          status: 'correct',
          marks_awarded: 7,
          feedback: null,
          problems: { id: problemRow.id, title: problemRow.title, marks: 7 },
        },
      ],
    });
    server.use(
      recordingHandler('post', rpcUrl('submit_answer_pages'), (request) =>
        pgrstRows(request, [{ ...answerRow, status: 'correct' }]),
      ).handler,
    );
    const { user } = renderApp(PATH);
    await user.type(await screen.findByLabelText('Your Solution'), '14/3');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await findToast('Answer Submitted!')).toHaveTextContent(
      'Correct again! You already earned the marks for this problem.',
    );
  });

  it('refreshes every status on screen or cached after a submission (issue 29, point 5)', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    const profileReads = recordingHandler('get', restUrl('profiles'), (request) =>
      pgrstRows(request, [profiles.student]),
    );
    server.use(
      profileReads.handler,
      recordingHandler('post', rpcUrl('submit_answer_pages'), (request) =>
        pgrstRows(request, [{ ...answerRow, status: 'correct' }]),
      ).handler,
    );
    const { user, queryClient } = renderApp(PATH);
    const cached = [
      ['leaderboard', 'top'],
      ['contests', 'detail', 'c1'],
      ['contests', 'scoreboard', 'c1', 1],
      ['problems', 'list', {}],
      ['practice', 'progress', profiles.student.id],
    ];
    for (const key of cached) queryClient.setQueryData(key, []);
    await user.type(await screen.findByLabelText('Your Solution'), '14/3');
    const readsBefore = profileReads.requests.length;
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await findToast('Answer Submitted!');
    for (const key of cached) {
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
    await waitFor(() => expect(profileReads.requests.length).toBeGreaterThan(readsBefore));
  });

  it('shows the attempts left under the box, from the database count', async () => {
    signedInAs(profiles.student);
    detailHandlers({ answerState: { has_key: true, attempt_cap: 10, wrong_attempts: 3 } });
    renderApp(PATH);
    expect(await screen.findByTestId('attempts-left')).toHaveTextContent(
      '7 of 10 attempts left: only wrong answers count.',
    );
    expect(screen.getByLabelText('Your Solution')).toHaveAccessibleDescription(
      /7 of 10 attempts left/,
    );
  });

  it('at the cap the form is closed and says why; nothing can be sent', async () => {
    signedInAs(profiles.student);
    detailHandlers({ answerState: { has_key: true, attempt_cap: 10, wrong_attempts: 10 } });
    const submit = recordingHandler('post', rpcUrl('submit_answer_pages'), (request) =>
      pgrstRows(request, [answerRow]),
    );
    server.use(submit.handler);
    renderApp(PATH);
    expect(await screen.findByTestId('attempts-used')).toHaveTextContent(
      'You have used all 10 attempts at this problem: no more answers are accepted for it.',
    );
    expect(screen.getByLabelText('Your Solution')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
    expect(submit.requests).toHaveLength(0);
  });

  it('says what the checker ignores before the student sends (3 cm, 50%)', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    const { user } = renderApp(PATH);
    const field = await screen.findByLabelText('Your Solution');
    await user.type(field, '3 cm');
    expect(await screen.findByTestId('answer-ignored')).toHaveTextContent(
      'Not checked: the unit “cm” (only the number is checked).',
    );
    await user.clear(field);
    await user.type(field, '50%');
    expect(await screen.findByTestId('answer-ignored')).toHaveTextContent(
      /the percent sign \(the number alone is checked: for a fraction such as 0.5, write the fraction\)/,
    );
  });

  it('a problem without a key takes a proof: label, placeholder, typeset preview, no math warning', async () => {
    signedInAs(profiles.student);
    detailHandlers({ answerState: { has_key: false, attempt_cap: 10, wrong_attempts: 0 } });
    const { user } = renderApp(PATH);
    const field = await screen.findByLabelText('Your Solution (a proof)');
    expect(field).toHaveAccessibleDescription(/This problem asks for a proof/);
    expect(field.getAttribute('placeholder')).toMatch(/^Write your proof/);
    expect(screen.queryByTestId('attempts-left')).not.toBeInTheDocument();
    await user.type(field, 'Since $n \\ge 1$, we get $n^2 \\ge n$ for every n.');
    const preview = await screen.findByLabelText('Proof preview');
    await waitFor(() => expect(preview.querySelectorAll('.katex').length).toBe(2));
    expect(screen.queryByText(/does not read as a math answer/)).not.toBeInTheDocument();
  });

  it(
    'after giving up: "Gave up", the revealed hint, and no hint offered beside the open solution',
    { timeout: 20_000 },
    async () => {
      signedInAs(profiles.student);
      detailHandlers();
      server.use(
        http.post(rpcUrl('problem_practice'), () =>
          HttpResponse.json({
            status: 'attempted',
            gave_up_at: '2026-11-02T10:00:00Z',
            locked: false,
            hint_count: 3,
            hints: [{ position: 1, body: 'Try small cases.', revealed_at: '2026-11-02T09:00:00Z' }],
            can_reveal_hint: true,
            has_solution: true,
            solution: {
              body: 'Induction on $n$.',
              attachment_path: null,
              public_after_contest: false,
            },
            can_give_up: false,
            next_problem: null,
          }),
        ),
      );
      renderApp(PATH);
      // The panel comes after the first paint (at most 3 s in jsdom).
      const panel = await screen.findByRole(
        'region',
        { name: 'Hints and solution' },
        { timeout: 10_000 },
      );
      expect(await within(panel).findByText('Gave up')).toBeInTheDocument();
      expect(within(panel).queryByText('Attempted')).not.toBeInTheDocument();
      expect(within(panel).getByText('Try small cases.')).toBeInTheDocument();
      expect(within(panel).getByRole('heading', { name: 'Solution' })).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: /^Reveal hint/ })).not.toBeInTheDocument();
    },
  );

  it('toasts Submission Failed with the server message (rate limit)', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    server.use(
      recordingHandler('post', rpcUrl('submit_answer_pages'), () =>
        pgrstError(400, 'P0001', 'Too many answers: wait a minute before submitting again.'),
      ).handler,
    );
    const { user } = renderApp(PATH);
    await user.type(await screen.findByLabelText('Your Solution'), '1');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    const toast = await findToast('Submission Failed');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Too many answers: wait a minute before submitting again.');
  });

  it('posts a comment: disabled when blank, Posting... while busy, Comment posted! after', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    const post = recordingHandler('post', restUrl('comments'), async (request) => {
      await delay(100);
      return pgrstRows(request, [commentRow], { status: 201 });
    });
    server.use(post.handler);
    const { user } = renderApp(PATH);
    const field = await screen.findByPlaceholderText('Add a comment...');
    const button = screen.getByRole('button', { name: 'Post Comment' });
    expect(button).toBeDisabled();
    await user.type(field, '   ');
    expect(button).toBeDisabled();
    await user.type(field, 'Try n = 1');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(await findToast('Comment posted!')).toBeInTheDocument();
    expect(post.requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      user_id: profiles.student.id,
      content: 'Try n = 1',
    });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('toasts Failed to post comment with the message', async () => {
    signedInAs(profiles.student);
    detailHandlers();
    server.use(
      recordingHandler('post', restUrl('comments'), () =>
        pgrstError(403, '42501', 'new row violates row-level security policy'),
      ).handler,
    );
    const { user } = renderApp(PATH);
    await user.type(await screen.findByPlaceholderText('Add a comment...'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    const refused = await findToast('Failed to post comment');
    expect(refused).toHaveTextContent('You are not allowed to do this.');
    expect(refused).not.toHaveTextContent('row-level security');
  });
});

describe('/problems/{id}: earlier attempts', () => {
  it("shows the student's earlier attempts with marks out of the problem's and the feedback as math", async () => {
    signedInAs(profiles.student);
    const attempts = recordingHandler('get', restUrl('answers'), (request) =>
      pgrstRows(request, [
        {
          ...answerRow,
          content: 'By induction on $n$.',
          status: 'partial',
          marks_awarded: 5,
          feedback: 'The base case $n = 1$ is missing.',
          graded_at: answerRow.submitted_at,
        },
      ]),
    );
    detailHandlers();
    server.use(attempts.handler);
    renderApp(PATH);
    const card = await screen.findByRole('region', { name: 'Your earlier attempts' });
    expect(within(card).getByText('partial 5/7')).toBeInTheDocument();
    expect(within(card).getByText('5 / 7')).toBeInTheDocument();
    expect(within(card).getByText('Feedback')).toBeInTheDocument();
    await waitFor(() => expect(card.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2));
    const request = attempts.requests.find((r) => r.url.searchParams.get('problem_id'));
    expect(request?.url.searchParams.get('problem_id')).toBe(`eq.${problemRow.id}`);
    expect(request?.url.searchParams.get('user_id')).toBe(`eq.${profiles.student.id}`);
  });
});

describe('/problems/{id} for staff', () => {
  it('offers Edit problem to the author and an admin, not to another instructor', async () => {
    signedInAs(profiles.instructor);
    detailHandlers();
    const { unmount } = renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'Edit problem' })).toHaveAttribute(
      'href',
      `${PATH}/edit`,
    );
    unmount();

    signedInAs(profiles.admin);
    detailHandlers();
    const second = renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'Edit problem' })).toBeInTheDocument();
    second.unmount();

    signedInAs({ ...profiles.instructor, id: 'aaaaaaaa-0000-4000-8000-0000000000ff' });
    detailHandlers();
    renderApp(PATH);
    expect(await screen.findByPlaceholderText('Add a comment...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit problem' })).not.toBeInTheDocument();
  });

  it('shows no answer card to an instructor, but the comment form', async () => {
    signedInAs(profiles.instructor);
    detailHandlers();
    renderApp(PATH);
    expect(await screen.findByPlaceholderText('Add a comment...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Submit Your Answer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Please log in to submit an answer.')).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerRow, problemRow, profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { expectLocation, findToast, signedInAs } from './page-helpers';

const problem = {
  id: problemRow.id,
  title: problemRow.title,
  marks: 7,
  topic: 'Number Theory',
  content: { body: 'Prove that $n^2 \\ge n$.' },
};
const waiting = {
  id: answerRow.id,
  content: '$\\frac{14}{3}$',
  status: 'submitted',
  submitted_at: answerRow.submitted_at,
  graded_at: null,
  marks_awarded: null,
  feedback: null,
  grade_version: 0,
  page_count: 0,
  problem,
  student: { full_name: 'Ada Lovelace' },
  grader: null,
};
const second = {
  ...waiting,
  id: 'eeeeeeee-0000-4000-8000-000000000003',
  student: { full_name: 'Bea Second' },
};
const graded = {
  ...waiting,
  id: 'eeeeeeee-0000-4000-8000-000000000002',
  status: 'partial',
  marks_awarded: 5,
  feedback: 'Nearly.',
  grade_version: 1,
  graded_at: answerRow.submitted_at,
  grader: { full_name: 'Ivan Instructor' },
};

/** GET answers: status=eq.submitted is the queue, status=in.(...) the recently graded list. */
function answersApi(
  queue: unknown[],
  recent: unknown[],
  grade = (request: Request) => pgrstRows(request, [{ ...answerRow, status: 'partial' }]),
  totals: { queue?: number; recent?: number } = {},
) {
  const list = recordingHandler('get', restUrl('answers'), (request) =>
    new URL(request.url).searchParams.get('status') === 'eq.submitted'
      ? pgrstRows(request, queue, { total: totals.queue })
      : pgrstRows(request, recent, { total: totals.recent }),
  );
  const rpc = recordingHandler('post', rpcUrl('grade_answer'), grade);
  const problems = recordingHandler('post', rpcUrl('grading_queue_problems'), (request) =>
    pgrstRows(request, [
      { problem_id: problemRow.id, title: problemRow.title, topic: 'Number Theory', waiting: 2 },
    ]),
  );
  const contests = recordingHandler('get', restUrl('contests'), (request) =>
    pgrstRows(request, []),
  );
  const history = recordingHandler('get', restUrl('answer_grade_history'), (request) =>
    pgrstRows(request, [
      {
        id: 1,
        changed_at: answerRow.submitted_at,
        reason: 'grade',
        previous_status: 'submitted',
        previous_marks: null,
        new_status: 'partial',
        new_marks: 5,
        new_feedback: 'Nearly.',
        changer: { full_name: 'Ivan Instructor' },
      },
    ]),
  );
  // The hints revealed by Ada before her waiting answer (one request for the board's page).
  const hints = recordingHandler('post', rpcUrl('hint_reveals_for_answers'), (request) =>
    pgrstRows(request, [
      {
        answer_id: answerRow.id,
        hint_number: 1,
        body: 'Try small cases.',
        revealed_at: answerRow.submitted_at,
        before_answer: true,
      },
    ]),
  );
  server.use(
    list.handler,
    rpc.handler,
    problems.handler,
    contests.handler,
    history.handler,
    hints.handler,
  );
  return { list: list.requests, grade: rpc.requests, hints: hints.requests };
}

// Typeset math, a lazy route and a keyboard flow: on a shared two-core machine 5 s is not enough.
describe('/grading', { timeout: 20_000 }, () => {
  // The route chunk and KaTeX load once per file; on a busy machine that alone can take seconds.
  beforeAll(async () => {
    await Promise.all([
      import('@/pages/GradingPage'),
      import('@/components/math/load-katex').then((m) => m.loadKatex()),
    ]);
  }, 30_000);

  it('opens the oldest waiting answer: statement and answer as math side by side, marks input', async () => {
    signedInAs(profiles.instructor);
    answersApi([waiting, second], []);
    renderApp('/grading');
    expect(await screen.findByRole('heading', { name: 'Grading Queue' })).toBeInTheDocument();
    const workspace = (
      await screen.findByRole('heading', { level: 2, name: problemRow.title })
    ).closest('section')!;
    expect(within(workspace).getByRole('link', { name: problemRow.title })).toHaveAttribute(
      'href',
      `/problems/${problemRow.id}`,
    );
    expect(
      within(workspace).getByText(/Ada Lovelace · submitted November 1st, 2026/),
    ).toBeInTheDocument();
    expect(within(workspace).getByText('Statement')).toBeInTheDocument();
    expect(within(workspace).getByText('Answer')).toBeInTheDocument();
    await waitFor(() =>
      expect(workspace.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2),
    );
    expect(within(workspace).getByLabelText('Marks (0–7)')).toHaveValue(null);
    expect(screen.getByRole('heading', { name: /^Waiting for a grade/ })).toBeInTheDocument();
    expect(screen.getByText('No graded answers yet.')).toBeInTheDocument();
  });

  it('a digit key sets the marks, Enter saves with the feedback and the version seen, then the next answer opens', async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([waiting, second], []);
    const { user } = renderApp('/grading');
    const marks = await screen.findByLabelText('Marks (0–7)');
    await user.type(screen.getByLabelText(/Feedback for the student/), 'Base case $n=1$ missing.');
    expect(await screen.findByLabelText('Feedback preview')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: '5' });
    expect(marks).toHaveValue(5);
    fireEvent.keyDown(document.body, { key: '9' }); // more than the problem's 7 marks: ignored
    expect(marks).toHaveValue(5);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(await findToast('Grade saved')).toHaveTextContent('5/7 for Ada Lovelace.');
    expect(api.grade[0]!.body).toEqual({
      answer_id: waiting.id,
      marks: 5,
      feedback: 'Base case $n=1$ missing.',
      expected_version: 0,
    });
    expect(await screen.findByText(/Bea Second · submitted/)).toBeInTheDocument();
  });

  it('on a 10-mark problem the keys 1 then 0 give 10, and Enter saves 10/10', async () => {
    signedInAs(profiles.instructor);
    const tenMarks = { ...waiting, problem: { ...problem, marks: 10 } };
    const api = answersApi([tenMarks], []);
    renderApp('/grading');
    const marks = await screen.findByLabelText('Marks (0–10)');
    fireEvent.keyDown(document.body, { key: '1' });
    fireEvent.keyDown(document.body, { key: '0' });
    expect(marks).toHaveValue(10);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(await findToast('Grade saved')).toHaveTextContent('10/10 for Ada Lovelace.');
    expect(api.grade[0]!.body).toMatchObject({ answer_id: waiting.id, marks: 10 });
  });

  it('shows the hints the student revealed next to the answer, fetched once for the page', async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([waiting, second], [graded]);
    renderApp('/grading');
    const workspace = (
      await screen.findByRole('heading', { level: 2, name: problemRow.title })
    ).closest('section')!;
    expect(await within(workspace).findByText('1 hint revealed')).toBeInTheDocument();
    expect(
      within(workspace).getByText(/Hint 1, revealed .* \(before this answer\)/),
    ).toBeInTheDocument();
    expect(api.hints).toHaveLength(1);
    expect(api.hints[0]!.body).toEqual({
      answer_ids: [waiting.id, second.id, graded.id],
    });
  });

  it("refuses marks above the problem's marks before sending anything", async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([waiting], []);
    const { user } = renderApp('/grading');
    await user.type(await screen.findByLabelText('Marks (0–7)'), '8');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(
      await screen.findByText('Marks must be a whole number from 0 to 7.'),
    ).toBeInTheDocument();
    expect(api.grade).toHaveLength(0);
  });

  it('shows who graded it when another grader saved first, and offers to reload', async () => {
    signedInAs(profiles.instructor);
    const message =
      'This answer was graded by Ivan Instructor at 2026-11-01 10:00:00 UTC (6/7) while you were grading it. Reload it to see the current grade.';
    answersApi([waiting], [], () => pgrstError(409, 'PT409', message));
    const { user } = renderApp('/grading');
    await user.type(await screen.findByLabelText('Marks (0–7)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText('Graded by someone else')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload this answer' })).toBeInTheDocument();
  });

  it('a graded answer opens with its marks, feedback and history, and can be regraded', async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([], [graded]);
    const { user } = renderApp('/grading');
    expect(
      await screen.findByText('No answers are waiting for a grade. Well done!'),
    ).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', {
        name: (name) => name.includes(problemRow.title) && name.includes('Ada Lovelace'),
      }),
    );
    const marks = await screen.findByLabelText('Marks (0–7)');
    expect(marks).toHaveValue(5);
    expect(screen.getByLabelText(/Feedback for the student/)).toHaveValue('Nearly.');
    expect(screen.getAllByText('partial 5/7').length).toBeGreaterThan(0);
    await user.click(screen.getByText('Grade history'));
    expect(await screen.findByText(/Ivan Instructor: waiting → partial 5\/7/)).toBeInTheDocument();
    await user.clear(marks);
    await user.type(marks, '6');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    await waitFor(() =>
      expect(api.grade[0]!.body).toEqual({
        answer_id: graded.id,
        marks: 6,
        feedback: 'Nearly.',
        expected_version: 1,
      }),
    );
    const recentRequest = api.list.find(
      (request) => request.url.searchParams.get('status') !== 'eq.submitted',
    )!;
    expect(recentRequest.url.searchParams.get('status')).toBe('in.(correct,incorrect,partial)');
  });

  it('filters by problem and topic through the URL', async () => {
    signedInAs(profiles.instructor);
    const api = answersApi([waiting], []);
    const { user } = renderApp('/grading?topic=Algebra');
    const topic = await screen.findByLabelText('Topic');
    expect(topic).toHaveValue('Algebra');
    await waitFor(() =>
      expect(api.list[0]!.url.searchParams.get('problem.topic')).toBe('eq.Algebra'),
    );
    await user.selectOptions(
      await screen.findByLabelText('Problem'),
      `${problemRow.title} (2 waiting)`,
    );
    await waitFor(() =>
      expect(api.list.at(-1)!.url.searchParams.get('problem_id')).toBe(`eq.${problemRow.id}`),
    );
    await expectLocation('/grading');
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
      expect(api.list.at(-1)!.url.searchParams.get('status')).toBe(
        'in.(correct,incorrect,partial)',
      ),
    );
    expect(api.list.at(-1)!.url.searchParams.get('offset')).toBe('10');
  });

  it('says Failed to load the grading queue when the queue cannot load', async () => {
    signedInAs(profiles.instructor);
    answersApi([], []);
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
    await user.type(await screen.findByLabelText('Marks (0–7)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await findToast('Grading Failed')).toHaveTextContent(
      'You cannot grade your own answer.',
    );
  });
});

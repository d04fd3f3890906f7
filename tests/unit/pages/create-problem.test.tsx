import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { problemRow, profiles } from '../msw/fixtures';
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
import { expectLocation, findToast, signedInAs } from './page-helpers';

const savedProblem = (() => {
  const { author: _author, ...row } = problemRow;
  return { problem: row, regraded: 0 };
})();

function problemsApi(save: () => Response = () => HttpResponse.json(savedProblem)) {
  const order: string[] = [];
  const create = recordingHandler('post', rpcUrl('save_problem'), () => {
    order.push('save');
    return save();
  });
  const list = recordingHandler('get', restUrl('problems_with_progress'), (request) =>
    pgrstRows(request, []),
  );
  const upload = recordingHandler(
    'post',
    `${storageUrl('object/attachments')}/*`,
    (_request, recorded) => {
      order.push('upload');
      return HttpResponse.json({
        Key: `attachments/${recorded.url.pathname.split('/attachments/')[1]}`,
        Id: 'x',
      });
    },
  );
  const remove = recordingHandler('delete', storageUrl('object/attachments'), () => {
    order.push('remove');
    return HttpResponse.json([]);
  });
  server.use(create.handler, list.handler, upload.handler, remove.handler);
  return { order, create: create.requests, upload: upload.requests };
}

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Problem Title'), 'Sum of squares');
  await user.type(screen.getByLabelText('Problem Statement'), 'Find $n$.');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Number Theory');
  await user.selectOptions(screen.getByLabelText('Difficulty'), 'Juniors');
}

describe('/create-problem', () => {
  it('has every field with marks 7, public on and an 8-row statement', async () => {
    signedInAs(profiles.instructor);
    renderApp('/create-problem');
    expect(await screen.findByRole('heading', { name: 'Create Problem' })).toBeInTheDocument();
    expect(screen.getByLabelText('Problem Statement')).toHaveAttribute('rows', '8');
    expect(screen.getByLabelText('Marks')).toHaveValue(7);
    expect(screen.getByRole('switch', { name: 'Publicly Visible' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText('Attachment')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Answer key (optional)')).toBeInTheDocument();
    expect(screen.getByText(/Students never see it/)).toBeInTheDocument();
  });

  it('says All fields are required. and sends nothing when fields are missing', async () => {
    signedInAs(profiles.instructor);
    const api = problemsApi();
    const { user } = renderApp('/create-problem');
    await user.click(await screen.findByRole('button', { name: 'Create Problem' }));
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
    expect(api.create).toHaveLength(0);
  });

  it('previews the statement with KaTeX while typing', async () => {
    signedInAs(profiles.instructor);
    const { user } = renderApp('/create-problem');
    await user.type(await screen.findByLabelText('Problem Statement'), 'Let $x^2$ be');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull());
  });

  it('refuses an attachment that is too large or of the wrong type', async () => {
    signedInAs(profiles.instructor);
    const { user } = renderApp('/create-problem');
    const picker = await screen.findByLabelText('Attachment');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await user.upload(picker, big);
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeInTheDocument();
    // A file picker can still hand over any file (drag and drop, "All files"). An SVG is not
    // refused: it is drawn into a PNG (tests/unit/features/svg-figure.test.tsx).
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(picker, { target: { files: [text] } });
    expect(
      await screen.findByText('Attach a PDF or an image (PNG, JPEG, GIF or WebP).'),
    ).toBeInTheDocument();
  });

  it('uploads, then creates the problem with its answer key in one call, toasts and goes to /problems', async () => {
    signedInAs(profiles.instructor);
    const api = problemsApi();
    const { user } = renderApp('/create-problem');
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Marks'));
    await user.type(screen.getByLabelText('Marks'), '10');
    await user.click(screen.getByRole('switch', { name: 'Publicly Visible' }));
    await user.upload(
      screen.getByLabelText('Attachment'),
      new File(['%PDF-1.4'], 'sheet.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByLabelText('Answer key (optional)'));
    await user.paste('14/3\n  \\frac{14}{3}  \n\n14/3');
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    expect(await findToast('Problem Created Successfully!')).toBeInTheDocument();
    await expectLocation('/problems');
    expect(api.order).toEqual(['upload', 'save']);
    const uploaded = api.upload[0]!.url.pathname.split('/attachments/')[1];
    expect(uploaded).toMatch(new RegExp(`^${profiles.instructor.id}/\\d+-sheet\\.pdf$`));
    expect(api.create[0]!.body).toEqual({
      problem_id: null,
      payload: {
        title: 'Sum of squares',
        body: 'Find $n$.',
        topic: 'Number Theory',
        difficulty: 'Juniors',
        marks: 10,
        is_public: false,
        attachment_path: uploaded,
        answer_key: ['14/3', '\\frac{14}{3}'],
      },
    });
  });

  it('uploads both files, then sends the solution and the non-blank hints in the same save_problem call', async () => {
    signedInAs(profiles.instructor);
    const api = problemsApi();
    const { user } = renderApp('/create-problem');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Official solution'), 'Take $n = 1$.');
    await user.upload(
      screen.getByLabelText('Solution attachment'),
      new File(['%PDF-1.4'], 'solution.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByLabelText('Hint 1'), 'Try small cases.');
    await user.type(screen.getByLabelText('Hint 3'), 'Parity.');
    await user.click(screen.getByLabelText(/Show the solution to everyone once a contest/));
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    expect(await findToast('Problem Created Successfully!')).toBeInTheDocument();
    await expectLocation('/problems');
    expect(api.order).toEqual(['upload', 'save']);
    const uploaded = api.upload[0]!.url.pathname.split('/attachments/')[1];
    expect(uploaded).toMatch(new RegExp(`^${profiles.instructor.id}/\\d+-solution\\.pdf$`));
    expect(api.create).toHaveLength(1);
    expect(api.create[0]!.body).toEqual({
      problem_id: null,
      payload: {
        title: 'Sum of squares',
        body: 'Find $n$.',
        topic: 'Number Theory',
        difficulty: 'Juniors',
        marks: 7,
        is_public: true,
        attachment_path: null,
        solution: { body: 'Take $n = 1$.', attachment_path: uploaded, public_after_contest: false },
        hints: ['Try small cases.', 'Parity.'],
      },
    });
  });

  it('skips the answer key when none is given', async () => {
    signedInAs(profiles.instructor);
    const api = problemsApi();
    const { user } = renderApp('/create-problem');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    await expectLocation('/problems');
    expect(api.order).toEqual(['save']);
    expect(api.create[0]!.body).not.toHaveProperty('payload.answer_key');
    expect(api.create[0]!.body).not.toHaveProperty('payload.solution');
    expect(api.create[0]!.body).not.toHaveProperty('payload.hints');
  });

  it('toasts Failed to create problem, keeps the form and removes the uploaded file when the save fails', async () => {
    signedInAs(profiles.instructor);
    const api = problemsApi(() =>
      pgrstError(
        400,
        '22023',
        'An answer key holds at most 20 answers of at most 1000 characters.',
      ),
    );
    const { user } = renderApp('/create-problem');
    await fillRequired(user);
    await user.upload(
      screen.getByLabelText('Attachment'),
      new File(['%PDF-1.4'], 'sheet.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    const toast = await findToast('Failed to create problem');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('at most 20 answers');
    await expectLocation('/create-problem');
    expect(screen.getByLabelText('Problem Title')).toHaveValue('Sum of squares');
    await waitFor(() => expect(api.order).toEqual(['upload', 'save', 'remove']));
  });
});

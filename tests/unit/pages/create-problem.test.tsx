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

function problemsApi(
  insert: (request: Request) => Response = (request) =>
    pgrstRows(request, [problemRow], { status: 201 }),
) {
  const order: string[] = [];
  const create = recordingHandler('post', restUrl('problems'), (request) => {
    order.push('create');
    return insert(request);
  });
  const list = recordingHandler('get', restUrl('problems'), (request) => pgrstRows(request, []));
  const key = recordingHandler('post', rpcUrl('set_answer_key'), () => {
    order.push('key');
    return new HttpResponse(null, { status: 204 });
  });
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
  server.use(create.handler, list.handler, key.handler, upload.handler);
  return { order, create: create.requests, key: key.requests, upload: upload.requests };
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
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    // A file picker can still hand over any file (drag and drop, "All files").
    fireEvent.change(picker, { target: { files: [svg] } });
    expect(
      await screen.findByText('Attach a PDF or an image (PNG, JPEG, GIF or WebP).'),
    ).toBeInTheDocument();
  });

  it('uploads, creates, stores the answer key, toasts and goes to /problems', async () => {
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
    expect(api.order).toEqual(['upload', 'create', 'key']);
    expect(api.upload[0]!.url.pathname).toMatch(
      new RegExp(`/attachments/${profiles.instructor.id}/\\d+-sheet\\.pdf$`),
    );
    expect(api.create[0]!.body).toMatchObject({
      title: 'Sum of squares',
      content: { body: 'Find $n$.' },
      topic: 'Number Theory',
      difficulty: 'Juniors',
      marks: 10,
      is_public: false,
    });
    expect(api.key[0]!.body).toEqual({
      problem_id: problemRow.id,
      answers: ['14/3', '\\frac{14}{3}'],
    });
  });

  it('skips the answer key when none is given', async () => {
    signedInAs(profiles.instructor);
    const api = problemsApi();
    const { user } = renderApp('/create-problem');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    await expectLocation('/problems');
    expect(api.order).toEqual(['create']);
  });

  it('toasts Failed to create problem and keeps the form when the insert fails', async () => {
    signedInAs(profiles.instructor);
    problemsApi(() => pgrstError(400, '23514', 'violates check constraint'));
    const { user } = renderApp('/create-problem');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    expect(await findToast('Failed to create problem')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await expectLocation('/create-problem');
    expect(screen.getByLabelText('Problem Title')).toHaveValue('Sum of squares');
  });
});

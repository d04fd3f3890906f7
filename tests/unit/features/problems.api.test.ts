import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createProblem,
  fetchAttachmentUrl,
  fetchProblem,
  fetchProblems,
  uploadAttachment,
} from '@/features/problems/api';
import { NotFoundError } from '@/lib/errors';
import { problemRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import {
  pgrstError,
  pgrstRows,
  recordingHandler,
  restUrl,
  rpcUrl,
  storageUrl,
} from '../msw/postgrest';
import { server } from '../msw/server';

const expectedProblem = (() => {
  const { author, ...row } = problemRow;
  return { ...row, creatorName: author.full_name, creatorAvatar: author.avatar_url };
})();

afterEach(() => vi.useRealTimers());

describe('problems api', () => {
  it('fetchProblems pages on the server with an exact count and embeds the author', async () => {
    const { handler, requests } = recordingHandler(
      'get',
      restUrl('problems_with_progress'),
      (request) => pgrstRows(request, [problemRow], { total: 31 }),
    );
    server.use(handler);
    const page = await fetchProblems({ page: 3, pageSize: 10 });
    expect(page).toEqual({ problems: [expectedProblem], total: 31, page: 3, pageSize: 10 });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('offset')).toBe('20');
    expect(searchParams.get('limit')).toBe('10');
    expect(searchParams.get('select')).toBe(
      '*,author:public_profiles!created_by(full_name,avatar_url)',
    );
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact');
  });

  it('fetchProblems filters by topic and difficulty and searches through search_problems', async () => {
    const { handler, requests } = recordingHandler('get', rpcUrl('search_problems'), (request) =>
      pgrstRows(request, []),
    );
    server.use(handler);
    const page = await fetchProblems({
      topic: 'Geometry',
      difficulty: 'IMO',
      search: ' 100%_sure ',
      sort: 'solved',
    });
    expect(page.total).toBe(0);
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('search')).toBe('100%_sure');
    expect(searchParams.get('sort')).toBe('solved');
    expect(searchParams.get('topic')).toBe('eq.Geometry');
    expect(searchParams.get('difficulty')).toBe('eq.IMO');
    expect(searchParams.get('title')).toBeNull();
    // The function orders its rows; PostgREST is asked for none.
    expect(searchParams.get('order')).toBeNull();
  });

  it('fetchProblems reports Error fetching problems', async () => {
    server.use(
      recordingHandler('get', restUrl('problems_with_progress'), () =>
        pgrstError(
          400,
          'PGRST200',
          "Could not find a relationship between 'problems' and 'public_profiles'",
        ),
      ).handler,
    );
    await expect(fetchProblems()).rejects.toThrow(
      "Error fetching problems occurred. Could not find a relationship between 'problems' and 'public_profiles'",
    );
  });

  it('fetchProblem returns one problem with its author', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('problems'), (request) =>
      pgrstRows(request, [problemRow]),
    );
    server.use(handler);
    await expect(fetchProblem(problemRow.id)).resolves.toEqual(expectedProblem);
    expect(requests[0]!.url.searchParams.get('id')).toBe(`eq.${problemRow.id}`);
  });

  it('fetchProblem of a missing id is a NotFoundError', async () => {
    server.use(
      recordingHandler('get', restUrl('problems'), (request) => pgrstRows(request, [])).handler,
    );
    const error = await fetchProblem('missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toMatch(/^Error fetching problem by ID occurred\. /);
  });

  it('createProblem saves through rpc save_problem with defaults, and the key only when given', async () => {
    storeSession(profiles.instructor);
    const { author: _author, ...row } = problemRow;
    const { handler, requests } = recordingHandler('post', rpcUrl('save_problem'), () =>
      HttpResponse.json({ problem: row, regraded: 0 }),
    );
    server.use(handler);
    await expect(
      createProblem({
        title: problemRow.title,
        body: problemRow.content.body,
        topic: 'Number Theory',
        difficulty: 'Juniors',
      }),
    ).resolves.toEqual({ problem: row, regraded: 0 });
    expect(requests[0]!.body).toEqual({
      problem_id: null,
      payload: {
        title: problemRow.title,
        body: problemRow.content.body,
        topic: 'Number Theory',
        difficulty: 'Juniors',
        marks: 7,
        is_public: true,
        attachment_path: null,
      },
    });
    await createProblem({
      title: 't',
      body: 'b',
      topic: 'Algebra',
      difficulty: 'IMO',
      answerKey: ['3'],
    });
    expect((requests[1]!.body as { payload: { answer_key: string[] } }).payload.answer_key).toEqual(
      ['3'],
    );
  });

  it('createProblem needs a signed-in user and reports Error creating problem', async () => {
    const input = { title: 't', body: 'b', topic: 'Algebra', difficulty: 'IMO' } as const;
    await expect(createProblem(input)).rejects.toThrow(/^User not found$/);
    storeSession(profiles.pendingInstructor);
    server.use(
      recordingHandler('post', rpcUrl('save_problem'), () =>
        pgrstError(
          403,
          '42501',
          'Only approved instructors, admins and the superadmin can create or edit problems.',
        ),
      ).handler,
    );
    await expect(createProblem(input)).rejects.toThrow(
      'Error creating problem occurred. Only approved instructors, admins and the superadmin can create or edit problems.',
    );
  });

  it('uploadAttachment stores the file at {userId}/{timestamp}-{slug of the file name}', async () => {
    storeSession(profiles.instructor);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(1_790_000_000_000));
    const expectedPath = `${profiles.instructor.id}/1790000000000-figure-1.pdf`;
    const { handler, requests } = recordingHandler('post', storageUrl('object/attachments/*'), () =>
      HttpResponse.json({ Key: `attachments/${expectedPath}`, Id: 'object-id' }),
    );
    server.use(handler);
    const file = new File(['%PDF-1.7'], 'figure 1.pdf', { type: 'application/pdf' });
    await expect(uploadAttachment(file)).resolves.toBe(expectedPath);
    expect(decodeURIComponent(requests[0]!.url.pathname)).toBe(
      `/storage/v1/object/attachments/${expectedPath}`,
    );
  });

  it('uploadAttachment reports Error uploading attachment', async () => {
    storeSession(profiles.instructor);
    server.use(
      http.post(storageUrl('object/attachments/*'), () =>
        HttpResponse.json(
          {
            statusCode: '403',
            error: 'Unauthorized',
            message: 'new row violates row-level security policy',
          },
          { status: 403 },
        ),
      ),
    );
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    await expect(uploadAttachment(file)).rejects.toThrow(
      'Error uploading attachment occurred. new row violates row-level security policy',
    );
  });

  it('fetchAttachmentUrl returns an absolute signed URL', async () => {
    const { handler, requests } = recordingHandler(
      'post',
      storageUrl('object/sign/attachments/*'),
      () => HttpResponse.json({ signedURL: '/object/sign/attachments/u/1-a.pdf?token=abc' }),
    );
    server.use(handler);
    await expect(fetchAttachmentUrl('u/1-a.pdf')).resolves.toBe(
      'http://127.0.0.1:54321/storage/v1/object/sign/attachments/u/1-a.pdf?token=abc',
    );
    expect(requests[0]!.body).toEqual({ expiresIn: 3600 });
  });

  it('fetchAttachmentUrl reports Error fetching attachment', async () => {
    server.use(
      http.post(storageUrl('object/sign/attachments/*'), () =>
        HttpResponse.json(
          { statusCode: '404', error: 'not_found', message: 'Object not found' },
          { status: 400 },
        ),
      ),
    );
    await expect(fetchAttachmentUrl('u/none.pdf')).rejects.toThrow(
      'Error fetching attachment occurred. Object not found',
    );
  });
});

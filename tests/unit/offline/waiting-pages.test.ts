// Issue 27: an answer with pages waits on the device too (its JPEGs in IndexedDB), is sent once
// when the connection returns (pages uploaded, then submit_answer_pages with the same key), and
// leaves the device with a sign-out.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSavedData, keepSavedDataFor } from '@/lib/offline/saved-data';
import { queueAnswer, waitingAnswersOf, type WaitingAnswer } from '@/lib/offline/waiting-answers';
import { clearWaitingPages, keepWaitingPages, waitingPagesOf } from '@/lib/offline/waiting-pages';
import { dismissToast, getToasts } from '@/lib/toast';
import { draftKey } from '@/lib/use-form-draft';
import { answerRow, problemRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { pgrstRows, recordingHandler, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const idbKeyval = vi.hoisted(() => ({ failWith: null as Error | null }));
vi.mock('idb-keyval', async (importOriginal) => {
  const original = await importOriginal<typeof import('idb-keyval')>();
  return {
    ...original,
    setMany: (...args: Parameters<typeof original.setMany>) =>
      idbKeyval.failWith ? Promise.reject(idbKeyval.failWith) : original.setMany(...args),
  };
});

// The upload itself (XMLHttpRequest with progress) is pages-api's, tested with the page form;
// here it records what was uploaded where, or fails as a dropped connection or a refusal does.
const uploads: { path: string; size: number }[] = [];
const upload = vi.hoisted(() => ({ fail: null as 'dropped' | 'refused' | null }));
vi.mock('@/features/answers/pages-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/answers/pages-api')>();
  return {
    ...original,
    uploadPage: (path: string, blob: Blob) => {
      if (upload.fail === 'dropped')
        return Promise.reject(
          new original.PageUploadError('The connection dropped: send again.', null, true),
        );
      if (upload.fail === 'refused')
        return Promise.reject(
          new original.PageUploadError('This page is too large (at most 3 MB).', 413),
        );
      uploads.push({ path, size: blob.size });
      return Promise.resolve();
    },
  };
});

const { sendWaitingAnswers } = await import('@/features/answers/waiting');

const KEY = '5d0c1c1e-6b0f-4a63-9a63-2f1e7d9c0b11';
const page = (text: string) => new Blob([text], { type: 'image/jpeg' });

const withPages = (overrides: Partial<WaitingAnswer> = {}): WaitingAnswer => ({
  key: KEY,
  userId: profiles.student.id,
  problemId: problemRow.id,
  content: 'By induction on n.',
  contestId: null,
  queuedAt: '2026-11-25T10:00:00.000Z',
  pages: [
    { id: 'p1', type: 'image/jpeg' },
    { id: 'p2', type: 'image/jpeg' },
  ],
  ...overrides,
});

async function queueWithPages(overrides: Partial<WaitingAnswer> = {}) {
  await keepWaitingPages(KEY, [
    { id: 'p1', blob: page('first page') },
    { id: 'p2', blob: page('second') },
  ]);
  queueAnswer(withPages(overrides));
}

function recordSubmissions(row: Record<string, unknown> = {}) {
  const submit = recordingHandler('post', rpcUrl('submit_answer_pages'), (request) =>
    pgrstRows(request, [{ ...answerRow, status: 'submitted', contest_id: null, ...row }]),
  );
  server.use(submit.handler);
  return submit;
}

beforeEach(() => storeSession(profiles.student));

afterEach(async () => {
  localStorage.clear();
  await clearWaitingPages();
  uploads.length = 0;
  upload.fail = null;
  idbKeyval.failWith = null;
  dismissToast();
});

describe('the pages of a waiting answer', () => {
  it('are kept on the device in order, and read back as they were', async () => {
    await queueWithPages();
    const blobs = await waitingPagesOf(KEY, ['p2', 'p1']);
    expect(await Promise.all((blobs ?? []).map((b) => b.text()))).toEqual(['second', 'first page']);
    expect(await waitingPagesOf(KEY, ['p1', 'missing'])).toBeNull();
  });

  it('a full device gives a clear sentence, and nothing is half kept', async () => {
    idbKeyval.failWith = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await expect(keepWaitingPages(KEY, [{ id: 'p1', blob: page('x') }])).rejects.toThrow(
      'This device has no room left to keep your pages.',
    );
    idbKeyval.failWith = new Error('blocked');
    await expect(keepWaitingPages(KEY, [{ id: 'p1', blob: page('x') }])).rejects.toThrow(
      'This device could not keep your pages',
    );
    expect(await waitingPagesOf(KEY, ['p1'])).toBeNull();
  });

  it('are uploaded under the answer’s key, then the answer is sent once with them', async () => {
    const submit = recordSubmissions();
    await queueWithPages();
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    const folder = `${profiles.student.id}/${KEY}`;
    expect(uploads).toEqual([
      { path: `${folder}/p1.jpg`, size: 'first page'.length },
      { path: `${folder}/p2.jpg`, size: 'second'.length },
    ]);
    expect(submit.requests).toHaveLength(1);
    expect(submit.requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      content: 'By induction on n.',
      idempotency_key: KEY,
      pages: [`${folder}/p1.jpg`, `${folder}/p2.jpg`],
    });
    expect(waitingAnswersOf(profiles.student.id)).toEqual([]);
    expect(await waitingPagesOf(KEY, ['p1'])).toBeNull();
    expect(getToasts()[0]?.description).toBe(
      'Your waiting answer was sent. It waits for a grader.',
    );
  });

  it('stay on the device while the connection is down, and go with the same key later', async () => {
    const submit = recordSubmissions();
    await queueWithPages();
    upload.fail = 'dropped';
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(submit.requests).toHaveLength(0);
    expect(waitingAnswersOf(profiles.student.id)).toEqual([withPages()]);
    expect(await waitingPagesOf(KEY, ['p1', 'p2'])).not.toBeNull();

    // The call itself never got an answer: still kept.
    upload.fail = null;
    server.use(http.post(rpcUrl('submit_answer_pages'), () => HttpResponse.error()));
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(waitingAnswersOf(profiles.student.id)).toHaveLength(1);

    // Back online: the same key, so a replay of the upload or the call is the same answer.
    const again = recordSubmissions();
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(
      again.requests.map((r) => (r.body as { idempotency_key: string }).idempotency_key),
    ).toEqual([KEY]);
    expect(waitingAnswersOf(profiles.student.id)).toEqual([]);
  });

  it('a refused page is said and the answer leaves the device', async () => {
    const submit = recordSubmissions();
    await queueWithPages();
    upload.fail = 'refused';
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(submit.requests).toHaveLength(0);
    expect(waitingAnswersOf(profiles.student.id)).toEqual([]);
    expect(await waitingPagesOf(KEY, ['p1'])).toBeNull();
    expect(getToasts()[0]).toMatchObject({
      title: 'Your waiting answer was not accepted',
      description: 'This page is too large (at most 3 MB).',
      variant: 'destructive',
    });
  });

  it('pages gone from the device: the student is told to attach them again', async () => {
    recordSubmissions();
    queueAnswer(withPages());
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(uploads).toEqual([]);
    expect(getToasts()[0]?.description).toBe(
      'The pages of this answer are no longer on this device: attach them again.',
    );
  });

  it('a contest answer with pages that arrived after the end is practice, and said so', async () => {
    recordSubmissions({ contest_id: null });
    await queueWithPages({ contestId: 'contest-1' });
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(getToasts()[0]?.description).toContain('it counts as practice, not for the contest');
  });
});

describe('signing out on a shared phone', () => {
  it('clears the waiting answers, their pages and the account’s drafts', async () => {
    await queueWithPages();
    const mine = draftKey(profiles.student.id, 'problem', null);
    const theirs = draftKey('someone-else', 'problem', null);
    localStorage.setItem(mine, '{"values":{}}');
    localStorage.setItem(theirs, '{"values":{}}');
    keepSavedDataFor(profiles.student.id, false);
    expect(waitingAnswersOf(profiles.student.id)).toHaveLength(1);

    keepSavedDataFor(null, true);
    await vi.waitFor(async () => expect(await waitingPagesOf(KEY, ['p1'])).toBeNull());
    expect(waitingAnswersOf(profiles.student.id)).toEqual([]);
    expect(localStorage.getItem(mine)).toBeNull();
    expect(localStorage.getItem(theirs)).not.toBeNull();
  });

  it('clearSavedData empties the page store even without an owner', async () => {
    await queueWithPages();
    await clearSavedData();
    expect(await waitingPagesOf(KEY, ['p1', 'p2'])).toBeNull();
  });
});

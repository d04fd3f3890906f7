import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { answerKeys, type Answer } from '../../api';
import {
  isDropped,
  MAX_PAGES,
  pageObjectPath,
  pagesQueries,
  PageUploadError,
  removeUnsentPages,
  submitAnswerPages,
  uploadPage,
} from '../../pages-api';
import { messages } from '@/lib/i18n';
import { queueAnswer, type WaitingAnswer } from '@/lib/offline/waiting-answers';
import { dropWaitingPages, keepWaitingPages } from '@/lib/offline/waiting-pages';
import type { PreparedPage } from './prepare-page';

const sendPagesMessages = messages('answerPagesSend', {
  logIn: 'Please log in to submit an answer.',
  pageFailed: 'This page could not be uploaded.',
  someFailed: 'Some pages were not uploaded: your pages are kept, send again.',
});

export type PageState = PreparedPage & {
  /** 0..1 while uploading; 1 once the page is in storage. */
  progress: number;
  status: 'ready' | 'uploading' | 'uploaded' | 'failed';
  error: string | null;
};

/**
 * The pages of the answer being written, and sending them with it. One idempotency key per
 * submission: a retry after a dropped connection re-uploads only what is missing and returns
 * the answer the first try made, never a second one. The key changes once an answer is made.
 */
export function useAnswerPages(problemId: string, userId: string | null) {
  const queryClient = useQueryClient();
  const takesPages = useQuery({
    ...pagesQueries.takesPages(problemId),
    enabled: Boolean(userId),
  });
  const [pages, setPages] = useState<PageState[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const key = useRef<string>(crypto.randomUUID());
  const latest = useRef(pages);
  useEffect(() => {
    latest.current = pages;
  }, [pages]);

  // Object URLs of the previews are freed with the form.
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  const update = (id: string, change: Partial<PageState>) =>
    setPages((current) => current.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const add = useCallback(async (files: File[]) => {
    if (files.length === 0) return;
    setPreparing(true);
    setProblems([]);
    try {
      const { preparePages } = await import('./prepare-page');
      const room = MAX_PAGES - latest.current.length;
      const prepared = await preparePages(files, room);
      setProblems(prepared.problems);
      setPages((current) => [
        ...current,
        ...prepared.pages.map((p): PageState => ({
          ...p,
          progress: 0,
          status: 'ready',
          error: null,
        })),
      ]);
    } finally {
      setPreparing(false);
    }
  }, []);

  /** Drops a page from the answer; one already uploaded by a failed send leaves storage too. */
  const remove = (id: string) => {
    const gone = latest.current.find((p) => p.id === id);
    if (!gone) return;
    URL.revokeObjectURL(gone.previewUrl);
    setPages((current) => current.filter((p) => p.id !== id));
    if (gone.status === 'uploaded' && userId) {
      const path = pageObjectPath(userId, key.current, gone.id, gone.blob.type);
      // Best effort: a page left behind is never attached to an answer.
      removeUnsentPages([path]).catch(() => undefined);
    }
  };

  const move = (id: string, by: -1 | 1) =>
    setPages((current) => {
      const from = current.findIndex((p) => p.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [page] = next.splice(from, 1);
      if (page) next.splice(to, 0, page);
      return next;
    });

  /** Uploads what is not yet uploaded, then sends; throws a sentence on failure. */
  const send = async (content: string): Promise<Answer> => {
    if (!userId) throw new Error(sendPagesMessages.get().logIn);
    const submission = key.current;
    const list = latest.current;
    const paths = list.map((p) => pageObjectPath(userId, submission, p.id, p.blob.type));
    const results = await Promise.allSettled(
      list.map(async (page, index) => {
        if (page.status === 'uploaded') return;
        update(page.id, { status: 'uploading', progress: 0, error: null });
        try {
          await uploadPage(paths[index] ?? '', page.blob, (progress) =>
            update(page.id, { progress }),
          );
          update(page.id, { status: 'uploaded', progress: 1 });
        } catch (failure) {
          const message =
            failure instanceof PageUploadError
              ? failure.message
              : sendPagesMessages.get().pageFailed;
          update(page.id, { status: 'failed', error: message });
          throw failure;
        }
      }),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    // Only the connection failed: the caller keeps the answer on the device (issue 27).
    if (failures.length > 0 && failures.every(isDropped)) throw failures[0];
    if (failures.length > 0) throw new Error(sendPagesMessages.get().someFailed);
    const answer = await submitAnswerPages(problemId, content, submission, paths);
    startOver();
    void queryClient.invalidateQueries({ queryKey: answerKeys.all });
    return answer;
  };

  /** An empty form with a new key, once the answer was made or waits on the device. */
  const startOver = () => {
    latest.current.forEach((p) => URL.revokeObjectURL(p.previewUrl));
    setPages([]);
    key.current = crypto.randomUUID();
  };

  /**
   * Keeps the answer and its pages on the device until the connection returns, under this
   * submission's key (pages already uploaded are found there again). Throws a sentence if the
   * device cannot keep them; the form then keeps them.
   */
  const keep = async (answer: Omit<WaitingAnswer, 'key' | 'pages'>): Promise<void> => {
    const submission = key.current;
    const list = latest.current;
    await keepWaitingPages(
      submission,
      list.map((p) => ({ id: p.id, blob: p.blob })),
    );
    try {
      queueAnswer({
        ...answer,
        key: submission,
        pages: list.map((p) => ({ id: p.id, type: p.blob.type })),
      });
    } catch (failure) {
      await dropWaitingPages(submission).catch(() => undefined);
      throw failure;
    }
    startOver();
  };

  return {
    enabled: takesPages.data === true,
    pages,
    preparing,
    problems,
    add,
    remove,
    move,
    send,
    keep,
  };
}

export type AnswerPagesState = ReturnType<typeof useAnswerPages>;

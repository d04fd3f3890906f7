// Sends the answers that waited on the device for the connection (issue 27), each with its own
// key, so the server records it once however often it is sent. Loaded only when some wait.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateStatusQueries } from '@/lib/status-queries';
import { errorMessage } from '@/lib/errors';
import {
  removeWaitingAnswer,
  waitingAnswersOf,
  type WaitingAnswer,
} from '@/lib/offline/waiting-answers';
import { messages } from '@/lib/i18n';
import {
  dropWaitingPages,
  waitingPagesMessages,
  waitingPagesOf,
} from '@/lib/offline/waiting-pages';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { answerKeys, submitAnswer, type RecordedAnswer } from './api';
import { isDropped, pageObjectPath, submitAnswerPages, uploadPage } from './pages-api';

const waitingMessages = messages('waitingAnswers', {
  sentCorrect: 'Your waiting answer was sent. It is correct.',
  sentIncorrect: 'Your waiting answer was sent. It is incorrect.',
  sentWaiting: 'Your waiting answer was sent. It waits for a grader.',
  practice:
    '{sent} It reached the server after the contest had ended, so it counts as practice, not for the contest.',
  submitted: 'Answer Submitted!',
  notAccepted: 'Your waiting answer was not accepted',
});

/** What the student is told once a waiting answer reached the server (in their language). */
export function sentLine(answer: WaitingAnswer, row: RecordedAnswer): string {
  const t = waitingMessages.get();
  const sent =
    row.status === 'correct'
      ? t.sentCorrect
      : row.status === 'incorrect'
        ? t.sentIncorrect
        : t.sentWaiting;
  return answer.contestId && !row.contest_id ? fill(t.practice, { sent }) : sent;
}

/**
 * Sends one waiting answer. With pages: each page is uploaded under the answer's key (one already
 * there from an earlier try counts as uploaded), then `submit_answer_pages` with the same key, so
 * a replayed upload or call returns the answer the first one made.
 */
async function sendOne(answer: WaitingAnswer): Promise<RecordedAnswer> {
  const pages = answer.pages ?? [];
  if (pages.length === 0) return submitAnswer(answer.problemId, answer.content, answer.key);
  const blobs = await waitingPagesOf(
    answer.key,
    pages.map((page) => page.id),
  );
  if (!blobs) throw new Error(waitingPagesMessages.get().lost);
  const paths = pages.map((page) => pageObjectPath(answer.userId, answer.key, page.id, page.type));
  for (const [index, blob] of blobs.entries()) {
    await uploadPage(paths[index] ?? '', blob, () => undefined);
  }
  return submitAnswerPages(answer.problemId, answer.content, answer.key, paths);
}

/** The answer leaves the device: its text, and its pages in IndexedDB. */
async function forget(answer: WaitingAnswer): Promise<void> {
  removeWaitingAnswer(answer.key);
  if (!answer.pages?.length) return;
  await dropWaitingPages(answer.key).catch(() => undefined);
}

let running: Promise<void> | null = null;

/** Sends this account's waiting answers in order; stops at the first connection failure. */
export function sendWaitingAnswers(userId: string, queryClient: QueryClient): Promise<void> {
  running ??= (async () => {
    try {
      for (const answer of waitingAnswersOf(userId)) {
        try {
          const row = await sendOne(answer);
          await forget(answer);
          toast({ title: waitingMessages.get().submitted, description: sentLine(answer, row) });
        } catch (failure) {
          if (isDropped(failure)) return;
          await forget(answer);
          toast({
            title: waitingMessages.get().notAccepted,
            description: errorMessage(failure),
            variant: 'destructive',
          });
        }
      }
    } finally {
      running = null;
      void invalidateStatusQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: answerKeys.all });
    }
  })();
  return running;
}

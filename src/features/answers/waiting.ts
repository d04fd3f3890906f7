// Sends the answers that waited on the device for the connection (issue 27), each with its own
// key, so the server records it once however often it is sent. Loaded only when some wait.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateStatusQueries } from '@/lib/status-queries';
import { errorMessage } from '@/lib/errors';
import {
  isConnectionFailure,
  removeWaitingAnswer,
  waitingAnswersOf,
  type WaitingAnswer,
} from '@/lib/offline/waiting-answers';
import { messages } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { answerKeys, submitAnswer, type RecordedAnswer } from './api';

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

let running: Promise<void> | null = null;

/** Sends this account's waiting answers in order; stops at the first connection failure. */
export function sendWaitingAnswers(userId: string, queryClient: QueryClient): Promise<void> {
  running ??= (async () => {
    try {
      for (const answer of waitingAnswersOf(userId)) {
        try {
          const row = await submitAnswer(answer.problemId, answer.content, answer.key);
          removeWaitingAnswer(answer.key);
          toast({ title: waitingMessages.get().submitted, description: sentLine(answer, row) });
        } catch (failure) {
          if (isConnectionFailure(failure)) return;
          removeWaitingAnswer(answer.key);
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

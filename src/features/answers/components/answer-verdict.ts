import type { AnswerStatus } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { answerMessages, answerNoticeMessages } from './answer-messages';

export type VerdictTone = 'success' | 'danger' | 'pending';

/**
 * What the student is told about the graded row the server returned, once (issue 29, point 15):
 * a correct answer is confirmed by the spec's toast alone; a wrong or waiting one stays inline
 * under the box (with how it was read), never also as a toast.
 */
export interface Verdict {
  tone: VerdictTone;
  /** The line shown under the box, or null when the toast says it. */
  line: string | null;
  /** The 'Answer Submitted!' toast's description, or null when the line says it. */
  toastDescription: string | null;
}

export function describeVerdict(
  status: AnswerStatus,
  marks: number,
  alreadySolved: boolean,
): Verdict {
  const t = answerMessages.get();
  if (status === 'correct') {
    return {
      tone: 'success',
      line: null,
      toastDescription: alreadySolved ? t.correctAgain : t.greatJob,
    };
  }
  if (status === 'incorrect') {
    return { tone: 'danger', line: t.incorrect, toastDescription: null };
  }
  return {
    tone: 'pending',
    line: t.waiting(marks),
    toastDescription: null,
  };
}

/** What a held answer's sender is told: received, when results come; nothing about correctness. */
export function receivedVerdict(resultsAt: string): Verdict {
  return {
    tone: 'pending',
    line: fill(answerNoticeMessages.get().receivedVerdict, {
      date: formatDate(resultsAt, 'PPP p'),
    }),
    toastDescription: null,
  };
}

/** The database's own words (e.g. the rate-limit message), without the data-layer prefix. */
export function serverMessage(error: unknown): string {
  return errorMessage(error);
}

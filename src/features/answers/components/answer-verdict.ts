import type { AnswerStatus } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';

export type VerdictTone = 'success' | 'danger' | 'pending';

export interface Verdict {
  tone: VerdictTone;
  /** The result line shown on the page right after submitting. */
  line: string;
  /** The 'Answer Submitted!' toast's description. */
  toastDescription: string;
}

/** What the student is told about the graded row the server returned (issue 5, item 6). */
export function describeVerdict(
  status: AnswerStatus,
  marks: number,
  alreadySolved: boolean,
): Verdict {
  if (status === 'correct') {
    return alreadySolved
      ? {
          tone: 'success',
          line: 'Correct — you had already solved this problem, so your score is unchanged.',
          toastDescription: 'Correct again! You already earned the marks for this problem.',
        }
      : {
          tone: 'success',
          line: `Correct — +${marks} mark${marks === 1 ? '' : 's'}`,
          toastDescription: 'Great job! Your score has been updated.',
        };
  }
  if (status === 'incorrect') {
    return {
      tone: 'danger',
      line: 'Incorrect — try again',
      toastDescription: 'That answer is not correct. Try again!',
    };
  }
  return {
    tone: 'pending',
    line: 'Submitted — waiting for a grader',
    toastDescription:
      'A grader will review your answer; your score moves once it is marked correct.',
  };
}

/** The database's own words (e.g. the rate-limit message), without the data-layer prefix. */
export function serverMessage(error: unknown): string {
  return errorMessage(error);
}

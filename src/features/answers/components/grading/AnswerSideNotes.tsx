import type { GradingQueueItem } from '../../api';

/**
 * The slot next to the answer for what the student saw while solving (the hints they revealed).
 * The practice feature fills it; until then it shows nothing.
 */
export function AnswerSideNotes(_props: { item: GradingQueueItem }) {
  return null;
}

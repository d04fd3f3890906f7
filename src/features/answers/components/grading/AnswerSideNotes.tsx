import type { RevealedHint } from '@/features/practice/api';
import { RevealedHints } from '@/features/practice/grading';

/**
 * Next to the answer: the hints its student revealed on the problem, and whether before or after
 * answering. The board fetches them for its whole page at once (useRevealedHintsByAnswer).
 */
export function AnswerSideNotes({ hints }: { hints: readonly RevealedHint[] | undefined }) {
  return <RevealedHints hints={hints} />;
}

import { useQuery } from '@tanstack/react-query';
import { practiceQueries, type RevealedHint } from '../api';

/** The revealed hints of a page of answers, grouped by answer id (one request). */
export function useRevealedHintsByAnswer(
  answerIds: readonly string[],
): Map<string, RevealedHint[]> {
  const query = useQuery({
    ...practiceQueries.revealedHints(answerIds),
    enabled: answerIds.length > 0,
  });
  const byAnswer = new Map<string, RevealedHint[]>();
  for (const hint of query.data ?? []) {
    byAnswer.set(hint.answer_id, [...(byAnswer.get(hint.answer_id) ?? []), hint]);
  }
  return byAnswer;
}

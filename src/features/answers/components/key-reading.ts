import { readAnswer } from '../reading/read-answer';
import { keyLines } from './key-lines';

/** The key lines the checker's reader (the browser copy of it, decision 0025) cannot read. */
export function unreadableKeyLines(text: string): string[] {
  return keyLines(text).filter((line) => readAnswer(line).kind !== 'math');
}

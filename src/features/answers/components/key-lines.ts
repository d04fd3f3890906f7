import { readAnswer } from '../reading/read-answer';

/** Key lines as the checker stores them: trimmed, blank lines dropped, repeats once. */
export function keyLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/** The key lines the checker's reader (the browser copy of it, decision 0025) cannot read. */
export function unreadableKeyLines(text: string): string[] {
  return keyLines(text).filter((line) => readAnswer(line).kind !== 'math');
}

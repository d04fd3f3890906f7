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

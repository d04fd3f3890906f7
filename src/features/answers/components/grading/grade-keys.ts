// The grading page's digit keys (issue 29, point 2).

/** Digits typed within this time of each other make one number (1 then 0 is 10). */
export const DIGIT_RUN_MS = 1500;

/**
 * The marks after a digit key: the digit joins the number being typed if it came within
 * DIGIT_RUN_MS of the previous one and the number stays within the full marks; otherwise it
 * starts a new number. Null when the key cannot be a mark at all (a digit above the full marks).
 */
export function marksAfterDigit(
  current: string,
  digit: string,
  fullMarks: number,
  continuing: boolean,
): string | null {
  if (continuing && /^[0-9]+$/.test(current)) {
    const joined = String(Number(current + digit));
    if (Number(joined) <= fullMarks) return joined;
  }
  return Number(digit) <= fullMarks ? digit : null;
}

// Issue 29, point 2: on a 10-mark problem, typing 1 then 0 gives 10, never 0.
import { describe, expect, it } from 'vitest';
import { marksAfterDigit } from '@/features/answers/components/grading/grade-keys';

describe('marksAfterDigit', () => {
  it('joins digits typed together while the number stays within the full marks', () => {
    expect(marksAfterDigit('', '1', 10, false)).toBe('1');
    expect(marksAfterDigit('1', '0', 10, true)).toBe('10');
    expect(marksAfterDigit('1', '2', 20, true)).toBe('12');
  });

  it('starts a new number when the joined one would pass the full marks or the pause was long', () => {
    expect(marksAfterDigit('1', '1', 10, true)).toBe('1'); // 11 > 10: the second 1 starts afresh
    expect(marksAfterDigit('7', '3', 10, true)).toBe('3');
    expect(marksAfterDigit('1', '0', 10, false)).toBe('0'); // typed later: a new mark
  });

  it('ignores a digit that can be no mark, and leading zeros do not make 05', () => {
    expect(marksAfterDigit('5', '9', 7, true)).toBeNull();
    expect(marksAfterDigit('', '9', 7, false)).toBeNull();
    expect(marksAfterDigit('0', '5', 7, true)).toBe('5');
  });
});

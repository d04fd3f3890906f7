// Issue 29, point 3: the reader never silently drops what it did not understand.
import { describe, expect, it } from 'vitest';
import {
  describeIgnored,
  ignoredParts,
  readRepeatingDecimal,
} from '@/features/answers/reading/ignored-parts';
import { readAnswer } from '@/features/answers/reading/read-answer';

const kinds = (answer: string) => ignoredParts(answer).map((part) => part.kind);

describe('repeating decimals', () => {
  it.each([
    ['3.333...', '3.\\overline{3}'],
    ['0.1666...', '0.1\\overline{6}'],
    ['-0.142857142857…', '-0.\\overline{142857}'],
    ['.4545 \\ldots', '.\\overline{45}'],
    ['3.14...', '3.14...'],
    ['3.333', '3.333'],
    ['x...', 'x...'],
  ])('%s is %s', (answer, expected) => {
    expect(readRepeatingDecimal(answer)).toBe(expected);
  });

  it('the preview shows 3.333... as 3.3 repeating, not as 3.333', () => {
    expect(readAnswer('3.333...')).toEqual({ kind: 'math', tex: '3.\\overline{3}' });
  });
});

describe('what the reader ignores', () => {
  it.each([
    ['50%', ['percent']],
    ['28 percent', ['percent']],
    ['106 degrees', ['degrees']],
    ['90^\\circ', ['degrees']],
    ['90°', ['degrees']],
    ['3 cm', ['unit']],
    ['15\\mbox{ cm}^2', ['unit']],
    ['10 students', ['unit']],
    ['3.14...', ['dots']],
    ['14/3', []],
    ['x = 5', []],
    ['f \\circ g', []],
    ['$\\frac{1}{2}$', []],
  ])('%s: %j', (answer, expected) => {
    expect(kinds(answer)).toEqual(expected);
  });

  it('names what it ignored in one sentence', () => {
    expect(describeIgnored(ignoredParts('3 cm'))).toBe(
      'Not checked: the unit “cm” (only the number is checked). An answer this may have misread goes to a grader and costs no attempt.',
    );
    expect(describeIgnored(ignoredParts('50%'))).toMatch(/^Not checked: the percent sign/);
    expect(describeIgnored(ignoredParts('14/3'))).toBeNull();
  });
});

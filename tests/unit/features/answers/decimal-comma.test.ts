// Issue 26: the answer box reads the decimal comma in French and Arabic, and never in English.
import { describe, expect, it } from 'vitest';
import { fromDecimalComma, texWithDecimalComma } from '@/features/answers/reading/decimal-comma';
import { readAnswer } from '@/features/answers/reading/read-answer';

describe('fromDecimalComma', () => {
  it.each([
    ['0,5', '0.5'],
    ['-3,25', '-3.25'],
    ['3{,}14', '3.14'],
    ['12,345', '12.345'],
    ['1 234,5', '1234.5'],
    ['1\u202F234\u202F567', '1234567'],
    ['(1 ; 2)', '(1 , 2)'],
    ['1,5;2,5', '1.5,2.5'],
    ['x = 0,75', 'x = 0.75'],
    ['\\frac{1}{2}', '\\frac{1}{2}'],
    ['a\\;b', 'a\\;b'],
  ])('French reads %s as %s', (typed, read) => {
    expect(fromDecimalComma(typed, 'fr')).toBe(read);
  });

  it.each([
    ['٠٫٥', '0.5'],
    ['١٢,٥', '12.5'],
    ['۳,۱۴', '3.14'],
    ['0,5', '0.5'],
  ])('Arabic reads %s as %s', (typed, read) => {
    expect(fromDecimalComma(typed, 'ar')).toBe(read);
  });

  it.each(['12,345', '12, 345', '0,5', '(1;2)', '1 234'])('English leaves %s alone', (typed) => {
    expect(fromDecimalComma(typed, 'en')).toBe(typed);
  });
});

describe('what the checker reads', () => {
  it('is one number for 0,5 in French and a list for 12, 345 in English', () => {
    expect(readAnswer(fromDecimalComma('0,5', 'fr'))).toEqual({ kind: 'math', tex: '0.5' });
    expect(readAnswer(fromDecimalComma('12, 345', 'en'))).toEqual({
      kind: 'math',
      tex: '12,\\ 345',
    });
  });

  it('shows the reading back with the comma and semicolons in French, unchanged in English', () => {
    expect(texWithDecimalComma('0.5', 'fr')).toBe('0{,}5');
    expect(texWithDecimalComma('1.5,\\ 2', 'ar')).toBe('1{,}5;\\ 2');
    expect(texWithDecimalComma('12,\\ 345', 'en')).toBe('12,\\ 345');
  });
});

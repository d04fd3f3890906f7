import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AnswerPreview from '@/features/answers/components/AnswerPreview';
import { normalizeAnswer } from '@/features/answers/reading/normalize-answer';
import { parseExpression } from '@/features/answers/reading/parse-expression';
import { readAnswer } from '@/features/answers/reading/read-answer';

const tex = (answer: string) => {
  const reading = readAnswer(answer);
  return reading.kind === 'math' ? reading.tex : reading.kind;
};

describe('reading an answer as the grader will', () => {
  it.each([
    ['14/3', '\\frac{14}{3}'],
    ['\\dfrac{14}{3}', '\\frac{14}{3}'],
    ['\\frac12', '\\frac{1}{2}'],
    ['3\\sqrt{13}', '3\\sqrt{13}'],
    ['2*3', '2 \\cdot 3'],
    ['5.1e-2', '5.1 \\cdot 10^{-2}'],
    ['-x^2', '-x^{2}'],
    ['(-x)^2', '\\left(-x\\right)^{2}'],
    ['(a+5)(b+2)', '\\left(a + 5\\right)\\left(b + 2\\right)'],
    ['a-(b-c)', 'a - \\left(b - c\\right)'],
    ['\\sin^2 x', '\\sin^{2}\\left(x\\right)'],
    ['\\log_{10} 100', '\\log_{10}\\left(100\\right)'],
    ['|x-2|', '\\left|x - 2\\right|'],
    ['abs(x)', '\\left|x\\right|'],
    ['1, -2', '1,\\ -2'],
    ['12 and 13', '12,\\ 13'],
    ['\\{1,2\\}', '\\left\\{1,\\ 2\\right\\}'],
    ['1 \\pm \\sqrt{19}', '1 \\pm \\sqrt{19}'],
    ['(3, 4]', '\\left(3,\\ 4\\right]'],
    ['(-∞, 2) ∪ (3, ∞)', '\\left(-\\infty,\\ 2\\right) \\cup \\left(3,\\ \\infty\\right)'],
    ['x \\le 5', 'x \\le 5'],
    ['-2 < x < 3', '-2 < x < 3'],
    ['x<1 or x>2', 'x < 1\\ \\text{or}\\ x > 2'],
    ['x = 5', 'x = 5'],
    ['(p,q) = (3,2)', '\\left(p,\\ q\\right) = \\left(3,\\ 2\\right)'],
    ['a_3 = 2, a_{37} = 19', 'a_{3} = 2,\\ a_{37} = 19'],
    ['\\boxed{28\\%}', '28'],
    ['90^\\circ', '90'],
    ['\\text{(C)}', '\\text{(C)}'],
    ['Evelyn', '\\text{Evelyn}'],
    ['52_8', '52_{8}'],
    ['137 1/2', '137\\tfrac{1}{2}'],
    ['\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}', '\\begin{pmatrix}1 & 2 \\\\ 3 & 4\\end{pmatrix}'],
    // issue 24: sums and products, lists of tuples, assignments grouped into tuples, \pm, exact
    // decimals as written
    ['\\sum_{k=1}^{10} k', '\\sum_{k=1}^{10} k'],
    ['\\sum_{k=1}^{10} k^2 + 1', '\\sum_{k=1}^{10} k^{2} + 1'],
    ['\\displaystyle\\sum\\limits_{n=1}^{100} n', '\\sum_{n=1}^{100} n'],
    ['\\sum^{4}_{k=1} k^3', '\\sum_{k=1}^{4} k^{3}'],
    [
      '\\prod_{k=2}^{10}\\left(1-\\frac{1}{k}\\right)',
      '\\prod_{k=2}^{10} \\left(1 - \\frac{1}{k}\\right)',
    ],
    ['2\\sum_{k=1}^{4} k', '2\\left(\\sum_{k=1}^{4} k\\right)'],
    ['\\sum_{i=1}^{3}\\sum_{j=1}^{3} ij', '\\sum_{i=1}^{3} \\sum_{j=1}^{3} i j'],
    ['\\sum_{k=1}^{3} x^k', '\\sum_{k=1}^{3} x^{k}'],
    ['\\sum_{k=1}^{200} kx', '\\sum_{k=1}^{200} k x'],
    ['(5,2),(7,2)', '\\left(5,\\ 2\\right),\\ \\left(7,\\ 2\\right)'],
    ['(1,2);(3,4)', '\\left(1,\\ 2\\right),\\ \\left(3,\\ 4\\right)'],
    ['p=5,q=2; p=7,q=2', '\\left(p,\\ q\\right) = \\left(5,\\ 2\\right),\\ \\left(7,\\ 2\\right)'],
    ['\\{(5,2),(7,2)\\}', '\\left\\{\\left(5,\\ 2\\right),\\ \\left(7,\\ 2\\right)\\right\\}'],
    [
      '(p,q) \\in \\{(5,2), (7,2)\\}',
      '\\left\\{\\left(5,\\ 2\\right),\\ \\left(7,\\ 2\\right)\\right\\}',
    ],
    ['∑_{k=1}^{10} k', '\\sum_{k=1}^{10} k'],
    ['\\sum_{k=1}^{10}k, \\sum_{k=1}^{10}k^2', '\\sum_{k=1}^{10} k,\\ \\sum_{k=1}^{10} k^{2}'],
    ['x = \\pm 3', 'x = \\pm 3'],
    ['\\pm\\sqrt{2}', '\\pm \\sqrt{2}'],
    ['1.23e8', '1.23 \\cdot 10^{8}'],
    ['1.23456789e8', '1.23456789 \\cdot 10^{8}'],
  ])('%s reads as %s', (answer, expected) => {
    expect(tex(answer)).toBe(expected);
  });

  it.each([
    'the answer is five',
    '\\frac{1}{',
    '1 + + ',
    '2..3',
    '(1, 2',
    '\\unknown{3}',
    'x'.repeat(501),
    '\\sum_{k=1}^{n} k',
    '\\sum_{k=1}^{100000} k',
    '\\sum_{i=1}^{100}\\sum_{j=1}^{100} ij',
    '(1,2),(3,4,5)',
    Array.from({ length: 3 }, () => '\\sum_{k=1}^{400} k').join(','),
    '\\sum_{k=1}^{300} k \\pm 1 \\pm 2',
    '\\sum_{k=1}^{201} kx',
  ])('%s does not read as math', (answer) => {
    expect(readAnswer(answer)).toEqual({ kind: 'text' });
  });

  it('reads nothing in an empty box', () => {
    expect(readAnswer('   ')).toEqual({ kind: 'empty' });
  });

  it('normalises like the database: separators, thousands, units, scientific notation', () => {
    expect(normalizeAnswer('7,425,000')).toBe('7425000');
    expect(normalizeAnswer('12, 345')).toBe('12,345');
    expect(normalizeAnswer('10,\\!080')).toBe('10080');
    expect(normalizeAnswer('864 \\mbox{ inches}^2')).toBe('864');
    expect(normalizeAnswer('x \\geq 5')).toBe('x>=5');
    expect(normalizeAnswer('\\tan^{-1}(1)')).toBe('\\arctan(1)');
    expect(normalizeAnswer('\\boxed{1}\\boxed{2}')).toBe('1,2');
  });

  it('keeps the grammar bounded: at most 200 tokens', () => {
    expect(parseExpression(Array.from({ length: 100 }, () => '1').join('+'))).not.toBeNull();
    expect(parseExpression(Array.from({ length: 101 }, () => '1').join('+'))).toBeNull();
  });
});

describe('the preview under the answer box', () => {
  it('renders the reading with KaTeX', async () => {
    render(<AnswerPreview answer="14/3" />);
    expect(screen.getByText('Read as')).toBeTruthy();
    await screen.findAllByText((_content, element) =>
      Boolean(element?.classList.contains('katex')),
    );
  });

  it('says gently when the answer does not read as math', () => {
    render(<AnswerPreview answer="the answer is five" />);
    expect(screen.getByTestId('answer-preview').textContent).toBe(
      'This does not read as a math answer. You can still send it: a grader will mark it.',
    );
  });

  it('tells how a wrong answer was read', () => {
    render(<AnswerPreview answer="x = 5" lead="Your answer was read as" />);
    expect(screen.getByText('Your answer was read as')).toBeTruthy();
  });

  it('shows nothing for an empty answer', () => {
    const { container } = render(<AnswerPreview answer="" />);
    expect(container.textContent).toBe('');
  });
});

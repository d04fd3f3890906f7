import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText } from '@/components/math/MathText';
import { isPureMath, parseStatement, splitTex } from '@/lib/tex';

async function renderMath(text: string) {
  const { container } = render(<MathText text={text} />);
  // KaTeX is loaded lazily; wait for the first rendered formula or error mark.
  await screen.findAllByText((_content, element) =>
    Boolean(
      element?.classList.contains('katex') || element?.getAttribute('data-testid') === 'math-error',
    ),
  );
  return container;
}

describe('splitting statements', () => {
  it('finds inline $…$, \\(…\\), display $$…$$ and \\[…\\] and keeps \\$ as a dollar', () => {
    expect(splitTex('Let $x$ cost \\$5. Then $$x^2$$ and \\[y\\] and \\(z\\).')).toEqual([
      { kind: 'text', value: 'Let ' },
      { kind: 'math', tex: 'x', display: false, source: '$x$' },
      { kind: 'text', value: ' cost $5. Then ' },
      { kind: 'math', tex: 'x^2', display: true, source: '$$x^2$$' },
      { kind: 'text', value: ' and ' },
      { kind: 'math', tex: 'y', display: true, source: '\\[y\\]' },
      { kind: 'text', value: ' and ' },
      { kind: 'math', tex: 'z', display: false, source: '\\(z\\)' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('leaves an unmatched dollar as text', () => {
    expect(splitTex('It costs $5 today.')).toEqual([{ kind: 'text', value: 'It costs $5 today.' }]);
  });

  it('treats a body with no delimiters that reads as a formula as display math', () => {
    expect(isPureMath('\\frac{a}{b} + \\sqrt{c} = 1')).toBe(true);
    expect(isPureMath('x^2 + y^2 = z^2')).toBe(true);
    expect(isPureMath('Find all integers such that the sum is prime.')).toBe(false);
    expect(isPureMath('Prove that x^2 is never negative for real numbers')).toBe(false);
    expect(parseStatement('  a^2+b^2  ')).toEqual([
      { kind: 'math', tex: 'a^2+b^2', display: true, source: '  a^2+b^2  ' },
    ]);
  });
});

describe('MathText', () => {
  it('renders prose with inline math as KaTeX, keeping the prose as text', async () => {
    const container = await renderMath('Find all $n$ with $n^2 + 1$ prime.');
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('.katex-display')).toBeNull();
    expect(container).toHaveTextContent(/^Find all .* with .* prime\.$/);
  });

  it('renders \\[…\\] and $$…$$ as display math', async () => {
    const container = await renderMath('Compute \\[\\sum_{k=1}^{n} k\\] and $$\\int_0^1 x\\,dx$$');
    expect(container.querySelectorAll('.katex-display')).toHaveLength(2);
  });

  it('renders a pure LaTeX body as one display formula', async () => {
    const container = await renderMath('\\frac{1}{2} + \\frac{1}{3}');
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1);
  });

  it('shows the source of bad LaTeX with a visible error mark instead of crashing', async () => {
    const container = await renderMath('Good $x$ then bad $\\frac{1}{$ end.');
    const error = screen.getByTestId('math-error');
    expect(error).toHaveTextContent('$\\frac{1}{$');
    expect(error).toHaveTextContent('⚠');
    expect(error.getAttribute('title')).toMatch(/KaTeX parse error/);
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('refuses untrusted commands and never injects HTML from the text', async () => {
    const container = await renderMath(
      '<img src=x onerror="alert(1)"> and $\\href{javascript:alert(1)}{x}$',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('does not leak macros between formulas', async () => {
    render(<MathText text="$\gdef\foo{42}\foo$" />);
    const container = await renderMath('$\\foo$');
    expect(screen.getByTestId('math-error')).toHaveTextContent('$\\foo$');
    expect(container.querySelector('.katex')).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mathToText, statementPreview } from '@/features/problems/statement-preview';

/** Every statement the seed stores (the repository's own seed.sql, not the dataset). */
function seededStatements(): string[] {
  const sql = readFileSync(resolve(__dirname, '../../../supabase/seed.sql'), 'utf8');
  return [...sql.matchAll(/'(\{"body":(?:[^']|'')*)'::jsonb/g)].map(
    (match) => (JSON.parse(match[1]!.replace(/''/g, "'")) as { body: string }).body,
  );
}

describe('statementPreview', () => {
  it('reads common math into plain text', () => {
    expect(mathToText('\\frac{1}{2}')).toBe('1/2');
    expect(mathToText('x^2 + y^{10}')).toBe('x² + y¹⁰');
    expect(mathToText('\\sqrt{7} + \\sqrt{5}')).toBe('√7 + √5');
    expect(mathToText('n \\equiv 2 \\pmod{7}')).toBe('n ≡ 2 (mod 7)');
    expect(mathToText('\\angle B = 90^\\circ')).toBe('∠B = 90°');
    expect(mathToText('\\dbinom{31}{28}')).toBe('C(31, 28)');
    expect(mathToText('6_8 \\cdot 7_8')).toBe('6₈ · 7₈');
    expect(mathToText('\\frac{3x-2}{x-2}')).toBe('(3x-2)/(x-2)');
    expect(mathToText('\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}')).toBe('( 1 ; 2 )');
  });

  it('makes one line of a statement with inline and display math', () => {
    expect(
      statementPreview(
        'If $f(x) = \\frac{3x-2}{x-2}$, what is\n\n the value of \\[f(-2) + f(0)\\]?',
      ),
    ).toBe('If f(x) = (3x-2)/(x-2), what is the value of f(-2) + f(0)?');
    expect(statementPreview('A worker receives $\\$20{,}000$ a year.')).toBe(
      'A worker receives $20,000 a year.',
    );
  });

  it('cuts a long statement at a word, with an ellipsis', () => {
    const preview = statementPreview(`${'word '.repeat(100)}end`);
    expect(preview.length).toBeLessThanOrEqual(221);
    expect(preview.endsWith('word…')).toBe(true);
  });

  it('never leaves LaTeX markup in the preview of any seeded statement', () => {
    const statements = seededStatements();
    expect(statements.length).toBeGreaterThanOrEqual(150);
    for (const body of statements) {
      const preview = statementPreview(body);
      expect(preview.length, body).toBeGreaterThan(10);
      expect(preview, body).not.toMatch(/\\|\$(?!\d)|[{}]|\^\{|_\{|\n/);
    }
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProblemCard } from '@/features/problems/components/ProblemCard';
import type { Problem } from '@/features/problems/api';
import type { SolveStatus } from '@/lib/domain';

function problemWith(solve_status: SolveStatus | null): Problem {
  return {
    id: 'p-1',
    title: 'Sum of two sixes',
    content: { body: 'What is $6+6$?' },
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
    is_public: true,
    created_by: 'author-1',
    attachment_path: null,
    created_at: '2026-01-01T00:00:00Z',
    solve_status,
    creatorName: 'Ada Author',
    creatorAvatar: null,
  };
}

function renderCard(status: SolveStatus | null, showProgress = true) {
  render(
    <MemoryRouter>
      <ProblemCard problem={problemWith(status)} showProgress={showProgress} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Sum of two sixes' });
}

describe("ProblemCard's progress marker", () => {
  it.each([
    ['gave_up', 'Gave up', '⊘'],
    ['attempted', 'Attempted', '◐'],
    ['solved', 'Solved', '✓'],
    ['not_tried', 'Not tried', '○'],
  ] as const)('reads %s as "%s" with its mark', (status, label, mark) => {
    const card = renderCard(status);
    const badge = within(card).getByText(label).closest('[data-solve-status]');
    expect(badge).toHaveAttribute('data-solve-status', status);
    expect(badge).toHaveTextContent(`${mark}${label}`);
  });

  it('never calls a given-up problem "Attempted"', () => {
    const card = renderCard('gave_up');
    expect(within(card).queryByText('Attempted')).not.toBeInTheDocument();
    expect(within(card).getByText('Gave up')).toBeVisible();
  });

  it('shows no marker for a visitor (null status)', () => {
    const visitor = renderCard(null);
    expect(visitor.querySelector('[data-solve-status]')).toBeNull();
  });

  it('shows no marker when progress is off, even with a status', () => {
    const card = renderCard('gave_up', false);
    expect(within(card).queryByText('Gave up')).not.toBeInTheDocument();
  });
});

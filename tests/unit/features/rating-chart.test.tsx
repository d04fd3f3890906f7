import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RatingChange } from '@/features/ratings/api';
import { CHART, chartGeometry } from '@/features/ratings/chart';
import { RatingChart } from '@/features/ratings/components/RatingChart';
import { ratingRanks } from '@/features/ratings/rank';

const change = (index: number, oldRating: number, newRating: number): RatingChange => ({
  contest_id: `c${index}`,
  place: index + 1,
  total_marks: 20 - index,
  old_rating: oldRating,
  new_rating: newRating,
  rated_at: `2026-11-0${index + 1}T12:00:00Z`,
  contest: { title: `Round ${index + 1}` },
});

describe('chartGeometry', () => {
  it('spaces the ratings evenly, higher ratings higher, inside round guide lines', () => {
    const { path, points, ticks } = chartGeometry([1500, 1636, 1590, 1712]);
    expect(points.map((p) => p.x)).toEqual([48, 240, 432, 624]);
    expect(points[0]!.x).toBe(CHART.left);
    expect(points[3]!.x).toBe(CHART.width - CHART.right);
    // Higher rating, smaller y (SVG grows downwards).
    expect(points[3]!.y).toBeLessThan(points[1]!.y);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
    expect(points[2]!.y).toBeLessThan(points[0]!.y);
    expect(path).toBe(points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' '));
    // Guides every 100 from below 1500 to above 1712, covering every point.
    expect(ticks.map((t) => t.rating)).toEqual([1400, 1500, 1600, 1700, 1800]);
    expect(ticks[0]!.y).toBe(CHART.height - CHART.bottom);
    expect(ticks.at(-1)!.y).toBe(CHART.top);
    for (const point of points) {
      expect(point.y).toBeGreaterThanOrEqual(CHART.top);
      expect(point.y).toBeLessThanOrEqual(CHART.height - CHART.bottom);
    }
  });

  it('draws a single point in the middle and nothing for no ratings', () => {
    const one = chartGeometry([1500]);
    expect(one.points).toEqual([{ x: 336, y: expect.any(Number), rating: 1500 }]);
    expect(one.path).toMatch(/^M336 /);
    expect(chartGeometry([])).toEqual({ path: '', points: [], ticks: [] });
  });
});

describe('RatingChart', () => {
  it('names the chart for screen readers and lists the same numbers in a table, newest first', () => {
    render(
      <MemoryRouter>
        <RatingChart history={[change(0, 1500, 1636), change(1, 1636, 1590)]} />
      </MemoryRouter>,
    );
    const chart = screen.getByRole('img', {
      name: 'Rating history: 1500 before the first rated contest, 1590 after 2 contests.',
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Round 2', '2', '19', '1590 (−46)'],
      ['Round 1', '1', '20', '1636 (+136)'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Round 2' })).toHaveAttribute(
      'href',
      '/contests/c1',
    );
  });

  it('says so when there is no rated contest yet', () => {
    render(<RatingChart history={[]} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/No rated contests yet/)).toBeInTheDocument();
  });
});

describe('ratingRanks', () => {
  it('shares a place between equal ratings (1, 2, 2, 4)', () => {
    expect(
      ratingRanks([{ rating: 1800 }, { rating: 1700 }, { rating: 1700 }, { rating: 1500 }]),
    ).toEqual([1, 2, 2, 4]);
  });
});

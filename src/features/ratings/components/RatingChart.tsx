import { Link } from 'react-router-dom';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format-count';
import type { RatingChange } from '../api';
import { CHART, chartGeometry } from '../chart';

function signed(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '±0';
}

/** The history as rows: what the chart shows, for screen readers and for the exact numbers. */
function HistoryTable({ history }: { history: readonly RatingChange[] }) {
  return (
    <Table label="Rating history">
      <TableHeader>
        <TableRow>
          <TableHead>Contest</TableHead>
          <TableHead className="text-right">Place</TableHead>
          <TableHead className="text-right">Marks</TableHead>
          <TableHead className="text-right">Rating</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...history].reverse().map((change) => (
          <TableRow key={change.contest_id}>
            <TableCell>
              <Link
                to={paths.contest(change.contest_id)}
                className="font-medium text-blue-800 underline-offset-4 hover:underline"
              >
                {change.contest?.title ?? 'Contest'}
              </Link>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(change.place)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatCount(change.total_marks)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              <span className="font-semibold">{change.new_rating}</span>{' '}
              <span
                className={
                  change.new_rating >= change.old_rating ? 'text-green-800' : 'text-red-800'
                }
              >
                ({signed(change.new_rating - change.old_rating)})
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The rating after each finalised contest, from the starting rating, as a line (SVG, scales to
 * the width), with the same numbers as a table below it.
 */
export function RatingChart({ history }: { history: readonly RatingChange[] }) {
  if (history.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="rating-history-empty">
        No rated contests yet. A rating appears after the first contest that is finalised.
      </p>
    );
  }
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const ratings = [first.old_rating, ...history.map((change) => change.new_rating)];
  const { path, points, ticks } = chartGeometry(ratings);
  const summary = `Rating history: ${first.old_rating} before the first rated contest, ${last.new_rating} after ${formatCount(history.length)} ${history.length === 1 ? 'contest' : 'contests'}.`;
  return (
    <figure className="space-y-4">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={summary}
        data-testid="rating-chart"
        className="h-auto w-full"
      >
        {ticks.map((tick) => (
          <g key={tick.rating}>
            <line
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-slate-200"
              strokeWidth={1}
            />
            <text
              x={CHART.left - 8}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-600 text-[12px]"
            >
              {tick.rating}
            </text>
          </g>
        ))}
        <path d={path} fill="none" className="stroke-blue-700" strokeWidth={2.5} />
        {points.map((point, index) => (
          <circle
            key={index}
            cx={point.x}
            cy={point.y}
            r={4}
            className={index === 0 ? 'fill-white stroke-blue-700' : 'fill-blue-700'}
            strokeWidth={2}
          />
        ))}
      </svg>
      <figcaption className="sr-only">{summary}</figcaption>
      <HistoryTable history={history} />
    </figure>
  );
}

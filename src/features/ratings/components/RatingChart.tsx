import { useEffect, useRef, useState } from 'react';
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
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { messages, useT } from '@/lib/i18n';
import { fill, plural } from '@/lib/i18n/text';
import type { RatingChange } from '../api';
import { CHART, chartGeometry } from '../chart';

const CELL = 'px-2 sm:px-4';

const ratingChartMessages = messages('ratingChart', {
  history: 'Rating history',
  contest: 'Contest',
  place: 'Place',
  marks: 'Marks',
  rating: 'Rating',
  none: 'No rated contests yet. A rating appears after the first contest that is finalised.',
  summary: plural({
    one: 'Rating history: {first} before the first rated contest, {last} after {count} contest.',
    other: 'Rating history: {first} before the first rated contest, {last} after {count} contests.',
  }),
});

/** The element's width in pixels, followed as it resizes (CHART.width until measured). */
function useWidth<E extends Element>(shown: boolean) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number>(CHART.width);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return [ref, width] as const;
}

function signed(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '±0';
}

/** The history as rows: what the chart shows, for screen readers and for the exact numbers. */
function HistoryTable({ history }: { history: readonly RatingChange[] }) {
  const t = useT(ratingChartMessages);
  return (
    <Table label={t.history}>
      <TableHeader>
        <TableRow>
          <TableHead className={CELL}>{t.contest}</TableHead>
          <TableHead className={`${CELL} text-end`}>{t.place}</TableHead>
          <TableHead className={`${CELL} text-end`}>{t.marks}</TableHead>
          <TableHead className={`${CELL} text-end`}>{t.rating}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...history].reverse().map((change) => (
          <TableRow key={change.contest_id}>
            <TableCell className={CELL}>
              <Link
                to={paths.contest(change.contest_id)}
                className="font-medium text-blue-800 underline-offset-4 hover:underline"
              >
                {change.contest?.title ?? t.contest}
              </Link>
            </TableCell>
            <TableCell className={`${CELL} text-end tabular-nums`}>
              {formatCount(change.place)}
            </TableCell>
            <TableCell className={`${CELL} text-end tabular-nums`}>
              {formatCount(change.total_marks)}
            </TableCell>
            <TableCell className={`${CELL} text-end tabular-nums`}>
              <span className="font-semibold">{change.new_rating}</span>{' '}
              <span
                dir="ltr"
                className={cn(
                  'inline-block whitespace-nowrap',
                  change.new_rating >= change.old_rating ? 'text-green-800' : 'text-red-800',
                )}
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
  const t = useT(ratingChartMessages);
  const [frame, width] = useWidth<HTMLDivElement>(history.length > 0);
  if (history.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="rating-history-empty">
        {t.none}
      </p>
    );
  }
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const ratings = [first.old_rating, ...history.map((change) => change.new_rating)];
  const { path, points, ticks } = chartGeometry(ratings, width);
  const summary = fill(t.summary(history.length), {
    first: first.old_rating,
    last: last.new_rating,
  });
  return (
    <figure className="space-y-4">
      <div ref={frame} dir="ltr">
        <svg
          viewBox={`0 0 ${width} ${CHART.height}`}
          role="img"
          aria-label={summary}
          data-testid="rating-chart"
          className="h-auto w-full"
        >
          {ticks.map((tick) => (
            <g key={tick.rating}>
              <line
                x1={CHART.left}
                x2={width - CHART.right}
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
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
      <HistoryTable history={history} />
    </figure>
  );
}

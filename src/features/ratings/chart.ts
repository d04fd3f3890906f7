/**
 * The drawing box of the rating chart, in SVG user units; the chart draws at its container's
 * width (one unit a pixel), so the labels keep their size on a phone.
 */
export const CHART = { width: 640, height: 240, left: 48, right: 16, top: 16, bottom: 28 } as const;

export interface ChartPoint {
  x: number;
  y: number;
  rating: number;
}

export interface ChartGeometry {
  /** The line through the points, an SVG path ('' when there is nothing to draw). */
  path: string;
  points: ChartPoint[];
  /** Horizontal guide lines: their rating and height. */
  ticks: { rating: number; y: number }[];
}

/** A round step for about four guide lines over the span. */
function tickStep(span: number): number {
  const rough = Math.max(span / 4, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Where each rating goes: the starting rating first, then the rating after each contest, evenly
 * spaced left to right; the vertical scale spans the ratings with a margin of guide steps.
 */
export function chartGeometry(
  ratings: readonly number[],
  width: number = CHART.width,
): ChartGeometry {
  if (ratings.length === 0) return { path: '', points: [], ticks: [] };
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const step = tickStep(Math.max(high - low, 100));
  const bottom = Math.floor(low / step) * step - (low % step === 0 ? step : 0);
  const top = Math.ceil(high / step) * step + (high % step === 0 ? step : 0);
  const plotWidth = width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const yOf = (rating: number) => CHART.top + ((top - rating) / (top - bottom)) * plotHeight;
  const xOf = (index: number) =>
    ratings.length === 1
      ? CHART.left + plotWidth / 2
      : CHART.left + (index / (ratings.length - 1)) * plotWidth;

  const points = ratings.map((rating, index) => ({
    x: round(xOf(index)),
    y: round(yOf(rating)),
    rating,
  }));
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`)
    .join(' ');
  const ticks: ChartGeometry['ticks'] = [];
  for (let rating = bottom; rating <= top; rating += step) {
    ticks.push({ rating, y: round(yOf(rating)) });
  }
  return { path, points, ticks };
}

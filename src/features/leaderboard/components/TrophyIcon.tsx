import type { PodiumRank } from './podium';

const TROPHY: Record<PodiumRank, { label: string; fill: string; stroke: string }> = {
  1: { label: 'Gold trophy', fill: '#D4A017', stroke: '#8A6A0A' },
  2: { label: 'Silver trophy', fill: '#B8BEC6', stroke: '#6B7280' },
  3: { label: 'Bronze trophy', fill: '#C07A3E', stroke: '#7C4A1E' },
};

/** Inline SVG trophy for ranks 1–3 (labelled, so the medal is not colour-only information). */
export function TrophyIcon({ rank }: { rank: PodiumRank }) {
  const { label, fill, stroke } = TROPHY[rank];
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0"
      data-rank={rank}
    >
      <path
        d="M7 3h10v3h3a1 1 0 0 1 1 1v1a5 5 0 0 1-4.4 4.96A5 5 0 0 1 13 15.9V18h3v3H8v-3h3v-2.1a5 5 0 0 1-3.6-2.94A5 5 0 0 1 3 8V7a1 1 0 0 1 1-1h3V3Zm10 5v2.9A3 3 0 0 0 19 8h-2ZM5 8a3 3 0 0 0 2 2.9V8H5Z"
        fill={fill}
        stroke={stroke}
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

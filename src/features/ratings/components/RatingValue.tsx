import { messages, useT } from '@/lib/i18n';

const ratingValueMessages = messages('ratingValue', {
  provisional: 'Provisional',
  provisionalTitle: 'Provisional: fewer than 5 rated contests',
});

/** A rating with the provisional label of decision 0065 (fewer than 5 rated contests). */
export function RatingValue({ rating, provisional }: { rating: number; provisional: boolean }) {
  const t = useT(ratingValueMessages);
  return (
    <span className="inline-flex flex-col items-end gap-0.5 sm:flex-row sm:items-baseline sm:gap-1.5">
      <span className="font-semibold tabular-nums">{rating}</span>
      {provisional && (
        <span
          className="rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-medium leading-none text-amber-900 sm:text-xs"
          title={t.provisionalTitle}
        >
          {t.provisional}
        </span>
      )}
    </span>
  );
}

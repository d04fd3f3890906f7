import { useT } from '@/lib/i18n';
import { contestStatusMessages, countdownLabel } from './contest-status';

/** 'Starts in …' / 'Ends in …' / 'Ended'. Not a live region: a ticking announcement would be noise. */
export function Countdown({
  start,
  end,
  now,
  className,
}: {
  start: string;
  end: string;
  now: Date;
  className?: string;
}) {
  const t = useT(contestStatusMessages);
  return (
    <p
      role="timer"
      aria-live="off"
      className={className ?? 'text-sm font-semibold tabular-nums text-slate-800'}
    >
      {countdownLabel(start, end, now, t)}
    </p>
  );
}

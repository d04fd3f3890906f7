import { formatContestTime, viewerTimeZone } from './contest-status';

export function ContestTimes({
  start,
  end,
  showZone = false,
}: {
  start: string;
  end: string;
  showZone?: boolean;
}) {
  return (
    <div className="grid gap-1">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-500">Starts</dt>
        <dd className="text-slate-800">
          <time dateTime={start}>{formatContestTime(start)}</time>
        </dd>
        <dt className="font-medium text-slate-500">Ends</dt>
        <dd className="text-slate-800">
          <time dateTime={end}>{formatContestTime(end)}</time>
        </dd>
      </dl>
      {showZone && (
        <p className="text-xs text-slate-500">Times in your time zone: {viewerTimeZone()}</p>
      )}
    </div>
  );
}

import { formatContestTime } from './contest-status';

export function ContestTimes({ start, end }: { start: string; end: string }) {
  return (
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
  );
}

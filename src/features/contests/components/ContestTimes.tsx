import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { contestStatusMessages, formatContestTime, viewerTimeZone } from './contest-status';

const contestTimesMessages = messages('contestTimes', {
  starts: 'Starts',
  ends: 'Ends',
});

export function ContestTimes({
  start,
  end,
  showZone = false,
}: {
  start: string;
  end: string;
  showZone?: boolean;
}) {
  const t = useT(contestTimesMessages);
  const status = useT(contestStatusMessages);
  return (
    <div className="grid gap-1">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-500">{t.starts}</dt>
        <dd className="text-slate-800">
          <time dateTime={start}>{formatContestTime(start)}</time>
        </dd>
        <dt className="font-medium text-slate-500">{t.ends}</dt>
        <dd className="text-slate-800">
          <time dateTime={end}>{formatContestTime(end)}</time>
        </dd>
      </dl>
      {showZone && (
        <p className="text-xs text-slate-500">
          {fill(status.timeZone, { zone: viewerTimeZone() })}
        </p>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { formatCount } from '@/lib/format-count';
import { messages, useT } from '@/lib/i18n';
import { fill, plural, withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import {
  contestKeys,
  contestQueries,
  useStartVirtualContest,
  type ContestDetail,
  type Scoreboard,
} from '../api';
import { Countdown } from './Countdown';

const virtualPanelMessages = messages('virtualPanel', {
  hours: plural({ one: '{count} hour', other: '{count} hours' }),
  minutes: plural({ one: '{count} minute', other: '{count} minutes' }),
  hoursAndMinutes: '{hours} {minutes}',
  sitTitle: 'Sit it virtually',
  sitText:
    'Your own clock of {length} starts when you press the button and cannot be paused or restarted. Until it ends, the hints, solutions and comments of these problems stay locked for you. Your result is shown among the real participants, labelled virtual; it never changes their board or ratings.',
  sitTextSealed:
    'Your own clock of {length} starts when you press the button and cannot be paused or restarted. Until it ends, the hints, solutions and comments of these problems stay locked for you, and your answers are received and marked at the end of your clock. Your result is shown among the real participants, labelled virtual; it never changes their board or ratings.',
  startFailed: 'Could not start the virtual contest',
  starting: 'Starting...',
  start: 'Start virtual contest',
  runningTitle: 'Your virtual contest',
  sealed:
    'Your answers are received; you may change them until your clock ends (the last one counts). Your marks and would-be rank appear then.',
  checked: plural({
    one: 'Your answers are checked as you send them: {count} mark so far.',
    other: 'Your answers are checked as you send them: {count} marks so far.',
  }),
  checkedRanked: plural({
    one: 'Your answers are checked as you send them: {count} mark so far, would-be rank {rank} of {participants} (virtual).',
    other:
      'Your answers are checked as you send them: {count} marks so far, would-be rank {rank} of {participants} (virtual).',
  }),
  resultTitle: 'Your virtual result',
  result: plural({
    one: '{count} mark, {solved} solved.',
    other: '{count} marks, {solved} solved.',
  }),
  resultRanked: plural({
    one: '{count} mark, {solved} solved — would-be rank {rank} of {participants} (virtual).',
    other: '{count} marks, {solved} solved — would-be rank {rank} of {participants} (virtual).',
  }),
  resultNote:
    'Sat virtually on your own clock; the board below shows your row labelled virtual. It does not change the real board or ratings.',
});

type VirtualPanelText = ReturnType<typeof virtualPanelMessages.get>;

/** '3 hours', '1 hour 30 minutes', '45 minutes'. */
function lengthInWords(startIso: string, endIso: string, t: VirtualPanelText): string {
  const minutes = Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t.minutes(rest);
  if (rest === 0) return t.hours(hours);
  return fill(t.hoursAndMinutes, { hours: t.hours(hours), minutes: t.minutes(rest) });
}

/**
 * Virtual contests (issue 25, decision 0064): after the end a student who did not take part
 * starts a clock of their own; while it runs the page shows it, and then their would-be rank.
 */
export function VirtualPanel({
  contest,
  board,
  now,
}: {
  contest: ContestDetail;
  board: Scoreboard | undefined;
  now: Date;
}) {
  const t = useT(virtualPanelMessages);
  const { user, profile } = useAuth();
  const queryClient = useQueryClient();
  const student = profile?.role === 'contestant' && profile.status === 'approved';
  const tookPart = Boolean(board?.me);
  const sitting = useQuery({
    ...contestQueries.virtual(contest.id),
    enabled: Boolean(user) && student,
    // Past the clock's end the results come with their release (the page's read or the
    // scheduled job): until a read has them, ask again every 2 s.
    refetchInterval: (query) => {
      const current = query.state.data;
      return current?.sealed && Date.parse(current.ends_at) <= Date.now() ? 2000 : false;
    },
  });
  const start = useStartVirtualContest(contest.id);
  const data = sitting.data ?? null;
  const running = data !== null && now < new Date(data.ends_at);

  // When the clock runs out the database has the result: read it (and the board) again.
  useEffect(() => {
    if (!data || !running) return;
    const left = Date.parse(data.ends_at) - Date.now();
    const timer = window.setTimeout(
      () => {
        // The sitting's read releases its results; the upsolving states are read after it.
        void queryClient
          .invalidateQueries({ queryKey: contestKeys.virtual(contest.id) })
          .then(() =>
            queryClient.invalidateQueries({ queryKey: contestKeys.upsolving(contest.id) }),
          );
      },
      Math.max(0, left) + 500,
    );
    return () => window.clearTimeout(timer);
  }, [data, running, contest.id, queryClient]);

  // Once a read has the released results, the problems' upsolving states follow.
  const released = data !== null && !running && !data.sealed;
  useEffect(() => {
    if (released)
      void queryClient.invalidateQueries({ queryKey: contestKeys.upsolving(contest.id) });
  }, [released, contest.id, queryClient]);

  // Visitors read the register panel's line about an ended contest.
  if (!user) return null;
  if (!student || tookPart || sitting.isPending) return null;

  if (data === null) {
    return (
      <div className="grid gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
        <h2 className="font-serif text-xl font-semibold text-slate-900">{t.sitTitle}</h2>
        <p className="text-sm text-slate-800">
          {fill(contest.results_mode === 'after_end' ? t.sitTextSealed : t.sitText, {
            length: lengthInWords(contest.start_time, contest.end_time, t),
          })}
        </p>
        <div>
          <Button
            onClick={() =>
              start.mutate(undefined, {
                onError: (failure) =>
                  toast({
                    title: t.startFailed,
                    description: errorMessage(failure),
                    variant: 'destructive',
                  }),
              })
            }
            disabled={start.isPending}
          >
            {start.isPending ? t.starting : t.start}
          </Button>
        </div>
      </div>
    );
  }

  if (running) {
    return (
      <div
        className="grid gap-2 rounded-lg border border-blue-300 bg-blue-50 p-4"
        data-testid="virtual-clock"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-serif text-xl font-semibold text-slate-900">{t.runningTitle}</h2>
          <Countdown
            start={data.started_at}
            end={data.ends_at}
            now={now}
            className="font-serif text-2xl font-semibold tabular-nums text-slate-900"
          />
        </div>
        <p className="text-sm text-slate-800">
          {data.sealed
            ? t.sealed
            : data.rank !== null
              ? fill(t.checkedRanked(data.total ?? 0), {
                  rank: formatCount(data.rank),
                  participants: formatCount(data.participants),
                })
              : t.checked(data.total ?? 0)}
        </p>
      </div>
    );
  }

  return (
    <div
      className="grid gap-1 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
      data-testid="virtual-result"
    >
      <h2 className="font-serif text-xl font-semibold text-slate-900">{t.resultTitle}</h2>
      <p className="text-sm text-slate-800">
        {data.rank !== null
          ? withParts(t.resultRanked(data.total ?? 0), {
              solved: formatCount(data.solved ?? 0),
              rank: <strong>{formatCount(data.rank)}</strong>,
              participants: formatCount(data.participants),
            })
          : fill(t.result(data.total ?? 0), { solved: formatCount(data.solved ?? 0) })}
      </p>
      <p className="text-xs text-slate-600">{t.resultNote}</p>
    </div>
  );
}

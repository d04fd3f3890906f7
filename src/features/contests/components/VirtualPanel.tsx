import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { formatCount } from '@/lib/format-count';
import { toast } from '@/lib/toast';
import {
  contestKeys,
  contestQueries,
  useStartVirtualContest,
  type ContestDetail,
  type Scoreboard,
} from '../api';
import { Countdown } from './Countdown';

/** '3 hours', '1 hour 30 minutes', '45 minutes'. */
function lengthInWords(startIso: string, endIso: string): string {
  const minutes = Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : null,
    rest > 0 || hours === 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(' ');
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
        <h2 className="font-serif text-xl font-semibold text-slate-900">Sit it virtually</h2>
        <p className="text-sm text-slate-800">
          Your own clock of {lengthInWords(contest.start_time, contest.end_time)} starts when you
          press the button and cannot be paused or restarted. Until it ends, the hints, solutions
          and comments of these problems stay locked for you
          {contest.results_mode === 'after_end'
            ? ', and your answers are received and marked at the end of your clock'
            : ''}
          . Your result is shown among the real participants, labelled virtual; it never changes
          their board or ratings.
        </p>
        <div>
          <Button
            onClick={() =>
              start.mutate(undefined, {
                onError: (failure) =>
                  toast({
                    title: 'Could not start the virtual contest',
                    description: errorMessage(failure),
                    variant: 'destructive',
                  }),
              })
            }
            disabled={start.isPending}
          >
            {start.isPending ? 'Starting...' : 'Start virtual contest'}
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
          <h2 className="font-serif text-xl font-semibold text-slate-900">Your virtual contest</h2>
          <Countdown
            start={data.started_at}
            end={data.ends_at}
            now={now}
            className="font-serif text-2xl font-semibold tabular-nums text-slate-900"
          />
        </div>
        <p className="text-sm text-slate-800">
          {data.sealed
            ? 'Your answers are received; you may change them until your clock ends (the last one counts). Your marks and would-be rank appear then.'
            : `Your answers are checked as you send them: ${formatCount(data.total ?? 0)} marks so far${
                data.rank !== null
                  ? `, would-be rank ${formatCount(data.rank)} of ${formatCount(data.participants)} (virtual)`
                  : ''
              }.`}
        </p>
      </div>
    );
  }

  return (
    <div
      className="grid gap-1 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
      data-testid="virtual-result"
    >
      <h2 className="font-serif text-xl font-semibold text-slate-900">Your virtual result</h2>
      <p className="text-sm text-slate-800">
        {formatCount(data.total ?? 0)} marks, {formatCount(data.solved ?? 0)} solved
        {data.rank !== null && (
          <>
            {' '}
            — would-be rank <strong>{formatCount(data.rank)}</strong> of{' '}
            {formatCount(data.participants)} (virtual)
          </>
        )}
        .
      </p>
      <p className="text-xs text-slate-600">
        Sat virtually on your own clock; the board below shows your row labelled virtual. It does
        not change the real board or ratings.
      </p>
    </div>
  );
}

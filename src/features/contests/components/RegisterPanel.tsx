import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useRegisterForContest, type Scoreboard } from '../api';
import type { ContestStatus } from './contest-status';

const BOX = 'rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700';

/** Registration for students (before or during the contest); what it means, for everyone else. */
export function RegisterPanel({
  contestId,
  status,
  board,
}: {
  contestId: string;
  status: ContestStatus;
  board: Scoreboard | undefined;
}) {
  const { status: authStatus, profile } = useAuth();
  const register = useRegisterForContest(contestId);

  if (authStatus === 'anonymous') {
    // An ended contest takes no registrations: visitors are told where its problems are.
    if (status === 'Ended') {
      return <p className={BOX}>This contest has ended: its problems are open for practice.</p>;
    }
    return (
      <p className={BOX}>
        <Link
          to={paths.login}
          className="font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          Log in
        </Link>{' '}
        as a student to register for this contest.
      </p>
    );
  }
  if (!profile || profile.role !== 'contestant') return null;
  if (board?.me) {
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      >
        <span className="font-semibold">You are registered.</span>{' '}
        {status === 'Upcoming'
          ? 'Come back when the clock reaches zero: the problems appear at the start.'
          : status === 'Running'
            ? 'Your answers to this contest\u2019s problems count for the scoreboard until the end.'
            : 'The contest has ended; answers now count for practice only.'}
      </p>
    );
  }
  if (status === 'Ended') {
    return <p className={BOX}>This contest has ended: its problems are open for practice.</p>;
  }
  if (profile.status !== 'approved') {
    return <p className={BOX}>Only approved students can register for contests.</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-blue-950">
        {status === 'Running'
          ? 'The contest is running. Register to have your answers count for the scoreboard (answers sent before you register count for practice only).'
          : 'Register now; the problems appear when the contest starts.'}
      </p>
      <Button
        onClick={() =>
          register.mutate(undefined, {
            onSuccess: () =>
              toast({ title: 'Registered!', description: 'Good luck in the contest.' }),
            onError: (error) =>
              toast({
                title: 'Registration failed',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
        disabled={register.isPending || board === undefined}
        className="shrink-0"
      >
        {register.isPending ? 'Registering...' : 'Register'}
      </Button>
    </div>
  );
}

import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { useRegisterForContest, type Scoreboard } from '../api';
import type { ContestStatus } from './contest-status';
import { LogInLink } from './LogInLink';

const registerPanelMessages = messages('registerPanel', {
  endedOpen: 'This contest has ended: its problems are open for practice.',
  logIn: 'Log in',
  logInToRegister: '{login} as a student to register for this contest.',
  registered: 'You are registered.',
  comeBack: 'Come back when the clock reaches zero: the problems appear at the start.',
  answersCount:
    'Your answers to this contest\u2019s problems count for the scoreboard until the end.',
  endedPractice: 'The contest has ended; answers now count for practice only.',
  onlyApproved: 'Only approved students can register for contests.',
  runningRegister:
    'The contest is running. Register to have your answers count for the scoreboard (answers sent before you register count for practice only).',
  registerNow: 'Register now; the problems appear when the contest starts.',
  registeredToast: 'Registered!',
  goodLuck: 'Good luck in the contest.',
  failed: 'Registration failed',
  registering: 'Registering...',
  register: 'Register',
});

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
  const t = useT(registerPanelMessages);
  const { status: authStatus, profile } = useAuth();
  const register = useRegisterForContest(contestId);

  if (authStatus === 'anonymous') {
    // An ended contest takes no registrations: visitors are told where its problems are.
    if (status === 'Ended') {
      return <p className={BOX}>{t.endedOpen}</p>;
    }
    return (
      <p className={BOX}>
        {withParts(t.logInToRegister, {
          login: <LogInLink>{t.logIn}</LogInLink>,
        })}
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
        <span className="font-semibold">{t.registered}</span>{' '}
        {status === 'Upcoming'
          ? t.comeBack
          : status === 'Running'
            ? t.answersCount
            : t.endedPractice}
      </p>
    );
  }
  if (status === 'Ended') {
    return <p className={BOX}>{t.endedOpen}</p>;
  }
  if (profile.status !== 'approved') {
    return <p className={BOX}>{t.onlyApproved}</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-blue-950">
        {status === 'Running' ? t.runningRegister : t.registerNow}
      </p>
      <Button
        onClick={() =>
          register.mutate(undefined, {
            onSuccess: () => toast({ title: t.registeredToast, description: t.goodLuck }),
            onError: (error) =>
              toast({
                title: t.failed,
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
        disabled={register.isPending || board === undefined}
        className="shrink-0"
      >
        {register.isPending ? t.registering : t.register}
      </Button>
    </div>
  );
}

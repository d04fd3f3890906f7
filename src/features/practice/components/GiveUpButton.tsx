import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useGiveUpProblem } from '../api';

/** Giving up is final, so it takes a second, explicit click. */
export function GiveUpButton({ problemId }: { problemId: string }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const giveUp = useGiveUpProblem();

  async function confirm() {
    try {
      await giveUp.mutateAsync(problemId);
      setConfirming(false);
      toast({
        title: 'Solution unlocked',
        description: 'You gave up on this problem; its solution is below.',
      });
    } catch (failure) {
      toast({
        title: 'Could not give up',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }

  if (!confirming) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-slate-600">
          Stuck? You can give up and read the official solution.
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setConfirming(true)}
        >
          Give up and see the solution
        </Button>
      </div>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <p id={`${id}-title`} className="font-semibold text-amber-950">
        Give up on this problem?
      </p>
      <p id={`${id}-text`} className="text-sm text-amber-950">
        Giving up is final: the solution opens, and you can no longer earn marks on this problem.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          onClick={() => void confirm()}
          disabled={giveUp.isPending}
          autoFocus
        >
          {giveUp.isPending ? 'Giving up...' : 'Yes, give up'}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(false)} disabled={giveUp.isPending}>
          Keep trying
        </Button>
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useGiveUpProblem } from '../api';

const giveUpMessages = messages('giveUp', {
  unlocked: 'Solution unlocked',
  unlockedText: 'You gave up on this problem; its solution is below.',
  failed: 'Could not give up',
  stuck: 'Stuck? You can give up and read the official solution.',
  start: 'Give up and see the solution',
  question: 'Give up on this problem?',
  final:
    'Giving up is final: the solution opens, and you can no longer earn marks on this problem.',
  givingUp: 'Giving up...',
  confirm: 'Yes, give up',
  keepTrying: 'Keep trying',
});

/** Giving up is final, so it takes a second, explicit click. */
export function GiveUpButton({ problemId }: { problemId: string }) {
  const id = useId();
  const t = useT(giveUpMessages);
  const [confirming, setConfirming] = useState(false);
  const giveUp = useGiveUpProblem();

  async function confirm() {
    try {
      await giveUp.mutateAsync(problemId);
      setConfirming(false);
      toast({
        title: t.unlocked,
        description: t.unlockedText,
      });
    } catch (failure) {
      toast({
        title: t.failed,
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }

  if (!confirming) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-slate-600">{t.stuck}</p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setConfirming(true)}
        >
          {t.start}
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
        {t.question}
      </p>
      <p id={`${id}-text`} className="text-sm text-amber-950">
        {t.final}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          onClick={() => void confirm()}
          disabled={giveUp.isPending}
          autoFocus
        >
          {giveUp.isPending ? t.givingUp : t.confirm}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(false)} disabled={giveUp.isPending}>
          {t.keepTrying}
        </Button>
      </div>
    </div>
  );
}

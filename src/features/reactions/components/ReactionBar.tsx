import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { REACTION_TYPES, type ReactionType } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { reactionQueries, summariseReactions, useToggleReaction } from '../api';

const REACTION_LOOK: Record<ReactionType, { label: string; emoji: string }> = {
  like: { label: 'Like', emoji: '👍' },
  love: { label: 'Love', emoji: '❤️' },
  funny: { label: 'Funny', emoji: '😄' },
};

/** Like, Love and Funny with counts; the user's own reaction is pressed (spec §4 toggle). */
export function ReactionBar({ problemId }: { problemId: string }) {
  const { user } = useAuth();
  const query = useQuery(reactionQueries.byProblem(problemId));
  const toggle = useToggleReaction(problemId);
  const { counts, own } = summariseReactions(query.data ?? [], user?.id);

  function react(type: ReactionType) {
    if (!user) {
      toast({ title: 'Please log in to react.', variant: 'destructive' });
      return;
    }
    toggle.mutate(type, {
      onError: (error) =>
        toast({ title: 'Failed to update reaction', description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <div role="group" aria-label="Reactions" className="flex flex-wrap gap-2">
      {REACTION_TYPES.map((type) => {
        const { label, emoji } = REACTION_LOOK[type];
        const pressed = own === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
            aria-label={`${label} (${counts[type]})`}
            disabled={toggle.isPending}
            onClick={() => react(type)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2 disabled:opacity-60',
              pressed
                ? 'border-blue-800 bg-blue-800 text-white hover:bg-blue-900'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <span aria-hidden="true">{emoji}</span>
            <span aria-hidden="true">{label}</span>
            <span aria-hidden="true" className={cn('tabular-nums', pressed ? 'text-blue-100' : 'text-slate-500')}>
              {counts[type]}
            </span>
          </button>
        );
      })}
    </div>
  );
}

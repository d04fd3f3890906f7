import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { REACTION_TYPES, type ReactionType } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { reactionQueries, summariseReactions, useToggleReaction } from '../api';

// Inline icons (24×24, stroked): emoji fonts are missing on many systems.
const reactionMessages = messages('reactions', {
  like: 'Like',
  love: 'Love',
  funny: 'Funny',
  group: 'Reactions',
  logIn: 'Please log in to react.',
  failed: 'Failed to update reaction',
});

const REACTION_LOOK: Record<ReactionType, { icon: string }> = {
  like: {
    icon: 'M7 10v11M7 10l4-7a2 2 0 0 1 3 2l-1 5h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 21H7m0-11H4v11h3',
  },
  love: {
    icon: 'M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z',
  },
  funny: {
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-7a4.5 4.5 0 0 0 8 0H8Zm1-4.5h.01M15 9.5h.01',
  },
};

/** Like, Love and Funny with counts; the user's own reaction is pressed (toggle_reaction, docs/data-contract.md). */
export function ReactionBar({ problemId }: { problemId: string }) {
  const { user } = useAuth();
  const t = useT(reactionMessages);
  const query = useQuery(reactionQueries.byProblem(problemId));
  const toggle = useToggleReaction(problemId);
  const { counts, own } = summariseReactions(query.data ?? [], user?.id);

  function react(type: ReactionType) {
    if (!user) {
      toast({ title: t.logIn, variant: 'destructive' });
      return;
    }
    toggle.mutate(type, {
      onError: (error) =>
        toast({
          title: t.failed,
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div role="group" aria-label={t.group} className="flex flex-wrap gap-2">
      {REACTION_TYPES.map((type) => {
        const { icon } = REACTION_LOOK[type];
        const label = t[type];
        const pressed = own === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
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
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="h-4 w-4"
            >
              <path d={icon} />
            </svg>
            {/* The visible text is the name, "Like 2" (label in name, WCAG 2.5.3). */}
            <span>{label}</span>{' '}
            <span className={cn('tabular-nums', pressed ? 'text-blue-100' : 'text-slate-500')}>
              {counts[type]}
            </span>
          </button>
        );
      })}
    </div>
  );
}

import { useSearchParams } from 'react-router-dom';
import { LeaderboardTable } from '@/features/leaderboard/components/LeaderboardTable';
import { RatedLeaderboard } from '@/features/ratings/components/RatedLeaderboard';
import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { LeaderboardIntro } from './intros/LeaderboardIntro';

const BOARDS = ['score', 'rating'] as const;

const leaderboardPageMessages = messages('leaderboardPage', {
  boards: 'Leaderboards',
  score: 'Score',
  rating: 'Rating',
});

/** The spec's score board by default; ?board=rating shows the rated board beside it (issue 25). */
export default function LeaderboardPage() {
  const t = useT(leaderboardPageMessages);
  const [params, setParams] = useSearchParams();
  const board = params.get('board') === 'rating' ? 'rating' : 'score';
  return (
    <LeaderboardIntro>
      <div
        role="tablist"
        aria-label={t.boards}
        className="mb-4 inline-flex rounded-lg border border-slate-200 bg-slate-50 p-1"
      >
        {BOARDS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`board-tab-${tab}`}
            aria-selected={board === tab}
            aria-controls="board-panel"
            onClick={() => setParams(tab === 'score' ? {} : { board: tab }, { replace: true })}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700',
              board === tab
                ? 'bg-white text-slate-900 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="board-panel" aria-labelledby={`board-tab-${board}`}>
        {board === 'rating' ? <RatedLeaderboard /> : <LeaderboardTable />}
      </div>
    </LeaderboardIntro>
  );
}

import { LeaderboardTable } from '@/features/leaderboard/components/LeaderboardTable';
import { LeaderboardIntro } from './intros/LeaderboardIntro';

export default function LeaderboardPage() {
  return (
    <LeaderboardIntro>
      <LeaderboardTable />
    </LeaderboardIntro>
  );
}

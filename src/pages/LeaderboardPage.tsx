import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function LeaderboardPage() {
  return <PagePlaceholder title="Leaderboard" />;
}

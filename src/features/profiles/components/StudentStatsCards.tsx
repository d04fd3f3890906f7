import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { leaderboardQueries } from '@/features/leaderboard/api';
import type { Profile } from '@/lib/domain';
import { formatCount } from '@/lib/format-count';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';

const statsMessages = messages('studentStatsCards', {
  rank: 'Rank {rank} of {students} on the {leaderboard}',
  leaderboard: 'leaderboard',
  score: 'Your Score',
  scoreNote: 'Marks of the problems you solved.',
  solved: 'Problems Solved',
  solvedNote: 'Distinct problems answered correctly.',
});

function StatCard({
  title,
  value,
  note,
  extra,
}: {
  title: string;
  value: number;
  note: string;
  extra?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="text-base text-slate-600">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-serif text-4xl font-semibold text-slate-900">{formatCount(value)}</p>
        <p className="mt-1 text-sm text-slate-500">{note}</p>
        {extra}
      </CardContent>
    </Card>
  );
}

/**
 * "Rank 12 of 3,456 on the leaderboard": the database's rank (ties share a place). The line keeps
 * its height while the rank loads, so nothing below it moves.
 */
function RankLine({ profile }: { profile: Profile }) {
  const t = useT(statsMessages);
  const approved = profile.status === 'approved';
  const rank = useQuery({ ...leaderboardQueries.myRank(profile.id), enabled: approved }).data;
  return (
    <p className="mt-3 min-h-5 text-sm text-slate-700" data-testid="my-rank">
      {rank
        ? withParts(t.rank, {
            rank: <strong className="font-semibold">{formatCount(rank.rank)}</strong>,
            students: formatCount(rank.students),
            leaderboard: (
              <Link
                to={paths.leaderboard}
                className="font-medium text-blue-800 underline-offset-4 hover:underline"
              >
                {t.leaderboard}
              </Link>
            ),
          })
        : null}
    </p>
  );
}

export function StudentStatsCards({ profile }: { profile: Profile }) {
  const t = useT(statsMessages);
  return (
    <>
      <StatCard
        title={t.score}
        value={profile.score ?? 0}
        note={t.scoreNote}
        extra={<RankLine profile={profile} />}
      />
      <StatCard title={t.solved} value={profile.problems_solved ?? 0} note={t.solvedNote} />
    </>
  );
}

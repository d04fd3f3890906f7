import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { leaderboardQueries } from '@/features/leaderboard/api';
import type { Profile } from '@/lib/domain';
import { formatCount } from '@/lib/format-count';

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
  const approved = profile.status === 'approved';
  const rank = useQuery({ ...leaderboardQueries.myRank(profile.id), enabled: approved }).data;
  return (
    <p className="mt-3 min-h-5 text-sm text-slate-700" data-testid="my-rank">
      {rank ? (
        <>
          Rank <strong className="font-semibold">{formatCount(rank.rank)}</strong> of{' '}
          {formatCount(rank.students)} on the{' '}
          <Link
            to={paths.leaderboard}
            className="font-medium text-blue-800 underline-offset-4 hover:underline"
          >
            leaderboard
          </Link>
        </>
      ) : null}
    </p>
  );
}

export function StudentStatsCards({ profile }: { profile: Profile }) {
  return (
    <>
      <StatCard
        title="Your Score"
        value={profile.score ?? 0}
        note="Marks of the problems you solved."
        extra={<RankLine profile={profile} />}
      />
      <StatCard
        title="Problems Solved"
        value={profile.problems_solved ?? 0}
        note="Distinct problems answered correctly."
      />
    </>
  );
}

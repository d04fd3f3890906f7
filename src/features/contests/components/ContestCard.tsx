import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { Contest } from '../api';
import { ContestStatusChip } from './ContestStatusChip';
import { ContestTimes } from './ContestTimes';

export function ContestCard({ contest }: { contest: Contest }) {
  const headingId = `contest-${contest.id}-title`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h2" id={headingId} className="font-serif text-xl">
            {contest.title}
          </CardTitle>
          <ContestStatusChip start={contest.start_time} end={contest.end_time} />
        </div>
        {contest.description && <p className="text-sm text-slate-600">{contest.description}</p>}
      </CardHeader>
      <CardContent className="flex-1">
        <ContestTimes start={contest.start_time} end={contest.end_time} />
      </CardContent>
      <CardFooter>
        <Link
          to={paths.contest(contest.id)}
          className={buttonVariants({ className: 'w-full sm:w-auto' })}
          aria-describedby={headingId}
        >
          View Contest
        </Link>
      </CardFooter>
    </Card>
  );
}

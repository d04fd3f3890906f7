import { Link } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import type { Contest } from '../api';
import { ContestStatusChip } from './ContestStatusChip';
import { ContestTimes } from './ContestTimes';
import { contestStatus } from './contest-status';
import { Countdown } from './Countdown';

const contestCardMessages = messages('contestCard', {
  view: 'View Contest',
});

export function ContestCard({ contest, now }: { contest: Contest; now: Date }) {
  const t = useT(contestCardMessages);
  const headingId = `contest-${contest.id}-title`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h3" id={headingId} className="font-serif text-xl">
            <bdi>{contest.title}</bdi>
          </CardTitle>
          <ContestStatusChip start={contest.start_time} end={contest.end_time} now={now} />
        </div>
        {contest.description && (
          <MathText text={contest.description} className="text-sm text-slate-600" />
        )}
      </CardHeader>
      <CardContent className="grid flex-1 gap-3">
        <ContestTimes start={contest.start_time} end={contest.end_time} />
        {contestStatus(contest.start_time, contest.end_time, now) !== 'Ended' && (
          <Countdown start={contest.start_time} end={contest.end_time} now={now} />
        )}
      </CardContent>
      <CardFooter>
        <Link
          to={paths.contest(contest.id)}
          className={buttonVariants({ className: 'w-full sm:w-auto' })}
          aria-describedby={headingId}
        >
          {t.view}
        </Link>
      </CardFooter>
    </Card>
  );
}

import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { SolveStatusBadge } from '@/components/SolveStatusBadge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import type { Problem } from '../api';
import { statementPreview } from '../statement-preview';
import { DifficultyBadge, TopicBadge } from './DifficultyBadge';
import { creatorLabel } from './problem-format';
import { problemMessages } from './problem-messages';

export function ProblemCard({
  problem,
  showProgress = false,
}: {
  problem: Problem;
  showProgress?: boolean;
}) {
  const headingId = `problem-${problem.id}-title`;
  const t = useT(problemMessages);
  return (
    <Card
      className="flex w-full min-w-0 flex-col transition-shadow hover:shadow-md"
      aria-labelledby={headingId}
      role="article"
    >
      <CardHeader className="gap-3">
        <CardTitle as="h2" id={headingId} className="font-serif text-xl">
          {problem.title}
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <TopicBadge topic={problem.topic} />
          <DifficultyBadge difficulty={problem.difficulty} />
          {showProgress && problem.solve_status && (
            <SolveStatusBadge status={problem.solve_status} />
          )}
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2">
        {/* One line of the statement, math read as plain text (no KaTeX on the list). */}
        <p
          className="truncate text-sm text-slate-700"
          data-testid="statement-preview"
          dir="auto"
          data-user-content
        >
          {statementPreview(problem.content?.body ?? '')}
        </p>
        <p className="text-sm text-slate-600">
          {fill(t.by, { name: creatorLabel(problem.creatorName) })}
        </p>
      </CardContent>
      <CardFooter>
        <Link
          to={paths.problem(problem.id)}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          aria-describedby={headingId}
        >
          {t.view}
        </Link>
      </CardFooter>
    </Card>
  );
}

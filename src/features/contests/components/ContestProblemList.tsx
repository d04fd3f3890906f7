import { Link } from 'react-router-dom';
import { SolveStatusBadge } from '@/components/SolveStatusBadge';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/features/auth';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import type { ContestProblem, UpsolvingState } from '../api';
import { domainNames } from '@/components/domain-names';
import { UpsolvingBadge } from './UpsolvingBadge';

const contestProblemListMessages = messages('contestProblemList', {
  none: 'No problems have been added to this contest yet.',
  by: 'by {name}',
  unknown: 'Unknown',
  view: 'View Problem',
});

export function ContestProblemList({
  problems,
  contestId,
  upsolving,
}: {
  problems: readonly ContestProblem[];
  /** The links open each problem with this contest's bar. */
  contestId: string;
  /** After the end, the reader's state per problem: solved in the contest, afterwards, not yet. */
  upsolving?: ReadonlyMap<string, UpsolvingState>;
}) {
  const t = useT(contestProblemListMessages);
  const labels = useT(domainNames);
  const { profile } = useAuth();
  const isStudent = profile?.role === 'contestant';
  if (problems.length === 0) {
    return <p className="text-slate-600">{t.none}</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {problems.map((problem, index) => (
        <li
          key={problem.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-2">
            <p className="font-serif text-lg font-semibold text-slate-900">
              <span className="me-2 text-slate-500">{index + 1}.</span>
              <bdi>{problem.title}</bdi>
            </p>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge variant="outline">{labels[problem.topic]}</Badge>
              <Badge variant="secondary">{labels[problem.difficulty]}</Badge>
              <span>{fill(t.by, { name: problem.profiles?.full_name?.trim() || t.unknown })}</span>
              {isStudent && upsolving?.has(problem.id) ? (
                <UpsolvingBadge state={upsolving.get(problem.id)!} />
              ) : (
                isStudent &&
                problem.problem_solve_status && (
                  <SolveStatusBadge status={problem.problem_solve_status} />
                )
              )}
            </div>
          </div>
          <Link
            to={paths.contestProblem(problem.id, contestId)}
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'self-start sm:self-auto',
            })}
          >
            {t.view}
          </Link>
        </li>
      ))}
    </ol>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { classQueries, type AssignmentDetail } from '../api';
import { dueLabel, progressOf } from '../matrix-rules';
import { formatWhen } from './format';
import { PageWait } from './PageWait';
import { useDbNow } from './use-db-now';

function ProblemRow({
  item,
  detail,
}: {
  item: AssignmentDetail['problems'][number];
  detail: AssignmentDetail;
}) {
  const progress = progressOf(detail.answers, item.problem_id, detail.assignment.due_at);
  const gaveUp = detail.givenUp.includes(item.problem_id);
  const problem = item.problem;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <span className="flex gap-2">
        <span className="font-semibold text-slate-500">{item.position}.</span>
        {problem ? (
          <Link
            to={paths.problem(problem.id)}
            className="font-medium text-blue-800 underline-offset-2 hover:underline"
          >
            {problem.title}
          </Link>
        ) : (
          <span className="text-slate-500">Not visible yet</span>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-2 text-sm">
        {problem && progress.best !== null && (
          <span className="tabular-nums text-slate-800">
            {progress.best}/{problem.marks}
          </span>
        )}
        {problem && progress.best !== null && progress.best >= problem.marks ? (
          <Badge variant="success">Solved</Badge>
        ) : gaveUp ? (
          <Badge variant="secondary">Gave up</Badge>
        ) : progress.attempts > 0 ? (
          <Badge variant="outline">Attempted</Badge>
        ) : (
          <Badge variant="outline">Not tried</Badge>
        )}
        {progress.late && <Badge variant="warning">Late</Badge>}
      </span>
    </li>
  );
}

/** /assignments/:id for a student: the problems in order with their own progress. */
export function AssignmentView({ id }: { id: string }) {
  const query = useQuery(classQueries.assignment(id));
  const now = useDbNow(undefined, 0, 30_000);
  if (query.isPending || query.isError)
    return (
      <PageWait
        query={query}
        loading="Loading assignment..."
        failure="Failed to load the assignment."
        width="max-w-3xl"
      />
    );
  const detail = query.data;
  const { assignment } = detail;
  const done = detail.problems.filter((item) => {
    const best = progressOf(detail.answers, item.problem_id, assignment.due_at).best;
    return (
      (item.problem && best !== null && best >= item.problem.marks) ||
      detail.givenUp.includes(item.problem_id)
    );
  }).length;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-1">
        {assignment.class && (
          <Link
            to={paths.class(assignment.class.id)}
            className="text-sm text-blue-800 hover:underline"
          >
            ← {assignment.class.name}
          </Link>
        )}
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {assignment.title}
        </h1>
        <p className="text-sm text-slate-600">
          Due {formatWhen(assignment.due_at)} · {dueLabel(assignment.due_at, now)} · {done} of{' '}
          {detail.problems.length} done
        </p>
      </header>
      <Card>
        <CardContent className="pt-2">
          <ol className="divide-y divide-slate-200" aria-label="Problems">
            {detail.problems.map((item) => (
              <ProblemRow key={item.problem_id} item={item} detail={detail} />
            ))}
          </ol>
        </CardContent>
      </Card>
      <p className="text-xs text-slate-500">
        Answers after the due time still count and are marked late.
      </p>
    </section>
  );
}

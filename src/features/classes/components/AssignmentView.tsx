import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { classQueries, type AssignmentDetail } from '../api';
import { dueLabel, progressOf } from '../matrix-rules';
import { classMessages } from './class-messages';
import { formatWhen } from './format';
import { PageWait } from './PageWait';
import { useDbNow } from './use-db-now';

const viewMessages = messages('assignmentView', {
  notVisible: 'Not visible yet',
  done: '{done} of {total} done',
  lateNote: 'Answers after the due time still count and are marked late.',
});

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
  const t = useT(viewMessages);
  const c = useT(classMessages);
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
          <span className="text-slate-500">{t.notVisible}</span>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-2 text-sm">
        {problem && progress.best !== null && (
          <span className="tabular-nums text-slate-800">
            {progress.best}/{problem.marks}
          </span>
        )}
        {problem && progress.best !== null && progress.best >= problem.marks ? (
          <Badge variant="success">{c.solved}</Badge>
        ) : gaveUp ? (
          <Badge variant="secondary">{c.gaveUp}</Badge>
        ) : progress.attempts > 0 ? (
          <Badge variant="outline">{c.attempted}</Badge>
        ) : (
          <Badge variant="outline">{c.notTried}</Badge>
        )}
        {progress.late && <Badge variant="warning">{c.late}</Badge>}
      </span>
    </li>
  );
}

/** /assignments/:id for a student: the problems in order with their own progress. */
export function AssignmentView({ id }: { id: string }) {
  const query = useQuery(classQueries.assignment(id));
  const t = useT(viewMessages);
  const c = useT(classMessages);
  const now = useDbNow(undefined, 0, 30_000);
  if (query.isPending || query.isError)
    return (
      <PageWait
        query={query}
        loading={c.loadingAssignment}
        failure={c.assignmentFailed}
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
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ←
            </span>{' '}
            {assignment.class.name}
          </Link>
        )}
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {assignment.title}
        </h1>
        <p className="text-sm text-slate-600">
          {fill(c.due, { when: formatWhen(assignment.due_at) })} ·{' '}
          {dueLabel(assignment.due_at, now)} ·{' '}
          {fill(t.done, { done, total: detail.problems.length })}
        </p>
      </header>
      <Card>
        <CardContent className="pt-2">
          <ol className="divide-y divide-slate-200" aria-label={c.problems}>
            {detail.problems.map((item) => (
              <ProblemRow key={item.problem_id} item={item} detail={detail} />
            ))}
          </ol>
        </CardContent>
      </Card>
      <p className="text-xs text-slate-500">{t.lateNote}</p>
    </section>
  );
}

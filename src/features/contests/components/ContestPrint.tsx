import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { PrintButton } from '@/components/PrintButton';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { practiceQueries } from '@/features/practice/api';
import { problemQueries } from '@/features/problems/api';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { contestQueries } from '../api';
import { formatContestTime } from './contest-status';

const contestPrintMessages = messages('contestPrint', {
  loading: 'Loading contest...',
  failed: 'The contest could not be loaded.',
  print: 'Print contest',
  none: 'There are no problems you may see in this contest yet.',
  problems: 'Problems',
  problem: 'Problem {position}. {title}',
  solutions: 'Solutions',
  solution: 'Solution {position}. {title}',
});

/**
 * /contests/{id}/print: the contest on paper (issue 23 point 4). One problem per page with room
 * to write, the contest's title and date on each, then the solutions the reader may see (staff:
 * all; others: the ones they earned) on pages of their own. The print stylesheet does the rest.
 */
export function ContestPrint({ contestId }: { contestId: string }) {
  const t = useT(contestPrintMessages);
  const { user } = useAuth();
  const contest = useQuery(contestQueries.detail(contestId));
  const ids = contest.data?.problems.map((problem) => problem.id) ?? [];
  const problems = useQueries({ queries: ids.map((id) => problemQueries.detail(id)) });
  // The solutions the database gives this reader: all for staff, earned or public ones for others.
  const practice = useQueries({
    queries: ids.map((id) => practiceQueries.problem(id, user?.id ?? null)),
  });

  // Everything is on the page before it can be printed: problems and the solutions.
  const waiting = [...problems, ...practice].some((query) => query.isPending);
  if (contest.isPending || waiting) return <LoadingMessage label={t.loading} />;
  if (contest.isError) return <p className="px-4 py-10 text-center text-slate-700">{t.failed}</p>;

  const data = contest.data;
  const header = (
    <p className="print-header flex-wrap justify-between gap-2 border-b border-slate-300 pb-2 text-sm text-slate-700">
      <span className="font-semibold">{data.title}</span>
      <span>{formatContestTime(data.start_time)}</span>
    </p>
  );
  const solutions = ids
    .map((_id, index) => ({
      index,
      problem: problems[index]?.data,
      solution: practice[index]?.data?.solution,
    }))
    .filter((entry) => entry.problem && entry.solution);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <div className="print-hide flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.contest(data.id)} className="text-sm text-blue-800 underline">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{' '}
          {data.title}
        </Link>
        <PrintButton label={t.print} />
      </div>
      <h1 className="font-serif text-3xl font-semibold text-slate-900">{data.title}</h1>
      {ids.length === 0 && <p className="text-slate-700">{t.none}</p>}
      <ol className="grid gap-10" aria-label={t.problems}>
        {ids.map((id, index) => {
          const problem = problems[index]?.data;
          if (!problem) return null;
          return (
            <li key={id} className="print-page grid gap-4" data-testid="print-problem">
              {header}
              <h2 className="font-serif text-xl font-semibold">
                {fill(t.problem, { position: index + 1, title: problem.title })}
              </h2>
              <MathText
                text={problem.content?.body ?? ''}
                className="print-keep font-serif text-lg leading-relaxed"
              />
              <div className="print-room" aria-hidden="true" />
            </li>
          );
        })}
      </ol>
      {solutions.length > 0 && (
        <section className="print-solutions grid gap-8" aria-label={t.solutions}>
          {solutions.map(({ index, problem, solution }) => (
            <article key={problem?.id} className="print-page grid gap-3">
              {header}
              <h2 className="font-serif text-xl font-semibold">
                {fill(t.solution, { position: index + 1, title: problem?.title ?? '' })}
              </h2>
              <MathText
                text={solution?.body ?? ''}
                className="print-keep font-serif leading-relaxed"
              />
            </article>
          ))}
        </section>
      )}
    </div>
  );
}

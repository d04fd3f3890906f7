import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { DIFFICULTIES, TOPICS, type Difficulty, type Topic } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { formatAgo } from '@/lib/i18n/format';
import { fill, withParts } from '@/lib/i18n/text';
import { practiceQueries, type ActivityItem, type ProgressCell } from '../api';
import { domainName, domainNames } from '@/components/domain-names';

const progressMessages = messages('progressPicture', {
  gridLabel: 'Problems solved by topic and difficulty',
  caption: 'Problems solved out of available, by topic and difficulty',
  topic: 'Topic',
  cellLabel: '{topic}, {difficulty}: {solved} of {available} solved',
  cellLabelAttempted:
    '{topic}, {difficulty}: {solved} of {available} solved, {attempted} attempted',
  cell: '{solved} of {available}',
  legend: 'Each cell: problems solved of problems available. Darker is further along.',
  gaveUp: 'Gave up',
  waiting: 'Waiting for grading',
  solved: 'Solved ({marks}/{full})',
  partly: 'Partly right ({marks}/{full})',
  notRight: 'Not right yet',
  activity: '{line} · {when}',
  nothingYet: 'Nothing yet. {link} to start.',
  pickProblem: 'Pick a problem',
  title: 'Your progress',
  description: 'Solved out of available, by topic and difficulty. Pick a cell to practise it.',
  loadFailed: 'Progress could not be loaded. Please try again later.',
  loading: 'Loading progress...',
  recent: 'Recent activity',
  latest: 'Your latest answers. {link}',
  allSubmissions: 'All submissions',
});
type ProgressWords = ReturnType<typeof progressMessages.get>;

/** The /problems list filtered as the problems list reads its URL (topic, difficulty). */
function filteredProblems(topic: Topic, difficulty?: Difficulty): string {
  const query = new URLSearchParams({ topic });
  if (difficulty) query.set('difficulty', difficulty);
  return `${paths.problems}?${query.toString()}`;
}

/** Five shades of the share solved; the numbers are always written too. */
function shade(cell: ProgressCell | undefined): string {
  // Empty cells (no problem at that level yet) stay readable: AA contrast on their tint.
  if (!cell || cell.available === 0) return 'bg-slate-50 text-slate-600';
  const share = cell.solved / cell.available;
  if (share >= 0.75) return 'bg-emerald-600 text-white';
  if (share >= 0.5) return 'bg-emerald-400 text-emerald-950';
  if (share >= 0.25) return 'bg-emerald-200 text-emerald-950';
  if (share > 0) return 'bg-emerald-50 text-emerald-950';
  return 'bg-white text-slate-700';
}

function ProgressGrid({ cells }: { cells: readonly ProgressCell[] }) {
  const t = useT(progressMessages);
  const names = useT(domainNames);
  const byKey = new Map(cells.map((cell) => [`${cell.topic}|${cell.difficulty}`, cell]));
  return (
    <div role="region" aria-label={t.gridLabel} tabIndex={0} className="overflow-x-auto">
      <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-[27%] text-start text-xs font-medium text-slate-500">
              {t.topic}
            </th>
            {DIFFICULTIES.map((difficulty) => (
              <th
                key={difficulty}
                scope="col"
                className="text-center text-xs font-medium text-slate-600"
              >
                {domainName(names, difficulty)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TOPICS.map((topic) => (
            <tr key={topic}>
              <th
                scope="row"
                className="hyphens-auto break-words text-start text-xs font-medium text-slate-700"
              >
                <Link to={filteredProblems(topic)} className="underline-offset-4 hover:underline">
                  {domainName(names, topic)}
                </Link>
              </th>
              {DIFFICULTIES.map((difficulty) => {
                const cell = byKey.get(`${topic}|${difficulty}`);
                const solved = cell?.solved ?? 0;
                const available = cell?.available ?? 0;
                return (
                  <td key={difficulty} className="p-0">
                    <Link
                      to={filteredProblems(topic, difficulty)}
                      aria-label={fill(cell?.attempted ? t.cellLabelAttempted : t.cellLabel, {
                        topic: domainName(names, topic),
                        difficulty: domainName(names, difficulty),
                        solved,
                        available,
                        attempted: cell?.attempted ?? 0,
                      })}
                      className={`flex h-12 flex-col items-center justify-center rounded-md border border-slate-200 font-semibold tabular-nums transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${shade(cell)}`}
                    >
                      {/* Visible text inside the accessible name (axe label-content-name-mismatch). */}
                      <span>{fill(t.cell, { solved, available })}</span>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-500">{t.legend}</p>
    </div>
  );
}

function activityLine(item: ActivityItem, t: ProgressWords): string {
  if (item.kind === 'give_up') return t.gaveUp;
  if (item.status === 'submitted') return t.waiting;
  const marks = { marks: item.marks_awarded ?? 0, full: item.marks };
  if (item.marks_awarded !== null && item.marks_awarded >= item.marks) return fill(t.solved, marks);
  if (item.marks_awarded) return fill(t.partly, marks);
  return t.notRight;
}

function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  const t = useT(progressMessages);
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {withParts(t.nothingYet, {
          link: (
            <Link
              to={paths.problems}
              className="font-medium text-blue-800 underline-offset-4 hover:underline"
            >
              {t.pickProblem}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((item, index) => (
        <li
          key={`${item.problem_id}-${item.at}-${index}`}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm"
        >
          <Link
            to={paths.problem(item.problem_id)}
            dir="auto"
            className="min-w-0 font-medium text-blue-800 underline-offset-4 hover:underline"
          >
            {item.title}
          </Link>
          <span className="text-slate-600">
            {withParts(t.activity, {
              line: activityLine(item, t),
              when: <time dateTime={item.at}>{formatAgo(item.at)}</time>,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's picture of a student's practice: the grid and the recent activity. */
export function ProgressPicture() {
  const t = useT(progressMessages);
  const { user } = useAuth();
  const query = useQuery({ ...practiceQueries.progress(user?.id ?? ''), enabled: Boolean(user) });
  const progress = query.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {query.isError ? (
            <p className="text-sm text-slate-600">{t.loadFailed}</p>
          ) : progress ? (
            <ProgressGrid cells={progress.cells} />
          ) : (
            <p role="status" className="h-56 text-sm text-slate-500">
              {t.loading}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t.recent}</CardTitle>
          <CardDescription>
            {withParts(t.latest, {
              link: (
                <Link
                  to={paths.submissions}
                  className="font-medium text-blue-800 underline-offset-4 hover:underline"
                >
                  {t.allSubmissions}
                </Link>
              ),
            })}
          </CardDescription>
        </CardHeader>
        <CardContent>{progress ? <RecentActivity items={progress.recent} /> : null}</CardContent>
      </Card>
    </div>
  );
}

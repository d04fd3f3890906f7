import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useLocale, useT } from '@/lib/i18n';
import type { Problem } from '../api';
import { DifficultyBadge, TopicBadge } from './DifficultyBadge';
import { formatProblemDate } from './problem-date';
import { creatorLabel } from './problem-format';
import { problemMessages } from './problem-messages';

/** `title`: the title in the reader's language when the problem has it (issue 26). */
export function ProblemHeader({ problem, title }: { problem: Problem; title?: string }) {
  const t = useT(problemMessages);
  useLocale(); // the date follows the language
  const author = creatorLabel(problem.creatorName);
  return (
    <header className="grid gap-4">
      <h1 className="font-serif [overflow-wrap:anywhere] text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        {title ?? problem.title}
      </h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 text-sm text-slate-600">
        <span className="flex items-center gap-2">
          <Avatar name={author} seed={author} src={problem.creatorAvatar} className="h-8 w-8" />
          <span>
            <span className="sr-only">{t.createdBy}</span>
            <span className="font-medium text-slate-900">{author}</span>
          </span>
        </span>
        <time dateTime={problem.created_at}>{formatProblemDate(problem.created_at)}</time>
        <span className="flex flex-wrap gap-2">
          <TopicBadge topic={problem.topic} />
          <DifficultyBadge difficulty={problem.difficulty} />
          <Badge variant="secondary">{t.marks(problem.marks)}</Badge>
        </span>
      </div>
    </header>
  );
}

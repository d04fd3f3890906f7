import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { pageCount } from '@/lib/paging';
import type { GradingPage } from '../../api';
import { AnswerStatusBadge } from '../AnswerStatusBadge';

const answerQueueListMessages = messages('answerQueueList', {
  unknownStudent: 'Unknown student',
  deletedProblem: 'Deleted problem',
  line: '{student} · {date}',
  /** date-fns pattern of the answer's date, in the language's order. */
  datePattern: 'MMM d, p',
});

interface AnswerQueueListProps {
  query: UseQueryResult<GradingPage>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  loadingLabel: string;
  failureTitle: string;
  empty: string;
  pagesLabel: string;
  onPageChange: (page: number) => void;
}

/** A compact, paged list of answers; the chosen one opens in the workspace. */
export function AnswerQueueList({
  query,
  selectedId,
  onSelect,
  loadingLabel,
  failureTitle,
  empty,
  pagesLabel,
  onPageChange,
}: AnswerQueueListProps) {
  const t = useT(answerQueueListMessages);
  if (query.isPending) return <LoadingMessage label={loadingLabel} />;
  if (query.isError)
    return (
      <LoadFailure title={failureTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  const { rows, total, page, pageSize } = query.data;
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        {empty}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul
        aria-busy={query.isFetching}
        className={cn('space-y-2', query.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        {rows.map((item) => {
          const studentName = item.student?.full_name?.trim() || t.unknownStudent;
          const selected = item.id === selectedId;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(item.id)}
                className={cn(
                  'w-full rounded-md border px-3 py-2 text-start text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700',
                  selected ? 'border-blue-700 bg-blue-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span dir="auto" className="min-w-0 truncate font-medium text-slate-900">
                    {item.problem?.title ?? t.deletedProblem}
                  </span>
                  <AnswerStatusBadge
                    status={item.status}
                    marks={item.marks_awarded}
                    fullMarks={item.problem?.marks}
                  />
                </span>
                <span className="block truncate text-slate-600">
                  {fill(t.line, {
                    student: studentName,
                    date: formatDate(item.graded_at ?? item.submitted_at, t.datePattern),
                  })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        totalPages={pageCount(total, pageSize)}
        onPageChange={onPageChange}
        label={pagesLabel}
      />
    </div>
  );
}

import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { LoadingPlaceholder } from '@/components/ui/loading';
import { SkeletonCards } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { Pagination } from '@/components/ui/pagination';
import { useDataSaver } from '@/lib/data-saver';
import { DATA_SAVER_PAGE_SIZE } from '@/lib/data-saver-setting';
import { useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { formatNumber } from '@/lib/i18n/number';
import { pageCount } from '@/lib/paging';
import { DEFAULT_PAGE_SIZE, problemQueries, type Problem } from '../api';
import { ProblemCard } from './ProblemCard';
import { ProblemFilters } from './ProblemFilters';
import { problemMessages } from './problem-messages';
import {
  hasActiveFilters,
  readListParams,
  toProblemFilters,
  writeListParams,
  type ProblemListParams,
} from './problem-list-params';
import { StaggeredGrid } from './StaggeredGrid';

const PROBLEM_GRID = 'sm:grid-cols-2 lg:grid-cols-3';

/** "Showing 1–25 of 500 problems" in the reader's language. */
function resultSummary(total: number, page: number, pageSize: number): string {
  const t = problemMessages.get();
  if (total === 0) return t.none;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return fill(t.showing(total), { first: formatNumber(first), last: formatNumber(last) });
}

/** The /problems grid: filters and page live in the URL; the server filters and paginates. */
export function ProblemList() {
  const t = useT(problemMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const { profile } = useAuth();
  // Progress (markers, "Hide solved") belongs to students; for others every status is "not tried".
  const isStudent = profile?.role === 'contestant';
  // The data saver pages by 10 (issue 27).
  const pageSize = useDataSaver() ? DATA_SAVER_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  const query = useQuery(
    problemQueries.list({
      ...toProblemFilters({ ...params, hideSolved: isStudent ? params.hideSolved : undefined }),
      pageSize,
    }),
  );

  const update = useCallback(
    (next: Partial<ProblemListParams>, options?: { replace?: boolean }) => {
      setSearchParams(
        (current) => writeListParams({ ...readListParams(current), ...next }),
        options,
      );
    },
    [setSearchParams],
  );

  const changePage = (page: number) => {
    update({ page });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  const data = query.data;
  const problems: Problem[] = query.isError ? [] : (data?.problems ?? []);
  const totalPages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <div className="grid gap-6">
      <ProblemFilters params={params} onChange={update} canHideSolved={isStudent} />
      {query.isPending ? (
        <LoadingPlaceholder label={t.loadingList}>
          {/* The summary line, then a page of cards. */}
          <div className="grid gap-6">
            <div className="h-5" />
            <SkeletonCards count={pageSize} className={PROBLEM_GRID} cardClassName="h-56" />
          </div>
        </LoadingPlaceholder>
      ) : (
        <>
          <p role="status" aria-live="polite" className="text-sm text-slate-600">
            {query.isError
              ? t.listFailed
              : resultSummary(data?.total ?? 0, data?.page ?? params.page, data?.pageSize ?? 1)}
          </p>
          {problems.length > 0 ? (
            <div
              aria-busy={query.isFetching}
              className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            >
              <StaggeredGrid
                label={t.gridLabel}
                items={problems}
                getKey={(problem) => problem.id}
                renderItem={(problem) => <ProblemCard problem={problem} showProgress={isStudent} />}
                className={PROBLEM_GRID}
              />
            </div>
          ) : (
            !query.isError && (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
                {hasActiveFilters(params) ? t.noMatch : t.noneYet}
              </p>
            )
          )}
          {!query.isError && (
            <Pagination
              page={data?.page ?? params.page}
              totalPages={totalPages}
              onPageChange={changePage}
              label={t.pagesLabel}
            />
          )}
        </>
      )}
    </div>
  );
}

import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useUrlSearchText } from '@/lib/use-url-search-text';
import { DIFFICULTIES, TOPICS, type Difficulty, type Topic } from '@/lib/domain';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import type { ProblemSort } from '../api';
import { problemMessages } from './problem-messages';
import { hasActiveFilters, shownSort, type ProblemListParams } from './problem-list-params';

const SORTS: {
  value: ProblemSort;
  label: 'bestMatch' | 'newest' | 'easiest' | 'mostSolved';
}[] = [
  { value: 'relevance', label: 'bestMatch' },
  { value: 'newest', label: 'newest' },
  { value: 'difficulty', label: 'easiest' },
  { value: 'solved', label: 'mostSolved' },
];

interface ProblemFiltersProps {
  params: ProblemListParams;
  /** `replace` keeps typing out of the browser history; picks and clears are history entries. */
  onChange: (next: Partial<ProblemListParams>, options?: { replace?: boolean }) => void;
  /** Signed-in students have a progress to filter on. */
  canHideSolved?: boolean;
}

/**
 * Search (words of the title, statement or topic), topic, difficulty and the order; every change
 * goes back to page 1.
 */
export function ProblemFilters({ params, onChange, canHideSolved = false }: ProblemFiltersProps) {
  const id = useId();
  const t = useT(problemMessages);
  const topicOptions = [
    { value: '', label: t.allTopics },
    ...TOPICS.map((topic) => ({ value: topic, label: t[topic] })),
  ];
  const difficultyOptions = [
    { value: '', label: t.allDifficulties },
    ...DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: t[difficulty] })),
  ];
  const sortOptions = SORTS.map(({ value, label }) => ({ value, label: t[label] }));
  const { search, setSearch, commitNow } = useUrlSearchText(params.search ?? '', (next, options) =>
    onChange({ search: next, page: 1 }, options),
  );

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    commitNow();
  }

  return (
    <form
      role="search"
      aria-label={t.filterLabel}
      onSubmit={submitSearch}
      className={cn(
        'grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:items-end',
        canHideSolved
          ? 'lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto]'
          : 'lg:grid-cols-[2fr_1fr_1fr_1fr_auto]',
      )}
    >
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-search`}>{t.searchLabel}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-topic`}>{t.topic}</Label>
        <Select
          id={`${id}-topic`}
          value={params.topic ?? ''}
          options={topicOptions}
          onChange={(event) =>
            onChange({ topic: (event.target.value || undefined) as Topic | undefined, page: 1 })
          }
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-difficulty`}>{t.difficulty}</Label>
        <Select
          id={`${id}-difficulty`}
          value={params.difficulty ?? ''}
          options={difficultyOptions}
          onChange={(event) =>
            onChange({
              difficulty: (event.target.value || undefined) as Difficulty | undefined,
              page: 1,
            })
          }
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sort`}>{t.sortBy}</Label>
        <Select
          id={`${id}-sort`}
          value={shownSort(params)}
          options={
            params.search
              ? sortOptions
              : sortOptions.filter((option) => option.value !== 'relevance')
          }
          onChange={(event) => onChange({ sort: event.target.value as ProblemSort, page: 1 })}
        />
      </div>
      {canHideSolved && (
        <label className="flex h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-blue-800"
            checked={Boolean(params.hideSolved)}
            onChange={(event) =>
              onChange({ hideSolved: event.target.checked || undefined, page: 1 })
            }
          />
          {t.hideSolved}
        </label>
      )}
      <Button
        variant="ghost"
        className="sm:col-span-2 lg:col-span-1"
        disabled={!hasActiveFilters(params) && !search}
        onClick={() => {
          setSearch('');
          onChange({
            search: undefined,
            topic: undefined,
            difficulty: undefined,
            hideSolved: undefined,
            page: 1,
          });
        }}
      >
        {t.clear}
      </Button>
    </form>
  );
}

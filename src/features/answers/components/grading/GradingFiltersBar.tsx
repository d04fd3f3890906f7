import { useQuery } from '@tanstack/react-query';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TOPICS } from '@/lib/domain';
import { answerQueries, type GradingFilters } from '../../api';

interface GradingFiltersBarProps {
  filters: GradingFilters;
  onChange: (key: 'problem' | 'contest' | 'topic', value: string | undefined) => void;
}

/** Problem, contest and topic filters of the queue; each choice lives in the URL. */
export function GradingFiltersBar({ filters, onChange }: GradingFiltersBarProps) {
  const problems = useQuery(answerQueries.queueProblems());
  const contests = useQuery(answerQueries.contestOptions());
  const problemOptions = (problems.data ?? []).map((problem) => ({
    value: problem.problem_id,
    label: `${problem.title} (${problem.waiting} waiting)`,
  }));
  // A problem picked from a link may have nothing waiting: keep it selectable.
  if (filters.problemId && !problemOptions.some((option) => option.value === filters.problemId)) {
    problemOptions.unshift({
      value: filters.problemId,
      label: 'The chosen problem (none waiting)',
    });
  }

  return (
    <div role="group" aria-label="Filter the answers" className="grid gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <Label htmlFor="grading-problem">Problem</Label>
        <Select
          id="grading-problem"
          value={filters.problemId ?? ''}
          onChange={(event) => onChange('problem', event.target.value || undefined)}
        >
          <option value="">All problems</option>
          {problemOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="grading-contest">Contest</Label>
        <Select
          id="grading-contest"
          value={filters.contestId ?? ''}
          onChange={(event) => onChange('contest', event.target.value || undefined)}
        >
          <option value="">All contests</option>
          {(contests.data ?? []).map((contest) => (
            <option key={contest.id} value={contest.id}>
              {contest.title}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="grading-topic">Topic</Label>
        <Select
          id="grading-topic"
          value={filters.topic ?? ''}
          onChange={(event) => onChange('topic', event.target.value || undefined)}
        >
          <option value="">All topics</option>
          {TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

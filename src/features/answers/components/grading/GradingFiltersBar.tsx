import { useQuery } from '@tanstack/react-query';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TOPICS } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { answerQueries, type GradingFilters } from '../../api';

const gradingFiltersMessages = messages('gradingFiltersBar', {
  waiting: '{title} ({count} waiting)',
  chosen: 'The chosen problem (none waiting)',
  label: 'Filter the answers',
  problem: 'Problem',
  allProblems: 'All problems',
  contest: 'Contest',
  allContests: 'All contests',
  topic: 'Topic',
  allTopics: 'All topics',
  Combinatorics: 'Combinatorics',
  Geometry: 'Geometry',
  'Number Theory': 'Number Theory',
  Algebra: 'Algebra',
});

interface GradingFiltersBarProps {
  filters: GradingFilters;
  onChange: (key: 'problem' | 'contest' | 'topic', value: string | undefined) => void;
}

/** Problem, contest and topic filters of the queue; each choice lives in the URL. */
export function GradingFiltersBar({ filters, onChange }: GradingFiltersBarProps) {
  const t = useT(gradingFiltersMessages);
  const problems = useQuery(answerQueries.queueProblems());
  const contests = useQuery(answerQueries.contestOptions());
  const problemOptions = (problems.data ?? []).map((problem) => ({
    value: problem.problem_id,
    label: fill(t.waiting, { title: problem.title, count: problem.waiting }),
  }));
  // A problem picked from a link may have nothing waiting: keep it selectable.
  if (filters.problemId && !problemOptions.some((option) => option.value === filters.problemId)) {
    problemOptions.unshift({
      value: filters.problemId,
      label: t.chosen,
    });
  }

  return (
    <div role="group" aria-label={t.label} className="grid gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <Label htmlFor="grading-problem">{t.problem}</Label>
        <Select
          id="grading-problem"
          value={filters.problemId ?? ''}
          onChange={(event) => onChange('problem', event.target.value || undefined)}
        >
          <option value="">{t.allProblems}</option>
          {problemOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="grading-contest">{t.contest}</Label>
        <Select
          id="grading-contest"
          value={filters.contestId ?? ''}
          onChange={(event) => onChange('contest', event.target.value || undefined)}
        >
          <option value="">{t.allContests}</option>
          {(contests.data ?? []).map((contest) => (
            <option key={contest.id} value={contest.id}>
              {contest.title}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="grading-topic">{t.topic}</Label>
        <Select
          id="grading-topic"
          value={filters.topic ?? ''}
          onChange={(event) => onChange('topic', event.target.value || undefined)}
        >
          <option value="">{t.allTopics}</option>
          {TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t[topic]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

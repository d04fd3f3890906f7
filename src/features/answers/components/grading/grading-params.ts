import { useSearchParams } from 'react-router-dom';
import { TOPICS, type Topic } from '@/lib/domain';
import type { GradingFilters } from '../../api';

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readId(value: string | null): string | undefined {
  return value && UUID.test(value) ? value.toLowerCase() : undefined;
}

function readTopic(value: string | null): Topic | undefined {
  return (TOPICS as readonly string[]).includes(value ?? '') ? (value as Topic) : undefined;
}

type FilterKey = 'problem' | 'contest' | 'topic';

/**
 * The queue's state in the URL: `problem`, `contest` and `topic` filter both lists; `page` and
 * `graded` are their pages. A filter change starts both lists at page 1.
 */
export function useGradingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: GradingFilters = {
    problemId: readId(searchParams.get('problem')),
    contestId: readId(searchParams.get('contest')),
    topic: readTopic(searchParams.get('topic')),
    // From a class assignment's matrix (decision 0050): no control of their own in the filter bar.
    assignmentId: readId(searchParams.get('assignment')),
    classId: readId(searchParams.get('class')),
    studentId: readId(searchParams.get('student')),
  };
  const pages = {
    waiting: readPage(searchParams.get('page')),
    graded: readPage(searchParams.get('graded')),
  };

  const setPage = (key: 'page' | 'graded', page: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set(key, String(page));
      else next.delete(key);
      return next;
    });

  const setFilter = (key: FilterKey, value: string | undefined) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      next.delete('graded');
      return next;
    });

  return { filters, pages, setPage, setFilter };
}

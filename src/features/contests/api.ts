import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import type { Difficulty, SolveStatus, Topic } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

export interface Contest {
  id: string;
  title: string;
  description: string | null;
  start_time: string;
  end_time: string;
  created_at: string;
}

export interface ContestProblem {
  id: string;
  title: string;
  topic: Topic;
  difficulty: Difficulty;
  profiles: { full_name: string | null } | null;
  /** The signed-in reader's progress on it (a computed field; null for visitors). */
  problem_solve_status?: SolveStatus | null;
}

export interface ContestDetail extends Contest {
  problems: ContestProblem[];
}

interface ContestDetailRow extends Contest {
  contest_problems: { position: number; problems: ContestProblem | null }[];
}

const CONTEST_DETAIL_SELECT =
  '*, contest_problems(position, problems(id, title, topic, difficulty, profiles:public_profiles!created_by(full_name), problem_solve_status))';

/** Latest start first. */
export async function fetchContests(): Promise<Contest[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select('*')
    .order('start_time', { ascending: false });
  return unwrap<Contest[]>(result, 'Error fetching contests');
}

/** The contest with its problems in contest order, each with its author's name. */
export async function fetchContest(id: string): Promise<ContestDetail> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select(CONTEST_DETAIL_SELECT)
    .eq('id', id)
    .order('position', { referencedTable: 'contest_problems', ascending: true })
    .single();
  const { contest_problems: links, ...contest } = unwrap<ContestDetailRow>(
    result,
    'Error fetching contest by ID',
  );
  const problems = [...links]
    .sort((a, b) => a.position - b.position)
    .flatMap((link) => (link.problems ? [link.problems] : []));
  return { ...contest, problems };
}

export const contestKeys = {
  all: ['contests'] as const,
  list: () => ['contests', 'list'] as const,
  detail: (id: string) => ['contests', 'detail', id] as const,
};

export const contestQueries = {
  list: () => queryOptions({ queryKey: contestKeys.list(), queryFn: fetchContests }),
  detail: (id: string) =>
    queryOptions({ queryKey: contestKeys.detail(id), queryFn: () => fetchContest(id) }),
};

import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import type { Difficulty, Topic } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

export type Contest = Tables<'contests'>;

export type ContestProblem = Pick<Tables<'problems'>, 'id' | 'title'> & {
  topic: Topic;
  difficulty: Difficulty;
  profiles: Pick<Tables<'profiles'>, 'full_name'> | null;
};

export type ContestDetail = Contest & { problems: ContestProblem[] };

type ContestDetailRow = Contest & {
  contest_problems: (Pick<Tables<'contest_problems'>, 'position'> & {
    problems: ContestProblem | null;
  })[];
};

const CONTEST_DETAIL_SELECT =
  '*, contest_problems(position, problems(id, title, topic, difficulty, profiles:public_profiles!created_by(full_name)))';

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

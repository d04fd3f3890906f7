import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId, unwrap } from '@/lib/data';
import type { Json } from '@/lib/database.types';
import type { Difficulty, Topic } from '@/lib/domain';
import { getSupabase } from '@/lib/supabase';

export interface Contest {
  id: string;
  title: string;
  description: string | null;
  start_time: string;
  end_time: string;
  created_at: string;
  created_by?: string | null;
}

export interface ContestProblem {
  id: string;
  title: string;
  topic: Topic;
  difficulty: Difficulty;
  profiles: { full_name: string | null } | null;
}

export interface ContestDetail extends Contest {
  problems: ContestProblem[];
}

interface ContestDetailRow extends Contest {
  contest_problems: { position: number; problems: ContestProblem | null }[];
}

/** One participant's best result on one problem (marks null while a grader has not decided). */
export interface ProblemResult {
  marks: number | null;
  attempts: number;
  pending: number;
}

export interface ScoreboardRow {
  rank: number;
  user_id: string;
  full_name: string | null;
  avatar_url: string | null;
  total: number;
  solved: number;
  last_improved_at: string | null;
  results: Record<string, ProblemResult>;
}

export interface Scoreboard {
  contest_id: string;
  /** The database's clock when the board was read. */
  now: string;
  participants: number;
  page: number;
  page_size: number;
  /** Empty before the start (except for staff). */
  problems: { problem_id: string; position: number; marks: number }[];
  rows: ScoreboardRow[];
  me: {
    registered_at: string;
    counts: boolean;
    rank: number | null;
    total: number;
    solved: number;
    last_improved_at: string | null;
    results: Record<string, ProblemResult>;
  } | null;
}

export const SCOREBOARD_PAGE_SIZE = 50;
/** How often a running contest's board refreshes while its tab is visible. */
export const SCOREBOARD_REFRESH_MS = 15_000;

export interface ContestPayload {
  title: string;
  description: string;
  start_time: string;
  end_time: string;
  problem_ids: string[];
}

/** A problem as the contest editor lists it (staff read the whole bank, hidden ones too). */
export interface BankProblem {
  id: string;
  title: string;
  topic: Topic;
  difficulty: Difficulty;
  is_public: boolean;
  created_by: string | null;
}

const CONTEST_DETAIL_SELECT =
  '*, contest_problems(position, problems(id, title, topic, difficulty, profiles:public_profiles!created_by(full_name)))';
const BANK_SELECT = 'id, title, topic, difficulty, is_public, created_by';

/** Latest start first. */
export async function fetchContests(): Promise<Contest[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select('*')
    .order('start_time', { ascending: false });
  return unwrap<Contest[]>(result, 'Error fetching contests');
}

/** The contest with the problems the caller may see, in contest order, each with its author's name. */
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

export async function fetchScoreboard(id: string, page: number): Promise<Scoreboard> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('contest_scoreboard', {
    contest_id: id,
    page,
    page_size: SCOREBOARD_PAGE_SIZE,
  });
  return unwrap<Scoreboard>(result, 'Error fetching scoreboard');
}

/** The contests a problem is in (only those the caller may see it in). */
export async function fetchContestsOfProblem(problemId: string): Promise<Contest[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('contest_problems')
    .select('contests(id, title, description, start_time, end_time, created_at)')
    .eq('problem_id', problemId);
  const rows = unwrap<{ contests: Contest | null }[]>(result, 'Error fetching contests');
  return rows.flatMap((row) => (row.contests ? [row.contests] : []));
}

export async function registerForContest(id: string): Promise<void> {
  const supabase = await getSupabase();
  await requireUserId();
  unwrap(await supabase.rpc('register_for_contest', { contest_id: id }), 'Error registering');
}

export async function saveContest(id: string | null, payload: ContestPayload): Promise<Contest> {
  const supabase = await getSupabase();
  await requireUserId();
  // Generated Args are never null (as the CLI writes them); null asks save_contest for a new contest.
  const args = { contest_id: id as string, payload: payload as unknown as Json };
  const result = await supabase.rpc('save_contest', args).single();
  return unwrap<Contest>(result, 'Error saving contest');
}

/** Problems of the bank whose title matches, newest first. */
export async function searchBank(text: string): Promise<BankProblem[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('problems')
    .select(BANK_SELECT)
    .order('created_at', { ascending: false })
    .limit(20);
  const trimmed = text.trim();
  if (trimmed) query = query.ilike('title', `%${trimmed.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  return unwrap<BankProblem[]>(await query, 'Error fetching problems');
}

/** The contest with its whole problem list, as staff edit it. */
export async function fetchContestForEditing(
  id: string,
): Promise<{ contest: Contest; problems: BankProblem[] }> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select(`*, contest_problems(position, problems(${BANK_SELECT}))`)
    .eq('id', id)
    .single();
  const { contest_problems: links, ...contest } = unwrap<
    Contest & { contest_problems: { position: number; problems: BankProblem | null }[] }
  >(result, 'Error fetching contest by ID');
  const problems = [...links]
    .sort((a, b) => a.position - b.position)
    .flatMap((link) => (link.problems ? [link.problems] : []));
  return { contest, problems };
}

export const contestKeys = {
  all: ['contests'] as const,
  list: () => ['contests', 'list'] as const,
  detail: (id: string) => ['contests', 'detail', id] as const,
  scoreboard: (id: string, page: number) => ['contests', 'scoreboard', id, page] as const,
  ofProblem: (problemId: string) => ['contests', 'of-problem', problemId] as const,
  editing: (id: string) => ['contests', 'editing', id] as const,
  bank: (text: string) => ['contests', 'bank', text] as const,
};

export const contestQueries = {
  list: () => queryOptions({ queryKey: contestKeys.list(), queryFn: fetchContests }),
  detail: (id: string) =>
    queryOptions({ queryKey: contestKeys.detail(id), queryFn: () => fetchContest(id) }),
  scoreboard: (id: string, page: number, running: boolean) =>
    queryOptions({
      queryKey: contestKeys.scoreboard(id, page),
      queryFn: () => fetchScoreboard(id, page),
      // Always re-read on arrival: an answer sent from a problem page changes it.
      staleTime: 0,
      refetchInterval: running ? SCOREBOARD_REFRESH_MS : false,
      refetchIntervalInBackground: false,
    }),
  ofProblem: (problemId: string) =>
    queryOptions({
      queryKey: contestKeys.ofProblem(problemId),
      queryFn: () => fetchContestsOfProblem(problemId),
    }),
  editing: (id: string) =>
    queryOptions({
      queryKey: contestKeys.editing(id),
      queryFn: () => fetchContestForEditing(id),
      staleTime: 0,
    }),
  bank: (text: string) =>
    queryOptions({ queryKey: contestKeys.bank(text), queryFn: () => searchBank(text) }),
};

export function useRegisterForContest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => registerForContest(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['contests', 'scoreboard', id] }),
  });
}

export function useSaveContest(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ContestPayload) => saveContest(id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

import { dataSaverOn } from '@/lib/data-saver';
import { DATA_SAVER_REFRESH_MS } from '@/lib/data-saver-setting';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callArgs, problemsInOrder, requireUserId, unwrap, type Returns } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import {
  DIFFICULTIES,
  SOLVE_STATUSES,
  TOPICS,
  type Difficulty,
  type Narrowed,
  type SolveStatus,
  type Topic,
} from '@/lib/domain';
import {
  bool,
  fields,
  listOf,
  nullable,
  num,
  oneOf,
  optional,
  recordOf,
  text,
  type Parse,
} from '@/lib/parse';
import { mapEarly, takeEarly, type EarlyRows } from '@/lib/early-data';
import { getSupabase } from '@/lib/supabase';
import { CONTEST_DETAIL_SELECT, CONTEST_EARLY_KEYS } from './request';
import { queryRoots } from '@/lib/query-keys';

const RESULTS_MODES = ['instant', 'after_end'] as const;
export type ResultsMode = (typeof RESULTS_MODES)[number];

/** A contest row, its results mode narrowed (decision 0063: as each answer comes, or from the end). */
export type Contest = Pick<
  Tables<'contests'>,
  'id' | 'title' | 'description' | 'start_time' | 'end_time' | 'created_at'
> & { results_mode: ResultsMode; created_by?: string | null };

const resultsMode = oneOf(RESULTS_MODES);

/** A contest row as PostgREST sends it (early data, or through supabase-js), checked. */
const contest: Parse<Contest> = (value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    title: get('title', text),
    description: get('description', text),
    start_time: get('start_time', text),
    end_time: get('end_time', text),
    created_at: get('created_at', text),
    created_by: get('created_by', optional(nullable(text))),
    results_mode: get('results_mode', resultsMode),
  };
};

const contests = listOf(contest);

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

const contestProblem: Parse<ContestProblem> = (value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    title: get('title', text),
    topic: get('topic', oneOf(TOPICS)),
    difficulty: get('difficulty', oneOf(DIFFICULTIES)),
    profiles: get(
      'profiles',
      nullable((profile, at) => ({ full_name: fields(profile, at)('full_name', nullable(text)) })),
    ),
    problem_solve_status: get('problem_solve_status', optional(nullable(oneOf(SOLVE_STATUSES)))),
  };
};

/**
 * CONTEST_DETAIL_SELECT (early data, or supabase-js, which cannot type its computed field):
 * the contest and its problems in contest order.
 */
const contestDetail: Parse<ContestDetail> = (value, path) => {
  const links = fields(value, path)(
    'contest_problems',
    listOf((link, at) => {
      const get = fields(link, at);
      return {
        position: get('position', num),
        problems: get('problems', nullable(contestProblem)),
      };
    }),
  );
  return { ...contest(value, path), problems: problemsInOrder(links) };
};

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
  /** An "after the end" contest before its end: no rows, no totals, until results_at. */
  sealed?: boolean;
  results_at?: string;
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

/** The caller's virtual sitting of an ended contest (public.my_virtual_contest, decision 0064). */
export interface VirtualSitting {
  id: string;
  contest_id: string;
  started_at: string;
  ends_at: string;
  /** The database's clock when it was read. */
  now: string;
  results_mode: ResultsMode;
  /** Results withheld until the sitting's end ("after the end" contests). */
  sealed: boolean;
  total: number | null;
  solved: number | null;
  /** The sitting's last improvement moved onto the contest's own clock. */
  last_improved_at: string | null;
  results: Record<string, ProblemResult> | null;
  /** Where the result would rank among the real participants (null while sealed). */
  rank: number | null;
  participants: number;
}

const UPSOLVING_STATES = ['in_contest', 'afterwards', 'not_yet'] as const;
export type UpsolvingState = (typeof UPSOLVING_STATES)[number];

export interface UpsolvingProblem {
  problem_id: string;
  position: number;
  state: UpsolvingState;
}

export interface UpsolvingContest {
  contest_id: string;
  title: string;
  end_time: string;
  /** Sat virtually, not taken part in. */
  virtual: boolean;
  problems: UpsolvingProblem[];
}

const problemResult: Parse<ProblemResult> = (value, path) => {
  const get = fields(value, path);
  return {
    marks: get('marks', nullable(num)),
    attempts: get('attempts', num),
    pending: get('pending', num),
  };
};

const results = recordOf(problemResult);

const scoreboardRow: Parse<ScoreboardRow> = (value, path) => {
  const get = fields(value, path);
  return {
    rank: get('rank', num),
    user_id: get('user_id', text),
    full_name: get('full_name', nullable(text)),
    avatar_url: get('avatar_url', nullable(text)),
    total: get('total', num),
    solved: get('solved', num),
    last_improved_at: get('last_improved_at', nullable(text)),
    results: get('results', results),
  };
};

/** public.contest_scoreboard's JSON. */
export const parseScoreboard: Parse<Scoreboard> = (value, path) => {
  const get = fields(value, path);
  return {
    contest_id: get('contest_id', text),
    now: get('now', text),
    participants: get('participants', num),
    page: get('page', num),
    page_size: get('page_size', num),
    problems: get(
      'problems',
      listOf((problem, at) => {
        const read = fields(problem, at);
        return {
          problem_id: read('problem_id', text),
          position: read('position', num),
          marks: read('marks', num),
        };
      }),
    ),
    rows: get('rows', listOf(scoreboardRow)),
    sealed: get('sealed', optional(bool)),
    results_at: get('results_at', optional(text)),
    me: get(
      'me',
      nullable((me, at) => {
        const read = fields(me, at);
        // A sealed board (results at the end) gives the caller's registration only.
        return {
          registered_at: read('registered_at', text),
          counts: read('counts', bool),
          rank: read('rank', optional(nullable(num))) ?? null,
          total: read('total', optional(num)) ?? 0,
          solved: read('solved', optional(num)) ?? 0,
          last_improved_at: read('last_improved_at', optional(nullable(text))) ?? null,
          results: read('results', optional(results)) ?? {},
        };
      }),
    ),
  };
};

/** public.my_virtual_contest's JSON (null: no sitting). */
export const parseVirtualSitting: Parse<VirtualSitting | null> = nullable((value, path) => {
  const get = fields(value, path);
  return {
    id: get('id', text),
    contest_id: get('contest_id', text),
    started_at: get('started_at', text),
    ends_at: get('ends_at', text),
    now: get('now', text),
    results_mode: get('results_mode', resultsMode),
    sealed: get('sealed', bool),
    total: get('total', nullable(num)),
    solved: get('solved', nullable(num)),
    last_improved_at: get('last_improved_at', nullable(text)),
    results: get('results', nullable(results)),
    rank: get('rank', nullable(num)),
    participants: get('participants', num),
  };
});

const upsolvingProblem: Parse<UpsolvingProblem> = (value, path) => {
  const get = fields(value, path);
  return {
    problem_id: get('problem_id', text),
    position: get('position', num),
    state: get('state', oneOf(UPSOLVING_STATES)),
  };
};

const upsolvingContest: Parse<UpsolvingContest> = (value, path) => {
  const get = fields(value, path);
  return {
    contest_id: get('contest_id', text),
    title: get('title', text),
    end_time: get('end_time', text),
    virtual: get('virtual', bool),
    problems: get('problems', listOf(upsolvingProblem)),
  };
};

const hidingCheck: Parse<HidingCheck> = (value, path) => {
  const get = fields(value, path);
  return {
    problem_id: get('problem_id', text),
    refused: get('refused', bool),
    message: get('message', text),
  };
};

/** A problem of the bank, its topic and difficulty narrowed. */
function bankProblem<Row extends { topic: string; difficulty: string }>(row: Row) {
  return {
    ...row,
    topic: oneOf(TOPICS)(row.topic, 'problems.topic'),
    difficulty: oneOf(DIFFICULTIES)(row.difficulty, 'problems.difficulty'),
  };
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
  results_mode?: ResultsMode;
}

/** A problem as the contest editor lists it (staff read the whole bank, hidden ones too). */
export type BankProblem = Narrowed<
  Pick<Tables<'problems'>, 'id' | 'title' | 'topic' | 'difficulty' | 'is_public' | 'created_by'>,
  { topic: Topic; difficulty: Difficulty }
>;

const BANK_SELECT = 'id, title, topic, difficulty, is_public, created_by';

/** Latest start first. */
export async function fetchContests(): Promise<Contest[]> {
  // Started by src/app/early-data.ts before this chunk loaded, when the page was opened directly.
  const early = await takeEarly(CONTEST_EARLY_KEYS.list);
  if (early) return contests(early.rows, 'contests');
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select('*')
    .order('start_time', { ascending: false });
  return contests(unwrap(result, 'Error fetching contests'), 'contests');
}

/** One row early (else missing, or not visible to a visitor: the query asks for the real error). */
function contestOfEarly(early: EarlyRows | undefined): ContestDetail | undefined {
  return early?.rows.length === 1 ? contestDetail(early.rows[0], 'contest') : undefined;
}

/** The contest with the problems the caller may see, in contest order, each with its author's name. */
export async function fetchContest(id: string): Promise<ContestDetail> {
  const early = contestOfEarly(await takeEarly(CONTEST_EARLY_KEYS.detail(id.toLowerCase())));
  if (early) return early;
  const supabase = await getSupabase();
  const result = await supabase
    .from('contests')
    .select(CONTEST_DETAIL_SELECT)
    .eq('id', id)
    .order('position', { referencedTable: 'contest_problems', ascending: true })
    .single();
  return contestDetail(unwrap(result, 'Error fetching contest by ID'), 'contest');
}

export async function fetchScoreboard(
  id: string,
  page: number,
  pageSize = SCOREBOARD_PAGE_SIZE,
): Promise<Scoreboard> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('contest_scoreboard', {
    contest_id: id,
    page,
    page_size: pageSize,
  });
  return parseScoreboard(unwrap(result, 'Error fetching scoreboard'), 'contest_scoreboard');
}

/**
 * The caller's row number on a contest's board (in the board's order, ties broken as it breaks
 * them), or null when they are not on it: the page that holds their row ("Jump to me").
 */
export async function fetchBoardPosition(id: string): Promise<number | null> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('contest_board_position', { contest_id: id });
  return unwrap(result, 'Error fetching scoreboard');
}

/** The page of the board (`pageSize` rows a page) that holds row number `position`. */
export function boardPageOf(position: number, pageSize = SCOREBOARD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(position / pageSize));
}

/** The caller's virtual sitting of the contest, or null (releases results that are due first). */
export async function fetchMyVirtualContest(id: string): Promise<VirtualSitting | null> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('my_virtual_contest', { contest_id: id });
  return parseVirtualSitting(
    unwrap(result, 'Error fetching your virtual contest'),
    'my_virtual_contest',
  );
}

export async function startVirtualContest(id: string): Promise<void> {
  const supabase = await getSupabase();
  await requireUserId();
  unwrap(
    await supabase.rpc('start_virtual_contest', { contest_id: id }),
    'Error starting the virtual contest',
  );
}

/**
 * Grades the answers held for ends that have passed (public.release_due_results), so an ended
 * "after the end" contest shows its results to whoever opens it first.
 */
export async function releaseDueResults(): Promise<number> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('release_due_results'), 'Error fetching results');
}

/** For the signed-in reader, each problem of the contest: solved in it, afterwards, or not yet. */
export async function fetchContestUpsolving(id: string): Promise<UpsolvingProblem[]> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('my_contest_upsolving', { contest_id: id });
  return listOf(upsolvingProblem)(
    unwrap(result, 'Error fetching your progress'),
    'my_contest_upsolving',
  );
}

/** The reader's latest ended contests with each problem's upsolving state (their profile). */
export async function fetchMyUpsolving(): Promise<UpsolvingContest[]> {
  const supabase = await getSupabase();
  return listOf(upsolvingContest)(
    unwrap(await supabase.rpc('my_upsolving'), 'Error fetching contests'),
    'my_upsolving',
  );
}

/** The contests a problem is in (only those the caller may see it in). */
export async function fetchContestsOfProblem(problemId: string): Promise<Contest[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('contest_problems')
    .select('contests(id, title, description, start_time, end_time, created_at, results_mode)')
    .eq('problem_id', problemId);
  const rows = unwrap(result, 'Error fetching contests');
  return rows.flatMap((row) =>
    row.contests
      ? [
          {
            ...row.contests,
            results_mode: resultsMode(row.contests.results_mode, 'contests.results_mode'),
          },
        ]
      : [],
  );
}

export async function registerForContest(id: string): Promise<void> {
  const supabase = await getSupabase();
  await requireUserId();
  unwrap(await supabase.rpc('register_for_contest', { contest_id: id }), 'Error registering');
}

export async function saveContest(id: string | null, payload: ContestPayload): Promise<Contest> {
  const supabase = await getSupabase();
  await requireUserId();
  const args = callArgs('save_contest', { contest_id: id, payload });
  const result = await supabase.rpc('save_contest', args).single<Returns<'save_contest'>>();
  const saved = unwrap(result, 'Error saving contest');
  return { ...saved, results_mode: resultsMode(saved.results_mode, 'contests.results_mode') };
}

/** A problem a contest starting then would hide from students who see it now (decision 0039). */
export interface HidingCheck {
  problem_id: string;
  /** save_contest will refuse it. */
  refused: boolean;
  message: string;
}

/** What save_contest will say about hiding the listed problems, asked before saving. */
export async function checkContestProblems(
  contestId: string | null,
  problemIds: string[],
  startTime: string,
): Promise<HidingCheck[]> {
  const supabase = await getSupabase();
  const args = callArgs('check_contest_problems', {
    contest_id: contestId,
    problem_ids: problemIds,
    start_time: startTime,
  });
  const result = await supabase.rpc('check_contest_problems', args);
  return listOf(hidingCheck)(
    unwrap(result, 'Error checking contest problems'),
    'check_contest_problems',
  );
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
  return unwrap(await query, 'Error fetching problems').map(bankProblem);
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
  const { contest_problems: links, ...row } = unwrap(result, 'Error fetching contest by ID');
  const problems = problemsInOrder(links).map(bankProblem);
  return {
    contest: { ...row, results_mode: resultsMode(row.results_mode, 'contests.results_mode') },
    problems,
  };
}

export const contestKeys = {
  all: queryRoots.contests,
  list: () => [...queryRoots.contests, 'list'] as const,
  detail: (id: string) => [...queryRoots.contests, 'detail', id] as const,
  scoreboards: (id: string) => [...queryRoots.contests, 'scoreboard', id] as const,
  scoreboard: (id: string, page: number, pageSize = SCOREBOARD_PAGE_SIZE) =>
    [...queryRoots.contests, 'scoreboard', id, page, pageSize] as const,
  ofProblem: (problemId: string) => [...queryRoots.contests, 'of-problem', problemId] as const,
  editing: (id: string) => [...queryRoots.contests, 'editing', id] as const,
  virtual: (id: string) => [...queryRoots.contests, 'virtual', id] as const,
  release: (id: string) => [...queryRoots.contests, 'release', id] as const,
  upsolving: (id: string) => [...queryRoots.contests, 'upsolving', id] as const,
  myUpsolving: () => [...queryRoots.contests, 'my-upsolving'] as const,
  bank: (text: string) => [...queryRoots.contests, 'bank', text] as const,
  hiding: (contestId: string | null, problemIds: string[], start: string) =>
    [...queryRoots.contests, 'hiding', contestId, problemIds, start] as const,
};

export const contestQueries = {
  list: () =>
    queryOptions({
      queryKey: contestKeys.list(),
      queryFn: fetchContests,
      // Rows fetched before this chunk loaded, if they are here: the first render shows them.
      initialData: () =>
        mapEarly(CONTEST_EARLY_KEYS.list, (early) => contests(early.rows, 'contests')),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: contestKeys.detail(id),
      queryFn: () => fetchContest(id),
      initialData: () => mapEarly(CONTEST_EARLY_KEYS.detail(id.toLowerCase()), contestOfEarly),
    }),
  /** One page of the board; the data saver asks for pages of 10 (issue 27). */
  scoreboard: (id: string, page: number, running: boolean, pageSize = SCOREBOARD_PAGE_SIZE) =>
    queryOptions({
      queryKey: contestKeys.scoreboard(id, page, pageSize),
      queryFn: () => fetchScoreboard(id, page, pageSize),
      // Another page of the same board keeps the current one on screen until it arrives (the
      // table, and a "Jump to me" under way, stay in place).
      placeholderData: (previous: Scoreboard | undefined) =>
        previous?.contest_id === id ? previous : undefined,
      // Always re-read on arrival: an answer sent from a problem page changes it.
      staleTime: 0,
      // The data saver refreshes every 60 s instead (issue 27).
      refetchInterval: running
        ? () => (dataSaverOn() ? DATA_SAVER_REFRESH_MS : SCOREBOARD_REFRESH_MS)
        : false,
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
  virtual: (id: string) =>
    queryOptions({
      queryKey: contestKeys.virtual(id),
      queryFn: () => fetchMyVirtualContest(id),
      staleTime: 0,
    }),
  release: (id: string) =>
    queryOptions({
      queryKey: contestKeys.release(id),
      queryFn: releaseDueResults,
      staleTime: Infinity,
    }),
  upsolving: (id: string) =>
    queryOptions({
      queryKey: contestKeys.upsolving(id),
      queryFn: () => fetchContestUpsolving(id),
    }),
  myUpsolving: () =>
    queryOptions({ queryKey: contestKeys.myUpsolving(), queryFn: fetchMyUpsolving }),
  hiding: (contestId: string | null, problemIds: string[], start: string) =>
    queryOptions({
      queryKey: contestKeys.hiding(contestId, problemIds, start),
      queryFn: () => checkContestProblems(contestId, problemIds, start),
      staleTime: 0,
    }),
};

export function useRegisterForContest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => registerForContest(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.scoreboards(id) }),
  });
}

export function useStartVirtualContest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startVirtualContest(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.virtual(id) }),
  });
}

export function useSaveContest(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ContestPayload) => saveContest(id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

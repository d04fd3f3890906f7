import { CONTEST_DETAIL_SELECT, CONTEST_EARLY_KEYS } from '@/features/contests/request';
import { LEADERBOARD_SELECT, LEADERBOARD_SIZE } from '@/features/leaderboard/request';
import { NOTE_DETAIL_SELECT, NOTE_EARLY_KEYS } from '@/features/notes/request';
import {
  DEFAULT_PAGE_SIZE,
  EARLY_KEYS,
  PROBLEM_LIST_SOURCE,
  PROBLEM_SELECT,
} from '@/features/problems/request';
import { PROFILE_EARLY_KEYS } from '@/features/profiles/request';
import type { EarlyRequest } from '@/lib/early-data';
import { hasStoredSessionHint, storedSessionToken } from '@/lib/stored-session';

const select = (columns: string) => encodeURIComponent(columns.replace(/\s+/g, ''));

export interface EarlyPlan {
  /** What the page in the URL reads first (see src/lib/early-data.ts). */
  requests: EarlyRequest[];
  /** The signed-in first screen is drawn from the device: supabase-js can wait for its paint. */
  clientAfterFirstPage: boolean;
}

/**
 * The public data of the page in the URL: the first page of /problems, one problem, the
 * leaderboard, the contests, one contest, one note; with a stored session, only the user's own
 * profile on the dashboard. A pure decision from the URL and the stored session: the document's
 * head starts these requests (src/app/early-head.ts), the entry adopts them (src/app/early-data.ts).
 */
export function earlyPlan(location: Pick<Location, 'pathname' | 'search'>): EarlyPlan {
  const { pathname, search } = location;
  const none: EarlyPlan = { requests: [], clientAfterFirstPage: false };
  if (hasStoredSessionHint()) {
    // The dashboard's first line is the user's name: their profile, asked for with their stored
    // token beside supabase-js's chunk instead of after it (issue 27, the signed-in first paint).
    const session = pathname === '/dashboard' ? storedSessionToken() : null;
    if (!session) return none;
    // The welcome line then needs neither supabase-js nor its session lookup (AuthProvider
    // starts from the stored session): the library comes once the page has painted.
    return {
      clientAfterFirstPage: true,
      requests: [
        {
          key: PROFILE_EARLY_KEYS.detail(session.userId),
          path: `profiles?select=*&id=eq.${encodeURIComponent(session.userId)}`,
          token: session.accessToken,
        },
      ],
    };
  }
  const one = (request: EarlyRequest): EarlyPlan => ({
    requests: [request],
    clientAfterFirstPage: false,
  });
  if (pathname === '/problems' && search === '') {
    return one({
      key: EARLY_KEYS.firstProblemPage,
      path: `${PROBLEM_LIST_SOURCE}?select=${select(PROBLEM_SELECT)}&order=created_at.desc&offset=0&limit=${DEFAULT_PAGE_SIZE}`,
      count: true,
    });
  }
  const problem = /^\/problems\/([0-9a-f-]{36})$/i.exec(pathname);
  if (problem?.[1]) {
    const id = problem[1].toLowerCase();
    return one({
      key: EARLY_KEYS.problem(id),
      path: `problems?select=${select(PROBLEM_SELECT)}&id=eq.${id}`,
    });
  }
  if (pathname === '/contests') {
    return one({ key: CONTEST_EARLY_KEYS.list, path: 'contests?select=*&order=start_time.desc' });
  }
  const contest = /^\/contests\/([0-9a-f-]{36})$/i.exec(pathname);
  if (contest?.[1]) {
    const id = contest[1].toLowerCase();
    return one({
      key: CONTEST_EARLY_KEYS.detail(id),
      path: `contests?select=${select(CONTEST_DETAIL_SELECT)}&id=eq.${id}&contest_problems.order=position.asc`,
    });
  }
  const note = /^\/notes\/([0-9a-f-]{36})$/i.exec(pathname);
  if (note?.[1]) {
    const id = note[1].toLowerCase();
    return one({
      key: NOTE_EARLY_KEYS.detail(id),
      path: `notes?select=${select(NOTE_DETAIL_SELECT)}&id=eq.${id}`,
    });
  }
  if (pathname === '/leaderboard') {
    return one({
      key: 'leaderboard',
      path: `public_profiles?select=${select(LEADERBOARD_SELECT)}&role=eq.contestant&order=score.desc,problems_solved.desc&limit=${LEADERBOARD_SIZE}`,
    });
  }
  return none;
}

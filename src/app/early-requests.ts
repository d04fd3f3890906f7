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

/** The id of `/{section}/{uuid}`, lower-cased as the database writes it, or null. */
function idAt(pathname: string, section: string): string | null {
  const match = new RegExp(`^/${section}/([0-9a-f-]{36})$`, 'i').exec(pathname);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * What the page in the URL reads first (see src/lib/early-data.ts): the first page of /problems,
 * one problem, the leaderboard, the contests, one contest, one note; with a stored session, only
 * the user's own profile on the dashboard, asked for with the stored token. A pure decision from
 * the URL and the stored session: the document's head starts the request
 * (src/app/early-head.ts), the entry adopts it (src/app/early-data.ts).
 */
export function earlyRequest(location: Pick<Location, 'pathname' | 'search'>): EarlyRequest | null {
  const { pathname, search } = location;
  if (hasStoredSessionHint()) {
    // The dashboard's first line is the user's name: their profile, asked for with their stored
    // token beside supabase-js's chunk instead of after it (issue 27, the signed-in first paint).
    const session = pathname === '/dashboard' ? storedSessionToken() : null;
    if (!session) return null;
    return {
      key: PROFILE_EARLY_KEYS.detail(session.userId),
      path: `profiles?select=*&id=eq.${encodeURIComponent(session.userId)}`,
      token: session.accessToken,
    };
  }
  if (pathname === '/problems' && search === '') {
    return {
      key: EARLY_KEYS.firstProblemPage,
      path: `${PROBLEM_LIST_SOURCE}?select=${select(PROBLEM_SELECT)}&order=created_at.desc&offset=0&limit=${DEFAULT_PAGE_SIZE}`,
      count: true,
    };
  }
  const problemId = idAt(pathname, 'problems');
  if (problemId) {
    return {
      key: EARLY_KEYS.problem(problemId),
      path: `problems?select=${select(PROBLEM_SELECT)}&id=eq.${problemId}`,
    };
  }
  if (pathname === '/contests') {
    return { key: CONTEST_EARLY_KEYS.list, path: 'contests?select=*&order=start_time.desc' };
  }
  const contestId = idAt(pathname, 'contests');
  if (contestId) {
    return {
      key: CONTEST_EARLY_KEYS.detail(contestId),
      path: `contests?select=${select(CONTEST_DETAIL_SELECT)}&id=eq.${contestId}&contest_problems.order=position.asc`,
    };
  }
  const noteId = idAt(pathname, 'notes');
  if (noteId) {
    return {
      key: NOTE_EARLY_KEYS.detail(noteId),
      path: `notes?select=${select(NOTE_DETAIL_SELECT)}&id=eq.${noteId}`,
    };
  }
  if (pathname === '/leaderboard') {
    return {
      key: 'leaderboard',
      path: `public_profiles?select=${select(LEADERBOARD_SELECT)}&role=eq.contestant&order=score.desc,problems_solved.desc&limit=${LEADERBOARD_SIZE}`,
    };
  }
  return null;
}

import { CONTEST_DETAIL_SELECT, CONTEST_EARLY_KEYS } from '@/features/contests/request';
import { LEADERBOARD_SELECT, LEADERBOARD_SIZE } from '@/features/leaderboard/request';
import { NOTE_DETAIL_SELECT, NOTE_EARLY_KEYS } from '@/features/notes/request';
import {
  DEFAULT_PAGE_SIZE,
  EARLY_KEYS,
  PROBLEM_LIST_SOURCE,
  PROBLEM_SELECT,
} from '@/features/problems/request';
import { startEarly } from '@/lib/early-data';
import { PROFILE_EARLY_KEYS } from '@/features/profiles/request';
import { hasStoredSessionHint, loadClientAfterFirstPage, storedSessionToken } from '@/lib/supabase';

const select = (columns: string) => encodeURIComponent(columns.replace(/\s+/g, ''));

/**
 * Starts the public data of the page in the URL (see src/lib/early-data.ts): the first page of
 * /problems, one problem, the leaderboard, the contests, one contest, one note. Called by main.tsx before React renders.
 */
export function startEarlyData(location: Pick<Location, 'pathname' | 'search'>): void {
  const { pathname, search } = location;
  if (hasStoredSessionHint()) {
    // The dashboard's first line is the user's name: their profile, asked for with their stored
    // token beside supabase-js's chunk instead of after it (issue 27, the signed-in first paint).
    const session = pathname === '/dashboard' ? storedSessionToken() : null;
    if (session) {
      // The welcome line then needs neither supabase-js nor its session lookup (AuthProvider
      // starts from the stored session): the library comes once the page has painted.
      loadClientAfterFirstPage();
      startEarly(
        PROFILE_EARLY_KEYS.detail(session.userId),
        `profiles?select=*&id=eq.${encodeURIComponent(session.userId)}`,
        { token: session.accessToken },
      );
    }
    return;
  }
  if (pathname === '/problems' && search === '') {
    startEarly(
      EARLY_KEYS.firstProblemPage,
      `${PROBLEM_LIST_SOURCE}?select=${select(PROBLEM_SELECT)}&order=created_at.desc&offset=0&limit=${DEFAULT_PAGE_SIZE}`,
      { count: true },
    );
    return;
  }
  const problem = /^\/problems\/([0-9a-f-]{36})$/i.exec(pathname);
  if (problem?.[1]) {
    const id = problem[1].toLowerCase();
    startEarly(EARLY_KEYS.problem(id), `problems?select=${select(PROBLEM_SELECT)}&id=eq.${id}`);
    return;
  }
  if (pathname === '/contests') {
    startEarly(CONTEST_EARLY_KEYS.list, 'contests?select=*&order=start_time.desc');
    return;
  }
  const contest = /^\/contests\/([0-9a-f-]{36})$/i.exec(pathname);
  if (contest?.[1]) {
    const id = contest[1].toLowerCase();
    startEarly(
      CONTEST_EARLY_KEYS.detail(id),
      `contests?select=${select(CONTEST_DETAIL_SELECT)}&id=eq.${id}&contest_problems.order=position.asc`,
    );
    return;
  }
  const note = /^\/notes\/([0-9a-f-]{36})$/i.exec(pathname);
  if (note?.[1]) {
    const id = note[1].toLowerCase();
    startEarly(
      NOTE_EARLY_KEYS.detail(id),
      `notes?select=${select(NOTE_DETAIL_SELECT)}&id=eq.${id}`,
    );
    return;
  }
  if (pathname === '/leaderboard') {
    startEarly(
      'leaderboard',
      `public_profiles?select=${select(LEADERBOARD_SELECT)}&role=eq.contestant&order=score.desc,problems_solved.desc&limit=${LEADERBOARD_SIZE}`,
    );
  }
}

import type { Contest } from '../api';
import { format, parseISO } from 'date-fns';

export type ContestStatus = 'Upcoming' | 'Running' | 'Ended';

/** The database decides who may see and answer; this only picks what the page shows. */
export function contestStatus(
  startIso: string,
  endIso: string,
  now: Date = new Date(),
): ContestStatus {
  if (now < parseISO(startIso)) return 'Upcoming';
  if (now < parseISO(endIso)) return 'Running';
  return 'Ended';
}

/** Dates as 'PPP p', e.g. 'November 10th, 2026 9:00 AM', in the viewer's time zone. */
export function formatContestTime(iso: string): string {
  return format(parseISO(iso), 'PPP p');
}

/** The viewer's time zone, e.g. 'Europe/Berlin (Central European Standard Time)'. */
export function viewerTimeZone(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const long = new Intl.DateTimeFormat('en-US', { timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return long && long !== zone ? `${zone} (${long})` : zone;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2d 03h 15m', '1h 05m 09s', '4m 09s', '0s'. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

/** What the countdown counts to: the start, the end, or nothing once ended. */
export function countdownLabel(startIso: string, endIso: string, now: Date): string {
  const status = contestStatus(startIso, endIso, now);
  if (status === 'Upcoming')
    return `Starts in ${formatCountdown(parseISO(startIso).getTime() - now.getTime())}`;
  if (status === 'Running')
    return `Ends in ${formatCountdown(parseISO(endIso).getTime() - now.getTime())}`;
  return 'This contest has ended';
}

/** 'Solved: 7 of 7 marks', 'Waiting for a grader', ... (text, never colour alone). */
export function describeResult(
  result: { marks: number | null; attempts: number; pending: number } | undefined,
  fullMarks: number,
): { label: string; tone: 'full' | 'partial' | 'zero' | 'pending' | 'none' } {
  if (!result || result.attempts === 0) return { label: 'Not attempted', tone: 'none' };
  const tries = `${result.attempts} ${result.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (result.marks === null) return { label: `Waiting for a grader (${tries})`, tone: 'pending' };
  if (result.marks >= fullMarks)
    return { label: `Solved: ${result.marks} of ${fullMarks} marks (${tries})`, tone: 'full' };
  if (result.marks > 0)
    return {
      label: `Partly solved: ${result.marks} of ${fullMarks} marks (${tries})`,
      tone: 'partial',
    };
  const waiting = result.pending > 0 ? ', one waiting for a grader' : '';
  return { label: `Not solved yet: 0 of ${fullMarks} marks (${tries}${waiting})`, tone: 'zero' };
}

/**
 * The contest a problem page belongs to: the one it was opened from (`?contest=`), else the one
 * running now (the one ending last), else none.
 */
export function pickContest(
  contests: readonly Contest[],
  preferredId: string | null,
  now: Date,
): Contest | null {
  const preferred = preferredId ? contests.find((contest) => contest.id === preferredId) : null;
  if (preferred) return preferred;
  const running = contests
    .filter((contest) => contestStatus(contest.start_time, contest.end_time, now) === 'Running')
    .sort((a, b) => b.end_time.localeCompare(a.end_time));
  return running[0] ?? null;
}

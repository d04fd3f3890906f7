import type { Contest } from '../api';
import { parseISO } from 'date-fns';
import { intlLocale, locale, messages } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill, plural } from '@/lib/i18n/text';

const statusMessages = messages('contestStatus', {
  startsIn: 'Starts in {time}',
  endsIn: 'Ends in {time}',
  ended: 'This contest has ended',
  notAttempted: 'Not attempted',
  tries: plural({ one: '{count} attempt', other: '{count} attempts' }),
  waiting: 'Waiting for a grader ({tries})',
  solved: 'Solved: {marks} of {full} marks ({tries})',
  partly: 'Partly solved: {marks} of {full} marks ({tries})',
  notSolved: 'Not solved yet: 0 of {full} marks ({tries})',
  notSolvedWaiting: 'Not solved yet: 0 of {full} marks ({tries}, one waiting for a grader)',
  days: '{d}d {h}h {m}m',
  hours: '{h}h {m}m {s}s',
  minutes: '{m}m {s}s',
  seconds: '{s}s',
});

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

/** Dates as 'PPP p', e.g. 'November 10th, 2026 9:00 AM', in the viewer's time zone and language. */
export function formatContestTime(iso: string): string {
  return formatDate(iso, 'PPP p');
}

/** The viewer's time zone, e.g. 'Europe/Berlin (Central European Standard Time)'. */
export function viewerTimeZone(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const long = new Intl.DateTimeFormat(locale.get() === 'en' ? 'en-US' : intlLocale(locale.get()), {
    timeZoneName: 'long',
  })
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
  const t = statusMessages.get();
  if (days > 0) return fill(t.days, { d: days, h: pad(hours), m: pad(minutes) });
  if (hours > 0) return fill(t.hours, { h: hours, m: pad(minutes), s: pad(seconds) });
  if (minutes > 0) return fill(t.minutes, { m: minutes, s: pad(seconds) });
  return fill(t.seconds, { s: seconds });
}

/** What the countdown counts to: the start, the end, or nothing once ended. */
export function countdownLabel(startIso: string, endIso: string, now: Date): string {
  const status = contestStatus(startIso, endIso, now);
  const t = statusMessages.get();
  if (status === 'Upcoming')
    return fill(t.startsIn, {
      time: formatCountdown(parseISO(startIso).getTime() - now.getTime()),
    });
  if (status === 'Running')
    return fill(t.endsIn, { time: formatCountdown(parseISO(endIso).getTime() - now.getTime()) });
  return t.ended;
}

/** 'Solved: 7 of 7 marks', 'Waiting for a grader', ... (text, never colour alone). */
export function describeResult(
  result: { marks: number | null; attempts: number; pending: number } | undefined,
  fullMarks: number,
): { label: string; tone: 'full' | 'partial' | 'zero' | 'pending' | 'none' } {
  const t = statusMessages.get();
  if (!result || result.attempts === 0) return { label: t.notAttempted, tone: 'none' };
  const tries = t.tries(result.attempts);
  const values = { tries, marks: result.marks ?? 0, full: fullMarks };
  if (result.marks === null) return { label: fill(t.waiting, values), tone: 'pending' };
  if (result.marks >= fullMarks) return { label: fill(t.solved, values), tone: 'full' };
  if (result.marks > 0) return { label: fill(t.partly, values), tone: 'partial' };
  const zero = result.pending > 0 ? t.notSolvedWaiting : t.notSolved;
  return { label: fill(zero, values), tone: 'zero' };
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

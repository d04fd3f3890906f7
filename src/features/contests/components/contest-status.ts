import { parseISO } from 'date-fns';
import { intlLocale, locale, messages } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { dateTimeFormat } from '@/lib/i18n/intl-cache';
import { fill, plural } from '@/lib/i18n/text';
import type { Contest } from '../api';

/** A contest's status, clock and a participant's result in words (issue 26: from the catalogs). */
export const contestStatusMessages = messages('contestStatus', {
  upcoming: 'Upcoming',
  running: 'Running',
  ended: 'Ended',
  status: 'Status: ',
  startsIn: 'Starts in {time}',
  endsIn: 'Ends in {time}',
  hasEnded: 'This contest has ended',
  clockDays: '{days}d {hours}h {minutes}m',
  clockHours: '{hours}h {minutes}m {seconds}s',
  clockMinutes: '{minutes}m {seconds}s',
  clockSeconds: '{seconds}s',
  timeZone: 'Times in your time zone: {zone}',
  notAttempted: 'Not attempted',
  attempts: plural({ one: '{count} attempt', other: '{count} attempts' }),
  waiting: 'Waiting for a grader ({tries})',
  solved: plural({
    one: 'Solved: {marks} of {count} marks ({tries})',
    other: 'Solved: {marks} of {count} marks ({tries})',
  }),
  partly: plural({
    one: 'Partly solved: {marks} of {count} marks ({tries})',
    other: 'Partly solved: {marks} of {count} marks ({tries})',
  }),
  notSolved: plural({
    one: 'Not solved yet: 0 of {count} marks ({tries})',
    other: 'Not solved yet: 0 of {count} marks ({tries})',
  }),
  notSolvedWaiting: plural({
    one: 'Not solved yet: 0 of {count} marks ({tries}, one waiting for a grader)',
    other: 'Not solved yet: 0 of {count} marks ({tries}, one waiting for a grader)',
  }),
});

/** The messages above in the current language (components pass theirs from useT). */
export type ContestStatusText = ReturnType<typeof contestStatusMessages.get>;
const current = (): ContestStatusText => contestStatusMessages.get();

/** The status in words: 'Running' → t.running. */
export function statusLabel(status: ContestStatus, t: ContestStatusText = current()): string {
  return status === 'Upcoming' ? t.upcoming : status === 'Running' ? t.running : t.ended;
}

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
  const zone = dateTimeFormat(undefined).resolvedOptions().timeZone;
  const long = dateTimeFormat(intlLocale(locale.get()), { timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return long && long !== zone ? `${zone} (${long})` : zone;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2d 03h 15m', '1h 05m 09s', '4m 09s', '0s'. */
export function formatCountdown(ms: number, t: ContestStatusText = current()): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return fill(t.clockDays, { days, hours: pad(hours), minutes: pad(minutes) });
  if (hours > 0) return fill(t.clockHours, { hours, minutes: pad(minutes), seconds: pad(seconds) });
  if (minutes > 0) return fill(t.clockMinutes, { minutes, seconds: pad(seconds) });
  return fill(t.clockSeconds, { seconds });
}

/** What the countdown counts to: the start, the end, or nothing once ended. */
export function countdownLabel(
  startIso: string,
  endIso: string,
  now: Date,
  t: ContestStatusText = current(),
): string {
  const status = contestStatus(startIso, endIso, now);
  if (status === 'Upcoming')
    return fill(t.startsIn, {
      time: formatCountdown(parseISO(startIso).getTime() - now.getTime(), t),
    });
  if (status === 'Running')
    return fill(t.endsIn, { time: formatCountdown(parseISO(endIso).getTime() - now.getTime(), t) });
  return t.hasEnded;
}

/** 'Solved: 7 of 7 marks', 'Waiting for a grader', ... (text, never colour alone). */
export function describeResult(
  result: { marks: number | null; attempts: number; pending: number } | undefined,
  fullMarks: number,
  t: ContestStatusText = current(),
): { label: string; tone: 'full' | 'partial' | 'zero' | 'pending' | 'none' } {
  if (!result || result.attempts === 0) return { label: t.notAttempted, tone: 'none' };
  const tries = t.attempts(result.attempts);
  if (result.marks === null) return { label: fill(t.waiting, { tries }), tone: 'pending' };
  const marks = { marks: result.marks, tries };
  if (result.marks >= fullMarks) return { label: fill(t.solved(fullMarks), marks), tone: 'full' };
  if (result.marks > 0) return { label: fill(t.partly(fullMarks), marks), tone: 'partial' };
  const zero = result.pending > 0 ? t.notSolvedWaiting : t.notSolved;
  return { label: fill(zero(fullMarks), { tries }), tone: 'zero' };
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

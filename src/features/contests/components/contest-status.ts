import { format, parseISO } from 'date-fns';

export type ContestStatus = 'Upcoming' | 'Running' | 'Ended';

export function contestStatus(
  startIso: string,
  endIso: string,
  now: Date = new Date(),
): ContestStatus {
  if (now < parseISO(startIso)) return 'Upcoming';
  if (now <= parseISO(endIso)) return 'Running';
  return 'Ended';
}

/** Spec §9: 'PPP p', e.g. 'November 10th, 2026 9:00 AM'. */
export function formatContestTime(iso: string): string {
  return format(parseISO(iso), 'PPP p');
}

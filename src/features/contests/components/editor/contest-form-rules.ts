import { format, parseISO } from 'date-fns';

export const MIN_LENGTH_MS = 5 * 60_000;
export const MAX_LENGTH_MS = 30 * 24 * 60 * 60_000;

export interface ContestFormValues {
  title: string;
  description: string;
  /** `datetime-local` values, in the viewer's time zone. */
  start: string;
  end: string;
}

/** An ISO instant as a `datetime-local` value in the viewer's time zone. */
export function toLocalInput(iso: string): string {
  return format(parseISO(iso), "yyyy-MM-dd'T'HH:mm");
}

/** A `datetime-local` value (the viewer's time zone) as an ISO instant, or null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The same rules save_contest applies (it has the last word): field name to message. */
export function validateContest(
  values: ContestFormValues,
): Partial<Record<keyof ContestFormValues, string>> {
  const errors: Partial<Record<keyof ContestFormValues, string>> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'A contest needs a title.';
  else if (title.length > 200) errors.title = 'The title is at most 200 characters.';
  if (values.description.length > 5000)
    errors.description = 'The description is at most 5000 characters.';
  const start = fromLocalInput(values.start);
  const end = fromLocalInput(values.end);
  if (!start) errors.start = 'Choose when the contest starts.';
  if (!end) errors.end = 'Choose when the contest ends.';
  if (start && end) {
    const length = Date.parse(end) - Date.parse(start);
    if (length <= 0) errors.end = 'The contest must end after it starts.';
    else if (length < MIN_LENGTH_MS || length > MAX_LENGTH_MS)
      errors.end = 'A contest lasts between 5 minutes and 30 days.';
  }
  return errors;
}

/** Moves the item at `index` by `delta` places (a new array). */
export function move<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

import { format, parseISO } from 'date-fns';

/** 'Mon 1 Dec, 18:00' in the viewer's time zone. */
export function formatWhen(iso: string | null): string {
  return iso ? format(parseISO(iso), 'EEE d MMM, HH:mm') : '—';
}

/** ABCD2345 as ABCD-2345. */
export function formatCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

import { formatDate } from '@/lib/i18n/format';

/** 'Mon 1 Dec, 18:00' in the viewer's time zone and language. */
export function formatWhen(iso: string | null): string {
  return iso ? formatDate(iso, 'EEE d MMM, HH:mm') : '—';
}

/** ABCD2345 as ABCD-2345. */
export function formatCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

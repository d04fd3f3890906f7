import { locale } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { problemMessages } from './problem-messages';

export function creatorLabel(name: string | null | undefined): string {
  return name?.trim() || problemMessages.get().unknownAuthor;
}

/** Dates as 'MMMM d, yyyy' (in French and Arabic, their own month names). */
export function formatProblemDate(iso: string): string {
  return formatDate(iso, locale.get() === 'en' ? 'MMMM d, yyyy' : 'd MMMM yyyy');
}

/** `{userId}/{timestamp}-{filename}` → the file name the author uploaded. */
export function attachmentFileName(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.replace(/^\d+-/, '') || name;
}

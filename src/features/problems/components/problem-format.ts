import { format, parseISO } from 'date-fns';

export function creatorLabel(name: string | null | undefined): string {
  return name?.trim() || 'Unknown';
}

/** Dates as 'MMMM d, yyyy'. */
export function formatProblemDate(iso: string): string {
  return format(parseISO(iso), 'MMMM d, yyyy');
}

/** `{userId}/{timestamp}-{filename}` → the file name the author uploaded. */
export function attachmentFileName(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.replace(/^\d+-/, '') || name;
}

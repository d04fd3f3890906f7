import { problemMessages } from './problem-messages';

export function creatorLabel(name: string | null | undefined): string {
  return name?.trim() || problemMessages.get().unknownAuthor;
}

/** Whether an attachment is an image, shown with the statement as its figure (issue 24). */
export function isImageAttachment(path: string): boolean {
  return /\.(png|jpe?g|gif|webp)$/i.test(path);
}

/** `{userId}/{timestamp}-{filename}` → the file name the author uploaded. */
export function attachmentFileName(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.replace(/^\d+-/, '') || name;
}

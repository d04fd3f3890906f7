/**
 * Object keys for problem attachments. Hosted Storage accepts only an S3-safe ASCII set in keys
 * (and the local stack checks the same rule), so a name like `énoncé #3.pdf` or a macOS
 * screenshot name cannot be the key itself: the key carries an ASCII slug of it, and the
 * original name is kept for display beside the path.
 */

/** Enough of the name to recognise it; the key's last segment stays far below 255 bytes. */
const MAX_STEM_LENGTH = 80;
const MAX_EXTENSION_LENGTH = 10;

function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `Énoncé #3 (final).PDF` → `enonce-3-final.pdf`; a name with nothing ASCII left → `file`. */
export function slugFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? asciiSlug(name.slice(dot + 1)).replace(/-/g, '') : '';
  const slug = asciiSlug(stem).slice(0, MAX_STEM_LENGTH).replace(/-+$/, '') || 'file';
  return extension ? `${slug}.${extension.slice(0, MAX_EXTENSION_LENGTH)}` : slug;
}

/** `{userId}/{timestamp}-{slug}`: the author's own folder (the storage policies ask for it). */
export function attachmentObjectKey(
  userId: string,
  file: Pick<File, 'name'>,
  now: number | Date = Date.now(),
): string {
  const time = typeof now === 'number' ? now : now.getTime();
  return `${userId}/${time}-${slugFileName(file.name)}`;
}

// A chosen picture becomes a small square avatar in the browser (issue 29 point 6, decision
// 0041): decoded (turned upright by its EXIF orientation), cropped to its centre square,
// drawn at AVATAR_SIZE pixels and re-encoded as WebP (JPEG where the browser cannot write
// WebP). Re-encoding keeps only pixels: EXIF, GPS and any other metadata are gone.

export const AVATAR_SIZE = 256;
/** What the avatars bucket takes (the migration's file_size_limit). */
export const AVATAR_MAX_BYTES = 512 * 1024;
/** A phone photo is a few MB; anything much larger is not a picture we should decode. */
export const AVATAR_MAX_INPUT_BYTES = 20 * 1024 * 1024;
export const AVATAR_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const QUALITY = 0.85;

/** Why a picture cannot be an avatar (English; the form shows them in the reader's language). */
export const AVATAR_PROBLEMS = {
  type: 'Choose a JPEG, PNG, WebP or GIF picture.',
  size: 'Choose a picture smaller than 20 MB.',
  unreadable: 'This picture could not be read. Choose another one.',
  browser: 'This browser cannot prepare pictures.',
  notPrepared: 'This picture could not be prepared. Choose another one.',
  tooLarge: 'This picture is still too large after resizing. Choose another one.',
} as const;

export class AvatarImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvatarImageError';
  }
}

/** Why `file` cannot be an avatar, before decoding it; null when it may. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_INPUT_TYPES as readonly string[]).includes(file.type)) {
    return AVATAR_PROBLEMS.type;
  }
  if (file.size > AVATAR_MAX_INPUT_BYTES) return AVATAR_PROBLEMS.size;
  return null;
}

/** The centre square of a width × height picture: [x, y, side]. */
export function centreSquare(width: number, height: number): [number, number, number] {
  const side = Math.min(width, height);
  return [Math.floor((width - side) / 2), Math.floor((height - side) / 2), side];
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** The square, re-encoded avatar of `file`; an AvatarImageError says why not. */
export async function squareAvatar(file: File): Promise<Blob> {
  const problem = avatarFileProblem(file);
  if (problem) throw new AvatarImageError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new AvatarImageError(AVATAR_PROBLEMS.unreadable);
  }
  const [x, y, side] = centreSquare(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarImageError(AVATAR_PROBLEMS.browser);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, x, y, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  bitmap.close();
  // toBlob falls back to PNG for a type it cannot write; JPEG is then the smaller choice.
  let blob = await encode(canvas, 'image/webp');
  if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
  if (!blob) throw new AvatarImageError(AVATAR_PROBLEMS.notPrepared);
  if (blob.size > AVATAR_MAX_BYTES) {
    throw new AvatarImageError(AVATAR_PROBLEMS.tooLarge);
  }
  return blob;
}

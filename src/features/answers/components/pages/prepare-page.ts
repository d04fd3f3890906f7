// Turns what a student picks (phone photos, images, a PDF) into page images ready to upload:
// at most 1600 px on the long side, re-encoded as JPEG, which drops EXIF and GPS data
// (decision 0047). The libraries load only when a student adds a page.
import { messages } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';

/** What the student is told about a picked file, in their language (read when it is picked). */
const preparePageMessages = messages('preparePage', {
  notEncoded: 'The page could not be encoded.',
  dark: 'This photo looks dark: a grader may not read it. Retake it in more light?',
  notDrawn: 'The PDF could not be drawn.',
  pdfPage: '{file}, page {number}',
  tooMany: '{file}: at most 6 pages go with one answer.',
  wrongKind: '{file}: only photos, images and PDF files can be attached.',
  unreadable: '{file}: this file could not be read.',
});

/** The long side of a page image, in pixels. */
export const PAGE_LONG_SIDE = 1600;
const JPEG_QUALITY = 0.8;

export interface PreparedPage {
  id: string;
  blob: Blob;
  /** An object URL for the preview; revoked when the page is removed. */
  previewUrl: string;
  width: number;
  height: number;
  /** Where it came from, for the student: "photo.jpg" or "proof.pdf, page 2". */
  label: string;
  warning: string | null;
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(preparePageMessages.get().notEncoded))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** A dark photo is hard to grade: its mean brightness, sampled small, warns the student. */
function darknessWarning(source: CanvasImageSource): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, 32, 32);
  const { data } = context.getImageData(0, 0, 32, 32);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4)
    sum += 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
  const mean = sum / (data.length / 4);
  return mean < 70 ? preparePageMessages.get().dark : null;
}

async function imageSize(
  blob: Blob,
): Promise<{ width: number; height: number; bitmap: ImageBitmap }> {
  const bitmap = await createImageBitmap(blob);
  return { width: bitmap.width, height: bitmap.height, bitmap };
}

/** The library's result, or null when it fails or stalls (it can on a malformed EXIF block). */
async function compressWithLibrary(file: File): Promise<Blob | null> {
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = imageCompression(file, {
    maxWidthOrHeight: PAGE_LONG_SIDE,
    fileType: 'image/jpeg',
    initialQuality: JPEG_QUALITY,
    maxSizeMB: 1,
    // The worker would fetch the library from a CDN; the main thread is enough for 1-6 pages.
    useWebWorker: false,
    preserveExif: false,
  });
  const stalled = new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000));
  return await Promise.race([compressed.catch(() => null), stalled]);
}

async function prepareImage(file: File): Promise<PreparedPage> {
  const compressed = await compressWithLibrary(file);
  const blob = compressed?.type === 'image/jpeg' ? compressed : await reencode(compressed ?? file);
  const { width, height, bitmap } = await imageSize(blob);
  const warning = darknessWarning(bitmap);
  bitmap.close();
  return {
    id: crypto.randomUUID(),
    blob,
    previewUrl: URL.createObjectURL(blob),
    width,
    height,
    label: file.name,
    warning,
  };
}

/**
 * Drawn through a canvas at most PAGE_LONG_SIDE long and encoded as JPEG: for what the library
 * left in another type, or could not read.
 */
async function reencode(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const scale = Math.min(1, PAGE_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return await canvasToJpeg(canvas);
}

/** Every page of a PDF, drawn as an image so notes can sit on it like on a photo. */
async function preparePdf(file: File, room: number): Promise<PreparedPage[]> {
  const pdfjs = await import('pdfjs-dist');
  const { default: workerUrl } = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const document_ = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) })
    .promise;
  const pages: PreparedPage[] = [];
  try {
    for (let n = 1; n <= Math.min(document_.numPages, room); n += 1) {
      const page = await document_.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({
        scale: PAGE_LONG_SIDE / Math.max(base.width, base.height),
      });
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error(preparePageMessages.get().notDrawn);
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context, viewport }).promise;
      const blob = await canvasToJpeg(canvas);
      pages.push({
        id: crypto.randomUUID(),
        blob,
        previewUrl: URL.createObjectURL(blob),
        width: canvas.width,
        height: canvas.height,
        label: fill(preparePageMessages.get().pdfPage, { file: file.name, number: n }),
        warning: null,
      });
    }
  } finally {
    void document_.destroy();
  }
  return pages;
}

/** Reads the first bytes: a file is what its bytes say, not what its name says. */
async function kindOf(file: File): Promise<'pdf' | 'image' | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const text = String.fromCharCode(...head);
  if (text.startsWith('%PDF-')) return 'pdf';
  const isJpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const isPng = head[0] === 0x89 && text.slice(1, 4) === 'PNG';
  const isWebp = text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
  const isGif = text.startsWith('GIF8');
  // HEIC and others: the browser decides whether it can draw them.
  if (isJpeg || isPng || isWebp || isGif || file.type.startsWith('image/')) return 'image';
  return null;
}

/**
 * Prepares the picked files, in order, keeping at most `room` pages. A file that is neither an
 * image nor a PDF, or that cannot be read, is reported and skipped.
 */
export async function preparePages(
  files: File[],
  room: number,
): Promise<{ pages: PreparedPage[]; problems: string[] }> {
  const pages: PreparedPage[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const left = room - pages.length;
    if (left <= 0) {
      problems.push(fill(preparePageMessages.get().tooMany, { file: file.name }));
      continue;
    }
    try {
      const kind = await kindOf(file);
      if (kind === 'pdf') pages.push(...(await preparePdf(file, left)));
      else if (kind === 'image') pages.push(await prepareImage(file));
      else problems.push(fill(preparePageMessages.get().wrongKind, { file: file.name }));
    } catch {
      problems.push(fill(preparePageMessages.get().unreadable, { file: file.name }));
    }
  }
  return { pages, problems };
}

/**
 * An author's SVG figure becomes a PNG before upload (issue 24, decision 0062). The attachments
 * bucket never stores SVG (it can carry script and would run as a page if opened); drawing the
 * SVG through an <img> onto a canvas is the strictest sanitiser there is: an SVG loaded as an
 * image runs no script and fetches nothing, and only its pixels are kept.
 */

/** The widest PNG made of an SVG (and the width a figure without a size is drawn at). */
const MAX_WIDTH = 1600;
const DEFAULT_WIDTH = 800;

export const SVG_UNREADABLE =
  'This SVG could not be drawn: export the figure as a PNG and attach that.';

/** `figure.svg` → `figure.png`. */
export function pngNameOf(name: string): string {
  return `${name.replace(/\.svgz?$/i, '') || 'figure'}.png`;
}

/** The drawn size: at least its natural size, twice it when small, never wider than MAX_WIDTH. */
export function rasterSize(width: number, height: number): { width: number; height: number } {
  const naturalWidth = width > 0 ? width : DEFAULT_WIDTH;
  const naturalHeight = height > 0 ? height : naturalWidth * 0.75;
  const scale = Math.min(MAX_WIDTH / naturalWidth, naturalWidth < 800 ? 2 : 1);
  return {
    width: Math.max(1, Math.round(naturalWidth * scale)),
    height: Math.max(1, Math.round(naturalHeight * scale)),
  };
}

/** How long an SVG may take to draw before it is refused (one that never loads never hangs). */
const LOAD_TIMEOUT_MS = 10_000;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => reject(new Error(SVG_UNREADABLE)), LOAD_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error(SVG_UNREADABLE));
    };
    image.src = url;
  });
}

/** The SVG drawn on white as a PNG file; refuses (SVG_UNREADABLE) what the browser cannot draw. */
export async function svgToPng(file: File): Promise<File> {
  const url = URL.createObjectURL(new Blob([await file.arrayBuffer()], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const { width, height } = rasterSize(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(SVG_UNREADABLE);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error(SVG_UNREADABLE);
    return new File([blob], pngNameOf(file.name), { type: 'image/png' });
  } catch {
    throw new Error(SVG_UNREADABLE);
  } finally {
    URL.revokeObjectURL(url);
  }
}

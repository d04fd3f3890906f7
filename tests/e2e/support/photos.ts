// Pages of handwriting as a phone photographs them: a JPEG the browser draws.
import type { Page } from '@playwright/test';

/** A page of `text` lines, drawn on a canvas of `width` × `height` and encoded as a JPEG. */
export async function handwrittenJpeg(
  page: Page,
  text: string,
  { width, height, quality }: { width: number; height: number; quality: number },
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ line, width, height, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#f4efe1';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#1d2a6b';
      const size = Math.round(width / 25);
      context.font = `italic ${size}px serif`;
      for (let row = 0; row < 14; row += 1)
        context.fillText(
          `${line} (${row + 1})`,
          size,
          size * 2.5 + row * size * 2 + (row % 3) * 12,
        );
      return canvas.toDataURL('image/jpeg', quality);
    },
    { line: text, width, height, quality },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

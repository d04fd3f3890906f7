import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttachmentPicker } from '@/features/problems/components/create/AttachmentPicker';
import { AttachedFigure } from '@/features/problems/components/AttachedFigure';
import { isImageAttachment } from '@/features/problems/components/problem-format';
import * as svgFigure from '@/features/problems/svg-figure';
import { pngNameOf, rasterSize, SVG_UNREADABLE } from '@/features/problems/svg-figure';
import { problemKeys } from '@/features/problems/api';
import { createTestQueryClient } from '../utils/render-app';

afterEach(() => vi.restoreAllMocks());

function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe("an author's figure", () => {
  it('names the PNG of an SVG', () => {
    expect(pngNameOf('triangle.svg')).toBe('triangle.png');
    expect(pngNameOf('.svg')).toBe('figure.png');
  });

  it('draws a small SVG twice its size and a huge one at most 1600 px wide', () => {
    expect(rasterSize(300, 200)).toEqual({ width: 600, height: 400 });
    expect(rasterSize(4000, 1000)).toEqual({ width: 1600, height: 400 });
    expect(rasterSize(0, 0)).toEqual({ width: 800, height: 600 });
  });

  it('uploads an SVG as the PNG drawn from it, never as SVG', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'figure.png', { type: 'image/png' });
    const convert = vi.spyOn(svgFigure, 'svgToPng').mockResolvedValue(png);
    const onChange = vi.fn();
    render(<AttachmentPicker onChange={onChange} />);
    pick(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'figure.svg', {
        type: 'image/svg+xml',
      }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(png));
    expect(convert).toHaveBeenCalledOnce();
  });

  it('refuses an SVG it cannot draw with a sentence, and attaches nothing', async () => {
    vi.spyOn(svgFigure, 'svgToPng').mockRejectedValue(new Error(SVG_UNREADABLE));
    const onChange = vi.fn();
    render(<AttachmentPicker onChange={onChange} />);
    pick(new File(['not svg'], 'broken.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(SVG_UNREADABLE)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows an image attachment with the statement, a PDF only as its link', () => {
    expect(isImageAttachment('u/1-figure.png')).toBe(true);
    expect(isImageAttachment('u/1-scan.JPEG')).toBe(true);
    expect(isImageAttachment('u/1-notes.pdf')).toBe(false);
    const client = createTestQueryClient();
    client.setQueryData(problemKeys.attachment('u/1-figure.png'), 'https://files.test/signed.png');
    render(
      <QueryClientProvider client={client}>
        <AttachedFigure path="u/1-figure.png" />
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('img', { name: 'Figure attached to the problem by its author.' }),
    ).toHaveAttribute('src', 'https://files.test/signed.png');
  });
});

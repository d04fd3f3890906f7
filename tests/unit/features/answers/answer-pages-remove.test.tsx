import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const uploadPage = vi.fn();
const removeUnsentPages = vi.fn();

vi.mock('@/features/answers/pages-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/answers/pages-api')>()),
  uploadPage: (...args: unknown[]) => uploadPage(...args),
  removeUnsentPages: (...args: unknown[]) => removeUnsentPages(...args),
}));

vi.mock('@/features/answers/components/pages/prepare-page', () => ({
  preparePages: (files: File[]) =>
    Promise.resolve({
      problems: [],
      pages: files.map((file, index) => ({
        id: `page-${index}`,
        blob: new Blob(['x'], { type: 'image/jpeg' }),
        previewUrl: `blob:preview-${index}`,
        width: 10,
        height: 10,
        label: file.name,
        warning: null,
      })),
    }),
}));

const { useAnswerPages } = await import('@/features/answers/components/pages/use-answer-pages');

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function twoPagesAfterAFailedSend() {
  const hook = renderHook(() => useAnswerPages('problem-1', 'user-1'), { wrapper });
  await act(() => hook.result.current.add([new File(['a'], 'a.jpg'), new File(['b'], 'b.jpg')]));
  uploadPage.mockImplementation((path: string) =>
    path.includes('page-1') ? Promise.reject(new Error('dropped')) : Promise.resolve(),
  );
  await act(async () => {
    await expect(hook.result.current.send('')).rejects.toThrow('Some pages were not uploaded');
  });
  return hook;
}

describe('removing a page before sending', () => {
  beforeEach(() => {
    uploadPage.mockReset();
    removeUnsentPages.mockReset().mockResolvedValue(undefined);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  it('deletes a page a failed send had already uploaded from storage', async () => {
    const hook = await twoPagesAfterAFailedSend();
    const uploaded = uploadPage.mock.calls.find(([path]) => String(path).includes('page-0'));
    expect(hook.result.current.pages.map((p) => p.status)).toEqual(['uploaded', 'failed']);

    act(() => hook.result.current.remove('page-0'));

    await waitFor(() => expect(removeUnsentPages).toHaveBeenCalledWith([uploaded?.[0]]));
    expect(hook.result.current.pages.map((p) => p.id)).toEqual(['page-1']);
  });

  it('leaves storage alone for a page that never left the device', async () => {
    const hook = await twoPagesAfterAFailedSend();

    act(() => hook.result.current.remove('page-1'));

    expect(hook.result.current.pages.map((p) => p.id)).toEqual(['page-0']);
    expect(removeUnsentPages).not.toHaveBeenCalled();
  });
});

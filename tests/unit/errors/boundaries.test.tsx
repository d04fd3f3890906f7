import { lazy, Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary, ROUTE_ERROR_TITLE } from '@/components/errors/RouteErrorBoundary';
import { SectionErrorBoundary } from '@/components/errors/SectionErrorBoundary';

const reloadOnceForChunk = vi.hoisted(() => vi.fn<() => boolean>());
vi.mock('@/lib/chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/chunk-reload')>()),
  reloadOnceForChunk,
}));

function staleChunk() {
  return lazy(() =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/Gone-1a2b.js'),
    ),
  );
}

beforeEach(() => {
  reloadOnceForChunk.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a chunk missing after a redeploy', () => {
  it('reloads the page (once) instead of showing an error', async () => {
    reloadOnceForChunk.mockReturnValue(true);
    const Gone = staleChunk();
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<p>Loading...</p>}>
            <Gone />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(reloadOnceForChunk).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });

  it('shows the boundary with Reload page when the reload already happened', async () => {
    reloadOnceForChunk.mockReturnValue(false);
    const Gone = staleChunk();
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<p>Loading...</p>}>
            <Gone />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});

describe('SectionErrorBoundary', () => {
  it('keeps the rest of the page and lets the section try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Discussion loaded</p>;
    }
    function Page() {
      const [, rerender] = useState(0);
      return (
        <div>
          <h1>Problem statement</h1>
          <SectionErrorBoundary name="The discussion">
            <Flaky />
          </SectionErrorBoundary>
          <button type="button" onClick={() => rerender((n) => n + 1)}>
            refresh
          </button>
        </div>
      );
    }
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Problem statement' })).toBeInTheDocument();
    expect(screen.getByText('The discussion could not be shown.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Discussion loaded')).toBeInTheDocument();
  });
});

// Decision 0078: a visitor reading a public page from early data never downloads supabase-js
// (53 KB); it loads when wanted: a sign-in, a session stored on the device, or one another tab
// stores. The library is counted where it is evaluated, so an eager import anywhere in the app's
// module graph (a static `import ... from '@supabase/supabase-js'`, or a module calling
// getSupabase() for a visitor's first page) fails the first test.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problemRow, profiles } from './msw/fixtures';
import { gotrueSession, passwordGrantHandler, SESSION_STORAGE_KEY } from './msw/gotrue';
import { profilesHandler } from './msw/handlers';
import { pgrstRows, recordingHandler, restUrl } from './msw/postgrest';
import { server } from './msw/server';

const library = vi.hoisted(() => ({ loads: 0, greetedBefore: false }));

/** Counts each evaluation of the library in the registry `openApp` starts. */
function countLibraryLoads() {
  library.loads = 0;
  vi.doMock('@supabase/supabase-js', async (importOriginal) => {
    library.loads += 1;
    library.greetedBefore = document.body.textContent?.includes('Welcome back') ?? false;
    return importOriginal();
  });
}

const PASSWORD = 'correct horse battery';
const row = { ...problemRow, author: { full_name: 'Emmy Noether', avatar_url: null } };

/**
 * The app as a fresh page load would have it: a new module registry (no client made before), the
 * entry's early requests for `path` started, the first page counted as painted (what would
 * otherwise hold the library back for a visitor).
 */
async function openApp(path: string) {
  vi.resetModules();
  countLibraryLoads();
  const { startEarlyData } = await import('@/app/early-data');
  const { markFirstPageShown } = await import('@/lib/first-page');
  const { renderApp } = await import('./utils/render-app');
  // The app's own client (its staleTime: early rows are not read again on mount).
  const { createQueryClient } = await import('@/lib/query-client');
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  startEarlyData({ pathname, search });
  markFirstPageShown();
  return renderApp(path, createQueryClient());
}

/** Lets every pending task run (lazy chunks, effects, timers of a few hundred ms). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 500)));

beforeEach(() => {
  const list = recordingHandler('get', restUrl('problems_with_progress'), (request) =>
    pgrstRows(request, [row], { total: 1 }),
  );
  server.use(list.handler, profilesHandler([profiles.student]));
});

afterEach(() => {
  library.loads = 0;
});

describe('the visitor path', () => {
  it('a visitor reads /problems from early data without ever loading supabase-js', async () => {
    await openApp('/problems');
    expect(await screen.findByText(problemRow.title)).toBeInTheDocument();
    await settle();
    expect(library.loads).toBe(0);
  });

  it('signing in loads it, once', async () => {
    server.use(passwordGrantHandler([profiles.student], PASSWORD));
    const { user } = await openApp('/login');
    await user.type(await screen.findByLabelText('Email'), profiles.student.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    expect(library.loads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(library.loads).toBe(1));
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull());
    await settle();
    expect(library.loads).toBe(1);
  });

  it('a session stored on the device loads it at once', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(gotrueSession(profiles.student)));
    await openApp('/problems');
    await waitFor(() => expect(library.loads).toBe(1));
  });

  it('the dashboard with a stored session greets the user before the library loads', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(gotrueSession(profiles.student)));
    vi.resetModules();
    countLibraryLoads();
    const { startEarlyData } = await import('@/app/early-data');
    const { renderApp } = await import('./utils/render-app');
    const { createQueryClient } = await import('@/lib/query-client');
    startEarlyData({ pathname: '/dashboard', search: '' });
    // Not marked shown here: the dashboard's own render does it, and the library waits for that.
    renderApp('/dashboard', createQueryClient());
    expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    await waitFor(() => expect(library.loads).toBe(1));
    expect(library.greetedBefore).toBe(true);
    // The client's own start (reading and writing the stored session) ends inside this test.
    await settle();
  });

  it('a session another tab stores loads it in this one', async () => {
    await openApp('/problems');
    expect(await screen.findByText(problemRow.title)).toBeInTheDocument();
    await settle();
    expect(library.loads).toBe(0);
    const value = JSON.stringify(gotrueSession(profiles.student));
    localStorage.setItem(SESSION_STORAGE_KEY, value);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: value }),
      );
    });
    await waitFor(() => expect(library.loads).toBe(1));
  });
});

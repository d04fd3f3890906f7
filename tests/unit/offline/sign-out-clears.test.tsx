// Issue 27 / decision 0080: on a shared phone, signing out clears what the device kept for the
// account (waiting answers, their pages, the form drafts), even offline; a session that merely
// could not be refreshed offline keeps them (the student would lose what they saved).
import 'fake-indexeddb/auto';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConnectionNotices from '@/app/layout/ConnectionNotices';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { queueAnswer, waitingAnswersOf } from '@/lib/offline/waiting-answers';
import { clearWaitingPages, keepWaitingPages, waitingPagesOf } from '@/lib/offline/waiting-pages';
import { draftKey } from '@/lib/use-form-draft';
import { profiles } from '../msw/fixtures';
import { gotrueUser } from '../msw/gotrue';

const KEY = '7a1d3f0e-2b4c-4d5e-8f9a-0b1c2d3e4f5a';
const student = profiles.student;
const DRAFT = draftKey(student.id, 'problem', null);

function auth(signedIn: boolean, signedOutByUser = false): AuthContextValue {
  return {
    status: signedIn ? 'authenticated' : 'anonymous',
    user: signedIn ? (gotrueUser(student) as unknown as AuthContextValue['user']) : null,
    signedOutByUser,
  } as AuthContextValue;
}

function renderNotices(value: AuthContextValue) {
  const queryClient = new QueryClient();
  const tree = (current: AuthContextValue) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={current}>
          <ConnectionNotices />
        </AuthContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const result = render(tree(value));
  return (next: AuthContextValue) => result.rerender(tree(next));
}

async function keepSomethingOnTheDevice() {
  await keepWaitingPages(KEY, [{ id: 'p1', blob: new Blob(['page'], { type: 'image/jpeg' }) }]);
  queueAnswer({
    key: KEY,
    userId: student.id,
    problemId: 'problem-1',
    content: '',
    contestId: null,
    queuedAt: '2026-11-25T10:00:00.000Z',
    pages: [{ id: 'p1', type: 'image/jpeg' }],
  });
  localStorage.setItem(DRAFT, '{"values":{}}');
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(async () => {
  await clearWaitingPages();
});

describe('signing out on a shared phone', () => {
  it('offline, an explicit sign-out clears the waiting answers, their pages and the drafts', async () => {
    setOnline(false);
    await keepSomethingOnTheDevice();
    const rerender = renderNotices(auth(true));
    rerender(auth(false, true));
    await waitFor(async () => expect(await waitingPagesOf(KEY, ['p1'])).toBeNull());
    expect(waitingAnswersOf(student.id)).toEqual([]);
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it('offline, a session that could not be refreshed keeps them', async () => {
    setOnline(false);
    await keepSomethingOnTheDevice();
    const rerender = renderNotices(auth(true));
    rerender(auth(false, false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await waitingPagesOf(KEY, ['p1'])).not.toBeNull();
    expect(waitingAnswersOf(student.id)).toHaveLength(1);
    expect(localStorage.getItem(DRAFT)).not.toBeNull();
  });
});

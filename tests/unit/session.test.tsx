import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { env } from '@/config/env';
import { useAuth, type AuthContextValue } from '@/features/auth';
import { markFirstPageShown } from '@/lib/first-page';
import { getSupabase } from '@/lib/supabase';
import { profiles } from './msw/fixtures';
import {
  authUrl,
  gotrueError,
  gotrueSession,
  gotrueUser,
  logoutHandler,
  passwordGrantHandler,
  refreshGrantHandler,
  SESSION_STORAGE_KEY,
  storeSession,
} from './msw/gotrue';
import { profilesHandler } from './msw/handlers';
import { recordingHandler } from './msw/postgrest';
import { server } from './msw/server';
import { createTestQueryClient } from './utils/render-app';

const PASSWORD = 'correct horse';
const probe: { auth?: AuthContextValue; renders: number } = { renders: 0 };

function AuthProbe() {
  const auth = useAuth();
  useEffect(() => {
    probe.renders += 1;
    probe.auth = auth;
  });
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{auth.status}</dd>
      <dt>email</dt>
      <dd data-testid="email">{auth.user?.email ?? '-'}</dd>
      <dt>profile</dt>
      <dd data-testid="profile">{auth.profile?.full_name ?? '-'}</dd>
    </dl>
  );
}

function renderSession(path = '/somewhere') {
  const queryClient = createTestQueryClient();
  // These routes have no AppLayout, whose page marks the first page shown and so starts the
  // session lookup (the provider would otherwise wait for its 3 s safety timeout).
  markFirstPageShown();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="*" element={<AuthProbe />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return { queryClient };
}

const current = () => probe.auth!;
const status = () => screen.getByTestId('status');

describe('session (AuthProvider)', () => {
  it('is anonymous at once when no session is stored, before and after the lookup', async () => {
    renderSession();
    expect(status()).toHaveTextContent('anonymous');
    // The probe copies the context in an effect, which can run just after the DOM shows it.
    await waitFor(() => expect(current().loading).toBe(false));
    // Once supabase-js has loaded and read the (empty) storage, nothing changes.
    const supabase = await act(() => getSupabase());
    await act(() => supabase.auth.getSession());
    expect(status()).toHaveTextContent('anonymous');
    expect(current().user).toBeNull();
  });

  it("does not render a visitor's screens again when supabase-js finds no session", async () => {
    const listened = vi.fn();
    probe.renders = 0;
    renderSession();
    await waitFor(() => expect(current().loading).toBe(false));
    const supabase = await act(() => getSupabase());
    const { data } = supabase.auth.onAuthStateChange(listened);
    await waitFor(() => expect(listened).toHaveBeenCalledWith('INITIAL_SESSION', null));
    // The provider's own listener (subscribed first) has heard the same INITIAL_SESSION.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(probe.renders).toBe(1);
    expect(status()).toHaveTextContent('anonymous');
    data.subscription.unsubscribe();
  });

  it('a stored session supabase-js takes as it is: signed in at once, then confirmed, with the profile', async () => {
    storeSession(profiles.student);
    server.use(profilesHandler([profiles.student]));
    const clientLoaded = vi.fn();
    void getSupabase().then(clientLoaded);
    const { queryClient } = renderSession();
    // Before supabase-js has read anything: the stored session, as the library will take it.
    expect(status()).toHaveTextContent('authenticated');
    expect(screen.getByTestId('email')).toHaveTextContent(profiles.student.email);
    expect(clientLoaded).not.toHaveBeenCalled();
    await waitFor(() => expect(current().session).not.toBeNull());
    const startedFrom = current().session;
    queryClient.setQueryData(['problems', 'list', {}], { kept: true });
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ada Lovelace'));
    await waitFor(() => expect(clientLoaded).toHaveBeenCalled());
    // The library's INITIAL_SESSION is the stored session: nothing is cleared, and the state is
    // kept as it was (no render of every screen under the provider).
    const supabase = await getSupabase();
    await act(() => supabase.auth.getSession());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(current().session).toBe(startedFrom);
    expect(status()).toHaveTextContent('authenticated');
    expect(queryClient.getQueryData(['problems', 'list', {}])).toEqual({ kept: true });
    expect(current().session?.access_token).toMatch(/^ey/);
  });

  it('a stored session about to expire is loading until supabase-js has refreshed it', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...gotrueSession(profiles.student), expires_at: Date.now() / 1000 + 30 }),
    );
    server.use(refreshGrantHandler(profiles.student), profilesHandler([profiles.student]));
    renderSession();
    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('email')).toHaveTextContent(profiles.student.email);
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ada Lovelace'));
  });

  it('replaces user and session on every auth event and clears the cache when the user changes', async () => {
    server.use(
      passwordGrantHandler([profiles.student, profiles.instructor], PASSWORD),
      profilesHandler([profiles.student, profiles.instructor]),
    );
    const { queryClient } = renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));

    await act(() => current().signIn(profiles.student.email, PASSWORD));
    await waitFor(() =>
      expect(screen.getByTestId('email')).toHaveTextContent(profiles.student.email),
    );
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ada Lovelace'));
    queryClient.setQueryData(['problems', 'list', {}], { leftover: true });

    await act(() => current().signIn(profiles.instructor.email, PASSWORD));
    await waitFor(() =>
      expect(screen.getByTestId('email')).toHaveTextContent(profiles.instructor.email),
    );
    expect(queryClient.getQueryData(['problems', 'list', {}])).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Emmy Noether'));
  });

  it('toasts Sign in Failed with the service message and stays anonymous', async () => {
    server.use(passwordGrantHandler([profiles.student], PASSWORD));
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    let result: Awaited<ReturnType<AuthContextValue['signIn']>> | undefined;
    await act(async () => {
      result = await current().signIn(profiles.student.email, 'wrong');
    });
    expect(result?.error?.message).toBe('Invalid login credentials');
    expect(await screen.findByText('Sign in Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(status()).toHaveTextContent('anonymous');
  });

  it('signs up with the default password and metadata { fullName, role }', async () => {
    const { handler, requests } = recordingHandler('post', authUrl('signup'), () =>
      HttpResponse.json(gotrueUser(profiles.pendingInstructor)),
    );
    server.use(handler);
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    const result = await act(() =>
      current().signUp('sophie@example.com', 'Sophie Germain', 'Instructor'),
    );
    expect(result.error).toBeNull();
    expect(requests[0]!.body).toMatchObject({
      email: 'sophie@example.com',
      password: env.defaultPassword,
      data: { fullName: 'Sophie Germain', role: 'Instructor' },
    });
  });

  it('toasts Sign up Failed with the service message', async () => {
    server.use(
      http.post(authUrl('signup'), () =>
        gotrueError(422, 'user_already_exists', 'User already registered'),
      ),
    );
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    const result = await act(() => current().signUp('ada@example.com', 'Ada', 'Student'));
    expect(result.error?.message).toBe('User already registered');
    expect(await screen.findByText('Sign up Failed')).toBeInTheDocument();
    expect(screen.getByText('User already registered')).toBeInTheDocument();
  });

  it('signs out: clears the stored session and the cache, lands on /', async () => {
    storeSession(profiles.student);
    const logout = recordingHandler(
      'post',
      authUrl('logout'),
      () => new HttpResponse(null, { status: 204 }),
    );
    server.use(profilesHandler([profiles.student]), logout.handler);
    const { queryClient } = renderSession('/dashboard');
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    queryClient.setQueryData(['answers', 'mine', profiles.student.id], [{ id: 'private' }]);
    await act(() => current().signOut());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(logout.requests[0]!.url.searchParams.get('scope')).toBe('global');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const cachedData = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined);
    expect(cachedData).toHaveLength(0);
  });

  it('toasts Sign out Failed with Something went wrong. and keeps the session when the service fails', async () => {
    storeSession(profiles.student);
    server.use(
      profilesHandler([profiles.student]),
      http.post(authUrl('logout'), () => new HttpResponse(null, { status: 500 })),
    );
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    const result = await act(() => current().signOut());
    expect(result.error).not.toBeNull();
    expect(await screen.findByText('Sign out Failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('authenticated');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('requests a password reset that lands on /reset-password', async () => {
    const recover = recordingHandler('post', authUrl('recover'), () => HttpResponse.json({}));
    server.use(recover.handler);
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    await expect(current().requestPasswordReset('ada@example.com')).resolves.toEqual({
      error: null,
    });
    expect(recover.requests[0]!.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/reset-password`,
    );
    expect(recover.requests[0]!.body).toMatchObject({ email: 'ada@example.com' });
  });

  it('updates the password of the signed-in user', async () => {
    storeSession(profiles.student);
    const update = recordingHandler('put', authUrl('user'), () =>
      HttpResponse.json(gotrueUser(profiles.student)),
    );
    // After the new password the session is refreshed: its new token carries the account's rights.
    const refresh = recordingHandler('post', authUrl('token'), () =>
      HttpResponse.json(gotrueSession(profiles.student)),
    );
    server.use(profilesHandler([profiles.student]), update.handler, refresh.handler, logoutHandler);
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    await expect(current().updatePassword('new secret 123')).resolves.toEqual({ error: null });
    expect(update.requests[0]!.body).toMatchObject({ password: 'new secret 123' });
    expect(refresh.requests[0]!.url.searchParams.get('grant_type')).toBe('refresh_token');
  });

  it('useAuth throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('the one client keeps the product auth options', async () => {
    const supabase = await getSupabase();
    expect(getSupabase()).toBe(getSupabase());
    await expect(getSupabase()).resolves.toBe(supabase);
    expect(supabase.auth).toBeDefined();
    // supabase-js keeps flowType on the auth client; implicit flow reads sessions from the fragment.
    expect((supabase.auth as unknown as { flowType: string }).flowType).toBe('implicit');
    expect((supabase.auth as unknown as { detectSessionInUrl: boolean }).detectSessionInUrl).toBe(
      true,
    );
    expect((supabase.auth as unknown as { persistSession: boolean }).persistSession).toBe(true);
    expect((supabase.auth as unknown as { autoRefreshToken: boolean }).autoRefreshToken).toBe(true);
    void userEvent;
  });
});

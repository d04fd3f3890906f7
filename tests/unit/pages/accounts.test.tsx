// The hosted sign-up path in the screens (decision 0012): the confirmation link comes back to
// /welcome, an unconfirmed sign-in explains itself and can resend the link, and a link session
// chooses the account's own password.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { profiles } from '../msw/fixtures';
import {
  SESSION_STORAGE_KEY,
  authUrl,
  fakeJwt,
  gotrueError,
  gotrueSession,
  gotrueUser,
} from '../msw/gotrue';
import { profilesHandler } from '../msw/handlers';
import { recordingHandler } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { expectLocation, findToast } from './page-helpers';

async function logInWith(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'whatever-it-is');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

// The first render of a file loads the lazy route and supabase-js: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

describe('/signup with "Confirm email" on', () => {
  it('asks for the confirmation link to come back to /welcome on this site and toasts Account Created!', async () => {
    const signup = recordingHandler('post', authUrl('signup'), () =>
      HttpResponse.json({ ...gotrueUser(profiles.student), email_confirmed_at: undefined }),
    );
    server.use(signup.handler);
    const { user } = renderApp('/signup');
    expect(
      await screen.findByText(/We email you a link to confirm your address/),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await findToast('Account Created!')).toBeInTheDocument();
    await expectLocation('/login');
    expect(signup.requests[0]!.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/welcome`,
    );
  });
});

describe('/login for an account that is not ready', () => {
  it('explains an unconfirmed address and resends the link to /welcome', async () => {
    server.use(
      recordingHandler('post', authUrl('token'), () =>
        gotrueError(400, 'email_not_confirmed', 'Email not confirmed'),
      ).handler,
    );
    const resend = recordingHandler('post', authUrl('resend'), () => HttpResponse.json({}));
    server.use(resend.handler);
    const { user } = renderApp('/login');
    await logInWith(user, 'ada@example.com');
    expect(await findToast('Sign in Failed')).toHaveTextContent('Email not confirmed');
    expect(await screen.findByText('Confirm your email address first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await findToast('Check your email')).toHaveTextContent(
      "If this address is waiting for confirmation, we've sent a new link.",
    );
    expect(resend.requests[0]!.body).toMatchObject({ type: 'signup', email: 'ada@example.com' });
    expect(resend.requests[0]!.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/welcome`,
    );
    await expectLocation('/login');
  });

  it('explains the access token hook refusing a password the owner did not choose', async () => {
    const message =
      "Choose your own password first: open the link we e-mailed you when you signed up, or use 'Forgot your password?' on the login page.";
    server.use(
      recordingHandler('post', authUrl('token'), () => gotrueError(403, 'unknown', message))
        .handler,
    );
    const { user } = renderApp('/login');
    await logInWith(user, 'ada@example.com');
    expect(await findToast('Sign in Failed')).toHaveTextContent(message);
    expect(await screen.findByText('Choose your own password first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

function storeLinkSession() {
  const session = gotrueSession(profiles.student);
  const now = Math.floor(Date.now() / 1000);
  session.access_token = fakeJwt({
    sub: profiles.student.id,
    role: 'anon',
    aud: 'authenticated',
    exp: now + 3600,
    amr: [{ method: 'otp', timestamp: now }],
  });
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

describe('/welcome', () => {
  it('is where guarded pages send a link session that has no password of its own yet', async () => {
    storeLinkSession();
    renderApp('/dashboard');
    await expectLocation('/welcome');
    expect(
      await screen.findByRole('heading', { name: 'Choose your password' }),
    ).toBeInTheDocument();
  });

  it('needs the link from the sign-up mail', async () => {
    renderApp('/welcome');
    expect(
      await screen.findByText('This page needs the link from your sign-up email'),
    ).toBeInTheDocument();
  });

  it('saves the chosen password, refreshes the session and goes to /dashboard', async () => {
    storeLinkSession();
    const update = recordingHandler('put', authUrl('user'), () =>
      HttpResponse.json(gotrueUser(profiles.student)),
    );
    const refresh = recordingHandler('post', authUrl('token'), (request) =>
      new URL(request.url).searchParams.get('grant_type') === 'refresh_token'
        ? HttpResponse.json(gotrueSession(profiles.student))
        : gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
    );
    server.use(update.handler, refresh.handler, profilesHandler([profiles.student]));
    const { user } = renderApp('/welcome');
    expect(
      await screen.findByRole('heading', { name: 'Choose your password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your password'), 'all mine, at last');
    await user.type(screen.getByLabelText('Confirm your password'), 'all mine, at last');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await findToast('Welcome aboard!')).toBeInTheDocument();
    expect(update.requests[0]!.body).toMatchObject({ password: 'all mine, at last' });
    expect(
      refresh.requests.some((r) => r.url.searchParams.get('grant_type') === 'refresh_token'),
    ).toBe(true);
    await expectLocation('/dashboard');
  });
});

import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { profiles } from '../msw/fixtures';
import { SESSION_STORAGE_KEY, authUrl, fakeJwt, gotrueSession, gotrueUser } from '../msw/gotrue';
import { profilesHandler } from '../msw/handlers';
import { recordingHandler } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { expectLocation, findToast, signedInAs } from './page-helpers';

/** A session as the e-mailed recovery link creates it: GoTrue records the method as otp. */
function storeRecoverySession() {
  const session = gotrueSession(profiles.student);
  const now = Math.floor(Date.now() / 1000);
  session.access_token = fakeJwt({
    sub: profiles.student.id,
    role: 'authenticated',
    aud: 'authenticated',
    exp: now + 3600,
    amr: [{ method: 'otp', timestamp: now }],
  });
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  server.use(profilesHandler([profiles.student]));
}

describe('/reset-password', () => {
  it('explains that a reset link is needed when there is no recovery session', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('This page needs a password reset link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('does not treat an ordinary password session as a recovery session', async () => {
    signedInAs(profiles.student);
    renderApp('/reset-password');
    expect(await screen.findByText('This page needs a password reset link')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks length and confirmation, then updates the password and goes to /dashboard', async () => {
    storeRecoverySession();
    const update = recordingHandler('put', authUrl('user'), () =>
      HttpResponse.json(gotrueUser(profiles.student)),
    );
    server.use(update.handler);
    const { user } = renderApp('/reset-password');
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(update.requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'a much better secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a much better secret');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await findToast('Password Updated')).toBeInTheDocument();
    expect(update.requests[0]!.body).toMatchObject({ password: 'a much better secret' });
    await expectLocation('/dashboard');
  });
});

import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authUrl, gotrueError } from '../msw/gotrue';
import { recordingHandler } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast } from './page-helpers';

describe('/forgot-password', () => {
  it('sends the reset link and gives the same answer for any address', async () => {
    const recover = recordingHandler('post', authUrl('recover'), () => HttpResponse.json({}));
    server.use(recover.handler);
    const { user } = renderApp('/forgot-password');
    expect(await screen.findByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await findToast('Check your email')).toHaveTextContent(
      "If an account with this email exists, we've sent a password reset link.",
    );
    expect(recover.requests[0]!.body).toMatchObject({ email: 'nobody@example.com' });
    expect(recover.requests[0]!.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/reset-password`,
    );
  });

  it('requires an email address', async () => {
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  });

  it('says Something went wrong when the service fails', async () => {
    server.use(
      recordingHandler('post', authUrl('recover'), () =>
        gotrueError(500, 'unexpected_failure', 'mailer down'),
      ).handler,
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await findToast('Something went wrong')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});

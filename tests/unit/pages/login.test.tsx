import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { profiles } from '../msw/fixtures';
import { authUrl, passwordGrantHandler } from '../msw/gotrue';
import { profilesHandler } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { expectLocation, findToast } from './page-helpers';

const PASSWORD = 'correct horse battery';

describe('/login', () => {
  it('shows the form with its links', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('requires an email of email format and a password', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('signs in, toasts Login Successful! and goes to /dashboard', async () => {
    server.use(
      passwordGrantHandler([profiles.student], PASSWORD),
      profilesHandler([profiles.student]),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), profiles.student.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const toast = await findToast('Login Successful!');
    expect(toast).toHaveTextContent('Welcome back! Redirecting to your dashboard...');
    await expectLocation('/dashboard');
  });

  it('reads Logging in... while submitting', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      passwordGrantHandler([profiles.student], PASSWORD),
      profilesHandler([profiles.student]),
    );
    // Runs first, holds the request, then falls through to the password grant handler.
    server.use(
      http.post(authUrl('token'), async () => {
        await gate;
        return undefined;
      }),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), profiles.student.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expectLocation('/dashboard');
  });

  it('stays on the form when the credentials are wrong (the session layer toasts)', async () => {
    server.use(passwordGrantHandler([profiles.student], PASSWORD));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), profiles.student.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findToast('Sign in Failed')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue(profiles.student.email);
    await expectLocation('/login');
  });
});

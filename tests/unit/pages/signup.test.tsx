import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { profiles } from '../msw/fixtures';
import {
  SESSION_STORAGE_KEY,
  authUrl,
  gotrueError,
  gotrueSession,
  logoutHandler,
} from '../msw/gotrue';
import { profilesHandler } from '../msw/handlers';
import { recordingHandler } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { expectLocation, findToast } from './page-helpers';

/** The local stack confirms at once and answers sign-up with a session. */
function signupReturningSession(profile = profiles.student) {
  const recorded = recordingHandler('post', authUrl('signup'), () =>
    HttpResponse.json(gotrueSession(profile)),
  );
  server.use(recorded.handler, profilesHandler([profile]), logoutHandler);
  return recorded.requests;
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], name: string, email: string) {
  await user.type(await screen.findByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('Email'), email);
}

describe('/signup', () => {
  it('offers Student (default), Instructor and Admin and states the default password', async () => {
    renderApp('/signup');
    const role = await screen.findByLabelText('I am a...');
    expect(role).toHaveValue('Student');
    expect([...(role as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Student',
      'Instructor',
      'Admin',
    ]);
    expect(screen.getByText(env.defaultPassword)).toBeInTheDocument();
  });

  it('validates full name and email', async () => {
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('creates a student, signs them out silently and lands on /login with Account Created!', async () => {
    const requests = signupReturningSession(profiles.student);
    const { user } = renderApp('/signup');
    await fillForm(user, 'Ada Lovelace', profiles.student.email);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const toast = await findToast('Account Created!');
    expect(toast).toHaveTextContent(
      'Welcome! Please check your email to verify your account, then you can log in.',
    );
    await expectLocation('/login');
    expect(requests[0]!.body).toMatchObject({
      email: profiles.student.email,
      password: env.defaultPassword,
      data: { fullName: 'Ada Lovelace', role: 'Student' },
    });
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('tells staff their account awaits approval', async () => {
    signupReturningSession(profiles.pendingInstructor);
    const { user } = renderApp('/signup');
    await fillForm(user, 'Sophie Germain', profiles.pendingInstructor.email);
    await user.selectOptions(screen.getByLabelText('I am a...'), 'Instructor');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const toast = await findToast('Account Pending Approval');
    expect(toast).toHaveTextContent(
      'Your account has been created and is waiting for administrator approval. You will be notified via email.',
    );
    await expectLocation('/login');
  });

  it('stays on the form when sign-up fails', async () => {
    const { handler } = recordingHandler('post', authUrl('signup'), () =>
      gotrueError(422, 'user_already_exists', 'User already registered'),
    );
    server.use(handler);
    const { user } = renderApp('/signup');
    await fillForm(user, 'Ada Lovelace', profiles.student.email);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await findToast('Sign up Failed')).toHaveTextContent('User already registered');
    await expectLocation('/signup');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });
});

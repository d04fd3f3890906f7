import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { env } from '@/config/env';
import { profiles } from '../msw/fixtures';
import { authUrl, gotrueUser, passwordGrantHandler } from '../msw/gotrue';
import { pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';

describe('/dashboard', () => {
  it('greets a student with profile, score and solved cards and quick actions', async () => {
    signedInAs(profiles.student);
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.getByText('Your Score').closest('.rounded-lg')).toHaveTextContent('21');
    expect(screen.getByText('Problems Solved').closest('.rounded-lg')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Browse Problems' })).toHaveAttribute(
      'href',
      '/problems',
    );
    expect(screen.getByRole('link', { name: 'View Leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(screen.getByRole('link', { name: 'Browse Notes' })).toHaveAttribute('href', '/notes');
    expect(screen.queryByText('Content Creation')).not.toBeInTheDocument();
    expect(screen.queryByText('Account Pending Approval')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('shows 0 for a student with no score yet', async () => {
    signedInAs({ ...profiles.student, score: 0, problems_solved: 0 });
    renderApp('/dashboard');
    expect((await screen.findByText('Your Score')).closest('.rounded-lg')).toHaveTextContent('0');
  });

  it('gives an approved instructor Create Problem and the grading queue', async () => {
    signedInAs(profiles.instructor);
    renderApp('/dashboard');
    expect(await screen.findByText('Content Creation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Problem' })).toHaveAttribute(
      'href',
      '/create-problem',
    );
    expect(screen.getByRole('link', { name: 'Create Note' })).toHaveAttribute('href', '/notes/new');
    expect(screen.getByRole('link', { name: 'Grading Queue' })).toHaveAttribute('href', '/grading');
    expect(screen.queryByText('Your Score')).not.toBeInTheDocument();
  });

  it('shows the pending banner and disables Create Problem until approval', async () => {
    signedInAs(profiles.pendingInstructor);
    renderApp('/dashboard');
    expect(await screen.findByText('Account Pending Approval')).toBeInTheDocument();
    expect(
      screen.getByText(/Some features are unavailable until it is approved/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Problem' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Note' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Grading Queue' })).not.toBeInTheDocument();
  });

  it('gives an admin the Admin Panel only', async () => {
    signedInAs(profiles.admin);
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByRole('link', { name: 'User Approvals' })).not.toBeInTheDocument();
  });

  it('gives the super admin approvals and credentials too', async () => {
    signedInAs(profiles.superadmin);
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('link', { name: 'User Approvals' })).toHaveAttribute(
      'href',
      '/admin/approvals',
    );
    expect(screen.getByRole('link', { name: 'User Credentials' })).toHaveAttribute(
      'href',
      '/admin/user-credentials',
    );
  });
});

describe('/profile', () => {
  it('shows name, email and role, with Update Profile and Change Password', async () => {
    signedInAs(profiles.instructor);
    const { user } = renderApp('/profile');
    expect(await screen.findByText('Emmy Noether')).toBeInTheDocument();
    expect(screen.getByText(profiles.instructor.email)).toBeInTheDocument();
    expect(screen.getByText('Instructor')).toBeInTheDocument();
    const update = screen.getByRole('button', { name: 'Update Profile' });
    expect(update).toHaveAttribute('aria-expanded', 'false');
    await user.click(update);
    expect(update).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('saves a trimmed name, refuses a blank or direction-flipping one before sending', async () => {
    signedInAs(profiles.student);
    const patch = recordingHandler('patch', restUrl('profiles'), (request, recorded) =>
      pgrstRows(request, [{ ...profiles.student, ...(recorded.body as object) }]),
    );
    server.use(patch.handler);
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const name = screen.getByLabelText('Full name');

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ada \u202eecalevol');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'A name cannot contain line breaks or text-direction control characters.',
      ),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '\u200b\u200b');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A name needs at least one visible character.'),
    ).toBeInTheDocument();
    expect(patch.requests).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  Ada King  ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Profile updated')).toBeInTheDocument();
    expect(patch.requests[0]!.body).toEqual({ full_name: 'Ada King' });
    expect(await screen.findByText('Ada King')).toBeInTheDocument();
  });

  it('asks for the current password and says so when it is wrong; nothing is changed', async () => {
    signedInAs(profiles.student);
    const update = recordingHandler('put', authUrl('user'), () =>
      HttpResponse.json(gotrueUser(profiles.student)),
    );
    server.use(passwordGrantHandler([profiles.student], 'Right-password-1'), update.handler);
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const form = screen.getByRole('form', { name: 'Change password' });

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'Wrong-password-1');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass-2');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-new-pass-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    expect(update.requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Right-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await findToast('Password changed')).toBeInTheDocument();
    expect(update.requests).toHaveLength(1);
    expect(update.requests[0]!.body).toMatchObject({
      password: 'Brand-new-pass-2',
      current_password: 'Right-password-1',
    });
  });

  it('refuses the public default password as a new one', async () => {
    signedInAs(profiles.student);
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Current password'), 'Right-password-1');
    await user.type(screen.getByLabelText('New password'), env.defaultPassword);
    await user.type(screen.getByLabelText('Repeat the new password'), env.defaultPassword);
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Choose a password other than the default sign-up password.'),
    ).toBeInTheDocument();
  });

  it('calls a nameless user Anonymous User and shows initials fallback U', async () => {
    signedInAs({ ...profiles.student, full_name: null });
    renderApp('/profile');
    const name = await screen.findByText('Anonymous User');
    const card = name.closest('.rounded-lg') as HTMLElement;
    expect(within(card).getByText('Student')).toBeInTheDocument();
    expect(within(card).getByText('U')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profiles } from '../msw/fixtures';
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
    expect(screen.getByRole('button', { name: 'Create Note (Soon)' })).toBeDisabled();
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
  it('shows name, email and role, and announces editing as in progress', async () => {
    signedInAs(profiles.instructor);
    const { user } = renderApp('/profile');
    expect(await screen.findByText('Emmy Noether')).toBeInTheDocument();
    expect(screen.getByText(profiles.instructor.email)).toBeInTheDocument();
    expect(screen.getByText('Instructor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await findToast('Feature in progress!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Feature in progress!')).toBeInTheDocument();
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

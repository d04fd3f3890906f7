import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_DENIED_TITLE } from '@/app/RequireAuth';
import type { Profile } from '@/lib/domain';
import { profiles } from './msw/fixtures';
import { storeSession } from './msw/gotrue';
import { emptyRestHandler, profilesHandler } from './msw/handlers';
import { pgrstRows, restUrl } from './msw/postgrest';
import { server } from './msw/server';
import { renderApp } from './utils/render-app';

function signedInAs(profile: Profile) {
  storeSession(profile);
  server.use(profilesHandler([profile]));
}

async function expectLocation(pathname: string) {
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${pathname}$`)),
  );
}

// The screens behind these routes load data this test does not look at.
beforeEach(() => server.use(emptyRestHandler));

describe('route guard', () => {
  it('sends visitors from a signed-in route to /login', async () => {
    renderApp('/dashboard');
    await expectLocation('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('waits for the session lookup and never shows /login to a signed-in user', async () => {
    signedInAs(profiles.student);
    const seen: string[] = [];
    renderApp('/dashboard');
    const probe = screen.getByTestId('location');
    seen.push(probe.textContent ?? '');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    seen.push(probe.textContent ?? '');
    expect(seen).toEqual(['/dashboard', '/dashboard']);
  });

  it('shows a loading state while the profile needed for a role check loads', async () => {
    storeSession(profiles.instructor);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(restUrl('profiles'), async ({ request }) => {
        await gate;
        return pgrstRows(request, [profiles.instructor]);
      }),
    );
    renderApp('/create-problem');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Create Problem' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/create-problem');
    release();
    expect(await screen.findByRole('heading', { name: 'Create Problem' })).toBeInTheDocument();
  });

  it('sends a role that is not allowed to /dashboard without a toast', async () => {
    signedInAs(profiles.student);
    renderApp('/create-problem');
    await expectLocation('/dashboard');
    expect(screen.queryByText(ACCESS_DENIED_TITLE)).not.toBeInTheDocument();
  });

  it('sends an admin away from the super-admin pages', async () => {
    signedInAs(profiles.admin);
    renderApp('/admin/approvals');
    await expectLocation('/dashboard');
  });

  it('lets an approved admin into /admin and the super admin into /admin/user-credentials', async () => {
    signedInAs(profiles.admin);
    const { unmount } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    unmount();
    signedInAs(profiles.superadmin);
    renderApp('/admin/user-credentials');
    expect(await screen.findByRole('heading', { name: 'User Credentials' })).toBeInTheDocument();
  });

  it('toasts and redirects an unapproved account', async () => {
    signedInAs(profiles.pendingInstructor);
    renderApp('/create-problem');
    await expectLocation('/dashboard');
    expect(await screen.findByText(ACCESS_DENIED_TITLE)).toBeInTheDocument();
    expect(screen.getAllByText(ACCESS_DENIED_TITLE)).toHaveLength(1);
  });

  it('lets an approved instructor into /grading', async () => {
    signedInAs(profiles.instructor);
    renderApp('/grading');
    expect(await screen.findByRole('heading', { name: 'Grading Queue' })).toBeInTheDocument();
  });

  it('lets anyone see public routes and shows the 404 page elsewhere', async () => {
    const { user } = renderApp('/no/such/page');
    const home = await screen.findByRole('link', { name: 'Go Back Home' });
    await user.click(home);
    await expectLocation('/');
    expect(
      await screen.findByRole('heading', { name: 'Get Into Olympiad', level: 1 }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import type { Profile } from '@/lib/domain';
import { profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';

const nameless: Profile = {
  ...profiles.student,
  id: '66666666-6666-4666-8666-666666666666',
  email: 'anon@example.com',
  full_name: null,
};

/** profiles: the caller's own row by id, the list otherwise (claiming `total` rows in all); PATCH recorded. */
function profilesApi(
  caller: Profile,
  list: Profile[],
  patch?: (request: Request) => Response,
  total?: number,
) {
  const get = recordingHandler('get', restUrl('profiles'), (request) => {
    const id = new URL(request.url).searchParams.get('id');
    return id
      ? pgrstRows(
          request,
          [caller].filter((p) => `eq.${p.id}` === id),
        )
      : pgrstRows(request, list, { total });
  });
  const update = recordingHandler('patch', restUrl('profiles'), (request, recorded) =>
    patch ? patch(request) : pgrstRows(request, [{ ...list[0]!, ...(recorded.body as object) }]),
  );
  server.use(get.handler, update.handler);
  return { get: get.requests, update: update.requests };
}

describe('/admin', () => {
  // A role change asks first (issue 29 point 14); the tests below say yes unless they say no.
  beforeEach(() => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });

  it('lists users with N/A for a missing name, status badges and a role selector without super admin', async () => {
    signedInAs(profiles.admin);
    profilesApi(profiles.admin, [profiles.pendingInstructor, nameless]);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);
    expect(within(table).getByText('N/A')).toBeInTheDocument();
    expect(within(table).getByText('pending')).toBeInTheDocument();
    const selector = within(table).getByLabelText('Role of Sophie Germain') as HTMLSelectElement;
    expect(selector).toHaveValue('instructor');
    expect([...selector.options].map((option) => option.value)).toEqual([
      'admin',
      'instructor',
      'contestant',
    ]);
  });

  it('changes a role, toasts success and reloads the list', async () => {
    signedInAs(profiles.admin);
    const requests = profilesApi(profiles.admin, [profiles.pendingInstructor]);
    const { user } = renderApp('/admin');
    await user.selectOptions(
      within(await screen.findByRole('table')).getByLabelText('Role of Sophie Germain'),
      'admin',
    );
    expect(await findToast('User role updated successfully.')).toBeInTheDocument();
    expect(requests.update[0]!.body).toEqual({ role: 'admin' });
    expect(requests.update[0]!.url.searchParams.get('id')).toBe(
      `eq.${profiles.pendingInstructor.id}`,
    );
    await waitFor(() =>
      expect(requests.get.filter((r) => !r.url.searchParams.has('id')).length).toBeGreaterThan(1),
    );
  });

  it('asks before changing a role; No changes nothing', async () => {
    signedInAs(profiles.admin);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const requests = profilesApi(profiles.admin, [profiles.pendingInstructor]);
    const { user } = renderApp('/admin');
    const selector = within(await screen.findByRole('table')).getByLabelText(
      'Role of Sophie Germain',
    );
    await user.selectOptions(selector, 'admin');
    expect(confirm).toHaveBeenCalledWith('Change Sophie Germain from Instructor to Admin?');
    expect(requests.update).toHaveLength(0);
    expect(selector).toHaveValue('instructor');
  });

  it('undoes a role change from its toast', async () => {
    signedInAs(profiles.admin);
    const requests = profilesApi(profiles.admin, [profiles.pendingInstructor]);
    const { user } = renderApp('/admin');
    await user.selectOptions(
      within(await screen.findByRole('table')).getByLabelText('Role of Sophie Germain'),
      'admin',
    );
    const toast = await findToast('User role updated successfully.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(requests.update).toHaveLength(2));
    expect(requests.update[1]!.body).toEqual({ role: 'instructor' });
  });

  it('toasts Failed to update user role. when the update is refused', async () => {
    signedInAs(profiles.admin);
    profilesApi(profiles.admin, [profiles.pendingInstructor], () =>
      pgrstError(403, '42501', 'denied'),
    );
    const { user } = renderApp('/admin');
    await user.selectOptions(
      within(await screen.findByRole('table')).getByLabelText('Role of Sophie Germain'),
      'contestant',
    );
    expect(await findToast('Failed to update user role.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('keeps the admin table at every width, in a named frame that scrolls on narrow screens', async () => {
    signedInAs(profiles.admin);
    profilesApi(profiles.admin, [profiles.pendingInstructor, nameless]);
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'User Management' });
    expect(screen.getByRole('region', { name: 'User Management' })).toHaveClass('overflow-x-auto');
    expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
    expect(
      within(table).getByRole('combobox', { name: 'Role of Sophie Germain' }),
    ).toBeInTheDocument();
  });

  it('asks the server for 100 users a page with an exact count and pages through them', async () => {
    signedInAs(profiles.admin);
    const requests = profilesApi(profiles.admin, [profiles.pendingInstructor], undefined, 240);
    const { user } = renderApp('/admin');
    expect(await screen.findByText('Showing 1–100 of 240 users')).toBeInTheDocument();
    const listRequests = () => requests.get.filter((r) => !r.url.searchParams.has('id'));
    expect(listRequests()[0]!.url.searchParams.get('limit')).toBe('100');
    expect(listRequests()[0]!.headers.get('prefer')).toContain('count=exact');
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 201–240 of 240 users')).toBeInTheDocument();
    expect(listRequests().at(-1)!.url.searchParams.get('offset')).toBe('200');
  });

  it('searches name or email and filters by role on the server, back on page 1', async () => {
    signedInAs(profiles.admin);
    const requests = profilesApi(profiles.admin, [profiles.pendingInstructor], undefined, 240);
    const { user } = renderApp('/admin?page=2');
    await screen.findByText('Showing 101–200 of 240 users');
    await user.type(screen.getByLabelText('Search by name or email'), 'Germain, S{Enter}');
    const last = () =>
      requests.get.filter((r) => !r.url.searchParams.has('id')).at(-1)!.url.searchParams;
    await waitFor(() =>
      expect(last().get('or')).toBe('(full_name.ilike."*Germain, S*",email.ilike."*Germain, S*")'),
    );
    expect(last().get('offset')).toBe('0');
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'instructor');
    await waitFor(() => expect(last().getAll('role')).toEqual(['neq.superadmin', 'eq.instructor']));
    expect(last().get('or')).toBe('(full_name.ilike."*Germain, S*",email.ilike."*Germain, S*")');
  });

  it('says No users match this search. when nothing matches', async () => {
    signedInAs(profiles.admin);
    profilesApi(profiles.admin, []);
    renderApp('/admin?q=zzz');
    expect(await screen.findByText('No users match this search.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name or email')).toHaveValue('zzz');
  });

  it('says Failed to fetch users. when the list cannot load', async () => {
    signedInAs(profiles.admin);
    server.use(
      recordingHandler('get', restUrl('profiles'), (request) =>
        new URL(request.url).searchParams.has('id')
          ? pgrstRows(request, [profiles.admin])
          : pgrstError(500, 'XX000', 'boom'),
      ).handler,
    );
    renderApp('/admin');
    expect(await findToast('Failed to fetch users.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });
});

/** The superadmin-only credentials function: `list` rows, the first `ownPasswords` with their own password. */
function credentialsApi(list: Profile[], ownPasswords = 0, total?: number) {
  const rows = list.map((p, index) => ({
    id: p.id,
    email: p.email,
    full_name: p.full_name,
    role: p.role,
    has_default_password: index >= ownPasswords,
  }));
  const rpc = recordingHandler('post', restUrl('rpc/admin_user_credentials'), (request) =>
    pgrstRows(request, rows, { total }),
  );
  server.use(rpc.handler);
  return rpc.requests;
}

describe('/admin/user-credentials', () => {
  it('shows the default password only for accounts that still have it, and a Heads up! alert', async () => {
    signedInAs(profiles.superadmin);
    profilesApi(profiles.superadmin, []);
    credentialsApi([profiles.student, profiles.instructor, profiles.admin], 1);
    renderApp('/admin/user-credentials');
    expect(await screen.findByText('Heads up!')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Full Name', 'Email', 'Role', 'Password (Default)']);
    expect(within(table).getAllByText(env.defaultPassword)).toHaveLength(2);
    const own = within(table).getByText('Own password (not shown)');
    expect(own.closest('tr')).toHaveTextContent(profiles.student.email);
  });

  it('searches and pages on the server', async () => {
    signedInAs(profiles.superadmin);
    profilesApi(profiles.superadmin, []);
    const requests = credentialsApi([profiles.student], 0, 130);
    const { user } = renderApp('/admin/user-credentials?page=2');
    expect(await screen.findByText('Showing 101–130 of 130 users')).toBeInTheDocument();
    const last = () => requests.at(-1)!.url.searchParams;
    expect(last().get('offset')).toBe('100');
    await user.type(screen.getByLabelText('Search by name or email'), '100%{Enter}');
    await waitFor(() =>
      expect(last().get('or')).toBe('(full_name.ilike."*100\\\\%*",email.ilike."*100\\\\%*")'),
    );
  });
});

describe('/admin/approvals', () => {
  it('lists pending accounts with the date as MMM d, yyyy and approves one', async () => {
    signedInAs(profiles.superadmin);
    const requests = profilesApi(profiles.superadmin, [profiles.pendingInstructor]);
    const { user } = renderApp('/admin/approvals');
    expect(await screen.findByRole('heading', { name: 'User Approval Queue' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Requested Role', 'Date', 'Actions']);
    expect(within(table).getByText('Nov 1, 2026')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Approve Sophie Germain' }));
    expect(await findToast('User approved successfully.')).toBeInTheDocument();
    expect(requests.update[0]!.body).toEqual({ status: 'approved' });
  });

  it('rejects with its own toast', async () => {
    signedInAs(profiles.superadmin);
    profilesApi(profiles.superadmin, [profiles.pendingInstructor]);
    const { user } = renderApp('/admin/approvals');
    await user.click(await screen.findByRole('button', { name: 'Reject Sophie Germain' }));
    expect(await findToast('User rejected successfully.')).toBeInTheDocument();
  });

  it('toasts Failed to update user status. when refused', async () => {
    signedInAs(profiles.superadmin);
    profilesApi(profiles.superadmin, [profiles.pendingInstructor], () =>
      pgrstError(403, '42501', 'denied'),
    );
    const { user } = renderApp('/admin/approvals');
    await user.click(await screen.findByRole('button', { name: 'Approve Sophie Germain' }));
    expect(await findToast('Failed to update user status.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('pages the queue, oldest request first', async () => {
    signedInAs(profiles.superadmin);
    const requests = profilesApi(profiles.superadmin, [profiles.pendingInstructor], undefined, 126);
    const { user } = renderApp('/admin/approvals');
    expect(await screen.findByText('Showing 1–100 of 126 pending users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const last = () =>
      requests.get.filter((r) => !r.url.searchParams.has('id')).at(-1)!.url.searchParams;
    await waitFor(() => expect(last().get('offset')).toBe('100'));
    expect(last().get('order')).toBe('created_at.asc,id.asc');
  });

  it('says No pending approvals. when the queue is empty', async () => {
    signedInAs(profiles.superadmin);
    profilesApi(profiles.superadmin, []);
    renderApp('/admin/approvals');
    expect(await screen.findByText('No pending approvals.')).toBeInTheDocument();
  });

  it('says Failed to fetch pending users. when the queue cannot load', async () => {
    signedInAs(profiles.superadmin);
    server.use(
      recordingHandler('get', restUrl('profiles'), (request) =>
        new URL(request.url).searchParams.has('id')
          ? pgrstRows(request, [profiles.superadmin])
          : pgrstError(500, 'XX000', 'boom'),
      ).handler,
    );
    renderApp('/admin/approvals');
    expect(await findToast('Failed to fetch pending users.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });
});

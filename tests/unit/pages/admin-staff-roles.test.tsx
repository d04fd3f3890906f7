// /admin after a role change (decision 0033): the product's toast stays, and a staff role given
// by an admin says that it waits for the super admin.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/lib/domain';
import { roleChangeNote, roleRulesHint } from '@/features/admin/components/role-change-note';
import { profiles } from '../msw/fixtures';
import { pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';

/** profiles: the caller's own row by id, the list otherwise; PATCH answers with `updated`. */
function profilesApi(caller: Profile, list: Profile[], updated: Partial<Profile>) {
  const get = recordingHandler('get', restUrl('profiles'), (request) => {
    const id = new URL(request.url).searchParams.get('id');
    return pgrstRows(request, id ? [caller].filter((p) => `eq.${p.id}` === id) : list);
  });
  const update = recordingHandler('patch', restUrl('profiles'), (request, recorded) =>
    pgrstRows(request, [{ ...list[0]!, ...(recorded.body as object), ...updated }]),
  );
  server.use(get.handler, update.handler);
}

describe('roleChangeNote', () => {
  it('names the pending staff role, and says nothing otherwise', () => {
    const sophie = { full_name: 'Sophie Germain', email: 'sophie@example.com' };
    expect(roleChangeNote({ ...sophie, role: 'admin', status: 'pending' })).toBe(
      'Sophie Germain is now a pending Admin: the role takes effect once the super admin approves it in the approval queue.',
    );
    expect(
      roleChangeNote({ ...sophie, full_name: null, role: 'instructor', status: 'pending' }),
    ).toMatch(/^sophie@example.com is now a pending Instructor/);
    expect(roleChangeNote({ ...sophie, role: 'instructor', status: 'approved' })).toBeUndefined();
    expect(roleChangeNote({ ...sophie, role: 'contestant', status: 'approved' })).toBeUndefined();
  });

  it('tells admins, not the super admin, that staff roles wait for approval', () => {
    expect(roleRulesHint(false)).toContain('wait for the super admin');
    expect(roleRulesHint(true)).not.toContain('wait');
  });
});

describe('/admin role change by an admin', () => {
  it(
    'keeps the usual toast and adds that the new admin waits for the super admin',
    { timeout: 15_000 },
    async () => {
      signedInAs(profiles.admin);
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      profilesApi(profiles.admin, [profiles.student], { role: 'admin', status: 'pending' });
      const { user } = renderApp('/admin');
      const table = await screen.findByRole('table', {}, { timeout: 10_000 });
      expect(
        screen.getByText(/Instructor and Admin roles wait for the super admin/),
      ).toBeInTheDocument();
      await user.selectOptions(
        within(table).getByLabelText(`Role of ${profiles.student.full_name}`),
        'admin',
      );
      const toast = await waitFor(() => findToast('User role updated successfully.'), {
        timeout: 10_000,
      });
      expect(toast).toHaveTextContent('is now a pending Admin');
    },
  );

  it('adds nothing when the change took effect at once', { timeout: 15_000 }, async () => {
    signedInAs(profiles.admin);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    profilesApi(profiles.admin, [profiles.instructor], { role: 'contestant', status: 'approved' });
    const { user } = renderApp('/admin');
    await user.selectOptions(
      within(await screen.findByRole('table', {}, { timeout: 10_000 })).getByLabelText(
        `Role of ${profiles.instructor.full_name}`,
      ),
      'contestant',
    );
    const toast = await waitFor(() => findToast('User role updated successfully.'), {
      timeout: 10_000,
    });
    expect(toast).not.toHaveTextContent('pending');
  });
});

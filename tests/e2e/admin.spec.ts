// An admin changes a user's role in /admin; the superadmin sees /admin/user-credentials
// (docs/decisions/0002, 0006).
import { expect, test } from '@playwright/test';
import { ownProfile, signIn, signUp } from './support/api';
import { DEFAULT_PASSWORD, DEMO, OWN_PASSWORD } from './support/env';
import { chooseOption, expectToast, logIn, main, optionLabels, uniqueEmail } from './support/ui';

test('an admin changes a user role in /admin', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'role-change');
  const fullName = `Rafael Role ${testInfo.project.name}`;
  await signUp(email, fullName, 'contestant');

  await logIn(page, DEMO.admin);
  const body = main(page);
  await expect(
    body
      .getByRole('button', { name: 'Create Problem' })
      .or(body.getByRole('link', { name: 'Create Problem' })),
  ).toBeEnabled();
  await body.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(body.getByRole('heading', { name: 'User Management' })).toBeVisible();
  for (const column of ['Name', 'Email', 'Role', 'Status', 'Actions']) {
    await expect(body.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(body.getByRole('row').filter({ hasText: DEMO.superadmin })).toHaveCount(0);

  const row = body.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(fullName);
  await expect(row).toContainText(/approved/i);
  const roleSelect = row.getByRole('combobox');
  const roles = (await optionLabels(page, roleSelect)).map((label) => label.trim().toLowerCase());
  expect(roles).toEqual(expect.arrayContaining(['admin', 'instructor']));
  expect(roles.some((label) => /super/.test(label))).toBe(false);

  // A role change asks first (issue 29 point 14).
  page.once('dialog', (dialog) => void dialog.accept());
  await chooseOption(page, roleSelect, 'Instructor');
  await expectToast(page, 'User role updated successfully.');
  const user = await signIn(email, OWN_PASSWORD);
  await expect.poll(async () => (await ownProfile(user)).role).toBe('instructor');
  await page.reload();
  await expect(body.getByRole('row').filter({ hasText: email })).toContainText(/instructor/i);

  // The approval queue and the credentials are the superadmin's alone.
  for (const path of ['/admin/approvals', '/admin/user-credentials']) {
    await page.goto(path);
    await expect(page, `${path} sends an admin to /dashboard`).toHaveURL(/\/dashboard$/);
  }
});

test('the superadmin reaches the admin screens and sees /admin/user-credentials', async ({
  page,
}, testInfo) => {
  // An account whose owner chose their own password: the list must not claim the default for it.
  const ownEmail = uniqueEmail(testInfo, 'own-password');
  await signUp(ownEmail, `Olga Own ${testInfo.project.name}`, 'contestant');
  await logIn(page, DEMO.superadmin);
  const body = main(page);
  await expect(body.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(body.locator('a[href="/admin/approvals"]').first()).toBeVisible();
  const credentialsLink = body.locator('a[href="/admin/user-credentials"]').first();
  await credentialsLink.click();
  await expect(page).toHaveURL(/\/admin\/user-credentials$/);

  const alert = body.getByRole('alert').filter({ hasText: 'Heads up!' });
  await expect(alert).toBeVisible();
  for (const column of ['Full Name', 'Email', 'Role', 'Password (Default)']) {
    await expect(body.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const rows = body.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5);
  for (const text of await rows.locator('td:last-child').allInnerTexts()) {
    expect([DEFAULT_PASSWORD, 'Own password (not shown)']).toContain(text.trim());
  }
  // The seeded student may be past the first page once journeys have made accounts: search.
  await body.getByLabel('Search by name or email').fill(DEMO.student);
  const row = body.getByRole('row').filter({ hasText: DEMO.student });
  await expect(row).toContainText(DEFAULT_PASSWORD);
  await body.getByLabel('Search by name or email').fill(ownEmail);
  const own = body.getByRole('row').filter({ hasText: ownEmail });
  await expect(own).toContainText('Own password (not shown)');
  await expect(own).not.toContainText(DEFAULT_PASSWORD);
});

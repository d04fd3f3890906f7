// Database hygiene seen through the screens: an admin's staff role change waits for the super
// admin (decision 0033), and long texts show their limit as they are written (decision 0034).
import { expect, test } from '@playwright/test';
import { firstProblemId, ownProfile, signIn, signUp } from './support/api';
import { DEMO } from './support/env';
import { commentBox } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { chooseOption, expectToast, logIn, main, toasts, uniqueEmail } from './support/ui';

test('an admin making a student an admin leaves a pending admin, and says so', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'staff-role');
  const fullName = `Paloma Promoted ${testInfo.project.name}`;
  await signUp(email, fullName, 'contestant');

  await logIn(page, DEMO.admin);
  await page.goto('/admin');
  const body = main(page);
  await expect(body.getByText(/Instructor and Admin roles wait for the super admin/)).toBeVisible();
  const row = body.getByRole('row').filter({ hasText: email });
  // A role change asks first (issue 29 point 14).
  page.once('dialog', (dialog) => void dialog.accept());
  await chooseOption(page, row.getByRole('combobox'), 'Admin');
  await expectToast(page, 'User role updated successfully.');
  await expect(toasts(page)).toContainText(`${fullName} is now a pending Admin`);
  await saveScreenshot(page, testInfo, 'admin', 'staff-role-pending');

  const promoted = await signIn(email);
  await expect
    .poll(async () => ownProfile(promoted))
    .toMatchObject({ role: 'admin', status: 'pending' });
  await page.reload();
  await expect(body.getByRole('row').filter({ hasText: email })).toContainText(/pending/i);
});

test('the comment box counts toward its limit and says what is over, cutting nothing', async ({
  page,
}, testInfo) => {
  await logIn(page, DEMO.student);
  await page.goto(`/problems/${await firstProblemId()}`);
  const box = commentBox(page);
  await expect(main(page).getByText('0 / 2,000 characters')).toBeVisible();
  // Issue 29, point 11: text over the limit is never cut silently; the form says what to remove.
  await box.fill('x'.repeat(2100));
  await expect(box).toHaveValue('x'.repeat(2100));
  await expect(main(page).getByText('2,100 / 2,000 characters')).toBeVisible();
  await expect(main(page).getByText(/Remove 100 characters to send it\./)).toBeVisible();
  await saveScreenshot(page, testInfo, 'student', 'comment-limit');
});

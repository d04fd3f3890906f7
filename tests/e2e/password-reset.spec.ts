// Forgot password: the same answer whether or not the account exists; the emailed link (read
// from the local stack's mailbox) signs the user in at /reset-password, where a new password
// replaces the shared default (docs/decisions/0006-screens-auth-admin-grading.md).
import { expect, test, type Page } from '@playwright/test';
import { mailbox, signUp } from './support/api';
import { OWN_PASSWORD } from './support/env';
import { expectSignedIn, expectToast, logIn, logOut, main, uniqueEmail } from './support/ui';

const RESET_TOAST = [
  'Check your email',
  "If an account with this email exists, we've sent a password reset link.",
] as const;

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const body = main(page);
  await expect(body.getByRole('link', { name: /log ?in/i })).toHaveAttribute('href', '/login');
  await body.getByLabel(/^email/i).fill(email);
  await body.getByRole('button', { name: 'Send Reset Link' }).click();
  const region = page.getByRole('region', { name: /notifications/i });
  for (const part of RESET_TOAST) await expect(region).toContainText(part);
}

test('forgot password: the mailed link signs the user in and a new password works', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'forgetful');
  await signUp(email, `Fiona Forgetful ${testInfo.project.name}`, 'contestant');
  const newPassword = `Only-mine-${process.env.E2E_RUN_ID}-${testInfo.project.name}`;

  await test.step('an unknown address gets the same answer and no mail', async () => {
    const stranger = uniqueEmail(testInfo, 'nobody');
    await requestReset(page, stranger);
    expect(await mailbox(stranger)).toEqual([]);
  });

  const link = await test.step('a known address gets a reset link by mail', async () => {
    await requestReset(page, email);
    await expect.poll(async () => (await mailbox(email)).length).toBeGreaterThan(0);
    const [message] = await mailbox(email);
    expect(message?.link).toBeTruthy();
    return message?.link as string;
  });

  await test.step('the link signs the user in at /reset-password', async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password(#.*)?$/);
    await expectSignedIn(page);
  });

  await test.step('a new password is set', async () => {
    const body = main(page);
    await body.getByLabel('New password', { exact: true }).fill(newPassword);
    await body.getByLabel('Confirm new password').fill(newPassword);
    await body.getByRole('button', { name: /save new password/i }).click();
    await expectToast(page, 'Password Updated');
    await logOut(page);
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.goto('/login');
    const body = main(page);
    await body.getByLabel(/^email/i).fill(email);
    await body.getByLabel(/^password/i).fill(OWN_PASSWORD);
    await body.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
    await expectToast(page, 'Sign in Failed');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, newPassword);
  });
});

// The hosted sign-up journey (issue 11, decision 0012): sign up, find the confirmation link in
// the local mailbox (read with the service key), choose one's own password, sign in with it and
// answer a problem. The default password shown on /signup never signs anyone in.
import { expect, test, type Page } from '@playwright/test';
import { createProblem, signIn, signUp } from './support/api';
import { DEFAULT_PASSWORD, DEMO, OWN_PASSWORD } from './support/env';
import { submitAnswer } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import {
  confirmFromMailbox,
  expectSignedOut,
  expectToast,
  logIn,
  logOut,
  main,
  signUpWithForm,
  uniqueEmail,
} from './support/ui';

async function tryLogIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = main(page);
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^password/i).fill(password);
  await form.getByRole('button', { name: /^log ?in$/i }).click();
}

test('sign-up, the link from the mailbox, one’s own password, sign-in, an answer', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${process.env.E2E_RUN_ID ?? Date.now()}`;
  const problemTitle = `First answer ${tag}`;
  const problemId = await createProblem(await signIn(DEMO.instructor), {
    title: problemTitle,
    body: 'What is $2 + 3$?',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
    answerKey: ['5'],
  });
  const fullName = `Nia Newcomer ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'newcomer');

  await test.step('signs up: the default password is stated, the toast asks to check the mail', async () => {
    await signUpWithForm(page, { fullName, email, role: 'Student' });
  });

  await test.step('the default password does not sign in before the address is confirmed', async () => {
    await tryLogIn(page, email, DEFAULT_PASSWORD);
    await expectToast(page, 'Sign in Failed', 'Email not confirmed');
    const help = main(page)
      .getByRole('alert')
      .filter({ hasText: 'Confirm your email address first' });
    await expect(help).toBeVisible();
    await expect(help).toContainText(email);
    await expect(help.getByRole('button', { name: 'Resend the link' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectSignedOut(page);
    await saveScreenshot(page, testInfo, 'newcomer', 'login-email-not-confirmed');
  });

  await test.step('the link from the mailbox lands on /welcome, where they choose their password', async () => {
    const screenshotBeforeSaving = async () => {
      await expect(main(page).getByRole('heading', { name: 'Choose your password' })).toBeVisible();
      await saveScreenshot(page, testInfo, 'newcomer', 'welcome-choose-password');
    };
    await confirmFromMailbox(page, email, OWN_PASSWORD, screenshotBeforeSaving);
    await expect(main(page).getByText(`Welcome back, ${fullName}!`)).toBeVisible();
  });

  await test.step('signs in with the own password; the default password is nobody’s', async () => {
    await logOut(page);
    await tryLogIn(page, email, DEFAULT_PASSWORD);
    await expectToast(page, 'Sign in Failed', 'Invalid login credentials');
    await logIn(page, email, OWN_PASSWORD);
    await expect(main(page).getByText(`Welcome back, ${fullName}!`)).toBeVisible();
  });

  await test.step('answers a problem', async () => {
    await page.goto(`/problems/${problemId}`);
    await expect(main(page).getByRole('heading', { name: problemTitle })).toBeVisible();
    await submitAnswer(page, '5', 'Great job! Your score has been updated.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, testInfo, 'newcomer', 'first-answer');
  });
});

test('the credentials list shows the default password only where an account still has it', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}.${process.env.E2E_RUN_ID ?? Date.now()}`;
  const ownEmail = `credentials-own.${tag}@e2e.test`;
  await signUp(ownEmail, `Omar Own ${testInfo.project.name}`, 'contestant');
  await logIn(page, DEMO.superadmin);
  await page.goto('/admin/user-credentials');
  const body = main(page);
  await expect(body.getByRole('alert').filter({ hasText: 'Heads up!' })).toBeVisible();
  // The seeded student may be past the first page once journeys have made accounts: search.
  await body.getByLabel('Search by name or email').fill(DEMO.student);
  await expect(body.getByRole('row').filter({ hasText: DEMO.student })).toContainText(
    DEFAULT_PASSWORD,
  );
  await body.getByLabel('Search by name or email').fill(ownEmail);
  const own = body.getByRole('row').filter({ hasText: ownEmail });
  await expect(own).toContainText('Own password (not shown)');
  await expect(own).not.toContainText(DEFAULT_PASSWORD);
  await body.getByLabel('Search by name or email').fill(DEMO.student);
  await expect(body.getByRole('row').filter({ hasText: DEMO.student })).toBeVisible();
  await saveScreenshot(page, testInfo, 'superadmin', 'user-credentials-own-and-default');
});

// What a person does with the shared frame: find the main area and toasts, pick from a select,
// use the navigation (header or, on a phone, the drawer), log in and out.
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mailbox } from './api';
import { gotoCounted, hasRequestCount, networkQuiet } from './network';
import { DEFAULT_PASSWORD, OWN_PASSWORD, passwordOf } from './env';

export function main(page: Page): Locator {
  return page.getByRole('main');
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** A unique address per run, project and person, so parallel projects never share accounts. */
export function uniqueEmail(testInfo: TestInfo, who: string): string {
  const run = process.env.E2E_RUN_ID ?? Date.now().toString(36);
  return `${who}.${run}.${testInfo.project.name}@e2e.test`;
}

/** Toasts live in the Radix viewport region 'Notifications (F8)'. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /notifications/i });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** A validation message: shown inline or as a toast, the text is what counts. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** The option labels of a select, native or a Radix-style combobox (left closed). */
export async function optionLabels(page: Page, field: Locator): Promise<string[]> {
  const tag = await field.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') return field.locator('option').allInnerTexts();
  await field.click();
  const labels = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return labels;
}

export async function selectedLabel(field: Locator): Promise<string> {
  const text = await field.evaluate((element) =>
    element instanceof HTMLSelectElement
      ? (element.selectedOptions[0]?.text ?? '')
      : (element.textContent ?? ''),
  );
  return text.trim();
}

/** Chooses an option (matched without regard to case) in a select, native or a combobox. */
export async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  const name = new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`, 'i');
  const tag = await field.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    const labels = await field.locator('option').allInnerTexts();
    const label = labels.find((text) => name.test(text));
    if (!label) throw new Error(`no option ${option} among ${labels.join(', ')}`);
    await field.selectOption({ label });
    return;
  }
  await field.click();
  await page.getByRole('option', { name }).click();
}

/** The main navigation as a person reaches it: the header on desktop, the drawer on a phone. */
export async function openNavigation(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeNavigation(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Close menu' }).click();
}

export async function logIn(
  page: Page,
  email: string,
  password = passwordOf(email),
): Promise<void> {
  await page.goto('/login');
  const form = main(page);
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^password/i).fill(password);
  await form.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
  await expectToast(page, 'Login Successful!', 'Welcome back! Redirecting to your dashboard...');
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signed out: no account menu; Log in and Sign Up offered (in the drawer on a phone). */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  const navigation = isPhone(page) ? await openNavigation(page) : page.getByRole('banner');
  await expect(navigation.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await closeNavigation(page);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectSignedOut(page);
}

/**
 * Opens `path` and waits for it to settle; its requests are counted, so the wait ends as soon as
 * the page is quiet (for the route sweeps, which open hundreds of pages).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await gotoCounted(page, path);
  await settle(page);
}

/** Waits until data has loaded and entrance animations have ended, for screenshots and axe. */
export async function settle(page: Page): Promise<void> {
  if (hasRequestCount(page)) await networkQuiet(page);
  else await page.waitForLoadState('networkidle');
  await expect(main(page).getByText(/^Loading\b/)).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

export type SignupRoleLabel = 'Student' | 'Instructor' | 'Admin';

const SIGNUP_TOASTS: Record<SignupRoleLabel, [string, string]> = {
  Student: [
    'Account Created!',
    'Welcome! Please check your email to verify your account, then you can log in.',
  ],
  Instructor: [
    'Account Pending Approval',
    'Your account has been created and is waiting for administrator approval. You will be notified via email.',
  ],
  Admin: [
    'Account Pending Approval',
    'Your account has been created and is waiting for administrator approval. You will be notified via email.',
  ],
};

/** Signs up through /signup: the default password is shown, then /login, signed out. */
export async function signUpWithForm(
  page: Page,
  account: { fullName: string; email: string; role: SignupRoleLabel },
): Promise<void> {
  await page.goto('/signup');
  const form = main(page);
  await expect(form).toContainText(DEFAULT_PASSWORD);
  await form.getByLabel(/full name/i).fill(account.fullName);
  await form.getByLabel(/^email/i).fill(account.email);
  const role = form.getByLabel('I am a...');
  // Student is the default; super admin is never offered.
  expect(await selectedLabel(role)).toBe('Student');
  expect(await optionLabels(page, role)).toEqual(['Student', 'Instructor', 'Admin']);
  if (account.role !== 'Student') await chooseOption(page, role, account.role);
  await form.getByRole('button', { name: /^(create account|sign up)$/i }).click();
  const [title, description] = SIGNUP_TOASTS[account.role];
  await expectToast(page, title, description);
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedOut(page);
}

/** A second person at the same screen size (e.g. the superadmin approving someone). */
export async function newPersonPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  return context.newPage();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * After /signup: opens the confirmation link from the local mailbox, chooses the account's own
 * password on /welcome and lands on /dashboard signed in (decision 0012).
 */
export async function confirmFromMailbox(
  page: Page,
  email: string,
  password = OWN_PASSWORD,
  beforeSaving?: () => Promise<void>,
): Promise<void> {
  await expect.poll(async () => (await mailbox(email)).length).toBeGreaterThan(0);
  const [mail] = await mailbox(email);
  expect(mail?.subject).toBe('Confirm Your Signup');
  await page.goto(mail?.link as string);
  await expect(page).toHaveURL(/\/welcome(#.*)?$/);
  const form = main(page);
  await expect(form.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await beforeSaving?.();
  await form.getByLabel('Your password', { exact: true }).fill(password);
  await form.getByLabel('Confirm your password').fill(password);
  await form.getByRole('button', { name: 'Save Password' }).click();
  await expectToast(page, 'Welcome aboard!', 'Your password is saved and your account is ready.');
  await expect(page).toHaveURL(/\/dashboard$/);
}

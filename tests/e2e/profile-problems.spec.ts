// Issue 29 points 6 and 7 in the browser, at 1280 and 375 px: a student edits their name and
// picture (resized and re-encoded before upload, metadata gone) and changes their password
// behind the current one; the problems list shows titles that say what a problem is about, a
// one-line statement preview, and sorts by newest, difficulty and most solved.
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/api';
import { ANON_KEY, GATEWAY_URL, OWN_PASSWORD } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, logOut, main, settle, uniqueEmail } from './support/ui';

const MARKER = 'GPS-51.5007N-0.1246W-SECRET';

/** A 1200x800 JPEG made by the browser, with MARKER in a comment segment (as a camera's EXIF would be). */
async function photoWithMetadata(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 800);
    gradient.addColorStop(0, '#1e3a8a');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(600, 400, 250, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  const jpeg = Buffer.from(base64, 'base64');
  const text = Buffer.from(MARKER);
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]),
    text,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The page is never wider than its viewport (no sideways scroll). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(viewport);
}

test('a student edits their name and picture and changes their password', async ({
  page,
}, testInfo) => {
  const role = 'student';
  const email = uniqueEmail(testInfo, 'profile');
  await signUp(email, `Pat Profile ${testInfo.project.name}`, 'contestant');
  await logIn(page, email);

  await page.goto('/profile');
  const body = main(page);
  await expect(body.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await settle(page);
  await saveScreenshot(page, testInfo, role, 'profile');

  await test.step('refuses a name that flips the text direction, before sending', async () => {
    await body.getByRole('button', { name: 'Update Profile' }).click();
    const form = body.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Full name').fill('Pat \u202eeliforP');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      form.getByText('A name cannot contain line breaks or text-direction control characters.'),
    ).toBeVisible();
  });

  await test.step('a new name and a picture, resized and without its metadata', async () => {
    const form = body.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Full name').fill('  Pat Renamed  ');
    const photo = await photoWithMetadata(page);
    expect(photo.includes(MARKER)).toBe(true);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.getByRole('button', { name: 'Change picture' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await saveScreenshot(page, testInfo, role, 'profile-edit');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Profile updated', 'Your name and picture are saved.');
    await expect(body.getByRole('form', { name: 'Edit profile' })).toHaveCount(0);
    await expect(body.getByText('Pat Renamed', { exact: true })).toBeVisible();

    const src = await body.locator('img').first().getAttribute('src');
    expect(src).toContain('/storage/v1/object/public/avatars/');
    const response = await fetch(src!);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const stored = Buffer.from(await response.arrayBuffer());
    expect(stored.length).toBeLessThan(60 * 1024);
    expect(stored.includes(MARKER)).toBe(false);
    const size = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return [bitmap.width, bitmap.height];
    }, src!);
    expect(size).toEqual([256, 256]);
    // The header shows the same picture.
    await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toHaveCount(1);
    await settle(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, role, 'profile-saved');
  });

  const newPassword = `E2e-newer-${testInfo.project.name}-7`;
  await test.step('the current password is asked and checked before the new one is set', async () => {
    await body.getByRole('button', { name: 'Change Password' }).click();
    const form = body.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Repeat the new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('This is not your current password.')).toBeVisible();
    await saveScreenshot(page, testInfo, role, 'profile-password-wrong');

    await form.getByLabel('Current password', { exact: true }).fill(OWN_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed');
    await expect(body.getByRole('form', { name: 'Change password' })).toHaveCount(0);
  });

  await test.step('the new password logs in', async () => {
    await logOut(page);
    await logIn(page, email, newPassword);
  });
});

/** The first page of /problems in `order`, as a visitor reads it from the API. */
async function firstTitles(order: string): Promise<string[]> {
  const response = await fetch(
    `${GATEWAY_URL}/rest/v1/problems_with_progress?select=title&order=${order}&limit=3`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } },
  );
  return ((await response.json()) as { title: string }[]).map((row) => row.title);
}

test('problems say what they are about, preview their statement and sort', async ({
  page,
}, testInfo) => {
  const role = 'visitor';
  await page.goto('/problems');
  const grid = page.getByRole('list', { name: 'Problems' });
  const cards = grid.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await settle(page);

  await test.step('titles and one-line previews, no LaTeX markup, nothing wider than the screen', async () => {
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).not.toMatch(/#\d/);
    const previews = await grid.getByTestId('statement-preview').allTextContents();
    expect(previews).toHaveLength(titles.length);
    for (const preview of previews) {
      expect(preview.length).toBeGreaterThan(10);
      expect(preview).not.toMatch(/\\|\$(?!\d)|[{}]/);
    }
    // One line each: the preview is as tall as one line of its text.
    const heights = await grid
      .getByTestId('statement-preview')
      .evaluateAll((nodes) =>
        nodes.map(
          (node) =>
            node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight),
        ),
      );
    for (const lines of heights) expect(lines).toBeLessThan(1.5);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, role, 'problems-newest');
  });

  for (const [value, label, order] of [
    ['solved', 'Most solved', 'solver_count.desc,created_at.desc,id.asc'],
    ['difficulty', 'Easiest first', 'difficulty_rank.asc,created_at.desc,id.asc'],
  ] as const) {
    await test.step(`sorts by ${label} in the database, in the URL`, async () => {
      await page.getByLabel('Sort by').selectOption(value);
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${value}`));
      const expected = await firstTitles(order);
      await expect(cards.first().getByRole('heading')).toHaveText(expected[0]!);
      await settle(page);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, testInfo, role, `problems-${value}`);
    });
  }

  await test.step('a shared sorted link opens sorted; easiest first starts with Juniors', async () => {
    await page.goto('/problems?sort=difficulty&page=2');
    await expect(page.getByLabel('Sort by')).toHaveValue('difficulty');
    await expect(cards.first()).toContainText('Juniors');
  });
});

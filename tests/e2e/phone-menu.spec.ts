// Issue 29, point 16: the phone menu answers the first tap before the scripts have run. The app's
// entry script is held back, as on a slow phone; the prerendered frame's menu opens at once, and
// stays open when React takes over. At 1280 px the header's links work before the scripts too.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';
import { isPhone } from './support/ui';

/** Holds the entry module (the app's JavaScript) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the menu works before the scripts have run, and React keeps it as it was', async ({
  page,
}, testInfo) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const frame = page.locator('[data-prerendered]');
  await expect(frame.getByRole('banner')).toBeVisible();

  if (!isPhone(page)) {
    // Desktop: the header's own links are there and the phone drawer never shows.
    const nav = frame.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Problems' })).toHaveAttribute('href', '/problems');
    await expect(frame.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
    await saveScreenshot(page, testInfo, 'visitor', 'menu-before-scripts');
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    return;
  }

  await test.step('one tap opens the prerendered drawer, before any bundle ran', async () => {
    const button = frame.getByRole('button', { name: 'Open menu' });
    await button.tap();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'href',
      '/problems',
    );
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    // Still the frame: React has not run.
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'visitor', 'menu-before-scripts');
    await drawer.getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawer).toBeHidden();
    await button.tap();
    await expect(drawer).toBeVisible();
  });

  await test.step('React takes over with the drawer still open, then closes it as usual', async () => {
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await saveScreenshot(page, testInfo, 'visitor', 'menu-after-takeover');
    await drawer.getByRole('link', { name: 'Problems' }).tap();
    await expect(page).toHaveURL(/\/problems$/);
    await expect(drawer).toBeHidden();
  });
});

// Full-page screenshots for people to look at: test-results/screenshots/{project}/{role}/{name}.png
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { REPO_ROOT } from './env';

export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots');

export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  role: string,
  name: string,
): Promise<void> {
  await page.screenshot({
    path: join(SCREENSHOT_DIR, testInfo.project.name, role, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

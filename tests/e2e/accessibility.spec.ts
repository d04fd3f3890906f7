// Every route of src/app/route-table.tsx in every role that can see it, at both widths (pages
// that are the same for every account once for a signed-in one: tests/e2e/support/routes.ts): a
// full-page screenshot and an axe-core scan (WCAG 2.2 A and AA) with no serious or critical
// findings, and no page wider than the screen.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { firstContestId, firstProblemId } from './support/api';
import { seriousA11yFindings, type A11yFinding } from './support/a11y';
import { DEMO } from './support/env';
import { ROUTES_BY_ROLE, type Role, type SeedIds } from './support/routes';
import { SCREENSHOT_DIR, saveScreenshot } from './support/screenshots';
import { logIn, visit } from './support/ui';

test.describe.configure({ mode: 'parallel' });

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  student: DEMO.student,
  instructor: DEMO.instructor,
  admin: DEMO.admin,
  superadmin: DEMO.superadmin,
};

let ids: SeedIds;

test.beforeAll(async () => {
  ids = { problemId: await firstProblemId(), contestId: await firstContestId() };
});

for (const role of Object.keys(ROUTES_BY_ROLE) as Role[]) {
  test(`every route the ${role} role can see is accessible and screenshotted`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    if (role !== 'visitor') await logIn(page, ACCOUNTS[role]);

    const findings: Record<string, A11yFinding[]> = {};
    for (const route of ROUTES_BY_ROLE[role]) {
      const path = route.path(ids);
      await test.step(path, async () => {
        await visit(page, path);
        await saveScreenshot(page, testInfo, role, route.name);
        // Nothing wider than the screen: wide content scrolls in its own frame, not the page.
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(sideways, `${path} as ${role} scrolls sideways`).toBeLessThanOrEqual(0);
        const serious = await seriousA11yFindings(page);
        if (serious.length > 0) findings[path] = serious;
        expect.soft(serious, `axe on ${path} as ${role}`).toEqual([]);
      });
    }
    const report = JSON.stringify(findings, null, 2);
    await testInfo.attach('axe-serious-findings.json', {
      body: report,
      contentType: 'application/json',
    });
    await writeFile(
      join(SCREENSHOT_DIR, testInfo.project.name, role, 'axe-serious-findings.json'),
      report,
    );
  });
}

// Issue 29, point 13: where do I stand. A new student (beyond the seeded top 20) finds their own
// row under the leaderboard with the database's rank, the same rank on the dashboard, and on a
// running contest's board "Jump to me" brings their highlighted row into view. Both widths.
import { expect, test } from '@playwright/test';
import { signIn, signUp } from './support/api';
import { ANON_KEY, GATEWAY_URL } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { logIn, main, settle, uniqueEmail } from './support/ui';

test('a new student sees their own rank on the leaderboard, the dashboard and a contest board', async ({
  page,
}, testInfo) => {
  const name = `Rhea Rank ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'rank');
  await signUp(email, name, 'contestant');
  await logIn(page, email);

  let rank = '';
  await test.step('the leaderboard shows the top 20 and then their own row', async () => {
    await page.goto('/leaderboard');
    const table = main(page).getByRole('table');
    const mine = table.getByRole('row').filter({ hasText: '(you)' });
    await expect(mine).toContainText(name);
    await expect(mine).toHaveAttribute('aria-current', 'true');
    // The header row, 20 ranked rows and theirs (the gap between is hidden from assistive tech).
    await expect(table.getByRole('row')).toHaveCount(22);
    await expect(table.getByRole('row').last()).toContainText('(you)');
    rank = ((await mine.getByRole('cell').first().textContent()) ?? '').trim();
    expect(Number(rank.replace(/,/g, ''))).toBeGreaterThan(20);
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'leaderboard-own-row');
  });

  await test.step('the dashboard says the same rank', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('my-rank')).toContainText(
      new RegExp(`^Rank ${rank} of [\\d,]+ on the leaderboard$`),
    );
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'dashboard-rank');
  });

  await test.step('on a running contest board, Jump to me reaches their highlighted row', async () => {
    const now = new Date().toISOString();
    const response = await fetch(
      `${GATEWAY_URL}/rest/v1/contests?select=id&start_time=lt.${now}&end_time=gt.${now}&order=start_time.asc&limit=1`,
      { headers: { apikey: ANON_KEY } },
    );
    const [contest] = (await response.json()) as { id: string }[];
    expect(contest).toBeDefined();
    const session = await signIn(email);
    const registered = await fetch(`${GATEWAY_URL}/rest/v1/rpc/register_for_contest`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${session.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ contest_id: contest!.id }),
    });
    expect(registered.ok).toBe(true);
    await page.goto(`/contests/${contest!.id}`);
    const jump = main(page).getByRole('button', { name: 'Jump to me' });
    await expect(main(page).getByText(/^You are ranked [\d,]+ of [\d,]+\.$/)).toBeVisible();
    await jump.click();
    const mine = main(page)
      .getByRole('region', { name: 'Contest scoreboard' })
      .getByRole('row')
      .filter({ hasText: '(you)' });
    await expect(mine).toBeFocused();
    await expect(mine).toBeInViewport();
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await saveScreenshot(page, testInfo, 'student', 'contest-jump-to-me');
  });
});

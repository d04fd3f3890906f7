// Issue 15: a student reveals a hint, gives up (confirmed, final) and reads the solution, solves
// another problem, sees the markers and filters out what they solved, and finds their progress
// on the dashboard. Both widths (desktop and mobile projects).
import { expect, test } from '@playwright/test';
import { createProblem, signIn, signUp } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL } from './support/env';
import { submitAnswer } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, main, settle, uniqueEmail } from './support/ui';

const HINTS = ['Start from $6 \\cdot 5 = 30$.', 'Add two more sixes.', 'The product is even.'];
const SOLUTION = 'Since $6 \\cdot 5 = 30$, we get $6 \\cdot 7 = 30 + 12 = \\boxed{42}$.';

async function writeSolution(token: string, problemId: string): Promise<void> {
  const response = await fetch(`${GATEWAY_URL}/rest/v1/rpc/set_problem_solution`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      problem_id: problemId,
      payload: { solution: { body: SOLUTION }, hints: HINTS },
    }),
  });
  if (!response.ok)
    throw new Error(`set_problem_solution: ${response.status} ${await response.text()}`);
}

test('a student reveals a hint, gives up, reads the solution and hides what they solved', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const stuckTitle = `Practice product ${tag}`;
  const solvedTitle = `Practice sum ${tag}`;
  const author = await signIn(DEMO.instructor);
  const stuckId = await createProblem(author, {
    title: stuckTitle,
    body: 'Compute $6 \\cdot 7$.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['42'],
  });
  await writeSolution(author.accessToken, stuckId);
  const solvedId = await createProblem(author, {
    title: solvedTitle,
    body: 'Compute $20 + 22$.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['42'],
  });
  await writeSolution(author.accessToken, solvedId);

  const email = uniqueEmail(testInfo, 'practice');
  await signUp(email, `Pia Practice ${testInfo.project.name}`, 'contestant');
  await logIn(page, email);

  await test.step('reveals the first hint, and only that one', async () => {
    await page.goto(`/problems/${stuckId}`);
    const panel = main(page).getByRole('region', { name: 'Hints and solution' });
    await expect(panel.getByText('0 of 3 revealed')).toBeVisible();
    await expect(panel.getByText('Not tried')).toBeVisible();
    await panel.getByRole('button', { name: 'Reveal hint 1' }).click();
    await expect(panel.getByText('1 of 3 revealed')).toBeVisible();
    await expect(panel.getByText('Hint 1')).toBeVisible();
    await expect(panel.getByText('Add two more sixes.')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Reveal hint 2' })).toBeVisible();
    await expect(panel.getByText(/boxed|30 \+ 12/)).toHaveCount(0);
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'practice-hint-revealed');
  });

  await test.step('gives up after confirming, reads the solution, and can no longer answer', async () => {
    const panel = main(page).getByRole('region', { name: 'Hints and solution' });
    await panel.getByRole('button', { name: 'Give up and see the solution' }).click();
    const dialog = panel.getByRole('alertdialog', { name: 'Give up on this problem?' });
    await expect(dialog).toContainText('Giving up is final');
    // Changing one's mind is possible until the second click.
    await dialog.getByRole('button', { name: 'Keep trying' }).click();
    await expect(panel.getByRole('alertdialog')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Give up and see the solution' }).click();
    await panel.getByRole('button', { name: 'Yes, give up' }).click();
    await expectToast(page, 'Solution unlocked');
    await expect(panel.getByRole('heading', { name: 'Solution', exact: true })).toBeVisible();
    await expect(panel.locator('.katex').first()).toBeVisible();
    await expect(panel.getByText(/You gave up on this problem on/)).toBeVisible();
    await expect(main(page).getByText('Submit Your Answer')).toHaveCount(0);
    // Giving up is labelled as such, and no hint is offered once the solution is open.
    await expect(panel.getByText('Gave up', { exact: true })).toBeVisible();
    await expect(panel.getByText('Attempted')).toHaveCount(0);
    await expect(panel.getByText('Hint 1')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Reveal hint/ })).toHaveCount(0);
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'practice-solution-after-give-up');
  });

  await test.step('solves another problem and is offered the next one', async () => {
    await page.goto(`/problems/${solvedId}`);
    await submitAnswer(page, '42', 'Great job! Your score has been updated.');
    const panel = main(page).getByRole('region', { name: 'Hints and solution' });
    await expect(panel.getByText('Solved', { exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Solution', exact: true })).toBeVisible();
    await expect(panel.getByText('Next problem:')).toBeVisible();
  });

  await test.step('sees the markers and hides the solved problem, kept in the URL', async () => {
    await page.goto(`/problems?q=${encodeURIComponent(tag)}`);
    const solvedCard = main(page).getByRole('article', { name: solvedTitle });
    const stuckCard = main(page).getByRole('article', { name: stuckTitle });
    await expect(solvedCard.getByText('Solved')).toBeVisible();
    // The given-up problem is marked "Gave up" on the list, never "Attempted".
    await expect(stuckCard.getByText('Gave up', { exact: true })).toBeVisible();
    await expect(stuckCard.getByText('Attempted')).toHaveCount(0);
    // The box follows the URL: wait for the search to settle, then click until the URL says so.
    await expect(page).toHaveURL(/q=/);
    await expect(async () => {
      if (!/solved=hide/.test(page.url())) await main(page).getByLabel('Hide solved').click();
      await expect(page).toHaveURL(/solved=hide/, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page).toHaveURL(/q=/);
    await expect(solvedCard).toHaveCount(0);
    await expect(stuckCard).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'practice-hide-solved');
    // A shared link keeps the filter.
    await page.reload();
    await expect(main(page).getByLabel('Hide solved')).toBeChecked();
    await expect(main(page).getByRole('article', { name: solvedTitle })).toHaveCount(0);
  });

  await test.step('finds the progress picture and recent activity on the dashboard', async () => {
    await page.goto('/dashboard');
    const cell = main(page).getByRole('link', {
      name: /^Number Theory, Juniors: \d+ of \d+ solved/,
    });
    await expect(cell).toBeVisible();
    await expect(cell).toHaveAccessibleName(
      /^Number Theory, Juniors: 1 of \d+ solved, 1 attempted$/,
    );
    await expect(main(page).getByRole('link', { name: solvedTitle })).toBeVisible();
    await expect(main(page).getByText('Gave up')).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'practice-dashboard');
    await cell.click();
    await expect(page).toHaveURL(/\/problems\?topic=Number\+Theory&difficulty=Juniors$/);
  });
});

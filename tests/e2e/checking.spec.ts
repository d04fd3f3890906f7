// Issue 14: under the answer box the student sees how the answer will be read (KaTeX), a gentle
// note when it is not math, and after a wrong auto-graded answer how it was read, never the key.
import { expect, test } from '@playwright/test';
import { createProblem, signIn } from './support/api';
import { DEMO } from './support/env';
import { submitAnswer } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { logIn, main } from './support/ui';

test('the answer is shown as it will be read, before and after it is sent', async ({
  page,
}, testInfo) => {
  const title = `Fourteen thirds ${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const author = await signIn(DEMO.instructor);
  const problemId = await createProblem(author, {
    title,
    body: 'Compute $\\frac{28}{6}$ in lowest terms.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 3,
    answerKey: ['\\frac{14}{3}'],
  });

  await logIn(page, DEMO.student);
  await page.goto(`/problems/${problemId}`);
  await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
  const solution = main(page).getByLabel('Your Solution');
  const preview = main(page).getByTestId('answer-preview');

  await test.step('a fraction typed with a slash is shown as a fraction', async () => {
    await solution.fill('14/3');
    await expect(preview).toContainText('Read as');
    await expect(preview.locator('.katex .mfrac')).toBeVisible();
    await saveScreenshot(page, testInfo, 'student', 'answer-read-as-fraction');
  });

  await test.step('a list is shown as a list', async () => {
    await solution.fill('x = \\pm 2');
    await expect(preview.locator('.katex')).toContainText('±');
  });

  await test.step('prose gets a gentle note and can still be sent', async () => {
    await solution.fill('the answer is fourteen thirds');
    await expect(preview).toHaveText(
      'This does not read as a math answer. You can still send it: a grader will mark it.',
    );
    await saveScreenshot(page, testInfo, 'student', 'answer-not-math');
  });

  await test.step('a wrong answer says how it was read, not what the key is', async () => {
    await submitAnswer(page, '4.6');
    // The answer's own status: the discussion below has one too while its comments load.
    const status = main(page)
      .getByRole('status')
      .filter({ hasText: /incorrect/i });
    await expect(status.getByText(/incorrect/i)).toBeVisible();
    await expect(status.getByText('Your answer was read as')).toBeVisible();
    await expect(status.locator('.katex')).toContainText('4.6');
    await expect(status).not.toContainText('14');
    await saveScreenshot(page, testInfo, 'student', 'answer-read-after-wrong');
  });

  await test.step('the same value in another notation is correct', async () => {
    await submitAnswer(page, '4\\frac{2}{3}', 'Great job! Your score has been updated.');
  });
});

// Issue 29, points 2, 3, 5, 12 and 15, at both widths: the answer box tells a student how many
// attempts are left and what the checker will ignore, a misreading costs no attempt, the cap
// closes the form with a reason, a proof gets a proof box with a typeset preview, a verdict is
// said once, a contest's problem list follows an answer, and a grader types 1 then 0 for 10.
import { expect, test, type Page } from '@playwright/test';
import { createProblem, signIn, signUp, submitAnswer, type Session } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL } from './support/env';
import { submitAnswer as submitThroughCard } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, main, newPersonPage, settle, toasts, uniqueEmail } from './support/ui';

async function rpc<T>(session: Session, name: string, body: unknown): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${session.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Nothing on the page is wider than the window (375 px on the phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the answer box: attempts left, what is ignored, one verdict, the cap, a proof', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const author = await signIn(DEMO.instructor);
  const halfTitle = `One half ${tag}`;
  const halfId = await createProblem(author, {
    title: halfTitle,
    body: 'What fraction of $10$ is $5$? Give a number.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['0.5'],
  });
  const proofTitle = `Squares grow ${tag}`;
  const proofId = await createProblem(author, {
    title: proofTitle,
    body: 'Prove that $n^2 \\ge n$ for every positive integer $n$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 10,
  });
  const cappedId = await createProblem(author, {
    title: `Guess the seven ${tag}`,
    body: 'Which digit is $3 + 4$?',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 2,
    answerKey: ['7'],
  });

  const name = `Ana Answer ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'answer-box');
  await signUp(email, name, 'contestant');
  await logIn(page, email);

  await test.step('point 3: the attempts left and what the checker ignores, before sending', async () => {
    await page.goto(`/problems/${halfId}`);
    const body = main(page);
    await expect(body.getByRole('heading', { name: halfTitle })).toBeVisible();
    await expect(body.getByTestId('attempts-left')).toHaveText(
      '10 of 10 attempts left: only wrong answers count.',
    );
    const solution = body.getByLabel('Your Solution');
    await solution.fill('3.333...');
    // Read as the repeating decimal, not as 3.333.
    await expect(body.getByTestId('answer-preview').locator('.katex .overline')).toBeVisible();
    await expect(body.getByTestId('answer-ignored')).toHaveCount(0);
    await solution.fill('50%');
    await expect(body.getByTestId('answer-ignored')).toContainText(
      'Not checked: the percent sign (the number alone is checked: for a fraction such as 0.5, write the fraction).',
    );
    await solution.fill('3 cm');
    await expect(body.getByTestId('answer-ignored')).toContainText('the unit “cm”');
    await solution.fill('106 degrees');
    await expect(body.getByTestId('answer-ignored')).toContainText('the degrees');
    await settle(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'student', 'answer-box-ignored-degrees');
  });

  await test.step('point 3: a misreading waits for a grader and costs no attempt', async () => {
    const body = main(page);
    await submitThroughCard(page, '50%');
    await expect(body.getByTestId('answer-verdict')).toHaveText(
      /^Submitted — waiting for a grader/,
    );
    await expect(body.getByTestId('attempts-left')).toHaveText(
      '10 of 10 attempts left: only wrong answers count.',
    );
  });

  await test.step('point 15: a wrong answer shows inline only, and counts', async () => {
    const body = main(page);
    await submitThroughCard(page, '0.4');
    await expect(body.getByTestId('answer-verdict')).toHaveText('Incorrect — try again');
    await expect(body.getByTestId('attempts-left')).toHaveText(
      '9 of 10 attempts left: only wrong answers count.',
    );
    await expect(toasts(page).getByText('Answer Submitted!')).toHaveCount(0);
    await expect(page.getByText('Great job! Your score has been updated.')).toHaveCount(0);
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'answer-box-wrong-inline');
  });

  await test.step('point 15: a correct answer is the spec toast alone', async () => {
    await submitThroughCard(page, '1/2', 'Great job! Your score has been updated.');
    await expect(main(page).getByTestId('answer-verdict')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'student', 'answer-box-correct-toast');
  });

  await test.step('point 12: a problem without a key takes a proof, previewed as typed', async () => {
    await page.goto(`/problems/${proofId}`);
    const body = main(page);
    await expect(body.getByRole('heading', { name: proofTitle })).toBeVisible();
    const solution = body.getByLabel('Your Solution');
    await expect(body.getByText(/^This problem asks for a proof/)).toBeVisible();
    await expect(solution).toHaveAttribute('placeholder', /^Write your proof/);
    await expect(body.getByTestId('attempts-left')).toHaveCount(0);
    await solution.fill(
      'For $n \\ge 1$ multiply both sides by $n > 0$: $n \\cdot n \\ge 1 \\cdot n$, so $n^2 \\ge n$.',
    );
    const preview = body.getByLabel('Proof preview');
    await expect(preview.locator('.katex')).toHaveCount(4);
    await expect(body.getByText(/does not read as a math answer/)).toHaveCount(0);
    await settle(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'student', 'answer-box-proof-preview');
    await submitThroughCard(page, await solution.inputValue());
    await expect(body.getByTestId('answer-verdict')).toHaveText(
      /^Submitted — waiting for a grader/,
    );
  });

  await test.step('point 3: at the cap the form is closed and says why', async () => {
    const other = uniqueEmail(testInfo, 'answer-cap');
    await signUp(other, `Gus Guesser ${testInfo.project.name}`, 'contestant');
    const guesser = await signIn(other);
    for (const guess of ['1', '2', '3', '4', '5', '6', '8', '9', '10', '11']) {
      await submitAnswer(guesser, cappedId, guess);
    }
    const guesserPage = await newPersonPage(browser, testInfo);
    await logIn(guesserPage, other);
    await guesserPage.goto(`/problems/${cappedId}`);
    const body = main(guesserPage);
    await expect(body.getByTestId('attempts-used')).toContainText(
      'You have used all 10 attempts at this problem: no more answers are accepted for it.',
    );
    await expect(body.getByLabel('Your Solution')).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
    await settle(guesserPage);
    await saveScreenshot(guesserPage, testInfo, 'student', 'answer-box-cap-closed');
    await guesserPage.close();
  });

  await test.step('point 2: a grader types 1 then 0 and Enter: 10/10', async () => {
    const graderPage = await newPersonPage(browser, testInfo);
    await logIn(graderPage, DEMO.instructor);
    await graderPage.goto(`/grading?problem=${proofId}`);
    const body = main(graderPage);
    const marks = body.getByLabel('Marks (0–10)');
    await expect(marks).toBeVisible();
    await body.getByRole('heading', { name: 'Grading Queue' }).click();
    await graderPage.keyboard.press('1');
    await graderPage.keyboard.press('0');
    await expect(marks).toHaveValue('10');
    await settle(graderPage);
    await saveScreenshot(graderPage, testInfo, 'instructor', 'grading-ten-by-keys');
    await graderPage.keyboard.press('Enter');
    await expectToast(graderPage, 'Grade saved', `10/10 for ${name}.`);
    await graderPage.close();
  });
});

test('point 5: a contest problem list says Solved right after the answer, without a reload', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const admin = await signIn(DEMO.admin);
  const problemTitle = `Fresh status ${tag}`;
  const problemId = await createProblem(admin, {
    title: problemTitle,
    body: 'Compute $5 \\cdot 6$.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 7,
    answerKey: ['30'],
  });
  const title = `Fresh Round ${tag}`;
  const contest = await rpc<{ id: string }>(admin, 'save_contest', {
    contest_id: null,
    payload: {
      title,
      description: 'One problem.',
      start_time: new Date(Date.now() - 30_000).toISOString(),
      end_time: new Date(Date.now() + 3_600_000).toISOString(),
      problem_ids: [problemId],
      // Checked as it comes (new contests default to results at the end).
      results_mode: 'instant',
    },
  });
  const email = uniqueEmail(testInfo, 'fresh-status');
  await signUp(email, `Fay Fresh ${testInfo.project.name}`, 'contestant');
  await rpc(await signIn(email), 'register_for_contest', { contest_id: contest.id });
  await logIn(page, email);

  await page.goto(`/contests/${contest.id}`);
  const item = main(page).getByRole('listitem').filter({ hasText: problemTitle });
  await expect(item.getByText('Not tried')).toBeVisible();
  await item.getByRole('link', { name: 'View Problem' }).click();
  await submitThroughCard(page, '30', 'Great job! Your score has been updated.');
  // Back within the list's 30 s of freshness: it is re-read, not shown from the cache.
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(item.getByText('Solved', { exact: true })).toBeVisible();
  await expect(item.getByText('Not tried')).toHaveCount(0);
  await settle(page);
  await saveScreenshot(page, testInfo, 'student', 'contest-list-fresh-after-answer');
});

// Issue 13: an instructor grades a proof 5/7 with a comment from the keyboard and the student
// sees the grade and the feedback; an author fixes a statement and changes the answer key and is
// told how many answers were regraded.
import { expect, test } from '@playwright/test';
import { answersTo, createProblem, ownProfile, signIn, signUp, submitAnswer } from './support/api';
import { DEMO } from './support/env';
import { saveScreenshot } from './support/screenshots';
import {
  expectToast,
  isPhone,
  logIn,
  main,
  newPersonPage,
  settle,
  uniqueEmail,
} from './support/ui';

test('an instructor grades a proof 5/7 with a comment and the student sees it', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const title = `Squares and sums ${tag}`;
  const studentEmail = uniqueEmail(testInfo, 'proof-student');
  const studentName = `Pia Proof ${testInfo.project.name}`;
  await signUp(studentEmail, studentName, 'contestant');
  const student = await signIn(studentEmail);
  const problemId = await createProblem(await signIn(DEMO.instructor), {
    title,
    body: 'Prove that $n^2 \\ge n$ for every positive integer $n$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
  });
  await submitAnswer(
    student,
    problemId,
    'Since $n \\ge 1$, multiplying by $n$ gives $n^2 \\ge n$.',
  );

  await test.step('the instructor opens the problem in the queue: statement and answer side by side', async () => {
    await logIn(page, DEMO.instructor);
    await page.goto(`/grading?problem=${problemId}`);
    const body = main(page);
    const workspace = body
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(workspace.getByText('Statement', { exact: true })).toBeVisible();
    await expect(workspace.getByText(new RegExp(`${studentName} · submitted`))).toBeVisible();
    await expect(workspace.locator('.katex').first()).toBeVisible();
    await expect(body.getByLabel('Problem', { exact: true })).toHaveValue(problemId);
  });

  await test.step('types a comment, presses 5 and Enter', async () => {
    const body = main(page);
    await body
      .getByLabel(/Feedback for the student/)
      .fill('Correct idea, but say why $n \\ge 1$ allows multiplying: $n > 0$.');
    await expect(body.getByLabel('Feedback preview').locator('.katex').first()).toBeVisible();
    // Shortcuts work outside text fields: leave the feedback box first.
    await body.getByRole('heading', { name: 'Grading Queue' }).click();
    await page.keyboard.press('5');
    await expect(body.getByLabel('Marks (0–7)')).toHaveValue('5');
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'grading-5-of-7');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Grade saved', `5/7 for ${studentName}.`);
    await expect
      .poll(async () => (await answersTo(student, problemId)).map((a) => a.status))
      .toEqual(['partial']);
    await expect.poll(async () => (await ownProfile(student)).score).toBe(5);
  });

  const studentPage = await newPersonPage(browser, testInfo);
  await test.step('the student sees 5 / 7 and the comment in /submissions', async () => {
    await logIn(studentPage, studentEmail);
    await studentPage.goto('/submissions');
    // A table row from 640 px, a card below (each shows the same grade and feedback).
    const row = main(studentPage)
      .getByRole(isPhone(studentPage) ? 'listitem' : 'row')
      .filter({ hasText: title });
    await expect(row.getByText('partial 5/7')).toBeVisible();
    await expect(row.getByText('5 / 7')).toBeVisible();
    await expect(row).toContainText('Correct idea, but say why');
    await expect(row.locator('.katex').first()).toBeVisible();
    await settle(studentPage);
    await saveScreenshot(studentPage, testInfo, 'student', 'submissions-with-feedback');
  });

  await test.step('and the earlier attempt with its feedback on the problem page', async () => {
    await main(studentPage).getByRole('link', { name: title }).click();
    const attempts = main(studentPage).getByRole('region', { name: 'Your earlier attempts' });
    await expect(attempts.getByText('partial 5/7')).toBeVisible();
    await expect(attempts.getByText('Feedback', { exact: true })).toBeVisible();
    await expect(attempts).toContainText('Correct idea, but say why');
    await settle(studentPage);
    await saveScreenshot(studentPage, testInfo, 'student', 'problem-earlier-attempts');
  });
  await studentPage.context().close();
});

test('an author fixes a statement, changes the key and sees how many answers were regraded', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const title = `Sum of the first ten odd numbers ${tag}`;
  const author = await signIn(DEMO.instructor);
  const problemId = await createProblem(author, {
    title,
    body: 'Compute $1 + 3 + 5 + \\dots + 19$ (the sum of the frist ten odd numbers).',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 3,
    answerKey: ['99'],
  });
  const students = await Promise.all(
    ['right', 'wrong'].map(async (who) => {
      const email = uniqueEmail(testInfo, `regrade-${who}`);
      await signUp(email, `Regrade ${who} ${testInfo.project.name}`, 'contestant');
      return signIn(email);
    }),
  );
  const [right, wrong] = students as [
    Awaited<ReturnType<typeof signIn>>,
    Awaited<ReturnType<typeof signIn>>,
  ];
  expect((await submitAnswer(right, problemId, '100')).status).toBe('incorrect');
  expect((await submitAnswer(wrong, problemId, '99')).status).toBe('correct');

  await test.step('the author opens Edit problem from the problem page', async () => {
    await logIn(page, DEMO.instructor);
    await page.goto(`/problems/${problemId}`);
    await main(page).getByRole('link', { name: 'Edit problem' }).click();
    await expect(page).toHaveURL(new RegExp(`/problems/${problemId}/edit$`));
    const body = main(page);
    await expect(body.getByRole('heading', { name: 'Edit Problem' })).toBeVisible();
    await expect(body.getByLabel('Problem Title')).toHaveValue(title);
    await expect(body.getByLabel(/answer key/i)).toHaveValue('99');
  });

  await test.step('fixes the typo, sets the key to 100 and saves', async () => {
    const body = main(page);
    const statement = body.getByLabel('Problem Statement');
    await statement.fill(
      'Compute $1 + 3 + 5 + \\dots + 19$ (the sum of the first ten odd numbers).',
    );
    await expect(body.getByRole('region', { name: 'Preview', exact: true })).toContainText(
      'the first ten odd numbers',
    );
    await body.getByLabel(/answer key/i).fill('100');
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'edit-problem');
    await body.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Problem Saved', '2 answers regraded.');
    await expect(page).toHaveURL(new RegExp(`/problems/${problemId}$`));
    await expect(main(page).getByRole('region', { name: 'Problem statement' })).toContainText(
      'the first ten odd numbers',
    );
  });

  await test.step('the regrade moved both students', async () => {
    expect((await answersTo(right, problemId)).map((a) => a.status)).toEqual(['correct']);
    expect((await answersTo(wrong, problemId)).map((a) => a.status)).toEqual(['incorrect']);
    expect((await ownProfile(right)).score).toBe(3);
    expect((await ownProfile(wrong)).score).toBe(0);
  });
});

// A student signs up, logs in, answers an auto-graded and an ungraded problem, comments, reacts
// and un-reacts, sees their submissions and dashboard score, and logs out (docs/decisions/0005, docs/data-contract.md).
import { expect, test } from '@playwright/test';
import { createProblem, signIn } from './support/api';
import { DEMO } from './support/env';
import {
  commentBox,
  expectReaction,
  expectStat,
  postComment,
  reactionButton,
  submitAnswer,
} from './support/problem-page';
import {
  expectSignedOut,
  expectMessage,
  logOut,
  main,
  signUpWithForm,
  confirmFromMailbox,
  uniqueEmail,
} from './support/ui';

const AUTO_MARKS = 5;

test('a student signs up, solves, discusses, reacts and follows their submissions', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const autoTitle = `Auto-graded product ${tag}`;
  const openTitle = `Proof problem ${tag}`;
  const author = await signIn(DEMO.instructor);
  const autoId = await createProblem(author, {
    title: autoTitle,
    body: 'Compute the product $6 \\cdot 7$. \\[ 6 \\times 7 = ? \\]',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: AUTO_MARKS,
    answerKey: ['42'],
  });
  const openId = await createProblem(author, {
    title: openTitle,
    body: 'Prove that $\\sqrt{2}$ is irrational.',
    topic: 'Algebra',
    difficulty: 'Seniors',
    marks: 7,
  });

  const fullName = `Stella Student ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'student');

  await test.step('signs up and logs in', async () => {
    await signUpWithForm(page, { fullName, email, role: 'Student' });
    await confirmFromMailbox(page, email);
    const body = main(page);
    await expect(body.getByText(`Welcome back, ${fullName}!`)).toBeVisible();
    await expect(body.getByText(email)).toBeVisible();
    await expectStat(page, 'Your Score', 0);
    await expectStat(page, 'Problems Solved', 0);
    await expect(body.getByText('Account Pending Approval')).toHaveCount(0);
    await expect(body.getByRole('link', { name: 'Browse Problems' })).toHaveAttribute(
      'href',
      '/problems',
    );
    await expect(body.getByRole('link', { name: 'View Leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    await expect(body.getByRole('link', { name: 'Browse Notes' })).toHaveAttribute(
      'href',
      '/notes',
    );
    await expect(body.getByRole('link', { name: 'Create Problem' })).toHaveCount(0);
  });

  await test.step('answers an auto-graded problem (a blank answer is refused first)', async () => {
    await page.goto(`/problems/${autoId}`);
    await expect(main(page).getByRole('heading', { name: autoTitle })).toBeVisible();
    await expect(main(page).locator('.katex').first()).toBeVisible();
    await main(page).getByLabel('Your Solution').fill('   ');
    await main(page).getByRole('button', { name: 'Submit Answer' }).click();
    await expectMessage(page, 'Answer cannot be empty.');
    await submitAnswer(page, '41');
    await expect(
      main(page)
        .getByText(/incorrect/i)
        .first(),
    ).toBeVisible();
    await submitAnswer(page, '42', 'Great job! Your score has been updated.');
  });

  await test.step('answers a problem that an instructor grades by hand', async () => {
    await page.goto(`/problems/${openId}`);
    await expect(main(page).getByRole('heading', { name: openTitle })).toBeVisible();
    await submitAnswer(page, 'Suppose sqrt(2) = p/q in lowest terms; then p and q are both even.');
  });

  await test.step('comments: newest first, with the author', async () => {
    const body = main(page);
    await expect(
      body.getByText('No comments yet. Be the first to start the discussion!'),
    ).toBeVisible();
    await postComment(page, 'First thought: look at parity.');
    await postComment(page, 'Second thought: infinite descent.');
    await expect(
      body.getByText('No comments yet. Be the first to start the discussion!'),
    ).toHaveCount(0);
    await expect(body.getByRole('heading', { name: /Discussion/ })).toContainText('2');
    const first = body.getByText('First thought: look at parity.');
    const second = body.getByText('Second thought: infinite descent.');
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
    expect(secondBox!.y).toBeLessThan(firstBox!.y);
    await expect(body.getByText(fullName).first()).toBeVisible();
    await expect(commentBox(page)).toHaveValue('');
  });

  await test.step('reacts, changes the reaction and takes it back', async () => {
    await expectReaction(page, 'Like', 0, false);
    await reactionButton(page, 'Like').click();
    await expectReaction(page, 'Like', 1, true);
    await reactionButton(page, 'Love').click();
    await expectReaction(page, 'Like', 0, false);
    await expectReaction(page, 'Love', 1, true);
    await reactionButton(page, 'Love').click();
    await expectReaction(page, 'Love', 0, false);
    await expectReaction(page, 'Funny', 0, false);
  });

  await test.step('sees both submissions with their status', async () => {
    await page.goto('/submissions');
    const body = main(page);
    await expect(body.getByRole('heading', { name: 'My Submissions' })).toBeVisible();
    // Under 640 px each submission is a card in a list; wider, a row of the spec's table.
    const narrow = (page.viewportSize()?.width ?? 1280) < 640;
    if (!narrow) {
      for (const column of ['Problem', 'Submitted At', 'Status']) {
        await expect(body.getByRole('columnheader', { name: column })).toBeVisible();
      }
    }
    const entries = narrow
      ? body.getByRole('list', { name: 'My Submissions' }).getByRole('listitem')
      : body.getByRole('row');
    const autoRows = entries.filter({ hasText: autoTitle });
    const openRow = entries.filter({ hasText: openTitle });
    await expect(autoRows).toHaveCount(2);
    await expect(autoRows.filter({ hasText: /incorrect/i })).toHaveCount(1);
    await expect(autoRows.filter({ hasText: /(?<!in)correct/i })).toHaveCount(1);
    await expect(openRow).toContainText(/submitted/i);
    await expect(autoRows.first().getByRole('link', { name: autoTitle })).toHaveAttribute(
      'href',
      `/problems/${autoId}`,
    );
  });

  await test.step('sees the score on the dashboard, then logs out', async () => {
    await page.goto('/dashboard');
    await expectStat(page, 'Your Score', AUTO_MARKS);
    await expectStat(page, 'Problems Solved', 1);
    await logOut(page);
    await page.goto('/submissions');
    await expect(main(page).getByText('Access Denied')).toBeVisible();
    await expectSignedOut(page);
  });
});

// Issue 29, points 11 and 9: the discussion speaks math (LaTeX typeset), an author edits and
// deletes their own comment while another student is offered neither, a text over the limit is
// refused with a message (never cut), and a discussion closed by a running contest never shows
// its composer first on a slow network. Both widths.
import { expect, test } from '@playwright/test';
import { createProblem, signIn, signUp } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL } from './support/env';
import { commentBox, postComment } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, main, newPersonPage, settle, uniqueEmail } from './support/ui';

test('an author writes math, edits and deletes their comment; others cannot', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const instructor = await signIn(DEMO.instructor);
  const problemId = await createProblem(instructor, {
    title: `Discussion math ${tag}`,
    body: 'Show that $n^2 + n$ is even.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 5,
  });
  const name = `Theo Tex ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'tex');
  await signUp(email, name, 'contestant');
  await logIn(page, email);
  await page.goto(`/problems/${problemId}`);
  const discussion = main(page).getByRole('region', { name: /^Discussion/ });
  const mine = discussion.getByRole('listitem').filter({ hasText: name });

  await test.step('a comment with LaTeX is typeset; prose stays prose', async () => {
    await postComment(page, 'Since $n^2 + n = n(n+1)$, one factor is even; so n = 1 is fine.');
    await expect(mine.locator('.katex')).toHaveCount(1);
    await expect(mine).toContainText('so n = 1 is fine.');
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'discussion-latex');
  });

  await test.step('over 2,000 characters the form says so and refuses; nothing is cut', async () => {
    const long = 'a'.repeat(2005);
    await commentBox(page).fill(long);
    await expect(commentBox(page)).toHaveValue(long);
    await expect(
      discussion.getByText(
        'Use at most 2,000 characters for a comment. Remove 5 characters to send it.',
      ),
    ).toBeVisible();
    await expect(discussion.getByText('2,005 / 2,000 characters')).toBeVisible();
    await expect(discussion.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await saveScreenshot(page, testInfo, 'student', 'discussion-over-limit');
    await commentBox(page).fill('');
  });

  await test.step('the author edits it (marked edited) and the math follows', async () => {
    await mine.getByRole('button', { name: 'Edit' }).click();
    const field = mine.getByLabel('Edit your comment');
    await field.fill('Better: $\\frac{n(n+1)}{2}$ is an integer.');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Comment updated.');
    await expect(mine).toContainText('(edited)');
    await expect(mine.locator('.katex .mfrac')).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'student', 'discussion-edited');
  });

  await test.step('another student is offered neither Edit nor Delete, and the API refuses', async () => {
    const otherEmail = uniqueEmail(testInfo, 'other-reader');
    await signUp(otherEmail, `Olga Other ${testInfo.project.name}`, 'contestant');
    const other = await newPersonPage(browser, testInfo);
    await logIn(other, otherEmail);
    await other.goto(`/problems/${problemId}`);
    const theirs = main(other).getByRole('listitem').filter({ hasText: name });
    await expect(theirs).toContainText('is an integer.');
    await expect(theirs.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const session = await signIn(otherEmail);
    const response = await fetch(`${GATEWAY_URL}/rest/v1/comments?problem_id=eq.${problemId}`, {
      method: 'PATCH',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${session.accessToken}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ content: 'Hijacked.' }),
    });
    expect(await response.json()).toEqual([]);
    await other.reload();
    await expect(theirs).toContainText('is an integer.');
    await other.context().close();
  });

  await test.step('the author deletes it after confirming', async () => {
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expect(mine.getByText('Delete your comment?')).toBeVisible();
    await mine.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'Comment deleted.');
    await expect(mine).toHaveCount(0);
  });
});

test('a discussion closed by a running contest never shows its composer on a slow network', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const admin = await signIn(DEMO.admin);
  const problemId = await createProblem(admin, {
    title: `Closed discussion ${tag}`,
    body: 'Compute $2 + 2$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['4'],
  });
  const response = await fetch(`${GATEWAY_URL}/rest/v1/rpc/save_contest`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${admin.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      contest_id: null,
      payload: {
        title: `Quiet Round ${tag}`,
        description: 'One problem.',
        start_time: new Date(Date.now() - 30_000).toISOString(),
        end_time: new Date(Date.now() + 3_600_000).toISOString(),
        problem_ids: [problemId],
      },
    }),
  });
  expect(response.ok).toBe(true);
  const email = uniqueEmail(testInfo, 'slow-net');
  await signUp(email, `Sol Slow ${testInfo.project.name}`, 'contestant');
  await logIn(page, email);

  // The question "is this problem in a running contest?" answers two seconds late.
  let composerSeen = false;
  await page.route('**/rest/v1/contest_problems*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.exposeFunction('composerSeen', () => {
    composerSeen = true;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('textarea[placeholder="Add a comment..."]')) {
        (window as unknown as { composerSeen: () => void }).composerSeen();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/problems/${problemId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Closed discussion');
  await expect(main(page).getByText('Loading discussion...')).toBeVisible();
  await expect(
    main(page).getByRole('heading', { name: 'Discussion closed during the contest' }),
  ).toBeVisible();
  await expect(commentBox(page)).toHaveCount(0);
  expect(composerSeen).toBe(false);
  await saveScreenshot(page, testInfo, 'student', 'discussion-closed-slow');
});

// Virtual contests (issue 25, decision 0064): a student who missed a past "after the end" contest
// sits it on a clock of their own, sends an answer (received, not checked), and when the clock
// runs out sees their would-be rank and their row inside the real board, labelled virtual.
// Both widths (projects desktop and mobile, 375 px).
import { expect, test } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.mjs';
import { createProblem, signIn, signUp } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL } from './support/env';
import { submitAnswer as submitThroughCard } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { logIn, main, settle, uniqueEmail } from './support/ui';

// The contest (and so the virtual clock) lasts half a minute: long enough to answer one problem
// on a loaded machine, short enough not to hold a worker.
const LENGTH_MS = 30_000;

async function asService<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

test('a student sits a past contest virtually and sees their would-be rank', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const admin = await signIn(DEMO.admin);
  const problem = {
    body: 'Compute $6 \\cdot 2$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
  } as const;
  const first = await createProblem(admin, {
    ...problem,
    title: `Virtual first ${tag}`,
    answerKey: ['12'],
  });
  const second = await createProblem(admin, {
    ...problem,
    title: `Virtual second ${tag}`,
    answerKey: ['30'],
  });

  // A contest that ended two hours ago, written as the seed writes history (service role): two
  // real participants, one with both problems right, one with a wrong answer.
  const title = `Past Round ${tag}`;
  const start = Date.now() - 2 * 3_600_000;
  const [contest] = await asService<{ id: string }[]>('/rest/v1/contests', {
    title,
    description: 'Two problems, half a minute.',
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + LENGTH_MS).toISOString(),
    results_mode: 'after_end',
  });
  if (!contest) throw new Error('no contest');
  await asService('/rest/v1/contest_problems', [
    { contest_id: contest.id, problem_id: first, position: 1 },
    { contest_id: contest.id, problem_id: second, position: 2 },
  ]);
  const rivals = [
    { name: `Ada Ahead ${testInfo.project.name}`, answers: { [first]: '12', [second]: '30' } },
    { name: `Bo Behind ${testInfo.project.name}`, answers: { [first]: '13' } },
  ];
  for (const [index, rival] of rivals.entries()) {
    const email = uniqueEmail(testInfo, `virtual-rival-${index}`);
    await signUp(email, rival.name, 'contestant');
    const session = await signIn(email);
    await asService('/rest/v1/contest_registrations', {
      contest_id: contest.id,
      user_id: session.userId,
    });
    for (const [problemId, content] of Object.entries(rival.answers)) {
      await asService('/rest/v1/answers', {
        problem_id: problemId,
        user_id: session.userId,
        content,
        status: content === '13' ? 'incorrect' : 'correct',
        auto_graded: true,
        submitted_at: new Date(start + LENGTH_MS / 2).toISOString(),
        graded_at: new Date(start + LENGTH_MS / 2).toISOString(),
      });
    }
  }

  const name = `Vera Virtual ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'virtual-student');
  await signUp(email, name, 'contestant');
  await logIn(page, email);

  await test.step('the ended contest offers a virtual sitting', async () => {
    await page.goto(`/contests/${contest.id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByTestId('results-mode')).toContainText('Results after the end.');
    await expect(main(page).getByRole('row').filter({ hasText: rivals[0]!.name })).toContainText(
      '14',
    );
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'virtual-contest-offer');
    await main(page).getByRole('button', { name: 'Start virtual contest' }).click();
    await expect(main(page).getByTestId('virtual-clock')).toContainText(/Ends in \d+s/);
  });

  await test.step('answers on the virtual clock are received, not checked', async () => {
    await main(page)
      .getByRole('listitem')
      .filter({ hasText: `Virtual first ${tag}` })
      .getByRole('link', { name: 'View Problem' })
      .click();
    const bar = main(page).getByRole('navigation', { name: 'Contest' });
    await expect(bar.getByTestId('virtual-bar-clock')).toHaveText(/^Virtual: ends in /);
    await submitThroughCard(page, '12');
    await expect(main(page).getByTestId('answer-verdict')).toContainText(/^Received\./);
    await expect(main(page).getByTestId('answer-verdict')).not.toContainText(/correct/i);
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'virtual-contest-received');
    await bar.getByRole('link', { name: title }).click();
    await expect(main(page).getByTestId('virtual-clock')).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'virtual-contest-running');
  });

  await test.step('when the clock ends: the would-be rank, and the row inside the board', async () => {
    const result = main(page).getByTestId('virtual-result');
    await expect(result).toBeVisible({ timeout: LENGTH_MS + 15_000 });
    await expect(result).toContainText('7 marks, 1 solved');
    await expect(result).toContainText('would-be rank 2 of 2 (virtual)');
    const rows = main(page).getByRole('region', { name: 'Contest scoreboard' }).getByRole('row');
    // Header, Ada (14), the virtual row (7), Bo (0).
    await expect(rows.nth(2)).toContainText('Virtual (you)');
    await expect(rows.nth(2)).toContainText(name);
    await expect(rows.nth(3)).toContainText(rivals[1]!.name);
    // The real board still has two participants.
    await expect(main(page).getByText('2 participants')).toBeVisible();
    const item = main(page)
      .getByRole('listitem')
      .filter({ hasText: `Virtual first ${tag}` });
    await expect(item.getByText('Solved afterwards')).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'virtual-contest-result');
  });
});

test('in a running "after the end" contest an answer is received and the board waits for the end', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const admin = await signIn(DEMO.admin);
  const problemId = await createProblem(admin, {
    title: `Held answer ${tag}`,
    body: 'Compute $5 \\cdot 6$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
    answerKey: ['30'],
  });
  const title = `Olympiad Round ${tag}`;
  // save_contest's default: results after the end.
  const saved = await fetch(`${GATEWAY_URL}/rest/v1/rpc/save_contest`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${admin.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      contest_id: null,
      payload: {
        title,
        description: 'One problem, results at the end.',
        start_time: new Date(Date.now() - 30_000).toISOString(),
        end_time: new Date(Date.now() + 3_600_000).toISOString(),
        problem_ids: [problemId],
      },
    }),
  });
  const contest = (await saved.json()) as { id: string; results_mode: string };
  expect(contest.results_mode).toBe('after_end');
  const email = uniqueEmail(testInfo, 'held-student');
  await signUp(email, `Hana Held ${testInfo.project.name}`, 'contestant');
  await logIn(page, email);
  await page.goto(`/contests/${contest.id}`);
  await main(page).getByRole('button', { name: 'Register' }).click();
  await expect(main(page).getByText('You are registered.')).toBeVisible();
  await expect(main(page).getByText(/^Results come at the end/)).toBeVisible();
  await main(page).getByRole('link', { name: 'View Problem' }).click();
  await expect(main(page).getByTestId('results-at-end')).toBeVisible();
  // A wrong answer, then the right one: both only received; the last one counts.
  await submitThroughCard(page, '31');
  await expect(main(page).getByTestId('answer-verdict')).toContainText(/^Received\./);
  await submitThroughCard(page, '30');
  await expect(main(page).getByTestId('answer-verdict')).toContainText(/^Received\./);
  await expect(main(page).getByText(/Great job|Incorrect/)).toHaveCount(0);
  await settle(page);
  await saveScreenshot(page, testInfo, 'student', 'after-end-received');
  await page.goBack();
  await expect(main(page).getByRole('region', { name: 'Your progress' })).toContainText(
    'received, not checked',
  );
  await settle(page);
  await saveScreenshot(page, testInfo, 'student', 'after-end-contest-running');
});

// Contests (issue 12): a student registers for a running contest, answers, and watches the
// board move by itself; an instructor creates a contest with a hidden problem that visitors
// cannot see before the start. Both widths (projects desktop and mobile).
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp, submitAnswer, type Session } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL } from './support/env';
import { submitAnswer as submitThroughCard } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { escapeRegExp, logIn, main, newPersonPage, settle, uniqueEmail } from './support/ui';

async function rest<T>(path: string, session: Session | null, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${session?.accessToken ?? ANON_KEY}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function keyedProblem(
  author: Session,
  title: string,
  key: string,
  isPublic = true,
): Promise<string> {
  const [row] = await rest<{ id: string }[]>('/rest/v1/problems?select=id', author, {
    method: 'POST',
    body: JSON.stringify({
      title,
      content: { body: `Compute $${key} \\cdot 1$.` },
      topic: 'Algebra',
      difficulty: 'Juniors',
      marks: 7,
      is_public: isPublic,
    }),
  });
  if (!row) throw new Error('no problem');
  await rest('/rest/v1/rpc/set_answer_key', author, {
    method: 'POST',
    body: JSON.stringify({ problem_id: row.id, answers: [key] }),
  });
  return row.id;
}

/** The scoreboard row of a participant, by name. */
function boardRow(page: Page, name: string) {
  return main(page)
    .getByRole('region', { name: 'Contest scoreboard' })
    .getByRole('row')
    .filter({ hasText: name });
}

test('a student registers for a running contest, answers and sees the board move', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const admin = await signIn(DEMO.admin);
  const first = await keyedProblem(admin, `Contest warm-up ${tag}`, '12');
  const second = await keyedProblem(admin, `Contest finale ${tag}`, '30');
  const title = `Live Round ${tag}`;
  // Started 30 s ago (save_contest allows a minute of clock skew for a new contest).
  const contest = await rest<{ id: string }>('/rest/v1/rpc/save_contest', admin, {
    method: 'POST',
    body: JSON.stringify({
      contest_id: null,
      payload: {
        title,
        description: 'Two problems, one hour: $7$ marks each.',
        start_time: new Date(Date.now() - 30_000).toISOString(),
        end_time: new Date(Date.now() + 3_600_000).toISOString(),
        problem_ids: [first, second],
        // This round checks answers as they come (new contests default to results at the end).
        results_mode: 'instant',
      },
    }),
  });

  // A rival is already on the board with one problem solved.
  const rivalName = `Rita Rival ${testInfo.project.name}`;
  const rivalEmail = uniqueEmail(testInfo, 'rival');
  await signUp(rivalEmail, rivalName, 'contestant');
  const rival = await signIn(rivalEmail);
  await rest('/rest/v1/rpc/register_for_contest', rival, {
    method: 'POST',
    body: JSON.stringify({ contest_id: contest.id }),
  });
  await submitAnswer(rival, first, '12');

  const name = `Sami Student ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'contest-student');
  await signUp(email, name, 'contestant');
  await logIn(page, email);

  await test.step('finds the running contest with its countdown and registers', async () => {
    await page.goto('/contests');
    const running = main(page).getByRole('region', { name: /^Running/ });
    const card = running.getByRole('article').filter({ hasText: title });
    await expect(card.getByRole('timer')).toHaveText(/^Ends in (59m|1h 00m)/);
    await card.getByRole('link', { name: 'View Contest' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(/^Times in your time zone: /)).toBeVisible();
    await expect(boardRow(page, rivalName)).toContainText('7');
    await main(page).getByRole('button', { name: 'Register' }).click();
    await expect(main(page).getByText('You are registered.')).toBeVisible();
    await expect(boardRow(page, name)).toContainText('(you)');
    await expect(main(page).getByRole('region', { name: 'Your progress' })).toContainText(
      'Not attempted',
    );
  });

  await test.step('answers a problem; the board and progress show it', async () => {
    await main(page)
      .getByRole('listitem')
      .filter({ hasText: `Contest finale ${tag}` })
      .getByRole('link', { name: 'View Problem' })
      .click();
    await submitThroughCard(page, '30', 'Great job! Your score has been updated.');
    // The discussion of a problem in a running contest is closed, and says until when.
    await expect(
      main(page).getByRole('heading', { name: 'Discussion closed during the contest' }),
    ).toBeVisible();
    await page.goBack();
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(boardRow(page, name)).toContainText('7');
    await expect(main(page).getByRole('region', { name: 'Your progress' })).toContainText(
      'Solved: 7 of 7 marks (1 attempt)',
    );
    // Equal totals: the rival reached 7 first and ranks above.
    await expect(boardRow(page, rivalName).getByRole('cell').first()).toHaveText('1');
    await expect(boardRow(page, name).getByRole('cell').first()).toHaveText('2');
  });

  await test.step('the board moves by itself when the rival solves another problem', async () => {
    await submitAnswer(rival, second, '30');
    // No reload: the board refreshes every 15 s while the contest runs.
    await expect(boardRow(page, rivalName)).toContainText('14', { timeout: 25_000 });
    await settle(page);
    await saveScreenshot(page, testInfo, 'student', 'contest-running');
  });
});

test('an instructor creates a contest with a hidden problem that stays hidden until the start', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const instructor = await signIn(DEMO.instructor);
  const hiddenTitle = `Secret geometry ${tag}`;
  await keyedProblem(instructor, hiddenTitle, '9', false);
  const title = `Selection Mock ${tag}`;

  await logIn(page, DEMO.instructor);
  await page.goto('/contests');
  await main(page).getByRole('link', { name: 'Create contest' }).click();
  await expect(page).toHaveURL(/\/contests\/new$/);
  const form = main(page);

  await test.step('fills the form, finds the hidden problem in the bank and adds it', async () => {
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Description (LaTeX supported)')
      .fill('Three hours; answers are integers $0 \\le n \\le 999$.');
    const local = (offsetMs: number) => {
      const at = new Date(Date.now() + offsetMs);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    };
    await form.getByLabel('Starts').fill(local(24 * 3_600_000));
    // Too short first: the form says why.
    await form.getByLabel('Ends').fill(local(24 * 3_600_000 + 60_000));
    await form.getByRole('button', { name: 'Create contest' }).click();
    await expect(
      form.getByText('A contest lasts between 5 minutes and 30 days.', { exact: true }).first(),
    ).toBeVisible();
    await form.getByLabel('Ends').fill(local(27 * 3_600_000));
    await form.getByLabel('Search the problem bank').fill(hiddenTitle);
    const result = form
      .getByRole('list', { name: 'Search results' })
      .getByRole('listitem')
      .filter({ hasText: hiddenTitle });
    await expect(result).toContainText('Hidden');
    await result.getByRole('button', { name: `Add ${hiddenTitle}` }).click();
    await expect(form.getByRole('list', { name: 'Problems in order' })).toContainText(hiddenTitle);
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'contest-editor');
    await form.getByRole('button', { name: 'Create contest' }).click();
  });

  await test.step('the staff view lists the hidden problem', async () => {
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: 'Problems in this Contest' }),
    ).toContainText(hiddenTitle);
    await expect(main(page).getByRole('timer')).toHaveText(/^Starts in (23h|1d)/);
  });

  await test.step('a visitor sees the contest and its countdown, not the problem', async () => {
    const url = page.url();
    const visitor = await newPersonPage(browser, testInfo);
    await visitor.goto(url);
    await expect(main(visitor).getByRole('heading', { level: 1, name: title })).toBeVisible();
    const problems = main(visitor).getByRole('region', { name: 'Problems in this Contest' });
    await expect(problems).toContainText('The problems are revealed when the contest starts');
    await expect(problems).not.toContainText(new RegExp(escapeRegExp(hiddenTitle)));
    await settle(visitor);
    await saveScreenshot(visitor, testInfo, 'visitor', 'contest-upcoming');
    await visitor.context().close();
  });
});

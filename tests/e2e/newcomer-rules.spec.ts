// Issue 29 points 4, 8, 9, 10 and 14 at both widths: contest rules hold from every page, a
// contest problem knows its contest, log in returns you, a page past the end shows the last
// page, drafts survive a reload, authors are warned before saving, a role change asks first
// and can be undone.
import { expect, test } from '@playwright/test';
import { createProblem, signIn, signUp, submitAnswer, type Session } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL, passwordOf } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { chooseOption, expectToast, logIn, main, settle, toasts, uniqueEmail } from './support/ui';

async function rpc<T>(name: string, session: Session, args: unknown): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${session.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A contest saved by `who`, starting `startsInMs` from now, lasting an hour. */
async function contestWith(who: Session, title: string, problemIds: string[], startsInMs: number) {
  return rpc<{ id: string }>('save_contest', who, {
    contest_id: null,
    payload: {
      title,
      description: 'Made by the newcomer journeys.',
      start_time: new Date(Date.now() + startsInMs).toISOString(),
      end_time: new Date(Date.now() + startsInMs + 3_600_000).toISOString(),
      problem_ids: problemIds,
    },
  });
}

const tagOf = (project: string) => `${process.env.E2E_RUN_ID ?? 'run'} ${project}`;

test('a contest problem knows its contest; the nav and breadcrumb follow (point 8)', async ({
  page,
}, testInfo) => {
  const tag = tagOf(testInfo.project.name);
  const admin = await signIn(DEMO.admin);
  const problem = {
    body: 'Compute $6 \\cdot 7$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
  } as const;
  const first = await createProblem(admin, { ...problem, title: `Bar first ${tag}`, marks: 7 });
  const second = await createProblem(admin, { ...problem, title: `Bar second ${tag}`, marks: 7 });
  const contest = await contestWith(admin, `Bar Round ${tag}`, [first, second], -30_000);

  await logIn(page, DEMO.student);
  await page.goto(`/contests/${contest.id}`);
  await main(page).getByRole('link', { name: 'View Problem' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/problems/${first}\\?contest=${contest.id}$`));
  const bar = main(page).getByRole('navigation', { name: 'Contest' });
  await expect(bar.getByRole('link', { name: `Bar Round ${tag}` })).toBeVisible();
  await expect(bar.getByRole('timer')).toHaveText(/^Ends in /);
  await expect(bar.getByRole('link', { name: `Problem 1: Bar first ${tag}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main(page).getByRole('link', { name: 'All problems' })).toHaveCount(0);
  if (testInfo.project.name === 'desktop') {
    const nav = page.getByRole('banner').getByRole('link', { name: 'Contests' });
    await expect(nav).toHaveClass(/bg-blue-50/);
  }
  await settle(page);
  await saveScreenshot(page, testInfo, 'student', 'contest-problem-bar');

  await bar.getByRole('link', { name: /^Next in this contest: / }).click();
  await expect(page).toHaveURL(new RegExp(`/problems/${second}\\?contest=${contest.id}$`));
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Bar second ${tag}` }),
  ).toBeVisible();
  await expect(bar.getByRole('link', { name: /back to the contest/ })).toBeVisible();
});

test('log in returns you; ended contests do not invite; ?page=999 shows the last page (point 9)', async ({
  page,
}, testInfo) => {
  await test.step('a page number past the end shows the last page', async () => {
    await page.goto('/problems?page=999');
    const pages = main(page).getByRole('navigation', { name: 'Problem pages' });
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(main(page).getByText(/^Showing \d+–(\d+) of \1 problems$/)).toBeVisible();
    await expect(main(page).getByText(/could not be loaded|Failed/i)).toHaveCount(0);
    await settle(page);
    await saveScreenshot(page, testInfo, 'visitor', 'problems-page-999');
  });

  const admin = await signIn(DEMO.admin);
  const tag = tagOf(testInfo.project.name);
  const contest = await contestWith(admin, `Return Round ${tag}`, [], 3_600_000);

  await test.step('an upcoming contest invites; logging in from it comes back to it', async () => {
    await page.goto(`/contests/${contest.id}`);
    await main(page).getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const form = main(page);
    await form.getByLabel(/^email/i).fill(DEMO.student);
    await form.getByLabel(/^password/i).fill(passwordOf(DEMO.student));
    await form.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Login Successful!');
    await expect(page).toHaveURL(new RegExp(`/contests/${contest.id}$`));
  });

  await test.step('an ended contest does not invite a visitor to register', async () => {
    const visitor = await page.context().browser()!.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
    });
    const other = await visitor.newPage();
    await other.goto('/contests');
    const ended = main(other).getByRole('region', { name: /^Ended/ });
    await ended.getByRole('link').first().click();
    await expect(
      main(other).getByText('This contest has ended: its problems are open for practice.'),
    ).toBeVisible();
    await expect(main(other).getByText(/register for this contest/)).toHaveCount(0);
    await settle(other);
    await saveScreenshot(other, testInfo, 'visitor', 'contest-ended-no-invite');
    await visitor.close();
  });
});

test('authors: drafts survive a reload, warnings before saving, contest rules from every page (points 4, 10, 14)', async ({
  page,
}, testInfo) => {
  const tag = tagOf(testInfo.project.name);
  await logIn(page, DEMO.instructor);

  await test.step('the problem form keeps a draft through a reload and warns about LaTeX and the key', async () => {
    await page.goto('/create-problem');
    const form = main(page);
    await form.getByLabel('Problem Title').fill(`Draft ${tag}`);
    await form.getByLabel('Problem Statement').fill('Find $\\frac{1}{ the answer.');
    await form.getByLabel('Answer key (optional)').fill('14/3\nthe answer is five');
    await expect(form.getByText('This LaTeX will not display correctly')).toBeVisible();
    const key = form.getByRole('list', { name: 'How the key is read' });
    await expect(key.getByRole('listitem')).toHaveCount(2);
    await expect(key.getByRole('listitem').first()).toContainText('Read as');
    await expect(key.getByRole('listitem').nth(1)).toContainText('Not read as math');
    await page.waitForTimeout(500);
    // The browser asks before a reload with unsaved changes (beforeunload): stay with it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(form.getByText(/^Restored your unsaved draft/)).toBeVisible();
    await expect(form.getByLabel('Problem Title')).toHaveValue(`Draft ${tag}`);
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'problem-draft-warnings');

    // Leaving asks first; saying no keeps the page.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Get Into Olympiad|home/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/create-problem$/);
    await form.getByRole('button', { name: 'Discard draft' }).click();
    await expect(form.getByLabel('Problem Title')).toHaveValue('');
  });

  const instructor = await signIn(DEMO.instructor);
  const admin = await signIn(DEMO.admin);

  await test.step("the contest editor says before saving that another author's answered problem cannot be hidden", async () => {
    const othersTitle = `Answered bank ${tag}`;
    const answered = await createProblem(admin, {
      title: othersTitle,
      body: 'Compute $2+2$.',
      topic: 'Algebra',
      difficulty: 'Juniors',
      marks: 7,
      answerKey: ['4'],
    });
    const studentEmail = uniqueEmail(testInfo, 'answers-first');
    await signUp(studentEmail, `Early Answerer ${testInfo.project.name}`, 'contestant');
    await submitAnswer(await signIn(studentEmail), answered, '4');

    await page.goto('/contests/new');
    const form = main(page);
    await form.getByLabel('Title').fill(`Hiding Round ${tag}`);
    const local = (offsetMs: number) => {
      const at = new Date(Date.now() + offsetMs);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    };
    await form.getByLabel('Starts').fill(local(24 * 3_600_000));
    await form.getByLabel('Ends').fill(local(27 * 3_600_000));
    await expect(
      form.getByText(
        'This contest has no problems yet: students who register will find nothing to solve.',
      ),
    ).toBeVisible();
    await form.getByLabel('Search the problem bank').fill(othersTitle);
    await form.getByRole('button', { name: `Add ${othersTitle}` }).click();
    await expect(
      form.getByText(`“${othersTitle}” has already been answered or discussed by students`),
    ).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'contest-editor-refuses-hiding');
    await form.getByRole('button', { name: 'Create contest' }).click();
    await expect(form.getByRole('alert')).toContainText(
      `“${othersTitle}” has already been answered`,
    );
  });

  await test.step('deleting a problem of a running contest on its edit page is refused with a sentence', async () => {
    const own = await createProblem(instructor, {
      title: `Running own ${tag}`,
      body: 'Compute $3+3$.',
      topic: 'Algebra',
      difficulty: 'Juniors',
      marks: 7,
    });
    await contestWith(instructor, `Running Round ${tag}`, [own], -30_000);
    // The contest form above has unsaved changes: leave it anyway.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`/problems/${own}/edit`);
    const form = main(page);
    await form.getByRole('button', { name: 'Delete problem' }).click();
    await form.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(form.getByText('Not deleted')).toBeVisible();
    await expect(
      form.getByText(
        'This problem is in a contest that is running now, so it cannot be deleted until the contest ends.',
      ),
    ).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'delete-refused-running-contest');
  });
});

test('an admin role change asks first and can be undone (point 14)', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'role-undo');
  const fullName = `Role Undo ${testInfo.project.name}`;
  await signUp(email, fullName, 'contestant');
  await logIn(page, DEMO.superadmin);
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  const row = main(page).getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await chooseOption(page, row.getByRole('combobox'), 'Instructor');
  expect(asked).toBe(`Change ${fullName} from Student to Instructor?`);
  await expect(row).toContainText('Student');

  page.once('dialog', (dialog) => void dialog.accept());
  await chooseOption(page, row.getByRole('combobox'), 'Instructor');
  await expectToast(page, 'User role updated successfully.');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Instructor');
  await saveScreenshot(page, testInfo, 'superadmin', 'role-change-undo-toast');
  await toasts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Student');
});

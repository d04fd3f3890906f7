// An instructor signs up and waits for approval; the superadmin approves them; they create a
// problem with a PDF attachment and an answer key, find it in /problems and grade an answer
// (docs/decisions/0002, 0006).
import { expect, test, type Page } from '@playwright/test';
import { answersTo, createProblem, ownProfile, signIn, signUp, submitAnswer } from './support/api';
import { DEMO, OWN_PASSWORD } from './support/env';
import { tinyPdf } from './support/pdf';
import {
  chooseOption,
  expectMessage,
  expectToast,
  logIn,
  main,
  newPersonPage,
  signUpWithForm,
  confirmFromMailbox,
  uniqueEmail,
} from './support/ui';

const PENDING_BANNER = 'Account Pending Approval';

function createProblemControl(page: Page) {
  const body = main(page);
  return body
    .getByRole('button', { name: 'Create Problem', exact: true })
    .or(body.getByRole('link', { name: 'Create Problem', exact: true }));
}

test('an instructor is approved, creates a problem with a PDF and grades an answer', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const fullName = `Ines Instructor ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'instructor');
  const newTitle = `Chords in a circle ${tag}`;

  // Scene: a student has answered a problem without a key; the answer waits for a grader.
  const studentEmail = uniqueEmail(testInfo, 'graded-student');
  await signUp(studentEmail, `Gina Graded ${testInfo.project.name}`, 'contestant');
  const student = await signIn(studentEmail, OWN_PASSWORD);
  const handGradedTitle = `Hand-graded proof ${tag}`;
  const handGradedId = await createProblem(await signIn(DEMO.instructor), {
    title: handGradedTitle,
    body: 'Show that $n^2 + n$ is even for every integer $n$.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 7,
  });
  const waiting = await submitAnswer(
    student,
    handGradedId,
    'n(n+1) is a product of consecutive integers.',
  );
  expect(waiting.status).toBe('submitted');

  await test.step('signs up as an instructor and is pending', async () => {
    await signUpWithForm(page, { fullName, email, role: 'Instructor' });
    await confirmFromMailbox(page, email);
    const body = main(page);
    await expect(body.getByText(`Welcome back, ${fullName}!`)).toBeVisible();
    await expect(body.getByText(PENDING_BANNER)).toBeVisible();
    await expect(body).toContainText(/unavailable until/i);
    await expect(createProblemControl(page)).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Create Note' })).toBeDisabled();
    await expect(body.getByText('Your Score')).toHaveCount(0);
  });

  await test.step('is refused /create-problem while pending', async () => {
    await page.goto('/create-problem');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: /notifications/i })).toContainText(
      'Access Denied - Your account must be approved to access this page.',
    );
  });

  await test.step('the superadmin approves them in /admin/approvals', async () => {
    const superadmin = await newPersonPage(browser, testInfo);
    await logIn(superadmin, DEMO.superadmin);
    await superadmin.goto('/admin/approvals');
    const body = main(superadmin);
    await expect(body.getByRole('heading', { name: 'User Approval Queue' })).toBeVisible();
    for (const column of ['Name', 'Email', 'Requested Role', 'Date', 'Actions']) {
      await expect(body.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const row = body.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(fullName);
    await expect(row).toContainText(/instructor/i);
    await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/); // 'MMM d, yyyy'
    await expect(row.getByRole('button', { name: /reject/i })).toBeVisible();
    await row.getByRole('button', { name: /approve/i }).click();
    await expectToast(superadmin, 'User approved successfully.');
    await expect(row).toHaveCount(0);
    await superadmin.context().close();
  });

  await test.step('once approved, opens Create Problem from the dashboard', async () => {
    await page.reload();
    await expect(main(page).getByText(`Welcome back, ${fullName}!`)).toBeVisible();
    await expect(main(page).getByText(PENDING_BANNER)).toHaveCount(0);
    await expect(createProblemControl(page)).toBeEnabled();
    await createProblemControl(page).click();
    await expect(page).toHaveURL(/\/create-problem$/);
  });

  await test.step('creates a problem with a PDF attachment and an answer key', async () => {
    const body = main(page);
    await expect(body.getByLabel('Problem Statement')).toHaveAttribute('rows', '8');
    await expect(body.getByLabel('Marks')).toHaveValue('7');
    await expect(body.getByRole('switch', { name: 'Publicly Visible' })).toBeChecked();

    await body.getByRole('button', { name: 'Create Problem' }).click();
    await expectMessage(page, 'All fields are required.');
    await expect(page).toHaveURL(/\/create-problem$/);

    await body.getByLabel('Problem Title').fill(newTitle);
    await body
      .getByLabel('Problem Statement')
      .fill('Two chords $AB$ and $CD$ meet at $P$ with $PA = 3$, $PB = 8$, $PC = 4$. Find $PD$.');
    await chooseOption(page, body.getByLabel('Topic'), 'Geometry');
    await chooseOption(page, body.getByLabel('Difficulty'), 'PAMO');
    await body.getByLabel('Marks').fill('6');
    await body.getByLabel(/answer key/i).fill('6');
    await body.getByLabel('Attachment', { exact: true }).setInputFiles({
      name: 'chords-figure.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Figure: two chords meeting at P'),
    });
    await body.getByRole('button', { name: 'Create Problem' }).click();
    await expectToast(page, 'Problem Created Successfully!');
    await expect(page).toHaveURL(/\/problems$/);
  });

  const newId = await test.step('finds it in /problems, with its attachment', async () => {
    const body = main(page);
    await body.getByRole('searchbox').fill(newTitle);
    // The search is applied when it reaches the address (debounced).
    await expect(page).toHaveURL(/[?&]q=/);
    const card = body.getByRole('article').filter({ hasText: newTitle });
    await expect(card).toContainText(`By ${fullName}`);
    await expect(card).toContainText('Geometry');
    await expect(card).toContainText('PAMO');
    await card.getByRole('link', { name: 'View Problem' }).click();
    await expect(page).toHaveURL(/\/problems\/[0-9a-f-]{36}$/);
    await expect(body.getByRole('heading', { name: newTitle })).toBeVisible();
    await expect(body.locator('.katex').first()).toBeVisible();
    const attachment = body.getByRole('link', { name: /chords-figure\.pdf|attachment|pdf/i });
    await expect(attachment).toBeVisible();
    const href = await attachment.getAttribute('href');
    expect(href).toBeTruthy();
    const download = await page.request.get(new URL(href as string, page.url()).toString());
    expect(download.ok()).toBe(true);
    expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return page.url().split('/').pop() as string;
  });

  await test.step('the answer key grades a student answer at once', async () => {
    const graded = await submitAnswer(student, newId, '6');
    expect(graded.status).toBe('correct');
  });

  await test.step('grades the waiting answer in /grading', async () => {
    await page.goto(`/grading?problem=${handGradedId}`);
    const body = main(page);
    await expect(body.getByRole('heading', { level: 2, name: handGradedTitle })).toBeVisible();
    await body.getByRole('button', { name: 'Full (7)' }).click();
    await body.getByRole('button', { name: 'Save and next' }).click();
    await expectToast(page, 'Grade saved');
    await expect
      .poll(async () => (await answersTo(student, handGradedId)).map((answer) => answer.status))
      .toEqual(['correct']);
    await expect.poll(async () => (await ownProfile(student)).score).toBe(7 + 6);
  });
});

// Issue 23: an instructor writes and publishes a note with two problems; a student on a phone
// reads it, answers one problem inside it and sees the note's progress move; a contest prints
// (Chromium's PDF) with one problem per page.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { contestIdByTitle, createProblem, signIn, signUp } from './support/api';
import { DEMO } from './support/env';
import { seriousA11yFindings } from './support/a11y';
import { SCREENSHOT_DIR, saveScreenshot } from './support/screenshots';
import { expectToast, logIn, main, uniqueEmail } from './support/ui';

test('an instructor publishes a note with two problems; a student at 375 px answers one inside it', async ({
  browser,
  page,
}, testInfo) => {
  // The student half runs at 375 px in its own page in either project.
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name} notes`;
  const author = await signIn(DEMO.instructor);
  const first = `Note sum ${tag}`;
  const second = `Note product ${tag}`;
  const firstId = await createProblem(author, {
    title: first,
    body: 'Compute $20 + 22$.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['42'],
  });
  await createProblem(author, {
    title: second,
    body: 'Compute $6 \\cdot 7$.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['42'],
  });

  await logIn(page, DEMO.instructor);
  await main(page).getByRole('link', { name: 'Create Note' }).click();
  await expect(page).toHaveURL(/\/notes\/new$/);
  const form = main(page);
  await form.getByLabel('Title').fill(`Forty-two two ways ${tag}`);
  await form.getByLabel('Summary').fill('Two roads to the same number.');
  await form.getByLabel('Topic').selectOption('Number Theory');
  await form.getByLabel('Note (Markdown)').fill('## Adding\n\nWe know $a + b = b + a$.\n\n');
  for (const title of [first, second]) {
    await form.getByLabel('Add a problem').fill(title);
    await form.getByRole('button', { name: `Insert ${title}` }).click();
  }
  // The live preview shows the heading, the math and both blocks.
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Adding' })).toBeVisible();
  await expect(preview.locator('.katex').first()).toBeVisible();
  await expect(preview.getByText(first)).toBeVisible();
  await expect(preview.getByText(second)).toBeVisible();
  await expect(form.getByText('Draft · 2 problems')).toBeVisible();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Note published', 'Everyone can read it now.');
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}\/edit$/);
  await expect(form.getByText('Revision 1')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'instructor', 'note-editor');
  const noteUrl = page.url().replace(/\/edit$/, '');

  // A student on a phone.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const student = await phone.newPage();
  const email = uniqueEmail(testInfo, 'note-reader');
  await signUp(email, 'Nora Notes', 'contestant');
  await logIn(student, email);
  await student.goto(noteUrl);
  const note = main(student);
  await expect(note.getByRole('heading', { level: 1 })).toHaveText(`Forty-two two ways ${tag}`);
  await expect(note.getByTestId('note-practised')).toHaveText('Practised: 0 of 2 problems solved');
  const block = note.getByRole('region', { name: `Problem: ${first}` });
  await expect(block.getByText('Submit Your Answer')).toBeVisible();
  await block.getByLabel('Your Solution').fill('42');
  await block.getByRole('button', { name: 'Submit Answer' }).click();
  // A correct answer is the spec's toast, as on the problem's own page.
  await expectToast(student, 'Answer Submitted!', 'Great job! Your score has been updated.');
  await expect(note.getByTestId('note-practised')).toHaveText('Practised: 1 of 2 problems solved');
  await note.getByRole('button', { name: 'Mark as read' }).click();
  await expect(note.getByLabel('Your progress').getByText('Read', { exact: true })).toBeVisible();
  // Nothing is wider than the phone.
  const sideways = await student.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  expect(await seriousA11yFindings(student)).toEqual([]);
  await saveScreenshot(student, testInfo, 'student-375', 'note');

  // The problem's own page links back to the note ("Learn the idea").
  await student.goto(`/problems/${firstId}`);
  await expect(
    main(student)
      .getByRole('region', { name: 'Learn the idea' })
      .getByRole('link', { name: `Forty-two two ways ${tag}` }),
  ).toBeVisible();

  // The dashboard lists it among the notes in progress (one problem still open).
  await student.goto('/dashboard');
  await expect(
    main(student)
      .getByRole('list', { name: 'Notes in progress' })
      .getByText(`Forty-two two ways ${tag}`),
  ).toBeVisible();
  await phone.close();
});

test('a contest prints one problem per page with its title, then the solutions for staff', async ({
  page,
}, testInfo) => {
  // The seeded ended contest whose problems all have solutions.
  const contestId = await contestIdByTitle('Autumn Junior Challenge');
  await logIn(page, DEMO.instructor);
  await page.goto(`/contests/${contestId}`);
  await main(page).getByRole('link', { name: 'Print' }).click();
  const problems = main(page).getByTestId('print-problem');
  await expect(problems.first()).toBeVisible();
  await expect(main(page).locator('.katex').first()).toBeVisible();
  const count = await problems.count();
  const solutions = await main(page)
    .getByRole('region', { name: 'Solutions' })
    .locator('article')
    .count();
  const title = (await main(page).getByRole('heading', { level: 1 }).textContent()) ?? '';
  await saveScreenshot(page, testInfo, 'instructor', 'contest-print');
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  await mkdir(join(SCREENSHOT_DIR, testInfo.project.name, 'instructor'), { recursive: true });
  await writeFile(
    join(SCREENSHOT_DIR, testInfo.project.name, 'instructor', 'contest-print.pdf'),
    pdf,
  );
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  expect(count).toBeGreaterThan(1);
  expect(document.numPages).toBe(count + solutions);
  for (let index = 1; index <= count; index += 1) {
    const content = await (await document.getPage(index)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(title.trim());
    expect(text).toContain(`Problem ${index}.`);
    expect(text).not.toContain(`Problem ${index + 1}.`);
    expect(text).not.toContain('Solution ');
  }
  // Staff see every solution, each on its own page after the problems.
  expect(solutions).toBe(count);
  for (let index = 1; index <= solutions; index += 1) {
    const content = await (await document.getPage(count + index)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(`Solution ${index}.`);
  }
});

test('a visitor finds the seeded notes by topic and reads one with its problems', async ({
  page,
}, testInfo) => {
  await page.goto('/notes');
  const body = main(page);
  const list = body.getByRole('list', { name: 'Notes' });
  for (const title of [
    'Remainders without long division',
    'Round tables and people who sit together',
    'Drop the altitude: isosceles triangles and the circle',
  ])
    await expect(list.getByRole('link', { name: title })).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'visitor', 'notes');
  await body.getByLabel('Topic').selectOption('Combinatorics');
  await expect(page).toHaveURL(/topic=Combinatorics/);
  await expect(list.getByRole('link', { name: 'Remainders without long division' })).toHaveCount(0);
  await list.getByRole('link', { name: 'Round tables and people who sit together' }).click();
  await expect(body.getByRole('heading', { level: 1 })).toHaveText(
    'Round tables and people who sit together',
  );
  await expect(body.locator('.note-body .katex').first()).toBeVisible();
  await expect(body.getByRole('region', { name: /^Problem: / })).toHaveCount(3);
  await expect(body.getByText('Please log in to submit an answer.').first()).toBeVisible();
  await expect(body.getByRole('button', { name: 'Print' })).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  expect(await seriousA11yFindings(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'visitor', 'note');

  // On paper: the note and its problems, without the site's header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  const pdf = await getDocument({ data: new Uint8Array(await page.pdf({ format: 'A4' })) }).promise;
  let text = '';
  for (let index = 1; index <= pdf.numPages; index += 1) {
    const content = await (await pdf.getPage(index)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  expect(text).toContain('Round tables and people who sit together');
  expect(text).toContain('Two boys sitting together in a row');
  for (const absent of ['Sign Up', 'Privacy Policy', 'All notes', 'Please log in'])
    expect(text).not.toContain(absent);
});

// Classes (issue 21): an instructor creates a class and an assignment with a hidden problem; a
// student joins by code on a 375 px phone, sees it due soon and answers it; the teacher's matrix
// moves by itself and exports as CSV. The teacher works at the project's width.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, signUp, type Session } from './support/api';
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.mjs';
import { ANON_KEY, DEMO, GATEWAY_URL } from './support/env';
import { submitAnswer as submitThroughCard } from './support/problem-page';
import { seriousA11yFindings } from './support/a11y';
import { saveScreenshot } from './support/screenshots';
import { logIn, main, settle, uniqueEmail } from './support/ui';

async function rest<T>(
  path: string,
  session: Session | 'service',
  body: unknown,
  method = 'POST',
): Promise<T> {
  const token = session === 'service' ? SERVICE_ROLE_KEY : session.accessToken;
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    method,
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
    headers: {
      apikey: session === 'service' ? SERVICE_ROLE_KEY : ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

test('an instructor runs a class: a student joins by code on a phone, answers, the matrix moves', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const instructor = await signIn(DEMO.instructor);
  const problemTitle = `Club secret ${tag}`;
  const [problem] = await rest<{ id: string }[]>('/rest/v1/problems?select=id', instructor, {
    title: problemTitle,
    content: { body: 'Compute $6 \\cdot 7$.' },
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
    is_public: false,
  });
  if (!problem) throw new Error('no problem');
  await rest('/rest/v1/rpc/set_answer_key', instructor, {
    problem_id: problem.id,
    answers: ['42'],
  });
  const className = `Saturday Club ${tag}`;
  const assignmentTitle = `Week one ${tag}`;
  let code = '';

  await test.step('the instructor creates a class and gets its code', async () => {
    await logIn(page, DEMO.instructor);
    await main(page).getByRole('link', { name: 'Your classes and assignments' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Create class' }).click();
    await expect(main(page).getByText('A class needs a name.')).toBeVisible();
    await main(page).getByLabel('Name').fill(className);
    await main(page).getByLabel('Description (optional)').fill('Number theory on Saturdays.');
    await main(page).getByRole('button', { name: 'Create class' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: className })).toBeVisible();
    code = (await main(page).getByTestId('join-code').innerText()).trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });

  await test.step('and assigns the hidden problem, due in a week', async () => {
    await main(page).getByRole('link', { name: 'New assignment' }).click();
    await main(page).getByLabel('Title').fill(assignmentTitle);
    await main(page).getByLabel('Search the problem bank').fill(problemTitle);
    await main(page)
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: `Add ${problemTitle}` })
      .click();
    await expect(main(page).getByRole('list', { name: 'Problems in order' })).toContainText(
      problemTitle,
    );
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'assignment-editor');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Save assignment' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: className })).toBeVisible();
    await expect(main(page).getByRole('link', { name: assignmentTitle })).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'class-teacher');
    expect(await seriousA11yFindings(page)).toEqual([]);
  });

  await test.step('the matrix starts empty', async () => {
    await main(page).getByRole('link', { name: assignmentTitle }).click();
    await expect(
      main(page).getByRole('heading', { level: 1, name: assignmentTitle }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: 'Student by problem matrix' }),
    ).toBeVisible();
    await expect(main(page).getByText('0 students')).toBeVisible();
  });

  const studentName = `Pat Phone ${testInfo.project.name}`;
  const email = uniqueEmail(testInfo, 'class-student');
  await signUp(email, studentName, 'contestant');
  const phone = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const student = await phone.newPage();

  await test.step('a student joins with the code on a phone (a wrong code first)', async () => {
    await logIn(student, email);
    await student.goto('/classes');
    await main(student).getByLabel('Class code').fill('ZZZZ-ZZZZ');
    await main(student).getByRole('button', { name: 'Join class' }).click();
    await expect(main(student).getByRole('alert')).toContainText('No class has this code.');
    await main(student).getByLabel('Class code').fill(code.toLowerCase());
    await main(student).getByRole('button', { name: 'Join class' }).click();
    await expect(main(student).getByRole('heading', { level: 1, name: className })).toBeVisible();
    await settle(student);
    await saveScreenshot(student, testInfo, 'student', 'class-member-375');
    expect(await seriousA11yFindings(student)).toEqual([]);
  });

  await test.step('the dashboard says it is due soon, with a countdown', async () => {
    await student.goto('/dashboard');
    const card = main(student).getByRole('heading', { name: 'Due soon' }).locator('../..');
    await expect(card.getByRole('link', { name: assignmentTitle })).toBeVisible();
    await expect(card.getByRole('timer').first()).toHaveText(/^Due in (6|7) d/);
    await expect(card).toContainText('0/1 done');
    await settle(student);
    await saveScreenshot(student, testInfo, 'student', 'dashboard-due-soon-375');
    expect(await seriousA11yFindings(student)).toEqual([]);
  });

  await test.step('the student answers the hidden problem of the assignment', async () => {
    await main(student).getByRole('link', { name: assignmentTitle }).click();
    await expect(
      main(student).getByRole('heading', { level: 1, name: assignmentTitle }),
    ).toBeVisible();
    await main(student).getByRole('link', { name: problemTitle }).click();
    await submitThroughCard(student, '42', 'Great job! Your score has been updated.');
    await student.goto('/dashboard');
    const card = main(student).getByRole('heading', { name: 'Due soon' }).locator('../..');
    await expect(card).toContainText('1/1 done');
    await card.getByRole('link', { name: assignmentTitle }).click();
    await expect(main(student).getByText('Solved', { exact: true })).toBeVisible();
    await expect(main(student).getByText('1 of 1 done')).toBeVisible();
    await settle(student);
    await saveScreenshot(student, testInfo, 'student', 'assignment-progress-375');
    expect(await seriousA11yFindings(student)).toEqual([]);
  });

  await test.step('the teacher’s matrix moves by itself and exports as CSV', async () => {
    const matrix = main(page).getByRole('region', { name: 'Student by problem matrix' });
    const row = matrix.getByRole('row').filter({ hasText: studentName });
    // No reload: the matrix is re-read every 20 s.
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('link', { name: /: 7 of 7 marks, 1 attempt,/ })).toBeVisible({
      timeout: 30_000,
    });
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'assignment-matrix');
    expect(await seriousA11yFindings(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'student,problem,position,best_marks,max_marks,attempts,wrong,waiting,hints_revealed,gave_up,first_answer_at,last_answer_at,late',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${studentName},${problemTitle},1,7,7,1,0,0,0,false,`);
    expect(lines[1]).toMatch(/,false$/);
  });

  await test.step('grading from the matrix opens the queue for this assignment', async () => {
    await main(page).getByRole('link', { name: 'Grade this assignment' }).click();
    await expect(page).toHaveURL(/\/grading\?assignment=/);
    await expect(main(page).getByText('Showing one class assignment.')).toBeVisible();
  });

  await test.step('the teacher deletes the class; it is gone from the class list', async () => {
    await page.goto('/classes');
    await main(page).getByRole('link', { name: className }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: className })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await main(page).getByRole('button', { name: 'Delete class' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await expect(main(page).getByText(className)).toHaveCount(0);
  });
  await phone.close();
});

test('the matrix of 40 students x 10 problems renders without layout shift', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${process.env.E2E_RUN_ID ?? 'run'} ${testInfo.project.name}`;
  const instructor = await signIn(DEMO.instructor);
  const klass = await rest<{ id: string }>('/rest/v1/rpc/create_class', instructor, {
    payload: { name: `Camp ${tag}` },
  });
  const problems: string[] = [];
  for (let i = 1; i <= 10; i += 1) {
    const [row] = await rest<{ id: string }[]>('/rest/v1/problems?select=id', instructor, {
      title: `Camp problem ${i} ${tag}`,
      content: { body: `Compute $${i} + ${i}$.` },
      topic: 'Algebra',
      difficulty: 'Juniors',
      marks: 7,
    });
    if (!row) throw new Error('no problem');
    problems.push(row.id);
  }
  const emails = Array.from({ length: 40 }, (_, i) => uniqueEmail(testInfo, `camper${i}`));
  for (const [i, address] of emails.entries())
    await signUp(address, `Camper ${i + 1}`, 'contestant');
  const people = await rest<{ id: string }[]>(
    `/rest/v1/profiles?select=id&email=in.(${emails.map((e) => `"${e}"`).join(',')})`,
    'service',
    null,
    'GET',
  );
  expect(people).toHaveLength(40);
  await rest(
    '/rest/v1/class_members',
    'service',
    people.map((person) => ({ class_id: klass.id, user_id: person.id, status: 'active' })),
  );
  const assignment = await rest<{ id: string }>('/rest/v1/rpc/save_assignment', instructor, {
    assignment_id: null,
    payload: {
      class_id: klass.id,
      title: `Camp day one ${tag}`,
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      problem_ids: problems,
    },
  });

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await logIn(page, DEMO.instructor);
  await page.goto(`/assignments/${assignment.id}/matrix`);
  const matrix = main(page).getByRole('region', { name: 'Student by problem matrix' });
  await expect(matrix.getByRole('row')).toHaveCount(41);
  await expect(matrix.getByRole('columnheader')).toHaveCount(13);
  await settle(page);
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  await saveScreenshot(page, testInfo, 'instructor', 'assignment-matrix-40x10');
});
